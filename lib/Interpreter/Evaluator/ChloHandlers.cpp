//===- ChloHandlers.cpp - handlers of the chlo ops ------------------------===//
//
// Elementwise ops call their kernel (ChloKernels.h) on the op's result type;
// the broadcast_* ops broadcast their operands (broadcast_in_dim's kernel,
// CHLO's plan on the runtime shapes) and call the kernel of the op they
// name, quantized operands as the stablehlo op takes them (CHLO lowers each
// to it); top_k and ragged_dot unpack their attributes; scan runs its body
// once per position of the scanned dimension.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Interpreter/ChloKernels.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

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
// broadcast_*
//===----------------------------------------------------------------------===//

/// Whether an operand or the result of `op` is quantized.
bool hasQuantizedTypes(Operation *op) {
  auto quantized = [](Type type) {
    return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(type));
  };
  return llvm::any_of(op->getOperandTypes(), quantized) ||
         llvm::any_of(op->getResultTypes(), quantized);
}

/// `operands` broadcast to one shape by CHLO's rules (`dims`: the
/// broadcast_dimensions attribute) through broadcast_in_dim's kernel, and the
/// op's result type with that shape. Quantized operands keep their type.
FailureOr<std::pair<SmallVector<Tensor>, ShapedType>>
broadcastOperands(Operation *op, ArrayRef<Tensor> operands,
                  std::optional<ArrayRef<int64_t>> dims) {
  auto resultType = llvm::cast<ShapedType>(op->getResult(0).getType());
  SmallVector<ArrayRef<int64_t>> shapes;
  for (const Tensor &t : operands) {
    if (!t)
      return op->emitError("operand is not a tensor");
    shapes.push_back(t.getShape());
  }
  std::string error;
  FailureOr<chlo::BroadcastPlan> plan =
      chlo::planBroadcast(shapes, dims, error);
  if (failed(plan))
    return op->emitError("operands do not broadcast: ") << error;
  if (failed(verifyCompatibleShape(resultType.getShape(), plan->shape)))
    return op->emitError("operands broadcast to shape [")
           << llvm::make_range(plan->shape.begin(), plan->shape.end())
           << "], not to the result type " << resultType;
  SmallVector<Tensor> broadcast;
  for (auto [i, t] : llvm::enumerate(operands)) {
    if (t.getShape() == ArrayRef(plan->shape)) {
      broadcast.push_back(t);
      continue;
    }
    FailureOr<Tensor> b = broadcastInDimOp(
        t, plan->operandDims[i],
        RankedTensorType::get(plan->shape, t.getElementType()));
    if (failed(b) || !*b)
      return op->emitError("could not broadcast operand ") << i;
    broadcast.push_back(std::move(*b));
  }
  return std::make_pair(std::move(broadcast),
                        ShapedType(RankedTensorType::get(
                            plan->shape, resultType.getElementType())));
}

/// A broadcast_* op: broadcast, then `kernel` (the named op's kernel). CHLO
/// lowers the op to the op it names, so quantized operands mean what they
/// mean there: the spec's dequantize_op_quantize where that op takes
/// quantized tensors (`quantizable`), and nothing where it takes none.
template <typename OpT>
void addBroadcast(HandlerTable &table, BinaryKernel kernel, StringRef named,
                  bool quantizable) {
  table.add<OpT>([kernel, named, quantizable](
                     OpT op, Args args, Evaluator &) -> FailureOr<ValueList> {
    if (!quantizable && hasQuantizedTypes(op))
      return op.emitError("'")
             << op->getName() << "' on quantized tensors has no meaning: it "
             << "stands for '" << named << "', which takes none";
    auto b =
        broadcastOperands(op, getTensors(args), op.getBroadcastDimensions());
    if (failed(b))
      return failure();
    return evaluated(op, runDequantizeOpQuantize(
                             b->first, b->second,
                             [&](ArrayRef<Tensor> t, ShapedType type) {
                               return kernel(t[0], t[1], type);
                             }));
  });
}

FailureOr<ValueList> evalBroadcastCompare(chlo::BroadcastCompareOp op,
                                          Args args, Evaluator &) {
  auto b = broadcastOperands(op, getTensors(args), op.getBroadcastDimensions());
  if (failed(b))
    return failure();
  std::optional<ComparisonDirection> direction = symbolizeComparisonDirection(
      chlo::stringifyChloComparisonDirection(op.getComparisonDirection()));
  std::optional<ComparisonType> type;
  if (std::optional<chlo::ChloComparisonType> t = op.getCompareType())
    type = symbolizeComparisonType(chlo::stringifyChloComparisonType(*t));
  if (!direction)
    return op.emitError("unknown comparison direction");
  // Quantized operands compare as floats, as stablehlo.compare's do.
  CompareType compareType =
      hasQuantizedTypes(op) ? CompareType::Float : toCompareType(type);
  return evaluated(op, runDequantizeOpQuantize(
                           b->first, b->second,
                           [&](ArrayRef<Tensor> t, ShapedType rt) {
                             return compareOp(t[0], t[1],
                                              toCompareDirection(*direction),
                                              compareType, rt);
                           }));
}

FailureOr<ValueList> evalBroadcastSelect(chlo::BroadcastSelectOp op, Args args,
                                         Evaluator &) {
  auto b = broadcastOperands(op, getTensors(args), std::nullopt);
  if (failed(b))
    return failure();
  return evaluated(op, runDequantizeOpQuantize(
                           b->first, b->second,
                           [](ArrayRef<Tensor> t, ShapedType rt) {
                             return selectOp(t[0], t[1], t[2], rt);
                           }));
}

//===----------------------------------------------------------------------===//
// constant, constant_like
//===----------------------------------------------------------------------===//

FailureOr<ValueList> evalConstant(chlo::ConstantOp op, Args, Evaluator &) {
  FailureOr<Tensor> t = makeTensor(op.getValue());
  if (failed(t))
    return op.emitError("cannot evaluate a constant of type ")
           << op.getValue().getType();
  return single(std::move(*t));
}

FailureOr<ValueList> evalConstantLike(chlo::ConstantLikeOp op, Args args,
                                      Evaluator &) {
  SmallVector<Tensor> t = getTensors(args);
  Type elementType = op.getValue().getType();
  if (!t[0] || !llvm::isa<IntegerAttr, FloatAttr>(op.getValue()))
    return op.emitError("constant_like: unsupported value ") << op.getValue();
  auto type = RankedTensorType::get(t[0].getShape(), elementType);
  FailureOr<Tensor> r = makeTensor(DenseElementsAttr::get(type, op.getValue()));
  if (failed(r))
    return op.emitError("cannot evaluate a constant of type ") << type;
  return single(std::move(*r));
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
  addUnary<chlo::AcosOp>(table, chlo::acosOp);
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
  addUnary<chlo::ConjOp>(table, chlo::conjOp);
  addUnary<chlo::SquareOp>(table, chlo::squareOp);
  addUnary<chlo::AsinAcosKernelOp>(table, chlo::asinAcosKernelOp);
  addUnary<chlo::IsInfOp>(table, chlo::isInfOp);
  addUnary<chlo::IsNegInfOp>(table, chlo::isNegInfOp);
  addUnary<chlo::IsPosInfOp>(table, chlo::isPosInfOp);
  addBinary<chlo::NextAfterOp>(table, chlo::nextAfterOp);
  addBinary<chlo::PolygammaOp>(table, chlo::polygammaOp);
  addBinary<chlo::ZetaOp>(table, chlo::zetaOp);
  addBinary<chlo::MulhiOp>(table, chlo::mulhiOp);
  table.add<chlo::ConstantOp>(evalConstant);
  table.add<chlo::ConstantLikeOp>(evalConstantLike);

  // broadcast_*: one kernel per op, the op's own (stablehlo's or chlo's).
  addBroadcast<chlo::BroadcastAddOp>(table, addOp, "stablehlo.add", true);
  addBroadcast<chlo::BroadcastAtan2Op>(table, atan2Op, "stablehlo.atan2",
                                       true);
  addBroadcast<chlo::BroadcastDivOp>(table, divideOp, "stablehlo.divide",
                                     true);
  addBroadcast<chlo::BroadcastMaxOp>(table, maximumOp, "stablehlo.maximum",
                                     true);
  addBroadcast<chlo::BroadcastMinOp>(table, minimumOp, "stablehlo.minimum",
                                     true);
  addBroadcast<chlo::BroadcastMulOp>(table, multiplyOp, "stablehlo.multiply",
                                     true);
  addBroadcast<chlo::BroadcastNextAfterOp>(table, chlo::nextAfterOp,
                                           "chlo.next_after", false);
  addBroadcast<chlo::BroadcastPolygammaOp>(table, chlo::polygammaOp,
                                           "chlo.polygamma", false);
  addBroadcast<chlo::BroadcastPowOp>(table, powerOp, "stablehlo.power", true);
  addBroadcast<chlo::BroadcastRemOp>(table, remainderOp,
                                     "stablehlo.remainder", true);
  addBroadcast<chlo::BroadcastShiftLeftOp>(table, shiftLeftOp,
                                           "stablehlo.shift_left", false);
  addBroadcast<chlo::BroadcastShiftRightArithmeticOp>(
      table, shiftRightArithmeticOp, "stablehlo.shift_right_arithmetic",
      false);
  addBroadcast<chlo::BroadcastShiftRightLogicalOp>(
      table, shiftRightLogicalOp, "stablehlo.shift_right_logical", false);
  addBroadcast<chlo::BroadcastSubOp>(table, subtractOp, "stablehlo.subtract",
                                     true);
  addBroadcast<chlo::BroadcastZetaOp>(table, chlo::zetaOp, "chlo.zeta",
                                      false);
  addBroadcast<chlo::BroadcastAndOp>(table, andOp, "stablehlo.and", false);
  addBroadcast<chlo::BroadcastOrOp>(table, orOp, "stablehlo.or", false);
  addBroadcast<chlo::BroadcastXorOp>(table, xorOp, "stablehlo.xor", false);
  addBroadcast<chlo::BroadcastComplexOp>(table, complexOp, "stablehlo.complex",
                                         false);
  table.add<chlo::BroadcastCompareOp>(evalBroadcastCompare);
  table.add<chlo::BroadcastSelectOp>(evalBroadcastSelect);

  table.add<chlo::TopKOp>(evalTopK);
  table.add<chlo::ScanOp>(evalScan);
  table.add<chlo::RaggedDotOp>(evalRaggedDot);
}
