// RUN: fold-opt --interpret --split-input-file %s

// Integers wrap at their width, sub-byte widths included.
func.func @integer_arith_i4() {
  %a = stablehlo.constant dense<[7, -8, 5, -3]> : tensor<4xi4>
  %b = stablehlo.constant dense<[1, -1, 3, 2]> : tensor<4xi4>
  %s = stablehlo.add %a, %b : tensor<4xi4>
  check.expect_eq_const %s, dense<[-8, 7, -8, -1]> : tensor<4xi4>
  %d = stablehlo.subtract %a, %b : tensor<4xi4>
  check.expect_eq_const %d, dense<[6, -7, 2, -5]> : tensor<4xi4>
  %m = stablehlo.multiply %a, %b : tensor<4xi4>
  check.expect_eq_const %m, dense<[7, -8, -1, -6]> : tensor<4xi4>
  %q = stablehlo.divide %a, %b : tensor<4xi4>
  check.expect_eq_const %q, dense<[7, -8, 1, -1]> : tensor<4xi4>
  %r = stablehlo.remainder %a, %b : tensor<4xi4>
  check.expect_eq_const %r, dense<[0, 0, 2, -1]> : tensor<4xi4>
  %n = stablehlo.negate %a : tensor<4xi4>
  check.expect_eq_const %n, dense<[-7, -8, -5, 3]> : tensor<4xi4>
  %abs = stablehlo.abs %a : tensor<4xi4>
  check.expect_eq_const %abs, dense<[7, -8, 5, 3]> : tensor<4xi4>
  func.return
}

// -----

func.func @integer_arith_ui2_and_division_by_zero() {
  %a = stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xui2>
  %b = stablehlo.constant dense<[1, 3, 0, 0]> : tensor<4xui2>
  %s = stablehlo.add %a, %b : tensor<4xui2>
  check.expect_eq_const %s, dense<[0, 1, 1, 0]> : tensor<4xui2>
  %q = stablehlo.divide %a, %b : tensor<4xui2>
  check.expect_eq_const %q, dense<[3, 0, 3, 3]> : tensor<4xui2>
  %r = stablehlo.remainder %a, %b : tensor<4xui2>
  check.expect_eq_const %r, dense<[0, 2, 1, 0]> : tensor<4xui2>
  %x = stablehlo.constant dense<[-128, 5]> : tensor<2xi8>
  %y = stablehlo.constant dense<[-1, 0]> : tensor<2xi8>
  %qq = stablehlo.divide %x, %y : tensor<2xi8>
  check.expect_eq_const %qq, dense<[-128, -1]> : tensor<2xi8>
  %rr = stablehlo.remainder %x, %y : tensor<2xi8>
  check.expect_eq_const %rr, dense<[0, 5]> : tensor<2xi8>
  func.return
}

// -----

func.func @booleans() {
  %a = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %b = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %and = stablehlo.and %a, %b : tensor<4xi1>
  check.expect_eq_const %and, dense<[true, false, false, false]> : tensor<4xi1>
  %or = stablehlo.or %a, %b : tensor<4xi1>
  check.expect_eq_const %or, dense<[true, true, true, false]> : tensor<4xi1>
  %xor = stablehlo.xor %a, %b : tensor<4xi1>
  check.expect_eq_const %xor, dense<[false, true, true, false]> : tensor<4xi1>
  %not = stablehlo.not %a : tensor<4xi1>
  check.expect_eq_const %not, dense<[false, false, true, true]> : tensor<4xi1>
  %add = stablehlo.add %a, %b : tensor<4xi1>
  check.expect_eq_const %add, dense<[true, true, true, false]> : tensor<4xi1>
  %mul = stablehlo.multiply %a, %b : tensor<4xi1>
  check.expect_eq_const %mul, dense<[true, false, false, false]> : tensor<4xi1>
  func.return
}

// -----

// maximum / minimum: NaN wins, -0.0 < +0.0.
func.func @float_max_min() {
  %a = stablehlo.constant dense<[-0.0, 0.0, 0x7FF8000000000000, 1.0]> : tensor<4xf64>
  %b = stablehlo.constant dense<[0.0, -0.0, 1.0, 0xFFF0000000000000]> : tensor<4xf64>
  %mx = stablehlo.maximum %a, %b : tensor<4xf64>
  %mxb = stablehlo.bitcast_convert %mx : (tensor<4xf64>) -> tensor<4xui64>
  check.expect_eq_const %mxb, dense<[0, 0, 9221120237041090560, 4607182418800017408]> : tensor<4xui64>
  %mn = stablehlo.minimum %a, %b : tensor<4xf64>
  %mnb = stablehlo.bitcast_convert %mn : (tensor<4xf64>) -> tensor<4xui64>
  check.expect_eq_const %mnb, dense<[9223372036854775808, 9223372036854775808, 9221120237041090560, 18442240474082181120]> : tensor<4xui64>
  func.return
}

// -----

// bf16 / f16 / f8 arithmetic rounds once to nearest even.
func.func @narrow_float_arith() {
  %a = stablehlo.constant dense<[1.0, 256.0, 0x7F80]> : tensor<3xbf16>
  %b = stablehlo.constant dense<[0.00390625, 1.0, 0xFF80]> : tensor<3xbf16>
  %s = stablehlo.add %a, %b : tensor<3xbf16>
  // 1 + 2^-8 is a tie in bf16 (rounds to 1.0); 256 + 1 ties to 256; inf - inf = NaN.
  check.expect_almost_eq_const %s, dense<[1.0, 256.0, 0x7FC0]> : tensor<3xbf16>
  %x = stablehlo.constant dense<[65504.0, 3.0, -0.0]> : tensor<3xf16>
  %y = stablehlo.constant dense<[2.0, 0.0, 5.0]> : tensor<3xf16>
  %m = stablehlo.multiply %x, %y : tensor<3xf16>
  check.expect_almost_eq_const %m, dense<[0x7C00, 0.0, -0.0]> : tensor<3xf16>
  %dv = stablehlo.divide %x, %y : tensor<3xf16>
  check.expect_almost_eq_const %dv, dense<[32752.0, 0x7C00, -0.0]> : tensor<3xf16>
  %p = stablehlo.constant dense<[448.0, 1.0]> : tensor<2xf8E4M3FN>
  %q = stablehlo.constant dense<[32.0, 0.0625]> : tensor<2xf8E4M3FN>
  %r = stablehlo.add %p, %q : tensor<2xf8E4M3FN>
  // 480 rounds to 512, beyond 448: NaN in this format (no infinity).
  check.expect_almost_eq_const %r, dense<[0x7F, 1.0]> : tensor<2xf8E4M3FN>
  func.return
}

// -----

func.func @complex_arith() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %b = stablehlo.constant dense<[(0.0, 1.0), (1.0, 1.0)]> : tensor<2xcomplex<f64>>
  %m = stablehlo.multiply %a, %b : tensor<2xcomplex<f64>>
  check.expect_eq_const %m, dense<[(-2.0, 1.0), (7.0, -1.0)]> : tensor<2xcomplex<f64>>
  %d = stablehlo.divide %a, %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %d, dense<[(2.0, -1.0), (-0.5, -3.5)]> : tensor<2xcomplex<f64>>
  %abs = stablehlo.abs %a : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  check.expect_almost_eq_const %abs, dense<[2.2360679774997898, 5.0]> : tensor<2xf64>
  %n = stablehlo.negate %a : tensor<2xcomplex<f64>>
  check.expect_eq_const %n, dense<[(-1.0, -2.0), (-3.0, 4.0)]> : tensor<2xcomplex<f64>>
  func.return
}
