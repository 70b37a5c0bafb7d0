// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-canonicalize-dynamism | FileCheck %s

// Dynamic ops with constant shapes and static results become static ops;
// nothing else changes (no folding: the add of constants stays).
// CHECK-LABEL: func.func @static_forms
// CHECK-NOT: dynamic_
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK: stablehlo.iota dim = 0 : tensor<6xf32>
// CHECK: stablehlo.add
func.func @static_forms(%arg0: tensor<f32>) -> tensor<6xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  %f = stablehlo.constant dense<6> : tensor<1xi32>
  %1 = stablehlo.dynamic_reshape %0, %f : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %2 = stablehlo.dynamic_iota %f, dim = 0 : (tensor<1xi32>) -> tensor<6xf32>
  %3 = stablehlo.add %1, %2 : tensor<6xf32>
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.add %a, %a : tensor<i32>
  return %3 : tensor<6xf32>
}

// -----

// Declined: a dynamic result (broadcast_in_dim, reshape and iota take
// their sizes from the result type), a shape that is not a constant.
// CHECK-LABEL: func.func @stays
// CHECK: stablehlo.dynamic_broadcast_in_dim
// CHECK: stablehlo.dynamic_reshape
// CHECK: stablehlo.dynamic_iota
func.func @stays(%arg0: tensor<f32>, %arg1: tensor<1xi64>) -> (tensor<?xf32>, tensor<?xf32>, tensor<2xf32>) {
  %s = stablehlo.constant dense<[2]> : tensor<1xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %s, dims = [] : (tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.dynamic_reshape %0, %arg1 : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %2 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<1xi64>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<2xf32>
}

// -----

// dynamic_pad, dynamic_gather and dynamic_conv need constant paddings or
// sizes only: the static op keeps the dynamic result type (its shape
// function checks it). The attributes the op carries go with it.
// CHECK-LABEL: func.func @static_operand_dynamic_result
// CHECK: stablehlo.pad %arg0, %{{.*}}, low = [1], high = [2], interior = [0] {mhlo.sharding = "{replicated}"} : (tensor<4xf32>, tensor<f32>) -> tensor<?xf32>
// CHECK: "stablehlo.gather"{{.*}}slice_sizes = array<i64: 1, 2>{{.*}} -> tensor<?x?xf32>
// CHECK: stablehlo.convolution
// CHECK-SAME: -> tensor<?x?x?xf32>
// CHECK-NOT: dynamic_
func.func @static_operand_dynamic_result(%arg0: tensor<4xf32>, %t: tensor<3x4xf32>, %i: tensor<2x1xi32>, %l: tensor<1x8x1xf32>, %r: tensor<3x1x1xf32>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi32>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi32>
  %in = stablehlo.constant dense<[0]> : tensor<1xi32>
  %0 = stablehlo.dynamic_pad %arg0, %z, %lo, %hi, %in {mhlo.sharding = "{replicated}"} : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %1 = "stablehlo.dynamic_gather"(%t, %i, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<?x?xf32>
  %p = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi32>
  %2 = "stablehlo.dynamic_conv"(%l, %r, %p) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x8x1xf32>, tensor<3x1x1xf32>, tensor<1x2xi32>) -> tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
}

// -----

// real_dynamic_slice: constant bounds give a slice (also with a dynamic
// result); limits that are the starts plus constant sizes, with unit
// strides, give a dynamic_slice of scalar starts.
// CHECK-LABEL: func.func @real_dynamic_slice
// CHECK: stablehlo.slice %arg0 [1:7:2] : (tensor<8xf32>) -> tensor<?xf32>
// CHECK: %[[S:.*]] = stablehlo.slice %arg1 [0:1] : (tensor<1xi64>) -> tensor<1xi64>
// CHECK: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<1xi64>) -> tensor<i64>
// CHECK: stablehlo.dynamic_slice %arg0, %[[R]], sizes = [3] : (tensor<8xf32>, tensor<i64>) -> tensor<3xf32>
func.func @real_dynamic_slice(%arg0: tensor<8xf32>, %arg1: tensor<1xi64>) -> (tensor<?xf32>, tensor<3xf32>) {
  %b = stablehlo.constant dense<[1]> : tensor<1xi64>
  %e = stablehlo.constant dense<[7]> : tensor<1xi64>
  %s = stablehlo.constant dense<[2]> : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %arg0, %b, %e, %s : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %three = stablehlo.constant dense<[3]> : tensor<1xi64>
  %one = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.add %arg1, %three : tensor<1xi64>
  %1 = stablehlo.real_dynamic_slice %arg0, %arg1, %limit, %one : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  return %0, %1 : tensor<?xf32>, tensor<3xf32>
}

// -----

// Declined: strides other than 1 with run-time starts, limits not of the
// form start + constant.
// CHECK-LABEL: func.func @real_dynamic_slice_stays
// CHECK-COUNT-2: stablehlo.real_dynamic_slice
func.func @real_dynamic_slice_stays(%arg0: tensor<8xf32>, %arg1: tensor<1xi64>, %arg2: tensor<1xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %three = stablehlo.constant dense<[3]> : tensor<1xi64>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %one = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.add %arg1, %three : tensor<1xi64>
  %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %limit, %two : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %one : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// custom_call with indices_of_shape_operands: the constant shapes of static
// results go, with their operand_layouts and the attribute.
// CHECK-LABEL: func.func @custom_call_shapes
// CHECK: stablehlo.custom_call @foo(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>]
// CHECK-NOT: indices_of_shape_operands
// CHECK-SAME: : (tensor<4xf32>) -> tensor<2x2xf32>
func.func @custom_call_shapes(%arg0: tensor<4xf32>) -> tensor<2x2xf32> {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %0 = stablehlo.custom_call @foo(%arg0, %s) {indices_of_shape_operands = dense<1> : tensor<1xi64>, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// Declined: a dynamic result, a shape that is not a constant.
// CHECK-LABEL: func.func @custom_call_stays
// CHECK-COUNT-2: indices_of_shape_operands
func.func @custom_call_stays(%arg0: tensor<4xf32>, %arg1: tensor<2xi64>) -> (tensor<?x2xf32>, tensor<2x2xf32>) {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %0 = stablehlo.custom_call @foo(%arg0, %s) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x2xf32>
  %1 = stablehlo.custom_call @foo(%arg0, %arg1) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  return %0, %1 : tensor<?x2xf32>, tensor<2x2xf32>
}

// -----

// Not StableHLO's rewrites, so not here: dynamic_slice at constant starts,
// get_dimension_size of a static dimension, shape assertions (see
// check_shape_assertions.mlir).
// CHECK-LABEL: func.func @not_dynamism
// CHECK: stablehlo.dynamic_slice
// CHECK: stablehlo.get_dimension_size
// CHECK: @shape_assertion
func.func @not_dynamism(%arg0: tensor<4xf32>) -> (tensor<2xf32>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.dynamic_slice %arg0, %c, sizes = [2] : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
  %1 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<4xf32>) -> tensor<i32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%t) {error_message = "holds", has_side_effect = true} : (tensor<i1>) -> ()
  return %0, %1 : tensor<2xf32>, tensor<i32>
}
