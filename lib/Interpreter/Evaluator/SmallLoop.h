//===- SmallLoop.h - loops over small tensors in memory of their own -*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator: the plan of a `while` loop whose
// values are all small static tensors (Evaluator.h, `isSmallValueType`).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOP_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOP_H

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include <vector>

namespace mlir::sfold {

/// A loop's condition and body as lists of ops over one block of memory in
/// which every value has a fixed place: the loop values (shared by both
/// regions), then the values of the ops and those used from enclosing
/// blocks (read once per run of the loop). A result is put in the place of
/// an operand that dies at its op when the op's kernel may write over it,
/// and a value the body returns in the place of the loop value it replaces
/// when that is not read afterwards, so carried values are mostly updated
/// in place.
struct Evaluator::SmallLoop {
  /// Where a value lives: `bytes` bytes at `offset` into the loop's memory.
  struct Place {
    uint32_t offset;
    uint32_t bytes;
  };
  struct Op {
    Operation *op;
    /// Runs on the places directly; when empty, the op runs through
    /// `prepared` (if any) or `handler` on tensors borrowing its operands'
    /// places, and its results are copied into theirs.
    SmallKernel kernel;
    PreparedKernel prepared;
    const OpHandler *handler;
    /// Charged to the budget each time the op runs, as for any other op.
    OpCost cost;
    uint32_t firstOperand, numOperands;
    uint32_t firstResult, numResults;
    /// A constant: computed once per run of the loop (still charged per
    /// iteration).
    bool once;
    /// A dynamic_slice computed inline (SmallKernel::Window) stores its
    /// window's offset in slot `offsetSlot` of the run's offsets; a
    /// dynamic_update_slice with `sharesOffset` reads it from there: an
    /// earlier dynamic_slice of the region has the same operand type,
    /// window and start values, so the same clamped offset.
    int32_t offsetSlot;
    bool sharesOffset;
    /// A multiply on f32 / f64 (0-d or in lanes of one 16-byte block) whose
    /// result the next op of the region, an add of the same kind, reads:
    /// both run as one step (the product kept in a register).
    bool multiplyAdd;
  };
  struct Region {
    std::vector<Op> ops;
    /// The ops' costs summed, charged at once when it fits the budget.
    uint64_t work = 0;
    /// Every op has a small kernel: the region runs as a list of calls.
    bool allSmall = true;
  };
  Region cond, body;
  /// Places 0 .. argTypes.size() - 1 hold the loop values.
  SmallVector<Type, 4> argTypes;
  std::vector<Place> places;
  std::vector<Type> placeTypes;
  /// Places of the ops' operands and results.
  std::vector<uint32_t> operands, results;
  /// The types of the operands (a place may hold values of several types
  /// of the same size in turn: a result written over an operand).
  std::vector<Type> operandTypes;
  /// The values from enclosing blocks and their places.
  SmallVector<std::pair<Value, uint32_t>, 4> outers;
  /// The condition's value.
  uint32_t condResult = 0;
  /// The body's results that are not already in the place of the loop value
  /// they replace: (loop value, place) pairs, copied after each iteration
  /// (through `staging`, `stagingOffset`, when one of them is another loop
  /// value's place).
  SmallVector<std::pair<uint32_t, uint32_t>, 4> copies;
  bool staging = false;
  uint32_t stagingOffset = 0;
  /// Every op has a small kernel: an iteration after the first condition
  /// runs as one list of steps (runSteps), charged at once.
  bool fused = false;
  /// With `fused`, the copies are not made: each copied place (the body's
  /// result, written only by the body's ops) and its loop value's place
  /// trade roles every other iteration (two lists, the second on the places
  /// exchanged), so a carried value is written once per iteration.
  bool swapsPlaces = false;
  /// With `fused`, the condition's last op is a 0-d comparison giving its
  /// value: the step that computes it also ends or continues the loop.
  bool branchesOnCompare = false;
  /// Offsets of windows (Op::offsetSlot).
  uint32_t numOffsetSlots = 0;
  /// Bytes of memory, and the largest value.
  uint32_t memoryBytes = 0;
  uint64_t largestValue = 0;
};

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_SMALLLOOP_H
