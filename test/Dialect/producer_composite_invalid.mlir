// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @composite_c1_leading_digit(%arg0: tensor<f32>) {
  // expected-error @+1 {{name "1ns.op" must be namespaced}}
  %0 = stablehlo.composite "1ns.op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_c1_leading_underscore(%arg0: tensor<f32>) {
  // expected-error @+1 {{name "_ns.op" must be namespaced}}
  %0 = stablehlo.composite "_ns.op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_c1_dash(%arg0: tensor<f32>) {
  // expected-error @+1 {{name "ns.my-op" must be namespaced}}
  %0 = stablehlo.composite "ns.my-op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_c1_dollar_in_namespace(%arg0: tensor<f32>) {
  // expected-error @+1 {{name "n$s.op" must be namespaced}}
  %0 = stablehlo.composite "n$s.op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_c1_empty_part(%arg0: tensor<f32>) {
  // expected-error @+1 {{name "ns..op" must be namespaced}}
  %0 = stablehlo.composite "ns..op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

func.func @composite_c2_missing(%arg0: tensor<f32>) {
  // expected-error @+1 {{decomposition @nowhere does not name a function}}
  %0 = stablehlo.composite "ns.op" %arg0 {decomposition = @nowhere} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @composite_c3_signature(%arg0: tensor<f32>) {
  // expected-error @+1 {{inputs do not have the argument types of @id}}
  %0 = stablehlo.composite "ns.op" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f64>) -> tensor<f32> {
  %0 = stablehlo.convert %arg0 : (tensor<f64>) -> tensor<f32>
  return %0 : tensor<f32>
}
