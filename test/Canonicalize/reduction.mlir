// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Patterns of reduce and sort (ReductionPatterns.cpp).

// No reduced dimension: the body runs once per element, on the init value
// and the element, so it becomes elementwise arithmetic on a broadcast init.
// CHECK-LABEL: func.func @reduce_no_dims
func.func @reduce_no_dims(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[B]], %arg0 : tensor<2x3xf32>
  // CHECK-NEXT: return %[[S]]
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The init value stays: +0.0 + -0.0 is +0.0, so adding a +0.0 init is not
// the identity.
// CHECK-LABEL: func.func @reduce_no_dims_pos_zero_init
func.func @reduce_no_dims_pos_zero_init(%x: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
  // CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %[[Z]] : tensor<3xf32>
  // CHECK-NEXT: return %[[S]]
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Two results: the argmax body becomes a compare and two selects; the
// negation of the init index does not read an element, so it runs once
// on the 0-d values and is broadcast.
// CHECK-LABEL: func.func @reduce_no_dims_two_results
func.func @reduce_no_dims_two_results(%v: tensor<4xf32>, %i: tensor<4xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // CHECK-DAG: %[[BV:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4xf32>
  // CHECK-DAG: %[[P:.*]] = stablehlo.compare GT, %[[BV]], %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-DAG: %[[SV:.*]] = stablehlo.select %[[P]], %[[BV]], %arg0 : tensor<4xi1>, tensor<4xf32>
  // CHECK-DAG: %[[D:.*]] = stablehlo.negate %arg3 : tensor<i32>
  // CHECK-DAG: %[[BD:.*]] = stablehlo.broadcast_in_dim %[[D]], dims = [] : (tensor<i32>) -> tensor<4xi32>
  // CHECK-DAG: %[[SI:.*]] = stablehlo.select %[[P]], %[[BD]], %arg1 : tensor<4xi1>, tensor<4xi32>
  // CHECK: return %[[SV]], %[[SI]]
  %0:2 = stablehlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a0: tensor<f32>, %x0: tensor<f32>) (%a1: tensor<i32>, %x1: tensor<i32>) {
    %p = stablehlo.compare GT, %a0, %x0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %d = stablehlo.negate %a1 : tensor<i32>
    %s0 = stablehlo.select %p, %a0, %x0 : tensor<i1>, tensor<f32>
    %s1 = stablehlo.select %p, %d, %x1 : tensor<i1>, tensor<i32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// Dynamic shapes, a promoted accumulator and a body with a side effect keep
// the reduce.
// CHECK-LABEL: func.func @reduce_no_dims_kept
func.func @reduce_no_dims_kept(%x: tensor<?xf32>, %y: tensor<4xf32>, %z: tensor<f32>, %w: tensor<f64>) -> (tensor<?xf32>, tensor<4xf64>, tensor<4xf32>) {
  // CHECK: stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.add across dimensions = []
  // CHECK: stablehlo.reduce(%arg1 init: %arg3) across dimensions = []
  // CHECK: stablehlo.reduce(%arg1 init: %arg2) across dimensions = []
  // CHECK: stablehlo.custom_call @effect
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  %1 = stablehlo.reduce(%y init: %w) across dimensions = [] : (tensor<4xf32>, tensor<f64>) -> tensor<4xf64>
   reducer(%a: tensor<f64>, %b: tensor<f64>) {
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }
  %2 = stablehlo.reduce(%y init: %z) across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %e = stablehlo.custom_call @effect(%s) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %e : tensor<f32>
  }
  return %0, %1, %2 : tensor<?xf32>, tensor<4xf64>, tensor<4xf32>
}

// -----

// A reduced dimension of size 0: every result is its init value.
// CHECK-LABEL: func.func @reduce_empty
func.func @reduce_empty(%x: tensor<0x3xf32>, %z: tensor<f32>) -> tensor<3xf32> {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
  // CHECK-NEXT: return %[[B]]
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A dynamic reduced dimension may or may not be empty; a body with a side
// effect is not dropped.
// CHECK-LABEL: func.func @reduce_empty_kept
func.func @reduce_empty_kept(%x: tensor<?x3xf32>, %y: tensor<0x3xf32>, %z: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>) {
  // CHECK: stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.maximum across dimensions = [0]
  // CHECK: stablehlo.reduce(%{{.*}} init: %arg2) across dimensions = [0]
  // CHECK: stablehlo.custom_call @effect
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.reduce(%y init: %z) across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %e = stablehlo.custom_call @effect(%a) {has_side_effect = true} : (tensor<f32>) -> tensor<f32>
    stablehlo.return %e : tensor<f32>
  }
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// A body whose result reads neither accumulator nor element: every slice is
// non-empty, so each result is that value.
// CHECK-LABEL: func.func @reduce_arg_independent
func.func @reduce_arg_independent(%x: tensor<2x3xf32>, %z: tensor<f32>, %c: tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>) {
  // CHECK-DAG: %[[B0:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
  // CHECK-DAG: %[[N:.*]] = stablehlo.negate %arg2 : tensor<f32>
  // CHECK-DAG: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[N]], dims = [] : (tensor<f32>) -> tensor<3xf32>
  // CHECK-NOT: stablehlo.reduce
  // CHECK: return %[[B0]], %[[B1]]
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %c : tensor<f32>
  }
  %1 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %n = stablehlo.negate %c : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  return %0, %1 : tensor<2xf32>, tensor<3xf32>
}

// -----

// A constant returned by the body is the result only when the slices are
// non-empty (a dynamic dimension may be 0, and then the init is the
// result); a body that returns its accumulator depends on its arguments.
// CHECK-LABEL: func.func @reduce_arg_independent_kept
func.func @reduce_arg_independent_kept(%x: tensor<2x?xf32>, %y: tensor<2x3xf32>, %z: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00>
  // CHECK: stablehlo.reduce(%arg0 init: %arg2) across dimensions = [1]
  // CHECK: stablehlo.return %[[ONE]] : tensor<f32>
  // CHECK: stablehlo.reduce(%arg1 init: %arg2) across dimensions = [1]
  // CHECK: stablehlo.return %{{.*}} : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<2x?xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %one : tensor<f32>
  }
  %1 = stablehlo.reduce(%y init: %z) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// Only the sum is used and it reads only its own accumulator and element:
// the product goes.
// CHECK-LABEL: func.func @reduce_drop_unused_result
func.func @reduce_drop_unused_result(%x: tensor<5xi32>, %y: tensor<5xi32>, %z: tensor<i32>) -> tensor<i32> {
  // CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
  // CHECK-NEXT: return %[[R]]
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %z) across dimensions = [0] : (tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
   reducer(%a0: tensor<i32>, %x0: tensor<i32>) (%a1: tensor<i32>, %x1: tensor<i32>) {
    %s = stablehlo.add %a0, %x0 : tensor<i32>
    %p = stablehlo.multiply %a1, %x1 : tensor<i32>
    stablehlo.return %s, %p : tensor<i32>, tensor<i32>
  }
  return %0#0 : tensor<i32>
}

// -----

// Only the index of an argmax is used, but choosing it reads the values:
// both stay.
// CHECK-LABEL: func.func @reduce_drop_unused_result_kept
func.func @reduce_drop_unused_result_kept(%v: tensor<4xf32>, %i: tensor<4xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> tensor<i32> {
  // CHECK: %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0]
  // CHECK: return %[[R]]#1
  %0:2 = stablehlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a0: tensor<f32>, %x0: tensor<f32>) (%a1: tensor<i32>, %x1: tensor<i32>) {
    %p = stablehlo.compare GT, %a0, %x0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %s0 = stablehlo.select %p, %a0, %x0 : tensor<i1>, tensor<f32>
    %s1 = stablehlo.select %p, %a1, %x1 : tensor<i1>, tensor<i32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<i32>
  }
  return %0#1 : tensor<i32>
}

// -----

// The values sorted along with the keys are unused and the comparator does
// not read them: they go, and so do their comparator arguments.
// CHECK-LABEL: func.func @sort_drop_unused_input
func.func @sort_drop_unused_input(%k: tensor<5xi32>, %v: tensor<5xf32>) -> tensor<5xi32> {
  // CHECK-NEXT: %[[S:.*]] = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>):
  // CHECK-NEXT:   %[[C:.*]] = stablehlo.compare LT, %[[A]], %[[B]]
  // CHECK-NEXT:   stablehlo.return %[[C]]
  // CHECK-NEXT: }) : (tensor<5xi32>) -> tensor<5xi32>
  // CHECK-NEXT: return %[[S]]
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>, tensor<5xf32>) -> (tensor<5xi32>, tensor<5xf32>)
  return %0#0 : tensor<5xi32>
}

// -----

// The keys' result is unused but the comparator reads them: they stay.
// CHECK-LABEL: func.func @sort_keys_kept
func.func @sort_keys_kept(%k: tensor<5xi32>, %v: tensor<5xf32>) -> tensor<5xf32> {
  // CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %arg1)
  // CHECK: return %[[S]]#1
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xi32>, tensor<5xf32>) -> (tensor<5xi32>, tensor<5xf32>)
  return %0#1 : tensor<5xf32>
}

// -----

// Neither result is used and the comparator reads nothing, but its side
// effect keeps the sort, with one input.
// CHECK-LABEL: func.func @sort_keeps_one_input
func.func @sort_keeps_one_input(%k: tensor<5xi32>, %v: tensor<5xf32>) {
  // CHECK-NEXT: "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
  // CHECK-NEXT:   stablehlo.custom_call @effect
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = stablehlo.custom_call @effect() {has_side_effect = true} : () -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xi32>, tensor<5xf32>) -> (tensor<5xi32>, tensor<5xf32>)
  return
}

// -----

// A NaN init is kept as the operand of the elementwise maximum (max with NaN
// is NaN, so nothing simplifies).
// CHECK-LABEL: func.func @reduce_no_dims_nan_init
func.func @reduce_no_dims_nan_init(%x: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK-NEXT: %[[N:.*]] = stablehlo.constant dense<0x7FC00000> : tensor<3xf32>
  // CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %arg0, %[[N]] : tensor<3xf32>
  // CHECK-NEXT: return %[[M]]
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %nan) applies stablehlo.maximum across dimensions = [] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Promoted accumulators (as StableHLO accepts them) need conversions these
// patterns do not make: an empty reduction with an init value of another
// type, and a reduction across no dimensions with one, stay.
// CHECK-LABEL: func.func @reduce_promoted_init_stays
//       CHECK:   stablehlo.reduce
//       CHECK:   stablehlo.reduce
func.func @reduce_promoted_init_stays(%x: tensor<0x3xf32>, %y: tensor<3xf32>, %z: tensor<f64>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<0x3xf32>, tensor<f64>) -> tensor<3xf32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %1 = stablehlo.reduce(%y init: %z) across dimensions = [] : (tensor<3xf32>, tensor<f64>) -> tensor<3xf32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  func.return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
