// Malformed input gets a located error and a non-zero exit, never a crash.
// RUN: not fold-opt %S/Inputs/truncated.mlir 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: truncated.mlir:2:{{[0-9]+}}: error:
// RUN: not fold-opt %s 2>&1 | FileCheck %s
// CHECK: malformed.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: custom op 'stablehlo.nope' is unknown
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.nope %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
