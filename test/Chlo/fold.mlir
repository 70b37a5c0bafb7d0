// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// chlo ops with constant operands fold to stablehlo constants, through both
// --fold-constants and the dialect fold hook (--canonicalize).

// CHECK-LABEL: func.func @unary
// CHECK-NOT: chlo.
// CHECK: stablehlo.constant dense<[0x7FF0000000000000, 0.000000e+00, 0.69314718055994529]> : tensor<3xf64>
// CANON-LABEL: func.func @unary
// CANON-NOT: chlo.
// CANON: stablehlo.constant dense<[0x7FF0000000000000, 0.000000e+00, 0.69314718055994529]> : tensor<3xf64>
func.func @unary() -> tensor<3xf64> {
  %x = stablehlo.constant dense<[0.0, 1.0, 3.0]> : tensor<3xf64>
  %r = chlo.lgamma %x : tensor<3xf64> -> tensor<3xf64>
  func.return %r : tensor<3xf64>
}

// -----

// CHECK-LABEL: func.func @top_k
// CHECK-NOT: chlo.
// CHECK-DAG: stablehlo.constant dense<[7, 5]> : tensor<2xi32>
// CHECK-DAG: stablehlo.constant dense<[1, 0]> : tensor<2xi32>
// CANON-LABEL: func.func @top_k
// CANON-NOT: chlo.
func.func @top_k() -> (tensor<2xi32>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[5, 7, 5]> : tensor<3xi32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<3xi32> -> (tensor<2xi32>, tensor<2xi32>)
  func.return %v, %i : tensor<2xi32>, tensor<2xi32>
}

// -----

// scan has a region: --fold-constants evaluates it; the fold hook leaves it.
// CHECK-LABEL: func.func @scan
// CHECK-NOT: chlo.scan
// CHECK-DAG: stablehlo.constant dense<[1, 3, 6]> : tensor<3xi32>
// CHECK-DAG: stablehlo.constant dense<6> : tensor<i32>
// CANON-LABEL: func.func @scan
// CANON: chlo.scan
func.func @scan() -> (tensor<3xi32>, tensor<i32>) {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = chlo.scan(%x) inits(%zero) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %e, %c : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<3xi32>, tensor<i32>
}

// -----

// A failing evaluation declines the fold silently.
// CHECK-LABEL: func.func @ragged_dot_bad_groups
// CHECK: chlo.ragged_dot
// CANON-LABEL: func.func @ragged_dot_bad_groups
// CANON: chlo.ragged_dot
func.func @ragged_dot_bad_groups() -> tensor<2x1xi32> {
  %lhs = stablehlo.constant dense<1> : tensor<2x1xi32>
  %rhs = stablehlo.constant dense<1> : tensor<1x1x1xi32>
  %sizes = stablehlo.constant dense<[5]> : tensor<1xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<2x1xi32>, tensor<1x1x1xi32>, tensor<1xi32>) -> tensor<2x1xi32>
  func.return %r : tensor<2x1xi32>
}
