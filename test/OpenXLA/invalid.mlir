// RUN: not fold-opt-openxla %s --split-input-file 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --fold-constants 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --interpret 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --verify-with-stablehlo-fold=false 2>&1 | FileCheck %s --check-prefix=OPENXLA
// RUN: not fold-opt-openxla %s --split-input-file --verify-with-stablehlo-fold=false --fold-constants 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not fold-opt-openxla %s --split-input-file --verify-with-stablehlo-fold=false --canonicalize 2>&1 | FileCheck %s --check-prefix=CANON

// Malformed input through the new driver: our parser and verifiers see it
// first and report it at its location in the file (whatever the pass or
// --interpret); nothing reaches openxla's verifiers. Without that step
// (OPENXLA), openxla's report it.

// CHECK: invalid.mlir:[[# @LINE + 6]]:8: error: 'stablehlo.add' op inferred type(s) 'tensor<2xi32>' are incompatible
// CHECK-NOT: requires the same element type
// OPENXLA: invalid.mlir:[[# @LINE + 4]]:8: error: op requires the same element type for all operands and results
// OPENXLA-NOT: incompatible
func.func @bad_types() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 3]]:8: error: custom op 'stablehlo.not_an_op' is unknown
// OPENXLA: invalid.mlir:[[# @LINE + 2]]:8: error: custom op 'stablehlo.not_an_op' is unknown
func.func @unknown_op() {
  %0 = stablehlo.not_an_op : tensor<f32>
  return
}

// -----

// CHECK: invalid.mlir:[[# @LINE + 3]]:38: error: expected ']'
// OPENXLA: invalid.mlir:[[# @LINE + 2]]:38: error: expected ']'
func.func @truncated() {
  %0 = stablehlo.constant dense<[1, 2> : tensor<2xi32>

// -----

// openxla's verifier accepts a negative batch_dims, ours does not. Our
// verifiers reject it at once; without them, openxla's parse accepts it, our
// passes verify their copy first and report it here (COPY), and the fold
// hook declines (CANON).
// CHECK: invalid.mlir:[[# @LINE + 7]]:8: error: expects batch_dims (-5) to be in [0, 1], the rank of index
// OPENXLA-NOT: error: expects batch_dims
// COPY: invalid.mlir:[[# @LINE + 5]]:8: error: expects batch_dims (-5) to be in [0, 1], the rank of index
// CANON: "stablehlo.torch_index_select"
func.func @accepted_by_openxla_only() -> tensor<3x2xf32> {
  %m = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %i = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
  %r = "stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = -5 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
