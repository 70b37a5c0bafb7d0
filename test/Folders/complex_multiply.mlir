// Complex multiplication has one definition (binop::complexMultiply in
// BinaryOps.h) on every path: the elementwise kernel and dot_general fold
// to the same bits. (ac - bd) + (ad + bc)i, with C Annex G's recovery of
// infinities, and the NaN rule for parts still NaN: the first NaN operand
// part made quiet, otherwise the positive quiet NaN (x86's default NaN is
// negative; these bits do not depend on the machine).
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// (inf + inf i)(1 + 0i) = inf + inf i (Annex G; naively NaN + NaN i)
// (0 + 0i)(inf + 0i) = NaN + NaN i, the positive quiet NaN
// (sNaN(1) + 1i)(2 + 3i): the signaling NaN made quiet, in both parts
// (1 + 2i)(3 + 4i) = -5 + 10i
// CHECK-LABEL: func.func @multiply
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[(0x7F800000,0x7F800000), (0x7FC00000,0x7FC00000), (0x7FE00001,0x7FE00001), (-5.000000e+00,1.000000e+01)]> : tensor<4xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @multiply() -> tensor<4xcomplex<f32>> {
  %a = stablehlo.constant dense<[(0x7F800000, 0x7F800000), (0.0, 0.0), (0x7FA00001, 1.0), (1.0, 2.0)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 0.0), (0x7F800000, 0.0), (2.0, 3.0), (3.0, 4.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.multiply %a, %b : tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}

// -----

// The same products as a batched dot_general of 1-element vectors (0 plus
// the product: the sums keep the bits).
// CHECK-LABEL: func.func @dot_general
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[(0x7F800000,0x7F800000), (0x7FC00000,0x7FC00000), (0x7FE00001,0x7FE00001), (-5.000000e+00,1.000000e+01)]> : tensor<4xcomplex<f32>>
// CHECK-NEXT: return %[[C]]
func.func @dot_general() -> tensor<4xcomplex<f32>> {
  %a = stablehlo.constant dense<[[(0x7F800000, 0x7F800000)], [(0.0, 0.0)], [(0x7FA00001, 1.0)], [(1.0, 2.0)]]> : tensor<4x1xcomplex<f32>>
  %b = stablehlo.constant dense<[[(1.0, 0.0)], [(0x7F800000, 0.0)], [(2.0, 3.0)], [(3.0, 4.0)]]> : tensor<4x1xcomplex<f32>>
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<4x1xcomplex<f32>>, tensor<4x1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}

// -----

// complex<f64>: the same rule.
// CHECK-LABEL: func.func @multiply_f64
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[(0x7FF0000000000000,0x7FF0000000000000), (0x7FF8000000000000,0x7FF8000000000000)]> : tensor<2xcomplex<f64>>
func.func @multiply_f64() -> tensor<2xcomplex<f64>> {
  %a = stablehlo.constant dense<[(0x7FF0000000000000, 0x7FF0000000000000), (0.0, 0.0)]> : tensor<2xcomplex<f64>>
  %b = stablehlo.constant dense<[(1.0, 0.0), (0x7FF0000000000000, 0.0)]> : tensor<2xcomplex<f64>>
  %r = stablehlo.multiply %a, %b : tensor<2xcomplex<f64>>
  return %r : tensor<2xcomplex<f64>>
}
