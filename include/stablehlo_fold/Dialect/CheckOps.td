//===- CheckOps.td - the `check` test dialect -----------------*- tablegen -*-===//
//
// Assertions that test programs make about values; the interpreter executes
// them and reports every failure with its location.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHECK_OPS_TD
#define STABLEHLO_FOLD_DIALECT_CHECK_OPS_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::mlir::sfold::check";
  let summary = "assertions on tensor values for interpreter tests";
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic, traits # [MemoryEffects<[MemWrite]>]>;

def Check_ExpectEqOp : Check_Op<"expect_eq", [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "the two tensors have the same bits";
  let description = [{
    Every element must have the same bits, whatever the element type: a NaN
    equals only a NaN of the same sign and payload, and -0.0 differs from
    +0.0 (`expect_almost_eq` and `expect_close` compare values). When two
    differing elements print alike, the failure shows their bits.

    ```mlir
    check.expect_eq %result, %expected : tensor<3xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Check_ExpectEqConstOp : Check_Op<"expect_eq_const"> {
  let summary = "the tensor equals a constant";
  let description = [{
    As `expect_eq`, against a literal.

    ```mlir
    check.expect_eq_const %result, dense<[2, 0, 2]> : tensor<3xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, ElementsAttr:$value);
  let assemblyFormat = "$lhs `,` custom<CheckLiteral>($value, type($lhs)) attr-dict";
  let hasVerifier = 1;
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq",
    [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "the two float or complex tensors agree within a tolerance";
  let description = [{
    |lhs - rhs| <= tolerance element by element (default 1e-4); NaN matches
    NaN, infinities must match exactly.

    ```mlir
    check.expect_almost_eq %result, %expected, tolerance = 0.1 : tensor<2xf64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       DefaultValuedAttr<F64Attr, "0.0001">:$tolerance);
  let assemblyFormat = [{
    $lhs `,` $rhs (`,` `tolerance` `=` $tolerance^)? attr-dict `:` type($lhs)
  }];
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const"> {
  let summary = "the tensor agrees with a constant within a tolerance";
  let description = [{
    As `expect_almost_eq`, against a literal.

    ```mlir
    check.expect_almost_eq_const %result, dense<[0.5, 1.0]> : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, ElementsAttr:$value,
                       DefaultValuedAttr<F64Attr, "0.0001">:$tolerance);
  let assemblyFormat = [{
    $lhs `,` custom<CheckLiteral>($value, type($lhs))
      (`,` `tolerance` `=` $tolerance^)? attr-dict
  }];
  let hasVerifier = 1;
}

def Check_ExpectCloseOp : Check_Op<"expect_close"> {
  let summary = "the two tensors are within a number of ULPs";
  let description = [{
    The distance in units in the last place between corresponding elements
    lies in [min_ulp_difference, max_ulp_difference] (defaults 0 and 1).
    NaN to NaN is 0; a finite value to a non-finite one is maximal; complex
    numbers take the worse of their parts.

    ```mlir
    check.expect_close %result, %expected, max_ulp_difference = 3 : tensor<2xf16>, tensor<2xf16>
    ```
  }];
  let arguments = (ins HLO_Tensor:$actual, HLO_Tensor:$expected,
                       DefaultValuedAttr<I64Attr, "1">:$max_ulp_difference,
                       DefaultValuedAttr<I64Attr, "0">:$min_ulp_difference);
  let assemblyFormat = [{
    $actual `,` $expected
      (`,` `max_ulp_difference` `=` $max_ulp_difference^)?
      (`,` `min_ulp_difference` `=` $min_ulp_difference^)?
      attr-dict `:` type($actual) `,` type($expected)
  }];
}

def Check_ExpectSerializedEqOp : Check_Op<"expect_serialized_eq"> {
  let summary = "the tensor equals what a probe wrote";
  let description = [{
    Compares against the `.npy` file that `interpreter.probe` with the same
    `probe_id` wrote (the `iteration`-th time it ran, default 0).

    ```mlir
    check.expect_serialized_eq %x, probe_id = "probe0" : tensor<2xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$expected, StrAttr:$probe_id,
                       DefaultValuedAttr<I32Attr, "0">:$iteration);
  let assemblyFormat = [{
    $expected `,` `probe_id` `=` $probe_id
      (`,` `iter` `=` $iteration^)? attr-dict `:` type($expected)
  }];
}

#endif // STABLEHLO_FOLD_DIALECT_CHECK_OPS_TD
