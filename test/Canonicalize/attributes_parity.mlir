// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// The simplifier-parity patterns keep discardable attributes by the rule of
// docs/canonicalization.md ("Attributes of replaced ops"), one section per
// family, with a conflict case: then the op stays.

// compare(EQ, x, false) -> not(x): the new not takes the sharding.
// CHECK-LABEL: func.func @elementwise_compare_bool
// CHECK-NEXT: %[[N:.*]] = stablehlo.not %arg0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[N]]
func.func @elementwise_compare_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.compare EQ, %x, %f {mhlo.sharding = "{replicated}"} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// compare(EQ, x, true) -> x: x's op holds another sharding, so the compare
// stays; with no sharding of its own, x's op receives it.
// CHECK-LABEL: func.func @elementwise_compare_bool_conflict
// CHECK: %[[X:.*]] = stablehlo.not %arg0 {mhlo.sharding = "{maximal device=0}"}
// CHECK: stablehlo.compare EQ, %[[X]], %{{.*}} {mhlo.sharding = "{maximal device=1}"}
// CHECK: %[[Y:.*]] = stablehlo.not %arg1 {mhlo.sharding = "{maximal device=1}"}
// CHECK-NOT: stablehlo.compare
func.func @elementwise_compare_bool_conflict(%a: tensor<4xi1>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %x = stablehlo.not %a {mhlo.sharding = "{maximal device=0}"} : tensor<4xi1>
  %0 = stablehlo.compare EQ, %x, %t {mhlo.sharding = "{maximal device=1}"} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %y = stablehlo.not %b : tensor<4xi1>
  %1 = stablehlo.compare EQ, %y, %t {mhlo.sharding = "{maximal device=1}"} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// Data movement: the rebuilt concatenate and the broadcast replacing a pad
// take the attributes.
// CHECK-LABEL: func.func @data_movement
// CHECK: stablehlo.concatenate {{.*}} {mhlo.sharding = "{replicated}"}
// CHECK: stablehlo.broadcast_in_dim %arg1, dims = [] {mhlo.frontend_attributes = {k = "v"}}
func.func @data_movement(%x: tensor<1xf32>, %v: tensor<f32>, %e: tensor<0xf32>) -> (tensor<4xf32>, tensor<3xf32>) {
  %a = stablehlo.constant dense<2.0> : tensor<1xf32>
  %b = stablehlo.constant dense<2.0> : tensor<2xf32>
  %0 = stablehlo.concatenate %x, %a, %b, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<1xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<4xf32>
  %1 = stablehlo.pad %e, %v, low = [1], high = [2], interior = [0] {mhlo.frontend_attributes = {k = "v"}} : (tensor<0xf32>, tensor<f32>) -> tensor<3xf32>
  return %0, %1 : tensor<4xf32>, tensor<3xf32>
}

// -----

// Control flow: a repacking tuple of a block argument has no op to give its
// sharding to: it stays. Without attributes it goes.
// CHECK-LABEL: func.func @control_flow_tuple
// CHECK: %[[T:.*]] = stablehlo.tuple {{.*}} {mhlo.sharding = "{{[{][{]}}replicated}, {replicated}}"}
// CHECK: return %[[T]], %arg0
func.func @control_flow_tuple(%t: tuple<tensor<f32>, tensor<f32>>) -> (tuple<tensor<f32>, tensor<f32>>, tuple<tensor<f32>, tensor<f32>>) {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %0 = stablehlo.tuple %a, %b {mhlo.sharding = "{{replicated}, {replicated}}"} : tuple<tensor<f32>, tensor<f32>>
  %1 = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<f32>>
  return %0, %1 : tuple<tensor<f32>, tensor<f32>>, tuple<tensor<f32>, tensor<f32>>
}

// -----

// Dynamic shapes: the broadcast replacing a dynamic_iota and the merged
// dynamic_reshape take the attributes.
// CHECK-LABEL: func.func @dynamic_shape
// CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} {mhlo.sharding = "{replicated}"}
// CHECK: stablehlo.dynamic_reshape %arg1, %arg2 {mhlo.sharding = "{maximal device=0}"}
func.func @dynamic_shape(%s: tensor<2xi64>, %x: tensor<6xf32>, %t: tensor<3xi64>) -> (tensor<?x?xi32>, tensor<?x?x?xf32>) {
  %0 = stablehlo.dynamic_iota %s, dim = 1 {mhlo.sharding = "{replicated}"} : (tensor<2xi64>) -> tensor<?x?xi32>
  %1 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %2 = stablehlo.dynamic_reshape %1, %t {mhlo.sharding = "{maximal device=0}"} : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return %0, %2 : tensor<?x?xi32>, tensor<?x?x?xf32>
}

// -----

// dynamic_reshape to its operand's shape: the operand's op already holds
// another sharding, so the reshape stays.
// CHECK-LABEL: func.func @dynamic_shape_conflict
// CHECK: stablehlo.abs {{.*}} {mhlo.sharding = "{maximal device=0}"}
// CHECK: stablehlo.dynamic_reshape {{.*}} {mhlo.sharding = "{maximal device=1}"}
func.func @dynamic_shape_conflict(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.abs %0 {mhlo.sharding = "{maximal device=0}"} : tensor<?x?xf32>
  %2 = stablehlo.dynamic_reshape %1, %s {mhlo.sharding = "{maximal device=1}"} : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// Reduction: making sort's dimension explicit changes the op in place; its
// attributes stay.
// CHECK-LABEL: func.func @reduction_sort
// CHECK: "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
// CHECK: }) {mhlo.sharding = "{replicated}"}
func.func @reduction_sort(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
