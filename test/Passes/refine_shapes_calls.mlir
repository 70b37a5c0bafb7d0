// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes | FileCheck %s

// Leading constant scalar integer arguments (after any leading tokens) are
// dimension arguments: they become constants in the callee and leave its
// signature and the call; the other arguments refine its types.
// CHECK-LABEL: func.func @main
// CHECK: %[[T:.*]] = stablehlo.create_token
// CHECK-NOT: stablehlo.constant
// CHECK: call @callee(%[[T]], %arg1, %{{.*}}) : (!stablehlo.token, tensor<i32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>)
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (%{{.*}}: !stablehlo.token, %[[N:.*]]: tensor<i32>, %{{.*}}: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>)
// CHECK: %[[SIX:.*]] = stablehlo.constant dense<6> : tensor<i32>
// CHECK: stablehlo.add %[[SIX]], %[[N]]
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<?xf32>, tensor<i32>) {
  %t = stablehlo.create_token : !stablehlo.token
  %c = stablehlo.constant dense<3> : tensor<i32>
  %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  %1:2 = call @callee(%t, %c, %c, %arg1, %0) : (!stablehlo.token, tensor<i32>, tensor<i32>, tensor<i32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<i32>)
  return %1#0, %1#1 : tensor<?xf32>, tensor<i32>
}
func.func private @callee(%t: !stablehlo.token, %a: tensor<i32>, %b: tensor<i32>, %n: tensor<i32>, %x: tensor<?xf32>) -> (tensor<?xf32>, tensor<i32>) {
  %0 = stablehlo.add %a, %b : tensor<i32>
  %1 = stablehlo.add %0, %n : tensor<i32>
  %2 = stablehlo.abs %x : tensor<?xf32>
  return %2, %1 : tensor<?xf32>, tensor<i32>
}

// -----

// A callee that returns constants gives them to the caller; a call without
// side effects left with no used result goes (the callee with it).
// CHECK-LABEL: func.func @constant_results
// CHECK-SAME: -> tensor<4xi32>
// CHECK-NOT: call
// CHECK: %[[S:.*]] = stablehlo.constant dense<4> : tensor<1xi64>
// CHECK: stablehlo.dynamic_iota %[[S]], dim = 0 : (tensor<1xi64>) -> tensor<4xi32>
// CHECK-NOT: func.func private @shape
func.func @constant_results() -> tensor<?xi32> {
  %0 = call @shape() : () -> tensor<1xi64>
  %1 = stablehlo.dynamic_iota %0, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
func.func private @shape() -> tensor<1xi64> {
  %0 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %1 = stablehlo.add %0, %0 : tensor<1xi64>
  return %1 : tensor<1xi64>
}

// -----

// A callee with side effects (its own, or through a call, or an unknown
// callee) keeps its call; the constants it returns are still used.
// CHECK-LABEL: func.func @side_effects
// CHECK-SAME: -> (tensor<4xi32>, tensor<4xi32>)
// CHECK: call @effectful()
// CHECK: call @indirect()
// CHECK-COUNT-2: stablehlo.dynamic_iota {{.*}} -> tensor<4xi32>
// CHECK: func.func private @effectful
// CHECK: stablehlo.custom_call @log
// CHECK: func.func private @indirect
// CHECK: call_indirect
func.func @side_effects() -> (tensor<?xi32>, tensor<?xi32>) {
  %0 = call @effectful() : () -> tensor<1xi64>
  %1 = call @indirect() : () -> tensor<1xi64>
  %2 = stablehlo.dynamic_iota %0, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  %3 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  return %2, %3 : tensor<?xi32>, tensor<?xi32>
}
func.func private @effectful() -> tensor<1xi64> {
  %0 = stablehlo.constant dense<[4]> : tensor<1xi64>
  stablehlo.custom_call @log(%0) {has_side_effect = true} : (tensor<1xi64>) -> ()
  return %0 : tensor<1xi64>
}
func.func private @indirect() -> tensor<1xi64> {
  %f = func.constant @nothing : () -> ()
  func.call_indirect %f() : () -> ()
  %0 = stablehlo.constant dense<[4]> : tensor<1xi64>
  return %0 : tensor<1xi64>
}
func.func private @nothing() {
  return
}

// -----

// A public callee is specialised into a private copy; the public function
// stays for its other callers, refined on its own.
// CHECK-LABEL: func.func @caller
// CHECK: call @[[COPY:.*]](%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @shared(%arg0: tensor<?xf32>) -> tensor<?xf32>
// CHECK: func.func private @[[COPY]](%arg0: tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%arg0: tensor<4xf32>) -> tensor<?xf32> {
  %x = stablehlo.bitcast_convert %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  %0 = call @shared(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @shared(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %arg0 : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Declined: a scalar that is not an integer, or not leading, is no
// dimension argument; a non-scalar constant stays an argument.
// CHECK-LABEL: func.func @not_dimensions
// CHECK: call @f(%{{.*}}, %{{.*}}) : (tensor<f32>, tensor<2xi32>)
// CHECK: func.func private @f(%{{.*}}: tensor<f32>, %{{.*}}: tensor<2xi32>)
func.func @not_dimensions() -> tensor<2xi32> {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = call @f(%a, %b) : (tensor<f32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func private @f(%a: tensor<f32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  return %b : tensor<2xi32>
}
