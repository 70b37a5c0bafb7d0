//===- ScalarLoop.h - regions run without tensors ---------------*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator: the scalar program of a block whose
// ops all have scalar kernels (Evaluator.h, `ScalarKernel`).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SCALARLOOP_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SCALARLOOP_H

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include <vector>

namespace mlir::sfold {

/// A block as a list of scalar kernels over an array of 64-bit slots: the
/// block's arguments, then each op's result, then the values it uses from
/// enclosing blocks (read once per run of the loop).
struct Evaluator::ScalarBlock {
  /// Most operands of an op of a scalar block.
  static constexpr unsigned kMaxOperands = 4;
  struct Op {
    ScalarKernel kernel;
    Operation *op;
    /// Charged to the budget each time the op runs, as for any other op.
    OpCost cost;
    uint32_t firstOperand, numOperands;
    uint32_t result;
  };
  uint32_t numSlots = 0;
  /// The types of the block's arguments (slots 0, 1, ...).
  SmallVector<Type, 4> argTypes;
  /// The values from enclosing blocks, in slots `firstOuter`, ...
  uint32_t firstOuter = 0;
  SmallVector<Value, 4> outers;
  std::vector<Op> ops;
  /// Slots of the ops' operands.
  std::vector<uint32_t> operands;
  /// Slots and types of the terminator's operands.
  SmallVector<uint32_t, 4> returned;
  SmallVector<Type, 4> returnedTypes;
  /// The largest result, in bytes.
  uint64_t resultBytes = 0;
};

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SCALARLOOP_H
