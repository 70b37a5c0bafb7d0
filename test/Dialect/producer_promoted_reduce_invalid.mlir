// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @reduce_c6_narrower_integer(%x: tensor<4xi32>, %z: tensor<i16>) -> tensor<i16> {
  // expected-error @+1 {{expects the element type of body argument 0 ('i16') to be promotable from the element type of input 0 ('i32')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i16>) -> tensor<i16>
   reducer(%p: tensor<i16>, %q: tensor<i16>) {
    %s = stablehlo.add %p, %q : tensor<i16>
    stablehlo.return %s : tensor<i16>
  }
  return %0 : tensor<i16>
}

// -----

func.func @reduce_c6_integer_to_i1(%x: tensor<4xi8>, %z: tensor<i1>) -> tensor<i1> {
  // expected-error @+1 {{expects the element type of body argument 0 ('i1') to be promotable from the element type of input 0 ('i8')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi8>, tensor<i1>) -> tensor<i1>
   reducer(%p: tensor<i1>, %q: tensor<i1>) {
    %s = stablehlo.or %p, %q : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }
  return %0 : tensor<i1>
}

// -----

func.func @reduce_c6_i1_to_float(%x: tensor<4xi1>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects the element type of body argument 0 ('f32') to be promotable from the element type of input 0 ('i1')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi1>, tensor<f32>) -> tensor<f32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<f32>
}
