//===- ReductionPatterns.td - DRR patterns -----------------*- tablegen -*-===//
//
// Structural canonicalization patterns for reduce, sort and the other ops with
// bodies, written in DRR. Each starts with a `// Pattern:` line, which
// docs/generated/Canonicalization.md lists; the C++ patterns are in
// ReductionPatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/ReductionOps.td"

