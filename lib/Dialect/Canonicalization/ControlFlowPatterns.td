//===- ControlFlowPatterns.td - DRR patterns ---------------*- tablegen -*-===//
//
// Structural canonicalization patterns for while, if, case and tuples, written
// in DRR. Each starts with a `// Pattern:` line, which
// docs/generated/Canonicalization.md lists; the C++ patterns are in
// ControlFlowPatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/ControlFlowOps.td"
include "stablehlo_fold/Dialect/MiscOps.td"

