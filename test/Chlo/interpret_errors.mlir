// RUN: not fold-opt --interpret --split-input-file %s 2>&1 | FileCheck %s

// Evaluation failures are located errors, not crashes.

// CHECK: interpret_errors.mlir{{.*}}:8: error: ragged_dot: group sizes must be non-negative and sum to at most 4
func.func @ragged_dot_groups_too_large() {
  %lhs = stablehlo.constant dense<1> : tensor<4x2xi32>
  %rhs = stablehlo.constant dense<1> : tensor<2x2x3xi32>
  %sizes = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xi32>, tensor<2x2x3xi32>, tensor<2xi32>) -> tensor<4x3xi32>
  func.return
}

// -----

// CHECK: interpret_errors.mlir{{.*}}:8: error: ragged_dot: group sizes must be non-negative and sum to at most 4
func.func @ragged_dot_negative_group() {
  %lhs = stablehlo.constant dense<1> : tensor<4x2xi32>
  %rhs = stablehlo.constant dense<1> : tensor<2x2x3xi32>
  %sizes = stablehlo.constant dense<[-1, 2]> : tensor<2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xi32>, tensor<2x2x3xi32>, tensor<2xi32>) -> tensor<4x3xi32>
  func.return
}

// -----

// A scan body that fails stops the scan with the body's error.
// CHECK: interpret_errors.mlir{{.*}}:10: error: ragged_dot: group sizes must be non-negative and sum to at most 1
func.func @scan_body_fails() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %lhs = stablehlo.constant dense<1> : tensor<1x1xi32>
    %sizes = stablehlo.constant dense<[-1]> : tensor<1xi32>
    %r = "chlo.ragged_dot"(%lhs, %lhs, %sizes) {
      ragged_dot_dimension_numbers = #chlo.ragged_dot<
        lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
        lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
    } : (tensor<1x1xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    stablehlo.return %e, %c : tensor<i32>, tensor<i32>
  } : (tensor<2xi32>, tensor<i32>) -> (tensor<2xi32>, tensor<i32>)
  func.return
}

// -----

// group_sizes of the batched form verifies, but the interpreter takes only
// one list of group sizes.
// CHECK: interpret_errors.mlir{{.*}}:8: error: ragged_dot: only 1-D group_sizes are supported
func.func @ragged_dot_batched_group_sizes() {
  %lhs = stablehlo.constant dense<1> : tensor<2x4x2xi32>
  %rhs = stablehlo.constant dense<1> : tensor<2x2x2x3xi32>
  %sizes = stablehlo.constant dense<[[2, 2], [1, 3]]> : tensor<2x2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x4x2xi32>, tensor<2x2x2x3xi32>, tensor<2x2xi32>) -> tensor<2x4x3xi32>
  func.return
}
