// RUN: fold-opt --interpret --split-input-file %s

// Quantized operands of the broadcasting chlo ops mean what they mean for
// the stablehlo op CHLO lowers each to: the operands are broadcast as stored,
// dequantized, the op runs on the expressed type and the result is quantized
// to the result type (dequantize_op_quantize).

// [1, 2] (stored 2, 4 at scale 0.5) + [[1], [3]] (stored 4, 12 at 0.25),
// into scale 0.5 with zero point 1: [[2, 3], [4, 5]] stores 5, 7, 9, 11.
func.func @add_broadcast() {
  %a = stablehlo.constant() <{value = dense<[2, 4]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %b = stablehlo.constant() <{value = dense<[[4], [12]]> : tensor<2x1xi8>}> : () -> tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>
  %r = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:1>>
  %s = stablehlo.bitcast_convert %r : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:1>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[5, 7], [9, 11]]> : tensor<2x2xi8>
  func.return
}

// -----

// The same values as the stablehlo op on operands broadcast beforehand.
func.func @multiply_matches_stablehlo() {
  %a = stablehlo.constant() <{value = dense<[[3], [-5]]> : tensor<2x1xi8>}> : () -> tensor<2x1x!quant.uniform<i8:f32, 5.000000e-01>>
  %b = stablehlo.constant() <{value = dense<[1, 7, -9]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>
  %r = chlo.broadcast_multiply %a, %b : (tensor<2x1x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
  %a2 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<2x1x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
  %b2 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
  %m = stablehlo.multiply %a2, %b2 : tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>
  %s = stablehlo.bitcast_convert %r : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x3xi8>
  %t = stablehlo.bitcast_convert %m : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x3xi8>
  check.expect_eq %s, %t : tensor<2x3xi8>
  // 1.5 * [0.5, 3.5, -4.5] = [0.75, 5.25, -6.75] -> stored 2 (1.5 rounds to
  // even), 10 (10.5), -14 (-13.5); -2.5 * ... = [-1.25, -8.75, 11.25] -> -2,
  // -18 (-17.5), 22 (22.5).
  check.expect_eq_const %s, dense<[[2, 10, -14], [-2, -18, 22]]> : tensor<2x3xi8>
  func.return
}

// -----

// Comparisons dequantize and compare as floats.
func.func @compare() {
  %a = stablehlo.constant() <{value = dense<[2, 4, 6]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>
  %b = stablehlo.constant() <{value = dense<8> : tensor<i8>}> : () -> tensor<!quant.uniform<i8:f32, 2.500000e-01>>
  %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<3xi1>
  check.expect_eq_const %r, dense<[true, false, false]> : tensor<3xi1>
  func.return
}
