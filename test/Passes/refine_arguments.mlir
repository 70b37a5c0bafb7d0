// RUN: fold-opt %s --split-input-file --stablehlo-refine-arguments="types=tensor<i64>,tensor<3x4xf32>,tensor<?xi32>" | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-refine-arguments="types=tensor<i64>,tensor<3x4xf32>,tensor<?xi32> args=5" | FileCheck %s --check-prefix=BIND
// RUN: fold-opt %s --split-input-file --stablehlo-refine-arguments="types=tensor<i64>,tensor<3x4xf32>,tensor<?xi32>" --stablehlo-refine-shapes | FileCheck %s --check-prefix=REFINED

// The refined argument is wrapped in a custom_call of its old type, so the
// body still verifies; an argument given its own type is not wrapped.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[N:.*]]: tensor<i64>, %[[X:.*]]: tensor<3x4xf32>, %[[Y:.*]]: tensor<?xi32>) -> tensor<?x4xf32>
// CHECK: %[[SHAPE:.*]] = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
// CHECK: %[[W:.*]] = stablehlo.custom_call @stablehlo.shape_refinement_operand_wrapper(%[[X]], %[[SHAPE]]) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
// CHECK: stablehlo.abs %[[W]] : tensor<?x4xf32>
// CHECK: stablehlo.convert %[[N]]
// CHECK-NOT: custom_call

// `args=5` binds %arg0: its uses see a constant, the signature stays.
// BIND-LABEL: func.func @main
// BIND-SAME: (%{{.*}}: tensor<i64>,
// BIND: %[[FIVE:.*]] = stablehlo.constant dense<5> : tensor<i64>
// BIND: stablehlo.convert %[[FIVE]]

// refine-shapes removes the wrapper and propagates the static type.
// REFINED-LABEL: func.func @main
// REFINED-SAME: -> tensor<3x4xf32>
// REFINED-NOT: custom_call
// REFINED: stablehlo.abs %{{.*}} : tensor<3x4xf32>
func.func @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>, %arg2: tensor<?xi32>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %arg1 : tensor<?x4xf32>
  %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  return %0 : tensor<?x4xf32>
}

// -----

// Without `main`, the module's only function is refined.
// CHECK-LABEL: func.func @only
// CHECK-SAME: tensor<3x4xf32>
// REFINED-LABEL: func.func @only
// REFINED-SAME: (%{{.*}}: tensor<i64>, %{{.*}}: tensor<3x4xf32>, %{{.*}}: tensor<?xi32>) -> tensor<3x4xf32>
func.func @only(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>, %arg2: tensor<?xi32>) -> tensor<?x4xf32> {
  return %arg1 : tensor<?x4xf32>
}
