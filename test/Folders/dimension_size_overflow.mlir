// get_dimension_size of a static dimension folds to its size through the fold
// hook's identities (lib/Folders/Identities.cpp), on every path, only when
// the size is an i32: a dimension of 2^31 or more has no i32 value, so the op
// stays (it used to fold to a wrapped value: 2^32 + 1 -> 1, 2^31 -> INT_MIN).
// Boundaries: 2^31 - 1, 2^31, 2^32 + 1, INT64_MAX - 1 (INT64_MAX is `?`).
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline | FileCheck %s

// CHECK-LABEL: func.func @largest_i32
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<2147483647> : tensor<i32>
// CHECK-NEXT: return %[[C]]
func.func @largest_i32(%x: tensor<2147483647xi8>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2147483647xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @two_to_the_31
// CHECK-NEXT: %[[D:.*]] = stablehlo.get_dimension_size
// CHECK-NOT: stablehlo.constant
// CHECK: return %[[D]]
func.func @two_to_the_31(%x: tensor<2147483648xi8>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2147483648xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @two_to_the_32_plus_1
// CHECK-NEXT: %[[D:.*]] = stablehlo.get_dimension_size
// CHECK-NOT: stablehlo.constant
// CHECK: return %[[D]]
func.func @two_to_the_32_plus_1(%x: tensor<1x4294967297xi8>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<1x4294967297xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @int64_max_minus_1
// CHECK-NEXT: %[[D:.*]] = stablehlo.get_dimension_size
// CHECK-NOT: stablehlo.constant
// CHECK: return %[[D]]
func.func @int64_max_minus_1(%x: tensor<9223372036854775806xi8>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<9223372036854775806xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A size that does not fit keeps what is computed from it: the sum stays.
// CHECK-LABEL: func.func @used_in_arithmetic
// CHECK: stablehlo.get_dimension_size
// CHECK: stablehlo.add
func.func @used_in_arithmetic(%x: tensor<2147483648xi8>) -> tensor<i32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2147483648xi8>) -> tensor<i32>
  %1 = stablehlo.constant dense<1> : tensor<i32>
  %2 = stablehlo.add %0, %1 : tensor<i32>
  return %2 : tensor<i32>
}

// -----

// As a shape operand (what shape refinement folds first, in the pipeline):
// the size of 2^31 is not turned into a shape of -2^31.
// CHECK-LABEL: func.func @feeds_a_shape
// CHECK: stablehlo.get_dimension_size
// CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} -> tensor<?xf32>
func.func @feeds_a_shape(%x: tensor<2147483648xi8>) -> tensor<?xf32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2147483648xi8>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.dynamic_broadcast_in_dim %z, %1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}
