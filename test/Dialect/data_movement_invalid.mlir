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

// The known dimensions are attributes in the dictionary, as StableHLO writes
// them; a list after `dims` is not its syntax.
func.func @known_dimensions_in_the_dictionary(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1], known_expanding_dimensions = [0] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
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
  // expected-error @+2 {{start_indices has 1 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%m) {start_indices = array<i64: 0>, limit_indices = array<i64: 1, 2>, strides = array<i64>} : (tensor<3x6xf32>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @slice_strides_positive(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{strides must be positive, found 0 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
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
  // expected-error @+2 {{permutation repeats dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %m, dims = [0, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
  func.return
}

// -----

func.func @dimension_in_range(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{dimension 2 is out of range for the operand of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %m, dim = 2 : (tensor<3x6xf32>) -> tensor<i32>
  func.return
}

// -----

func.func @pad_lists_match_rank(%m: tensor<3x6xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{interior_padding has 1 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [0, 0], high = [0, 0], interior = [0] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
  func.return
}

// -----

func.func @dynamic_slice_one_index_per_dim(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{has 1 start indices, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, sizes = [1, 2] : (tensor<3x6xf32>, tensor<i64>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @scatter_body_arity(%m: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) {
  // expected-error @+1 {{update_computation has 1 arguments, expected 2 (two per input)}}
  %0 = "stablehlo.scatter"(%m, %i, %u) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  func.return
}

// -----

//===----------------------------------------------------------------------===//
// Spec constraints, one test per label.
//===----------------------------------------------------------------------===//

func.func @broadcast_in_dim_c1(%v: tensor<3xf32>) {
  // expected-error @+1 {{result element type 'f64' differs from the operand's 'f32'}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf64>
  func.return
}

// -----

func.func @broadcast_in_dim_c2(%v: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions has 0 entries, expected 1 (the operand's rank)}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_c3(%v: tensor<3xf32>) {
  // expected-error @+1 {{broadcast_dimensions 2 is out of range for the result of rank 2}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [2] : (tensor<3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_c4(%v: tensor<1x1xf32>) {
  // expected-error @+1 {{broadcast_dimensions repeats dimension 1}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_c5(%v: tensor<3xf32>) {
  // expected-error @+1 {{operand dimension 0 has size 3, expected 1 or the size of result dimension 1 (2)}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @broadcast_in_dim_c6(%v: tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error @+1 {{result quantization dimension 0, expected 1}}
  %0 = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return
}

// -----

func.func @concatenate_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{input 1 has element type 'f64', expected 'f32' (input 0's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<2xf64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_c2(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+2 {{input 1 has size 4 in dimension 1, expected 3 (only dimension 0 may differ)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @concatenate_c2_rank(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
  // expected-error @+2 {{input 1 has rank 1, expected 2 (input 0's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @concatenate_c3() {
  // expected-error @+2 {{expects at least one input}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_c4(%a: tensor<2xf32>) {
  // expected-error @+2 {{dimension 1 is out of range for inputs of rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @concatenate_c5(%a: tensor<2xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf16>
  func.return
}

// -----

func.func @concatenate_c6(%a: tensor<2xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
  func.return
}

// -----

// The inputs have at most 4 + 3 elements: a declared 8 cannot be.
func.func @concatenate_c6_bound(%a: tensor<?xf32, #stablehlo.bounds<4>>, %b: tensor<3xf32>) {
  // expected-error @+2 {{'stablehlo.concatenate' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<7>>' are incompatible with return type(s) of operation 'tensor<8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<3xf32>) -> tensor<8xf32>
  func.return
}

// -----

func.func @reshape_c1(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{result element type 'i32' differs from the operand's 'f32'}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<6xi32>
  func.return
}

// -----

func.func @reshape_c2(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{operand has 6 elements but the result has 8}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<8xf32>
  func.return
}

// -----

func.func @reshape_c3(%a: tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error @+1 {{reshape must keep the quantization dimension (operand dimension 0, result dimension 1)}}
  %0 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return
}

// -----

func.func @transpose_c1(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xi32>
  func.return
}

// -----

func.func @transpose_c2(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{permutation 2 is out of range for the operand of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %m, dims = [2, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @transpose_c2_size(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{permutation has 1 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %m, dims = [0] : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @transpose_c3(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @transpose_c4(%m: tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand quantization dimension 0, expected 1 (permutation of the result's quantization dimension 0)}}
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return
}

// -----

func.func @reverse_c1(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.reverse"(%m) {dimensions = array<i64: 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @reverse_c2(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{dimensions repeats dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %m, dims = [0, 0] : tensor<2x3xf32>
  func.return
}

// -----

func.func @reverse_c3(%m: tensor<2x3xf32>) {
  // expected-error @+2 {{dimensions -1 is out of range for the result of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.reverse %m, dims = [-1] : tensor<2x3xf32>
  func.return
}

// -----

func.func @slice_c1(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [0:2, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xi32>
  func.return
}

// -----

func.func @slice_c2(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{strides has 1 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.slice"(%m) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1>} : (tensor<3x6xf32>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @slice_c3(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{limit_indices[1] = 7 is greater than the operand's dimension 1 (6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [0:2, 0:7] : (tensor<3x6xf32>) -> tensor<2x7xf32>
  func.return
}

// -----

func.func @slice_c3_start_after_limit(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{start_indices[0] = 2 is greater than limit_indices[0] = 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [2:1, 0:6] : (tensor<3x6xf32>) -> tensor<0x6xf32>
  func.return
}

// -----

func.func @slice_c3_negative(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{start_indices[0] = -1 is negative}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [-1:1, 0:6] : (tensor<3x6xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @slice_c4(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{strides must be positive, found -1 in dimension 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [0:2, 0:6:-1] : (tensor<3x6xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @slice_c5(%m: tensor<3x6xf32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.slice %m [0:2, 0:6:4] : (tensor<3x6xf32>) -> tensor<2x1xf32>
  func.return
}

// -----

func.func @pad_c1(%m: tensor<3xf32>, %z: tensor<f64>) {
  // expected-error @+2 {{padding_value has element type 'f64', expected 'f32' (the operand's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [0], high = [0], interior = [0] : (tensor<3xf32>, tensor<f64>) -> tensor<3xf32>
  func.return
}

// -----

func.func @pad_c2(%m: tensor<3xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{edge_padding_low has 2 entries, expected 1 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [0, 0], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @pad_c3(%m: tensor<3xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{interior_padding must be non-negative, found -1 in dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [0], high = [0], interior = [-1] : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  func.return
}

// -----

func.func @pad_c4(%m: tensor<3xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
  func.return
}

// -----

func.func @pad_c4_negative_size(%m: tensor<3xf32>, %z: tensor<f32>) {
  // expected-error @+2 {{padding dimension 0 (size 3) with low -2, high -2 and interior 0 gives the negative size -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.pad %m, %z, low = [-2], high = [-2], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<0xf32>
  func.return
}

// -----

func.func @get_dimension_size_c1(%m: tensor<3xf32>) {
  // expected-error @+2 {{dimension -1 is out of range for the operand of rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_dimension_size %m, dim = -1 : (tensor<3xf32>) -> tensor<i32>
  func.return
}

// -----

func.func @reshape_c1_scale(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the operand's '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.reshape %x : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<1x2x!quant.uniform<i8:f32, 0.25>>
  func.return
}

// -----

func.func @broadcast_in_dim_c1_scale(%x: tensor<2x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{result element type '!quant.uniform<i8:f32, 2.500000e-01>' differs from the operand's '!quant.uniform<i8:f32, 5.000000e-01>'}}
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25>>
  func.return
}
