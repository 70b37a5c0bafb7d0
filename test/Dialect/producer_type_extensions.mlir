// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// `#stablehlo.type_extensions<bounds = [...]>`, the older spelling of bounds,
// reads as `#stablehlo.bounds<...>` and prints in the newer spelling, as
// StableHLO prints it.

// CHECK-LABEL: func.func @type_extensions
//  CHECK-SAME:   (%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>>
//       CHECK:   stablehlo.abs %arg0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
func.func @type_extensions(%arg0: tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, ?]>>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>> {
  %0 = stablehlo.abs %arg0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
}

// -----

// Both spellings are the same type: the ops see no difference.

// CHECK-LABEL: func.func @same_type
//       CHECK:   stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<i32>
func.func @same_type(%arg0: tensor<?xi32, #stablehlo.type_extensions<bounds = [3]>>) -> tensor<i32> {
  %0 = "stablehlo.get_dimension_size"(%arg0) {dimension = 0 : i64} : (tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<i32>
  return %0 : tensor<i32>
}
