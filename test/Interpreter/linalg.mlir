// RUN: fold-opt --interpret --split-input-file %s

// cholesky, lower: reads only the lower triangle (the 99 is ignored).
func.func @cholesky_lower_f32() {
  %a = stablehlo.constant dense<[[4.0, 99.0], [2.0, 5.0]]> : tensor<2x2xf32>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %r, dense<[[2.0, 0.0], [1.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// cholesky, upper (the default): a = U^T U, reading the upper triangle.
func.func @cholesky_upper_f64() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-7.0, 20.0, 26.0], [-7.0, -7.0, 70.0]]> : tensor<3x3xf64>
  %r = "stablehlo.cholesky"(%a) : (tensor<3x3xf64>) -> tensor<3x3xf64>
  check.expect_almost_eq_const %r, dense<[[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]]> : tensor<3x3xf64>
  func.return
}

// -----

// cholesky of a Hermitian matrix: a = L L^H with L = [[2, 0], [1+i, 1]].
func.func @cholesky_complex() {
  %a = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -2.0)], [(2.0, 2.0), (3.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[[(2.0, 0.0), (0.0, 0.0)], [(1.0, 1.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// A batch of two; the second matrix is not positive definite and gives NaN.
func.func @cholesky_batched_not_positive_definite() {
  %a = stablehlo.constant dense<[[[9.0, 0.0], [3.0, 2.0]], [[1.0, 0.0], [2.0, 1.0]]]> : tensor<2x2x2xf32>
  %r = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  check.expect_almost_eq_const %r, dense<[[[3.0, 0.0], [1.0, 1.0]], [[0x7FC00000, 0x7FC00000], [0x7FC00000, 0x7FC00000]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// Left side, lower, a used as is (the 7 above the diagonal is ignored).
func.func @solve_left_lower() {
  %a = stablehlo.constant dense<[[2.0, 7.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0, 4.0], [9.0, 6.0]]> : tensor<2x2xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %r, dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Left side, upper, transposed: op(a) = [[2, 0], [1, 4]].
func.func @solve_left_upper_transpose() {
  %a = stablehlo.constant dense<[[2.0, 1.0], [7.0, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[2.0], [9.0]]> : tensor<2x1xf64>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
  check.expect_almost_eq_const %r, dense<[[1.0], [2.0]]> : tensor<2x1xf64>
  func.return
}

// -----

// Right side: x a = b.
func.func @solve_right_lower() {
  %a = stablehlo.constant dense<[[2.0, 0.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[4.0, 8.0]]> : tensor<1x2xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_almost_eq_const %r, dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  func.return
}

// -----

// Right side, upper, adjoint of a complex matrix.
func.func @solve_right_upper_adjoint() {
  %a = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(5.0, 5.0), (0.0, 2.0)]]> : tensor<2x2xcomplex<f64>>
  %b = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)]]> : tensor<1x2xcomplex<f64>>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f64>>, tensor<1x2xcomplex<f64>>) -> tensor<1x2xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[[(1.0, 0.0), (0.0, 1.0)]]> : tensor<1x2xcomplex<f64>>
  func.return
}

// -----

// unit_diagonal: the diagonal of a is taken to be 1.
func.func @solve_unit_diagonal() {
  %a = stablehlo.constant dense<[[5.0, 0.0], [3.0, 9.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[1.0], [5.0]]> : tensor<2x1xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  check.expect_almost_eq_const %r, dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  func.return
}

// -----

// A batch of two systems, f16, upper.
func.func @solve_batched_f16() {
  %a = stablehlo.constant dense<[[[2.0, 1.0], [0.0, 4.0]], [[1.0, 2.0], [0.0, 2.0]]]> : tensor<2x2x2xf16>
  %b = stablehlo.constant dense<[[[4.0], [8.0]], [[7.0], [4.0]]]> : tensor<2x2x1xf16>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2x2xf16>, tensor<2x2x1xf16>) -> tensor<2x2x1xf16>
  check.expect_almost_eq_const %r, dense<[[[1.0], [2.0]], [[3.0], [2.0]]]> : tensor<2x2x1xf16>
  func.return
}

// -----

func.func @batch_norm_inference() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %var = stablehlo.constant dense<[0.75, 3.75]> : tensor<2xf32>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.25 : f32, feature_index = 1 : i64}
    : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %r, dense<[[-2.0, 0.0], [2.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Statistics over dimensions 0 and 2, feature dimension 1.
func.func @batch_norm_training() {
  %x = stablehlo.constant dense<[[[1.0], [2.0]], [[3.0], [6.0]]]> : tensor<2x2x1xf64>
  %scale = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[0.0, 10.0]> : tensor<2xf64>
  %out, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64}
    : (tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %out, dense<[[[-1.0], [7.0]], [[1.0], [13.0]]]> : tensor<2x2x1xf64>
  check.expect_almost_eq_const %mean, dense<[2.0, 4.0]> : tensor<2xf64>
  check.expect_almost_eq_const %var, dense<[1.0, 4.0]> : tensor<2xf64>
  func.return
}

// -----

func.func @batch_norm_grad() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0], [2.0, 1.0]]> : tensor<3x2xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %var = stablehlo.constant dense<[3.25, 0.25]> : tensor<2xf32>
  %dy = stablehlo.constant dense<[[1.0, 0.0], [0.5, 1.0], [-1.0, 2.0]]> : tensor<3x2xf32>
  %gx, %gscale, %goffset = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 0.75 : f32, feature_index = 1 : i64}
    : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %gx, dense<[[0.416667, -2.0], [0.166667, -5.333333], [-0.583333, 3.333333]]> : tensor<3x2xf32>
  check.expect_almost_eq_const %gscale, dense<[0.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %goffset, dense<[0.5, 3.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @batch_norm_inference_bf16() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xbf16>
  %scale = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xbf16>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xbf16>
  %mean = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xbf16>
  %var = stablehlo.constant dense<[1.0, 4.0]> : tensor<2xbf16>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.0 : f32, feature_index = 1 : i64}
    : (tensor<2x2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>) -> tensor<2x2xbf16>
  check.expect_almost_eq_const %r, dense<[[-2.0, 0.0], [2.0, 2.0]]> : tensor<2x2xbf16>
  func.return
}

// -----

// Quantized batch_norm_inference: dequantize, normalize, quantize. The result
// is read back through a hybrid dot_general with 1.0.
func.func @batch_norm_inference_quantized() {
  %x = "stablehlo.constant"() {value = dense<[[2, 4], [6, 12]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>
  %scale = "stablehlo.constant"() {value = dense<[2, 1]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
  %offset = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
  %mean = "stablehlo.constant"() {value = dense<[2, 4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
  %var = "stablehlo.constant"() {value = dense<[1, 4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.0 : f32, feature_index = 1 : i64}
    : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>
  %one = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %f = stablehlo.dot_general %one, %r, contracting_dims = [] x []
    : (tensor<1xf32>, tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<1x2x2xf32>
  check.expect_eq_const %f, dense<[[[-2.0, 0.0], [2.0, 2.0]]]> : tensor<1x2x2xf32>
  func.return
}
