// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @reduce_c6_narrower_integer(%x: tensor<4xi32>, %z: tensor<i16>) -> tensor<i16> {
  // expected-error @+1 {{expects the element type of body argument 1 ('i16') to be promotable from the element type of input 0 ('i32')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i16>) -> tensor<i16>
   reducer(%p: tensor<i16>, %q: tensor<i16>) {
    %s = stablehlo.add %p, %q : tensor<i16>
    stablehlo.return %s : tensor<i16>
  }
  return %0 : tensor<i16>
}

// -----

func.func @reduce_c6_integer_to_i1(%x: tensor<4xi8>, %z: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{expects the element type of body argument 1 ('i1') to be promotable from the element type of input 0 ('i8')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi8>, tensor<i1>) -> tensor<i1>
   reducer(%p: tensor<i1>, %q: tensor<i1>) {
    %s = stablehlo.or %p, %q : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }
  return %0 : tensor<i1>
}

// -----

func.func @reduce_c6_i1_to_float(%x: tensor<4xi1>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects the element type of body argument 1 ('f32') to be promotable from the element type of input 0 ('i1')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi1>, tensor<f32>) -> tensor<f32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

// A second argument of another type is accepted only between float types.
func.func @reduce_c6_integer_and_float_arguments(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expects body arguments 0 and 1 to have the same type, found 'tensor<i32>' and 'tensor<f32>'}}
  %0 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%p: tensor<i32>, %q: tensor<f32>):
    stablehlo.return %p : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @reduce_c2_float_init_of_integer_accumulator(%x: tensor<4xi32>, %z: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{expects the element type of init value 0 ('f32') to be promotable to the body's accumulator type 0 ('i32')}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<f32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @select_and_scatter_c9_integer_select_of_floats(%x: tensor<4xf32>, %s: tensor<2xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects select argument 0 to be 'tensor<f32>', found 'tensor<i32>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @scatter_c6_float_updates_of_integer_accumulator(%x: tensor<5xi32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5xi32> {
  // expected-error @+1 {{expects the element type of update 0 ('f32') to be promotable to the update_computation's accumulator type 0 ('i32')}}
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xi32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @all_reduce_c5_float_operand_of_integer_computation(%x: tensor<2xf32>, %y: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{expects the element type of computation argument 1 ('i32') to be promotable from the element type of operand 1 ('f32')}}
  %r:2 = "stablehlo.all_reduce"(%y, %x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>, tensor<2xf32>) -> (tensor<2xi32>, tensor<2xi32>)
  return %r#0 : tensor<2xi32>
}

// -----

// StableHLO reads an absent window_dimensions as an empty one.
func.func @select_and_scatter_c4_absent_window(%x: tensor<4xf32>, %s: tensor<4xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects window_dimensions to have 1 entries (the rank of the inputs), found none}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
