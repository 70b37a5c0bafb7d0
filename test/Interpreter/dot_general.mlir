// RUN: fold-opt --interpret --split-input-file %s

// A plain matrix product of i32 matrices.
func.func @matmul_i32() {
  %lhs = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[1, 0], [0, 1], [2, -1]]> : tensor<3x2xi32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[7, -1], [16, -1]]> : tensor<2x2xi32>
  func.return
}

// -----

// Batching and contracting dimensions in unusual positions.
func.func @batch_dims_anywhere() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
  %rhs = stablehlo.constant dense<[[[1, -1], [2, 0]], [[0, 3], [1, 1]]]> : tensor<2x2x2xi64>
  %r = stablehlo.dot_general %lhs, %rhs,
    batching_dims = [2] x [1], contracting_dims = [0] x [2],
    precision = [HIGHEST, HIGHEST]
    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %r, dense<[[[-4, 15], [-4, 21]], [[4, 8], [8, 12]]]> : tensor<2x2x2xi64>
  func.return
}

// -----

// Two contracting dimensions, paired in swapped order: sum a[i][j]*b[j][i].
func.func @two_contracting_dims() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0, 1] x [1, 0]
    : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<f32>
  check.expect_eq_const %r, dense<69.0> : tensor<f32>
  func.return
}

// -----

// No contracting dimensions: an outer product.
func.func @outer_product() {
  %lhs = stablehlo.constant dense<[2, 3]> : tensor<2xi16>
  %rhs = stablehlo.constant dense<[1, -1, 10]> : tensor<3xi16>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [] x []
    : (tensor<2xi16>, tensor<3xi16>) -> tensor<2x3xi16>
  check.expect_eq_const %r, dense<[[2, -2, 20], [3, -3, 30]]> : tensor<2x3xi16>
  func.return
}

// -----

// Signed integers wrap: 100*2 + 100*1 = 300 = 44 (mod 256).
func.func @i8_wraps() {
  %lhs = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %rhs = stablehlo.constant dense<[2, 1]> : tensor<2xi8>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
  check.expect_eq_const %r, dense<44> : tensor<i8>
  func.return
}

// -----

// Unsigned integers wrap: 65535*2 + 3 = 131073 = 1 (mod 65536).
func.func @ui16_wraps() {
  %lhs = stablehlo.constant dense<[65535, 3]> : tensor<2xui16>
  %rhs = stablehlo.constant dense<[2, 1]> : tensor<2xui16>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xui16>, tensor<2xui16>) -> tensor<ui16>
  check.expect_eq_const %r, dense<1> : tensor<ui16>
  func.return
}

// -----

// Operands are converted to the (wider) result type before multiplying.
func.func @i8_to_i32() {
  %lhs = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %rhs = stablehlo.constant dense<[2, 1]> : tensor<2xi8>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xi8>, tensor<2xi8>) -> tensor<i32>
  check.expect_eq_const %r, dense<300> : tensor<i32>
  func.return
}

// -----

// Complex: (1+2i)(i) + (3-i)(2+2i) = 6+5i.
func.func @complex_f32() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (3.0, -1.0)]> : tensor<2xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(0.0, 1.0), (2.0, 2.0)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %r, dense<(6.0, 5.0)> : tensor<complex<f32>>
  func.return
}

// -----

// i1: multiply is `and`, add is `or`.
func.func @boolean() {
  %lhs = stablehlo.constant dense<[[true, false], [true, true]]> : tensor<2x2xi1>
  %rhs = stablehlo.constant dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %r, dense<[[false, true], [true, true]]> : tensor<2x2xi1>
  func.return
}

// -----

func.func @bf16() {
  %lhs = stablehlo.constant dense<[1.5, 2.0, -0.5]> : tensor<3xbf16>
  %rhs = stablehlo.constant dense<[2.0, 0.25, 4.0]> : tensor<3xbf16>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
  check.expect_eq_const %r, dense<1.5> : tensor<bf16>
  func.return
}

// -----

// f32 operands, f64 result.
func.func @f32_to_f64() {
  %lhs = stablehlo.constant dense<[[0.5, 1.0], [2.0, 4.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[2.0], [3.0]]> : tensor<2x1xf32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf64>
  check.expect_eq_const %r, dense<[[4.0], [16.0]]> : tensor<2x1xf64>
  func.return
}

// -----

// A zero-sized contracting dimension gives zeros.
func.func @empty_contraction() {
  %lhs = stablehlo.constant dense<> : tensor<2x0xf32>
  %rhs = stablehlo.constant dense<> : tensor<0x3xf32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %r, dense<0.0> : tensor<2x3xf32>
  func.return
}

// -----

// Quantized: lhs storage [2, 4] at scale 0.5 is [1.0, 2.0]; rhs storage
// [4, 8] at scale 0.25 (zero point 0, as the spec requires of rhs) is [1.0,
// 2.0]; the dot product 5.0
// is stored at scale 0.5 as 10.
func.func @quantized() {
  %lhs = "stablehlo.constant"() {value = dense<[2, 4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %rhs = "stablehlo.constant"() {value = dense<[4, 8]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0]
    : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<!quant.uniform<i32:f32, 5.000000e-01>>
  // Read the result back through a hybrid dot_general with 1.0.
  %one = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %f = stablehlo.dot_general %one, %r, contracting_dims = [] x []
    : (tensor<1xf32>, tensor<!quant.uniform<i32:f32, 5.000000e-01>>) -> tensor<1xf32>
  check.expect_eq_const %f, dense<[5.0]> : tensor<1xf32>
  func.return
}

// -----

// Hybrid: float lhs, quantized rhs, float result.
func.func @hybrid() {
  %lhs = stablehlo.constant dense<[[1.0, 3.0]]> : tensor<1x2xf32>
  %rhs = "stablehlo.constant"() {value = dense<[[4], [-2]]> : tensor<2x1xi8>} : () -> tensor<2x1x!quant.uniform<i8:f32, 5.000000e-01>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<1x2xf32>, tensor<2x1x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<1x1xf32>
  check.expect_eq_const %r, dense<[[-1.0]]> : tensor<1x1xf32>
  func.return
}
