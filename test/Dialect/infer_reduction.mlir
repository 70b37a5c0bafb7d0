// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// The result types the shape functions of the linear algebra ops infer, one
// op per line. Declared result types refine `?` where the verifier allows it.

func.func @fft(%c: tensor<?x4xcomplex<f32>>, %r: tensor<3x8xf64>, %h: tensor<3x5xcomplex<f64>>) {
  // FFT keeps the operand's type.
  // expected-remark @+1 {{inferred: tensor<?x4xcomplex<f32>>}}
  %0 = stablehlo.fft %c, type = FFT, length = [4] : (tensor<?x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
  // RFFT: complex elements, the last dimension halved plus one.
  // expected-remark @+1 {{inferred: tensor<3x5xcomplex<f64>>}}
  %1 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<3x8xf64>) -> tensor<3x5xcomplex<f64>>
  // IRFFT: real elements, the last dimension fft_length's.
  // expected-remark @+1 {{inferred: tensor<3x8xf64>}}
  %2 = stablehlo.fft %h, type = IRFFT, length = [8] : (tensor<3x5xcomplex<f64>>) -> tensor<3x8xf64>
  func.return
}

// -----

func.func @cholesky(%a: tensor<?x3x3xf32>) {
  // expected-remark @+1 {{inferred: tensor<?x3x3xf32>}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<?x3x3xf32>) -> tensor<2x3x3xf32>
  func.return
}

// -----

func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<3x?xf32>) {
  // The type of b.
  // expected-remark @+1 {{inferred: tensor<3x?xf32>}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x?xf32>) -> tensor<3x4xf32>
  func.return
}

// -----

func.func @batch_norm(%x: tensor<?x2x3xf32>, %s: tensor<3xf32>, %g: tensor<?x2x3xf32>) {
  // The operand's type, then the scale's for the per-feature results.
  // expected-remark @+1 {{inferred: tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<?x2x3xf32>) -> (tensor<4x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  // expected-remark @+1 {{inferred: tensor<?x2x3xf32>}}
  %1 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x2x3xf32>
  // expected-remark @+1 {{inferred: tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>}}
  %2:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<?x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

// dot_general: the batching dimensions, then the free dimensions of lhs,
// then those of rhs, with the element type of lhs. The declared result may
// refine `?` and widen the element type.
func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<?x3x?xf32>, %d: tensor<2x?x?xf32>, %i: tensor<3x4xi8>, %j: tensor<4x5xi8>) {
  // expected-remark @+1 {{inferred: tensor<2x3x5xf32>}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // A dynamic batching dimension takes the other side's size; a dynamic
  // free dimension stays `?`.
  // expected-remark @+1 {{inferred: tensor<2x3x?xf32>}}
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x3x?xf32>, tensor<2x?x?xf32>) -> tensor<2x3x7xf32>
  // No batching dimensions; i8 products summed in i32.
  // expected-remark @+1 {{inferred: tensor<3x5xi8>}}
  %2 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<3x4xi8>, tensor<4x5xi8>) -> tensor<3x5xi32>
  func.return
}

// -----

// Bounds of the dynamic dimensions carry over; a batching dimension takes
// the smaller of its two bounds.
func.func @dot_general_bounds(%a: tensor<?x?x4xf32, #stablehlo.bounds<8, 3, ?>>, %b: tensor<?x4x?xf32, #stablehlo.bounds<6, ?, ?>>) {
  // expected-remark @+1 {{inferred: tensor<?x?x?xf32, #stablehlo.bounds<6, 3, ?>>}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x?x4xf32, #stablehlo.bounds<8, 3, ?>>, tensor<?x4x?xf32, #stablehlo.bounds<6, ?, ?>>) -> tensor<?x?x?xf32>
  func.return
}

// -----

// dot_general on quantized operands: the type of lhs; the declared result
// has its own storage type and scale.
func.func @dot_general_quantized(%a: tensor<3x4x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<4x5x!quant.uniform<i8:f32, 2.0>>, %f: tensor<3x4xf32>) {
  // expected-remark @+1 {{inferred: tensor<3x5x!quant.uniform<i8:f32, 5.000000e-01:1>>}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0>>
  // A float lhs and a quantized rhs: the type of lhs, exactly.
  // expected-remark @+1 {{inferred: tensor<3x5xf32>}}
  %1 = stablehlo.dot_general %f, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5x!quant.uniform<i8:f32, 2.0>>) -> tensor<3x5xf32>
  func.return
}

// -----

// convolution: the batch size over batch_group_count, the kernel's output
// features, and the number of windows in each spatial dimension.
func.func @convolution(%l: tensor<1x4x4x1xf32>, %r: tensor<3x3x1x1xf32>, %x: tensor<?x16x2xf32>, %k: tensor<3x2x5xf32>, %g: tensor<4x16x2xf32>, %h: tensor<3x2x4xf32>) {
  // Dilated by 2 the input is 7x7: two windows of 3 at stride 4 each way.
  // expected-remark @+1 {{inferred: tensor<1x2x2x1xf32>}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  // Padded 1 + 16 + 2 = 19, a window of 3 dilated to 5 at stride 2: 8
  // windows; the batch stays `?`.
  // expected-remark @+1 {{inferred: tensor<?x8x5xf32>}}
  %1 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 2]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x16x2xf32>, tensor<3x2x5xf32>) -> tensor<3x8x5xf32>
  // Two batch groups halve the batch.
  // expected-remark @+1 {{inferred: tensor<2x14x4xf32>}}
  %2 = stablehlo.convolution(%g, %h) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x16x2xf32>, tensor<3x2x4xf32>) -> tensor<2x14x4xf32>
  func.return
}

// -----

// A bounded spatial dimension bounds its number of windows; a bounded batch
// is divided by batch_group_count.
func.func @convolution_bounds(%x: tensor<?x?x2xf32, #stablehlo.bounds<4, 20, ?>>, %k: tensor<3x2x4xf32>) {
  // expected-remark @+1 {{inferred: tensor<?x?x4xf32, #stablehlo.bounds<2, 18, ?>>}}
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<?x?x2xf32, #stablehlo.bounds<4, 20, ?>>, tensor<3x2x4xf32>) -> tensor<?x?x4xf32>
  func.return
}

// -----

// dynamic_conv: a constant padding gives the spatial sizes, as convolution's
// attribute would; any other padding leaves them `?`.
func.func @dynamic_conv(%x: tensor<1x16x2xf32>, %k: tensor<3x2x5xf32>, %p: tensor<1x2xi64>) {
  // expected-remark @+1 {{inferred: tensor<1x2xi64>}}
  %c = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  // expected-remark @+1 {{inferred: tensor<1x17x5xf32>}}
  %0 = "stablehlo.dynamic_conv"(%x, %k, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x5xf32>, tensor<1x2xi64>) -> tensor<1x17x5xf32>
  // expected-remark @+1 {{inferred: tensor<1x?x5xf32>}}
  %1 = "stablehlo.dynamic_conv"(%x, %k, %p) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>} : (tensor<1x16x2xf32>, tensor<3x2x5xf32>, tensor<1x2xi64>) -> tensor<1x8x5xf32>
  // window_strides longer than the spatial dimensions (accepted, see
  // docs/status-exceptions.txt) are not used: the size stays `?`.
  // expected-remark @+1 {{inferred: tensor<1x?x5xf32>}}
  %2 = "stablehlo.dynamic_conv"(%x, %k, %c) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x16x2xf32>, tensor<3x2x5xf32>, tensor<1x2xi64>) -> tensor<1x9x5xf32>
  func.return
}
