// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Shape-op patterns (DataMovementPatterns.{td,cpp}). Inputs that must stay
// are function arguments, so no constant folding hides what the patterns do.

//===----------------------------------------------------------------------===//
// broadcast_in_dim
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @broadcast_of_broadcast
func.func @broadcast_of_broadcast(%x: tensor<3xf32>, %y: tensor<1x3xf32>) -> (tensor<2x4x3xf32>, tensor<3x5xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<2x4x3xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x5xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
  %2 = stablehlo.broadcast_in_dim %y, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  return %1, %3 : tensor<2x4x3xf32>, tensor<3x5xf32>
}

// -----

// Dynamic and bounded sizes that are carried through merge; the result type
// (bounds included) is kept.
// CHECK-LABEL: func.func @broadcast_of_broadcast_bounded
func.func @broadcast_of_broadcast_bounded(%x: tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 0] : (tensor<?x2xf32, #stablehlo.bounds<8, ?>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
  return %1 : tensor<2x?xf32, #stablehlo.bounds<?, 8>>
}

// -----

// A `?` that the first broadcast narrows to a static 1 and the second widens
// again: the `?` is 1 whenever the program is defined, so one broadcast
// widens it (as StableHLO merges).
// CHECK-LABEL: func.func @broadcast_of_broadcast_dynamic_one
func.func @broadcast_of_broadcast_dynamic_one(%x: tensor<?xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<?xf32>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<?xf32>) -> tensor<1xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Only size-1 dimensions added, sizes and order kept: a reshape.
// CHECK-LABEL: func.func @broadcast_to_reshape
func.func @broadcast_to_reshape(%x: tensor<3x4xf32>) -> tensor<3x1x4x1xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4x1xf32>
  return %0 : tensor<3x1x4x1xf32>
}

// -----

// Per-tensor quantized: the same element type becomes a reshape (a result
// with another scale is invalid: broadcast_in_dim_c1).
// CHECK-LABEL: func.func @broadcast_to_reshape_quantized
func.func @broadcast_to_reshape_quantized(%x: tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x1x!quant.uniform<i8:f32, 0.5>> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x1x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<3x1x!quant.uniform<i8:f32, 0.5>>
}

// -----

// An expanded dimension, a reordering, a dynamic size: all stay broadcasts.
// CHECK-LABEL: func.func @broadcast_not_reshape
func.func @broadcast_not_reshape(%x: tensor<1x4xf32>, %y: tensor<3x4xf32>, %z: tensor<?x4xf32>) -> (tensor<5x1x4xf32>, tensor<4x1x3xf32>, tensor<?x1x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<5x1x4xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [2, 0] : (tensor<3x4xf32>) -> tensor<4x1x3xf32>
  // CHECK-NEXT: %[[C:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<?x4xf32>) -> tensor<?x1x4xf32>
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<5x1x4xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [2, 0] : (tensor<3x4xf32>) -> tensor<4x1x3xf32>
  %2 = stablehlo.broadcast_in_dim %z, dims = [0, 2] : (tensor<?x4xf32>) -> tensor<?x1x4xf32>
  return %0, %1, %2 : tensor<5x1x4xf32>, tensor<4x1x3xf32>, tensor<?x1x4xf32>
}

// -----

// Same rank, nothing expanded: a transpose by the inverse permutation.
// CHECK-LABEL: func.func @broadcast_to_transpose
func.func @broadcast_to_transpose(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// An expansion, and a dynamic size (that might be widened at run time).
// CHECK-LABEL: func.func @broadcast_not_transpose
func.func @broadcast_not_transpose(%x: tensor<1x3xf32>, %y: tensor<?x3xf32>) -> (tensor<3x5xf32>, tensor<3x?xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x5xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.broadcast_in_dim %y, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  return %0, %1 : tensor<3x5xf32>, tensor<3x?xf32>
}

// -----

// Per-axis quantized elements: the transpose puts the quantization dimension
// where the broadcast did.
// CHECK-LABEL: func.func @broadcast_per_axis
func.func @broadcast_per_axis(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01}>>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @reshape_of_reshape
func.func @reshape_of_reshape(%x: tensor<2x6xf32>) -> (tensor<3x4xf32>, tensor<2x6xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: return %[[A]], %arg0
  %0 = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<12xf32>
  %1 = stablehlo.reshape %0 : (tensor<12xf32>) -> tensor<3x4xf32>
  %2 = stablehlo.reshape %1 : (tensor<3x4xf32>) -> tensor<2x6xf32>
  return %1, %2 : tensor<3x4xf32>, tensor<2x6xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_reshape_bounded
func.func @reshape_of_reshape_bounded(%x: tensor<?xi8, #stablehlo.bounds<16>>) -> tensor<1x?xi8, #stablehlo.bounds<?, 16>> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<?xi8, #stablehlo.bounds<16>>) -> tensor<1x?xi8, #stablehlo.bounds<?, 16>>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.reshape %x : (tensor<?xi8, #stablehlo.bounds<16>>) -> tensor<?x1xi8, #stablehlo.bounds<16, ?>>
  %1 = stablehlo.reshape %0 : (tensor<?x1xi8, #stablehlo.bounds<16, ?>>) -> tensor<1x?xi8, #stablehlo.bounds<?, 16>>
  return %1 : tensor<1x?xi8, #stablehlo.bounds<?, 16>>
}

// -----

// A single reshape stays; a per-axis quantized chain merges (reshape_c3 holds
// from the first operand to the last result when it holds on each step).
// CHECK-LABEL: func.func @reshape_kept
func.func @reshape_kept(%x: tensor<2x6xf32>, %q: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> (tensor<12xf32>, tensor<2x1x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<12xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.reshape %arg1 : (tensor<2x3x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>) -> tensor<2x1x3x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %0 = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<12xf32>
  %1 = stablehlo.reshape %q : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  %2 = stablehlo.reshape %1 : (tensor<2x3x1x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x1x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  return %0, %2 : tensor<12xf32>, tensor<2x1x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @transpose_of_transpose
func.func @transpose_of_transpose(%x: tensor<2x3x4xf32>) -> (tensor<4x3x2xf32>, tensor<2x3x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  // CHECK-NEXT: return %[[A]], %arg0
  %0 = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x4x2xf32>) -> tensor<4x3x2xf32>
  %2 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  return %1, %2 : tensor<4x3x2xf32>, tensor<2x3x4xf32>
}

// -----

// Bounded: the pair cancels, the type is the argument's.
// CHECK-LABEL: func.func @transpose_of_transpose_bounded
func.func @transpose_of_transpose_bounded(%x: tensor<?x3xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>> {
  // CHECK-NEXT: return %arg0
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x3xf32, #stablehlo.bounds<8, ?>>) -> tensor<3x?xf32, #stablehlo.bounds<?, 8>>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x?xf32, #stablehlo.bounds<?, 8>>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  return %1 : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
}

// -----

// The pair cancels but the result refines the argument's type: an identity
// transpose keeps the type.
// CHECK-LABEL: func.func @transpose_of_transpose_refined
func.func @transpose_of_transpose_refined(%x: tensor<?x3xf32>) -> tensor<5x3xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [0, 1] : (tensor<?x3xf32>) -> tensor<5x3xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x?xf32>) -> tensor<5x3xf32>
  return %1 : tensor<5x3xf32>
}

// -----

// Only size-1 dimensions move: a reshape.
// CHECK-LABEL: func.func @transpose_to_reshape
func.func @transpose_to_reshape(%x: tensor<1x4x1x5xf32>) -> tensor<4x1x5x1xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reshape %arg0 : (tensor<1x4x1x5xf32>) -> tensor<4x1x5x1xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.transpose %x, dims = [1, 0, 3, 2] : (tensor<1x4x1x5xf32>) -> tensor<4x1x5x1xf32>
  return %0 : tensor<4x1x5x1xf32>
}

// -----

// Dimensions of other sizes swap; a dynamic size: both stay transposes.
// CHECK-LABEL: func.func @transpose_not_reshape
func.func @transpose_not_reshape(%x: tensor<1x4x5xf32>, %y: tensor<1x?xf32>) -> (tensor<1x5x4xf32>, tensor<?x1xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.transpose %arg0, dims = [0, 2, 1]
  // CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %arg1, dims = [1, 0]
  // CHECK-NEXT: return %[[A]], %[[B]]
  %0 = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<1x4x5xf32>) -> tensor<1x5x4xf32>
  %1 = stablehlo.transpose %y, dims = [1, 0] : (tensor<1x?xf32>) -> tensor<?x1xf32>
  return %0, %1 : tensor<1x5x4xf32>, tensor<?x1xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_broadcast
func.func @transpose_of_broadcast(%x: tensor<3xf32>, %y: tensor<?xf32, #stablehlo.bounds<8>>) -> (tensor<3x2xf32>, tensor<?x2xf32, #stablehlo.bounds<8, ?>>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 8>>
  %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<2x?xf32, #stablehlo.bounds<?, 8>>) -> tensor<?x2xf32, #stablehlo.bounds<8, ?>>
  return %1, %3 : tensor<3x2xf32>, tensor<?x2xf32, #stablehlo.bounds<8, ?>>
}

// -----

// The transpose's result type refines a `?` to a size that disagrees with
// the operand's: a merged broadcast would not verify. Both stay.
// CHECK-LABEL: func.func @transpose_of_broadcast_disagree
func.func @transpose_of_broadcast_disagree(%x: tensor<3xf32>) -> tensor<5x2xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0
  // CHECK-NEXT: %[[B:.*]] = stablehlo.transpose %[[A]]
  // CHECK-NEXT: return %[[B]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x?xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x?xf32>) -> tensor<5x2xf32>
  return %1 : tensor<5x2xf32>
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

// -----

// Inner: elements 2, 4, ..., 16 of x; outer: its elements 1 and 4, which are
// elements 4 and 10 of x.
// CHECK-LABEL: func.func @slice_of_slice
func.func @slice_of_slice(%x: tensor<20x3xf32>) -> tensor<2x2xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.slice %arg0 [4:11:6, 1:3] : (tensor<20x3xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.slice %x [2:18:2, 0:3] : (tensor<20x3xf32>) -> tensor<8x3xf32>
  %1 = stablehlo.slice %0 [1:7:3, 1:3] : (tensor<8x3xf32>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_slice_dynamic
func.func @slice_of_slice_dynamic(%x: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<2xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.slice %arg0 [2:4] : (tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<2xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.slice %x [1:5] : (tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<4xf32>
  %1 = stablehlo.slice %0 [1:3] : (tensor<4xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// The merged stride would not fit in 64 bits: both slices stay.
// CHECK-LABEL: func.func @slice_of_slice_overflow
func.func @slice_of_slice_overflow(%x: tensor<?xf32>) -> tensor<1xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.slice %arg0
  // CHECK-NEXT: %[[B:.*]] = stablehlo.slice %[[A]]
  // CHECK-NEXT: return %[[B]]
  %0 = stablehlo.slice %x [0:9223372036854775807:4611686018427387904] : (tensor<?xf32>) -> tensor<2xf32>
  %1 = stablehlo.slice %0 [0:2:2] : (tensor<2xf32>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}

// -----

// Rows 2..4 are all of %b: the slice becomes %b itself.
// CHECK-LABEL: func.func @slice_of_concatenate_one
func.func @slice_of_concatenate_one(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<5x4xf32>) -> (tensor<3x4xf32>, tensor<2x2xf32>) {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg2 [1:3, 1:3] : (tensor<5x4xf32>) -> tensor<2x2xf32>
  // CHECK-NEXT: return %arg1, %[[S]]
  %0 = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<10x4xf32>
  %1 = stablehlo.slice %0 [2:5, 0:4] : (tensor<10x4xf32>) -> tensor<3x4xf32>
  %2 = stablehlo.slice %0 [6:8, 1:3] : (tensor<10x4xf32>) -> tensor<2x2xf32>
  return %1, %2 : tensor<3x4xf32>, tensor<2x2xf32>
}

// -----

// Rows 3, 6, 9 lie in %b and %c: %a is dropped, the limit tightened.
// CHECK-LABEL: func.func @slice_of_concatenate_two
func.func @slice_of_concatenate_two(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<5x4xf32>) -> tensor<3x4xf32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %arg1, %arg2, dim = 0 : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<8x4xf32>
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %[[C]] [1:8:3, 0:4] : (tensor<8x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: return %[[S]]
  %0 = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<10x4xf32>
  %1 = stablehlo.slice %0 [3:10:3, 0:4] : (tensor<10x4xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

// Dynamic sizes in another dimension do not matter.
// CHECK-LABEL: func.func @slice_of_concatenate_dynamic_other
func.func @slice_of_concatenate_dynamic_other(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>) -> tensor<3x1xf32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x?xf32>) -> tensor<3x1xf32>
  // CHECK-NEXT: return %[[S]]
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  %1 = stablehlo.slice %0 [2:5, 0:1] : (tensor<5x?xf32>) -> tensor<3x1xf32>
  return %1 : tensor<3x1xf32>
}

// -----

// Left alone: an input of unknown size before the window; a window over
// every input; a new concatenate while the old one has another user; a
// slice along another dimension.
// CHECK-LABEL: func.func @slice_of_concatenate_kept
func.func @slice_of_concatenate_kept(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x4xf32>, tensor<5x2xf32>) {
  // CHECK-NEXT: %[[C0:.*]] = stablehlo.concatenate %arg0, %arg1
  // CHECK-NEXT: %[[S0:.*]] = stablehlo.slice %[[C0]] [3:5, 0:4]
  // CHECK-NEXT: %[[C1:.*]] = stablehlo.concatenate %arg2, %arg1, %arg2
  // CHECK-NEXT: %[[S1:.*]] = stablehlo.slice %[[C1]] [1:7:2, 0:4]
  // CHECK-NEXT: %[[S2:.*]] = stablehlo.slice %[[C1]] [1:4, 0:4]
  // CHECK-NEXT: %[[C2:.*]] = stablehlo.concatenate %arg1, %arg2
  // CHECK-NEXT: %[[S3:.*]] = stablehlo.slice %[[C2]] [0:5, 1:3]
  // CHECK-NEXT: return %[[S0]], %[[S1]], %[[S2]], %[[C2]], %[[S3]]
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<3x4xf32>) -> tensor<?x4xf32, #stablehlo.bounds<11, ?>>
  %1 = stablehlo.slice %0 [3:5, 0:4] : (tensor<?x4xf32, #stablehlo.bounds<11, ?>>) -> tensor<2x4xf32>
  %2 = stablehlo.concatenate %c, %b, %c, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<7x4xf32>
  %3 = stablehlo.slice %2 [1:7:2, 0:4] : (tensor<7x4xf32>) -> tensor<3x4xf32>
  %4 = stablehlo.slice %2 [1:4, 0:4] : (tensor<7x4xf32>) -> tensor<3x4xf32>
  %5 = stablehlo.concatenate %b, %c, dim = 0 : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
  %6 = stablehlo.slice %5 [0:5, 1:3] : (tensor<5x4xf32>) -> tensor<5x2xf32>
  return %1, %3, %4, %5, %6 : tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<5x4xf32>, tensor<5x2xf32>
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

// -----

// One input of the result's type is the result (a fold); one whose type the
// result refines stays.
// CHECK-LABEL: func.func @concatenate_single
func.func @concatenate_single(%x: tensor<3x4xf32>, %y: tensor<?x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.concatenate %arg1, dim = 0 : (tensor<?x4xf32>) -> tensor<3x4xf32>
  // CHECK-NEXT: return %arg0, %[[A]]
  %0 = stablehlo.concatenate %x, dim = 0 : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.concatenate %y, dim = 0 : (tensor<?x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_flatten
func.func @concatenate_flatten(%a: tensor<1x4xf32>, %b: tensor<2x4xf32>, %c: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<4x8xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.concatenate %arg0, %arg1, %arg2, %arg0, dim = 0 : (tensor<1x4xf32>, tensor<2x4xf32>, tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.concatenate %arg1, %arg1, dim = 0
  // CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[B]], %[[B]], dim = 1
  // CHECK-NEXT: return %[[A]], %[[C]]
  %0 = stablehlo.concatenate %b, %c, dim = 0 : (tensor<2x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = stablehlo.concatenate %a, %0, %a, dim = 0 : (tensor<1x4xf32>, tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  %2 = stablehlo.concatenate %b, %b, dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %3 = stablehlo.concatenate %2, %2, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  return %1, %3 : tensor<?x4xf32>, tensor<4x8xf32>
}

// -----

// Empty inputs go; an input of unknown size stays.
// CHECK-LABEL: func.func @concatenate_drop_empty
func.func @concatenate_drop_empty(%a: tensor<2x4xf32>, %e: tensor<0x4xf32>, %b: tensor<3x4xf32>, %d: tensor<?x4xf32>) -> (tensor<5x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.concatenate %arg0, %arg2, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.concatenate %arg3, %arg2, dim = 0 : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  // CHECK-NEXT: return %[[A]], %arg2, %[[B]]
  %0 = stablehlo.concatenate %a, %e, %b, dim = 0 : (tensor<2x4xf32>, tensor<0x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %1 = stablehlo.concatenate %e, %b, %e, dim = 0 : (tensor<0x4xf32>, tensor<3x4xf32>, tensor<0x4xf32>) -> tensor<3x4xf32>
  %2 = stablehlo.concatenate %d, %b, dim = 0 : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<5x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>
}

// -----

// Every input empty, other sizes unknown: one input stays (here it is the
// result).
// CHECK-LABEL: func.func @concatenate_all_empty
func.func @concatenate_all_empty(%e: tensor<0x?xf32>, %f: tensor<0x?xf32>) -> tensor<0x?xf32> {
  // CHECK-NEXT: return %arg0
  %0 = stablehlo.concatenate %e, %f, dim = 0 : (tensor<0x?xf32>, tensor<0x?xf32>) -> tensor<0x?xf32>
  return %0 : tensor<0x?xf32>
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @pad_of_pad
func.func @pad_of_pad(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<11xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.pad %arg0, %arg1, low = [4], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<11xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.pad %x, %v, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.pad %0, %v, low = [3], high = [0], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<11xf32>
  return %1 : tensor<11xf32>
}

// -----

// Equal constants (here NaN with one payload) count as the same value. Two
// dialects' constants, so that constant deduplication does not merge them
// first; the outer pad's value is kept.
// CHECK-LABEL: func.func @pad_of_pad_constants
func.func @pad_of_pad_constants(%x: tensor<?x2xf32>) -> tensor<?x5xf32> {
  // CHECK-NEXT: %[[V:.*]] = arith.constant dense<0x7FC00001> : tensor<f32>
  // CHECK-NEXT: %[[A:.*]] = stablehlo.pad %arg0, %[[V]], low = [1, 1], high = [0, 2], interior = [0, 0] : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x5xf32>
  // CHECK-NEXT: return %[[A]]
  %v = stablehlo.constant dense<0x7FC00001> : tensor<f32>
  %w = arith.constant dense<0x7FC00001> : tensor<f32>
  %0 = stablehlo.pad %x, %v, low = [1, 0], high = [0, 1], interior = [0, 0] : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x3xf32>
  %1 = stablehlo.pad %0, %w, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
  return %1 : tensor<?x5xf32>
}

// -----

// Different padding values: -0.0 and 0.0, two NaN payloads, two arguments.
// CHECK-LABEL: func.func @pad_of_pad_different_values
func.func @pad_of_pad_different_values(%x: tensor<2xf32>, %v: tensor<f32>, %w: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-COUNT-6: stablehlo.pad
  // CHECK-NOT: stablehlo.pad
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %pz = stablehlo.constant dense<0.0> : tensor<f32>
  %n1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %n2 = stablehlo.constant dense<0x7FC00001> : tensor<f32>
  %0 = stablehlo.pad %x, %nz, low = [1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.pad %0, %pz, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.pad %x, %n1, low = [1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
  %3 = stablehlo.pad %2, %n2, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = stablehlo.pad %x, %v, low = [1], high = [0], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
  %5 = stablehlo.pad %4, %w, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A negative edge (inner or outer) or outer interior padding: not one pad.
// CHECK-LABEL: func.func @pad_of_pad_kept
func.func @pad_of_pad_kept(%x: tensor<4xf32>, %v: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<9xf32>) {
  // CHECK-COUNT-6: stablehlo.pad
  // CHECK-NOT: stablehlo.pad
  %0 = stablehlo.pad %x, %v, low = [-1], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.pad %0, %v, low = [1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.pad %x, %v, low = [1], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  %3 = stablehlo.pad %2, %v, low = [-1], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = stablehlo.pad %x, %v, low = [1], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  %5 = stablehlo.pad %4, %v, low = [0], high = [0], interior = [1] : (tensor<5xf32>, tensor<f32>) -> tensor<9xf32>
  return %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<9xf32>
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @reverse_unit_dims
func.func @reverse_unit_dims(%x: tensor<1x4x1xf32>, %y: tensor<?x1xf32, #stablehlo.bounds<8, ?>>) -> (tensor<1x4x1xf32>, tensor<1x4x1xf32>, tensor<?x1xf32, #stablehlo.bounds<8, ?>>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reverse %arg0, dims = [1] : tensor<1x4x1xf32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.reverse %arg1, dims = [0] : tensor<?x1xf32, #stablehlo.bounds<8, ?>>
  // CHECK-NEXT: return %[[A]], %arg0, %[[B]]
  %0 = stablehlo.reverse %x, dims = [0, 1, 2] : tensor<1x4x1xf32>
  %1 = stablehlo.reverse %x, dims = [2, 0] : tensor<1x4x1xf32>
  %2 = stablehlo.reverse %y, dims = [0, 1] : tensor<?x1xf32, #stablehlo.bounds<8, ?>>
  return %0, %1, %2 : tensor<1x4x1xf32>, tensor<1x4x1xf32>, tensor<?x1xf32, #stablehlo.bounds<8, ?>>
}

// -----

// Sizes above 1 or unknown: the reverse stays as written.
// CHECK-LABEL: func.func @reverse_kept
func.func @reverse_kept(%x: tensor<3x?xf32>) -> tensor<3x?xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x?xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.reverse %x, dims = [0, 1] : tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

// -----

// Too big to fold (16 MiB): a 1-D iota (which then folds) broadcast.
// CHECK-LABEL: func.func @iota_to_broadcast
func.func @iota_to_broadcast() -> tensor<4x1048576xi32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [0] : (tensor<4xi32>) -> tensor<4x1048576xi32>
  // CHECK-NEXT: return %[[B]]
  %0 = stablehlo.iota dim = 0 : tensor<4x1048576xi32>
  return %0 : tensor<4x1048576xi32>
}

// -----

// A dynamic shape: left alone.
// CHECK-LABEL: func.func @iota_dynamic
func.func @iota_dynamic() -> tensor<?x4xf32> {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.iota dim = 1 : tensor<?x4xf32>
  // CHECK-NEXT: return %[[A]]
  %0 = stablehlo.iota dim = 1 : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
