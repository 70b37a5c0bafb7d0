// RUN: fold-opt %s --test-print-inferred-types -verify-diagnostics

// The result types the elementwise shape functions infer, one op per line.
// The declared result types are more refined where the verifier allows it
// (a static size for `?`, other quantization scales), so each remark shows
// what inference alone gives: the first operand's shape, with its `?` sizes
// and bounds, and the op's element type.

// Unary ops whose result has the operand's type.
func.func @unary_same_type(%f: tensor<?x2xf32>, %b: tensor<?xf16, #stablehlo.bounds<8>>,
    %c: tensor<3xcomplex<f64>>, %i: tensor<?xi8>, %p: tensor<4xi1>,
    %q: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %0 = "stablehlo.cbrt"(%f) : (tensor<?x2xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xf16, #stablehlo.bounds<8>>}}
  %1 = "stablehlo.ceil"(%b) : (tensor<?xf16, #stablehlo.bounds<8>>) -> tensor<?xf16, #stablehlo.bounds<8>>
  // expected-remark @+1 {{inferred: tensor<?xi8>}}
  %2 = "stablehlo.count_leading_zeros"(%i) : (tensor<?xi8>) -> tensor<5xi8>
  // expected-remark @+1 {{inferred: tensor<3xcomplex<f64>>}}
  %3 = "stablehlo.cosine"(%c) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  // expected-remark @+1 {{inferred: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>}}
  %4 = "stablehlo.exponential"(%q) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:1>>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %5 = "stablehlo.exponential_minus_one"(%f) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xf16, #stablehlo.bounds<8>>}}
  %6 = "stablehlo.floor"(%b) : (tensor<?xf16, #stablehlo.bounds<8>>) -> tensor<6xf16>
  // expected-remark @+1 {{inferred: tensor<3xcomplex<f64>>}}
  %7 = "stablehlo.log"(%c) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %8 = "stablehlo.log_plus_one"(%f) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %9 = "stablehlo.logistic"(%f) : (tensor<?x2xf32>) -> tensor<1x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xi8>}}
  %10 = "stablehlo.negate"(%i) : (tensor<?xi8>) -> tensor<?xi8>
  // expected-remark @+1 {{inferred: tensor<4xi1>}}
  %11 = "stablehlo.not"(%p) : (tensor<4xi1>) -> tensor<4xi1>
  // expected-remark @+1 {{inferred: tensor<?xi8>}}
  %12 = "stablehlo.popcnt"(%i) : (tensor<?xi8>) -> tensor<?xi8>
  // expected-remark @+1 {{inferred: tensor<?xf16, #stablehlo.bounds<8>>}}
  %13 = "stablehlo.round_nearest_afz"(%b) : (tensor<?xf16, #stablehlo.bounds<8>>) -> tensor<?xf16, #stablehlo.bounds<8>>
  // expected-remark @+1 {{inferred: tensor<?xf16, #stablehlo.bounds<8>>}}
  %14 = "stablehlo.round_nearest_even"(%b) : (tensor<?xf16, #stablehlo.bounds<8>>) -> tensor<?xf16, #stablehlo.bounds<8>>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %15 = "stablehlo.rsqrt"(%f) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xi8>}}
  %16 = "stablehlo.sign"(%i) : (tensor<?xi8>) -> tensor<?xi8>
  // expected-remark @+1 {{inferred: tensor<3xcomplex<f64>>}}
  %17 = "stablehlo.sine"(%c) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  // expected-remark @+1 {{inferred: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>}}
  %18 = "stablehlo.sqrt"(%q) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %19 = "stablehlo.tan"(%f) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %20 = "stablehlo.tanh"(%f) : (tensor<?x2xf32>) -> tensor<7x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xf16, #stablehlo.bounds<8>>}}
  %21 = "stablehlo.reduce_precision"(%b) {exponent_bits = 5 : i32, mantissa_bits = 2 : i32} : (tensor<?xf16, #stablehlo.bounds<8>>) -> tensor<?xf16, #stablehlo.bounds<8>>
  func.return
}

// Unary ops with their own element type rule.
func.func @unary_element_type(%c: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>,
    %f: tensor<?xf64>, %q: tensor<?x2x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<5, ?>>}}
  %0 = "stablehlo.abs"(%c) : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  // expected-remark @+1 {{inferred: tensor<?xf64>}}
  %1 = "stablehlo.abs"(%f) : (tensor<?xf64>) -> tensor<4xf64>
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<5, ?>>}}
  %2 = "stablehlo.real"(%c) : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> tensor<2x3xf32>
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<5, ?>>}}
  %3 = "stablehlo.imag"(%c) : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<5, ?>>
  // expected-remark @+1 {{inferred: tensor<?xi1>}}
  %4 = "stablehlo.is_finite"(%f) : (tensor<?xf64>) -> tensor<?xi1>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %5 = "stablehlo.uniform_dequantize"(%q) : (tensor<?x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<3x2xf32>
  func.return
}

// Binary ops: the first operand's element type; each dimension is static if
// either operand knows its size, else `?` with the smaller bound.
func.func @binary(%a: tensor<?x2xf32>, %b: tensor<3x?xf32>, %i: tensor<4xi32>,
    %u: tensor<?xui16, #stablehlo.bounds<6>>,
    %q: tensor<2x!quant.uniform<i8:f32, 0.5:3>>,
    %qa: tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) {
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
  // A per-tensor lhs and a per-axis rhs give the rhs's (per-axis) type.
  // expected-remark @+1 {{inferred: tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:3,2.500000e-01:1}>>}}
  %1 = "stablehlo.add"(%q, %qa) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %2 = "stablehlo.and"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %3 = "stablehlo.atan2"(%b, %a) : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xui16, #stablehlo.bounds<6>>}}
  %4 = "stablehlo.divide"(%u, %u) : (tensor<?xui16, #stablehlo.bounds<6>>, tensor<?xui16, #stablehlo.bounds<6>>) -> tensor<?xui16, #stablehlo.bounds<6>>
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %5 = "stablehlo.maximum"(%a, %a) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %6 = "stablehlo.minimum"(%a, %b) : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{inferred: tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>}}
  %7 = "stablehlo.multiply"(%q, %q) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:0>>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %8 = "stablehlo.or"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %9 = "stablehlo.power"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{inferred: tensor<?xui16, #stablehlo.bounds<6>>}}
  %10 = "stablehlo.remainder"(%u, %u) : (tensor<?xui16, #stablehlo.bounds<6>>, tensor<?xui16, #stablehlo.bounds<6>>) -> tensor<3xui16>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %11 = "stablehlo.shift_left"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %12 = "stablehlo.shift_right_arithmetic"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-remark @+1 {{inferred: tensor<?xui16, #stablehlo.bounds<6>>}}
  %13 = "stablehlo.shift_right_logical"(%u, %u) : (tensor<?xui16, #stablehlo.bounds<6>>, tensor<?xui16, #stablehlo.bounds<6>>) -> tensor<?xui16, #stablehlo.bounds<6>>
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %14 = "stablehlo.subtract"(%b, %a) : (tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{inferred: tensor<4xi32>}}
  %15 = "stablehlo.xor"(%i, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// Ops with their own result rule.
func.func @other(%a: tensor<?x2xf32>, %b: tensor<3x?xf32>, %s: tensor<f32>,
    %p: tensor<?x2xi1>, %ps: tensor<i1>, %x: tensor<?xf64, #stablehlo.bounds<4>>) {
  // expected-remark @+1 {{inferred: tensor<3x2xcomplex<f32>>}}
  %0 = "stablehlo.complex"(%a, %b) : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xcomplex<f32>>
  // expected-remark @+1 {{inferred: tensor<?xi1, #stablehlo.bounds<4>>}}
  %1 = stablehlo.compare LT, %x, %x, FLOAT : (tensor<?xf64, #stablehlo.bounds<4>>, tensor<?xf64, #stablehlo.bounds<4>>) -> tensor<?xi1, #stablehlo.bounds<4>>
  // The operand's element type; a non-scalar min or max has the operand's
  // shape, so it may know sizes the operand leaves `?`.
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %2 = "stablehlo.clamp"(%s, %b, %a) : (tensor<f32>, tensor<3x?xf32>, tensor<?x2xf32>) -> tensor<3x2xf32>
  // on_true's element type, with what on_false knows of the shape.
  // expected-remark @+1 {{inferred: tensor<3x2xf32>}}
  %3 = "stablehlo.select"(%p, %a, %b) : (tensor<?x2xi1>, tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
  // expected-remark @+1 {{inferred: tensor<?xf64, #stablehlo.bounds<4>>}}
  %4 = "stablehlo.select"(%ps, %x, %x) : (tensor<i1>, tensor<?xf64, #stablehlo.bounds<4>>, tensor<?xf64, #stablehlo.bounds<4>>) -> tensor<?xf64, #stablehlo.bounds<4>>
  func.return
}

// -----

// Bounds merge: a static size beats a bound, two bounds give the smaller.
func.func @binary_bounds(%a: tensor<?x?xf32, #stablehlo.bounds<8, 4>>,
    %b: tensor<?x5xf32, #stablehlo.bounds<6, ?>>, %c: tensor<?x?xf32>) {
  // expected-remark @+1 {{inferred: tensor<?x5xf32, #stablehlo.bounds<6, ?>>}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<?x?xf32, #stablehlo.bounds<8, 4>>, tensor<?x5xf32, #stablehlo.bounds<6, ?>>) -> tensor<?x5xf32>
  // expected-remark @+1 {{inferred: tensor<?x?xf32, #stablehlo.bounds<8, 4>>}}
  %1 = "stablehlo.multiply"(%c, %a) : (tensor<?x?xf32>, tensor<?x?xf32, #stablehlo.bounds<8, 4>>) -> tensor<?x?xf32>
  // expected-remark @+1 {{inferred: tensor<?x5xi1, #stablehlo.bounds<6, ?>>}}
  %2 = stablehlo.compare LT, %c, %b, FLOAT : (tensor<?x?xf32>, tensor<?x5xf32, #stablehlo.bounds<6, ?>>) -> tensor<?x5xi1>
  func.return
}
