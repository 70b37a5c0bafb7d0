// An op whose estimated work is over the budget declines before anything is
// unpacked, and once: a later round does not spend the budget on it again.
// RUN: fold-opt %s --split-input-file --fold-constants="explain work-budget=100000000" -verify-diagnostics | FileCheck %s

// Within the default 4 MiB size budget (1 + 1.5 + 1.5 MiB with the expanded
// splats), over a work budget of 1e8 units (~0.1 s): 1024 x 1536 x 1024 =
// 1.6e9 multiply-adds, ~0.5 s.
// CHECK-LABEL: func.func @dot_over_work_budget
func.func @dot_over_work_budget() -> tensor<1024x1024xi8> {
  %a = stablehlo.constant dense<1> : tensor<1024x1536xi8>
  %b = stablehlo.constant dense<2> : tensor<1536x1024xi8>
  // CHECK: stablehlo.dot_general
  // expected-remark @+1 {{not folded: 'stablehlo.dot_general' needs ~1.6e9 multiply-adds, ~483 ms, over the compute budget of 100 ms}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1024x1536xi8>, tensor<1536x1024xi8>) -> tensor<1024x1024xi8>
  func.return %0 : tensor<1024x1024xi8>
}

// -----

// The add folds first, then the dot_general is declined once: a later round
// of the pass does not spend the budget on it again (one remark).
// CHECK-LABEL: func.func @declined_once
func.func @declined_once() -> tensor<1024x1024xi8> {
  %c = stablehlo.constant dense<1> : tensor<1024x1536xi8>
  %a = stablehlo.add %c, %c : tensor<1024x1536xi8>
  %b = stablehlo.constant dense<2> : tensor<1536x1024xi8>
  // CHECK: stablehlo.dot_general
  // expected-remark @+1 {{not folded: 'stablehlo.dot_general' needs ~1.6e9 multiply-adds, ~483 ms, over the compute budget of 100 ms}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1024x1536xi8>, tensor<1536x1024xi8>) -> tensor<1024x1024xi8>
  func.return %0 : tensor<1024x1024xi8>
}
