//===- RewriteUtils.h - helpers for code that rewrites stablehlo -*- C++ -*-===//
//
// What the canonicalization patterns (lib/Dialect/Canonicalization), the
// shape refinement passes and `--fold-constants` (lib/Passes) share: reading
// integer constants the way the interpreter reads shapes and indices, and
// replacing an op while keeping its discardable attributes by one rule
// (docs/canonicalization.md, "Attributes of replaced ops").
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_REWRITEUTILS_H
#define STABLEHLO_FOLD_DIALECT_REWRITEUTILS_H

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::sfold {

/// The elements of the integer constant `v` (any shape, defined by any
/// ConstantLike op) as int64 values, read the way the interpreter reads index
/// and shape operands: signed types are sign-extended, unsigned types and i1
/// zero-extended, and unsigned values above INT64_MAX saturate. nullopt when
/// `v` is not an integer constant, and, with `exact`, when an unsigned value
/// is above INT64_MAX (where the value becomes a size or a bound of a type,
/// which a saturated value would make wrong).
std::optional<SmallVector<int64_t>> getConstantInts(Value v,
                                                    bool exact = false);

/// The op that receives `op`'s discardable attributes when `values` replace
/// its results: the one op whose results are exactly `values`, in order and
/// all of them. Null when there is none (block arguments, values of several
/// ops, a subset of an op's results).
Operation *getAttrTarget(Operation *op, ValueRange values);

/// True when replacing `op`'s results by `values` keeps every discardable
/// attribute of `op`: `op` has none, or the target (`getAttrTarget`) exists
/// and holds none of them with another value (dictionaries such as
/// `mhlo.frontend_attributes` merge key by key and conflict only on a key
/// with two values).
bool canKeepAttrs(Operation *op, ValueRange values);

/// Replaces `op` by `values` and merges `op`'s discardable attributes into
/// the target. Declines (returns failure, changing nothing) when
/// `canKeepAttrs` does not hold: the op stays, attributes and all.
LogicalResult replaceOpKeepingAttrs(RewriterBase &rewriter, Operation *op,
                                    ValueRange values);

/// Merges the discardable attributes of `op` into `target` (which must not
/// conflict: `canKeepAttrs`); a no-op when `op` has none.
void mergeAttrsInto(RewriterBase &rewriter, Operation *op, Operation *target);

/// True when a fold of `op` to `results` (what a fold hook returns) loses
/// none of `op`'s discardable attributes. A fold cannot move attributes: the
/// driver materializes constants without them (and may share one constant
/// between several ops) and a fold must not change other ops. So it holds
/// when `op` has none, when the fold is in place (`results` empty), or when
/// the results are exactly the results of one op that already holds every
/// one of them with the same value.
bool foldKeepsAttrs(Operation *op, ArrayRef<OpFoldResult> results);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_DIALECT_REWRITEUTILS_H
