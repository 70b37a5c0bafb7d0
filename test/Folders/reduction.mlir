// -canonicalize alone folds the region-free ops of the reduction and linear
// algebra family (dot_general, convolution, fft, cholesky,
// triangular_solve, batch_norm_*) when their operands are constants, through
// the interpreter's kernels. NaN and infinities propagate; a uniform result
// is a splat.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// -----

// CHECK-LABEL: func.func @dot_and_convolution
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<{{\[\[}}19, 22], [43, 50]]> : tensor<2x2xi32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<{{\[\[}}[21], [32], [43]]]> : tensor<1x3x1xi32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[{{0x[7F]FC00000}}, 0x7F800000]> : tensor<2xf32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
func.func @dot_and_convolution() -> (tensor<2x2xi32>, tensor<1x3x1xi32>, tensor<2xf32>) {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %1 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  %x = stablehlo.constant dense<[[0x7FC00000, 1.0], [0x7F800000, 0.0]]> : tensor<2x2xf32>
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %2 = stablehlo.dot_general %x, %v, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0, %1, %2 : tensor<2x2xi32>, tensor<1x3x1xi32>, tensor<2xf32>
}

// -----

// (cholesky's upper triangle is implementation-defined.)
// CHECK-LABEL: func.func @linalg
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<{{\[\[}}2.000000e+00, {{[^,]*}}], [1.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [2.000000e+00, 1.000000e+00]]> : tensor<2x2xf32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<4xcomplex<f64>>
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
func.func @linalg() -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<4xcomplex<f64>>) {
  %a = stablehlo.constant dense<[[4.0, 0.0], [2.0, 5.0]]> : tensor<2x2xf32>
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %t = stablehlo.constant dense<[[2.0, 0.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0, 4.0], [9.0, 6.0]]> : tensor<2x2xf32>
  %1 = "stablehlo.triangular_solve"(%t, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %s = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f64>>
  %2 = stablehlo.fft %s, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  func.return %0, %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<4xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @batch_norm
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<{{\[\[}}-2.000000e+00, 0.000000e+00], [2.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<{{\[\[}}[-1.000000e+00], [7.000000e+00]], {{\[\[}}1.000000e+00], [1.300000e+01]]]> : tensor<2x2x1xf64>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf64>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[1.000000e+00, 4.000000e+00]> : tensor<2xf64>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
func.func @batch_norm() -> (tensor<2x2xf32>, tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>) {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %mean = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %var = stablehlo.constant dense<[0.75, 3.75]> : tensor<2xf32>
  %0 = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.25 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %y = stablehlo.constant dense<[[[1.0], [2.0]], [[3.0], [6.0]]]> : tensor<2x2x1xf64>
  %s2 = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %o2 = stablehlo.constant dense<[0.0, 10.0]> : tensor<2xf64>
  %1:3 = "stablehlo.batch_norm_training"(%y, %s2, %o2) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>)
  func.return %0, %1#0, %1#1, %1#2 : tensor<2x2xf32>, tensor<2x2x1xf64>, tensor<2xf64>, tensor<2xf64>
}

// -----

// CHECK-LABEL: func.func @splat_dot
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<1.200000e+01> : tensor<300x300xf32>
// CHECK: return %[[R0]]
func.func @splat_dot() -> tensor<300x300xf32> {
  %a = stablehlo.constant dense<1.5> : tensor<300x4xf32>
  %b = stablehlo.constant dense<2.0> : tensor<4x300xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<300x4xf32>, tensor<4x300xf32>) -> tensor<300x300xf32>
  func.return %0 : tensor<300x300xf32>
}

