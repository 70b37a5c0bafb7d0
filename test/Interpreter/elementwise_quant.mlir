// RUN: fold-opt --interpret --split-input-file %s

// quantize: round_nearest_even(x / scale + zero_point), clamped to storage.
func.func @quantize_per_tensor() {
  %x = stablehlo.constant dense<[0.0, 1.25, 1.75, -100.0, 100.0, 0x7FC00000]> : tensor<6xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8:f32, 0.5:3>>
  %s = stablehlo.bitcast_convert %q : (tensor<6x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<6xi8>
  // The zero point is added before rounding: 1.25 / 0.5 + 3 = 5.5 -> 6 and
  // 1.75 / 0.5 + 3 = 6.5 -> 6 (ties to even). NaN stores 0.
  check.expect_eq_const %s, dense<[3, 6, 6, -128, 127, 0]> : tensor<6xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<6x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<6xf32>
  check.expect_eq_const %d, dense<[0.0, 1.5, 1.5, -65.5, 62.0, -1.5]> : tensor<6xf32>
  func.return
}

// -----

// Narrow storage ranges clamp: i8 restricted to [-4, 4], ui4.
func.func @quantize_storage_ranges() {
  %x = stablehlo.constant dense<[-10.0, 10.0, 1.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8<-4:4>:f32, 1.0>>
  %s = stablehlo.bitcast_convert %q : (tensor<3x!quant.uniform<i8<-4:4>:f32, 1.0>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[-4, 4, 1]> : tensor<3xi8>
  %u = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<u4:f32, 2.0:8>>
  %us = stablehlo.bitcast_convert %u : (tensor<3x!quant.uniform<u4:f32, 2.0:8>>) -> tensor<3xui4>
  check.expect_eq_const %us, dense<[3, 13, 8]> : tensor<3xui4>
  func.return
}

// -----

// Per-axis: each column has its own scale and zero point.
func.func @quantize_per_axis() {
  %x = stablehlo.constant dense<[[1.0, 1.0], [2.0, -2.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:-10}>>
  %s = stablehlo.bitcast_convert %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:-10}>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[2, -6], [4, -18]]> : tensor<2x2xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:-10}>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[1.0, 1.0], [2.0, -2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Requantization goes through the expressed type.
func.func @requantize() {
  %s = stablehlo.constant dense<[10, -10]> : tensor<2xi8>
  %q = stablehlo.bitcast_convert %s : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x!quant.uniform<i16:f32, 0.125:100>>
  %rs = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i16:f32, 0.125:100>>) -> tensor<2xi16>
  check.expect_eq_const %rs, dense<[120, 80]> : tensor<2xi16>
  func.return
}

// -----

// Other ops on quantized tensors: dequantize, compute in float, quantize to
// the result type.
func.func @quantized_elementwise() {
  %a = stablehlo.constant dense<[4, 8, -6]> : tensor<3xi8>
  %b = stablehlo.constant dense<[2, 2, 2]> : tensor<3xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<3xi8>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.bitcast_convert %b : (tensor<3xi8>) -> tensor<3x!quant.uniform<i8:f32, 1.0:1>>
  // a = [2, 4, -3], b = [1, 1, 1]
  %sum = stablehlo.add %qa, %qb : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 1.0:1>>) -> tensor<3x!quant.uniform<i8:f32, 0.25>>
  %ss = stablehlo.bitcast_convert %sum : (tensor<3x!quant.uniform<i8:f32, 0.25>>) -> tensor<3xi8>
  check.expect_eq_const %ss, dense<[12, 20, -8]> : tensor<3xi8>
  %neg = stablehlo.negate %qa : tensor<3x!quant.uniform<i8:f32, 0.5>>
  %ns = stablehlo.bitcast_convert %neg : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xi8>
  check.expect_eq_const %ns, dense<[-4, -8, 6]> : tensor<3xi8>
  %sq = stablehlo.sqrt %qa : tensor<3x!quant.uniform<i8:f32, 0.5>>
  %sqs = stablehlo.bitcast_convert %sq : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xi8>
  // sqrt(2) = 1.414 -> 2.83 -> 3; sqrt(4) = 2 -> 4; sqrt(-3) = NaN -> 0.
  check.expect_eq_const %sqs, dense<[3, 4, 0]> : tensor<3xi8>
  %lt = stablehlo.compare LT, %qa, %qa : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[false, false, false]> : tensor<3xi1>
  func.return
}

// -----

// The storage maximum of i32 is not a float: the result still saturates at
// it (2147483647), not beyond.
func.func @quantize_i32_saturates() {
  %x = stablehlo.constant dense<[1.0e20, -1.0e20]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i32:f32, 1.0>>
  %s = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<i32:f32, 1.0>>) -> tensor<2xi32>
  check.expect_eq_const %s, dense<[2147483647, -2147483648]> : tensor<2xi32>
  func.return
}

// -----

// select and clamp on quantized tensors, and a per-axis operand through the
// generic dequantize -> op -> quantize path.
func.func @quantized_select_clamp_per_axis() {
  %a = stablehlo.constant dense<[10, 20]> : tensor<2xi8>
  %b = stablehlo.constant dense<[-10, -20]> : tensor<2xi8>
  %qa = stablehlo.bitcast_convert %a : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.bitcast_convert %b : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %p = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  %s = stablehlo.select %p, %qa, %qb : tensor<2xi1>, tensor<2x!quant.uniform<i8:f32, 0.5>>
  %ss = stablehlo.bitcast_convert %s : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xi8>
  check.expect_eq_const %ss, dense<[-10, 20]> : tensor<2xi8>
  %lo = stablehlo.constant dense<-2> : tensor<i8>
  %qlo = stablehlo.bitcast_convert %lo : (tensor<i8>) -> tensor<!quant.uniform<i8:f32, 0.5>>
  %c = stablehlo.clamp %qlo, %qb, %qa : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %cs = stablehlo.bitcast_convert %c : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xi8>
  check.expect_eq_const %cs, dense<[-2, -2]> : tensor<2xi8>
  %x = stablehlo.constant dense<[[2, 2], [4, 4]]> : tensor<2x2xi8>
  %qx = stablehlo.bitcast_convert %x : (tensor<2x2xi8>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>>
  %n = stablehlo.add %qx, %qx : tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>>
  %ns = stablehlo.bitcast_convert %n : (tensor<2x2x!quant.uniform<i8:f32:0, {1.0, 0.5}>>) -> tensor<2x2xi8>
  check.expect_eq_const %ns, dense<[[4, 4], [8, 8]]> : tensor<2x2xi8>
  func.return
}
