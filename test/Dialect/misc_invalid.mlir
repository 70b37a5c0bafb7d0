// RUN: fold-opt %s --split-input-file -verify-diagnostics

// iota_c1
func.func @iota_dimension_out_of_range() {
  // expected-error @+1 {{iota_dimension 2 is not a dimension of a tensor of rank 2}}
  %a = stablehlo.iota dim = 2 : tensor<2x3xi32>
  func.return
}

// -----

func.func @iota_missing_dim() {
  // expected-error @+1 {{expected 'dim'}}
  %a = stablehlo.iota 0 : tensor<3xi32>
  func.return
}

// -----

func.func @rng_unknown_distribution(%a: tensor<f32>, %s: tensor<1xi64>) {
  // expected-error @+2 {{to be one of: UNIFORM, NORMAL}}
  // expected-error @+1 {{failed to parse Stablehlo_RngDistributionAttr}}
  %r = stablehlo.rng %a, %a, %s, distribution = POISSON : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  func.return
}

// -----

func.func @tuple_not_a_tuple(%x: tensor<f32>) {
  // expected-error @+1 {{expected a tuple type, found 'tensor<f32>'}}
  %t = stablehlo.tuple %x : tensor<f32>
  func.return
}

// -----

// tuple_c1
func.func @tuple_wrong_element(%x: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %t = "stablehlo.tuple"(%x) : (tensor<f32>) -> tuple<tensor<i32>>
  func.return
}

// -----

// get_tuple_element_c1
func.func @get_tuple_element_out_of_range(%t: tuple<tensor<f32>>) {
  // expected-error @+2 {{expects index 1 to be in [0, 1), the size of 'tuple<tensor<f32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  func.return
}

// -----

// get_tuple_element_c2
func.func @get_tuple_element_wrong_type(%t: tuple<tensor<f32>>) {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>>) -> tensor<i32>
  func.return
}

// -----

func.func @composite_without_decomposition(%x: tensor<f32>) {
  // expected-error @+1 {{decomposition @missing does not name a function}}
  %y = stablehlo.composite "x.y" %x {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

// rng_bit_generator_c1
func.func @rng_bit_generator_state(%s: tensor<2xui64>) {
  // expected-error @+1 {{output_state must have the type of initial_state}}
  %s1, %b = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}
