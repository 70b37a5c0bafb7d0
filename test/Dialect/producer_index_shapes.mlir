// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// Shape operands may be `index` tensors, as StableHLO allows
// (HLO_DimensionTensor / HLO_StaticDimensionTensor): producers compute them
// with shape.shape_of, tensor.from_elements and arith.index_cast.

// CHECK-LABEL: func.func @index_shape_operands
//       CHECK:   stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
//       CHECK:   stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xindex>) -> tensor<?x?xi32>
//       CHECK:   stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
//       CHECK:   stablehlo.dynamic_pad %arg0, %arg2, %arg3, %arg3, %arg3 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
//       CHECK:   stablehlo.real_dynamic_slice %arg0, %arg4, %arg4, %arg4 : (tensor<?xf32>, tensor<?xindex>, tensor<?xindex>, tensor<?xindex>) -> tensor<?xf32>
func.func @index_shape_operands(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<f32>, %arg3: tensor<1xindex>, %arg4: tensor<?xindex>) {
  %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xindex>) -> tensor<?x?xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = stablehlo.dynamic_pad %arg0, %arg2, %arg3, %arg3, %arg3 : (tensor<?xf32>, tensor<f32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  %4 = stablehlo.real_dynamic_slice %arg0, %arg4, %arg4, %arg4 : (tensor<?xf32>, tensor<?xindex>, tensor<?xindex>, tensor<?xindex>) -> tensor<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @index_scatter_indices_and_rng_shape
//       CHECK:   "stablehlo.scatter"
//       CHECK:   (tensor<3xf32>, tensor<1x1xindex>, tensor<1xf32>) -> tensor<3xf32>
//       CHECK:   stablehlo.rng %arg3, %arg3, %arg4, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xindex>) -> tensor<2x3xf32>
func.func @index_scatter_indices_and_rng_shape(%arg0: tensor<3xf32>, %arg1: tensor<1x1xindex>, %arg2: tensor<1xf32>, %arg3: tensor<f32>, %arg4: tensor<2xindex>) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xindex>, tensor<1xf32>) -> tensor<3xf32>
  %1 = stablehlo.rng %arg3, %arg3, %arg4, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xindex>) -> tensor<2x3xf32>
  return
}

// -----

// scatter takes indices of any integer type, as StableHLO's scatter does
// (AnyInteger): signed, 1-bit and odd widths included.
// CHECK-LABEL: func.func @scatter_any_integer_indices
//       CHECK:   (tensor<3xf32>, tensor<1x1xsi32>, tensor<1xf32>) -> tensor<3xf32>
//       CHECK:   (tensor<3xf32>, tensor<1x1xi1>, tensor<1xf32>) -> tensor<3xf32>
//       CHECK:   (tensor<3xf32>, tensor<1x1xi3>, tensor<1xf32>) -> tensor<3xf32>
func.func @scatter_any_integer_indices(%x: tensor<3xf32>, %i: tensor<1x1xsi32>, %b: tensor<1x1xi1>, %c: tensor<1x1xi3>, %u: tensor<1xf32>) {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xsi32>, tensor<1xf32>) -> tensor<3xf32>
  %1 = "stablehlo.scatter"(%x, %b, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi1>, tensor<1xf32>) -> tensor<3xf32>
  %2 = "stablehlo.scatter"(%x, %c, %u) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xf32>, tensor<1x1xi3>, tensor<1xf32>) -> tensor<3xf32>
  return
}
