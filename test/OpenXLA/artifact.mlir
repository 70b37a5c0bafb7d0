// Portable artifacts read by openxla's own reader (its vhlo dialect,
// vhlo-to-version, vhlo-legalize-to-stablehlo): what fold-translate writes
// at an old and at the current target is read by StableHLO's code, and the
// program it yields passes its checks under --interpret.

// RUN: fold-translate --serialize --target=0.9.0 %s -o %t.090.bc
// RUN: fold-opt-openxla %t.090.bc | FileCheck %s
// RUN: fold-opt-openxla --interpret %t.090.bc
// RUN: fold-translate --serialize --target=current %s -o %t.cur.bc
// RUN: fold-opt-openxla %t.cur.bc | FileCheck %s
// RUN: fold-opt-openxla --interpret %t.cur.bc
// A pass runs on what openxla read.
// RUN: fold-opt-openxla --canonicalize %t.cur.bc | FileCheck %s --check-prefix=CANON

// CHECK: module attributes {mhlo.num_partitions = 1 : i32}
// CHECK-LABEL: func.func @main
// CHECK: stablehlo.sort
// CHECK: stablehlo.compare GT
// CHECK: stablehlo.custom_call @check.expect_eq
// CANON-LABEL: func.func @main
// CANON: stablehlo.custom_call @check.expect_eq
module attributes {mhlo.num_partitions = 1 : i32} {
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
}
