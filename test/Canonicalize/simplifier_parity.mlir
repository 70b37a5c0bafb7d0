// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-simplification | FileCheck %s

// Patterns added for parity with StableHLO's simplifier (docs/canonicalization.md,
// "StableHLO's simplifier, rule by rule"): for each, a case where it applies
// and one where it must not. The second RUN line runs them under the name
// of StableHLO's pass, alone.

// compare of booleans with a constant: x == true and x != false are x.
// CHECK-LABEL: func.func @compare_bool_identity
// CHECK-NEXT: return %arg0, %arg0
func.func @compare_bool_identity(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.compare EQ, %x, %t : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = stablehlo.compare NE, %x, %f, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// x == false and x != true are not(x); a constant on the left moves right
// first.
// CHECK-LABEL: func.func @compare_bool_not
// CHECK-NEXT: %[[N:.*]] = stablehlo.not %arg0 : tensor<4xi1>
// CHECK-NEXT: %[[M:.*]] = stablehlo.not %arg0 : tensor<4xi1>
// CHECK-NEXT: return %[[N]], %[[M]]
func.func @compare_bool_not(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.compare EQ, %f, %x : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = stablehlo.compare NE, %x, %t : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// Not: an ordering compare of booleans, a compare against a non-splat
// constant, a compare of integers wider than i1.
// CHECK-LABEL: func.func @compare_bool_kept
// CHECK: stablehlo.compare GT
// CHECK: stablehlo.compare EQ
// CHECK: stablehlo.compare EQ
func.func @compare_bool_kept(%x: tensor<2xi1>, %y: tensor<2xi8>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %t = stablehlo.constant dense<true> : tensor<2xi1>
  %m = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %one = stablehlo.constant dense<1> : tensor<2xi8>
  %0 = stablehlo.compare GT, %x, %t : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %1 = stablehlo.compare EQ, %x, %m : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %2 = stablehlo.compare EQ, %y, %one : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  return %0, %1, %2 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// Adjacent splats of one value merge into one constant.
// CHECK-LABEL: func.func @concatenate_adjacent_splats
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<5x2xf32>
// CHECK: %[[R:.*]] = stablehlo.concatenate %arg0, %[[C]], %arg0, dim = 0
// CHECK-NEXT: return %[[R]]
func.func @concatenate_adjacent_splats(%x: tensor<1x2xf32>) -> tensor<7x2xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3x2xf32>
  %0 = stablehlo.concatenate %x, %a, %b, %x, dim = 0 : (tensor<1x2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<1x2xf32>) -> tensor<7x2xf32>
  return %0 : tensor<7x2xf32>
}

// -----

// Not: splats of +0.0 and -0.0 (different bits), splats that are not
// adjacent.
// CHECK-LABEL: func.func @concatenate_splats_kept
// CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, %arg0, %{{.*}}, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
func.func @concatenate_splats_kept(%x: tensor<1xf32>) -> tensor<4xf32> {
  %p = stablehlo.constant dense<0.0> : tensor<1xf32>
  %n = stablehlo.constant dense<-0.0> : tensor<1xf32>
  %0 = stablehlo.concatenate %p, %n, %x, %n, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// pad of a tensor without elements is the padding value everywhere.
// CHECK-LABEL: func.func @pad_of_empty
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %[[B]]
func.func @pad_of_empty(%x: tensor<0x2xf32>, %v: tensor<f32>) -> tensor<3x4xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 1], high = [2, 1], interior = [3, 0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Not: an operand with elements.
// CHECK-LABEL: func.func @pad_of_nonempty_kept
// CHECK: stablehlo.pad
func.func @pad_of_nonempty_kept(%x: tensor<1x2xf32>, %v: tensor<f32>) -> tensor<4x3xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 1], high = [2, 0], interior = [0, 0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// A tuple of every element of t, in order, is t.
// CHECK-LABEL: func.func @tuple_of_its_elements
// CHECK-NEXT: return %arg0
func.func @tuple_of_its_elements(%t: tuple<tensor<f32>, tensor<2xi32>>) -> tuple<tensor<f32>, tensor<2xi32>> {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<f32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<2xi32>
  %0 = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<2xi32>>
  return %0 : tuple<tensor<f32>, tensor<2xi32>>
}

// -----

// Not: the elements swapped, or taken from two tuples.
// CHECK-LABEL: func.func @tuple_repacking_kept
// CHECK: stablehlo.tuple
// CHECK: stablehlo.tuple
func.func @tuple_repacking_kept(%t: tuple<tensor<f32>, tensor<f32>>, %u: tuple<tensor<f32>, tensor<f32>>) -> (tuple<tensor<f32>, tensor<f32>>, tuple<tensor<f32>, tensor<f32>>) {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %c = stablehlo.get_tuple_element %u[1] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  %0 = stablehlo.tuple %b, %a : tuple<tensor<f32>, tensor<f32>>
  %1 = stablehlo.tuple %a, %c : tuple<tensor<f32>, tensor<f32>>
  return %0, %1 : tuple<tensor<f32>, tensor<f32>>, tuple<tensor<f32>, tensor<f32>>
}

// -----

// sort's default dimension (-1, the last) is written out.
// CHECK-LABEL: func.func @sort_explicit_dimension
// CHECK: "stablehlo.sort"(%arg0) <{dimension = 1 : i64}>
func.func @sort_explicit_dimension(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Not: an explicit dimension stays as it is.
// CHECK-LABEL: func.func @sort_dimension_kept
// CHECK: "stablehlo.sort"(%arg0) <{dimension = 0 : i64}>
func.func @sort_dimension_kept(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A dynamic_reshape to the shape its operand already has (the same SSA
// shape, through an elementwise op) is its operand.
// CHECK-LABEL: func.func @dynamic_reshape_same_shape
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %arg0, %arg1
// CHECK-NEXT: %[[A:.*]] = stablehlo.abs %[[R]]
// CHECK-NEXT: return %[[A]]
func.func @dynamic_reshape_same_shape(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.abs %0 : tensor<?x?xf32>
  %2 = stablehlo.dynamic_reshape %1, %s : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// Not: another shape value (equal or not at run time, nothing says so).
// CHECK-LABEL: func.func @dynamic_reshape_other_shape_kept
// CHECK: stablehlo.dynamic_reshape %arg0, %arg1
// CHECK: stablehlo.dynamic_reshape %{{.*}}, %arg2
func.func @dynamic_reshape_other_shape_kept(%x: tensor<?xf32>, %s: tensor<2xi64>, %t: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.abs %0 : tensor<?x?xf32>
  %2 = stablehlo.dynamic_reshape %1, %t : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// dynamic_reshape of a dynamic_reshape of static shapes: one reshape.
// CHECK-LABEL: func.func @merge_dynamic_reshapes
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %arg0, %arg2 : (tensor<6xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @merge_dynamic_reshapes(%x: tensor<6xf32>, %s: tensor<2xi64>, %t: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_reshape %0, %t : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

// -----

// An inner reshape of a dynamic shape merges too: a shape operand that does
// not fit the operand is undefined behaviour, which the merged reshape need
// not keep (StableHLO merges the same way). An op between the two stops it.
// CHECK-LABEL: func.func @merge_dynamic_reshapes_dynamic_inner
// CHECK-NEXT: %[[A:.*]] = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %arg0, %arg2 : (tensor<6xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.abs %[[A]]
// CHECK-NEXT: %[[C:.*]] = stablehlo.dynamic_reshape %[[B]], %arg2
// CHECK-NEXT: return %[[R]], %[[C]]
func.func @merge_dynamic_reshapes_dynamic_inner(%x: tensor<6xf32>, %s: tensor<2xi64>, %t: tensor<3xi64>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_reshape %0, %t : (tensor<?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %2 = stablehlo.abs %0 : tensor<?x?xf32>
  %3 = stablehlo.dynamic_reshape %2, %t : (tensor<?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return %1, %3 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// dynamic_broadcast_in_dim of a dynamic_broadcast_in_dim: one broadcast with
// the composed dimensions, to the outer shape; the hints become empty. An op
// between the two stops it.
// CHECK-LABEL: func.func @merge_dynamic_broadcasts
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1]
// CHECK-NEXT: %[[A:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %arg2, dims = [2] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64>, mhlo.sharding = "{replicated}"} : (tensor<?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.abs %[[B]]
// CHECK-NEXT: %[[D:.*]] = stablehlo.dynamic_broadcast_in_dim %[[C]], %arg2, dims = [0, 2]
// CHECK-NEXT: return %[[A]], %[[D]]
func.func @merge_dynamic_broadcasts(%x: tensor<?xf32>, %s: tensor<2xi64>, %t: tensor<3xi64>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %0, %t, dims = [0, 2] {mhlo.sharding = "{replicated}"} : (tensor<?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %2 = stablehlo.abs %0 : tensor<?x?xf32>
  %3 = stablehlo.dynamic_broadcast_in_dim %2, %t, dims = [0, 2] : (tensor<?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return %1, %3 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// A dynamic_iota of rank 2 is a broadcast of a 1-D one.
// CHECK-LABEL: func.func @dynamic_iota_to_broadcast
// CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [1:2] : (tensor<2xi64>) -> tensor<1xi64>
// CHECK-NEXT: %[[I:.*]] = stablehlo.dynamic_iota %[[S]], dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %[[I]], %arg0, dims = [1] : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
// CHECK-NEXT: return %[[B]]
func.func @dynamic_iota_to_broadcast(%s: tensor<2xi64>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// Not: a 1-D dynamic_iota.
// CHECK-LABEL: func.func @dynamic_iota_1d_kept
// CHECK-NEXT: stablehlo.dynamic_iota %arg0, dim = 0
func.func @dynamic_iota_1d_kept(%s: tensor<1xi64>) -> tensor<?xi32> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// select on a broadcast not: the branches swap, the not goes.
// CHECK-LABEL: func.func @select_of_broadcast_not
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<3xi1>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[B]], %arg2, %arg1
// CHECK-NEXT: return %[[S]]
func.func @select_of_broadcast_not(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %n = stablehlo.not %p : tensor<i1>
  %bn = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %0 = stablehlo.select %bn, %a, %b : tensor<3xi1>, tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Not: a broadcast of something else.
// CHECK-LABEL: func.func @select_of_broadcast_kept
// CHECK: stablehlo.select %{{.*}}, %arg2, %arg3
func.func @select_of_broadcast_kept(%p: tensor<i1>, %q: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %n = stablehlo.and %p, %q : tensor<i1>
  %bn = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %0 = stablehlo.select %bn, %a, %b : tensor<3xi1>, tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// dynamic_broadcast_in_dim that expands nothing is its operand: the operand
// already has the shape, or its dynamic dimensions are known not to expand.
// CHECK-LABEL: func.func @dynamic_broadcast_noop
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %arg0, %arg1
// CHECK-NEXT: return %[[R]], %arg2
func.func @dynamic_broadcast_noop(%x: tensor<?xf32>, %s: tensor<2xi64>, %y: tensor<?x3xf32>, %t: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x3xf32>) {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %0, %s, dims = [0, 1] : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_broadcast_in_dim %y, %t, dims = [0, 1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return %1, %2 : tensor<?x?xf32>, tensor<?x3xf32>
}

// -----

// Not: a dynamic dimension that may be 1 and expand.
// CHECK-LABEL: func.func @dynamic_broadcast_kept
// CHECK: stablehlo.dynamic_broadcast_in_dim
func.func @dynamic_broadcast_kept(%y: tensor<?x3xf32>, %t: tensor<2xi64>) -> tensor<?x3xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %y, %t, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// dynamic_slice of a splat at any index is the splat.
// CHECK-LABEL: func.func @dynamic_slice_of_splat
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<7> : tensor<2xi32>
// CHECK-NEXT: return %[[C]]
func.func @dynamic_slice_of_splat(%i: tensor<i64>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<7> : tensor<5xi32>
  %0 = stablehlo.dynamic_slice %c, %i, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Not: a slice of a non-splat constant.
// CHECK-LABEL: func.func @dynamic_slice_of_nonsplat_kept
// CHECK: stablehlo.dynamic_slice
func.func @dynamic_slice_of_nonsplat_kept(%i: tensor<i64>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %0 = stablehlo.dynamic_slice %c, %i, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// An operand without elements becomes an empty constant, which the op's
// folds then see: a dot product over no elements is zero.
// CHECK-LABEL: func.func @zero_extent_operand
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @zero_extent_operand(%x: tensor<2x0xf32>, %y: tensor<0x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Not: a custom_call's operand (its meaning is unknown), nor an operand with
// elements.
// CHECK-LABEL: func.func @zero_extent_operand_kept
// CHECK-NEXT: stablehlo.custom_call @f(%arg0)
// CHECK-NEXT: stablehlo.abs %arg1
func.func @zero_extent_operand_kept(%x: tensor<0xf32>, %y: tensor<1xf32>) -> (tensor<0xf32>, tensor<1xf32>) {
  %0 = stablehlo.custom_call @f(%x) : (tensor<0xf32>) -> tensor<0xf32>
  %1 = stablehlo.abs %y : tensor<1xf32>
  return %0, %1 : tensor<0xf32>, tensor<1xf32>
}
