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

// reduce, reduce_window, select_and_scatter, sort, map, dot_general and the
// convolutions keep explicit result types (no shape function):
// -verify-diagnostics fails if any of them reports an inferred type.
func.func @no_inference(%x: tensor<4xi32>, %z: tensor<i32>, %m: tensor<2x3xf32>, %n: tensor<3x2xf32>) {
  // The add in reduce's body (its location is the reduce's) has one.
  // expected-remark @+1 {{inferred: tensor<i32>}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.dot_general"(%m, %n) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}
