//===- ElementwisePatterns.td - DRR patterns, elementwise ops -*- tablegen -*-===//
//
// Structural patterns of the elementwise family, written in DRR. Each starts
// with a `// Pattern:` line, which docs/generated/Canonicalization.md lists.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/ElementwiseOps.td"

// Pattern: not(not(x)) -> x (integers and booleans)
def NotOfNot : Pat<(Stablehlo_NotOp (Stablehlo_NotOp $x)), (replaceWithValue $x)>;
