// What --fold-constants leaves alone, and why (explain=true reports each
// decline as a remark at the op).
// RUN: fold-opt %s --split-input-file --fold-constants="explain=true size-budget=16" -verify-diagnostics | FileCheck %s


// CHECK-LABEL: func.func @not_constant
func.func @not_constant(%x: tensor<2xi32>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK: stablehlo.add
  // expected-remark @+1 {{not folded: an operand is not a constant}}
  %0 = stablehlo.add %x, %c : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @side_effects
func.func @side_effects() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK: stablehlo.custom_call @foo
  // expected-remark @+1 {{not folded: it has side effects}}
  %0 = stablehlo.custom_call @foo(%c) {has_side_effect = true} : (tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// 8 x i32 is 32 bytes, over the 16-byte budget of the first RUN line (not a
// splat: splats of splats are exempt from the budget).
// CHECK-LABEL: func.func @over_budget
func.func @over_budget() -> tensor<8xi32> {
  %c = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  // CHECK: stablehlo.add
  // expected-remark @+1 {{not folded: the results need 32 bytes, over the size budget of 16 bytes}}
  %0 = stablehlo.add %c, %c : tensor<8xi32>
  func.return %0 : tensor<8xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic_result
func.func @dynamic_result() -> tensor<?xi32> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %s = stablehlo.constant dense<[2]> : tensor<1xi32>
  // CHECK: stablehlo.dynamic_reshape
  // expected-remark @+1 {{not folded: a result is not a statically shaped tensor}}
  %0 = stablehlo.dynamic_reshape %c, %s : (tensor<2xi32>, tensor<1xi32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
