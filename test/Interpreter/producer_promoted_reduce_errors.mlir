// RUN: not fold-opt %s --split-input-file --interpret 2>&1 | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s --check-prefix=FOLD

// Forms StableHLO accepts that the interpreter does not run: a located
// error, and no fold.

// FOLD-LABEL: func.func @mixed_float_arguments
//       FOLD:   stablehlo.reduce
func.func @mixed_float_arguments() -> tensor<f32> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  // CHECK: error: not supported by the interpreter: a body whose arguments 0 and 1 have different float types ('f32' and 'bf16')
  %0 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%p: tensor<f32>, %q: tensor<bf16>):
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xbf16>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @custom_call_on_buffers(%m: memref<2xf32>) {
  return
}

func.func @main() {
  %t = stablehlo.constant dense<1.0> : tensor<f32>
  // CHECK: error: not supported by the interpreter: custom_call @make on buffers (memref operands or results)
  %0 = stablehlo.custom_call @make(%t) : (tensor<f32>) -> memref<2xf32>
  func.return
}
