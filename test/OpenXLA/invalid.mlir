// RUN: not fold-opt-openxla %s --split-input-file 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not fold-opt-openxla %s --split-input-file --fold-constants 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --canonicalize 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not fold-opt-openxla %s --split-input-file --interpret 2>&1 | FileCheck %s --check-prefix=INTERP

// Malformed input through the new driver: openxla's parser and verifiers
// report it at its location; nothing crashes.

// CHECK: invalid.mlir:[[# @LINE + 5]]:8: error:
// PARSE: invalid.mlir:[[# @LINE + 4]]:8: error:
// INTERP: error: op requires the same element type for all operands and results
func.func @bad_types() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 4]]:8: error:
// PARSE: invalid.mlir:[[# @LINE + 3]]:8: error:
// INTERP: error: custom op 'stablehlo.not_an_op' is unknown
func.func @unknown_op() {
  %0 = stablehlo.not_an_op : tensor<f32>
  return
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 4]]:38: error: expected ']'
// PARSE: invalid.mlir:[[# @LINE + 3]]:38: error: expected ']'
// INTERP: error: expected ']'
func.func @truncated() {
  %0 = stablehlo.constant dense<[1, 2> : tensor<2xi32>

// -----

// openxla's verifier accepts a negative batch_dims, ours does not: our
// passes and the interpreter verify the copy first and report it here; the
// fold hook declines.
// PARSE-NOT: error: expects batch_dims
// CANON: stablehlo.torch_index_select
// CHECK: invalid.mlir:[[# @LINE + 5]]:8: error: expects batch_dims (-5) to be in [0, 1], the rank of index
// INTERP: error: expects batch_dims (-5) to be in [0, 1], the rank of index
func.func @accepted_by_openxla_only() -> tensor<3x2xf32> {
  %m = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %i = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
  %r = "stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = -5 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
