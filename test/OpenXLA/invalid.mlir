// RUN: not fold-opt-openxla %s --split-input-file 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --fold-constants 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --interpret 2>&1 | FileCheck %s --check-prefix=INTERP

// Malformed input through the new driver: openxla's parser and verifiers
// report it at its location; nothing crashes.

// CHECK: invalid.mlir:[[# @LINE + 4]]:8: error:
// INTERP: error: op requires the same element type for all operands and results
func.func @bad_types() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 3]]:8: error:
// INTERP: error: custom op 'stablehlo.not_an_op' is unknown
func.func @unknown_op() {
  %0 = stablehlo.not_an_op : tensor<f32>
  return
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 3]]:38: error: expected ']'
// INTERP: error: expected ']'
func.func @truncated() {
  %0 = stablehlo.constant dense<[1, 2> : tensor<2xi32>
