// RUN: fold-opt --interpret --split-input-file %s

// 1-D: stride 2, padding (1, 2), kernel dilation 2.
func.func @stride_pad_rhs_dilate_f32() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0], [6.0]]]> : tensor<1x6x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {stride = [2], pad = [[1, 2]], rhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x6x1xf32>, tensor<2x1x1xf32>) -> tensor<1x4x1xf32>
  check.expect_eq_const %r, dense<[[[20.0], [42.0], [64.0], [6.0]]]> : tensor<1x4x1xf32>
  func.return
}

// -----

// 1-D: input dilation 2 and window reversal.
func.func @lhs_dilate_reversal() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {pad = [[1, 1]], lhs_dilate = [2], reverse = [true]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x6x1xi32>
  check.expect_eq_const %r, dense<[[[1], [10], [2], [20], [3], [30]]]> : tensor<1x6x1xi32>
  func.return
}

// -----

// Two feature groups: output features 0-1 see input features 0-1, 2-3 see 2-3.
func.func @feature_groups() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3], [0, 1, 0], [2, 0, 1], [1, 1, 1]]]> : tensor<1x4x3xi64>
  %rhs = stablehlo.constant dense<[[[1, 0], [0, 1]], [[1, 1], [1, 1]], [[2, 0], [0, 0]], [[0, 0], [1, -1]]]> : tensor<4x2x2xi64>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0],
    window = {}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<1x4x3xi64>, tensor<4x2x2xi64>) -> tensor<1x4x2xi64>
  check.expect_eq_const %r, dense<[[[2, 2], [4, 6], [4, 0], [0, 0]]]> : tensor<1x4x2xi64>
  func.return
}

// -----

// Two batch groups: output features 0 and 1 see batches 0-1 and 2-3.
func.func @batch_groups() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3]], [[4, 5, 6]], [[1, 0, 1]], [[0, 2, 0]]]> : tensor<4x1x3xi64>
  %rhs = stablehlo.constant dense<[[[1, 1]], [[1, -1]]]> : tensor<2x1x2xi64>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0],
    window = {}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
    : (tensor<4x1x3xi64>, tensor<2x1x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %r, dense<[[[3, 5], [1, -1]], [[9, 11], [-2, 2]]]> : tensor<2x2x2xi64>
  func.return
}

// -----

// 2-D, i8 operands summed in i32, negative low padding.
func.func @i8_to_i32_negative_padding() {
  %lhs = stablehlo.constant dense<[[[[10], [20], [30]], [[40], [50], [60]], [[70], [80], [90]]]]> : tensor<1x3x3x1xi8>
  %rhs = stablehlo.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi8>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {pad = [[-1, 0], [0, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>) -> tensor<1x1x3x1xi32>
  check.expect_eq_const %r, dense<[[[[670], [770], [330]]]]> : tensor<1x1x3x1xi32>
  func.return
}

// -----

// Feature-first input, kernel [i, 0, o, 1], output [1, b, f, 0].
func.func @permuted_layouts() {
  %lhs = stablehlo.constant dense<[[[[1, 2, 3]], [[4, 5, 6]]], [[[1, 0, 2]], [[0, 1, 0]]]]> : tensor<2x2x1x3xi32>
  %rhs = stablehlo.constant dense<[[[[1, 0]], [[0, 1]]], [[[2, 1]], [[1, 1]]]]> : tensor<2x2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [f, 0, b, 1]x[i, 0, o, 1]->[1, b, f, 0],
    window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<2x2x1x3xi32>, tensor<2x2x1x2xi32>) -> tensor<2x1x1x1xi32>
  check.expect_eq_const %r, dense<[[[[9]]], [[[11]]]]> : tensor<2x1x1x1xi32>
  func.return
}

// -----

// dynamic_conv takes its padding from an operand.
func.func @dynamic_conv_padding() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %pad = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi32>
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x3x1xi32>, tensor<2x1x1xi32>, tensor<1x2xi32>) -> tensor<1x4x1xi32>
  check.expect_eq_const %r, dense<[[[10], [21], [32], [3]]]> : tensor<1x4x1xi32>
  func.return
}

// -----

// An output with a zero-sized spatial dimension.
func.func @empty_output() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x2x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xf32>, tensor<3x1x1xf32>) -> tensor<1x0x1xf32>
  check.expect_eq_const %r, dense<> : tensor<1x0x1xf32>
  func.return
}

// -----

// Quantized convolution with a per-axis quantized kernel (one scale per
// output feature): lhs [1, 2, 3] * 1.0, kernel features scaled by 0.5 and 2.
func.func @quantized_conv_per_axis() {
  %lhs = "stablehlo.constant"() {value = dense<[[[1], [2], [3]]]> : tensor<1x3x1xi8>} : () -> tensor<1x3x1x!quant.uniform<i8:f32, 1.000000e+00>>
  %rhs = "stablehlo.constant"() {value = dense<[[[2, 1]], [[4, 1]]]> : tensor<2x1x2xi8>} : () -> tensor<2x1x2x!quant.uniform<i8:f32:2, {5.000000e-01, 2.000000e+00}>>
  %r = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x3x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x1x2x!quant.uniform<i8:f32:2, {5.000000e-01, 2.000000e+00}>>) -> tensor<1x2x2x!quant.uniform<i32:f32, 1.000000e+00>>
  %one = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %f = stablehlo.dot_general %one, %r, contracting_dims = [] x []
    : (tensor<1xf32>, tensor<1x2x2x!quant.uniform<i32:f32, 1.000000e+00>>) -> tensor<1x1x2x2xf32>
  check.expect_eq_const %f, dense<[[[[5.0, 6.0], [8.0, 10.0]]]]> : tensor<1x1x2x2xf32>
  func.return
}
