// Artifacts through fold-translate and fold-opt: written for each target,
// read back by fold-translate --deserialize, fold-opt and --interpret.

// RUN: fold-translate --serialize --target=1.0.0 %s -o %t.100.bc
// RUN: fold-translate --deserialize %t.100.bc | FileCheck %s
// RUN: fold-opt %t.100.bc | FileCheck %s
// RUN: fold-opt --interpret %t.100.bc
// RUN: fold-translate --interpret %t.100.bc
// RUN: fold-translate --serialize --target=current %s -o %t.cur.bc
// RUN: fold-opt %t.cur.bc | FileCheck %s
// RUN: head -c 5 %t.100.bc | FileCheck %s --check-prefix=MAGIC

// MAGIC: ML{{.}}R
// CHECK-LABEL: func.func @main
// CHECK: %[[X:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: "stablehlo.sort"(%[[X]], %[[X]]) <{dimension = 0 : i64, is_stable = true}>
// CHECK: stablehlo.compare GT
// CHECK: stablehlo.custom_call @check.expect_eq
func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s:2 = "stablehlo.sort"(%x, %x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %e = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_eq(%s#0, %e) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}
