//===- CustomCallVerify.cpp - custom_call's attributes, as StableHLO checks -===//
//
// The spec leaves custom_call's attributes open; StableHLO's implementation
// checks them, and real programs (JAX, XLA) carry them: layouts given for
// both operands and results or neither, each a permutation of the dimensions;
// output_operand_aliases naming an operand (and tuple parts) of the aliased
// output's type; a backend_config that is a dictionary for the typed FFI and
// a string for the older API versions.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::sfold;

/// Checks `layouts` against `types`, one layout per type: a 1-D `index`
/// tensor attribute holding a permutation of [0, rank); empty for a token.
static LogicalResult checkLayouts(CustomCallOp op, TypeRange types,
                                  ArrayAttr layouts, StringRef what) {
  if (types.size() != layouts.size())
    return op.emitOpError() << "has " << types.size() << " " << what
                            << "s but " << layouts.size() << " " << what
                            << " layouts";
  for (auto [i, type, attr] : llvm::enumerate(types, layouts)) {
    auto layout = llvm::dyn_cast<DenseIntElementsAttr>(attr);
    if (!layout || !layout.getElementType().isIndex() ||
        layout.getType().getRank() != 1)
      return op.emitOpError() << what << " layout #" << i
                              << " must be a 1-D tensor of index, found "
                              << attr;
    if (llvm::isa<TupleType>(type))
      return op.emitOpError() << what << " #" << i
                              << " is a tuple; layouts of tuples are not "
                                 "supported";
    // A tensor or a buffer (memref) of a bufferized program.
    auto tensor = llvm::dyn_cast<ShapedType>(type);
    if (!tensor) {
      if (layout.empty())
        continue;
      return op.emitOpError() << what << " #" << i << " of type " << type
                              << " is not a tensor and must have an empty "
                                 "layout, found "
                              << layout;
    }
    int64_t rank = tensor.getRank();
    llvm::SmallBitVector seen(rank);
    bool permutation = layout.getNumElements() == rank;
    for (const APInt &v : layout.getValues<APInt>()) {
      if (!permutation)
        break;
      int64_t d = v.getSExtValue();
      permutation = d >= 0 && d < rank && !seen.test(d);
      if (permutation)
        seen.set(d);
    }
    if (!permutation)
      return op.emitOpError() << what << " layout " << layout << " of type "
                              << type << " must be a permutation of [0, "
                              << rank << ")";
  }
  return success();
}

/// The part of `type` that `indices` select, tuple element by tuple element;
/// null if an index is out of range or selects into a non-tuple.
static Type selectTuplePart(Type type, ArrayRef<int64_t> indices) {
  for (int64_t i : indices) {
    auto tuple = llvm::dyn_cast<TupleType>(type);
    if (!tuple || i < 0 || i >= static_cast<int64_t>(tuple.size()))
      return {};
    type = tuple.getType(i);
  }
  return type;
}

LogicalResult CustomCallOp::verify() {
  std::optional<ArrayAttr> operandLayouts = getOperandLayouts();
  std::optional<ArrayAttr> resultLayouts = getResultLayouts();
  if (operandLayouts.has_value() != resultLayouts.has_value())
    return emitOpError() << "needs both operand_layouts and result_layouts, "
                            "or neither";
  if (operandLayouts) {
    // One tuple result: its elements take the result layouts.
    TypeRange resultTypes = getResultTypes();
    if (getNumResults() == 1)
      if (auto tuple = llvm::dyn_cast<TupleType>(getResult(0).getType()))
        resultTypes = tuple.getTypes();
    if (failed(checkLayouts(*this, getOperandTypes(), *operandLayouts,
                            "operand")) ||
        failed(checkLayouts(*this, resultTypes, *resultLayouts, "result")))
      return failure();
  }

  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = llvm::cast<OutputOperandAliasAttr>(attr);
    int64_t operand = alias.getOperandIndex();
    int64_t numInputs = getInputs().size();
    if (operand < 0 || operand >= numInputs)
      return emitOpError() << "output_operand_alias names operand " << operand
                           << " but there are " << numInputs << " operands";
    Type operandPart = selectTuplePart(getOperand(operand).getType(),
                                       alias.getOperandTupleIndices());
    if (!operandPart)
      return emitOpError() << "output_operand_alias operand_tuple_indices "
                              "are out of range of operand "
                           << operand;
    // Several results alias as the parts of one tuple of them.
    Type output = getNumResults() == 1
                      ? getResult(0).getType()
                      : TupleType::get(getContext(), getResultTypes());
    Type outputPart = selectTuplePart(output, alias.getOutputTupleIndices());
    if (!outputPart)
      return emitOpError() << "output_operand_alias output_tuple_indices are "
                              "out of range of the results";
    if (operandPart != outputPart)
      return emitOpError() << "output_operand_alias aliases operand part "
                           << operandPart << " with output part "
                           << outputPart << " of another type";
  }

  if (std::optional<Attribute> config = getBackendConfig()) {
    bool typedFfi =
        getApiVersion() == CustomCallApiVersion::API_VERSION_TYPED_FFI;
    if (typedFfi != llvm::isa<DictionaryAttr>(*config))
      return emitOpError() << "backend_config for api_version "
                           << stringifyCustomCallApiVersion(getApiVersion())
                           << " must be a "
                           << (typedFfi ? "dictionary" : "string");
  }
  return success();
}
