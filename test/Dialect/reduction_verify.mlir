// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid programs the Reduction family's verifiers and shape functions
// accept: dynamic (`?`) and bounded dimensions, quantized types, promotion.

// CHECK-LABEL: func.func @dot_general_dynamic
func.func @dot_general_dynamic(%a: tensor<?x3x?xf32>, %b: tensor<2x?x5xf32>) -> tensor<2x3x5xf32> {
  // CHECK: stablehlo.dot_general
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<2x?x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_result_dynamic
func.func @dot_general_result_dynamic(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>) -> tensor<?x?xi32> {
  // The result element type is free; its dimensions may be less precise.
  // CHECK: stablehlo.dot_general
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<3x4xi8>, tensor<4x5xi8>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @dot_general_bounded
func.func @dot_general_bounded(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %b: tensor<4x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<8, ?>> {
  // CHECK: stablehlo.dot_general
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<4x5xf32>) -> tensor<?x5xf32, #stablehlo.bounds<8, ?>>
  func.return %0 : tensor<?x5xf32, #stablehlo.bounds<8, ?>>
}

// -----

// CHECK-LABEL: func.func @dot_general_quantized
func.func @dot_general_quantized(%a: tensor<3x4x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<4x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>, %h: tensor<3x4xf32>) -> (tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 2.0:0}>>, tensor<3x2xf32>) {
  // CHECK: stablehlo.dot_general
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>) -> tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 2.0:0}>>
  // Hybrid: float lhs, quantized rhs.
  // CHECK: stablehlo.dot_general
  %1 = stablehlo.dot_general %h, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>) -> tensor<3x2xf32>
  func.return %0, %1 : tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 2.0:0}>>, tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @fft_all
func.func @fft_all(%c: tensor<2x8xcomplex<f32>>, %r: tensor<2x8xf64>, %h: tensor<2x5xcomplex<f64>>, %d: tensor<?x8xf32>) -> (tensor<2x8xcomplex<f32>>, tensor<2x5xcomplex<f64>>, tensor<2x8xf64>, tensor<?x5xcomplex<f32>>) {
  // CHECK: stablehlo.fft %{{.*}}, type = FFT
  %0 = stablehlo.fft %c, type = FFT, length = [2, 8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
  // CHECK: stablehlo.fft %{{.*}}, type = RFFT
  %1 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<2x8xf64>) -> tensor<2x5xcomplex<f64>>
  // CHECK: stablehlo.fft %{{.*}}, type = IRFFT
  %2 = stablehlo.fft %h, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f64>>) -> tensor<2x8xf64>
  // CHECK: stablehlo.fft %{{.*}}, type = RFFT
  %3 = stablehlo.fft %d, type = RFFT, length = [8] : (tensor<?x8xf32>) -> tensor<?x5xcomplex<f32>>
  func.return %0, %1, %2, %3 : tensor<2x8xcomplex<f32>>, tensor<2x5xcomplex<f64>>, tensor<2x8xf64>, tensor<?x5xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @cholesky_triangular_solve
func.func @cholesky_triangular_solve(%a: tensor<2x?x3xf32>, %b: tensor<2x3x?xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x4xf32>) {
  // CHECK: stablehlo.cholesky
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x?x3xf32>) -> tensor<2x3x3xf32>
  // CHECK: stablehlo.triangular_solve
  %1 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x?x3xf32>, tensor<2x3x?xf32>) -> tensor<2x3x4xf32>
  func.return %0, %1 : tensor<2x3x3xf32>, tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_dynamic
func.func @batch_norm_dynamic(%x: tensor<?x3xf32>, %s: tensor<?xf32>, %m: tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<?xf32>, tensor<2x3xf32>) {
  // CHECK: stablehlo.batch_norm_training
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %m) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<?x3xf32>, tensor<?xf32>, tensor<3xf32>) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<?xf32>)
  // CHECK: stablehlo.batch_norm_inference
  %1 = "stablehlo.batch_norm_inference"(%x, %s, %m, %m, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<?x3xf32>, tensor<?xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?xf32>) -> tensor<2x3xf32>
  func.return %0#0, %0#1, %0#2, %1 : tensor<?x3xf32>, tensor<3xf32>, tensor<?xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_grad_quantized
func.func @batch_norm_grad_quantized(%x: tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, %s: tensor<3x!quant.uniform<i8:f32, 0.25:0>>, %g: tensor<2x3x!quant.uniform<i8:f32, 2.0:0>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.5:1>> {
  // CHECK: stablehlo.batch_norm_grad
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.25:0>>, tensor<3x!quant.uniform<i8:f32, 0.25:0>>, tensor<3x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x3x!quant.uniform<i8:f32, 2.0:0>>) -> (tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.25:0>>, tensor<3x!quant.uniform<i8:f32, 0.25:0>>)
  func.return %0#0 : tensor<2x3x!quant.uniform<i8:f32, 0.5:1>>
}

// -----

// CHECK-LABEL: func.func @reduce_dynamic_promoted
func.func @reduce_dynamic_promoted(%x: tensor<?x4xi8>, %y: tensor<3x?xf32>, %z: tensor<i32>, %w: tensor<f32>) -> (tensor<?xi32>, tensor<4xf32>) {
  // CHECK: stablehlo.reduce
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %w) across dimensions = [0] : (tensor<?x4xi8>, tensor<3x?xf32>, tensor<i32>, tensor<f32>) -> (tensor<?xi32>, tensor<4xf32>)
   reducer(%a: tensor<i32>, %b: tensor<i32>) (%c: tensor<f32>, %d: tensor<f32>) {
    %e = stablehlo.add %a, %b : tensor<i32>
    %f = stablehlo.add %c, %d : tensor<f32>
    stablehlo.return %e, %f : tensor<i32>, tensor<f32>
  }
  func.return %0#0, %0#1 : tensor<?xi32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sort_and_map
func.func @sort_and_map(%x: tensor<?x4xf32>, %y: tensor<3x4xi32>) -> (tensor<?x4xf32>, tensor<3x4xi32>, tensor<3x4xi1>) {
  // CHECK: stablehlo.sort
  %0:2 = "stablehlo.sort"(%x, %y) <{dimension = -1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %e = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %e : tensor<i1>
  }) : (tensor<?x4xf32>, tensor<3x4xi32>) -> (tensor<?x4xf32>, tensor<3x4xi32>)
  // CHECK: stablehlo.map
  %1 = "stablehlo.map"(%y, %y) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %e = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %e : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
  func.return %0#0, %0#1, %1 : tensor<?x4xf32>, tensor<3x4xi32>, tensor<3x4xi1>
}

// -----

// CHECK-LABEL: func.func @reduce_window_dynamic
func.func @reduce_window_dynamic(%x: tensor<?x7xi32>, %z: tensor<i32>) -> (tensor<?x6xi32>, tensor<3x?xi32>) {
  // CHECK: stablehlo.reduce_window
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>, base_dilations = array<i64: 1, 2>, window_dilations = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<?x7xi32>, tensor<i32>) -> tensor<?x6xi32>
  %1 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 8>} : (tensor<?x7xi32>, tensor<i32>) -> tensor<3x?xi32>
  func.return %0, %1 : tensor<?x6xi32>, tensor<3x?xi32>
}

// -----

// CHECK-LABEL: func.func @select_and_scatter_dynamic
func.func @select_and_scatter_dynamic(%x: tensor<?x4xf32>, %s: tensor<2x?xf32>, %z: tensor<f32>) -> tensor<5x?xf32> {
  // CHECK: stablehlo.select_and_scatter
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<?x4xf32>, tensor<2x?xf32>, tensor<f32>) -> tensor<5x?xf32>
  func.return %0 : tensor<5x?xf32>
}

// -----

// CHECK-LABEL: func.func @convolution_dynamic
func.func @convolution_dynamic(%l: tensor<?x16x?xf32>, %r: tensor<3x?x4xf32>) -> tensor<?x?x4xf32> {
  // Unknown sizes are not checked; the result may be less precise.
  // CHECK: stablehlo.convolution
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x16x?xf32>, tensor<3x?x4xf32>) -> tensor<?x?x4xf32>
  func.return %0 : tensor<?x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @convolution_groups
func.func @convolution_groups(%l: tensor<4x8x6xf32>, %r: tensor<3x3x4xf32>, %l2: tensor<4x8x3xf32>, %r2: tensor<3x3x6xf32>) -> (tensor<4x6x4xf32>, tensor<2x6x6xf32>) {
  // feature_group_count = 2: 6 input features in 2 groups of 3.
  // CHECK: stablehlo.convolution
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x8x6xf32>, tensor<3x3x4xf32>) -> tensor<4x6x4xf32>
  // batch_group_count = 2: the batch of 4 in 2 groups.
  // CHECK: stablehlo.convolution
  %1 = stablehlo.convolution(%l2, %r2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x8x3xf32>, tensor<3x3x6xf32>) -> tensor<2x6x6xf32>
  func.return %0, %1 : tensor<4x6x4xf32>, tensor<2x6x6xf32>
}

// -----

// CHECK-LABEL: func.func @convolution_windows
func.func @convolution_windows(%l: tensor<1x5x2xf32>, %r: tensor<3x2x2xf32>, %e: tensor<1x0x2xf32>) -> (tensor<1x2x2xf32>, tensor<1x0x2xf32>, tensor<1x0x2xf32>) {
  // lhs_dilate 2 makes the input 9 wide, negative padding crops it to 7:
  // windows at 0 and 4 (stride 4).
  // CHECK: stablehlo.convolution
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [4], pad = [[-1, -1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x2xf32>, tensor<3x2x2xf32>) -> tensor<1x2x2xf32>
  // A window wider than the input: no windows.
  // CHECK: stablehlo.convolution
  %1 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x2xf32>, tensor<3x2x2xf32>) -> tensor<1x0x2xf32>
  // An empty input: no windows.
  // CHECK: stablehlo.convolution
  %2 = stablehlo.convolution(%e, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x0x2xf32>, tensor<3x2x2xf32>) -> tensor<1x0x2xf32>
  func.return %0, %1, %2 : tensor<1x2x2xf32>, tensor<1x0x2xf32>, tensor<1x0x2xf32>
}

// -----

// CHECK-LABEL: func.func @convolution_quantized
func.func @convolution_quantized(%l: tensor<1x8x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, %f: tensor<1x8x2xf32>, %q: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> (tensor<1x6x2x!quant.uniform<i32:f32:2, {0.125, 0.25}>>, tensor<1x6x2xf32>) {
  // Per-axis rhs on the kernel output feature dimension, per-axis result.
  // CHECK: stablehlo.convolution
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>) -> tensor<1x6x2x!quant.uniform<i32:f32:2, {0.125, 0.25}>>
  // Hybrid: float lhs and result, quantized rhs.
  // CHECK: stablehlo.convolution
  %1 = stablehlo.convolution(%f, %q) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x2xf32>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x6x2xf32>
  func.return %0, %1 : tensor<1x6x2x!quant.uniform<i32:f32:2, {0.125, 0.25}>>, tensor<1x6x2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_conv_padding
func.func @dynamic_conv_padding(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> (tensor<1x?x2xf32>, tensor<1x16x2xf32>) {
  // Unknown padding: the spatial result dimension is not checked.
  // CHECK: stablehlo.dynamic_conv
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x?x2xf32>
  // Constant padding is used: 1 + 16 + 1 - 3 + 1 = 16.
  %c = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi64>
  // CHECK: stablehlo.dynamic_conv
  %1 = "stablehlo.dynamic_conv"(%l, %r, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x16x2xf32>
  func.return %0, %1 : tensor<1x?x2xf32>, tensor<1x16x2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_conv_long_window_lists
func.func @dynamic_conv_long_window_lists(%l: tensor<1x?x4xf32>, %r: tensor<3x4x4xf32>, %p: tensor<1x2xi32>) -> tensor<1x?x4xf32> {
  // Exported programs may give dynamic_conv more window_strides than
  // spatial dimensions: the list is accepted but not used.
  // CHECK: stablehlo.dynamic_conv
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x4xf32>, tensor<3x4x4xf32>, tensor<1x2xi32>) -> tensor<1x?x4xf32>
  func.return %0 : tensor<1x?x4xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_conv_window_list_sizes
func.func @dynamic_conv_window_list_sizes(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> (tensor<1x?x2xf32>, tensor<1x?x2xf32>) {
  // dynamic_conv's window lists of another size than the number of spatial
  // dimensions (the spec's C2, C5, C7, C9) are accepted on purpose; even
  // with constant padding the spatial result dimension is then left dynamic.
  %c = stablehlo.constant dense<0> : tensor<1x2xi64>
  // CHECK: stablehlo.dynamic_conv
  %0 = "stablehlo.dynamic_conv"(%l, %r, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 1, 1>, lhs_dilation = array<i64: 1, 1, 1>, rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, true>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x?x2xf32>
  // CHECK: stablehlo.dynamic_conv
  %1 = "stablehlo.dynamic_conv"(%l, %r, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64>, lhs_dilation = array<i64>, rhs_dilation = array<i64>, window_reversal = array<i1>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x?x2xf32>
  func.return %0, %1 : tensor<1x?x2xf32>, tensor<1x?x2xf32>
}
