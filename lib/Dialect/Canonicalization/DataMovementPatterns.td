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
