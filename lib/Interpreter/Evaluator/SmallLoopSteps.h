//===- SmallLoopSteps.h - steps of a loop over small tensors ---*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator: the steps a loop over small tensors
// (SmallLoop.h) runs on its places, and the threaded driver that runs them
// (SmallLoopSteps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPSTEPS_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPSTEPS_H

#include "NativeLoopAbi.h"
#include "SmallLoop.h"

namespace mlir::sfold::smallloop {

/// One step of a loop's region run by the driver: a call to an op's small
/// kernel, the same op computed inline on 0-d operands of a native type
/// (SmallKernel::Scalar), on 16-byte blocks of lanes (SmallKernel::Lanes)
/// or on a window (SmallKernel::Window), or a copy of a loop value between
/// places. `code` says which, and for an inline op its type and functor or
/// direction, so that a step is one jump.
struct Step {
  uint8_t code;
  /// Bytes of a copy, of a window, of the blocks of a lanes op, of the
  /// tensor a window is updated in.
  uint32_t bytes;
  /// Bytes of an updated window.
  uint32_t windowBytes;
  SmallKernel::Fn fn;
  const void *state;
  const char *const *operands;
  /// The first two operands (or a copy's source), and the result.
  const char *a, *b;
  char *result;
  /// A window's dimensions and starts, and the slot of its offset.
  const SmallKernel::Window *window;
  const char *const *starts;
  int64_t *offset;
  /// A step that ends or continues the loop (a test or a comparison
  /// branching): whether the loop values are in each other's places after
  /// it (SmallLoop::swapsPlaces), and whether the iteration's list starts
  /// again after it.
  bool swapped, restart;
  /// A multiply-add: the add's step.
  const Step *partner;
};

/// How a loop run by runSteps left: whether it ended (its condition was
/// false; otherwise an iteration did not fit the budget, or `maxIterations`
/// were run, and the next was not run), whether its values are in each
/// other's places (Step::swapped), and how many iterations it ran.
struct StepsExit {
  bool ended, swapped;
  uint64_t iterations = 0;
};

/// How many iterations of `work` each fit `budget` now (the work done
/// before plus k times `work` within the limit).
uint64_t iterationsThatFit(const EvalBudget &budget, uint64_t work);

/// Runs `steps` in order, once, or, with `budget`, as a loop's iterations
/// (after a condition that was true) while each iteration's `work` fits
/// the budget, at most `maxIterations` of them: a test step (or a
/// comparison branching) after each condition leaves when it is false, the
/// last one starts the list again. The iterations run are charged at the
/// end. Threaded: each step jumps to the next one's code (one indirect jump
/// per step, predicted from the step before), the last to the end. An
/// inline op's functor or direction is a constant of its code.
StepsExit runSteps(ArrayRef<Step> steps, EvalBudget *budget = nullptr,
                   uint64_t work = 0, uint64_t maxIterations = UINT64_MAX);

/// What `s` computes, read back from its code (NativeLoopAbi.h).
StepKind describeStep(const Step &s);

/// How op `p` of a loop runs (one op alone: a multiply-add and a branch are
/// decided by the loop).
Evaluator::SmallStep getSmallStep(const Evaluator::SmallLoop::Op &p);

/// The step of op `p` on `operands` (its result at `result`, `bytes`
/// bytes); `offset`: the slot of its window's offset.
Step makeStep(const Evaluator::SmallLoop::Op &p, const char *const *operands,
              char *result, uint32_t bytes, int64_t *offset);

/// A copy of `bytes` bytes from place `from` to place `to`.
Step copyStep(char *to, const char *from, uint32_t bytes);

/// The step after a condition that ends or continues the loop on its value
/// at `more`.
Step testStep(char *more);

/// Makes `compare`, the step of a 0-d comparison (SmallStep::Scalar), also
/// end or continue the loop on its value.
void branchOnCompare(Step &compare);

/// Makes `mul`, the step of a multiply marked SmallLoop::Op::multiplyAdd,
/// also run `add` (the step of the add after it, kept alive by the caller).
void fuseMultiplyAdd(Step &mul, const Step &add);

} // namespace mlir::sfold::smallloop

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPSTEPS_H
