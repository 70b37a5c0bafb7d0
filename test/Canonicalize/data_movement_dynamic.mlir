// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Dynamic-shape ops whose shape, index or padding operands are constants
// become their static forms, with the same result type; ops whose result type
// is dynamic or bounded, or whose operands are not constants, stay.

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_constant_shape
func.func @dynamic_broadcast_in_dim_constant_shape(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: return %[[B]]
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A dynamic or bounded result type: left alone (a constant shape that
// contradicts the result type does not verify: producer_checks_invalid.mlir).
// A static result type of a static operand is the shape, whatever the shape
// operand holds (StableHLO's reading): a dynamic operand stays.
// CHECK-LABEL: func.func @dynamic_broadcast_in_dim_stays
func.func @dynamic_broadcast_in_dim_stays(%x: tensor<3xf32>, %s: tensor<2xi64>, %y: tensor<?xf32>) -> (tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-DAG: %[[A:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %{{.*}}, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  // CHECK-DAG: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %{{.*}}, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  // CHECK-DAG: %[[C:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK-DAG: %[[D:.*]] = stablehlo.dynamic_broadcast_in_dim %arg2, %arg1, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %1 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32, #stablehlo.bounds<4, ?>>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %3 = stablehlo.dynamic_broadcast_in_dim %y, %s, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<?x3xf32>, tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_reshape_constant_shape
func.func @dynamic_reshape_constant_shape(%x: tensor<6xi8>, %d: tensor<?xi8>) -> (tensor<3x2xi8>, tensor<2x3xi8>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<6xi8>) -> tensor<3x2xi8>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<?xi8>) -> tensor<2x3xi8>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xui32>
  %shape2 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xi8>, tensor<2xui32>) -> tensor<3x2xi8>
  %1 = stablehlo.dynamic_reshape %d, %shape2 : (tensor<?xi8>, tensor<2xi32>) -> tensor<2x3xi8>
  return %0, %1 : tensor<3x2xi8>, tensor<2x3xi8>
}

// -----

// A dynamic result type stays; a static one is the shape, whatever the
// shape operand holds.
// CHECK-LABEL: func.func @dynamic_reshape_stays
func.func @dynamic_reshape_stays(%x: tensor<6xi8>, %s: tensor<2xi32>) -> (tensor<3x?xi8>, tensor<3x2xi8>) {
  // CHECK: %[[A:.*]] = stablehlo.dynamic_reshape %arg0, %{{.*}} : (tensor<6xi8>, tensor<2xi32>) -> tensor<3x?xi8>
  // CHECK: %[[B:.*]] = stablehlo.reshape %arg0 : (tensor<6xi8>) -> tensor<3x2xi8>
  // CHECK: return %[[A]], %[[B]]
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi32>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xi8>, tensor<2xi32>) -> tensor<3x?xi8>
  %1 = stablehlo.dynamic_reshape %x, %s : (tensor<6xi8>, tensor<2xi32>) -> tensor<3x2xi8>
  return %0, %1 : tensor<3x?xi8>, tensor<3x2xi8>
}

// -----

// The result (8 MiB) is over the fold budget, so the iota stays an op (a
// 1-D one: iotas of higher rank become broadcasts of 1-D iotas).
// CHECK-LABEL: func.func @dynamic_iota_constant_shape
func.func @dynamic_iota_constant_shape() -> tensor<2097152xi32> {
  // CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<2097152xi32>
  // CHECK-NEXT: return %[[I]]
  %shape = stablehlo.constant dense<[2097152]> : tensor<1xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<2097152xi32>
  return %0 : tensor<2097152xi32>
}

// -----

// A dynamic result type stays; a static one is the shape, whatever the
// shape operand holds (an iota, here folded to its constant).
// CHECK-LABEL: func.func @dynamic_iota_stays
func.func @dynamic_iota_stays(%s: tensor<2xi64>) -> (tensor<2x?xi32>, tensor<2x3xi32>) {
  // CHECK-DAG: %[[A:.*]] = stablehlo.dynamic_broadcast_in_dim
  // CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<{{\[}}[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  // CHECK: return %[[A]], %[[B]]
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<2x?xi32>
  %1 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi32>
  return %0, %1 : tensor<2x?xi32>, tensor<2x3xi32>
}

// -----

// Negative low padding and interior padding carry over.
// CHECK-LABEL: func.func @dynamic_pad_constant_paddings
func.func @dynamic_pad_constant_paddings(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<6xf32> {
  // CHECK-NEXT: %[[P:.*]] = stablehlo.pad %arg0, %arg1, low = [-1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
  // CHECK-NEXT: return %[[P]]
  %lo = stablehlo.constant dense<-1> : tensor<1xi32>
  %hi = stablehlo.constant dense<2> : tensor<1xi32>
  %in = stablehlo.constant dense<1> : tensor<1xi32>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<3xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// Constant paddings make a pad of the same result type, static or not (as
// StableHLO's canonicalize-dynamism); a padding that is not a constant
// stays.
// CHECK-LABEL: func.func @dynamic_pad_stays
func.func @dynamic_pad_stays(%x: tensor<3xf32>, %v: tensor<f32>, %p: tensor<1xi32>) -> (tensor<?xf32>, tensor<6xf32>) {
  // CHECK: stablehlo.pad %arg0, %arg1, low = [1], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<?xf32>
  // CHECK: stablehlo.dynamic_pad
  // CHECK-NOT: stablehlo.pad
  %c = stablehlo.constant dense<1> : tensor<1xi32>
  %0 = stablehlo.dynamic_pad %x, %v, %c, %c, %c : (tensor<3xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = stablehlo.dynamic_pad %x, %v, %c, %p, %c : (tensor<3xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<6xf32>
  return %0, %1 : tensor<?xf32>, tensor<6xf32>
}

// -----

// Starts are clamped into [0, dim - size]: 5 -> 2 and -2 -> 0; an unsigned
// 255 is 255, not -1, and clamps to 6.
// CHECK-LABEL: func.func @dynamic_slice_constant_starts
func.func @dynamic_slice_constant_starts(%x: tensor<4x9xf32>) -> (tensor<2x3xf32>, tensor<1x3xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.slice %arg0 [2:4, 0:3] : (tensor<4x9xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.slice %arg0 [1:2, 6:9] : (tensor<4x9xf32>) -> tensor<1x3xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %five = stablehlo.constant dense<5> : tensor<i32>
  %minus2 = stablehlo.constant dense<-2> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<ui8>
  %max = stablehlo.constant dense<255> : tensor<ui8>
  %0 = stablehlo.dynamic_slice %x, %five, %minus2, sizes = [2, 3] : (tensor<4x9xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_slice %x, %one, %max, sizes = [1, 3] : (tensor<4x9xf32>, tensor<ui8>, tensor<ui8>) -> tensor<1x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<1x3xf32>
}

// -----

// An index that is not a constant, or a dynamic operand (the clamp needs its
// size): left alone.
// CHECK-LABEL: func.func @dynamic_slice_stays
func.func @dynamic_slice_stays(%x: tensor<4x9xf32>, %d: tensor<?x9xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-COUNT-2: stablehlo.dynamic_slice
  // CHECK-NOT: stablehlo.slice
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.dynamic_slice %x, %i, %c, sizes = [2, 3] : (tensor<4x9xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_slice %d, %c, %c, sizes = [2, 3] : (tensor<?x9xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @real_dynamic_slice_constant_bounds
func.func @real_dynamic_slice_constant_bounds(%x: tensor<4x9xi32>) -> tensor<2x3xi32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg0 [1:3, 2:9:3] : (tensor<4x9xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: return %[[S]]
  %start = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[3, 9]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<4x9xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// A dynamic result type takes the slice too (as StableHLO's
// canonicalize-dynamism); a bound that is not a constant, or constant
// bounds beyond the operand (the slice would not verify; at run time the op
// fails): left alone.
// CHECK-LABEL: func.func @real_dynamic_slice_stays
func.func @real_dynamic_slice_stays(%x: tensor<4x9xi32>, %l: tensor<2xi64>) -> (tensor<?x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  // CHECK: stablehlo.slice %arg0 [1:3, 2:9:3] : (tensor<4x9xi32>) -> tensor<?x3xi32>
  // CHECK-COUNT-2: stablehlo.real_dynamic_slice
  // CHECK-NOT: stablehlo.slice
  %start = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[3, 9]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %far = stablehlo.constant dense<[3, 11]> : tensor<2xi64>
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<4x9xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x3xi32>
  %1 = stablehlo.real_dynamic_slice %x, %start, %l, %strides : (tensor<4x9xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xi32>
  %2 = stablehlo.real_dynamic_slice %x, %start, %far, %strides : (tensor<4x9xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x3xi32>
  return %0, %1, %2 : tensor<?x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// -----

// The gather keeps the result type, static or not, and indices_are_sorted.
// CHECK-LABEL: func.func @dynamic_gather_constant_sizes
func.func @dynamic_gather_constant_sizes(%t: tensor<6x3xf32>, %i: tensor<4x1xi32>) -> (tensor<4x3xf32>, tensor<4x?xf32>) {
  // CHECK-NEXT: %[[A:.*]] = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  // CHECK-NEXT: %[[B:.*]] = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x?xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %0 = "stablehlo.dynamic_gather"(%t, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    indices_are_sorted = true
  } : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<2xi64>) -> tensor<4x3xf32>
  %1 = "stablehlo.dynamic_gather"(%t, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
  } : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<2xi64>) -> tensor<4x?xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_gather_stays
func.func @dynamic_gather_stays(%t: tensor<6x3xf32>, %i: tensor<4x1xi32>, %s: tensor<2xi64>) -> tensor<4x3xf32> {
  // CHECK-NEXT: "stablehlo.dynamic_gather"
  // CHECK-NOT: "stablehlo.gather"
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
  } : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<2xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// The padding becomes the attribute; strides, dilations, group counts and
// precision_config carry over.
// CHECK-LABEL: func.func @dynamic_conv_constant_padding
func.func @dynamic_conv_constant_padding(%l: tensor<1x4x1xi32>, %r: tensor<3x1x1xi32>) -> tensor<1x3x1xi32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = {{\[}}[1, 2]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x1xi32>, tensor<3x1x1xi32>) -> tensor<1x3x1xi32>
  // CHECK-NEXT: return %[[C]]
  %pad = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xui8>
  %0 = "stablehlo.dynamic_conv"(%l, %r, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    window_strides = array<i64: 2>, rhs_dilation = array<i64: 1>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x1xi32>, tensor<3x1x1xi32>, tensor<1x2xui8>) -> tensor<1x3x1xi32>
  return %0 : tensor<1x3x1xi32>
}

// -----

// CHECK-LABEL: func.func @dynamic_conv_stays
func.func @dynamic_conv_stays(%l: tensor<1x4x1xi32>, %r: tensor<3x1x1xi32>, %pad: tensor<1x2xi64>) -> tensor<1x3x1xi32> {
  // CHECK-NEXT: "stablehlo.dynamic_conv"
  // CHECK-NOT: stablehlo.convolution
  %0 = "stablehlo.dynamic_conv"(%l, %r, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    window_strides = array<i64: 2>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<1x4x1xi32>, tensor<3x1x1xi32>, tensor<1x2xi64>) -> tensor<1x3x1xi32>
  return %0 : tensor<1x3x1xi32>
}

// -----

// An update as large as the operand replaces all of it, whatever the
// (clamped) indices; an empty update changes nothing.
// CHECK-LABEL: func.func @dynamic_update_slice_whole_or_empty
func.func @dynamic_update_slice_whole_or_empty(%x: tensor<2x3xf32>, %u: tensor<2x3xf32>, %e: tensor<0x3xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  // CHECK-NEXT: return %arg1, %arg0
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_update_slice %x, %e, %i, %i : (tensor<2x3xf32>, tensor<0x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A smaller update, or a dynamic operand (which may be larger than the
// update at run time): left alone.
// CHECK-LABEL: func.func @dynamic_update_slice_stays
func.func @dynamic_update_slice_stays(%x: tensor<2x3xf32>, %u: tensor<1x3xf32>, %d: tensor<?x3xf32>, %w: tensor<2x3xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<?x3xf32>) {
  // CHECK-COUNT-2: stablehlo.dynamic_update_slice
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %i : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_update_slice %d, %w, %i, %i : (tensor<?x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @get_dimension_size_static
func.func @get_dimension_size_static(%x: tensor<?x6xf32>) -> tensor<i32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<6> : tensor<i32>
  // CHECK-NEXT: return %[[C]]
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x6xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Dynamic and bounded dimensions are known only at run time.
// CHECK-LABEL: func.func @get_dimension_size_stays
func.func @get_dimension_size_stays(%x: tensor<?x6xf32>, %b: tensor<?xf32, #stablehlo.bounds<8>>) -> (tensor<i32>, tensor<i32>) {
  // CHECK-COUNT-2: stablehlo.get_dimension_size
  // CHECK-NOT: stablehlo.constant
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x6xf32>) -> tensor<i32>
  %1 = stablehlo.get_dimension_size %b, dim = 0 : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<i32>
  return %0, %1 : tensor<i32>, tensor<i32>
}
