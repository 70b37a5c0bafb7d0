// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// constant infers its type from its value, tuple from its operands and
// get_tuple_element from the tuple; iota and custom_call have no shape
// function (-verify-diagnostics fails if either reports one).

func.func @constant() {
  // expected-remark @+1 {{inferred: tensor<2x3xf32>}}
  %0 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  // A quantized constant holds its storage values: the value's type.
  // expected-remark @+1 {{inferred: tensor<2xi8>}}
  %1 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

func.func @no_inference(%a: tensor<2xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = "stablehlo.custom_call"(%a) {call_target_name = "foo"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @tuples(%a: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-remark @+1 {{inferred: tuple<tensor<2xf32>, !stablehlo.token>}}
  %0 = stablehlo.tuple %a, %t : tuple<tensor<2xf32>, !stablehlo.token>
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2xf32>, !stablehlo.token>) -> !stablehlo.token
  func.return
}
