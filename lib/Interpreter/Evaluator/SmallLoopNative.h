//===- SmallLoopNative.h - an iteration as native code ---------*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator: the list of iteration steps of a
// loop over small tensors (SmallLoopSteps.h) run as native code, compiled
// by the native loop compiler (NativeLoopAbi.h) for loops that run long
// (SmallLoop.cpp, docs/interpreter.md).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPNATIVE_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPNATIVE_H

#include "SmallLoopSteps.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::sfold::smallloop {

/// A loop's list of iteration steps (SmallLoop.cpp: `iteration`) as native
/// code that does what runSteps does with it, op by op with the same
/// functions: integer ops, comparisons, windows and copies inline, float
/// add / subtract / multiply inline with the kernel called when a result is
/// a NaN, every other op through its kernel. Values stay in registers
/// within an iteration; the memory is written as the steps write it. The
/// code depends on the steps' shape only (memory offsets, not addresses):
/// NativeLoopCache compiles it once per shape.
class NativeSteps {
public:
  /// The native form of `steps`, whose places are in `memory` (`memoryBytes`
  /// bytes) and window offsets in `offsets`; null if a step has none.
  static std::unique_ptr<NativeSteps> make(ArrayRef<Step> steps, char *memory,
                                           uint32_t memoryBytes,
                                           int64_t *offsets);

  /// Takes the code compiled for this shape from `cache`. Returns whether
  /// there is code to run.
  bool bind(NativeLoopCache &cache);

  /// Counts `iterations` more iterations of this shape interpreted in
  /// `cache`, which compiles it once its shape's interpreted steps reach
  /// `threshold` (InterpreterOptions::nativeLoopSteps). Returns the
  /// iterations to interpret before that (0 once compiled, or if it cannot
  /// be: try bind()).
  uint64_t interpreted(NativeLoopCache &cache, uint64_t iterations,
                       uint64_t threshold);

  /// As runSteps(steps, &budget, work); needs bind().
  StepsExit run(EvalBudget &budget, uint64_t work) const;

  ArrayRef<NativeOp> getOps() const { return ops; }
  /// The steps' shape: every field of every op.
  const std::string &getKey() const { return key; }

private:
  NativeSteps() = default;
  std::vector<NativeOp> ops;
  /// What the ops' `dims` and `starts` point into.
  std::vector<std::array<int64_t, 3>> dims;
  std::vector<uint32_t> starts;
  std::string key;
  std::vector<NativeCall> calls;
  NativeContext context{};
  NativeLoopFn fn = nullptr;
};

} // namespace mlir::sfold::smallloop

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOPNATIVE_H
