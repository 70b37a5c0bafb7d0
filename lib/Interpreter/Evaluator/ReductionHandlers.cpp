//===- ReductionHandlers.cpp - handlers of the ops with bodies ------------===//
//
// reduce, reduce_window, select_and_scatter, sort and map. Each handler
// unpacks its op's attributes, wraps the op's regions as body callbacks that
// run them with the evaluator, recognises common bodies (one binary op, or
// one comparison) so that the kernel can take its typed fast path, and calls
// the kernel (ReductionKernels.h).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// The single op of `region` before a `stablehlo.return` of exactly its
/// result, or null.
Operation *getSingleReturnedOp(Region &region) {
  if (!region.hasOneBlock())
    return nullptr;
  Block &block = region.front();
  if (!llvm::hasSingleElement(block.without_terminator()))
    return nullptr;
  Operation &inner = block.front();
  auto ret = llvm::dyn_cast<ReturnOp>(block.back());
  if (!ret || ret->getNumOperands() != 1 || inner.getNumResults() != 1 ||
      ret->getOperand(0) != inner.getResult(0))
    return nullptr;
  return &inner;
}

/// Recognises a body `return op(%arg0, %arg1)` on 0-d tensors of
/// `elementType`.
std::optional<ReducerKind> recognizeReducer(Region &region, Type elementType) {
  Operation *inner = getSingleReturnedOp(region);
  if (!inner || inner->getNumOperands() != 2)
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2 ||
      inner->getOperand(0) != block.getArgument(0) ||
      inner->getOperand(1) != block.getArgument(1))
    return std::nullopt;
  Type type = block.getArgument(0).getType();
  auto tensorType = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensorType || tensorType.getRank() != 0 ||
      tensorType.getElementType() != elementType ||
      block.getArgument(1).getType() != type ||
      inner->getResult(0).getType() != type)
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<ReducerKind>>(inner)
      .Case<AddOp>([](auto) { return ReducerKind::Add; })
      .Case<MulOp>([](auto) { return ReducerKind::Multiply; })
      .Case<MaxOp>([](auto) { return ReducerKind::Maximum; })
      .Case<MinOp>([](auto) { return ReducerKind::Minimum; })
      .Case<AndOp>([](auto) { return ReducerKind::And; })
      .Case<OrOp>([](auto) { return ReducerKind::Or; })
      .Case<XorOp>([](auto) { return ReducerKind::Xor; })
      .Default([](Operation *) { return std::nullopt; });
}

/// Recognises a predicate `return compare(%arg[2k+s], %arg[2k+1-s])` whose
/// arguments are the 0-d tensors of input k (2 * inputs.size() arguments,
/// of the inputs' element types).
std::optional<FastCompare> recognizeCompare(Region &region,
                                            ArrayRef<Tensor> inputs) {
  unsigned numInputs = inputs.size();
  auto cmp = llvm::dyn_cast_or_null<CompareOp>(getSingleReturnedOp(region));
  if (!cmp)
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2 * numInputs)
    return std::nullopt;
  auto lhs = llvm::dyn_cast<BlockArgument>(cmp.getLhs());
  auto rhs = llvm::dyn_cast<BlockArgument>(cmp.getRhs());
  if (!lhs || !rhs || lhs.getOwner() != &block || rhs.getOwner() != &block ||
      lhs.getType() != rhs.getType())
    return std::nullopt;
  unsigned l = lhs.getArgNumber(), r = rhs.getArgNumber();
  if (l / 2 != r / 2 || l == r)
    return std::nullopt;
  auto argType = llvm::dyn_cast<RankedTensorType>(lhs.getType());
  auto resultType = llvm::dyn_cast<RankedTensorType>(cmp.getType());
  if (!argType || argType.getRank() != 0 ||
      argType.getElementType() != inputs[l / 2].getElementType() ||
      !resultType || resultType.getRank() != 0 ||
      !resultType.getElementType().isInteger(1))
    return std::nullopt;

  FastCompare fc;
  fc.operand = l / 2;
  fc.swapped = l % 2 == 1;
  switch (cmp.getComparisonDirection()) {
  case ComparisonDirection::EQ:
    fc.direction = FastCompare::Direction::EQ;
    break;
  case ComparisonDirection::NE:
    fc.direction = FastCompare::Direction::NE;
    break;
  case ComparisonDirection::GE:
    fc.direction = FastCompare::Direction::GE;
    break;
  case ComparisonDirection::GT:
    fc.direction = FastCompare::Direction::GT;
    break;
  case ComparisonDirection::LE:
    fc.direction = FastCompare::Direction::LE;
    break;
  case ComparisonDirection::LT:
    fc.direction = FastCompare::Direction::LT;
    break;
  }
  Type et = argType.getElementType();
  std::optional<ComparisonType> type = cmp.getCompareType();
  if (!type || *type == ComparisonType::NOTYPE) {
    // The default follows the element type.
    if (llvm::isa<FloatType>(et))
      type = ComparisonType::FLOAT;
    else if (et.isUnsignedInteger() || et.isInteger(1))
      type = ComparisonType::UNSIGNED;
    else if (llvm::isa<IntegerType>(et))
      type = ComparisonType::SIGNED;
    else
      return std::nullopt;
  }
  switch (*type) {
  case ComparisonType::FLOAT:
    fc.type = FastCompare::Type::Float;
    break;
  case ComparisonType::TOTALORDER:
    fc.type = FastCompare::Type::TotalOrder;
    break;
  case ComparisonType::SIGNED:
    fc.type = FastCompare::Type::Signed;
    break;
  case ComparisonType::UNSIGNED:
    fc.type = FastCompare::Type::Unsigned;
    break;
  case ComparisonType::NOTYPE:
    return std::nullopt;
  }
  return fc;
}

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
        RegionBody region(op.getBody(), ev);
        ReducerBody body{
            n == 1 ? recognizeReducer(op.getBody(), tensors[0].getElementType())
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
            n == 1 ? recognizeReducer(op.getBody(), tensors[0].getElementType())
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
        recognizeCompare(op.getSelect(), ArrayRef(tensors).take_front(1)),
        selectRegion};
    ReducerBody scatter{
        recognizeReducer(op.getScatter(), tensors[0].getElementType()),
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
        PredicateBody comparator{recognizeCompare(op.getComparator(), tensors),
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
        ReducerBody body{recognizeReducer(op.getComputation(),
                                          op.getType().getElementType()),
                         region};
        FailureOr<Tensor> result =
            mapOp(tensors, op.getDimensions(), body, op.getType());
        if (failed(result))
          return reportFailure(op, {&region});
        return single(std::move(*result));
      });
}
