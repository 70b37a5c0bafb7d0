// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | fold-opt --split-input-file --interpret

// gather, scatter and convolution in the cases that are a slice, a copy or a
// matrix product.

// One constant index vector: a slice at the clamped start (9 -> 7).
// CHECK-LABEL: func.func @gather_constant_index_clamped
func.func @gather_constant_index_clamped(%t: tensor<8x4xf32>) -> tensor<1x4xf32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [7:8, 0:4] : (tensor<8x4xf32>) -> tensor<1x4xf32>
  // CHECK-NEXT: return %[[S]]
  %i = stablehlo.constant dense<[[9]]> : tensor<1x1xi32>
  %0 = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<8x4xf32>, tensor<1x1xi32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// A scalar index and a collapsed dimension: slice, then reshape away the
// collapsed dimension.
// CHECK-LABEL: func.func @gather_constant_index_collapsed
func.func @gather_constant_index_collapsed(%t: tensor<8x4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [2:3, 0:4] : (tensor<8x4xf32>) -> tensor<1x4xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<1x4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[R]]
  %i = stablehlo.constant dense<2> : tensor<i64>
  %0 = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<8x4xf32>, tensor<i64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// start_index_map permutes the index vector: operand dimension 1 gets -3
// (clamped to 0), dimension 0 gets 4 (clamped to 5 - 2 = 3); the batch
// dimension of size 1 is added by the reshape.
// CHECK-LABEL: func.func @gather_constant_index_mapped
func.func @gather_constant_index_mapped(%t: tensor<5x6xi32>) -> tensor<1x2x3xi32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [3:5, 0:3] : (tensor<5x6xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[S]] : (tensor<2x3xi32>) -> tensor<1x2x3xi32>
  // CHECK-NEXT: return %[[R]]
  %i = stablehlo.constant dense<[[-3, 4]]> : tensor<1x2xi32>
  %0 = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [1, 0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2, 3>
  } : (tensor<5x6xi32>, tensor<1x2xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// Two index vectors, indices that are not constant, or batching dimensions:
// left alone.
// CHECK-LABEL: func.func @gather_stays
func.func @gather_stays(%t: tensor<8x4xf32>, %j: tensor<1x1xi32>, %b: tensor<2x8x4xf32>) -> (tensor<2x4xf32>, tensor<1x4xf32>, tensor<2x4xf32>) {
  // CHECK-COUNT-3: "stablehlo.gather"
  // CHECK-NOT: stablehlo.slice
  %two = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %0 = "stablehlo.gather"(%t, %two) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  %1 = "stablehlo.gather"(%t, %j) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<8x4xf32>, tensor<1x1xi32>) -> tensor<1x4xf32>
  %2 = "stablehlo.gather"(%b, %two) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1, 4>
  } : (tensor<2x8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<1x4xf32>, tensor<2x4xf32>
}

// -----

// An update that overwrites every element (zero start, window = the whole
// input, the computation returns the update): the update, reshaped.
// CHECK-LABEL: func.func @scatter_overwrites_all
func.func @scatter_overwrites_all(%x: tensor<2x3xf32>, %u: tensor<1x2x3xf32>, %v: tensor<1x3xf32>, %y: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<1x3xf32>) {
  // CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[R]], %arg2
  %zero = stablehlo.constant dense<0> : tensor<1x1xi32>
  %0 = "stablehlo.scatter"(%x, %zero, %u) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2x3xf32>, tensor<1x1xi32>, tensor<1x2x3xf32>) -> tensor<2x3xf32>
  // An inserted dimension of size 1.
  %1 = "stablehlo.scatter"(%y, %zero, %v) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<1x3xf32>, tensor<1x1xi32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<1x3xf32>
}

// -----

// A computation that combines old and new values (here: adds), a start that
// is not zero (the window falls out of bounds and is skipped), a window
// smaller than the input, or a computation that keeps the old value: left
// alone.
// CHECK-LABEL: func.func @scatter_stays
func.func @scatter_stays(%x: tensor<2x3xf32>, %u: tensor<1x2x3xf32>, %w: tensor<1x1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-COUNT-4: "stablehlo.scatter"
  // CHECK-NOT: stablehlo.reshape
  %zero = stablehlo.constant dense<0> : tensor<1x1xi32>
  %one = stablehlo.constant dense<1> : tensor<1x1xi32>
  %0 = "stablehlo.scatter"(%x, %zero, %u) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %s = stablehlo.add %old, %new : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2x3xf32>, tensor<1x1xi32>, tensor<1x2x3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.scatter"(%x, %one, %u) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2x3xf32>, tensor<1x1xi32>, tensor<1x2x3xf32>) -> tensor<2x3xf32>
  %2 = "stablehlo.scatter"(%x, %zero, %w) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2x3xf32>, tensor<1x1xi32>, tensor<1x1x3xf32>) -> tensor<2x3xf32>
  %3 = "stablehlo.scatter"(%x, %zero, %u) ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %old : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2x3xf32>, tensor<1x1xi32>, tensor<1x2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A 1x1 convolution is a dot product over the features; the kernel loses its
// spatial dimensions and precision_config carries over.
// CHECK-LABEL: func.func @convolution_1x1_to_dot
func.func @convolution_1x1_to_dot(%l: tensor<2x3x3x4xf32>, %r: tensor<1x1x4x5xf32>) -> tensor<2x3x3x5xf32> {
  // CHECK-NEXT: %[[K:.*]] = stablehlo.reshape %arg1 : (tensor<1x1x4x5xf32>) -> tensor<4x5xf32>
  // CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[K]], contracting_dims = [3] x [0], precision = [HIGHEST, DEFAULT] : (tensor<2x3x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x3x5xf32>
  // CHECK-NEXT: return %[[D]]
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x3x4xf32>, tensor<1x1x4x5xf32>) -> tensor<2x3x3x5xf32>
  return %0 : tensor<2x3x3x5xf32>
}

// -----

// Other layouts: the kernel is [o, i, 0] and the output puts the features
// first, so the dot product is transposed.
// CHECK-LABEL: func.func @convolution_1x1_layouts
func.func @convolution_1x1_layouts(%l: tensor<2x4x3xi32>, %r: tensor<5x4x1xi32>) -> tensor<5x2x3xi32> {
  // CHECK-NEXT: %[[K:.*]] = stablehlo.reshape %arg1 : (tensor<5x4x1xi32>) -> tensor<5x4xi32>
  // CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[K]], contracting_dims = [1] x [1] : (tensor<2x4x3xi32>, tensor<5x4xi32>) -> tensor<2x3x5xi32>
  // CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[D]], dims = [2, 0, 1] : (tensor<2x3x5xi32>) -> tensor<5x2x3xi32>
  // CHECK-NEXT: return %[[T]]
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, f, 0]x[o, i, 0]->[f, b, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x3xi32>, tensor<5x4x1xi32>) -> tensor<5x2x3xi32>
  return %0 : tensor<5x2x3xi32>
}

// -----

// The output layout [f, 0, b] differs from the dot product's [b, 0, f] even
// though the shapes agree: still transposed.
// CHECK-LABEL: func.func @convolution_1x1_same_shape_other_layout
func.func @convolution_1x1_same_shape_other_layout(%l: tensor<2x2x3xf32>, %r: tensor<1x3x2xf32>) -> tensor<2x2x2xf32> {
  // CHECK-NEXT: %[[K:.*]] = stablehlo.reshape %arg1 : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[K]], contracting_dims = [2] x [0] : (tensor<2x2x3xf32>, tensor<3x2xf32>) -> tensor<2x2x2xf32>
  // CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[D]], dims = [2, 1, 0] : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  // CHECK-NEXT: return %[[T]]
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[f, 0, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x3xf32>, tensor<1x3x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// A wider kernel, a stride, padding, or feature groups: left alone.
// CHECK-LABEL: func.func @convolution_stays
func.func @convolution_stays(%l: tensor<1x4x2xf32>, %r3: tensor<3x2x2xf32>, %r1: tensor<1x2x2xf32>, %g: tensor<1x1x2xf32>) -> (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1x6x2xf32>, tensor<1x4x2xf32>) {
  // CHECK-COUNT-4: stablehlo.convolution
  // CHECK-NOT: stablehlo.dot_general
  %0 = stablehlo.convolution(%l, %r3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<3x2x2xf32>) -> tensor<1x2x2xf32>
  %1 = stablehlo.convolution(%l, %r1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %2 = stablehlo.convolution(%l, %r1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, tensor<1x2x2xf32>) -> tensor<1x6x2xf32>
  %3 = stablehlo.convolution(%l, %g) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x2xf32>, tensor<1x1x2xf32>) -> tensor<1x4x2xf32>
  return %0, %1, %2, %3 : tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1x6x2xf32>, tensor<1x4x2xf32>
}

// -----

// The dot product gives the convolution's values bit for bit, NaN, infinity
// and the sign of zero included, and sums in the same order (((0 + 1e30) + 1)
// - 1e30 is 0, not 1). The expected bits are the convolution kernel's; the
// second RUN line interprets the canonicalized program.
// CHECK-LABEL: func.func @pointwise_values
// CHECK: call @pointwise
// CHECK-LABEL: func.func private @pointwise
// CHECK-NOT: stablehlo.convolution
func.func @pointwise_values() {
  %l = stablehlo.constant dense<[[[1.0e30, 1.0, -1.0e30], [-0.0, -0.0, -0.0]], [[0x7FC00000, 2.0, 3.0], [0x7F800000, 1.0, 0.1]]]> : tensor<2x2x3xf32>
  %r = stablehlo.constant dense<[[[1.0, 3.0], [1.0, -0.0], [1.0, 0.3]]]> : tensor<1x3x2xf32>
  %0:2 = func.call @pointwise(%l, %r) : (tensor<2x2x3xf32>, tensor<1x3x2xf32>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>)
  %a = stablehlo.bitcast_convert %0#0 : (tensor<2x2x2xf32>) -> tensor<2x2x2xi32>
  %b = stablehlo.bitcast_convert %0#1 : (tensor<2x2x2xf32>) -> tensor<2x2x2xi32>
  check.expect_eq_const %a, dense<[[[0, 1913147567], [0, 0]], [[2143289344, 2143289344], [2139095040, 2139095040]]]> : tensor<2x2x2xi32>
  check.expect_eq_const %b, dense<[[[0, 2143289344], [0, 2139095040]], [[1913147567, 2143289344], [0, 2139095040]]]> : tensor<2x2x2xi32>
  return
}
func.func private @pointwise(%l: tensor<2x2x3xf32>, %r: tensor<1x3x2xf32>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>) {
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x3xf32>, tensor<1x3x2xf32>) -> tensor<2x2x2xf32>
  %1 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[f, 0, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x3xf32>, tensor<1x3x2xf32>) -> tensor<2x2x2xf32>
  return %0, %1 : tensor<2x2x2xf32>, tensor<2x2x2xf32>
}
