// RUN: fold-opt --interpret --split-input-file %s

// Base dilation puts holes (init values) between the elements, padding adds
// init values at the edges.
func.func @reduce_window_dilated_padded_sum() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 2, 2>,
      padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>}
    : (tensor<3x3xi32>, tensor<i32>) -> tensor<5x5xi32>
  check.expect_eq_const %r, dense<[[1, 2, 2, 3, 3], [1, 2, 2, 3, 3], [4, 5, 5, 6, 6],
                                   [4, 5, 5, 6, 6], [7, 8, 8, 9, 9]]> : tensor<5x5xi32>
  func.return
}

// -----

// Padding positions hold the init value and take part in the reduction.
func.func @reduce_window_padding_counts_init() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %init = stablehlo.constant dense<10> : tensor<i64>
  %r = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}
    : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
  check.expect_eq_const %r, dense<[21, 13, 15, 23]> : tensor<4xi64>
  func.return
}

// -----

// 2x2 max pooling with stride 2.
func.func @reduce_window_max_pool_i32() {
  %x = stablehlo.constant dense<[[1, 5, 2, 0], [3, 4, 8, 1], [9, 0, 7, 6], [2, 2, 3, 3]]> : tensor<4x4xi32>
  %init = stablehlo.constant dense<-100> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %m = stablehlo.maximum %a, %b : tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}
    : (tensor<4x4xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[5, 8], [9, 7]]> : tensor<2x2xi32>
  func.return
}

// -----

// Negative padding crops; window dilation skips elements.
func.func @reduce_window_negative_padding_window_dilation() {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>,
      window_dilations = array<i64: 2>, padding = dense<[[-1, 0]]> : tensor<1x2xi64>}
    : (tensor<6xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[6, 10]> : tensor<2xi32>
  func.return
}

// -----

// Float products over 1x3 windows, fast and generic bodies.
func.func @reduce_window_product_f64() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %fast = "stablehlo.reduce_window"(%x, %one) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %p = stablehlo.multiply %a, %b : tensor<f64>
      stablehlo.return %p : tensor<f64>
  }) {window_dimensions = array<i64: 1, 3>} : (tensor<2x4xf64>, tensor<f64>) -> tensor<2x2xf64>
  %generic = "stablehlo.reduce_window"(%x, %one) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %p = stablehlo.reduce(%b init: %a) applies stablehlo.multiply across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
      stablehlo.return %p : tensor<f64>
  }) {window_dimensions = array<i64: 1, 3>} : (tensor<2x4xf64>, tensor<f64>) -> tensor<2x2xf64>
  check.expect_eq_const %fast, dense<[[6.0, 24.0], [210.0, 336.0]]> : tensor<2x2xf64>
  check.expect_eq_const %generic, dense<[[6.0, 24.0], [210.0, 336.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// Cumulative maximum of f32 with NaN: once a NaN enters a window the result
// is NaN.
func.func @reduce_window_cummax_nan_f32() {
  %x = stablehlo.constant dense<[1.0, 0x7FC00000, 3.0, 2.0]> : tensor<4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %ninf) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}
    : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_almost_eq_const %r, dense<[1.0, 0x7FC00000, 0x7FC00000, 3.0]> : tensor<4xf32>
  func.return
}

// -----

// Two inputs reduced together over windows (generic body).
func.func @reduce_window_variadic() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %r:2 = "stablehlo.reduce_window"(%a, %b, %z, %f) ({
    ^bb0(%acc0: tensor<i32>, %acc1: tensor<i1>, %x0: tensor<i32>, %x1: tensor<i1>):
      %s = stablehlo.reduce(%x0 init: %acc0) applies stablehlo.add across dimensions = [] : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %o = stablehlo.reduce(%x1 init: %acc1) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %s, %o : tensor<i32>, tensor<i1>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}
    : (tensor<4xi32>, tensor<4xi1>, tensor<i32>, tensor<i1>) -> (tensor<3xi32>, tensor<3xi1>)
  check.expect_eq_const %r#0, dense<[3, 5, 7]> : tensor<3xi32>
  check.expect_eq_const %r#1, dense<[true, false, true]> : tensor<3xi1>
  func.return
}

// -----

// A window larger than the padded input gives an empty result.
func.func @reduce_window_empty_result() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>} : (tensor<2xi32>, tensor<i32>) -> tensor<0xi32>
  check.expect_eq_const %r, dense<> : tensor<0xi32>
  func.return
}
