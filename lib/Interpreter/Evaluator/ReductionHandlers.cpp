//===- ReductionHandlers.cpp - handlers of the ops with bodies ------------===//
//
// reduce, reduce_window, select_and_scatter, sort and map. Each handler
// unpacks its op's attributes, wraps the op's regions as body callbacks that
// run them with the evaluator, recognises common bodies (one binary op, or
// one comparison: BodyRecognition.cpp) so that the kernel can take its typed
// fast path, and calls the kernel (ReductionKernels.h).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/ElementTypes.h"
#include "stablehlo_fold/Interpreter/Kernels.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Runs a region as a body; remembers whether it failed (it then reported
/// why).
class RegionBody {
public:
  RegionBody(Region &region, Evaluator &ev) : region(region), ev(ev) {}

  FailureOr<SmallVector<Tensor>> operator()(ArrayRef<Tensor> args) {
    FailureOr<ValueList> values = ev.runRegion(region, toValues(args));
    if (failed(values)) {
      failedToRun = true;
      return failure();
    }
    SmallVector<Tensor> tensors;
    for (const InterpreterValue &v : *values) {
      if (!v.isTensor())
        return failure();
      tensors.push_back(v.getTensor());
    }
    return tensors;
  }

  bool failedToRun = false;

private:
  Region &region;
  Evaluator &ev;
};

/// Reports a kernel failure at `op` unless a body already reported one.
LogicalResult reportFailure(Operation *op,
                            ArrayRef<const RegionBody *> bodies) {
  for (const RegionBody *b : bodies)
    if (b->failedToRun)
      return failure();
  op->emitError("could not evaluate '")
      << op->getName() << "': invalid operands, attributes or body results";
  return failure();
}

/// The Nx2 `padding` attribute as (low, high) pairs; failure if misshapen.
FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
getPadding(Operation *op, std::optional<DenseIntElementsAttr> attr) {
  SmallVector<std::pair<int64_t, int64_t>> pairs;
  if (!attr)
    return pairs;
  auto type = attr->getType();
  if (type.getRank() != 2 || type.getDimSize(1) != 2) {
    op->emitError("padding must have shape [rank, 2]");
    return failure();
  }
  SmallVector<int64_t> values(attr->getValues<int64_t>());
  for (size_t i = 0; i + 1 < values.size(); i += 2)
    pairs.emplace_back(values[i], values[i + 1]);
  return pairs;
}

/// Promotes a reduction's inputs and init values (`tensors`, n of each) to
/// the element types of the body's accumulators (reduce_c6,
/// reduce_window_c13), so that the body computes in them.
LogicalResult promoteReduction(Operation *op, MutableArrayRef<Tensor> tensors,
                               size_t n, Region &body) {
  if (failed(promoteForBody(op, body, tensors.take_front(n))))
    return failure();
  return promoteForBody(op, body, tensors.drop_front(n).take_front(n));
}

SmallVector<ShapedType> getResultTypes(Operation *op) {
  SmallVector<ShapedType> types;
  for (Type t : op->getResultTypes())
    types.push_back(llvm::dyn_cast<ShapedType>(t));
  return types;
}

} // namespace

void mlir::sfold::registerReductionHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<ReduceOp>(
      [](ReduceOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        SmallVector<Tensor> tensors = getTensors(args);
        size_t n = op.getInputs().size();
        if (failed(promoteReduction(op, tensors, n, op.getBody())))
          return failure();
        RegionBody region(op.getBody(), ev);
        ReducerBody body{
            n == 1 ? recognizeBinaryBody(op.getBody(), tensors[0].getElementType())
                   : std::nullopt,
            region};
        FailureOr<SmallVector<Tensor>> results = reduceOp(
            ArrayRef(tensors).take_front(n), ArrayRef(tensors).drop_front(n),
            op.getDimensions(), body, getResultTypes(op));
        if (failed(results))
          return reportFailure(op, {&region});
        return toValues(*results);
      });

  table.add<ReduceWindowOp>(
      [](ReduceWindowOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        SmallVector<Tensor> tensors = getTensors(args);
        size_t n = op.getInputs().size();
        if (failed(promoteReduction(op, tensors, n, op.getBody())))
          return failure();
        FailureOr<SmallVector<std::pair<int64_t, int64_t>>> padding =
            getPadding(op, op.getPadding());
        if (failed(padding))
          return failure();
        WindowParams window;
        window.dimensions = op.getWindowDimensions();
        if (auto a = op.getWindowStrides())
          window.strides = *a;
        if (auto a = op.getBaseDilations())
          window.baseDilations = *a;
        if (auto a = op.getWindowDilations())
          window.windowDilations = *a;
        window.padding = *padding;
        RegionBody region(op.getBody(), ev);
        ReducerBody body{
            n == 1 ? recognizeBinaryBody(op.getBody(), tensors[0].getElementType())
                   : std::nullopt,
            region};
        FailureOr<SmallVector<Tensor>> results = reduceWindowOp(
            ArrayRef(tensors).take_front(n), ArrayRef(tensors).drop_front(n),
            window, body, getResultTypes(op));
        if (failed(results))
          return reportFailure(op, {&region});
        return toValues(*results);
      });

  table.add<SelectAndScatterOp>([](SelectAndScatterOp op, Args args,
                                   Evaluator &ev) -> FailureOr<ValueList> {
    SmallVector<Tensor> tensors = getTensors(args);
    // select compares operand values in the type its arguments take (a float
    // type of any precision, as StableHLO allows); scatter accumulates
    // source values from init_value in its accumulator type
    // (select_and_scatter_c10).
    if (failed(promoteForBody(op, op.getSelect(), tensors[0])) ||
        failed(promoteForBody(op, op.getScatter(), tensors[1])) ||
        failed(promoteForBody(op, op.getScatter(), tensors[2])))
      return failure();
    FailureOr<SmallVector<std::pair<int64_t, int64_t>>> padding =
        getPadding(op, op.getPadding());
    if (failed(padding))
      return failure();
    SmallVector<int64_t> dims;
    if (auto a = op.getWindowDimensions())
      dims.assign(a->begin(), a->end());
    else
      dims.assign(tensors[0].getRank(), 1);
    WindowParams window;
    window.dimensions = dims;
    if (auto a = op.getWindowStrides())
      window.strides = *a;
    window.padding = *padding;
    RegionBody selectRegion(op.getSelect(), ev);
    RegionBody scatterRegion(op.getScatter(), ev);
    PredicateBody select{
        recognizeCompareBody(op.getSelect(), ArrayRef(tensors).take_front(1)),
        selectRegion};
    ReducerBody scatter{
        recognizeBinaryBody(op.getScatter(), tensors[1].getElementType()),
        scatterRegion};
    FailureOr<Tensor> result =
        selectAndScatterOp(tensors[0], tensors[1], tensors[2], window, select,
                           scatter, op.getType());
    if (failed(result))
      return reportFailure(op, {&selectRegion, &scatterRegion});
    return single(std::move(*result));
  });

  table.add<SortOp>(
      [](SortOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        SmallVector<Tensor> tensors = getTensors(args);
        RegionBody region(op.getComparator(), ev);
        PredicateBody comparator{recognizeCompareBody(op.getComparator(), tensors),
                                 region};
        FailureOr<SmallVector<Tensor>> results =
            sortOp(tensors, op.getDimension(), op.getIsStable(), comparator);
        if (failed(results))
          return reportFailure(op, {&region});
        // Results have the inputs' types (checked against the op's).
        for (auto [t, type] : llvm::zip(*results, op.getResultTypes())) {
          if (t.getType() != type) {
            op.emitError("sort results must have the types of the inputs");
            return failure();
          }
        }
        return toValues(*results);
      });

  table.add<MapOp>(
      [](MapOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        SmallVector<Tensor> tensors = getTensors(args);
        RegionBody region(op.getComputation(), ev);
        ReducerBody body{recognizeBinaryBody(op.getComputation(),
                                          op.getType().getElementType()),
                         region};
        FailureOr<Tensor> result =
            mapOp(tensors, op.getDimensions(), body, op.getType());
        if (failed(result))
          return reportFailure(op, {&region});
        return single(std::move(*result));
      });
}
