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

// if and case infer the types that true_branch (branches[0]) returns, so
// their type-inferring builders need the regions filled; while infers its
// operand types. The verifiers run the shape functions' checks first.
def Stablehlo_IfOp : Stablehlo_Op<"if",
    [RecursiveMemoryEffects, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "runs one of two regions";
  let description = [{
    Runs `true_branch` when the scalar `pred` holds and `false_branch`
    otherwise; the results are the values the chosen region returns. Both
    regions take no arguments and may use values from above.

    Example:
    ```mlir
    %r = "stablehlo.if"(%p) ({
      stablehlo.return %a : tensor<2xf32>
    }, {
      stablehlo.return %b : tensor<2xf32>
    }) : (tensor<i1>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_PredScalarTensor:$pred);
  let results = (outs Variadic<HLO_TensorOrPerAxisQuantizedTensorOrToken>:$results);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_CaseOp : Stablehlo_Op<"case",
    [RecursiveMemoryEffects, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "runs one of several regions, chosen by an index";
  let description = [{
    Runs `branches[index]`; an index below zero or past the last branch runs
    the last branch. Every branch returns values of the result types.

    Example:
    ```mlir
    %r = "stablehlo.case"(%i) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_TensorOrPerAxisQuantizedTensorOrToken>:$results);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_WhileOp : Stablehlo_Op<"while", [RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>,
    InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "loops while a condition holds";
  let description = [{
    Starts with the values `operand`; while `cond` returns true for the
    current values, `body` computes the next ones. The results are the values
    for which `cond` first returned false. Both regions take the loop values
    as arguments; the pretty form names them once, in the header.

    Example:
    ```mlir
    %n, %acc = stablehlo.while(%i = %zero, %s = %zero) : tensor<i32>, tensor<i32>
     cond {
      %lt = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %s1 = stablehlo.add %s, %i : tensor<i32>
      stablehlo.return %i1, %s1 : tensor<i32>, tensor<i32>
    }
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$operand);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>:$results);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_OptimizationBarrierOp : Stablehlo_Op<"optimization_barrier",
    [Pure, HLO_InferTypes]> {
  let summary = "keeps optimizations from moving work across it";
  let description = [{
    Returns its operands unchanged; computations that produce the operands
    must not be moved past it, nor those that use the results before it.

    Example:
    ```mlir
    %x1, %y1 = stablehlo.optimization_barrier %x, %y : tensor<f32>, tensor<4xi32>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrToken>:$operand);
  let results = (outs Variadic<HLO_TensorOrToken>:$result);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_AfterAllOp : Stablehlo_Op<"after_all", [Pure, HLO_InferTypes]> {
  let summary = "joins tokens";
  let description = [{
    Produces a token that comes after every token of `inputs`, so that
    side-effecting ops ordered by it run after all of theirs.

    Example:
    ```mlir
    %t = stablehlo.after_all %t0, %t1 : !stablehlo.token
    %start = stablehlo.after_all : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Token>:$inputs);
  let results = (outs HLO_Token:$result);
  let hasCustomAssemblyFormat = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_CONTROL_FLOW_OPS_TD
