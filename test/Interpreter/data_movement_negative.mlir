// RUN: not fold-opt --interpret %S/Inputs/data_movement_wrong.mlir 2>&1 | FileCheck %s
// RUN: not fold-opt --interpret --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: data_movement_wrong.mlir:6:3: error

// A reshape to a different element count is rejected cleanly, now by the
// verifier (reshape_c2) before anything runs.
// ERR: error: operand has 3 elements but the result has 2
func.func @reshape_bad_count() {
  %v = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = stablehlo.reshape %v : (tensor<3xi32>) -> tensor<2xi32>
  func.return
}
