// RUN: fold-opt-openxla --interpret --entry=scale --args='[dense<[0.0, 0.5, -1.0]> : tensor<3xf32>]' %s | FileCheck %s
// RUN: fold-opt-openxla --interpret --entry=scale --print-hex --args='[dense<[0.0, 0.5, -1.0]> : tensor<3xf32>]' %s | FileCheck %s --check-prefix=HEX
// RUN: not fold-opt-openxla --entry=scale %s 2>&1 | FileCheck %s --check-prefix=NEEDS

// fold-opt's --interpret options, shared by fold-opt-openxla
// (tools/fold-opt/InterpretOptions.cpp): one function run on given
// arguments, its results printed readably or in hex. tan(2 * x), correctly
// rounded.

// CHECK: dense<[0.0, 1.5574077, 2.1850398]> : tensor<3xf32>
// HEX: dense<"0x000000002359C73FB1D70B40"> : tensor<3xf32>
// NEEDS: fold-opt-openxla: --entry, --args, --input, --output-dir and --print-hex need --interpret
func.func @scale(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<3xf32>
  %0 = stablehlo.multiply %x, %c : tensor<3xf32>
  %1 = chlo.tan %0 : tensor<3xf32> -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
