//===- ControlFlowOps.td ---------------------------------------*- tablegen -*-===//
//
// Control flow and region terminators: if, case, while, return,
// optimization_barrier, after_all.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CONTROL_FLOW_OPS_TD
#define STABLEHLO_FOLD_DIALECT_CONTROL_FLOW_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

def Stablehlo_ReturnOp : Stablehlo_Op<"return",
    [Pure, Terminator, ReturnLike]> {
  let summary = "returns values from a region";
  let description = [{
    Ends the body of a region-holding op (reduce, while, if, sort, ...) and
    yields its values.

    Example:
    ```mlir
    stablehlo.return %sum : tensor<i64>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}


#endif // STABLEHLO_FOLD_DIALECT_CONTROL_FLOW_OPS_TD
