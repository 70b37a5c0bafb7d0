//===- ExtraHandlers.cpp - handlers of the ops that are not in the spec ---===//
//
// Each op runs as the spec ops it stands for, through their kernels: dot and
// einsum as dot_general (einsum first sums the labels of one operand with
// reduce's kernel and the addition of BinaryOps.h, and ends with transpose),
// broadcast as broadcast_in_dim, torch_index_select as gather,
// set_dimension_size as slice, create_token as after_all. Result shapes come
// from the runtime operands, so these ops also run with `?` dimensions.
// cross-replica-sum runs with all_reduce (CollectiveHandlers.cpp).
//
//===----------------------------------------------------------------------===//

#include "ExtraHandlers.h"
#include "Handlers.h"

#include "stablehlo_fold/Dialect/Einsum.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/Kernels.h"
#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
using Args = ArrayRef<InterpreterValue>;

/// A static tensor type of `shape` with the element type of `op`'s result.
RankedTensorType withShape(Operation *op, ArrayRef<int64_t> shape) {
  return RankedTensorType::get(
      shape, getElementTypeOrSelf(op->getResult(0).getType()));
}

/// Sums `t` over `dims` as `reduce` with `add` and a zero init does.
FailureOr<Tensor> sumOver(const Tensor &t, ArrayRef<int64_t> dims,
                          ArrayRef<int64_t> resultShape) {
  if (dims.empty())
    return t;
  Type element = t.getElementType();
  auto scalar = RankedTensorType::get({}, element);
  Tensor zero(scalar);
  if (!zero)
    return failure();
  auto add = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
    Tensor sum = binaryOp(BinaryOpKind::Add, args[0], args[1], scalar);
    if (!sum)
      return failure();
    return SmallVector<Tensor>{sum};
  };
  ReducerBody body{BinaryOpKind::Add, add};
  ShapedType type = RankedTensorType::get(resultShape, element);
  FailureOr<SmallVector<Tensor>> r = reduceOp({t}, {zero}, dims, body, {type});
  if (failed(r))
    return failure();
  return r->front();
}

/// einsum and unary_einsum: sums, dot_general, transpose (Einsum.h).
FailureOr<ValueList> evalEinsum(Operation *op, StringRef config, Args args) {
  SmallVector<Tensor> operands = getTensors(args);
  SmallVector<ArrayRef<int64_t>, 2> shapes;
  for (const Tensor &t : operands)
    shapes.push_back(t.getShape());
  FailureOr<EinsumPlan> plan = planEinsum(op->getLoc(), config, shapes);
  if (failed(plan))
    return failure();
  SmallVector<Tensor, 2> summed;
  for (auto [k, t] : llvm::enumerate(operands)) {
    FailureOr<Tensor> s =
        sumOver(t, plan->sumDims[k], plan->summedShapes[k]);
    if (failed(s))
      return single(op, s);
    summed.push_back(*s);
  }
  FailureOr<Tensor> product = summed[0];
  if (summed.size() == 2)
    product = dotGeneralOp(summed[0], summed[1], plan->lhsBatching,
                           plan->rhsBatching, plan->lhsContracting,
                           plan->rhsContracting,
                           withShape(op, plan->productShape));
  if (failed(product) || !plan->needsTranspose())
    return single(op, product);
  return single(op, transposeOp(*product, plan->permutation,
                                withShape(op, plan->resultShape)));
}
} // namespace

void mlir::sfold::registerExtraHandlers(HandlerTable &table) {
  table.add<DotOp>([](DotOp op, Args args,
                      Evaluator &) -> FailureOr<ValueList> {
    const Tensor &lhs = args[0].getTensor(), &rhs = args[1].getTensor();
    SmallVector<int64_t> shape;
    if (lhs.getRank() == 2)
      shape.push_back(lhs.getShape()[0]);
    if (rhs.getRank() == 2)
      shape.push_back(rhs.getShape()[1]);
    int64_t contracting = lhs.getRank() - 1;
    return single(op, dotGeneralOp(lhs, rhs, {}, {}, {contracting}, {0},
                                   withShape(op, shape)));
  });

  table.add<BroadcastOp>(
      [](BroadcastOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        const Tensor &operand = args[0].getTensor();
        ArrayRef<int64_t> sizes = op.getBroadcastSizes();
        SmallVector<int64_t> shape(sizes), dims;
        llvm::append_range(shape, operand.getShape());
        for (int64_t d = 0; d < operand.getRank(); ++d)
          dims.push_back(static_cast<int64_t>(sizes.size()) + d);
        return single(op,
                      broadcastInDimOp(operand, dims, withShape(op, shape)));
      });

  table.add<EinsumOp>(
      [](EinsumOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return evalEinsum(op, op.getEinsumConfig(), args);
      });

  table.add<UnaryEinsumOp>(
      [](UnaryEinsumOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return evalEinsum(op, op.getEinsumConfig(), args);
      });

  table.add<CreateTokenOp>(
      [](CreateTokenOp, Args, Evaluator &) -> FailureOr<ValueList> {
        ValueList result;
        result.push_back(InterpreterValue(Token{}));
        return result;
      });

  table.add<TorchIndexSelectOp>([](TorchIndexSelectOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    const Tensor &operand = args[0].getTensor(), &index = args[1].getTensor();
    GatherDimensions dims = getGatherDimensions(op.getGatherDimensionNumbers());
    // The result's shape: the operand's with `dim` replaced by the index's
    // non-batch dimensions.
    auto dim = static_cast<size_t>(op.getDim());
    auto batchDims = static_cast<size_t>(op.getBatchDims());
    SmallVector<int64_t> shape(operand.getShape().take_front(dim));
    llvm::append_range(shape, index.getShape().drop_front(batchDims));
    llvm::append_range(shape, operand.getShape().drop_front(dim + 1));
    return single(op, gatherOp(operand, index, dims,
                               op.getGatherSliceSizes(operand.getShape()),
                               withShape(op, shape)));
  });

  table.add<SetDimensionSizeOp>([](SetDimensionSizeOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    const Tensor &operand = args[0].getTensor();
    FailureOr<SmallVector<int64_t>> size =
        getIntegerValues(args[1].getTensor());
    auto dim = static_cast<int64_t>(op.getDimension());
    if (failed(size) || size->size() != 1 || (*size)[0] < 0 ||
        (*size)[0] > operand.getShape()[dim]) {
      op.emitError("size must be in [0, ")
          << operand.getShape()[dim] << "], the size of dimension " << dim
          << " of the operand";
      return failure();
    }
    int64_t declared = op.getType().getDimSize(dim);
    if (!ShapedType::isDynamic(declared) && declared != (*size)[0]) {
      op.emitError("size ") << (*size)[0]
                            << " differs from the result's static size "
                            << declared << " of dimension " << dim;
      return failure();
    }
    SmallVector<int64_t> start(operand.getRank(), 0);
    SmallVector<int64_t> strides(operand.getRank(), 1);
    SmallVector<int64_t> limit(operand.getShape());
    limit[dim] = (*size)[0];
    return single(op, sliceOp(operand, start, limit, strides,
                              withShape(op, limit)));
  });
}
