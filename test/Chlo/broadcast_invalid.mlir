// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @shapes_do_not_broadcast(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{shapes [2] and [3] do not broadcast}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @wrong_result_shape(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  func.return
}

// -----

func.func @mismatched_operand_types(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{mismatched operand types}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_maximum %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @same_element_type(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @broadcast_dimensions_size(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{broadcast_dimensions must have one entry per dimension of the lower-rank operand (1), got 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_range(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{broadcast_dimensions entry 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_negative(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{broadcast_dimensions entry -1 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: -1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_repeated(%a: tensor<2x3xf32>, %b: tensor<1x1xf32>) {
  // expected-error @+2 {{broadcast_dimensions entry 0 is repeated}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 0>} : (tensor<2x3xf32>, tensor<1x1xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @broadcast_dimensions_sizes(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{dimension 0 of shape [3] does not broadcast against dimension 0 of shape [2, 3]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @logical_of_floats(%a: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.broadcast_and %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @zeta_of_integers(%a: tensor<2xi32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.broadcast_zeta %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @complex_result(%a: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<2xcomplex<f64>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  func.return
}

// -----

func.func @compare_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of bool values}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @compare_without_direction(%a: tensor<2xf32>) {
  // expected-error @+1 {{requires attribute 'comparison_direction'}}
  %0 = chlo.broadcast_compare %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @select_mismatched(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{mismatched operand types}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @select_shapes(%p: tensor<3xi1>, %a: tensor<2xf32>) {
  // expected-error @+2 {{shapes [3] and [2] do not broadcast}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @is_inf_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{result #0 must be ranked tensor of bool values}}
  %0 = chlo.is_inf %a : tensor<2xf32> -> tensor<2xf32>
  func.return
}

// -----

func.func @is_inf_of_integers(%a: tensor<2xi32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = chlo.is_pos_inf %a : tensor<2xi32> -> tensor<2xi1>
  func.return
}

// -----

func.func @kernel_of_reals(%a: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of complex}}
  %0 = chlo._asin_acos_kernel %a : tensor<2xf32> -> tensor<2xf32>
  func.return
}

// -----

func.func @polygamma_types(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = chlo.polygamma %a, %b : tensor<2xf32>, tensor<2xf64> -> tensor<2xf32>
  func.return
}

// -----

func.func @zeta_shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape}}
  %0 = chlo.zeta %a, %b : tensor<2xf32>, tensor<3xf32> -> tensor<2xf32>
  func.return
}

// -----

func.func @constant_like_type(%a: tensor<1x2xi64>) {
  // expected-error @+1 {{'chlo.constant_like' op value's type doesn't match element return type}}
  %0 = "chlo.constant_like"(%a) <{value = 3 : i64}> : (tensor<1x2xi64>) -> tensor<1x2xi32>
  func.return
}

// -----

func.func @constant_like_shape(%a: tensor<1x2xi64>) {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = "chlo.constant_like"(%a) <{value = 3 : i64}> : (tensor<1x2xi64>) -> tensor<2x2xi64>
  func.return
}

// -----

func.func @constant_dynamic() {
  // expected-error @+1 {{result #0 must be statically shaped tensor}}
  %0 = "chlo.constant"() <{value = dense<1> : tensor<2xi64>}> : () -> tensor<?xi64>
  func.return
}
