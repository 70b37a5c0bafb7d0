// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Where StableHLO takes integers only, or statically shaped shape operands.

func.func @dynamic_reshape_static_shape_operand(%arg0: tensor<?xf32>, %arg1: tensor<?xindex>) {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor}}
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_iota_float_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be statically shaped 1-dimensional tensor of index or}}
  %0 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xf32>) -> tensor<?x?xi32>
  return
}

// -----

func.func @dynamic_gather_index_slice_sizes(%arg0: tensor<8x4xf32>, %arg1: tensor<2x1xi32>, %arg2: tensor<2xindex>) {
  // expected-error @+1 {{operand #2 must be statically shaped 1-dimensional integer tensor}}
  %0 = "stablehlo.dynamic_gather"(%arg0, %arg1, %arg2) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @dynamic_conv_index_padding(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<3x3x1x1xf32>, %arg2: tensor<2x2xindex>) {
  // expected-error @+1 {{operand #2 must be statically shaped 2-dimensional integer tensor}}
  %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xindex>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @gather_index_start_indices(%arg0: tensor<8x4xf32>, %arg1: tensor<2x1xindex>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @scatter_float_indices(%x: tensor<3xf32>, %i: tensor<1x1xf32>, %u: tensor<1xf32>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of integer or index values}}
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xf32>, tensor<1xf32>) -> tensor<3xf32>
  return
}

// -----

// gather keeps the integer widths of the spec (StableHLO's HLO_IntTensor).
func.func @gather_i1_indices(%x: tensor<3xf32>, %i: tensor<1x1xi1>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>} : (tensor<3xf32>, tensor<1x1xi1>) -> tensor<1xf32>
  return
}
