//===- ChloHandlers.cpp - handlers of the chlo ops ------------------------===//
//
// Elementwise ops call their kernel (ChloKernels.h) on the op's result type;
// top_k and ragged_dot unpack their attributes; scan runs its body once per
// position of the scanned dimension.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Interpreter/ChloKernels.h"

#include <cstring>

using namespace mlir;
using namespace mlir::sfold;

namespace {

using Args = ArrayRef<InterpreterValue>;
using UnaryKernel = Tensor (*)(const Tensor &, ShapedType);
using BinaryKernel = Tensor (*)(const Tensor &, const Tensor &, ShapedType);

/// The op's result type, or the type of `like` with the result's element
/// type if the result's shape is not static.
ShapedType staticResultType(Operation *op, const Tensor &like) {
  auto type = llvm::cast<ShapedType>(op->getResult(0).getType());
  if (type.hasStaticShape() || !like)
    return type;
  return RankedTensorType::get(like.getShape(), type.getElementType());
}

FailureOr<ValueList> evaluated(Operation *op, Tensor result) {
  if (!result) {
    op->emitError("could not evaluate '") << op->getName() << "'";
    return failure();
  }
  return single(std::move(result));
}

template <typename OpT>
void addUnary(HandlerTable &table, UnaryKernel kernel) {
  table.add<OpT>([kernel](OpT op, Args args, Evaluator &) {
    SmallVector<Tensor> t = getTensors(args);
    return evaluated(op, kernel(t[0], staticResultType(op, t[0])));
  });
}

template <typename OpT>
void addBinary(HandlerTable &table, BinaryKernel kernel) {
  table.add<OpT>([kernel](OpT op, Args args, Evaluator &) {
    SmallVector<Tensor> t = getTensors(args);
    return evaluated(op, kernel(t[0], t[1], staticResultType(op, t[0])));
  });
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

/// The product of `dims` (1 if empty).
int64_t product(ArrayRef<int64_t> dims) {
  int64_t n = 1;
  for (int64_t d : dims)
    n *= d;
  return n;
}

/// The slice of `t` at `pos` along `dim`, that dimension removed.
Tensor sliceAt(const Tensor &t, int64_t dim, int64_t pos) {
  SmallVector<int64_t> shape(t.getShape());
  int64_t length = shape[dim];
  shape.erase(shape.begin() + dim);
  Tensor slice(RankedTensorType::get(shape, t.getElementType()));
  if (!slice)
    return {};
  size_t bytes = t.getElementStorageBytes();
  int64_t outer = product(t.getShape().take_front(dim));
  size_t chunk = product(t.getShape().drop_front(dim + 1)) * bytes;
  const char *src = t.rawData();
  char *dst = slice.mutableRawData();
  for (int64_t o = 0; o < outer && chunk; ++o)
    std::memcpy(dst + o * chunk, src + (o * length + pos) * chunk, chunk);
  return slice;
}

/// Writes `slice` into `out` at `pos` along `dim`.
void insertAt(Tensor &out, const Tensor &slice, int64_t dim, int64_t pos) {
  int64_t length = out.getShape()[dim];
  size_t bytes = out.getElementStorageBytes();
  int64_t outer = product(out.getShape().take_front(dim));
  size_t chunk = product(out.getShape().drop_front(dim + 1)) * bytes;
  const char *src = slice.rawData();
  char *dst = out.mutableRawData();
  for (int64_t o = 0; o < outer && chunk; ++o)
    std::memcpy(dst + (o * length + pos) * chunk, src + o * chunk, chunk);
}

FailureOr<ValueList> evalScan(chlo::ScanOp op, Args args, Evaluator &ev) {
  SmallVector<Tensor> operands = getTensors(args);
  size_t numInputs = op.getInputs().size(), numInits = op.getInits().size();
  if (operands.size() != numInputs + numInits ||
      op.getNumResults() < numInits)
    return op.emitError("scan: unexpected number of operands or results");
  ArrayRef<Tensor> inputs = ArrayRef(operands).take_front(numInputs);
  SmallVector<Tensor> carries(operands.begin() + numInputs, operands.end());
  size_t numOutputs = op.getNumResults() - numInits;
  int64_t dim = op.getDimension();
  int64_t length = 0;
  for (const Tensor &t : inputs) {
    if (!t || dim < 0 || dim >= t.getRank())
      return op.emitError("scan: dimension ")
             << dim << " is out of range for an input";
    if (&t != inputs.begin() && t.getShape()[dim] != length)
      return op.emitError("scan: inputs differ in size along dimension ")
             << dim;
    length = t.getShape()[dim];
  }

  // Outputs are allocated from the result types, or from the body's first
  // values when a result type is not static.
  SmallVector<Tensor> outputs(numOutputs);
  auto allocate = [&](size_t k, const Tensor *slice) -> LogicalResult {
    auto type = llvm::cast<RankedTensorType>(op.getResult(k).getType());
    if (!type.hasStaticShape()) {
      if (!slice)
        return failure();
      SmallVector<int64_t> shape(slice->getShape());
      if (dim > static_cast<int64_t>(shape.size()))
        return failure();
      shape.insert(shape.begin() + dim, length);
      type = RankedTensorType::get(shape, type.getElementType());
    }
    outputs[k] = Tensor(type);
    return success(static_cast<bool>(outputs[k]));
  };

  Region &body = op.getBody();
  for (int64_t step = 0; step < length; ++step) {
    int64_t pos = op.getIsReverse() ? length - 1 - step : step;
    ValueList bodyArgs;
    for (const Tensor &t : inputs) {
      Tensor slice = sliceAt(t, dim, pos);
      if (!slice)
        return op.emitError("scan: could not slice an input");
      bodyArgs.push_back(InterpreterValue(std::move(slice)));
    }
    for (Tensor &c : carries)
      bodyArgs.push_back(InterpreterValue(c));
    FailureOr<ValueList> returned = ev.runRegion(body, bodyArgs);
    if (failed(returned))
      return failure();
    if (returned->size() != numOutputs + numInits)
      return op.emitError("scan: body returned ")
             << returned->size() << " values, expected "
             << numOutputs + numInits;
    SmallVector<Tensor> values = getTensors(*returned);
    for (size_t k = 0; k < numOutputs; ++k) {
      const Tensor &v = values[k];
      if (!outputs[k] && (!v || failed(allocate(k, &v))))
        return op.emitError("scan: could not allocate output ") << k;
      ArrayRef<int64_t> expected = outputs[k].getShape();
      if (dim >= static_cast<int64_t>(expected.size()))
        return op.emitError("scan: output ")
               << k << " has no dimension " << dim;
      SmallVector<int64_t> sliceShape(expected);
      sliceShape.erase(sliceShape.begin() + dim);
      if (!v || v.getShape() != ArrayRef(sliceShape) ||
          v.getElementType() != outputs[k].getElementType() ||
          expected[dim] != length)
        return op.emitError("scan: body value ")
               << k << " does not fit output " << k;
      insertAt(outputs[k], v, dim, pos);
    }
    for (size_t j = 0; j < numInits; ++j) {
      Tensor &v = values[numOutputs + j];
      if (!v || v.getType() != carries[j].getType())
        return op.emitError("scan: body carry ")
               << j << " changed type from " << carries[j].getType();
      carries[j] = std::move(v);
    }
  }
  for (size_t k = 0; k < numOutputs; ++k)
    if (!outputs[k] && failed(allocate(k, nullptr)))
      return op.emitError("scan: output ")
             << k << " needs a static type when nothing is scanned";

  ValueList results;
  for (Tensor &t : outputs)
    results.push_back(InterpreterValue(std::move(t)));
  for (Tensor &t : carries)
    results.push_back(InterpreterValue(std::move(t)));
  return results;
}

//===----------------------------------------------------------------------===//
// top_k, ragged_dot
//===----------------------------------------------------------------------===//

FailureOr<ValueList> evalTopK(chlo::TopKOp op, Args args, Evaluator &) {
  SmallVector<Tensor> t = getTensors(args);
  if (!t[0])
    return op.emitError("top_k: operand is not a tensor");
  auto valuesType = llvm::cast<ShapedType>(op.getValues().getType());
  auto indicesType = llvm::cast<ShapedType>(op.getIndices().getType());
  if (!valuesType.hasStaticShape()) {
    SmallVector<int64_t> shape(t[0].getShape());
    shape.back() = op.getK();
    valuesType = RankedTensorType::get(shape, valuesType.getElementType());
    indicesType = RankedTensorType::get(shape, indicesType.getElementType());
  }
  FailureOr<std::pair<Tensor, Tensor>> r =
      chlo::topKOp(t[0], op.getK(), valuesType, indicesType);
  if (failed(r))
    return op.emitError("could not evaluate 'chlo.top_k' with k = ")
           << op.getK() << " on " << t[0].getType();
  ValueList results;
  results.push_back(InterpreterValue(std::move(r->first)));
  results.push_back(InterpreterValue(std::move(r->second)));
  return results;
}

FailureOr<ValueList> evalRaggedDot(chlo::RaggedDotOp op, Args args,
                                   Evaluator &) {
  SmallVector<Tensor> t = getTensors(args);
  const Tensor &sizes = t[2];
  if (!sizes || sizes.getRank() != 1)
    return op.emitError("ragged_dot: only 1-D group_sizes are supported");
  SmallVector<int64_t> groupSizes;
  LogicalResult read = dispatchOnElementType(
      sizes.getElementType(), [&](auto tag) -> LogicalResult {
        using Tag = decltype(tag);
        if constexpr (!isIntegerTag<Tag>) {
          return failure();
        } else {
          for (auto v : sizes.data<typename Tag::StorageType>())
            groupSizes.push_back(static_cast<int64_t>(v));
          return success();
        }
      });
  if (failed(read))
    return op.emitError("ragged_dot: group_sizes must be integers");
  chlo::RaggedDotDimensionNumbersAttr dn = op.getRaggedDotDimensionNumbers();
  if (dn.getLhsRaggedDimensions().size() != 1 ||
      dn.getRhsGroupDimensions().size() > 1)
    return op.emitError("ragged_dot: invalid dimension numbers");
  chlo::RaggedDotDims dims;
  dims.lhsBatch.assign(dn.getLhsBatchingDimensions().begin(),
                       dn.getLhsBatchingDimensions().end());
  dims.rhsBatch.assign(dn.getRhsBatchingDimensions().begin(),
                       dn.getRhsBatchingDimensions().end());
  dims.lhsContracting.assign(dn.getLhsContractingDimensions().begin(),
                             dn.getLhsContractingDimensions().end());
  dims.rhsContracting.assign(dn.getRhsContractingDimensions().begin(),
                             dn.getRhsContractingDimensions().end());
  dims.lhsRagged = dn.getLhsRaggedDimensions()[0];
  if (!dn.getRhsGroupDimensions().empty())
    dims.rhsGroup = dn.getRhsGroupDimensions()[0];
  if (!t[0] || dims.lhsRagged < 0 || dims.lhsRagged >= t[0].getRank())
    return op.emitError("ragged_dot: invalid lhs ragged dimension");
  int64_t raggedSize = t[0].getShape()[dims.lhsRagged], total = 0;
  for (int64_t s : groupSizes) {
    if (s < 0 || s > raggedSize - total)
      return op.emitError("ragged_dot: group sizes must be non-negative and "
                          "sum to at most ")
             << raggedSize;
    total += s;
  }
  auto resultType = llvm::cast<ShapedType>(op.getResult().getType());
  if (!resultType.hasStaticShape())
    return op.emitError("ragged_dot: the result type must be static");
  return evaluated(op,
                   chlo::raggedDotOp(t[0], t[1], groupSizes, dims, resultType));
}

} // namespace

void mlir::sfold::registerChloHandlers(HandlerTable &table) {
  addUnary<chlo::AcoshOp>(table, chlo::acoshOp);
  addUnary<chlo::AsinOp>(table, chlo::asinOp);
  addUnary<chlo::AsinhOp>(table, chlo::asinhOp);
  addUnary<chlo::AtanOp>(table, chlo::atanOp);
  addUnary<chlo::AtanhOp>(table, chlo::atanhOp);
  addUnary<chlo::CoshOp>(table, chlo::coshOp);
  addUnary<chlo::SinhOp>(table, chlo::sinhOp);
  addUnary<chlo::TanOp>(table, chlo::tanOp);
  addUnary<chlo::LgammaOp>(table, chlo::lgammaOp);
  addUnary<chlo::DigammaOp>(table, chlo::digammaOp);
  addUnary<chlo::ErfOp>(table, chlo::erfOp);
  addUnary<chlo::ErfcOp>(table, chlo::erfcOp);
  addUnary<chlo::ErfInvOp>(table, chlo::erfInvOp);
  addUnary<chlo::BesselI1eOp>(table, chlo::besselI1eOp);
  addBinary<chlo::NextAfterOp>(table, chlo::nextAfterOp);
  addBinary<chlo::MulhiOp>(table, chlo::mulhiOp);
  table.add<chlo::TopKOp>(evalTopK);
  table.add<chlo::ScanOp>(evalScan);
  table.add<chlo::RaggedDotOp>(evalRaggedDot);
}
