// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-check-shape-assertions | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-check-shape-assertions=enable-shape-assertions=false | FileCheck %s --check-prefix=OFF

// A shape assertion that holds is removed; one whose predicate is not a
// constant stays.
// OFF-LABEL: func.func @assertion_holds
// OFF-NOT: shape_assertion
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

// A failing assertion is an error at the op, with its message formatted;
// without enable-shape-assertions it is erased unchecked.
// OFF-LABEL: func.func @assertion_fails
// OFF-NOT: shape_assertion
func.func @assertion_fails() {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %m = stablehlo.constant dense<8> : tensor<i64>
  // expected-error @+1 {{dimension 3 must be a multiple of 8 ({2} stays)}}
  stablehlo.custom_call @shape_assertion(%f, %n, %m) {error_message = "dimension {0} must be a multiple of {1} ({2} stays)", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i64>) -> ()
  return
}
