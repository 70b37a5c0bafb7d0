//===- DynamicShapePatterns.td - DRR patterns --------------*- tablegen -*-===//
//
// Structural canonicalization patterns for dynamic-shape ops whose shape
// operands are constants, written in DRR. Each starts with a `// Pattern:`
// line, which docs/generated/Canonicalization.md lists; the C++ patterns are in
// DynamicShapePatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/DataMovementOps.td"
include "stablehlo_fold/Dialect/MiscOps.td"

