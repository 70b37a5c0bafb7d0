// RUN: fold-opt %s --split-input-file --stablehlo-specialize="types=tensor<i64>,tensor<3x4xf32> args=3" | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-specialize="types=tensor<i64>,tensor<3x4xf32> args=3" --stablehlo-fold-pipeline | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline | FileCheck %s --check-prefix=DYN
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline="refine-shapes=false" | FileCheck %s --check-prefix=NOREFINE
// RUN: not fold-opt %s --split-input-file --stablehlo-specialize="types=tensor<i64>,tensor<5x4xf32> args=5" 2>&1 | FileCheck %s --check-prefix=ASSERT

// An older JAX export: the size of the dynamic dimension comes first, as a
// scalar argument. Binding it to 3 and giving %arg1 its static type makes
// the whole program static.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%{{.*}}: tensor<i64>, %[[X:.*]]: tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NOT: dynamic
// CHECK-NOT: custom_call
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %[[X]], dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: stablehlo.add %[[B]], %[[B]] : tensor<2x3x4xf32>

// FOLD-LABEL: func.func @main
// FOLD: stablehlo.broadcast_in_dim {{.*}} -> tensor<2x3x4xf32>

// The fold pipeline on the dynamic program: nothing to refine, the
// dimension size of the static dimension folds, the rest stays dynamic.
// DYN-LABEL: func.func @main
// DYN-SAME: -> tensor<2x?x4xf32>
// DYN: stablehlo.dynamic_broadcast_in_dim
// NOREFINE-LABEL: func.func @main
// NOREFINE: stablehlo.dynamic_broadcast_in_dim

// The program asserts that the dimension size is below 4: with 5 the
// assertion fails, with its message, at the assertion.
// ASSERT: specialize.mlir:{{[0-9]+}}:3: error: the batch 5 must be below 4
func.func @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>) -> tensor<2x?x4xf32> {
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %n32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  %n = stablehlo.reshape %n32 : (tensor<i32>) -> tensor<1xi32>
  %d1 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<?x4xf32>) -> tensor<i32>
  %four = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %two, %n, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %arg1, %shape, dims = [1, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<2x?x4xf32>
  %sum = stablehlo.add %b, %b : tensor<2x?x4xf32>
  %d0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %limit = stablehlo.constant dense<4> : tensor<i32>
  %ok = stablehlo.compare LT, %d0, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %d0, %limit) {
    error_message = "the batch {0} must be below {1}", has_side_effect = true
  } : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  return %sum : tensor<2x?x4xf32>
}
