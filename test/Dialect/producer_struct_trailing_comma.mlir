// RUN: fold-opt %s | FileCheck %s

// StableHLO reads the gather, scatter and dot dimension numbers with a comma
// after the last field, as hand-written programs have them; they print
// without.

// CHECK-LABEL: func.func @trailing_commas
// CHECK: #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
// CHECK: stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0]
func.func @trailing_commas(%x: tensor<3x3xf32>, %i: tensor<2x1xi32>) -> (tensor<2x3xf32>, tensor<3x3xf32>) {
  %0 = "stablehlo.gather"(%x, %i) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      collapsed_slice_dims = [0],
      start_index_map = [0],
      index_vector_dim = 1,
    >,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<3x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %1 = "stablehlo.dot_general"(%x, %x) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<3x3xf32>
}
