// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes | FileCheck %s

// Integer arithmetic on constants is evaluated during refinement, whether
// or not its result is a shape (StableHLO's shape folders): add, subtract,
// multiply, divide, remainder, and, or, maximum, minimum, sign, clamp.
// CHECK-LABEL: func.func @arithmetic
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[9, 3, 18, 2, 0, 2, 7, 6, 3, -1, 5]> : tensor<11xi64>
// CHECK-NEXT: return %[[C]]
func.func @arithmetic() -> tensor<11xi64> {
  %a = stablehlo.constant dense<6> : tensor<1xi64>
  %b = stablehlo.constant dense<3> : tensor<1xi64>
  %m = stablehlo.constant dense<-4> : tensor<1xi64>
  %lo = stablehlo.constant dense<0> : tensor<1xi64>
  %hi = stablehlo.constant dense<5> : tensor<1xi64>
  %0 = stablehlo.add %a, %b : tensor<1xi64>
  %1 = stablehlo.subtract %a, %b : tensor<1xi64>
  %2 = stablehlo.multiply %a, %b : tensor<1xi64>
  %3 = stablehlo.divide %a, %b : tensor<1xi64>
  %4 = stablehlo.remainder %a, %b : tensor<1xi64>
  %5 = stablehlo.and %a, %b : tensor<1xi64>
  %6 = stablehlo.or %a, %b : tensor<1xi64>
  %7 = stablehlo.maximum %a, %b : tensor<1xi64>
  %8 = stablehlo.minimum %a, %b : tensor<1xi64>
  %9 = stablehlo.sign %m : tensor<1xi64>
  %10 = stablehlo.clamp %lo, %0, %hi : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %r = stablehlo.concatenate %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, dim = 0 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<11xi64>
  return %r : tensor<11xi64>
}

// -----

// Comparisons, select, convert between integer types, broadcast_in_dim,
// reshape, slice and get_dimension_size of a static dimension.
// CHECK-LABEL: func.func @data_movement
// CHECK-DAG: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-DAG: stablehlo.constant dense<[4, 7]> : tensor<2xi32>
// CHECK-DAG: stablehlo.constant dense<3> : tensor<2x2xi64>
// CHECK-DAG: stablehlo.constant dense<5> : tensor<i32>
// CHECK-DAG: stablehlo.constant dense<7> : tensor<i64>
// CHECK-NOT: stablehlo.compare
// CHECK-NOT: stablehlo.select
// CHECK-NOT: stablehlo.get_dimension_size
func.func @data_movement(%arg0: tensor<5xf32>) -> (tensor<2xi1>, tensor<2xi32>, tensor<2x2xi64>, tensor<i32>, tensor<i64>) {
  %a = stablehlo.constant dense<[4, 9]> : tensor<2xi64>
  %b = stablehlo.constant dense<[7, 7]> : tensor<2xi64>
  %lt = stablehlo.compare LT, %a, %b : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
  %sel = stablehlo.select %lt, %a, %b : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %c = stablehlo.convert %sel : (tensor<2xi64>) -> tensor<2xi32>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %bc = stablehlo.broadcast_in_dim %three, dims = [] : (tensor<i64>) -> tensor<2x2xi64>
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<5xf32>) -> tensor<i32>
  %s = stablehlo.slice %b [1:2] : (tensor<2xi64>) -> tensor<1xi64>
  %r = stablehlo.reshape %s : (tensor<1xi64>) -> tensor<i64>
  return %lt, %c, %bc, %d, %r : tensor<2xi1>, tensor<2xi32>, tensor<2x2xi64>, tensor<i32>, tensor<i64>
}

// -----

// set_dimension_size to the size the type has is the identity.
// CHECK-LABEL: func.func @set_dimension_size
// CHECK-NOT: set_dimension_size
// CHECK: return %arg0
func.func @set_dimension_size(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.constant dense<4> : tensor<i32>
  %0 = stablehlo.set_dimension_size %arg0, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Declined: floats (StableHLO's refinement folds no float), ops outside
// the list (xor), integer division by zero (the fold hook's policy), a
// dimension that is not static, a result over the element cap.
// CHECK-LABEL: func.func @declined
// CHECK: stablehlo.add %{{.*}} : tensor<2xf32>
// CHECK: stablehlo.xor
// CHECK: stablehlo.divide
// CHECK: stablehlo.get_dimension_size
// CHECK: stablehlo.broadcast_in_dim
func.func @declined(%arg0: tensor<?xf32>) -> (tensor<2xf32>, tensor<i64>, tensor<i64>, tensor<i32>, tensor<65537xi32>) {
  %f = stablehlo.constant dense<1.5> : tensor<2xf32>
  %0 = stablehlo.add %f, %f : tensor<2xf32>
  %a = stablehlo.constant dense<6> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %1 = stablehlo.xor %a, %a : tensor<i64>
  %2 = stablehlo.divide %a, %z : tensor<i64>
  %3 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %4 = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<i32>) -> tensor<65537xi32>
  return %0, %1, %2, %3, %4 : tensor<2xf32>, tensor<i64>, tensor<i64>, tensor<i32>, tensor<65537xi32>
}

// -----

// A shape computation feeding a dynamic op folds as far as it goes and the
// op takes the shape (xor is evaluated here: it computes a shape).
// CHECK-LABEL: func.func @shape_slice
// CHECK-SAME: -> tensor<5xf32>
// CHECK: stablehlo.dynamic_iota %{{.*}} -> tensor<5xf32>
func.func @shape_slice() -> tensor<?xf32> {
  %a = stablehlo.constant dense<[4]> : tensor<1xi64>
  %b = stablehlo.constant dense<[1]> : tensor<1xi64>
  %x = stablehlo.xor %a, %b : tensor<1xi64>
  %0 = stablehlo.dynamic_iota %x, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// get_dimension_size of a size its i32 result cannot hold stays (no wrapped
// constant); one that fits folds.
// CHECK-LABEL: func.func @dimension_too_large
// CHECK: stablehlo.get_dimension_size %arg0, dim = 0
// CHECK: stablehlo.constant dense<2147483647> : tensor<i32>
func.func @dimension_too_large(%arg0: tensor<2147483648xi8>, %arg1: tensor<2147483647xi8>) -> (tensor<i32>, tensor<i32>) {
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<2147483648xi8>) -> tensor<i32>
  %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<2147483647xi8>) -> tensor<i32>
  return %0, %1 : tensor<i32>, tensor<i32>
}

// -----

// Adjacent equal splats of a concatenate merge during refinement, as in
// StableHLO's (its shape folder's patterns), also where another operand is
// not a constant; the merged concatenate keeps the attributes. Unequal
// neighbours stay apart.
// CHECK-LABEL: func.func @concatenate_adjacent_splats
// CHECK-DAG: %[[FIVE:.*]] = stablehlo.constant dense<5> : tensor<1xi32>
// CHECK-DAG: %[[R:.*]] = stablehlo.reshape %arg0
// CHECK-DAG: %[[TWENTY:.*]] = stablehlo.constant dense<20> : tensor<2xi32>
// CHECK: %[[S:.*]] = stablehlo.concatenate %[[R]], %[[TWENTY]], %[[FIVE]], dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<1xi32>, tensor<2xi32>, tensor<1xi32>) -> tensor<4xi32>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %arg1, %[[S]], dims = [3]
func.func @concatenate_adjacent_splats(%n: tensor<i32>, %x: tensor<5xf32>) -> tensor<?x?x?x5xf32> {
  %twenty = stablehlo.constant dense<20> : tensor<1xi32>
  %five = stablehlo.constant dense<5> : tensor<1xi32>
  %r = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %s = stablehlo.concatenate %r, %twenty, %twenty, %five, dim = 0 {mhlo.sharding = "{replicated}"} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [3] : (tensor<5xf32>, tensor<4xi32>) -> tensor<?x?x?x5xf32>
  return %b : tensor<?x?x?x5xf32>
}
