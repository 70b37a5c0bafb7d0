// RUN: fold-opt --interpret --split-input-file %s

// broadcast_in_dim: a row repeated.
func.func @broadcast_row() {
  %v = stablehlo.constant dense<[7, -8, 9]> : tensor<3xi32>
  %r = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[7, -8, 9], [7, -8, 9]]> : tensor<2x3xi32>
  func.return
}

// -----

// broadcast_in_dim: a size-1 operand dimension is expanded.
func.func @broadcast_expand_f32() {
  %v = stablehlo.constant dense<[[1.5], [-2.0]]> : tensor<2x1xf32>
  %r = stablehlo.broadcast_in_dim %v, dims = [0, 2] : (tensor<2x1xf32>) -> tensor<2x3x2xf32>
  check.expect_eq_const %r, dense<[[[1.5, 1.5], [1.5, 1.5], [1.5, 1.5]],
                                   [[-2.0, -2.0], [-2.0, -2.0], [-2.0, -2.0]]]> : tensor<2x3x2xf32>
  func.return
}

// -----

// broadcast_in_dim: a complex scalar (16-byte elements).
func.func @broadcast_complex_scalar() {
  %v = stablehlo.constant dense<(1.25, -3.0)> : tensor<complex<f64>>
  %r = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %r, dense<[(1.25, -3.0), (1.25, -3.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

func.func @broadcast_bool_column() {
  %v = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %r = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %r, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  func.return
}

// -----

// concatenate: sub-byte integers along dimension 0.
func.func @concatenate_i4() {
  %a = stablehlo.constant dense<[[-8, 7]]> : tensor<1x2xi4>
  %b = stablehlo.constant dense<[[1, 2], [3, -1]]> : tensor<2x2xi4>
  %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x2xi4>, tensor<2x2xi4>) -> tensor<3x2xi4>
  check.expect_eq_const %r, dense<[[-8, 7], [1, 2], [3, -1]]> : tensor<3x2xi4>
  func.return
}

// -----

// concatenate: f16 along an inner dimension, with an empty input.
func.func @concatenate_f16_inner() {
  %a = stablehlo.constant dense<[[1.0], [2.0]]> : tensor<2x1xf16>
  %e = stablehlo.constant dense<> : tensor<2x0xf16>
  %b = stablehlo.constant dense<[[3.0, 4.5], [5.0, 6.5]]> : tensor<2x2xf16>
  %r = stablehlo.concatenate %a, %e, %b, dim = 1 : (tensor<2x1xf16>, tensor<2x0xf16>, tensor<2x2xf16>) -> tensor<2x3xf16>
  check.expect_eq_const %r, dense<[[1.0, 3.0, 4.5], [2.0, 5.0, 6.5]]> : tensor<2x3xf16>
  func.return
}

// -----

func.func @reshape_ui2() {
  %v = stablehlo.constant dense<[[0, 1, 2], [3, 0, 1]]> : tensor<2x3xui2>
  %r = stablehlo.reshape %v : (tensor<2x3xui2>) -> tensor<3x2xui2>
  check.expect_eq_const %r, dense<[[0, 1], [2, 3], [0, 1]]> : tensor<3x2xui2>
  %s = stablehlo.reshape %r : (tensor<3x2xui2>) -> tensor<6xui2>
  check.expect_eq_const %s, dense<[0, 1, 2, 3, 0, 1]> : tensor<6xui2>
  func.return
}

// -----

func.func @transpose_f32() {
  %v = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r = stablehlo.transpose %v, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  check.expect_eq_const %r, dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>
  func.return
}

// -----

// transpose: rank 3, result[i, j, k] = operand[k, i, j].
func.func @transpose_rank3_bf16() {
  %v = stablehlo.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]],
                                 [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]> : tensor<2x2x3xbf16>
  %r = stablehlo.transpose %v, dims = [1, 2, 0] : (tensor<2x2x3xbf16>) -> tensor<2x3x2xbf16>
  check.expect_eq_const %r, dense<[[[1.0, 7.0], [2.0, 8.0], [3.0, 9.0]],
                                   [[4.0, 10.0], [5.0, 11.0], [6.0, 12.0]]]> : tensor<2x3x2xbf16>
  func.return
}

// -----

func.func @transpose_complex() {
  %v = stablehlo.constant dense<[[(1.0, 1.0), (2.0, -2.0)], [(3.0, 0.5), (4.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r = stablehlo.transpose %v, dims = [1, 0] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %r, dense<[[(1.0, 1.0), (3.0, 0.5)], [(2.0, -2.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @reverse_i64() {
  %v = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %a = stablehlo.reverse %v, dims = [1] : tensor<2x3xi64>
  check.expect_eq_const %a, dense<[[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi64>
  %b = stablehlo.reverse %v, dims = [0, 1] : tensor<2x3xi64>
  check.expect_eq_const %b, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi64>
  func.return
}

// -----

func.func @reverse_bool() {
  %v = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
  %r = stablehlo.reverse %v, dims = [0] : tensor<3xi1>
  check.expect_eq_const %r, dense<[false, false, true]> : tensor<3xi1>
  func.return
}

// -----

// slice: strides in both dimensions.
func.func @slice_strided_f64() {
  %v = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf64>
  %r = stablehlo.slice %v [0:3:2, 1:4:2] : (tensor<3x4xf64>) -> tensor<2x2xf64>
  check.expect_eq_const %r, dense<[[1.0, 3.0], [9.0, 11.0]]> : tensor<2x2xf64>
  func.return
}

// -----

func.func @slice_contiguous_i8() {
  %v = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi8>
  %r = stablehlo.slice %v [1:3, 0:2] : (tensor<3x3xi8>) -> tensor<2x2xi8>
  check.expect_eq_const %r, dense<[[4, 5], [7, 8]]> : tensor<2x2xi8>
  func.return
}

// -----

// pad: edges and interior.
func.func @pad_interior_i32() {
  %v = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %p = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.pad %v, %p, low = [1], high = [2], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<8xi32>
  check.expect_eq_const %r, dense<[0, 1, 0, 2, 0, 3, 0, 0]> : tensor<8xi32>
  func.return
}

// -----

// pad: negative edges remove elements.
func.func @pad_negative_f32() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %p = stablehlo.constant dense<-1.0> : tensor<f32>
  %r = stablehlo.pad %v, %p, low = [-1], high = [-2], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[2.0, 3.0]> : tensor<2xf32>
  func.return
}

// -----

// pad: a negative low edge cuts into the interior padding.
func.func @pad_negative_with_interior() {
  %v = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi16>
  %p = stablehlo.constant dense<9> : tensor<i16>
  %r = stablehlo.pad %v, %p, low = [-2], high = [0], interior = [1] : (tensor<3xi16>, tensor<i16>) -> tensor<3xi16>
  check.expect_eq_const %r, dense<[2, 9, 3]> : tensor<3xi16>
  %s = stablehlo.pad %v, %p, low = [-3], high = [-1], interior = [1] : (tensor<3xi16>, tensor<i16>) -> tensor<1xi16>
  check.expect_eq_const %s, dense<[9]> : tensor<1xi16>
  func.return
}

// -----

func.func @pad_2d_bool() {
  %v = stablehlo.constant dense<[[true]]> : tensor<1x1xi1>
  %p = stablehlo.constant dense<false> : tensor<i1>
  %r = stablehlo.pad %v, %p, low = [1, 0], high = [0, 1], interior = [0, 0] : (tensor<1x1xi1>, tensor<i1>) -> tensor<2x2xi1>
  check.expect_eq_const %r, dense<[[false, false], [true, false]]> : tensor<2x2xi1>
  func.return
}

// -----

func.func @pad_complex() {
  %v = stablehlo.constant dense<[(1.0, 0.0)]> : tensor<1xcomplex<f64>>
  %p = stablehlo.constant dense<(0.0, 1.0)> : tensor<complex<f64>>
  %r = stablehlo.pad %v, %p, low = [1], high = [1], interior = [0] : (tensor<1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_eq_const %r, dense<[(0.0, 1.0), (1.0, 0.0), (0.0, 1.0)]> : tensor<3xcomplex<f64>>
  func.return
}
