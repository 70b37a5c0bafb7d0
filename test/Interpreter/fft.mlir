// RUN: fold-opt --interpret --split-input-file %s

// Length 8 (radix-2 path), complex<f32>.
func.func @fft_pow2_c64() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0), (0.0, 0.0), (-1.0, 0.0), (0.5, 0.0), (0.0, 2.0)]> : tensor<8xcomplex<f32>>
  %r = stablehlo.fft %x, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(9.5, 2.0), (-1.12132, -6.035534), (-4.5, 3.0), (0.292893, -3.863961), (-0.5, -2.0), (3.12132, 1.035534), (-0.5, -3.0), (1.707107, 8.863961)]> : tensor<8xcomplex<f32>>
  func.return
}

// -----

// Length 3 (direct DFT path), complex<f64>.
func.func @fft_len3_c128() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.fft %x, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[(6.0, 0.0), (-1.5, 0.866025), (-1.5, -0.866025)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

// 2-D inverse transform undoes the forward one.
func.func @ifft_2d() {
  %x = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 2.0)], [(3.0, 0.0), (-1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %f = stablehlo.fft %x, type = FFT, length = [2, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %f, dense<[[(3.0, 2.0), (5.0, -2.0)], [(-1.0, 2.0), (-3.0, -2.0)]]> : tensor<2x2xcomplex<f64>>
  %r = stablehlo.fft %f, type = IFFT, length = [2, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[[(1.0, 0.0), (0.0, 2.0)], [(3.0, 0.0), (-1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// Real input of odd length 5 keeps 3 outputs.
func.func @rfft_odd() {
  %x = stablehlo.constant dense<[1.0, -2.0, 3.0, 0.5, 4.0]> : tensor<5xf32>
  %r = stablehlo.fft %x, type = RFFT, length = [5] : (tensor<5xf32>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(6.5, 0.0), (-1.213525, 4.236876), (0.463525, 5.904353)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// RFFT over the last dimension of each row.
func.func @rfft_batched() {
  %x = stablehlo.constant dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 1.0]]> : tensor<2x4xf64>
  %r = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<2x4xf64>) -> tensor<2x3xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0)], [(2.0, 0.0), (0.0, 0.0), (-2.0, 0.0)]]> : tensor<2x3xcomplex<f64>>
  func.return
}

// -----

// IRFFT of length 6 from its 4 non-redundant values.
func.func @irfft_even() {
  %x = stablehlo.constant dense<[(5.5, 0.0), (1.2499999999999987, 2.165063509461096), (-1.249999999999997, -4.763139720814414), (0.5, -2.1462268016908113e-16)]> : tensor<4xcomplex<f64>>
  %r = stablehlo.fft %x, type = IRFFT, length = [6] : (tensor<4xcomplex<f64>>) -> tensor<6xf64>
  check.expect_almost_eq_const %r, dense<[1.0, 2.0, -1.0, 0.0, 3.0, 0.5]> : tensor<6xf64>
  func.return
}

// -----

// 2-D RFFT of a 2x5 real matrix, and back.
func.func @rfft_irfft_2d() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 0.0, -1.0, 3.0], [0.5, 0.0, 0.0, 1.0, 2.0]]> : tensor<2x5xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [2, 5] : (tensor<2x5xf32>) -> tensor<2x3xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[[(8.5, 0.0), (3.663119, 2.85317), (-4.163119, 1.763356)], [(1.5, 0.0), (3.045085, -2.126627), (-2.545085, 1.314328)]]> : tensor<2x3xcomplex<f32>>
  %r = stablehlo.fft %f, type = IRFFT, length = [2, 5] : (tensor<2x3xcomplex<f32>>) -> tensor<2x5xf32>
  check.expect_almost_eq_const %r, dense<[[1.0, 2.0, 0.0, -1.0, 3.0], [0.5, 0.0, 0.0, 1.0, 2.0]]> : tensor<2x5xf32>
  func.return
}
