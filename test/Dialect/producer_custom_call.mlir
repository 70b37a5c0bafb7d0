// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// The custom_call forms JAX and XLA write: layouts, aliases, the typed FFI
// with a dictionary backend_config, string backend_config, called
// computations, side effects.

// CHECK-LABEL: func.func @layouts
//       CHECK:   stablehlo.custom_call @lapack_sgetrf(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>)
//       CHECK:   stablehlo.custom_call @with_token(%arg1, %arg0) {operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, !stablehlo.token>
func.func @layouts(%arg0: tensor<3x3xf32>, %arg1: !stablehlo.token) {
  %0:2 = stablehlo.custom_call @lapack_sgetrf(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>)
  %1 = stablehlo.custom_call @with_token(%arg1, %arg0) {operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (!stablehlo.token, tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, !stablehlo.token>
  return
}

// -----

// CHECK-LABEL: func.func @aliases
//       CHECK:   output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]
//       CHECK:   output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [0]>]
func.func @aliases(%arg0: tensor<2xf32>, %arg1: tuple<tensor<4xi32>, tensor<f32>>) {
  %0:2 = stablehlo.custom_call @update(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
  %1 = stablehlo.custom_call @part(%arg0, %arg1) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = [0]>]} : (tensor<2xf32>, tuple<tensor<4xi32>, tensor<f32>>) -> tensor<4xi32>
  return
}

// -----

// CHECK-LABEL: func.func @backend_configs
//       CHECK:   stablehlo.custom_call @ffi_target(%arg0) {api_version = 4 : i32, backend_config = {alpha = 1.000000e+00 : f32, mode = "fast"}} : (tensor<2xf32>) -> tensor<2xf32>
//       CHECK:   stablehlo.custom_call @legacy(%arg0) {api_version = 2 : i32, backend_config = "opaque bytes"} : (tensor<2xf32>) -> tensor<2xf32>
//       CHECK:   stablehlo.custom_call @plain(%arg0) {backend_config = "x", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
//       CHECK:   stablehlo.custom_call @with_body(%arg0) {called_computations = [@body]} : (tensor<2xf32>) -> tensor<2xf32>
func.func @backend_configs(%arg0: tensor<2xf32>) {
  %0 = stablehlo.custom_call @ffi_target(%arg0) {api_version = 4 : i32, backend_config = {alpha = 1.0 : f32, mode = "fast"}} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @legacy(%arg0) {api_version = 2 : i32, backend_config = "opaque bytes"} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @plain(%arg0) {backend_config = "x", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @with_body(%arg0) {called_computations = [@body]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
func.func private @body(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}

// -----

// Buffers of a bufferized program (memrefs), as StableHLO's custom_call
// takes and returns them, with layouts checked against their rank; and a
// tuple holding one.
// CHECK-LABEL: func.func @buffers
//       CHECK:   stablehlo.custom_call @fill(%arg0, %arg1) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (memref<2x3xf32>, tensor<f32>) -> memref<2x3xf32>
//       CHECK:   stablehlo.custom_call @pack(%arg0) : (memref<2x3xf32>) -> tuple<memref<2x3xf32>, tensor<i32>>
func.func @buffers(%arg0: memref<2x3xf32>, %arg1: tensor<f32>) -> memref<2x3xf32> {
  %0 = stablehlo.custom_call @fill(%arg0, %arg1) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (memref<2x3xf32>, tensor<f32>) -> memref<2x3xf32>
  %1 = stablehlo.custom_call @pack(%arg0) : (memref<2x3xf32>) -> tuple<memref<2x3xf32>, tensor<i32>>
  return %0 : memref<2x3xf32>
}
