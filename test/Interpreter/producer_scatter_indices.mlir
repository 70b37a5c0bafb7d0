// RUN: fold-opt --interpret --split-input-file %s
// RUN: fold-opt --fold-constants --split-input-file %s | FileCheck %s
// RUN: fold-opt --interpret --entry=signed_indices --args="[dense<[[2], [0]]> : tensor<2x1xsi32>]" %s | FileCheck %s --check-prefix=SIGNED

// scatter reads indices of any integer type the interpreter holds, as
// StableHLO's scatter takes them: 1-bit, signed, unsigned.

// CHECK-LABEL: func.func @boolean_indices
//       CHECK:   stablehlo.constant dense<[0.000000e+00, 2.000000e+00, 0.000000e+00]> : tensor<3xf32>
func.func @boolean_indices() -> tensor<3xf32> {
  %x = stablehlo.constant dense<0.0> : tensor<3xf32>
  %b = stablehlo.constant dense<[[true]]> : tensor<1x1xi1>
  %v = stablehlo.constant dense<[2.0]> : tensor<1xf32>
  %0 = "stablehlo.scatter"(%x, %b, %v) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi1>, tensor<1xf32>) -> tensor<3xf32>
  check.expect_eq_const %0, dense<[0.0, 2.0, 0.0]> : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// SIGNED: dense<[2.0, 0.0, 1.0]> : tensor<3xf32>
func.func @signed_indices(%i: tensor<2x1xsi32>) -> tensor<3xf32> {
  %x = stablehlo.constant dense<0.0> : tensor<3xf32>
  %u = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<2x1xsi32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
