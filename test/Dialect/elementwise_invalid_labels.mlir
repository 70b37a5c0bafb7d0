// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of the elementwise ops that the other files leave
// without a negative test, one function per label (scripts/gen-status.py
// lists them).

// C1 of the unary and binary ops built from Stablehlo_*ElementwiseOp:
// the result's (baseline) type is the operands'; a result with another
// element type is rejected by the shape function.

func.func @cbrt_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.cbrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @ceil_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.ceil"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @cosine_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.cosine"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @exponential_minus_one_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.exponential_minus_one"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @floor_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.floor"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @log_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.log"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @log_plus_one_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.log_plus_one"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @logistic_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.logistic"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @negate_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.negate"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @round_nearest_afz_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.round_nearest_afz"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @round_nearest_even_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.round_nearest_even"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @rsqrt_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.rsqrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @sign_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.sign"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @sine_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.sine"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @sqrt_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.sqrt"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @tan_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.tan"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @tanh_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.tanh"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @count_leading_zeros_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.count_leading_zeros"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @not_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.not"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @popcnt_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.popcnt"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @atan2_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.atan2"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @divide_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.divide"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @maximum_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.maximum"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @minimum_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.minimum"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @power_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.power"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @remainder_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.remainder"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @or_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.or"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @shift_left_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.shift_left"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @shift_right_arithmetic_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.shift_right_arithmetic"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @shift_right_logical_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.shift_right_logical"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

func.func @xor_c1(%a: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<2xi64>'}}
  %0 = "stablehlo.xor"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return
}

// -----

// Shapes that SameOperandsAndResultShape holds equal.

func.func @abs_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.abs"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @real_c1(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.real"(%a) : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
  func.return
}

// -----

func.func @imag_c1(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.imag"(%a) : (tensor<2xcomplex<f32>>) -> tensor<2x1xf32>
  func.return
}

// -----

func.func @is_finite_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.is_finite"(%a) : (tensor<2xf32>) -> tensor<4xi1>
  func.return
}

// -----

func.func @complex_c2(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.complex"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @compare_c2(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare GE, %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @uniform_quantize_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<2xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @uniform_dequantize_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.uniform_dequantize"(%a) : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @reduce_precision_c3(%a: tensor<2xf32>) {
  // expected-error @+1 {{attribute 'mantissa_bits' failed to satisfy constraint}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// convert_c1 has no check of its own: SameOperandsAndResultShape holds it
// (docs/status-exceptions.txt).
func.func @convert_c1(%a: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> tensor<3xf64>
  func.return
}
