//===- DataMovementHandlers.cpp - handlers of the DataMovement ops --------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel
// (DataMovementKernels.h). Scatter's update computation runs natively when
// the region returns the update or is a single binary op (BodyRecognition.cpp)
// and through `Evaluator::runRegion` per element otherwise.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
using Args = ArrayRef<InterpreterValue>;

/// The int64 value of a scalar integer tensor.
FailureOr<int64_t> getScalarInt(const Tensor &t) {
  FailureOr<SmallVector<int64_t>> v = getIntegerValues(t);
  if (failed(v) || v->size() != 1)
    return failure();
  return (*v)[0];
}

} // namespace

GatherDimensions
mlir::sfold::getGatherDimensions(GatherDimensionNumbersAttr attr) {
  GatherDimensions dims;
  dims.offsetDims = attr.getOffsetDims();
  dims.collapsedSliceDims = attr.getCollapsedSliceDims();
  dims.operandBatchingDims = attr.getOperandBatchingDims();
  dims.startIndicesBatchingDims = attr.getStartIndicesBatchingDims();
  dims.startIndexMap = attr.getStartIndexMap();
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

namespace {

FailureOr<ValueList> evalScatter(ScatterOp op, Args args, Evaluator &ev) {
  size_t n = op.getInputs().size();
  SmallVector<Tensor> tensors = getTensors(args);
  // The inputs and updates promoted to update_computation's accumulator
  // types (scatter_c23), which the results have (scatter_c25).
  MutableArrayRef<Tensor> mutableAll(tensors);
  if (failed(promoteForBody(op, op.getUpdateComputation(),
                            mutableAll.take_front(n))) ||
      failed(promoteForBody(op, op.getUpdateComputation(),
                            mutableAll.drop_front(n + 1))))
    return failure();
  ArrayRef<Tensor> all(tensors);
  ArrayRef<Tensor> inputs = all.take_front(n);
  const Tensor &indices = all[n];
  ArrayRef<Tensor> updates = all.drop_front(n + 1);

  ScatterDimensionNumbersAttr attr = op.getScatterDimensionNumbers();
  ScatterDimensions dims;
  dims.updateWindowDims = attr.getUpdateWindowDims();
  dims.insertedWindowDims = attr.getInsertedWindowDims();
  dims.inputBatchingDims = attr.getInputBatchingDims();
  dims.scatterIndicesBatchingDims = attr.getScatterIndicesBatchingDims();
  dims.scatterDimsToOperandDims = attr.getScatterDimsToOperandDims();
  dims.indexVectorDim = attr.getIndexVectorDim();

  bool regionFailed = false;
  auto runBody =
      [&](ArrayRef<Tensor> current,
          ArrayRef<Tensor> update) -> FailureOr<SmallVector<Tensor>> {
    ValueList regionArgs;
    for (const Tensor &t : current)
      regionArgs.push_back(InterpreterValue(t));
    for (const Tensor &t : update)
      regionArgs.push_back(InterpreterValue(t));
    FailureOr<ValueList> values =
        ev.runRegion(op.getUpdateComputation(), regionArgs);
    if (failed(values)) {
      regionFailed = true;
      return failure();
    }
    SmallVector<Tensor> out;
    for (const InterpreterValue &v : *values) {
      if (!v.isTensor())
        return failure();
      out.push_back(v.getTensor());
    }
    return out;
  };
  ScatterComputation computation;
  if (n == 1) {
    Type et = inputs[0].getElementType();
    computation.replace = isReturnSecondBody(op.getUpdateComputation(), et);
    computation.combiner = recognizeBinaryBody(op.getUpdateComputation(), et);
  }
  computation.fn = runBody;
  FailureOr<SmallVector<Tensor>> results =
      scatterOp(inputs, indices, updates, dims, computation);
  if (failed(results)) {
    if (!regionFailed)
      op.emitError("could not evaluate 'stablehlo.scatter' on these operands");
    return failure();
  }
  return toValues(*results);
}
} // namespace

void mlir::sfold::registerDataMovementHandlers(HandlerTable &table) {
  table.add<BroadcastInDimOp>([](BroadcastInDimOp op, Args args,
                                 Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  broadcastInDimOp(args[0].getTensor(),
                                   op.getBroadcastDimensions(), op.getType()));
  });

  table.add<ConcatenateOp>(
      [](ConcatenateOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, concatenateOp(getTensors(args),
                                        static_cast<int64_t>(op.getDimension()),
                                        op.getType()));
      });

  table.add<ReshapeOp>(
      [](ReshapeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, reshapeOp(args[0].getTensor(), op.getType()));
      });

  table.add<TransposeOp>(
      [](TransposeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, transposeOp(args[0].getTensor(), op.getPermutation(),
                                      op.getType()));
      });

  table.add<ReverseOp>(
      [](ReverseOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, reverseOp(args[0].getTensor(), op.getDimensions()));
      });

  table.add<SliceOp>([](SliceOp op, Args args,
                        Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  sliceOp(args[0].getTensor(), op.getStartIndices(),
                          op.getLimitIndices(), op.getStrides(), op.getType()));
  });

  table.add<PadOp>(
      [](PadOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, padOp(args[0].getTensor(), args[1].getTensor(),
                                op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                                op.getInteriorPadding(), op.getType()));
      });

  table.add<DynamicSliceOp>(
      [](DynamicSliceOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        SmallVector<int64_t> starts;
        for (const InterpreterValue &v : args.drop_front()) {
          FailureOr<int64_t> s = getScalarInt(v.getTensor());
          if (failed(s))
            return single(op, FailureOr<Tensor>(failure()));
          starts.push_back(*s);
        }
        return single(op, dynamicSliceOp(args[0].getTensor(), starts,
                                         op.getSliceSizes(), op.getType()));
      });

  table.add<DynamicUpdateSliceOp>([](DynamicUpdateSliceOp op, Args args,
                                     Evaluator &) -> FailureOr<ValueList> {
    SmallVector<int64_t> starts;
    for (const InterpreterValue &v : args.drop_front(2)) {
      FailureOr<int64_t> s = getScalarInt(v.getTensor());
      if (failed(s))
        return single(op, FailureOr<Tensor>(failure()));
      starts.push_back(*s);
    }
    return single(op, dynamicUpdateSliceOp(args[0].getTensor(),
                                           args[1].getTensor(), starts));
  });

  table.add<GatherOp>([](GatherOp op, Args args,
                         Evaluator &) -> FailureOr<ValueList> {
    return single(op, gatherOp(args[0].getTensor(), args[1].getTensor(),
                               getGatherDimensions(op.getDimensionNumbers()),
                               op.getSliceSizes(), op.getType()));
  });

  table.add<DynamicGatherOp>([](DynamicGatherOp op, Args args,
                                Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, dynamicGatherOp(
                args[0].getTensor(), args[1].getTensor(), args[2].getTensor(),
                getGatherDimensions(op.getDimensionNumbers()), op.getType()));
  });

  table.add<ScatterOp>(evalScatter);

  table.add<DynamicBroadcastInDimOp>([](DynamicBroadcastInDimOp op, Args args,
                                        Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, dynamicBroadcastInDimOp(args[0].getTensor(), args[1].getTensor(),
                                    op.getBroadcastDimensions(), op.getType()));
  });

  table.add<DynamicIotaOp>([](DynamicIotaOp op, Args args,
                              Evaluator &) -> FailureOr<ValueList> {
    return single(op, dynamicIotaOp(args[0].getTensor(),
                                    static_cast<int64_t>(op.getIotaDimension()),
                                    op.getType()));
  });

  table.add<DynamicPadOp>(
      [](DynamicPadOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, dynamicPadOp(args[0].getTensor(), args[1].getTensor(),
                                       args[2].getTensor(), args[3].getTensor(),
                                       args[4].getTensor(), op.getType()));
      });

  table.add<DynamicReshapeOp>(
      [](DynamicReshapeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, dynamicReshapeOp(args[0].getTensor(),
                                           args[1].getTensor(), op.getType()));
      });

  table.add<RealDynamicSliceOp>([](RealDynamicSliceOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  realDynamicSliceOp(args[0].getTensor(), args[1].getTensor(),
                                     args[2].getTensor(), args[3].getTensor(),
                                     op.getType()));
  });

  table.add<GetDimensionSizeOp>([](GetDimensionSizeOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  getDimensionSizeOp(args[0].getTensor(),
                                     static_cast<int64_t>(op.getDimension()),
                                     op.getType()));
  });

  // iota is defined with the Misc ops; its kernel lives with these.
  table.add<IotaOp>([](IotaOp op, Args, Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, iotaOp(static_cast<int64_t>(op.getIotaDimension()), op.getType()));
  });
}
