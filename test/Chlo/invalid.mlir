// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @unary_shape_mismatch(%x: tensor<4xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape}}
  %0 = chlo.lgamma %x : tensor<4xf32> -> tensor<3xf32>
  func.return
}

// -----

func.func @unary_element_type_mismatch(%x: tensor<4xf32>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf64>
  func.return
}

// -----

func.func @special_function_of_complex(%z: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.erf_inv %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return
}

// -----

func.func @mulhi_of_floats(%x: tensor<4xf32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.mulhi %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @next_after_shape_mismatch(%x: tensor<4xf32>, %y: tensor<2xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape}}
  %0 = chlo.next_after %x, %y : tensor<4xf32>, tensor<2xf32> -> tensor<4xf32>
  func.return
}

// -----

func.func @top_k_too_large(%x: tensor<5x3xf32>) {
  // expected-error @+1 {{k (4) exceeds the last dimension (3)}}
  %v, %i = chlo.top_k(%x, k = 4) : tensor<5x3xf32> -> (tensor<5x4xf32>, tensor<5x4xi32>)
  func.return
}

// -----

func.func @top_k_negative(%x: tensor<3xf32>) {
  // expected-error @+1 {{k must be non-negative, got -1}}
  %v, %i = chlo.top_k(%x, k = -1) : tensor<3xf32> -> (tensor<3xf32>, tensor<3xi32>)
  func.return
}

// -----

func.func @top_k_wrong_result_shape(%x: tensor<5x3xf32>) {
  // expected-error @+1 {{results must have the operand's shape with the last dimension k, got 'tensor<2x5xf32>'}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<2x5xf32>, tensor<5x2xi32>)
  func.return
}

// -----

func.func @top_k_scalar(%x: tensor<f32>) {
  // expected-error @+1 {{operand must have rank at least 1}}
  %v, %i = chlo.top_k(%x, k = 0) : tensor<f32> -> (tensor<f32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_dimension_out_of_range(%x: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{dimension 1 is out of range for input of type 'tensor<4xi32>'}}
  %0:2 = chlo.scan(%x) inits(%init) dimension=1 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %e, %c : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_body_arity(%x: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{body must take 2 arguments (inputs then carries), got 1}}
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>):
    stablehlo.return %e, %e : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_carry_type(%x: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{body carry 0 must have the type of its init, got 'tensor<2xi32>'}}
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    stablehlo.return %e, %b : tensor<i32>, tensor<2xi32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_output_length(%x: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{output 0 must have the inputs' size 4 along dimension 0}}
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %e, %c : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<5xi32>, tensor<i32>)
  func.return
}

// -----

func.func @ragged_dot_needs_group_dim(%lhs: tensor<11x5xf32>, %rhs: tensor<5x7xf32>, %sizes: tensor<3xi64>) {
  // expected-error @+1 {{a ragged free lhs dimension needs an rhs group dimension}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_result_shape(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) {
  // expected-error @+1 {{result shape must be [11, 7], got 'tensor<11x5xf32>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x5xf32>
  func.return
}

// -----

func.func @ragged_dot_group_count(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<2xi64>) {
  // expected-error @+1 {{group_sizes must have one element per rhs group}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_dim_reused(%lhs: tensor<5x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) {
  // expected-error @+1 {{rhs dimension 1 is used more than once}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [1]>
  } : (tensor<5x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<5x7xf32>
  func.return
}

// -----

func.func @ragged_dot_unknown_field(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    // expected-error @+1 {{unknown ragged_dot field 'lhs_group_dimensions'}}
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_duplicate_field(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    // expected-error @+1 {{duplicate field 'lhs_ragged_dimensions'}}
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_ragged_dimensions = [0], lhs_ragged_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @scan_negative_dimension(%x: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{dimension -1 is out of range for input of type 'tensor<4xi32>'}}
  %0:2 = chlo.scan(%x) inits(%init) dimension=-1 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %e, %c : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_outputs_without_inputs(%init: tensor<i32>) {
  // expected-error @+1 {{outputs need at least one input to scan over}}
  %0:2 = chlo.scan() inits(%init) dimension=0 {
  ^bb0(%c: tensor<i32>):
    stablehlo.return %c, %c : tensor<i32>, tensor<i32>
  } : (tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// -----

func.func @scan_dim_size_differs(%x: tensor<4xi32>, %init: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {
  // expected-error @+1 {{'chlo.scan' op input of type 'tensor<4xi32>' has 4 elements along dimension 0, not scan_dim_size = 3}}
  %0:2 = chlo.scan(%x) inits (%init) dimension=0  attributes {scan_dim_size = 3 : i64} {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %e, %c : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}

// -----

func.func @ragged_dot_group_sizes_rank(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %sizes: tensor<2x2x3xi64>) {
  // expected-error @+1 {{group_sizes must have rank 1 or 2, got 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x2x3xi64>) -> tensor<2x11x7xf32>
  func.return
}

// -----

func.func @ragged_dot_group_sizes_prefix(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %sizes: tensor<4x3xi64>) {
  // expected-error @+1 {{group_sizes must have the lhs sizes [2] before its group count}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<4x3xi64>) -> tensor<2x11x7xf32>
  func.return
}
