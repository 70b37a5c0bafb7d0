// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Malformed pretty syntax of the shape and data movement ops, and the
// structural checks that keep their printers safe.

func.func @slice_range_needs_colon(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.slice %m [0 2] : (tensor<3x6xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @slice_ranges_need_brackets(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.slice %m 0:2, 0:6 : (tensor<3x6xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @concatenate_needs_dim(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.concatenate %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @dynamic_slice_needs_sizes(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+1 {{expected 'sizes'}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, dims = [1, 2] : (tensor<3x6xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @known_dimensions_in_order(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{expected 'known_expanding_dimensions' or 'known_nonexpanding_dimensions' (once each, in this order), found 'known_expanding_dimensions'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1], known_nonexpanding_dimensions = [0], known_expanding_dimensions = [] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @known_dimensions_unknown_key(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{found 'expanding'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1], expanding = [0] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dims_are_integers(%v: tensor<3xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = stablehlo.transpose %v, dims = [a] : (tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @slice_lists_match_rank(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{'stablehlo.slice' op start_indices has 1 entries, expected 2 (the operand's rank)}}
  %0 = "stablehlo.slice"(%m) {start_indices = array<i64: 0>, limit_indices = array<i64: 1, 2>, strides = array<i64>} : (tensor<3x6xf32>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @slice_strides_positive(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{strides must be positive, found 0}}
  %0 = stablehlo.slice %m [0:2:0, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_per_operand_dim(%v: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions has 2 entries, expected 1 (the operand's rank)}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [0, 1] : (tensor<3xf32>) -> tensor<3x3xf32>
  func.return
}

// -----

func.func @transpose_needs_permutation(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{permutation repeats dimension 0}}
  %0 = stablehlo.transpose %m, dims = [0, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
  func.return
}

// -----

func.func @dimension_in_range(%m: tensor<3x6xf32>) {
  // expected-error @+1 {{dimension 2 is out of range for rank 2}}
  %0 = stablehlo.get_dimension_size %m, dim = 2 : (tensor<3x6xf32>) -> tensor<i32>
  func.return
}

// -----

func.func @pad_lists_match_rank(%m: tensor<3x6xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{interior_padding has 1 entries, expected 2}}
  %0 = stablehlo.pad %m, %z, low = [0, 0], high = [0, 0], interior = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
  func.return
}

// -----

func.func @dynamic_slice_one_index_per_dim(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+1 {{has 1 start indices, expected 2 (the operand's rank)}}
  %0 = stablehlo.dynamic_slice %m, %i, sizes = [1, 2] : (tensor<3x6xf32>, tensor<i64>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @scatter_body_arity(%m: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) {
  // expected-error @+1 {{update_computation has 1 arguments, expected 2}}
  %0 = "stablehlo.scatter"(%m, %i, %u) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  func.return
}
