// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Discardable attributes (mhlo.sharding, mhlo.frontend_attributes, ...) of an
// op a pattern replaces follow one rule (docs/canonicalization.md,
// "Attributes of replaced ops"): a new op built in its place takes them; a
// forwarded value's defining op receives them merged, unless it holds one of
// them with another value; where no one op produces the replacement (block
// arguments, several ops) or a conflict remains, the pattern does not apply.
// One section per pattern family.

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

// abs(abs(x)) -> abs(x) (DRR): the inner abs receives the outer's attributes.
// CHECK-LABEL: func.func @elementwise_forward_merges
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %arg0 {mhlo.frontend_attributes = {a = "1"}, mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[A]]
func.func @elementwise_forward_merges(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x {mhlo.frontend_attributes = {a = "1"}} : tensor<4xf32>
  %1 = stablehlo.abs %0 {mhlo.sharding = "{replicated}"} : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Two shardings conflict: both ops stay. Frontend attributes merge key by
// key; a key with two values conflicts too.
// CHECK-LABEL: func.func @elementwise_conflict_kept
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %arg0 {mhlo.sharding = "{maximal device=0}"}
// CHECK-NEXT: %[[B:.*]] = stablehlo.abs %[[A]] {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[C:.*]] = stablehlo.abs %arg0 {mhlo.frontend_attributes = {a = "1"}}
// CHECK-NEXT: %[[D:.*]] = stablehlo.abs %[[C]] {mhlo.frontend_attributes = {a = "2"}}
// CHECK-NEXT: %[[E:.*]] = stablehlo.abs %arg0 {mhlo.frontend_attributes = {a = "1", b = "2"}}
// CHECK-NEXT: return %[[B]], %[[D]], %[[E]]
func.func @elementwise_conflict_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.abs %x {mhlo.sharding = "{maximal device=0}"} : tensor<4xf32>
  %1 = stablehlo.abs %0 {mhlo.sharding = "{replicated}"} : tensor<4xf32>
  %2 = stablehlo.abs %x {mhlo.frontend_attributes = {a = "1"}} : tensor<4xf32>
  %3 = stablehlo.abs %2 {mhlo.frontend_attributes = {a = "2"}} : tensor<4xf32>
  %4 = stablehlo.abs %x {mhlo.frontend_attributes = {a = "1"}} : tensor<4xf32>
  %5 = stablehlo.abs %4 {mhlo.frontend_attributes = {b = "2"}} : tensor<4xf32>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An equal attribute is no conflict.
// CHECK-LABEL: func.func @elementwise_equal_attrs
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %arg0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[A]]
func.func @elementwise_equal_attrs(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x {mhlo.sharding = "{replicated}"} : tensor<4xf32>
  %1 = stablehlo.abs %0 {mhlo.sharding = "{replicated}"} : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// not(not(x)) -> x with x an argument: the attributes have no op to go to,
// so the ops stay; without attributes the pattern applies.
// CHECK-LABEL: func.func @elementwise_block_argument_kept
// CHECK-NEXT: %[[A:.*]] = stablehlo.not %arg0 : tensor<4xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.not %[[A]] {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[B]], %arg0
func.func @elementwise_block_argument_kept(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = stablehlo.not %x : tensor<4xi32>
  %1 = stablehlo.not %0 {mhlo.sharding = "{replicated}"} : tensor<4xi32>
  %2 = stablehlo.not %x : tensor<4xi32>
  %3 = stablehlo.not %2 : tensor<4xi32>
  return %1, %3 : tensor<4xi32>, tensor<4xi32>
}

// -----

// convert(convert(x)) -> convert(x) (C++, a new op): the new convert takes the
// outer convert's attributes; the inner one's describe a value that is gone.
// CHECK-LABEL: func.func @elementwise_new_op
// CHECK-NEXT: %[[C:.*]] = stablehlo.convert %arg0 {mhlo.sharding = "{replicated}"} : (tensor<4xi8>) -> tensor<4xf32>
// CHECK-NEXT: return %[[C]]
func.func @elementwise_new_op(%x: tensor<4xi8>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x {mhlo.sharding = "{maximal device=1}"} : (tensor<4xi8>) -> tensor<4xi32>
  %1 = stablehlo.convert %0 {mhlo.sharding = "{replicated}"} : (tensor<4xi32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @data_movement_fused
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] {mhlo.frontend_attributes = {k = "v"}, mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg1 {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<6xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[T]], %[[R]]
func.func @data_movement_fused(%x: tensor<2x3x4xf32>, %y: tensor<6xf32>) -> (tensor<4x2x3xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0, 2] {mhlo.sharding = "{maximal device=0}"} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = stablehlo.transpose %0, dims = [2, 1, 0] {mhlo.sharding = "{replicated}", mhlo.frontend_attributes = {k = "v"}} : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  %2 = stablehlo.reshape %y : (tensor<6xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.reshape %2 {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1, %3 : tensor<4x2x3xf32>, tensor<3x2xf32>
}

// -----

// An iota of rank 2 becomes a broadcast of a 1-D iota: the broadcast, which
// replaces it, takes its attributes.
// CHECK-LABEL: func.func @data_movement_iota
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<30xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[I]], dims = [1] {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[B]]
func.func @data_movement_iota() -> tensor<20x30xi32> {
  %0 = stablehlo.iota dim = 1 {mhlo.sharding = "{replicated}"} : tensor<20x30xi32>
  return %0 : tensor<20x30xi32>
}

//===----------------------------------------------------------------------===//
// Dynamic shape
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @dynamic_shape
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 {mhlo.sharding = "{replicated}"} : (tensor<6xi8>) -> tensor<3x2xi8>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg1 {mhlo.sharding = "{devices=[2]0,1}"}
// CHECK-NEXT: %[[U:.*]] = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 {mhlo.sharding = "{devices=[2]0,1}"}
// CHECK-NEXT: return %[[R]], %[[N]], %[[U]]
func.func @dynamic_shape(%x: tensor<6xi8>, %u: tensor<6xi8>, %i: tensor<i32>) -> (tensor<3x2xi8>, tensor<6xi8>, tensor<6xi8>) {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape {mhlo.sharding = "{replicated}"} : (tensor<6xi8>, tensor<2xi32>) -> tensor<3x2xi8>
  // The update covers x: the update's op receives the sharding.
  %n = stablehlo.negate %u : tensor<6xi8>
  %1 = stablehlo.dynamic_update_slice %x, %n, %i {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<6xi8>, tensor<6xi8>, tensor<i32>) -> tensor<6xi8>
  // The update is an argument: nowhere to put the sharding, the op stays.
  %2 = stablehlo.dynamic_update_slice %x, %u, %i {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<6xi8>, tensor<6xi8>, tensor<i32>) -> tensor<6xi8>
  return %0, %1, %2 : tensor<3x2xi8>, tensor<6xi8>, tensor<6xi8>
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @indexing_gather_to_slice
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [7:8, 0:4] {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[S]]
func.func @indexing_gather_to_slice(%t: tensor<8x4xf32>) -> tensor<1x4xf32> {
  %i = stablehlo.constant dense<[[9]]> : tensor<1x1xi32>
  %0 = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>,
    mhlo.sharding = "{replicated}"
  } : (tensor<8x4xf32>, tensor<1x1xi32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

//===----------------------------------------------------------------------===//
// Reduction
//===----------------------------------------------------------------------===//

// -----

// reduce over an empty dimension -> broadcast of the init, which takes the
// reduce's attributes.
// CHECK-LABEL: func.func @reduction_empty
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[B]]
func.func @reduction_empty(%x: tensor<0x3xf32>, %z: tensor<f32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [0] {mhlo.sharding = "{replicated}"} : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// An unused result of a two-result reduce: with a sharding (one per result)
// the reduce stays; with frontend attributes only, the pruned reduce keeps
// them.
// CHECK-LABEL: func.func @reduction_prune
// CHECK: stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg2)
// CHECK: mhlo.sharding = "{{[{][{]}}replicated}, {replicated}}"
// CHECK: %[[P:.*]] = stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.add across dimensions = [0] {mhlo.frontend_attributes = {k = "v"}}
func.func @reduction_prune(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [0] {mhlo.sharding = "{{replicated}, {replicated}}"} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %c : tensor<f32>
    %t = stablehlo.add %b, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }
  %1:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [0] {mhlo.frontend_attributes = {k = "v"}} : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %c : tensor<f32>
    %t = stablehlo.add %b, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }
  return %0#0, %1#0 : tensor<f32>, tensor<f32>
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

// -----

// if(true): the op that computes the returned value receives the if's
// attributes; a returned value defined outside (an argument) keeps the if.
// CHECK-LABEL: func.func @control_flow_if
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<true>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[I:.*]] = "stablehlo.if"(%[[C]])
// CHECK: mhlo.sharding = "{maximal device=0}"
// CHECK: return %[[N]], %[[I]]
func.func @control_flow_if(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %p = stablehlo.constant dense<true> : tensor<i1>
  %0 = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) {mhlo.sharding = "{replicated}"} : (tensor<i1>) -> tensor<2xf32>
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }) {mhlo.sharding = "{maximal device=0}"} : (tensor<i1>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// while with a cond returning false -> its operands: the op defining the
// operand receives the while's attributes. (get_tuple_element of a tuple is
// a fold, whose path does not carry attributes.)
// CHECK-LABEL: func.func @control_flow_while_false
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[N]]
func.func @control_flow_while_false(%a: tensor<i32>) -> tensor<i32> {
  %n = stablehlo.negate %a : tensor<i32>
  %r = stablehlo.while(%x = %n) : tensor<i32> attributes {mhlo.sharding = "{replicated}"}
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return %x : tensor<i32>
  }
  return %r : tensor<i32>
}

//===----------------------------------------------------------------------===//
// Dialect-wide
//===----------------------------------------------------------------------===//

// -----

// A result with no elements becomes an empty constant, which takes the
// replaced op's attributes.
// CHECK-LABEL: func.func @dialect_zero_extent
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<> : tensor<0x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @dialect_zero_extent(%x: tensor<4xf32>) -> tensor<0x4xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}
