// RUN: fold-opt --interpret --split-input-file %s

// FLOAT: NaN is unordered, -0.0 equals +0.0.
func.func @compare_float_ieee() {
  // lhs: NaN, -0.0, 1.0, -inf, 2.0
  // rhs: NaN,  0.0, NaN, -inf, 3.0
  %a = stablehlo.constant dense<[0x7FC00000, -0.0, 1.0, 0xFF800000, 2.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[0x7FC00000, 0.0, 0x7FC00000, 0xFF800000, 3.0]> : tensor<5xf32>
  %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %eq, dense<[false, true, false, true, false]> : tensor<5xi1>
  %ne = stablehlo.compare NE, %a, %b : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %ne, dense<[true, false, true, false, true]> : tensor<5xi1>
  %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %lt, dense<[false, false, false, false, true]> : tensor<5xi1>
  %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  check.expect_eq_const %ge, dense<[false, true, false, true, false]> : tensor<5xi1>
  func.return
}

// -----

// TOTALORDER: -NaN < -inf < -1 < -0 < +0 < 1 < +inf < +NaN.
func.func @compare_total_order() {
  %a = stablehlo.constant dense<[0xFFF8000000000000, 0xFFF0000000000000, -0.0, 0.0, 0x7FF8000000000000, 0x7FF8000000000000, 1.0]> : tensor<7xf64>
  %b = stablehlo.constant dense<[0xFFF0000000000000, -1.0, 0.0, -0.0, 0x7FF0000000000000, 0x7FF8000000000000, 1.0]> : tensor<7xf64>
  %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %lt, dense<[true, true, true, false, false, false, false]> : tensor<7xi1>
  %eq = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %eq, dense<[false, false, false, false, false, true, true]> : tensor<7xi1>
  %gt = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %gt, dense<[false, false, false, true, true, false, false]> : tensor<7xi1>
  func.return
}

// -----

func.func @compare_total_order_bf16() {
  %a = stablehlo.constant dense<[0xFFC0, -0.0, 2.0]> : tensor<3xbf16>
  %b = stablehlo.constant dense<[0xFF80, 0.0, 0x7FC0]> : tensor<3xbf16>
  %le = stablehlo.compare LE, %a, %b, TOTALORDER : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  check.expect_eq_const %le, dense<[true, true, true]> : tensor<3xi1>
  func.return
}

// -----

// Integers: the order follows the signedness (compare_c3 ties compare_type to
// it); comparing the same bits unsigned takes a bitcast_convert.
func.func @compare_integers() {
  %a = stablehlo.constant dense<[-1, 7, -8]> : tensor<3xi4>
  %b = stablehlo.constant dense<[1, -8, -8]> : tensor<3xi4>
  %lt = stablehlo.compare LT, %a, %b : (tensor<3xi4>, tensor<3xi4>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[true, false, false]> : tensor<3xi1>
  %au = stablehlo.bitcast_convert %a : (tensor<3xi4>) -> tensor<3xui4>
  %bu = stablehlo.bitcast_convert %b : (tensor<3xi4>) -> tensor<3xui4>
  %ltu = stablehlo.compare LT, %au, %bu, UNSIGNED : (tensor<3xui4>, tensor<3xui4>) -> tensor<3xi1>
  check.expect_eq_const %ltu, dense<[false, true, false]> : tensor<3xi1>
  %u = stablehlo.constant dense<[3, 0]> : tensor<2xui2>
  %v = stablehlo.constant dense<[1, 0]> : tensor<2xui2>
  %gt = stablehlo.compare GT, %u, %v : (tensor<2xui2>, tensor<2xui2>) -> tensor<2xi1>
  check.expect_eq_const %gt, dense<[true, false]> : tensor<2xi1>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %q = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %pq = stablehlo.compare GT, %p, %q : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %pq, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

func.func @compare_complex() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (-0.0, 0.0), (1.0, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 3.0), (0.0, -0.0), (1.0, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<[false, true, false]> : tensor<3xi1>
  %ne = stablehlo.compare NE, %a, %b, FLOAT : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
  check.expect_eq_const %ne, dense<[true, false, true]> : tensor<3xi1>
  func.return
}

// -----

func.func @select_forms() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %t = stablehlo.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf16>
  %f = stablehlo.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf16>
  %r = stablehlo.select %p, %t, %f : tensor<3xi1>, tensor<3xf16>
  check.expect_eq_const %r, dense<[1.5, -2.0, 3.5]> : tensor<3xf16>
  %s = stablehlo.constant dense<true> : tensor<i1>
  %ct = stablehlo.constant dense<[(1.0, 1.0), (2.0, 2.0)]> : tensor<2xcomplex<f64>>
  %cf = stablehlo.constant dense<[(0.0, 0.0), (0.0, 0.0)]> : tensor<2xcomplex<f64>>
  %rs = stablehlo.select %s, %ct, %cf : tensor<i1>, tensor<2xcomplex<f64>>
  check.expect_eq_const %rs, dense<[(1.0, 1.0), (2.0, 2.0)]> : tensor<2xcomplex<f64>>
  %it = stablehlo.constant dense<[1, 2]> : tensor<2xi4>
  %if = stablehlo.constant dense<[-1, -2]> : tensor<2xi4>
  %pi = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  %ri = stablehlo.select %pi, %it, %if : tensor<2xi1>, tensor<2xi4>
  check.expect_eq_const %ri, dense<[-1, 2]> : tensor<2xi4>
  func.return
}

// -----

func.func @clamp_forms() {
  %lo = stablehlo.constant dense<-1.0> : tensor<f32>
  %x = stablehlo.constant dense<[-5.0, 0.5, 5.0, 0x7FC00000]> : tensor<4xf32>
  %hi = stablehlo.constant dense<[1.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const %r, dense<[-1.0, 0.5, 2.0, 0x7FC00000]> : tensor<4xf32>
  %ilo = stablehlo.constant dense<[0, 1]> : tensor<2xui2>
  %ix = stablehlo.constant dense<[3, 0]> : tensor<2xui2>
  %ihi = stablehlo.constant dense<2> : tensor<ui2>
  %ri = stablehlo.clamp %ilo, %ix, %ihi : (tensor<2xui2>, tensor<2xui2>, tensor<ui2>) -> tensor<2xui2>
  check.expect_eq_const %ri, dense<[2, 1]> : tensor<2xui2>
  func.return
}

// -----

func.func @is_finite_and_parts() {
  %x = stablehlo.constant dense<[1.0, 0x7C00, 0xFC00, 0x7E00, -0.0]> : tensor<5xf16>
  %f = stablehlo.is_finite %x : (tensor<5xf16>) -> tensor<5xi1>
  check.expect_eq_const %f, dense<[true, false, false, false, true]> : tensor<5xi1>
  %y = stablehlo.constant dense<[448.0, 0x7F]> : tensor<2xf8E4M3FN>
  %g = stablehlo.is_finite %y : (tensor<2xf8E4M3FN>) -> tensor<2xi1>
  check.expect_eq_const %g, dense<[true, false]> : tensor<2xi1>
  %re = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %im = stablehlo.constant dense<[3.0, 0x7FC00000]> : tensor<2xf32>
  %z = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %z, dense<[(1.0, 3.0), (-2.0, 0x7FC00000)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[1.0, -2.0]> : tensor<2xf32>
  %i = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_almost_eq_const %i, dense<[3.0, 0x7FC00000]> : tensor<2xf32>
  %ir = stablehlo.imag %re : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %ir, dense<[0.0, 0.0]> : tensor<2xf32>
  %rr = stablehlo.real %re : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %rr, dense<[1.0, -2.0]> : tensor<2xf32>
  func.return
}
