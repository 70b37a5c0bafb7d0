// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid elementwise programs the verifiers must accept: dynamic (`?`) and
// bounded dimensions, quantized element types.

// CHECK-LABEL: func.func @dynamic_and_bounded
func.func @dynamic_and_bounded(%a: tensor<?x2xf32>, %b: tensor<3x?xf32>,
    %c: tensor<?xf32, #stablehlo.bounds<4>>, %d: tensor<4xf32>) {
  // CHECK: stablehlo.add
  %0 = stablehlo.add %a, %b : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<3x2xf32>
  // CHECK: stablehlo.subtract
  %1 = stablehlo.subtract %c, %d : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<4xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  // CHECK: stablehlo.exponential
  %2 = stablehlo.exponential %a : (tensor<?x2xf32>) -> tensor<5x2xf32>
  // CHECK: stablehlo.compare
  %3 = stablehlo.compare GE, %c, %d, TOTALORDER : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<4xf32>) -> tensor<?xi1>
  func.return
}

// -----

// CHECK-LABEL: func.func @quantized_arithmetic
func.func @quantized_arithmetic(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>,
    %b: tensor<2x!quant.uniform<i8:f32, 0.25:-1>>,
    %p: tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) {
  // Different scales: same baseline type.
  // CHECK: stablehlo.add
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:0>>
  // Per-tensor plus per-axis gives per-axis (add_c5).
  // CHECK: stablehlo.add
  %1 = stablehlo.add %a, %p : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:3, 0.2:1}>>
  // CHECK: stablehlo.multiply
  %2 = stablehlo.multiply %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2x!quant.uniform<i8:f32, 0.2:0>>
  // CHECK: stablehlo.tanh
  %3 = stablehlo.tanh %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.01:-3>>
  // CHECK: stablehlo.abs
  %4 = stablehlo.abs %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:0>>
  // CHECK: stablehlo.compare
  %5 = stablehlo.compare LT, %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.25:-1>>) -> tensor<2xi1>
  func.return
}

// -----

// CHECK-LABEL: func.func @quantize_dequantize
func.func @quantize_dequantize(%x: tensor<?x2xf32>, %q: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) {
  // CHECK: stablehlo.uniform_quantize
  %0 = stablehlo.uniform_quantize %x : (tensor<?x2xf32>) -> tensor<?x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>
  // CHECK: stablehlo.uniform_quantize
  %1 = stablehlo.uniform_quantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i16:f32, 0.1:0>>
  // CHECK: stablehlo.uniform_dequantize
  %2 = stablehlo.uniform_dequantize %0 : (tensor<?x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) -> tensor<?x2xf32>
  // A dynamic quantization dimension is not checked against the scales.
  // CHECK: stablehlo.add
  %3 = stablehlo.add %0, %0 : tensor<?x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>
  func.return
}

// -----

// CHECK-LABEL: func.func @complex_parts
func.func @complex_parts(%z: tensor<?xcomplex<f64>>, %x: tensor<3xf32>) {
  // CHECK: stablehlo.abs
  %0 = stablehlo.abs %z : (tensor<?xcomplex<f64>>) -> tensor<3xf64>
  // CHECK: stablehlo.real
  %1 = stablehlo.real %z : (tensor<?xcomplex<f64>>) -> tensor<?xf64>
  // CHECK: stablehlo.imag
  %2 = stablehlo.imag %x : (tensor<3xf32>) -> tensor<3xf32>
  // CHECK: stablehlo.complex
  %3 = stablehlo.complex %1, %1 : tensor<?xcomplex<f64>>
  // CHECK: stablehlo.is_finite
  %4 = stablehlo.is_finite %x : (tensor<3xf32>) -> tensor<3xi1>
  func.return
}

// -----

// CHECK-LABEL: func.func @select_clamp
func.func @select_clamp(%p: tensor<i1>, %pv: tensor<?xi1>, %a: tensor<3xf32>,
    %b: tensor<?xf32>, %s: tensor<f32>) {
  // CHECK: stablehlo.select
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  // CHECK: stablehlo.select
  %1 = stablehlo.select %pv, %a, %a : tensor<?xi1>, tensor<3xf32>
  // CHECK: stablehlo.clamp
  %2 = stablehlo.clamp %s, %b, %a : (tensor<f32>, tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @bitcasts
func.func @bitcasts(%a: tensor<2xf32>, %b: tensor<?x4xi8>, %z: tensor<complex<f32>>,
    %q: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // CHECK: stablehlo.bitcast_convert
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x4xi8>
  // CHECK: stablehlo.bitcast_convert
  %1 = stablehlo.bitcast_convert %b : (tensor<?x4xi8>) -> tensor<?xf32>
  // CHECK: stablehlo.bitcast_convert
  %2 = stablehlo.bitcast_convert %z : (tensor<complex<f32>>) -> tensor<complex<f32>>
  // CHECK: stablehlo.bitcast_convert
  %3 = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xui8>
  // CHECK: stablehlo.bitcast_convert
  %4 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x?xi16>
  func.return
}

// -----

// CHECK-LABEL: func.func @reduce_precision_quantized
func.func @reduce_precision_quantized(%q: tensor<?x!quant.uniform<i8:f32, 0.5:3>>) {
  // CHECK: stablehlo.reduce_precision
  %0 = stablehlo.reduce_precision %q, format = e5m2 : (tensor<?x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.25:1>>
  func.return
}
