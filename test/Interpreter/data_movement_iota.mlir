// RUN: fold-opt --interpret --split-input-file %s

func.func @iota_i32_inner() {
  %r = stablehlo.iota dim = 1 : tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @iota_f16_outer() {
  %r = stablehlo.iota dim = 0 : tensor<3x2xf16>
  check.expect_eq_const %r, dense<[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]> : tensor<3x2xf16>
  func.return
}

// -----

// Narrow integers wrap around.
func.func @iota_i4_wraps() {
  %r = stablehlo.iota dim = 0 : tensor<10xi4>
  check.expect_eq_const %r, dense<[0, 1, 2, 3, 4, 5, 6, 7, -8, -7]> : tensor<10xi4>
  %u = stablehlo.iota dim = 0 : tensor<5xui2>
  check.expect_eq_const %u, dense<[0, 1, 2, 3, 0]> : tensor<5xui2>
  func.return
}

// -----

func.func @iota_complex_middle() {
  %r = stablehlo.iota dim = 1 : tensor<1x3x1xcomplex<f64>>
  check.expect_eq_const %r, dense<[[[(0.0, 0.0)], [(1.0, 0.0)], [(2.0, 0.0)]]]> : tensor<1x3x1xcomplex<f64>>
  func.return
}

// -----

func.func @iota_bf16_large() {
  %r = stablehlo.iota dim = 0 : tensor<4xbf16>
  check.expect_eq_const %r, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xbf16>
  func.return
}
