//===- DataMovementPatterns.td - DRR patterns --------------*- tablegen -*-===//
//
// Structural canonicalization patterns for shape ops (broadcast_in_dim,
// reshape, transpose, slice, concatenate, pad, reverse, iota), written in DRR.
// Each starts with a `// Pattern:` line, which
// docs/generated/Canonicalization.md lists; the C++ patterns are in
// DataMovementPatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/DataMovementOps.td"
include "stablehlo_fold/Dialect/MiscOps.td"
include "stablehlo_fold/Dialect/ElementwiseOps.td"

/// Holds when the elements of `$0` are not quantized per axis.
def DM_NotPerAxisQuantized : Constraint<
    CPred<"!isPerAxisQuantized($0.getType())">,
    "not per-axis quantized">;

// Pattern: reshape(reshape(x)) -> reshape(x) (not per-axis quantized; a
// reshape to x's own type then folds to x)
def MergeReshapes : Pat<(Stablehlo_ReshapeOp (Stablehlo_ReshapeOp $x)),
                        (Stablehlo_ReshapeOp $x),
                        [(DM_NotPerAxisQuantized $x)]>;
