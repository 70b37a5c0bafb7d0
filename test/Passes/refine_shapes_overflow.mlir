// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes | FileCheck %s

// Refinement's shape arithmetic at the int64 boundaries (issue 24): sizes up
// to 2^63-1 refine; a size that overflows int64, a negative size, a shape of
// more than 2^63-1 elements, or an unsigned shape value above INT64_MAX is
// declined (the type stays dynamic), never wrapped or saturated.

// Padding to exactly 2^63-1 elements refines.
// CHECK-LABEL: func.func @pad_to_int64_max
// CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<9223372036854775807xf32>
func.func @pad_to_int64_max(%x: tensor<1xf32>, %p: tensor<f32>) -> tensor<?xf32> {
  %lo = stablehlo.constant dense<9223372036854775806> : tensor<1xi64>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %p, %lo, %z, %z : (tensor<1xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A padding that ends at -2^63 + 1: negative, declined.
// CHECK-LABEL: func.func @pad_negative
// CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<?xf32>
func.func @pad_negative(%x: tensor<?xf32>, %p: tensor<f32>) -> tensor<?xf32> {
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %y = stablehlo.dynamic_reshape %x, %one : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %lo = stablehlo.constant dense<-9223372036854775808> : tensor<1xi64>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %y, %p, %lo, %z, %z : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// low + high = 2^63 overflows once the operand is known to have one
// element: refinement declines, and the verifier reports the program.
func.func @pad_sum_overflows(%x: tensor<?xf32>, %p: tensor<f32>) -> tensor<?xf32> {
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %y = stablehlo.dynamic_reshape %x, %one : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %half = stablehlo.constant dense<4611686018427387904> : tensor<1xi64>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error @+1 {{padding dimension 0 (size 1) overflows 64-bit sizes}}
  %0 = stablehlo.dynamic_pad %y, %p, %half, %half, %z : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// (3 - 1) * 2^62 interior elements overflow.
func.func @pad_interior_overflows(%x: tensor<?xf32>, %p: tensor<f32>) -> tensor<?xf32> {
  %three = stablehlo.constant dense<3> : tensor<1xi64>
  %y = stablehlo.dynamic_reshape %x, %three : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %in = stablehlo.constant dense<4611686018427387904> : tensor<1xi64>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  // expected-error @+1 {{padding dimension 0 (size 3) overflows 64-bit sizes}}
  %0 = stablehlo.dynamic_pad %y, %p, %z, %z, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Each dimension fits (2^62), their product (2^124 elements) does not.
// CHECK-LABEL: func.func @pad_element_count_overflows
// CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<?x?xf32>
func.func @pad_element_count_overflows(%x: tensor<?x?xf32>, %p: tensor<f32>) -> tensor<?x?xf32> {
  %ones = stablehlo.constant dense<1> : tensor<2xi64>
  %y = stablehlo.dynamic_reshape %x, %ones : (tensor<?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %lo = stablehlo.constant dense<4611686018427387903> : tensor<2xi64>
  %z = stablehlo.constant dense<0> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %y, %p, %lo, %z, %z : (tensor<?x?xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// real_dynamic_slice: [0, 2^63-1) refines to 2^63-1 elements, a stride of
// 2^63-1 from 1 to one element; a start of -2^63 and an unsigned limit of
// 2^64-1 (which would saturate to 2^63-1) are declined.
// CHECK-LABEL: func.func @slice_bounds
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<9223372036854775807xf32>
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<1xf32>
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<?xf32>
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<?xf32>
func.func @slice_bounds(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<1xi64>
  %one = stablehlo.constant dense<1> : tensor<1xi64>
  %max = stablehlo.constant dense<9223372036854775807> : tensor<1xi64>
  %min = stablehlo.constant dense<-9223372036854775808> : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %x, %zero, %max, %one : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.real_dynamic_slice %x, %one, %max, %max : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %2 = stablehlo.real_dynamic_slice %x, %min, %max, %one : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %uzero = stablehlo.constant dense<0> : tensor<1xui64>
  %uone = stablehlo.constant dense<1> : tensor<1xui64>
  %umax = stablehlo.constant dense<18446744073709551615> : tensor<1xui64>
  %3 = stablehlo.real_dynamic_slice %x, %uzero, %umax, %uone : (tensor<?xf32>, tensor<1xui64>, tensor<1xui64>, tensor<1xui64>) -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// Sizes from a shape operand: 2^63-1 refines; 2^62 x 4 elements, and an
// unsigned 2^64-1, are declined by dynamic_iota, dynamic_broadcast_in_dim,
// dynamic_reshape and custom_call alike.
// CHECK-LABEL: func.func @shape_operands
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<9223372036854775807xf32>
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<?x?xf32>
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<?xf32>
// CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} -> tensor<?x?xf32>
// CHECK: stablehlo.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK: stablehlo.custom_call {{.*}} -> tensor<?x?xf32>
func.func @shape_operands(%s: tensor<f32>, %v: tensor<?xf32>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %max = stablehlo.constant dense<[9223372036854775807]> : tensor<1xi64>
  %big = stablehlo.constant dense<[4611686018427387904, 4]> : tensor<2xi64>
  %umax = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %0 = stablehlo.dynamic_iota %max, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.dynamic_iota %big, dim = 0 : (tensor<2xi64>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_iota %umax, dim = 0 : (tensor<1xui64>) -> tensor<?xf32>
  %3 = stablehlo.dynamic_broadcast_in_dim %s, %big, dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  %4 = stablehlo.dynamic_reshape %v, %big : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %5 = stablehlo.custom_call @foo(%s, %big) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// reshape's one dynamic size from static sizes whose product (2^64)
// overflows: declined, not divided by a wrapped count.
// CHECK-LABEL: func.func @reshape_static_product_overflows
// CHECK: stablehlo.reshape {{.*}} -> tensor<?x4611686018427387904x4xf32>
func.func @reshape_static_product_overflows(%x: tensor<8xf32>) -> tensor<?x4611686018427387904x4xf32> {
  %0 = stablehlo.reshape %x : (tensor<8xf32>) -> tensor<?x4611686018427387904x4xf32>
  return %0 : tensor<?x4611686018427387904x4xf32>
}
