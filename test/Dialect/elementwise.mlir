// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the elementwise ops: pretty form, then the same after a
// second parse, then after printing the generic form and parsing it back.

// CHECK-LABEL: func.func @unary_same_type
func.func @unary_same_type(%x: tensor<4xf32>, %i: tensor<3xi32>, %z: tensor<2xcomplex<f64>>) {
  // CHECK: stablehlo.cbrt %{{.*}} : tensor<4xf32>
  %0 = stablehlo.cbrt %x : tensor<4xf32>
  // CHECK: stablehlo.ceil %{{.*}} : tensor<4xf32>
  %1 = stablehlo.ceil %x : tensor<4xf32>
  // CHECK: stablehlo.cosine %{{.*}} : tensor<4xf32>
  %2 = stablehlo.cosine %x : tensor<4xf32>
  // CHECK: stablehlo.count_leading_zeros %{{.*}} : tensor<3xi32>
  %3 = stablehlo.count_leading_zeros %i : tensor<3xi32>
  // CHECK: stablehlo.exponential %{{.*}} : tensor<2xcomplex<f64>>
  %4 = stablehlo.exponential %z : tensor<2xcomplex<f64>>
  // CHECK: stablehlo.exponential_minus_one %{{.*}} : tensor<4xf32>
  %5 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  // CHECK: stablehlo.floor %{{.*}} : tensor<4xf32>
  %6 = stablehlo.floor %x : tensor<4xf32>
  // CHECK: stablehlo.log %{{.*}} : tensor<4xf32>
  %7 = stablehlo.log %x : tensor<4xf32>
  // CHECK: stablehlo.log_plus_one %{{.*}} : tensor<4xf32>
  %8 = stablehlo.log_plus_one %x : tensor<4xf32>
  // CHECK: stablehlo.logistic %{{.*}} : tensor<4xf32>
  %9 = stablehlo.logistic %x : tensor<4xf32>
  // CHECK: stablehlo.negate %{{.*}} : tensor<3xi32>
  %10 = stablehlo.negate %i : tensor<3xi32>
  // CHECK: stablehlo.not %{{.*}} : tensor<3xi32>
  %11 = stablehlo.not %i : tensor<3xi32>
  // CHECK: stablehlo.popcnt %{{.*}} : tensor<3xi32>
  %12 = stablehlo.popcnt %i : tensor<3xi32>
  // CHECK: stablehlo.round_nearest_afz %{{.*}} : tensor<4xf32>
  %13 = stablehlo.round_nearest_afz %x : tensor<4xf32>
  // CHECK: stablehlo.round_nearest_even %{{.*}} : tensor<4xf32>
  %14 = stablehlo.round_nearest_even %x : tensor<4xf32>
  // CHECK: stablehlo.rsqrt %{{.*}} : tensor<4xf32>
  %15 = stablehlo.rsqrt %x : tensor<4xf32>
  // CHECK: stablehlo.sign %{{.*}} : tensor<3xi32>
  %16 = stablehlo.sign %i : tensor<3xi32>
  // CHECK: stablehlo.sine %{{.*}} : tensor<4xf32>
  %17 = stablehlo.sine %x : tensor<4xf32>
  // CHECK: stablehlo.sqrt %{{.*}} : tensor<2xcomplex<f64>>
  %18 = stablehlo.sqrt %z : tensor<2xcomplex<f64>>
  // CHECK: stablehlo.tan %{{.*}} : tensor<4xf32>
  %19 = stablehlo.tan %x : tensor<4xf32>
  // CHECK: stablehlo.tanh %{{.*}} : tensor<4xf32>
  %20 = stablehlo.tanh %x : tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @unary_other_types
func.func @unary_other_types(%x: tensor<4xf32>, %z: tensor<2xcomplex<f32>>, %i: tensor<3xi64>) {
  // CHECK: stablehlo.abs %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %0 = stablehlo.abs %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: stablehlo.abs %{{.*}} : tensor<3xi64>
  %1 = stablehlo.abs %i : tensor<3xi64>
  // CHECK: stablehlo.real %{{.*}} : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %2 = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  // CHECK: stablehlo.imag %{{.*}} : tensor<4xf32>
  %3 = stablehlo.imag %x : tensor<4xf32>
  // CHECK: stablehlo.is_finite %{{.*}} : (tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.is_finite %x : (tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.convert %{{.*}} : (tensor<3xi64>) -> tensor<3xbf16>
  %5 = stablehlo.convert %i : (tensor<3xi64>) -> tensor<3xbf16>
  // CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3xi64>) -> tensor<3x2xi32>
  %6 = stablehlo.bitcast_convert %i : (tensor<3xi64>) -> tensor<3x2xi32>
  // CHECK: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
  %7 = stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf32>
  // CHECK: stablehlo.cosine %{{.*}} {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  %8 = stablehlo.cosine %x {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @binary
func.func @binary(%a: tensor<2xi32>, %b: tensor<2xi32>, %f: tensor<2xf64>, %p: tensor<2xi1>) {
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<2xi32>
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  // CHECK: stablehlo.and %{{.*}}, %{{.*}} : tensor<2xi1>
  %1 = stablehlo.and %p, %p : tensor<2xi1>
  // CHECK: stablehlo.atan2 %{{.*}}, %{{.*}} : tensor<2xf64>
  %2 = stablehlo.atan2 %f, %f : tensor<2xf64>
  // CHECK: stablehlo.divide %{{.*}}, %{{.*}} : tensor<2xi32>
  %3 = stablehlo.divide %a, %b : tensor<2xi32>
  // CHECK: stablehlo.maximum %{{.*}}, %{{.*}} : tensor<2xf64>
  %4 = stablehlo.maximum %f, %f : tensor<2xf64>
  // CHECK: stablehlo.minimum %{{.*}}, %{{.*}} : tensor<2xf64>
  %5 = stablehlo.minimum %f, %f : tensor<2xf64>
  // CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<2xi32>
  %6 = stablehlo.multiply %a, %b : tensor<2xi32>
  // CHECK: stablehlo.or %{{.*}}, %{{.*}} : tensor<2xi32>
  %7 = stablehlo.or %a, %b : tensor<2xi32>
  // CHECK: stablehlo.power %{{.*}}, %{{.*}} : tensor<2xf64>
  %8 = stablehlo.power %f, %f : tensor<2xf64>
  // CHECK: stablehlo.remainder %{{.*}}, %{{.*}} : tensor<2xi32>
  %9 = stablehlo.remainder %a, %b : tensor<2xi32>
  // CHECK: stablehlo.shift_left %{{.*}}, %{{.*}} : tensor<2xi32>
  %10 = stablehlo.shift_left %a, %b : tensor<2xi32>
  // CHECK: stablehlo.shift_right_arithmetic %{{.*}}, %{{.*}} : tensor<2xi32>
  %11 = stablehlo.shift_right_arithmetic %a, %b : tensor<2xi32>
  // CHECK: stablehlo.shift_right_logical %{{.*}}, %{{.*}} : tensor<2xi32>
  %12 = stablehlo.shift_right_logical %a, %b : tensor<2xi32>
  // CHECK: stablehlo.subtract %{{.*}}, %{{.*}} : tensor<2xi32>
  %13 = stablehlo.subtract %a, %b : tensor<2xi32>
  // CHECK: stablehlo.xor %{{.*}}, %{{.*}} : tensor<2xi32>
  %14 = stablehlo.xor %a, %b : tensor<2xi32>
  func.return
}

// -----

// CHECK-LABEL: func.func @compare_select_clamp_complex
func.func @compare_select_clamp_complex(%a: tensor<2xf32>, %b: tensor<2xf32>, %s: tensor<f32>, %pred: tensor<i1>) {
  // CHECK: stablehlo.compare  LT, %{{.*}}, %{{.*}},  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %0 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK: stablehlo.compare  EQ, %{{.*}}, %{{.*}} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = stablehlo.compare EQ, %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK: stablehlo.compare  GE, %{{.*}}, %{{.*}},  TOTALORDER : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %2 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xi1>, tensor<2xf32>
  %3 = stablehlo.select %0, %a, %b : tensor<2xi1>, tensor<2xf32>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<2xf32>
  %4 = stablehlo.select %pred, %a, %b : tensor<i1>, tensor<2xf32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %5 = stablehlo.clamp %s, %a, %s : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xf32>
  %6 = stablehlo.clamp %a, %a, %b : tensor<2xf32>
  // CHECK: stablehlo.complex %{{.*}}, %{{.*}} : tensor<2xcomplex<f32>>
  %7 = stablehlo.complex %a, %b : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Element types of the spec: sub-byte integers, unsigned, small floats,
// quantized; dynamic and bounded shapes.
// CHECK-LABEL: func.func @element_types
func.func @element_types(%i2: tensor<4xi2>, %u4: tensor<3xui4>, %f8: tensor<2xf8E4M3FN>,
                         %f4: tensor<2xf4E2M1FN>, %bf: tensor<?x2xbf16>,
                         %bounded: tensor<?xf32, #stablehlo.bounds<8>>,
                         %q: tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) {
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xi2>
  %0 = stablehlo.add %i2, %i2 : tensor<4xi2>
  // CHECK: stablehlo.xor %{{.*}}, %{{.*}} : tensor<3xui4>
  %1 = stablehlo.xor %u4, %u4 : tensor<3xui4>
  // CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<2xf8E4M3FN>
  %2 = stablehlo.multiply %f8, %f8 : tensor<2xf8E4M3FN>
  // CHECK: stablehlo.negate %{{.*}} : tensor<2xf4E2M1FN>
  %3 = stablehlo.negate %f4 : tensor<2xf4E2M1FN>
  // CHECK: stablehlo.sqrt %{{.*}} : tensor<?x2xbf16>
  %4 = stablehlo.sqrt %bf : tensor<?x2xbf16>
  // CHECK: stablehlo.abs %{{.*}} : tensor<?xf32, #stablehlo.bounds<8>>
  %5 = stablehlo.abs %bounded : tensor<?xf32, #stablehlo.bounds<8>>
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  %6 = stablehlo.add %q, %q : tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  // CHECK: stablehlo.uniform_quantize %{{.*}} : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  %7 = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xf32>
  %8 = stablehlo.uniform_quantize %7 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  // Requantizing to the same type writes the type once.
  // CHECK: stablehlo.uniform_quantize %{{.*}} : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  %9 = stablehlo.uniform_quantize %q : tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  func.return
}
