// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid data movement ops that the verifiers and shape functions must
// accept: declared result types that are compatible with (not equal to) the
// inferred ones, dynamic (`?`) and bounded dimensions, quantized types.

// CHECK-LABEL: func.func @broadcast_in_dim_dynamic
func.func @broadcast_in_dim_dynamic(%v: tensor<?xf32>, %o: tensor<1xf32>, %b: tensor<?xf32, #stablehlo.bounds<4>>) {
  // CHECK: stablehlo.broadcast_in_dim
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<?xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %o, dims = [0] : (tensor<1xf32>) -> tensor<?x3xf32>
  %2 = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>
  func.return
}

// -----

// CHECK-LABEL: func.func @broadcast_in_dim_per_axis
func.func @broadcast_in_dim_per_axis(%v: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>, %w: tensor<1x!quant.uniform<i8:f32:0, {2.0}>>) {
  // CHECK: stablehlo.broadcast_in_dim
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  %1 = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {2.0, 2.0}>>
  func.return
}

// -----

// CHECK-LABEL: func.func @concatenate_dynamic
func.func @concatenate_dynamic(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>, %c: tensor<?x3xf32, #stablehlo.bounds<5, ?>>) {
  // CHECK: stablehlo.concatenate
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x3xf32>
  %1 = stablehlo.concatenate %b, %b, dim = 0 : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<4x3xf32>
  %2 = stablehlo.concatenate %c, %a, dim = 1 : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<?x3xf32>) -> tensor<?x6xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @reshape_dynamic
func.func @reshape_dynamic(%a: tensor<?x3xf32>, %q: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) {
  // CHECK: stablehlo.reshape
  %0 = stablehlo.reshape %a : (tensor<?x3xf32>) -> tensor<6xf32>
  %1 = stablehlo.reshape %q : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>
  func.return
}

// -----

// CHECK-LABEL: func.func @transpose_reverse_dynamic
func.func @transpose_reverse_dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xf32, #stablehlo.bounds<8, ?>>, %q: tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // CHECK: stablehlo.transpose
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  %1 = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x7xf32>
  %2 = stablehlo.transpose %b, dims = [1, 0] : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>) -> tensor<3x?xf32, #stablehlo.bounds<?, 8>>
  %3 = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  // CHECK: stablehlo.reverse
  %4 = stablehlo.reverse %b, dims = [0, 1] : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  %5 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<?x3xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @slice_pad_dynamic
func.func @slice_pad_dynamic(%a: tensor<?x6xf32>, %z: tensor<f32>, %b: tensor<?xf32, #stablehlo.bounds<4>>) {
  // CHECK: stablehlo.slice
  %0 = stablehlo.slice %a [0:2, 1:6:2] : (tensor<?x6xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.slice %a [0:0, 0:6:7] : (tensor<?x6xf32>) -> tensor<?x1xf32>
  // CHECK: stablehlo.pad
  %2 = stablehlo.pad %a, %z, low = [1, -1], high = [0, 2], interior = [0, 1] : (tensor<?x6xf32>, tensor<f32>) -> tensor<?x12xf32>
  %3 = stablehlo.pad %b, %z, low = [1], high = [1], interior = [0] : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<f32>) -> tensor<?xf32, #stablehlo.bounds<6>>
  %4 = stablehlo.pad %a, %z, low = [0, -3], high = [0, -3], interior = [0, 0] : (tensor<?x6xf32>, tensor<f32>) -> tensor<5x0xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @dynamic_slices
func.func @dynamic_slices(%a: tensor<?x6xf32>, %i: tensor<i32>, %u: tensor<?x2xf32>, %s: tensor<2xi64>) {
  // CHECK: stablehlo.dynamic_slice
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [4, 6] : (tensor<?x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
  // CHECK: stablehlo.dynamic_update_slice
  %1 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<?x6xf32>, tensor<?x2xf32>, tensor<i32>, tensor<i32>) -> tensor<?x6xf32>
  %2 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<?x6xf32>, tensor<?x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x6xf32>
  // CHECK: stablehlo.real_dynamic_slice
  %3 = stablehlo.real_dynamic_slice %a, %s, %s, %s : (tensor<?x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @gathers
func.func @gathers(%t: tensor<?x4xf32>, %i: tensor<?x1xi32>, %bt: tensor<3x8x4xf32>, %bi: tensor<3x2x1xi32>, %s: tensor<2xi64>) {
  // CHECK: stablehlo.gather
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<?x4xf32>
  %1 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<5x4xf32>
  // batching dimensions
  %2 = "stablehlo.gather"(%bt, %bi) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  // index_vector_dim = rank(start_indices): scalar indices
  %3 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2>} : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<?x1x2xf32>
  // CHECK: stablehlo.dynamic_gather
  %4 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<?x4xf32>, tensor<?x1xi32>, tensor<2xi64>) -> tensor<?x4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @scatters
func.func @scatters(%acc: tensor<?x2xf32>, %idx: tensor<?x1xi32>, %upd: tensor<?x2xf32>, %bacc: tensor<4x5x2xi8>, %bidx: tensor<4x3x1xi32>, %bupd: tensor<4x3x2xi8>) {
  // CHECK: stablehlo.scatter
  %0 = "stablehlo.scatter"(%acc, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x2xf32>, tensor<?x1xi32>, tensor<?x2xf32>) -> tensor<5x2xf32>
  // batching dimensions, an update computation on a wider type
  // CHECK: stablehlo.scatter
  %1 = "stablehlo.scatter"(%bacc, %bidx, %bupd) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<4x5x2xi8>, tensor<4x3x1xi32>, tensor<4x3x2xi8>) -> tensor<4x5x2xi32>
  func.return
}

// -----

// CHECK-LABEL: func.func @dynamic_shapes
func.func @dynamic_shapes(%v: tensor<?xf32>, %z: tensor<f32>, %p: tensor<1xi32>, %s2: tensor<2xi64>) {
  // CHECK: stablehlo.dynamic_broadcast_in_dim
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s2, dims = [1] {known_expanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  // CHECK: stablehlo.dynamic_iota
  %2 = stablehlo.dynamic_iota %s2, dim = 1 : (tensor<2xi64>) -> tensor<?x4xi32>
  // CHECK: stablehlo.dynamic_pad
  %4 = stablehlo.dynamic_pad %v, %z, %p, %p, %p : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  // CHECK: stablehlo.dynamic_reshape
  %5 = stablehlo.dynamic_reshape %v, %s2 : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x2xf32>
  // CHECK: stablehlo.get_dimension_size
  %6 = stablehlo.get_dimension_size %v, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  func.return
}

// -----

// Unsigned padding amounts are read unsigned: a ui8 200 pads by 200 (read
// signed it would be -56 and the declared 204 would be rejected).
// CHECK-LABEL: func.func @dynamic_pad_unsigned_amounts
func.func @dynamic_pad_unsigned_amounts(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<204xf32> {
  %lo = stablehlo.constant dense<200> : tensor<1xui8>
  %z = stablehlo.constant dense<0> : tensor<1xui8>
  // CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<204xf32>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %z, %z : (tensor<4xf32>, tensor<f32>, tensor<1xui8>, tensor<1xui8>, tensor<1xui8>) -> tensor<204xf32>
  return %0 : tensor<204xf32>
}
