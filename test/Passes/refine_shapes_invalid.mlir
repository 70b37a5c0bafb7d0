// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes

// A constant shape operand that contradicts a static result size.
func.func @shape_contradicts_result(%arg0: tensor<f32>) -> tensor<3x?xf32> {
  %c = stablehlo.constant dense<[2, 5]> : tensor<2xi64>
  %r = stablehlo.reshape %c : (tensor<2xi64>) -> tensor<2xi64>
  // expected-error @+1 {{cannot refine result 0: the operands give 'tensor<2x5xf32>', which contradicts its type 'tensor<3x?xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %r, dims = [] : (tensor<f32>, tensor<2xi64>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// Refined operands that the program says must agree, and do not.
func.func @operands_disagree(%arg0: tensor<3xf32>, %arg1: tensor<4xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %arg0 : (tensor<3xf32>) -> tensor<?xf32>
  %1 = stablehlo.abs %arg1 : (tensor<4xf32>) -> tensor<?xf32>
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %2 = stablehlo.add %0, %1 : tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

// A static result size that the operand contradicts.
func.func @result_contradicts_operand(%arg0: tensor<3xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %arg0 : (tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{cannot refine result 0: the operands give 'tensor<3xf64>', which contradicts its type 'tensor<?xf64, #stablehlo.bounds<2>>'}}
  %1 = stablehlo.convert %0 : (tensor<?xf32>) -> tensor<?xf64, #stablehlo.bounds<2>>
  %2 = stablehlo.convert %1 : (tensor<?xf64, #stablehlo.bounds<2>>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}
