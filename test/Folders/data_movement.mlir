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
// (2 x 1024 x 1024 f32 = 8 MiB) from an operand that is not a splat.
// CHECK-LABEL: func.func @declines
func.func @declines(%x: tensor<2x3xi32>) -> (tensor<3x2xi32>, tensor<2x1024x1024xf32>) {
  // CHECK: stablehlo.transpose
  // CHECK: stablehlo.broadcast_in_dim
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<2xf32>) -> tensor<2x1024x1024xf32>
  func.return %t, %b : tensor<3x2xi32>, tensor<2x1024x1024xf32>
}

// -----

// Splats of splats are exempt from the budget: a broadcast of a scalar to
// 10^10 elements folds to a splat in O(1), and so do the elementwise ops
// and re-layouts that consume it.
// CHECK-LABEL: func.func @huge_splats
func.func @huge_splats() -> (tensor<100000x100000xf32>, tensor<100000x100000xi1>, tensor<100000x100000xf32>) {
  // CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<100000x100000xf32>
  // CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<true> : tensor<100000x100000xi1>
  // CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<0x7FC00000> : tensor<100000x100000xf32>
  // CHECK: return %[[B]], %[[C]], %[[S]]
  %c = stablehlo.constant dense<-0.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<100000x100000xf32>
  %t = stablehlo.transpose %b, dims = [1, 0] : (tensor<100000x100000xf32>) -> tensor<100000x100000xf32>
  %e = stablehlo.compare EQ, %t, %b, FLOAT : (tensor<100000x100000xf32>, tensor<100000x100000xf32>) -> tensor<100000x100000xi1>
  %n = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<100000x100000xf32>
  %s = stablehlo.maximum %nb, %t : tensor<100000x100000xf32>
  func.return %b, %e, %s : tensor<100000x100000xf32>, tensor<100000x100000xi1>, tensor<100000x100000xf32>
}
