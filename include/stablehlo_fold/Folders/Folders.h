//===- Folders.h - folding stablehlo ops ------------------------*- C++ -*-===//
//
// Every stablehlo op without regions and side effects folds when its operands
// are constants: the operands are unpacked into Tensors, the interpreter's
// handler for the op runs the op's kernel, and the results are packed back
// into attributes. The fold is therefore bit for bit what `--interpret`
// computes. Folds that need no constants (`reshape` to the same type ->
// operand, ...) live here too; they are IEEE-exact.
//
// The folds reach the ops through a DialectFoldInterface that
// `registerStablehloFolders` attaches to the dialect, so `Operation::fold`,
// `-canonicalize`, the greedy pattern driver and SCCP all use them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_FOLDERS_FOLDERS_H
#define STABLEHLO_FOLD_FOLDERS_FOLDERS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir::sfold {

/// Adds the stablehlo folders to the dialect when it is loaded.
void registerStablehloFolders(DialectRegistry &registry);

/// The largest result, in bytes, that a fold creates; bigger folds decline.
/// Splat results are exempt. Default: 4 MiB (see docs/folders.md).
inline constexpr uint64_t kDefaultFoldBudget = 4u << 20;

/// Bytes a constant of `type` takes in an attribute (sub-byte elements take
/// a byte each; complex elements both parts).
uint64_t getConstantByteSize(RankedTensorType type);

/// Folds `op` by evaluating it on constant `operands` (attributes, null where
/// an operand is not constant). Declines (fails, changing nothing, emitting
/// nothing) when an operand is not constant, `op` has regions or side
/// effects, a result is not a static tensor, the results would exceed
/// `budget` bytes, or evaluation fails.
LogicalResult foldByEvaluation(Operation *op, ArrayRef<Attribute> operands,
                               SmallVectorImpl<OpFoldResult> &results,
                               uint64_t budget = kDefaultFoldBudget);

/// Folds that need no constants and are exact for every input, e.g.
/// `reshape(x) -> x` when the types are equal. Never returns `op`'s own
/// result.
LogicalResult foldIdentity(Operation *op, ArrayRef<Attribute> operands,
                           SmallVectorImpl<OpFoldResult> &results);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_FOLDERS_FOLDERS_H
