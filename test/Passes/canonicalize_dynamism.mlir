// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-canonicalize-dynamism | FileCheck %s

// Dynamic ops with constant shapes and static results become static ops;
// nothing else changes (no folding: the add of constants stays).
// CHECK-LABEL: func.func @static_forms
// CHECK-NOT: dynamic_
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK: stablehlo.iota dim = 0 : tensor<6xf32>
// CHECK: stablehlo.add
func.func @static_forms(%arg0: tensor<f32>) -> tensor<6xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  %f = stablehlo.constant dense<6> : tensor<1xi32>
  %1 = stablehlo.dynamic_reshape %0, %f : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %2 = stablehlo.dynamic_iota %f, dim = 0 : (tensor<1xi32>) -> tensor<6xf32>
  %3 = stablehlo.add %1, %2 : tensor<6xf32>
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.add %a, %a : tensor<i32>
  return %3 : tensor<6xf32>
}

// -----

// A dynamic result stays dynamic.
// CHECK-LABEL: func.func @stays
// CHECK: stablehlo.dynamic_broadcast_in_dim
func.func @stays(%arg0: tensor<f32>) -> tensor<?xf32> {
  %s = stablehlo.constant dense<[2]> : tensor<1xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [] : (tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A shape assertion that holds is removed; one whose predicate is not a
// constant stays.
// CHECK-LABEL: func.func @assertion_holds
// CHECK-NOT: @shape_assertion(%{{.*}}, %{{.*}})
// CHECK: stablehlo.custom_call @shape_assertion(%arg0)
func.func @assertion_holds(%arg0: tensor<i1>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %n = stablehlo.constant dense<3> : tensor<i32>
  stablehlo.custom_call @shape_assertion(%t, %n) {error_message = "never {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  stablehlo.custom_call @shape_assertion(%arg0) {error_message = "unknown", has_side_effect = true} : (tensor<i1>) -> ()
  return
}

// -----

// A failing assertion is an error at the op, with its message formatted.
func.func @assertion_fails() {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %m = stablehlo.constant dense<8> : tensor<i64>
  // expected-error @+1 {{dimension 3 must be a multiple of 8 ({2} stays)}}
  stablehlo.custom_call @shape_assertion(%f, %n, %m) {error_message = "dimension {0} must be a multiple of {1} ({2} stays)", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i64>) -> ()
  return
}
