//===- Packing.cpp - folded values as attributes, splats kept -------------===//
//
// Shared by the dialect fold hook and the --fold-constants pass:
//  - `foldSplats` computes the one element of a splat result from splat
//    operands, so a broadcast of a scalar to 10^10 elements folds in O(1);
//  - `packTensor` turns a computed Tensor into the attribute that holds it
//    best (splat, dense, or a dense_resource blob).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"

#include <cstring>
#include <memory>

using namespace mlir;
using namespace mlir::sfold;

/// Ops whose result is a splat of their operand's splat value, unchanged.
static bool isRelayout(Operation *op) {
  return llvm::isa<BroadcastInDimOp, ReshapeOp, TransposeOp, ReverseOp, SliceOp,
                   DynamicSliceOp, PadOp, ConcatenateOp>(op);
}

/// Ops computing each result element from the elements at the same index of
/// their operands (rank-0 operands of clamp and select stand for every
/// index).
static bool isElementwise(Operation *op) {
  return op->hasTrait<OpTrait::Elementwise>() ||
         llvm::isa<ClampOp, SelectOp>(op);
}

bool mlir::sfold::preservesSplats(Operation *op) {
  return op->getNumRegions() == 0 && (isRelayout(op) || isElementwise(op));
}

/// The non-empty, statically shaped tensor type of `v`, or null.
static RankedTensorType staticNonEmpty(Type t) {
  auto type = llvm::dyn_cast<RankedTensorType>(t);
  if (!type || !type.hasStaticShape() || type.getNumElements() == 0)
    return {};
  return type;
}

/// `one` (a one-element or splat attribute) as a splat of `type`'s attribute
/// type; null if the element types differ.
static DenseElementsAttr resplat(DenseElementsAttr one, RankedTensorType type) {
  RankedTensorType attrType = getAttrType(type);
  if (!one || !one.isSplat() ||
      one.getElementType() != attrType.getElementType())
    return {};
  return one.resizeSplat(attrType);
}

/// `type` with every dimension 1 (rank kept).
static RankedTensorType onesLike(RankedTensorType type) {
  SmallVector<int64_t> ones(type.getRank(), 1);
  return RankedTensorType::get(ones, type.getElementType(), type.getEncoding());
}

/// Evaluates an elementwise `op` on one-element copies of its splat operands
/// and returns the one-element results.
static FailureOr<SmallVector<DenseElementsAttr>>
evaluateOneElement(Operation *op, ArrayRef<DenseElementsAttr> splats,
                   Evaluator &evaluator) {
  // A detached clone of `op` whose operands are arguments of a detached
  // block, with every non-scalar type shrunk to one element. Nothing is
  // inserted into the IR; both are destroyed before returning.
  auto block = std::make_unique<Block>();
  IRMapping mapping;
  ValueList values;
  for (auto [operand, splat] : llvm::zip(op->getOperands(), splats)) {
    auto type = llvm::cast<RankedTensorType>(operand.getType());
    RankedTensorType one = type.getRank() == 0 ? type : onesLike(type);
    DenseElementsAttr attr = resplat(splat, one);
    if (!attr)
      return failure();
    FailureOr<Tensor> t = makeTensor(attr, one);
    if (failed(t))
      return failure();
    if (!mapping.contains(operand))
      mapping.map(operand, block->addArgument(one, op->getLoc()));
    values.push_back(InterpreterValue(std::move(*t)));
  }
  Operation *clone = op->clone(mapping);
  for (OpResult r : clone->getResults()) {
    auto type = llvm::cast<RankedTensorType>(r.getType());
    r.setType(type.getRank() == 0 ? type : onesLike(type));
  }

  FailureOr<ValueList> computed;
  {
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    llvm::DenseMap<Value, InterpreterValue> noCaptures;
    computed = evaluator.evaluateOp(clone, values, noCaptures);
  }
  clone->erase();
  if (failed(computed))
    return failure();
  SmallVector<DenseElementsAttr> results;
  for (const InterpreterValue &v : *computed) {
    if (!v.isTensor() || v.getTensor().getNumElements() != 1)
      return failure();
    DenseElementsAttr attr = makeAttr(v.getTensor());
    if (!attr)
      return failure();
    results.push_back(attr);
  }
  return results;
}

FailureOr<SmallVector<Attribute>>
mlir::sfold::foldSplats(Operation *op, ArrayRef<Attribute> operands,
                        Evaluator &evaluator) {
  if (!preservesSplats(op) || op->getNumResults() == 0 ||
      operands.size() != op->getNumOperands())
    return failure();
  SmallVector<DenseElementsAttr> splats;
  for (auto [attr, operand] : llvm::zip(operands, op->getOperands())) {
    auto splat = llvm::dyn_cast_if_present<DenseElementsAttr>(attr);
    if (!splat || !splat.isSplat() || !staticNonEmpty(operand.getType()))
      return failure();
    splats.push_back(splat);
  }
  SmallVector<RankedTensorType> resultTypes;
  for (Type t : op->getResultTypes()) {
    RankedTensorType type = staticNonEmpty(t);
    if (!type)
      return failure();
    resultTypes.push_back(type);
  }

  SmallVector<Attribute> results;
  if (isRelayout(op)) {
    // Every result element is an element of the data operands: for pad and
    // concatenate those must all be the same splat (bitwise), for
    // dynamic_slice the start indices do not matter.
    ArrayRef<DenseElementsAttr> data = splats;
    if (llvm::isa<DynamicSliceOp>(op))
      data = data.take_front();
    for (DenseElementsAttr s : data)
      if (s.getElementType() != data.front().getElementType() ||
          s.getRawData() != data.front().getRawData())
        return failure();
    DenseElementsAttr attr = resplat(data.front(), resultTypes.front());
    if (!attr)
      return failure();
    results.push_back(attr);
    return results;
  }

  // Elementwise: operands are the result's shape or scalars.
  for (Value v : op->getOperands()) {
    auto type = llvm::cast<RankedTensorType>(v.getType());
    if (type.getRank() != 0 &&
        type.getShape() != resultTypes.front().getShape())
      return failure();
  }
  FailureOr<SmallVector<DenseElementsAttr>> ones =
      evaluateOneElement(op, splats, evaluator);
  if (failed(ones))
    return failure();
  for (auto [one, type] : llvm::zip(*ones, resultTypes)) {
    DenseElementsAttr attr = resplat(one, type);
    if (!attr)
      return failure();
    results.push_back(attr);
  }
  return results;
}

/// True if every element of `t` has the bits of the first.
static bool isUniform(const Tensor &t) {
  int64_t n = t.getNumElements();
  size_t width = t.getElementStorageBytes();
  const char *data = t.rawData();
  if (n < 2 || !data)
    return false;
  for (int64_t i = 1; i < n; ++i)
    if (std::memcmp(data, data + i * width, width) != 0)
      return false;
  return true;
}

ElementsAttr mlir::sfold::packTensor(const Tensor &tensor,
                                     uint64_t resourceThreshold) {
  if (!tensor)
    return {};
  if (isUniform(tensor)) {
    // Pack the first element alone, then widen it: no full-size buffer.
    auto oneType = RankedTensorType::get(
        SmallVector<int64_t>(tensor.getRank(), 1), tensor.getElementType());
    Tensor one(oneType, tensor.getRawBytes().take_front(
                            tensor.getElementStorageBytes()));
    if (DenseElementsAttr attr = resplat(makeAttr(one), tensor.getType()))
      return attr;
  }
  if (getConstantByteSize(tensor.getType()) > resourceThreshold)
    return makeResourceAttr(tensor, "sfold_folded");
  return makeAttr(tensor);
}

/// The blob entry of `attr` if it is a dense_resource attribute with one.
static DialectResourceBlobManager::BlobEntry *getBlobEntry(Attribute attr) {
  auto resource = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(attr);
  return resource ? resource.getRawHandle().getResource() : nullptr;
}

Tensor FoldedBlobs::lookup(Attribute attr) const {
  BlobEntry *entry = getBlobEntry(attr);
  return entry ? tensors.lookup(entry) : Tensor();
}

ElementsAttr FoldedBlobs::pack(const Tensor &tensor) {
  Tensor owned = tensor;
  if (tensor && !tensor.getBuffer()->isOwned()) {
    const char *data = tensor.rawData();
    if (llvm::any_of(tensors, [&](const auto &kept) {
          ArrayRef<char> bytes = kept.second.getRawBytes();
          return data >= bytes.begin() && data < bytes.end();
        }))
      owned = tensor.clone();
  }
  ElementsAttr attr = packTensor(owned);
  if (BlobEntry *entry = getBlobEntry(attr)) {
    // Blobs of the tensor's bytes view its buffer; the others (re-encoded)
    // own a copy, read back by decoding.
    const AsmResourceBlob *blob = entry->getBlob();
    bool views = blob && blob->getData().data() == owned.rawData();
    tensors[entry] = views ? owned : Tensor();
  }
  return attr;
}

void FoldedBlobs::release(Attribute attr) {
  BlobEntry *entry = getBlobEntry(attr);
  // The blob's deleter holds the other reference to a viewed buffer.
  if (entry && tensors.erase(entry))
    entry->setBlob(AsmResourceBlob());
}

Tensor FoldedBlobs::lend(Attribute attr) {
  BlobEntry *entry = getBlobEntry(attr);
  auto it = entry ? tensors.find(entry) : tensors.end();
  if (it == tensors.end() || !it->second)
    return {};
  Tensor tensor = std::move(it->second);
  tensors.erase(it);
  // The blob's deleter holds the other reference to the buffer.
  entry->setBlob(AsmResourceBlob());
  return tensor;
}

void FoldedBlobs::giveBack(Attribute attr, const Tensor &tensor) {
  BlobEntry *entry = getBlobEntry(attr);
  // A lent tensor viewed its blob: it can again.
  std::optional<AsmResourceBlob> blob = viewAsBlob(tensor);
  if (!entry || !blob)
    return;
  entry->setBlob(std::move(*blob));
  tensors[entry] = tensor;
}

void FoldedBlobs::finish(Operation *root) {
  llvm::DenseSet<BlobEntry *> held;
  root->walk([&](ConstantOp op) {
    if (BlobEntry *entry = getBlobEntry(op.getValue()))
      held.insert(entry);
  });
  for (auto &[entry, tensor] : tensors)
    if (!held.contains(entry))
      entry->setBlob(AsmResourceBlob());
  tensors.clear();
}
