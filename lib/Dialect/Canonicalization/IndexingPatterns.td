//===- IndexingPatterns.td - DRR patterns ------------------*- tablegen -*-===//
//
// Structural canonicalization patterns for gather, scatter and convolution,
// written in DRR. Each starts with a `// Pattern:` line, which
// docs/generated/Canonicalization.md lists; the C++ patterns are in
// IndexingPatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/DataMovementOps.td"
include "stablehlo_fold/Dialect/ReductionOps.td"

