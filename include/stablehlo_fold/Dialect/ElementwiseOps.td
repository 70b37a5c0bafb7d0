//===- ElementwiseOps.td - elementwise stablehlo ops -----------*- tablegen -*-===//
//
// Unary, binary and ternary elementwise ops, conversions and quantization.
// Operand and result shapes match (dimensions may be `?`); result types are
// inferred from the operands where the spec makes them the same.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_ELEMENTWISE_OPS_TD
#define STABLEHLO_FOLD_DIALECT_ELEMENTWISE_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

//===----------------------------------------------------------------------===//
// Ops whose syntax or result type is their own
//===----------------------------------------------------------------------===//

def Stablehlo_AbsOp : Stablehlo_Op<"abs",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "absolute value";
  let description = [{
    Computes |x| of each element. Integers wrap (abs(INT_MIN) = INT_MIN);
    for complex operands the result is the modulus, a float tensor.

    Example:
    ```mlir
    %result = stablehlo.abs %operand : tensor<3xi64>
    %modulus = stablehlo.abs %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex,
                                       HLO_QuantizedInt]>:$operand);
  let results = (outs RankedTensorOf<[HLO_SInt, HLO_Float,
                                      HLO_QuantizedInt]>:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_RealOp : Stablehlo_Op<"real",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "real part";
  let description = [{
    Extracts the real part of complex elements; a float operand is returned
    unchanged.

    Example:
    ```mlir
    %result = stablehlo.real %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ImagOp : Stablehlo_Op<"imag",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "imaginary part";
  let description = [{
    Extracts the imaginary part of complex elements; for a float operand the
    result is zero.

    Example:
    ```mlir
    %result = stablehlo.imag %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_IsFiniteOp : Stablehlo_Op<"is_finite",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "finiteness test";
  let description = [{
    True where an element is neither infinite nor NaN.

    Example:
    ```mlir
    %result = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    $x attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

def Stablehlo_ConvertOp : Stablehlo_Op<"convert",
    [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "element type conversion";
  let description = [{
    Converts each element to the result's element type: float to integer
    truncates towards zero, float to narrower float rounds to nearest even,
    booleans become 0/1 and non-zero becomes true.

    Example:
    ```mlir
    %result = stablehlo.convert %operand : (tensor<3xi64>) -> tensor<3xf64>
    ```
  }];
  let arguments = (ins HLO_NonQuantizedTensor:$operand);
  let results = (outs HLO_NonQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_BitcastConvertOp : Stablehlo_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterpretation of bits";
  let description = [{
    Reinterprets the bits of each element as the result element type. When
    the bit widths differ, the smaller side has one more, minor, dimension.

    Example:
    ```mlir
    %result = stablehlo.bitcast_convert %operand : (tensor<i64>) -> tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_ReducePrecisionOp : Stablehlo_Op<"reduce_precision",
    [Pure, Elementwise, SameOperandsAndResultShape,
     HLO_InferSameAsFirstOperand]> {
  let summary = "rounding to a narrower float format";
  let description = [{
    Rounds each element to the float format with `exponent_bits` and
    `mantissa_bits`, keeping the operand's type: values outside the narrow
    range become infinity, NaN stays NaN.

    Example:
    ```mlir
    %output = stablehlo.reduce_precision %operand, format = e5m10 : tensor<6xf64>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand,
                       ConfinedAttr<I32Attr, [IntPositive]>:$exponent_bits,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$mantissa_bits);
  let results = (outs HLO_FpOrQuantTensor:$output);
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
  let extraClassDeclaration = [{
    /// reduce_precision_c1: baseline_type(operand) = baseline_type(output).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

def Stablehlo_ComplexOp : Stablehlo_Op<"complex",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "complex number from real and imaginary parts";
  let description = [{
    Pairs `lhs` (real parts) and `rhs` (imaginary parts) into complex
    elements. The short form names only the result type.

    Example:
    ```mlir
    %result = stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>
    ```
  }];
  let arguments = (ins HLO_Fp32Or64Tensor:$lhs, HLO_Fp32Or64Tensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_CompareOp : Stablehlo_Op<"compare",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "elementwise comparison";
  let description = [{
    Compares `lhs` and `rhs` with `comparison_direction`. `compare_type`
    says how: FLOAT is IEEE (NaN unordered, -0.0 == +0.0), TOTALORDER orders
    -NaN < -Inf < ... < -0.0 < +0.0 < ... < +Inf < +NaN, SIGNED and UNSIGNED
    are integer orders.

    Example:
    ```mlir
    %result = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       Stablehlo_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<Stablehlo_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ClampOp : Stablehlo_Op<"clamp",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "clamping between bounds";
  let description = [{
    Computes `min(max(operand, min), max)` element by element. `min` and `max`
    are tensors of the operand's shape or scalars.

    Example:
    ```mlir
    %result = stablehlo.clamp %min, %operand, %max : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$min, HLO_Tensor:$operand, HLO_Tensor:$max);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

def Stablehlo_SelectOp : Stablehlo_Op<"select",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "elementwise choice";
  let description = [{
    Takes `on_true` where `pred` is true and `on_false` elsewhere. `pred` is
    a boolean tensor of the result's shape, or a boolean scalar.

    Example:
    ```mlir
    %result = stablehlo.select %pred, %on_true, %on_false : tensor<2xi1>, tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                       HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_UniformQuantizeOp : Stablehlo_Op<"uniform_quantize",
    [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "quantization";
  let description = [{
    Quantizes floats to the result's quantized type (round to nearest even,
    then clamp to the storage range), or requantizes a quantized tensor.

    Example:
    ```mlir
    %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
    ```
  }];
  let arguments = (ins HLO_FpOrAnyQuantTensor:$operand);
  let results = (outs HLO_QuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
}

def Stablehlo_UniformDequantizeOp : Stablehlo_Op<"uniform_dequantize",
    [Pure, Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "dequantization";
  let description = [{
    Converts quantized elements to the expressed float type:
    `(storage - zero_point) * scale`.

    Example:
    ```mlir
    %x = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_QuantizedTensor:$operand);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    /// Results may refine the inferred type (`?`, bounds, scales).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

//===----------------------------------------------------------------------===//
// Unary ops whose result type is the operand type
//===----------------------------------------------------------------------===//

def Stablehlo_CbrtOp : Stablehlo_UnaryElementwiseOp<"cbrt",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "cube root";
  let description = [{
    Computes the cube root of each element (principal root for complex numbers).

    Example:
    ```mlir
    %result = stablehlo.cbrt %operand : tensor<4xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_CeilOp : Stablehlo_UnaryElementwiseOp<"ceil",
    [Pure], HLO_FpOrQuantTensor> {
  let summary = "ceiling";
  let description = [{
    Rounds each element up, towards positive infinity (IEEE roundToIntegralTowardPositive).

    Example:
    ```mlir
    %result = stablehlo.ceil %operand : tensor<5xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand);
}

def Stablehlo_CosineOp : Stablehlo_UnaryElementwiseOp<"cosine",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "cosine";
  let description = [{
    Computes the cosine of each element.

    Example:
    ```mlir
    %result = stablehlo.cosine %operand : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_ClzOp : Stablehlo_UnaryElementwiseOp<"count_leading_zeros",
    [Pure], HLO_IntTensor> {
  let summary = "count leading zeros";
  let description = [{
    Counts the leading zero bits of each integer element.

    Example:
    ```mlir
    %result = stablehlo.count_leading_zeros %operand : tensor<2xi64>
    ```
  }];
  let arguments = (ins HLO_IntTensor:$operand);
}

def Stablehlo_ExpOp : Stablehlo_UnaryElementwiseOp<"exponential",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "e raised to each element";
  let description = [{
    Computes e^x of each element.

    Example:
    ```mlir
    %result = stablehlo.exponential %operand : tensor<2xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_Expm1Op : Stablehlo_UnaryElementwiseOp<"exponential_minus_one",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "e^x - 1";
  let description = [{
    Computes e^x - 1 of each element, accurate for x near zero.

    Example:
    ```mlir
    %result = stablehlo.exponential_minus_one %operand : tensor<2xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_FloorOp : Stablehlo_UnaryElementwiseOp<"floor",
    [Pure], HLO_FpOrQuantTensor> {
  let summary = "floor";
  let description = [{
    Rounds each element down, towards negative infinity (IEEE roundToIntegralTowardNegative).

    Example:
    ```mlir
    %result = stablehlo.floor %operand : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand);
}

def Stablehlo_LogOp : Stablehlo_UnaryElementwiseOp<"log",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "natural logarithm";
  let description = [{
    Computes the natural logarithm of each element.

    Example:
    ```mlir
    %result = stablehlo.log %operand : tensor<2xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_Log1pOp : Stablehlo_UnaryElementwiseOp<"log_plus_one",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "log(1 + x)";
  let description = [{
    Computes log(1 + x) of each element, accurate for x near zero.

    Example:
    ```mlir
    %result = stablehlo.log_plus_one %operand : tensor<5xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_LogisticOp : Stablehlo_UnaryElementwiseOp<"logistic",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "logistic function";
  let description = [{
    Computes 1 / (1 + e^-x) of each element.

    Example:
    ```mlir
    %result = stablehlo.logistic %operand : tensor<2xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_NegateOp : Stablehlo_UnaryElementwiseOp<"negate",
    [Pure], HLO_IntFpOrComplexOrQuantTensor> {
  let summary = "negation";
  let description = [{
    Negates each element; integers wrap around (negate(INT_MIN) = INT_MIN).

    Example:
    ```mlir
    %result = stablehlo.negate %operand : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_IntFpOrComplexOrQuantTensor:$operand);
  let hasCanonicalizer = 1;
}

def Stablehlo_NotOp : Stablehlo_UnaryElementwiseOp<"not",
    [Pure], HLO_PredOrIntTensor> {
  let summary = "bitwise or logical not";
  let description = [{
    Inverts every bit of integers and the value of booleans.

    Example:
    ```mlir
    %result = stablehlo.not %operand : tensor<2xi1>
    ```
  }];
  let arguments = (ins HLO_PredOrIntTensor:$operand);
  let hasCanonicalizer = 1;
}

def Stablehlo_PopcntOp : Stablehlo_UnaryElementwiseOp<"popcnt",
    [Pure], HLO_IntTensor> {
  let summary = "population count";
  let description = [{
    Counts the set bits of each integer element.

    Example:
    ```mlir
    %result = stablehlo.popcnt %operand : tensor<4xi64>
    ```
  }];
  let arguments = (ins HLO_IntTensor:$operand);
}

def Stablehlo_RoundNearestAfzOp : Stablehlo_UnaryElementwiseOp<"round_nearest_afz",
    [Pure], HLO_FpOrQuantTensor> {
  let summary = "round half away from zero";
  let description = [{
    Rounds each element to the nearest integer, ties away from zero (IEEE roundToIntegralTiesToAway).

    Example:
    ```mlir
    %result = stablehlo.round_nearest_afz %operand : tensor<5xf64>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand);
}

def Stablehlo_RoundNearestEvenOp : Stablehlo_UnaryElementwiseOp<"round_nearest_even",
    [Pure], HLO_FpOrQuantTensor> {
  let summary = "round half to even";
  let description = [{
    Rounds each element to the nearest integer, ties to even (IEEE roundToIntegralTiesToEven).

    Example:
    ```mlir
    %result = stablehlo.round_nearest_even %operand : tensor<5xf64>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand);
}

def Stablehlo_RsqrtOp : Stablehlo_UnaryElementwiseOp<"rsqrt",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "reciprocal square root";
  let description = [{
    Computes 1 / sqrt(x) of each element.

    Example:
    ```mlir
    %result = stablehlo.rsqrt %operand : tensor<2x2xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_SignOp : Stablehlo_UnaryElementwiseOp<"sign",
    [Pure], RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex, HLO_QuantizedInt]>> {
  let summary = "sign";
  let description = [{
    Returns -1, 0 or 1 by the sign of each element; NaN stays NaN, -0.0 stays -0.0, complex numbers are divided by their modulus.

    Example:
    ```mlir
    %result = stablehlo.sign %operand : tensor<5xf64>
    ```
  }];
  let arguments = (ins RankedTensorOf<[HLO_SInt, HLO_Float, HLO_Complex, HLO_QuantizedInt]>:$operand);
}

def Stablehlo_SineOp : Stablehlo_UnaryElementwiseOp<"sine",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "sine";
  let description = [{
    Computes the sine of each element.

    Example:
    ```mlir
    %result = stablehlo.sine %operand : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_SqrtOp : Stablehlo_UnaryElementwiseOp<"sqrt",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "square root";
  let description = [{
    Computes the square root of each element.

    Example:
    ```mlir
    %result = stablehlo.sqrt %operand : tensor<2x2xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_TanOp : Stablehlo_UnaryElementwiseOp<"tan",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "tangent";
  let description = [{
    Computes the tangent of each element.

    Example:
    ```mlir
    %result = stablehlo.tan %operand : tensor<4xf64>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

def Stablehlo_TanhOp : Stablehlo_UnaryElementwiseOp<"tanh",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "hyperbolic tangent";
  let description = [{
    Computes the hyperbolic tangent of each element.

    Example:
    ```mlir
    %result = stablehlo.tanh %operand : tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$operand,
      DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy,
          "::mlir::sfold::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

//===----------------------------------------------------------------------===//
// Binary ops whose result type is the operand type
//===----------------------------------------------------------------------===//

def Stablehlo_AddOp : Stablehlo_BinaryElementwiseOp<"add",
    [Pure, Commutative], HLO_TensorOrPerAxisQuantizedTensor, "inferAddOp"> {
  let summary = "addition";
  let description = [{
    Adds two tensors element by element: logical or for booleans, wrap-around for integers, IEEE addition for floats.

    Example:
    ```mlir
    %result = stablehlo.add %lhs, %rhs : tensor<2xi32>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_AndOp : Stablehlo_BinaryElementwiseOp<"and",
    [Pure, Commutative], HLO_PredOrIntTensor> {
  let summary = "bitwise or logical and";
  let description = [{
    Computes `lhs & rhs` element by element.

    Example:
    ```mlir
    %result = stablehlo.and %lhs, %rhs : tensor<2xi1>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_Atan2Op : Stablehlo_BinaryElementwiseOp<"atan2",
    [Pure], HLO_FpComplexOrQuantTensor> {
  let summary = "two-argument arctangent";
  let description = [{
    Computes atan2(lhs, rhs) element by element.

    Example:
    ```mlir
    %result = stablehlo.atan2 %lhs, %rhs : tensor<3xf64>
    ```
  }];
}

def Stablehlo_DivOp : Stablehlo_BinaryElementwiseOp<"divide",
    [Pure], HLO_IntFpOrComplexOrQuantTensor> {
  let summary = "division";
  let description = [{
    Divides element by element; integer division truncates towards zero.

    Example:
    ```mlir
    %result = stablehlo.divide %lhs, %rhs : tensor<4xi64>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_MaxOp : Stablehlo_BinaryElementwiseOp<"maximum",
    [Pure, Commutative], HLO_Tensor> {
  let summary = "maximum";
  let description = [{
    Takes the larger of two elements; NaN if either float is NaN; complex numbers compare lexicographically.

    Example:
    ```mlir
    %result = stablehlo.maximum %lhs, %rhs : tensor<4xf32>
    ```
  }];
}

def Stablehlo_MinOp : Stablehlo_BinaryElementwiseOp<"minimum",
    [Pure, Commutative], HLO_Tensor> {
  let summary = "minimum";
  let description = [{
    Takes the smaller of two elements; NaN if either float is NaN; complex numbers compare lexicographically.

    Example:
    ```mlir
    %result = stablehlo.minimum %lhs, %rhs : tensor<4xf32>
    ```
  }];
}

def Stablehlo_MulOp : Stablehlo_BinaryElementwiseOp<"multiply",
    [Pure, Commutative], HLO_Tensor> {
  let summary = "multiplication";
  let description = [{
    Multiplies element by element: logical and for booleans, wrap-around for integers.

    Example:
    ```mlir
    %result = stablehlo.multiply %lhs, %rhs : tensor<2xi32>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_OrOp : Stablehlo_BinaryElementwiseOp<"or",
    [Pure, Commutative], HLO_PredOrIntTensor> {
  let summary = "bitwise or logical or";
  let description = [{
    Computes `lhs | rhs` element by element.

    Example:
    ```mlir
    %result = stablehlo.or %lhs, %rhs : tensor<2xi1>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_PowOp : Stablehlo_BinaryElementwiseOp<"power",
    [Pure], HLO_IntFpOrComplexOrQuantTensor> {
  let summary = "exponentiation";
  let description = [{
    Raises lhs to the power rhs element by element; integer exponentiation by squaring.

    Example:
    ```mlir
    %result = stablehlo.power %lhs, %rhs : tensor<6xi64>
    ```
  }];
}

def Stablehlo_RemOp : Stablehlo_BinaryElementwiseOp<"remainder",
    [Pure], HLO_IntFpOrComplexOrQuantTensor> {
  let summary = "remainder";
  let description = [{
    Remainder of a truncating division; its sign is that of the dividend.

    Example:
    ```mlir
    %result = stablehlo.remainder %lhs, %rhs : tensor<4xi64>
    ```
  }];
}

def Stablehlo_ShiftLeftOp : Stablehlo_BinaryElementwiseOp<"shift_left",
    [Pure], HLO_IntTensor> {
  let summary = "shift left";
  let description = [{
    Shifts lhs left by rhs bits; shifts of the bit width or more give 0.

    Example:
    ```mlir
    %result = stablehlo.shift_left %lhs, %rhs : tensor<3xi64>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ShiftRightArithmeticOp : Stablehlo_BinaryElementwiseOp<"shift_right_arithmetic",
    [Pure], HLO_IntTensor> {
  let summary = "arithmetic shift right";
  let description = [{
    Shifts lhs right by rhs bits, copying the sign bit.

    Example:
    ```mlir
    %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<3xi64>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ShiftRightLogicalOp : Stablehlo_BinaryElementwiseOp<"shift_right_logical",
    [Pure], HLO_IntTensor> {
  let summary = "logical shift right";
  let description = [{
    Shifts lhs right by rhs bits, filling with zeros.

    Example:
    ```mlir
    %result = stablehlo.shift_right_logical %lhs, %rhs : tensor<3xi64>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_SubOp : Stablehlo_BinaryElementwiseOp<"subtract",
    [Pure], HLO_IntFpOrComplexOrQuantTensor> {
  let summary = "subtraction";
  let description = [{
    Subtracts rhs from lhs element by element.

    Example:
    ```mlir
    %result = stablehlo.subtract %lhs, %rhs : tensor<2xi32>
    ```
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_XorOp : Stablehlo_BinaryElementwiseOp<"xor",
    [Pure, Commutative], HLO_PredOrIntTensor> {
  let summary = "bitwise or logical exclusive or";
  let description = [{
    Computes `lhs ^ rhs` element by element.

    Example:
    ```mlir
    %result = stablehlo.xor %lhs, %rhs : tensor<2xi1>
    ```
  }];
  let hasCanonicalizer = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_ELEMENTWISE_OPS_TD
