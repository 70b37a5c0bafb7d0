// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of the misc ops, one function per label.

func.func @constant_c1() {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s)}}
  %0 = stablehlo.constant() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf64>
  func.return
}

// -----

func.func @iota_c1() {
  // expected-error @+1 {{iota_dimension -1 is not a dimension of a tensor of rank 1}}
  %0 = stablehlo.iota dim = -1 : tensor<4xi32>
  func.return
}

// -----

func.func @rng_c1(%a: tensor<f32>, %b: tensor<f64>, %s: tensor<1xi64>) {
  // expected-error @+1 {{a, b and the result must share an element type, found 'f32', 'f64' and 'f32'}}
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f64>, tensor<1xi64>) -> tensor<3xf32>
  func.return
}

// -----

func.func @rng_c2(%a: tensor<i32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{distribution NORMAL needs float operands, found 'i32'}}
  %0 = stablehlo.rng %a, %a, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<3xi32>
  func.return
}

// -----

func.func @rng_c3_rank(%a: tensor<f32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{shape has 2 elements but the result has rank 1}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3xf32>
  func.return
}

// -----

func.func @rng_c3_dims(%a: tensor<f32>) {
  %s = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // expected-error @+1 {{result dimension 1 is 5 but shape says 4}}
  %0 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x5xf32>
  func.return
}

// -----

func.func @rng_bit_generator_c1(%s: tensor<2xui64>) {
  // expected-error @+1 {{output_state must have the type of initial_state}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c2_three_fry(%s: tensor<3xui64>) {
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 elements, found 3}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c2_philox(%s: tensor<4xui64>) {
  // expected-error @+1 {{PHILOX needs an initial_state of 2 or 3 elements, found 4}}
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @scale(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}

func.func @composite_c1(%x: tensor<f32>) {
  // expected-error @+1 {{name "scale" must be namespaced, like "ns.op"}}
  %0 = stablehlo.composite "scale" %x {decomposition = @scale} : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

func.func @composite_c2(%x: tensor<f32>) {
  // expected-error @+1 {{decomposition @missing does not name a function}}
  %0 = stablehlo.composite "my.scale" %x {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

func.func @scale(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}

func.func @composite_c3(%x: tensor<2xf32>) {
  // expected-error @+1 {{inputs do not have the argument types of @scale: '(tensor<f32>) -> tensor<f32>'}}
  %0 = stablehlo.composite "my.scale" %x {decomposition = @scale} : (tensor<2xf32>) -> tensor<f32>
  func.return
}

// -----

func.func @scale(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}

func.func @composite_c4(%x: tensor<f32>) {
  // expected-error @+1 {{results do not have the result types of @scale}}
  %0 = stablehlo.composite "my.scale" %x {decomposition = @scale} : (tensor<f32>) -> tensor<i32>
  func.return
}

// -----

func.func @tuple_c1(%x: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.tuple' op inferred type(s) 'tuple<tensor<f32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %t = "stablehlo.tuple"(%x) : (tensor<f32>) -> tuple<tensor<i32>>
  func.return
}

// -----

func.func @get_tuple_element_c1(%t: tuple<tensor<f32>>) {
  // expected-error @+2 {{expects index 1 to be in [0, 1), the size of 'tuple<tensor<f32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %x = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>>) -> tensor<f32>
  func.return
}

// -----

func.func @get_tuple_element_c2(%t: tuple<tensor<f32>>) {
  // expected-error @+2 {{'stablehlo.get_tuple_element' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>>) -> tensor<i32>
  func.return
}
