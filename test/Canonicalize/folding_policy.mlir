// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// What canonicalization folds and what it keeps, as StableHLO's simplifier
// does: integer division by zero and INT_MIN / -1 keep their op (the
// interpreter gives them a value, the folds do not bake it in); iotas become
// constants only when small, splats, or consumed by a fold; broadcasts of
// splats stay splats (one element, whatever the shape).

// CHECK-LABEL: func.func @int_division_by_zero_kept
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-DAG: %[[ZU:.*]] = stablehlo.constant dense<[1, 0]> : tensor<2xui8>
// CHECK-DAG: %[[D:.*]] = stablehlo.divide %[[C]], %[[Z]]
// CHECK-DAG: %[[R:.*]] = stablehlo.remainder %[[C]], %[[Z]]
// CHECK-DAG: %[[DU:.*]] = stablehlo.divide %[[ZU]], %[[ZU]]
// CHECK-DAG: %[[RU:.*]] = stablehlo.remainder %[[ZU]], %[[ZU]]
// CHECK: return %[[D]], %[[R]], %[[DU]], %[[RU]]
func.func @int_division_by_zero_kept() -> (tensor<4xi32>, tensor<4xi32>, tensor<2xui8>, tensor<2xui8>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %c = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = stablehlo.divide %c, %z : tensor<4xi32>
  %1 = stablehlo.remainder %c, %z : tensor<4xi32>
  // One zero among the divisors is enough.
  %u = stablehlo.constant dense<[1, 0]> : tensor<2xui8>
  %2 = stablehlo.divide %u, %u : tensor<2xui8>
  %3 = stablehlo.remainder %u, %u : tensor<2xui8>
  func.return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<2xui8>, tensor<2xui8>
}

// -----

// CHECK-LABEL: func.func @int_min_by_minus_one_kept
// CHECK-DAG: %[[M:.*]] = stablehlo.constant dense<[-2147483648, 6]> : tensor<2xi32>
// CHECK-DAG: %[[N:.*]] = stablehlo.constant dense<-1> : tensor<2xi32>
// CHECK-DAG: %[[D:.*]] = stablehlo.divide %[[M]], %[[N]]
// CHECK-DAG: %[[R:.*]] = stablehlo.remainder %[[M]], %[[N]]
// CHECK: return %[[D]], %[[R]]
func.func @int_min_by_minus_one_kept() -> (tensor<2xi32>, tensor<2xi32>) {
  %m = stablehlo.constant dense<[-2147483648, 6]> : tensor<2xi32>
  %n = stablehlo.constant dense<-1> : tensor<2xi32>
  %0 = stablehlo.divide %m, %n : tensor<2xi32>
  %1 = stablehlo.remainder %m, %n : tensor<2xi32>
  func.return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

// -----

// Safe divisions fold: no zero divisor, INT_MIN / -1 only when unsigned
// (255 / 255), floats divide by zero to infinities (IEEE defines them).
// CHECK-LABEL: func.func @safe_divisions_fold
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<[-3, 2]> : tensor<2xi32>
// CHECK-DAG: %[[R:.*]] = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
// CHECK-DAG: %[[U:.*]] = stablehlo.constant dense<1> : tensor<2xui8>
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<0x7F800000> : tensor<2xf32>
// CHECK-NOT: stablehlo.divide
// CHECK-NOT: stablehlo.remainder
// CHECK: return %[[D]], %[[R]], %[[U]], %[[F]]
func.func @safe_divisions_fold() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xui8>, tensor<2xf32>) {
  %a = stablehlo.constant dense<[7, -6]> : tensor<2xi32>
  %b = stablehlo.constant dense<[-2, -3]> : tensor<2xi32>
  %0 = stablehlo.divide %a, %b : tensor<2xi32>
  %1 = stablehlo.remainder %a, %b : tensor<2xi32>
  %u = stablehlo.constant dense<255> : tensor<2xui8>
  %2 = stablehlo.divide %u, %u : tensor<2xui8>
  %f = stablehlo.constant dense<1.0> : tensor<2xf32>
  %fz = stablehlo.constant dense<0.0> : tensor<2xf32>
  %3 = stablehlo.divide %f, %fz : tensor<2xf32>
  func.return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<2xui8>, tensor<2xf32>
}

// -----

// A division by a value that is not constant is never folded either way.
// CHECK-LABEL: func.func @division_of_unknown_kept
// CHECK: stablehlo.divide %arg0, %{{.*}} : tensor<4xi32>
// CHECK: stablehlo.remainder %arg0, %{{.*}} : tensor<4xi32>
func.func @division_of_unknown_kept(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.divide %x, %z : tensor<4xi32>
  %1 = stablehlo.remainder %x, %z : tensor<4xi32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// An iota of more than 16 elements stays an op; 16 or fewer fold; so does
// one whose iota dimension has size 1 (all zeros: a splat).
// CHECK-LABEL: func.func @iota_size_policy
// CHECK-DAG: %[[BIG:.*]] = stablehlo.iota dim = 0 : tensor<100xi32>
// CHECK-DAG: %[[SMALL:.*]] = stablehlo.constant dense<{{\[}}[0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3]]> : tensor<4x4xi32>
// CHECK-DAG: %[[SPLAT:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<1x1000xf32>
// CHECK: return %[[BIG]], %[[SMALL]], %[[SPLAT]]
func.func @iota_size_policy() -> (tensor<100xi32>, tensor<4x4xi32>, tensor<1x1000xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<100xi32>
  %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %2 = stablehlo.iota dim = 0 : tensor<1x1000xf32>
  func.return %0, %1, %2 : tensor<100xi32>, tensor<4x4xi32>, tensor<1x1000xf32>
}

// -----

// A large iota folds when a user folds with it (every other operand is a
// constant): the user's constant replaces both.
// CHECK-LABEL: func.func @iota_consumed_by_fold
// CHECK-NOT: stablehlo.iota
// CHECK-NOT: stablehlo.add
// CHECK: %[[C:.*]] = stablehlo.constant dense<[1, 2, 3,{{.*}}, 100]> : tensor<100xi32>
// CHECK: return %[[C]]
func.func @iota_consumed_by_fold() -> tensor<100xi32> {
  %i = stablehlo.iota dim = 0 : tensor<100xi32>
  %one = stablehlo.constant dense<1> : tensor<100xi32>
  %0 = stablehlo.add %i, %one : tensor<100xi32>
  func.return %0 : tensor<100xi32>
}

// -----

// A large iota whose user has an operand that is not constant stays.
// CHECK-LABEL: func.func @iota_consumed_by_unknown
// CHECK: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<100xi32>
// CHECK: stablehlo.add %[[I]], %arg0
func.func @iota_consumed_by_unknown(%x: tensor<100xi32>) -> tensor<100xi32> {
  %i = stablehlo.iota dim = 0 : tensor<100xi32>
  %0 = stablehlo.add %i, %x : tensor<100xi32>
  func.return %0 : tensor<100xi32>
}

// -----

// A broadcast of a splat is a splat constant (one stored element), whatever
// its shape.
// CHECK-LABEL: func.func @broadcast_of_splat
// CHECK: %[[C:.*]] = stablehlo.constant dense<1.500000e+00> : tensor<1000x1000xf32>
// CHECK-NOT: stablehlo.broadcast_in_dim
// CHECK: return %[[C]]
func.func @broadcast_of_splat() -> tensor<1000x1000xf32> {
  %c = stablehlo.constant dense<1.5> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1000x1000xf32>
  func.return %0 : tensor<1000x1000xf32>
}

// -----

// A re-layout of a large iota does not fold it (that would only write out a
// larger constant); a user with a small result does.
// CHECK-LABEL: func.func @iota_relayout_and_slice
// CHECK-DAG: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<100xi32>
// CHECK-DAG: %[[B:.*]] = stablehlo.broadcast_in_dim %[[I]], dims = [1] : (tensor<100xi32>) -> tensor<8x100xi32>
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[97, 98, 99]> : tensor<3xi32>
// CHECK: return %[[B]], %[[S]]
func.func @iota_relayout_and_slice() -> (tensor<8x100xi32>, tensor<3xi32>) {
  %i = stablehlo.iota dim = 0 : tensor<100xi32>
  %0 = stablehlo.broadcast_in_dim %i, dims = [1] : (tensor<100xi32>) -> tensor<8x100xi32>
  %j = stablehlo.iota dim = 0 : tensor<100xi32>
  %1 = stablehlo.slice %j [97:100] : (tensor<100xi32>) -> tensor<3xi32>
  func.return %0, %1 : tensor<8x100xi32>, tensor<3xi32>
}
