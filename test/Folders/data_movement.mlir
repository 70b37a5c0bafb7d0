// -canonicalize folds data movement ops with constant operands through the
// interpreter's kernels, and the exact identities without constants.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<3x2xi32>, tensor<2x2xi32>, tensor<4xi32>, tensor<3xi32>) {
  // CHECK-DAG: stablehlo.constant dense<{{\[}}[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  // CHECK-DAG: stablehlo.constant dense<{{\[}}[2, 3], [5, 6]]> : tensor<2x2xi32>
  // CHECK-DAG: stablehlo.constant dense<[3, 2, 1, 0]> : tensor<4xi32>
  // CHECK-DAG: stablehlo.constant dense<7> : tensor<3xi32>
  // CHECK-NOT: stablehlo.transpose
  // CHECK-NOT: stablehlo.slice
  // CHECK-NOT: stablehlo.reverse
  // CHECK-NOT: stablehlo.iota
  // CHECK-NOT: stablehlo.broadcast_in_dim
  %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %s = stablehlo.slice %c [0:2, 1:3] : (tensor<2x3xi32>) -> tensor<2x2xi32>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %r = stablehlo.reverse %i, dims = [0] : tensor<4xi32>
  %seven = stablehlo.constant dense<7> : tensor<i32>
  %b = stablehlo.broadcast_in_dim %seven, dims = [] : (tensor<i32>) -> tensor<3xi32>
  func.return %t, %s, %r, %b : tensor<3x2xi32>, tensor<2x2xi32>, tensor<4xi32>, tensor<3xi32>
}

// -----

// Identities: no constants needed.
// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[P:.*]]: tensor<2x3xi1>)
func.func @identities(%x: tensor<2x3xf32>, %p: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-NOT: stablehlo.
  // CHECK: return %[[X]], %[[X]], %[[X]], %[[X]]
  %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.transpose %0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.slice %1 [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.select %p, %2, %2 : tensor<2x3xi1>, tensor<2x3xf32>
  func.return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Not folded: an argument operand, and a result over the 4 MiB budget
// (2048 x 1024 f32 = 8 MiB).
// CHECK-LABEL: func.func @declines
func.func @declines(%x: tensor<2x3xi32>) -> (tensor<3x2xi32>, tensor<2048x1024xf32>) {
  // CHECK: stablehlo.transpose
  // CHECK: stablehlo.broadcast_in_dim
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
  func.return %t, %b : tensor<3x2xi32>, tensor<2048x1024xf32>
}
