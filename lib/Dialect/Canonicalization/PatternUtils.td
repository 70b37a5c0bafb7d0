//===- PatternUtils.td - DRR helpers shared by the groups --*- tablegen -*-===//
//
// The DRR side of PatternUtils.h: a pattern that forwards a value writes
// `(ForwardKeepingAttrs $res, $v)` instead of `(replaceWithValue $v)` and
// adds `(KeepsAttrs $res, $v)` to its constraints, so that the replaced op's
// discardable attributes follow the rule of docs/canonicalization.md.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"

/// Holds when the discardable attributes of the op defining $0 can merge
/// into the op defining $1 (`canon::canForwardKeepingAttrs`).
def KeepsAttrs : Constraint<
    CPred<"::mlir::sfold::canon::canForwardKeepingAttrs($0, $1)">,
    "its discardable attributes can follow the replacement">;

/// $1, once the discardable attributes of the op defining $0 are merged into
/// the op defining $1 (`canon::forwardKeepingAttrs`).
def ForwardKeepingAttrs : NativeCodeCall<
    "::mlir::sfold::canon::forwardKeepingAttrs($_builder, $0, $1)">;
