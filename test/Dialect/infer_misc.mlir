// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// constant infers its type from its value; the other misc ops have no shape
// function (-verify-diagnostics fails if any of them reports one).

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
