// RUN: not fold-opt --interpret --split-input-file %s 2>&1 | FileCheck %s

// A broadcasting chlo op whose stablehlo op takes no quantized tensors has
// no meaning on them: CHLO would lower it to an op that does not verify.

// CHECK: broadcast_interpret_quantized_errors.mlir{{.*}}:9:8: error: 'chlo.broadcast_shift_left' on quantized tensors has no meaning: it stands for 'stablehlo.shift_left', which takes none
func.func @shift_left() {
  %a = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  %r = chlo.broadcast_shift_left %a, %a : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  func.return
}
