// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize --stablehlo-refine-shapes | FileCheck %s --check-prefix=REFINE

// Programs that mix shape, tensor and arith ops into their shape
// computations parse, and those ops fold with upstream's own folders.

// CHECK-LABEL: func.func @shape_of_static
//   CHECK-NOT:   shape.shape_of
//       CHECK:   %[[S:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
//       CHECK:   stablehlo.dynamic_reshape %arg0, %[[S]] : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// Shape refinement reads the index shape operand.
// REFINE-LABEL: func.func @shape_of_static
//       REFINE:   stablehlo.dynamic_reshape %arg0, %{{.*}} : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
func.func @shape_of_static(%arg0: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = shape.shape_of %arg0 : tensor<2x3xf32> -> tensor<2xindex>
  %1 = stablehlo.dynamic_reshape %arg0, %0 : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @arith_and_tensor
//       CHECK:   %[[C:.*]] = arith.constant 4 : index
//       CHECK:   %[[S:.*]] = arith.constant dense<[4, 1]> : tensor<2xindex>
//       CHECK:   %[[I:.*]] = stablehlo.dynamic_iota %[[S]], dim = 0 : (tensor<2xindex>) -> tensor<?x?xi32>
//       CHECK:   return %[[I]], %[[C]]
// REFINE-LABEL: func.func @arith_and_tensor
//       REFINE:   stablehlo.dynamic_iota %{{.*}}, dim = 0 : (tensor<2xindex>) -> tensor<4x1xi32>
func.func @arith_and_tensor() -> (tensor<?x?xi32>, index) {
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 1 : index
  %i = arith.index_cast %c4 : i32 to index
  %s = tensor.from_elements %i, %c1 : tensor<2xindex>
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xindex>) -> tensor<?x?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %0, %c0 : tensor<?x?xi32>
  return %0, %i : tensor<?x?xi32>, index
}

// -----

// tensor.cast next to stablehlo ops parses, verifies and stays.

// CHECK-LABEL: func.func @cast
//       CHECK:   tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
//       CHECK:   stablehlo.abs
//       CHECK:   tensor.cast %{{.*}} : tensor<?xf32> to tensor<4xf32>
func.func @cast(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
  %1 = stablehlo.abs %0 : tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<4xf32>
  return %2 : tensor<4xf32>
}
