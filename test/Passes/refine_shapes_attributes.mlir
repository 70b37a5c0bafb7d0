// RUN: fold-opt %s --split-input-file --stablehlo-refine-shapes | FileCheck %s

// What refinement folds keeps its discardable attributes by the rule of the
// canonicalization patterns (docs/canonicalization.md): a constant takes
// the attributes of the op it replaces.
// CHECK-LABEL: func.func @evaluated
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant {mhlo.frontend_attributes = {k = "v"}, mhlo.sharding = "{replicated}"} dense<[4, 6]>
// CHECK-NEXT: return %[[C]]
func.func @evaluated() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %c = stablehlo.add %a, %b {mhlo.sharding = "{replicated}", mhlo.frontend_attributes = {k = "v"}} : tensor<2xi32>
  return %c : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @dimension_size
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<4> : tensor<i32>
// CHECK-NEXT: return %[[C]]
func.func @dimension_size(%x: tensor<4xf32>) -> tensor<i32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<i32>
  return %d : tensor<i32>
}

// -----

// set_dimension_size to the size the type has is its operand: the
// operand's op takes the attributes; a block argument cannot, so the op
// stays, and so does one whose operand's op holds another sharding.
// CHECK-LABEL: func.func @identity
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %{{.*}} {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<4>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.set_dimension_size %arg0, %[[C]], dim = 0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[B:.*]] = stablehlo.abs %arg0 {mhlo.sharding = "{maximal device=1}"}
// CHECK-NEXT: %[[S2:.*]] = stablehlo.set_dimension_size %[[B]], %[[C]], dim = 0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[A]], %[[S1]], %[[S2]]
func.func @identity(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.abs %x : tensor<4xf32>
  %n = stablehlo.constant dense<4> : tensor<i32>
  %0 = stablehlo.set_dimension_size %a, %n, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %1 = stablehlo.set_dimension_size %x, %n, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %b = stablehlo.abs %x {mhlo.sharding = "{maximal device=1}"} : tensor<4xf32>
  %2 = stablehlo.set_dimension_size %b, %n, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A call whose results are constants becomes those constants: the callee's
// constant brings its attributes, the call adds its own.
// CHECK-LABEL: func.func @call
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant {mhlo.frontend_attributes = {k = "v"}, mhlo.sharding = "{replicated}"} dense<4> : tensor<i32>
// CHECK-NEXT: return %[[C]]
// CHECK-NOT: func.func private @size
func.func @call(%x: tensor<4xf32>) -> tensor<i32> {
  %0 = func.call @size(%x) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @size(%x: tensor<4xf32>) -> tensor<i32> {
  %d = stablehlo.get_dimension_size %x, dim = 0 {mhlo.frontend_attributes = {k = "v"}} : (tensor<4xf32>) -> tensor<i32>
  return %d : tensor<i32>
}

// -----

// Two results with attributes: no one constant can take them, so the call
// stays (its results are still replaced by the constants).
// CHECK-LABEL: func.func @call_two_results
// CHECK: call @{{.*}}(%arg0) {mhlo.sharding = "{{.*}}"}
// CHECK: return %{{.*}}, %{{.*}} : tensor<i32>, tensor<i32>
func.func @call_two_results(%x: tensor<4xf32>) -> (tensor<i32>, tensor<i32>) {
  %0:2 = func.call @sizes(%x) {mhlo.sharding = "{{replicated}, {replicated}}"} : (tensor<4xf32>) -> (tensor<i32>, tensor<i32>)
  return %0#0, %0#1 : tensor<i32>, tensor<i32>
}
func.func private @sizes(%x: tensor<4xf32>) -> (tensor<i32>, tensor<i32>) {
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<4xf32>) -> tensor<i32>
  %e = stablehlo.constant dense<7> : tensor<i32>
  return %d, %e : tensor<i32>, tensor<i32>
}
