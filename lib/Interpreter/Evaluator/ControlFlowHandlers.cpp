//===- ControlFlowHandlers.cpp - if, case, while and friends --------------===//
//
// Regions run through `Evaluator::runRegion`; `while` loops in C++, so a
// loop of any length uses constant stack (a loop over
// small tensors in memory of its own: `Evaluator::runSmallWhile`).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

using namespace mlir;
using namespace mlir::sfold;

/// The value of a scalar boolean tensor, or nullopt (after an error at `op`)
/// if `value` is not one.
static std::optional<bool>
getPredicate(Operation *op, const InterpreterValue &value, StringRef what) {
  if (!value.isTensor() || value.getTensor().getNumElements() != 1 ||
      value.getTensor().getStorageKind() != StorageKind::Bool) {
    op->emitError() << what << " must be a tensor<i1>";
    return std::nullopt;
  }
  return value.getTensor().data<uint8_t>()[0] != 0;
}

void mlir::sfold::registerControlFlowHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<IfOp>([](IfOp op, Args args,
                     Evaluator &ev) -> FailureOr<ValueList> {
    std::optional<bool> pred = getPredicate(op, args[0], "the predicate");
    if (!pred)
      return failure();
    return ev.runRegion(*pred ? op.getTrueBranch() : op.getFalseBranch(), {});
  });

  table.add<CaseOp>(
      [](CaseOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        const Tensor &index = args[0].getTensor();
        int64_t numBranches = op.getBranches().size();
        if (numBranches == 0 || index.getNumElements() != 1 ||
            index.getStorageKind() != StorageKind::I32) {
          op.emitError("expected a tensor<i32> index and at least one branch");
          return failure();
        }
        int64_t i = index.data<int32_t>()[0];
        // Out of range (negative included): the last branch.
        if (i < 0 || i >= numBranches)
          i = numBranches - 1;
        return ev.runRegion(op.getBranches()[i], {});
      });

  table.add<WhileOp>([](WhileOp op, Args args,
                        Evaluator &ev) -> FailureOr<ValueList> {
    if (std::optional<FailureOr<ValueList>> small =
            ev.runSmallWhile(op.getCond(), op.getBody(), args))
      return std::move(*small);
    ValueList values(args.begin(), args.end());
    while (true) {
      FailureOr<ValueList> cond = ev.runRegion(op.getCond(), values);
      if (failed(cond))
        return failure();
      if (cond->size() != 1) {
        op.emitError("the condition must return one value");
        return failure();
      }
      std::optional<bool> more =
          getPredicate(op, cond->front(), "the condition's value");
      if (!more)
        return failure();
      if (!*more)
        return values;
      FailureOr<ValueList> next = ev.runRegion(op.getBody(), values);
      if (failed(next))
        return failure();
      if (next->size() != values.size()) {
        op.emitError("the body returned ") << next->size() << " values for "
                                           << values.size() << " loop values";
        return failure();
      }
      values = std::move(*next);
    }
  });

  table.add<OptimizationBarrierOp>([](OptimizationBarrierOp, Args args,
                                      Evaluator &) -> FailureOr<ValueList> {
    return ValueList(args.begin(), args.end());
  });

  table.add<AfterAllOp>(
      [](AfterAllOp, Args, Evaluator &) -> FailureOr<ValueList> {
        ValueList result;
        result.push_back(InterpreterValue(Token{}));
        return result;
      });
}
