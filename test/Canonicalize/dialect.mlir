// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// An op whose result has no elements becomes an empty constant.
// CHECK-LABEL: func.func @zero_extent_result
func.func @zero_extent_result(%x: tensor<4xf32>) -> tensor<0x4xf32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<> : tensor<0x4xf32>
  // CHECK-NEXT: return %[[C]]
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<4xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

// A custom_call (pure or not) and a side-effecting op keep their zero-extent
// results.
// CHECK-LABEL: func.func @zero_extent_side_effect
func.func @zero_extent_side_effect(%x: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<0xf32>, tensor<0xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.custom_call @foo
  // CHECK-NEXT: %[[B:.*]]:2 = "stablehlo.recv"
  // CHECK-NEXT: return %[[A]], %[[B]]#0
  %0 = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<0xf32>
  %1:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<0xf32>, !stablehlo.token)
  return %0, %1#0 : tensor<0xf32>, tensor<0xf32>
}

// -----

// A quantized zero-extent result cannot be a dense constant: left alone.
// CHECK-LABEL: func.func @zero_extent_quantized
func.func @zero_extent_quantized(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<0x!quant.uniform<i8:f32, 0.5>> {
  // CHECK-NEXT: stablehlo.slice
  %0 = stablehlo.slice %x [0:0] : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<0x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<0x!quant.uniform<i8:f32, 0.5>>
}

// -----

// CHECK-LABEL: func.func @not_not
func.func @not_not(%x: tensor<4xi8>) -> tensor<4xi8> {
  // CHECK-NEXT: return %arg0
  %0 = stablehlo.not %x : tensor<4xi8>
  %1 = stablehlo.not %0 : tensor<4xi8>
  return %1 : tensor<4xi8>
}

// -----

// A single not stays.
// CHECK-LABEL: func.func @not_once
func.func @not_once(%x: tensor<4xi1>) -> tensor<4xi1> {
  // CHECK-NEXT: %[[N:.*]] = stablehlo.not %arg0
  // CHECK-NEXT: return %[[N]]
  %0 = stablehlo.not %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}
