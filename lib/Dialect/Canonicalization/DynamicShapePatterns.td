//===- DynamicShapePatterns.td - DRR patterns --------------*- tablegen -*-===//
//
// Structural canonicalization patterns for dynamic-shape ops whose shape
// operands are constants, written in DRR. Each starts with a `// Pattern:`
// line, which docs/generated/Canonicalization.md lists; the C++ patterns are in
// DynamicShapePatterns.cpp.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "Canonicalization/PatternUtils.td"
include "stablehlo_fold/Dialect/DataMovementOps.td"
include "stablehlo_fold/Dialect/MiscOps.td"

// True when $0 is the result of a dynamic_update_slice whose update has the
// static shape of the operand and the result's type: every start index then
// clamps to 0.
def UpdateCoversOperand : Constraint<CPred<"updateCoversOperand($0)">,
    "the update covers the whole operand">;

// True when $0 is the result of a dynamic_update_slice whose update has no
// elements and whose operand has the result's type.
def UpdateIsEmpty : Constraint<CPred<"updateIsEmpty($0)">,
    "the update has no elements">;

// Pattern: dynamic_update_slice(x, u, i...) -> u (u has the static shape of x
// and the result's type: the start indices, constant or not, clamp to 0)
def DynamicUpdateSliceOfWholeOperand : Pat<
    (Stablehlo_DynamicUpdateSliceOp:$res $operand, $update, $starts),
    (ForwardKeepingAttrs $res, $update),
    [(UpdateCoversOperand $res), (KeepsAttrs $res, $update)]>;

// Pattern: dynamic_update_slice(x, u, i...) -> x (u has no elements and x has
// the result's type)
def DynamicUpdateSliceOfEmptyUpdate : Pat<
    (Stablehlo_DynamicUpdateSliceOp:$res $operand, $update, $starts),
    (ForwardKeepingAttrs $res, $operand),
    [(UpdateIsEmpty $res), (KeepsAttrs $res, $operand)]>;
