// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid control flow the verifiers must accept, with dynamic dimensions.

// CHECK-LABEL: func.func @if_dynamic
func.func @if_dynamic(%p: tensor<i1>, %x: tensor<?xf32>, %y: tensor<3xf32>) -> tensor<?xf32> {
  // CHECK: "stablehlo.if"
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xf32>
  }, {
    stablehlo.return %y : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  func.return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @case_and_barrier
func.func @case_and_barrier(%i: tensor<i32>, %x: tensor<?xf32>, %t: !stablehlo.token) -> tensor<?xf32> {
  // CHECK: "stablehlo.case"
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<?xf32>
  }, {
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
  // CHECK: stablehlo.optimization_barrier
  %b:2 = stablehlo.optimization_barrier %r, %t : tensor<?xf32>, !stablehlo.token
  // CHECK: stablehlo.after_all
  %a = stablehlo.after_all %t, %b#1 : !stablehlo.token
  func.return %b#0 : tensor<?xf32>
}
