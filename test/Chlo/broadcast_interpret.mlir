// RUN: fold-opt --interpret --split-input-file %s

// Values of the broadcasting chlo ops: each broadcasts its operands and runs
// the kernel of the op it names.

func.func @numpy_add() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %r = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %r, dense<[[11.0, 22.0, 33.0], [14.0, 25.0, 36.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// broadcast_dimensions maps the rank-1 operand onto dimension 0.
func.func @explicit_dims_subtract() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %r = chlo.broadcast_subtract %b, %a {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[9, 8, 7], [16, 15, 14]]> : tensor<2x3xi32>
  func.return
}

// -----

// Both operands stretch: [2,1] x [1,3] -> [2,3].
func.func @both_stretch_multiply() {
  %a = stablehlo.constant dense<[[2], [3]]> : tensor<2x1xi8>
  %b = stablehlo.constant dense<[[1, -1, 100]]> : tensor<1x3xi8>
  %r = chlo.broadcast_multiply %a, %b : (tensor<2x1xi8>, tensor<1x3xi8>) -> tensor<2x3xi8>
  check.expect_eq_const %r, dense<[[2, -2, -56], [3, -3, 44]]> : tensor<2x3xi8>
  func.return
}

// -----

// Integer division by zero and remainder follow stablehlo's kernels.
func.func @divide_remainder() {
  %a = stablehlo.constant dense<[7, -7, 5]> : tensor<3xi32>
  %b = stablehlo.constant dense<0> : tensor<i32>
  %c = stablehlo.constant dense<2> : tensor<i32>
  %d = chlo.broadcast_divide %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %d, dense<-1> : tensor<3xi32>
  %m = chlo.broadcast_remainder %a, %c : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %m, dense<[1, -1, 1]> : tensor<3xi32>
  func.return
}

// -----

// IEEE maximum / minimum: NaN propagates, -0 < +0.
func.func @max_min_special() {
  %a = stablehlo.constant dense<[0x7FC00000, -0.0, 1.0, 0x7F800000]> : tensor<4xf32>
  %b = stablehlo.constant dense<0.0> : tensor<f32>
  %mx = chlo.broadcast_maximum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %mx, dense<[0x7FC00000, 0.0, 1.0, 0x7F800000]> : tensor<4xf32>
  %mn = chlo.broadcast_minimum %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %mn, dense<[0x7FC00000, -0.0, 0.0, 0.0]> : tensor<4xf32>
  func.return
}

// -----

func.func @atan2_power() {
  %y = stablehlo.constant dense<[[1.0], [-1.0]]> : tensor<2x1xf64>
  %x = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf64>
  %r = chlo.broadcast_atan2 %y, %x : (tensor<2x1xf64>, tensor<2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %r, dense<[[0.7853981633974483, 2.356194490192345], [-0.7853981633974483, -2.356194490192345]]> : tensor<2x2xf64>, tolerance = 1.0e-15
  %b = stablehlo.constant dense<2.0> : tensor<f64>
  %p = chlo.broadcast_power %x, %b : (tensor<2xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %p, dense<[1.0, 1.0]> : tensor<2xf64>
  func.return
}

// -----

func.func @shifts() {
  %a = stablehlo.constant dense<[-16, 16]> : tensor<2xi8>
  %s = stablehlo.constant dense<[[1], [9]]> : tensor<2x1xi8>
  %l = chlo.broadcast_shift_left %a, %s : (tensor<2xi8>, tensor<2x1xi8>) -> tensor<2x2xi8>
  check.expect_eq_const %l, dense<[[-32, 32], [0, 0]]> : tensor<2x2xi8>
  %ra = chlo.broadcast_shift_right_arithmetic %a, %s : (tensor<2xi8>, tensor<2x1xi8>) -> tensor<2x2xi8>
  check.expect_eq_const %ra, dense<[[-8, 8], [-1, 0]]> : tensor<2x2xi8>
  %rl = chlo.broadcast_shift_right_logical %a, %s : (tensor<2xi8>, tensor<2x1xi8>) -> tensor<2x2xi8>
  check.expect_eq_const %rl, dense<[[120, 8], [0, 0]]> : tensor<2x2xi8>
  func.return
}

// -----

func.func @logical() {
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %q = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %a = chlo.broadcast_and %p, %q : (tensor<2xi1>, tensor<2x1xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %a, dense<[[true, false], [false, false]]> : tensor<2x2xi1>
  %o = chlo.broadcast_or %p, %q : (tensor<2xi1>, tensor<2x1xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %o, dense<[[true, true], [true, false]]> : tensor<2x2xi1>
  %i = stablehlo.constant dense<[12, 10]> : tensor<2xui8>
  %j = stablehlo.constant dense<6> : tensor<ui8>
  %x = chlo.broadcast_xor %i, %j : (tensor<2xui8>, tensor<ui8>) -> tensor<2xui8>
  check.expect_eq_const %x, dense<[10, 12]> : tensor<2xui8>
  func.return
}

// -----

func.func @complex() {
  %re = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %im = stablehlo.constant dense<-0.0> : tensor<f32>
  %z = chlo.broadcast_complex %re, %im : (tensor<2xf32>, tensor<f32>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %z, dense<[(1.0, -0.0), (2.0, -0.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Default compare types: FLOAT (NaN unordered), SIGNED, UNSIGNED; and an
// explicit TOTALORDER.
func.func @compare() {
  %a = stablehlo.constant dense<[1.0, 0x7FC00000, -0.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %lt = chlo.broadcast_compare %a, %z {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[false, false, false]> : tensor<3xi1>
  %ne = chlo.broadcast_compare %a, %z {comparison_direction = #chlo<comparison_direction NE>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, true, false]> : tensor<3xi1>
  %tlt = chlo.broadcast_compare %a, %z {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  check.expect_eq_const %tlt, dense<[false, false, true]> : tensor<3xi1>
  %i = stablehlo.constant dense<[-1, 1]> : tensor<2xi32>
  %u = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %zu = stablehlo.constant dense<2> : tensor<ui8>
  %gi = chlo.broadcast_compare %i, %zi {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2xi32>, tensor<i32>) -> tensor<2xi1>
  check.expect_eq_const %gi, dense<[false, true]> : tensor<2xi1>
  %gu = chlo.broadcast_compare %u, %zu {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type NOTYPE>} : (tensor<2xui8>, tensor<ui8>) -> tensor<2xi1>
  check.expect_eq_const %gu, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @select() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %t = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %f = stablehlo.constant dense<0> : tensor<i32>
  %r = chlo.broadcast_select %p, %t, %f : (tensor<3xi1>, tensor<2x1xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[1, 0, 1], [2, 0, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @next_after_zeta_polygamma() {
  %x = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[[2.0], [-1.0]]> : tensor<2x1xf32>
  %r = chlo.broadcast_next_after %x, %y : (tensor<2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[1.00000012, 1.401300e-45], [0.99999994, -1.401300e-45]]> : tensor<2x2xf32>
  %s = stablehlo.constant dense<2.0> : tensor<f64>
  %q = stablehlo.constant dense<[1.0, 0.5]> : tensor<2xf64>
  %z = chlo.broadcast_zeta %s, %q : (tensor<f64>, tensor<2xf64>) -> tensor<2xf64>
  check.expect_almost_eq_const %z, dense<[1.6449340668482264, 4.934802200544679]> : tensor<2xf64>, tolerance = 1.0e-14
  %n = stablehlo.constant dense<[[0.0], [1.0]]> : tensor<2x1xf64>
  %p = chlo.broadcast_polygamma %n, %q : (tensor<2x1xf64>, tensor<2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %p, dense<[[-0.5772156649015329, -1.9635100260214235], [1.6449340668482264, 4.934802200544679]]> : tensor<2x2xf64>, tolerance = 1.0e-14
  func.return
}

// -----

// Operands of one static shape are not broadcast: CHLO lowers the op to the
// plain op, so broadcast_dimensions is not read (here it would otherwise
// transpose the lhs, or be of the wrong length).
func.func @same_shape_ignores_broadcast_dimensions() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %r = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[11, 22], [33, 44]]> : tensor<2x2xi32>
  %s = chlo.broadcast_compare %a, %b {broadcast_dimensions = array<i64: 1>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  check.expect_eq_const %s, dense<true> : tensor<2x2xi1>
  func.return
}
