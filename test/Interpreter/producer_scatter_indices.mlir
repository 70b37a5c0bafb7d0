// RUN: fold-opt --interpret --split-input-file %s
// RUN: fold-opt --fold-constants --split-input-file %s | FileCheck %s

// scatter reads indices of any integer type the interpreter holds, as
// StableHLO's scatter takes them: signed, unsigned and 1-bit.

// CHECK-LABEL: func.func @signed_and_boolean_indices
//       CHECK:   stablehlo.constant dense<[0.000000e+00, 2.000000e+00, 1.000000e+00]> : tensor<3xf32>
func.func @signed_and_boolean_indices() -> tensor<3xf32> {
  %x = stablehlo.constant dense<0.0> : tensor<3xf32>
  %i = stablehlo.constant dense<[[2]]> : tensor<1x1xsi32>
  %b = stablehlo.constant dense<[[true]]> : tensor<1x1xi1>
  %u = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %v = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xsi32>, tensor<1xf32>) -> tensor<3xf32>
  %1 = "stablehlo.scatter"(%0, %b, %v) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi1>, tensor<1xf32>) -> tensor<3xf32>
  check.expect_eq_const %1, dense<[0.0, 2.0, 1.0]> : tensor<3xf32>
  return %1 : tensor<3xf32>
}
