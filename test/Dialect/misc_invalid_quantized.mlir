// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints on quantized element types ("Types", C1 .. C13,
// labelled quantized_type_c<n>)
// wherever such a type reaches a stablehlo op: constants, tuples, control
// flow results. The quant dialect's parser checks the storage range (C3),
// the scale's range (C4, C5) and a non-negative quantization dimension
// (C11); every other constraint is checked by each stablehlo op.

func.func @quantized_type_c1_parser(%x: tensor<2x!quant.uniform<i8<-300:10>:f32, 0.5>>) {
  // expected-error @-1 {{illegal storage type minimum: -300}}
  func.return
}

// -----

func.func @quantized_type_c2_parser(%x: tensor<2x!quant.uniform<i8<-10:300>:f32, 0.5>>) {
  // expected-error @-1 {{illegal storage type maximum: 300}}
  func.return
}

// -----

func.func @quantized_type_c4_parser(%x: tensor<2x!quant.uniform<i8:f16, 1.0e-10>>) {
  // expected-error @-1 {{scale 1.000000e-10 out of expressed type range}}
  func.return
}

// -----

func.func @quantized_type_c8(%a: tensor<2x!quant.uniform<i8:f32, 0.5:300>>) {
  // expected-error @+1 {{'stablehlo.negate' op operand #0 has zero point 300 outside the storage range [-128, 127]}}
  %0 = stablehlo.negate %a : tensor<2x!quant.uniform<i8:f32, 0.5:300>>
  func.return
}

// -----

// A per-tensor type has one scale: the syntax takes no list.
func.func @quantized_type_c10_parser(%x: tensor<2x!quant.uniform<i8:f32, {0.5, 0.25}>>) {
  // expected-error @-1 {{expected floating point literal}}
  func.return
}

// -----

func.func @quantized_type_c3_parser() {
  // expected-error @+1 {{illegal storage min and storage max: (5:5)}}
  %0 = stablehlo.constant() <{value = dense<5> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8<5:5>:f32, 0.5>>
  func.return
}

// -----

func.func @quantized_type_c5_parser() {
  // expected-error @+1 {{scale -5.000000e-01 out of expressed type range}}
  %0 = stablehlo.constant() <{value = dense<5> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, -0.5>>
  func.return
}

// -----

func.func @quantized_type_c11_parser(%x: tensor<2xf32>) {
  // expected-error @+1 {{illegal quantized dimension: -1}}
  %0 = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:-1, {0.5, 0.5}>>
  func.return
}

// -----

func.func @quantized_type_c6_constant() {
  // expected-error @+1 {{'stablehlo.constant' op result #0 has scale nan, which is not a positive finite value of 'f32'}}
  %0 = stablehlo.constant() <{value = dense<5> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0x7FF8000000000000>>
  func.return
}

// -----

func.func @quantized_type_c6_per_axis() {
  // A NaN scale makes a type unequal to itself: the type is written once.
  // expected-error @+1 {{'stablehlo.constant' op result #0 has scale nan, which is not a positive finite value of 'f32'}}
  %0 = stablehlo.constant() <{value = dense<5> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0x7FF8000000000000}>>
  func.return
}

// -----

func.func @quantized_type_c7_constant() {
  // expected-error @+1 {{'stablehlo.constant' op result #0 has zero point 200 outside the storage range [-128, 127]}}
  %0 = stablehlo.constant() <{value = dense<5> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:200>>
  func.return
}

// -----

func.func @quantized_type_c7_storage_range(%t: tuple<tensor<2x!quant.uniform<i8<0:9>:f32, 0.5:10>>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op operand #0 has zero point 10 outside the storage range [0, 9]}}
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x!quant.uniform<i8<0:9>:f32, 0.5:10>>>) -> tensor<2x!quant.uniform<i8<0:9>:f32, 0.5:10>>
  func.return
}

// -----

func.func @quantized_type_c7_tuple(%x: tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.5:-129}>>) {
  // expected-error @+1 {{'stablehlo.tuple' op operand #0 has zero point -129 outside the storage range [-128, 127]}}
  %0 = stablehlo.tuple %x : tuple<tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.5:-129}>>>
  func.return
}

// -----

func.func @quantized_type_c12_if(%p: tensor<i1>, %x: tensor<2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>) {
  // expected-error @+1 {{'stablehlo.if' op result #0 has quantization dimension 1 but rank 1}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
  }, {
    stablehlo.return %x : tensor<2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
  }) : (tensor<i1>) -> tensor<2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>
  func.return
}

// -----

func.func @quantized_type_c13_while(%x: tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>) {
  // expected-error @+1 {{'stablehlo.while' op operand #0 has 2 scales but dimension 0 has size 3}}
  %0 = stablehlo.while(%it = %x) : tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>
  cond {
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %it : tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>
  }
  func.return
}

// -----

func.func @quantized_type_c13_nested_tuple(%t: tuple<tuple<tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op operand #0 has 2 scales but dimension 0 has size 3}}
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tuple<tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>>>) -> tuple<tensor<3x!quant.uniform<i8:f32:0, {0.5, 0.5}>>>
  func.return
}
