// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Upstream ops are verified by upstream's verifiers; our ops still check the
// types they receive from them.

func.func @stablehlo_rejects_float_shape(%arg0: tensor<2x3xf32>) {
  %0 = arith.constant dense<[2.0, 3.0]> : tensor<2xf32>
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor of index or}}
  %1 = stablehlo.dynamic_reshape %arg0, %0 : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @tensor_dim_index(%arg0: tensor<2xf32>, %arg1: i32) {
  // expected-error @+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%arg0, %arg1) : (tensor<2xf32>, i32) -> index
  return
}

// -----

func.func @unregistered_upstream_dialect() {
  // expected-error @+2 {{Dialect `scf' not found for custom op 'scf.yield'}}
  // expected-note @+1 {{Available dialects: arith, builtin}}
  scf.yield
}
