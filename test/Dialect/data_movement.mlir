// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the shape and data movement ops: pretty form, then the same
// after a second parse, then after printing the generic form and parsing it
// back.

// CHECK-LABEL: func.func @broadcasts
func.func @broadcasts(%v: tensor<4xi32>, %s: tensor<f16>, %shape: tensor<3xi64>) {
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [2] : (tensor<4xi32>) -> tensor<2x3x4xi32>
  %0 = stablehlo.broadcast_in_dim %v, dims = [2] : (tensor<4xi32>) -> tensor<2x3x4xi32>
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f16>) -> tensor<5x5xf16>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f16>) -> tensor<5x5xf16>
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<4xi32>) -> tensor<4x7xi32>
  %2 = "stablehlo.broadcast_in_dim"(%v) {broadcast_dimensions = array<i64: 0>} : (tensor<4xi32>) -> tensor<4x7xi32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [1] : (tensor<4xi32>, tensor<3xi64>) -> tensor<?x4x?xi32>
  %3 = stablehlo.dynamic_broadcast_in_dim %v, %shape, dims = [1] : (tensor<4xi32>, tensor<3xi64>) -> tensor<?x4x?xi32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [2] {known_expanding_dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  %4 = stablehlo.dynamic_broadcast_in_dim %v, %shape, dims = [2] {known_expanding_dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<3xi64>) -> tensor<?x?x?xi32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<3xi64>) -> tensor<4x?x?xi32>
  %5 = stablehlo.dynamic_broadcast_in_dim %v, %shape, dims = [0] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<3xi64>) -> tensor<4x?x?xi32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64>} : (tensor<f16>, tensor<3xi64>) -> tensor<?x?x?xf16>
  %6 = "stablehlo.dynamic_broadcast_in_dim"(%s, %shape) {broadcast_dimensions = array<i64>, known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64>} : (tensor<f16>, tensor<3xi64>) -> tensor<?x?x?xf16>
  func.return
}

// -----

// CHECK-LABEL: func.func @concatenate_reshape_transpose_reverse
func.func @concatenate_reshape_transpose_reverse(%a: tensor<2x5xf64>, %b: tensor<1x5xf64>, %d: tensor<?x5xf64>, %shape: tensor<2xi32>) {
  // CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, %{{.*}}, dim = 0 : (tensor<2x5xf64>, tensor<1x5xf64>, tensor<2x5xf64>) -> tensor<5x5xf64>
  %0 = stablehlo.concatenate %a, %b, %a, dim = 0 : (tensor<2x5xf64>, tensor<1x5xf64>, tensor<2x5xf64>) -> tensor<5x5xf64>
  // CHECK: stablehlo.concatenate %{{.*}}, dim = 1 : (tensor<1x5xf64>) -> tensor<1x5xf64>
  %1 = "stablehlo.concatenate"(%b) {dimension = 1 : i64} : (tensor<1x5xf64>) -> tensor<1x5xf64>
  // CHECK: stablehlo.reshape %{{.*}} : (tensor<2x5xf64>) -> tensor<10xf64>
  %2 = stablehlo.reshape %a : (tensor<2x5xf64>) -> tensor<10xf64>
  // CHECK: stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?x5xf64>, tensor<2xi32>) -> tensor<5x?xf64>
  %3 = stablehlo.dynamic_reshape %d, %shape : (tensor<?x5xf64>, tensor<2xi32>) -> tensor<5x?xf64>
  // CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<2x5xf64>) -> tensor<5x2xf64>
  %4 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x5xf64>) -> tensor<5x2xf64>
  // CHECK: stablehlo.transpose %{{.*}}, dims = [0, 1] : (tensor<?x5xf64>) -> tensor<?x5xf64>
  %5 = "stablehlo.transpose"(%d) {permutation = array<i64: 0,1>} : (tensor<?x5xf64>) -> tensor<?x5xf64>
  // CHECK: stablehlo.reverse %{{.*}}, dims = [1, 0] : tensor<2x5xf64>
  %6 = stablehlo.reverse %a, dims = [1, 0] : tensor<2x5xf64>
  // CHECK: stablehlo.reverse %{{.*}}, dims = [] : tensor<?x5xf64>
  %7 = stablehlo.reverse %d, dims = [] : tensor<?x5xf64>
  func.return
}

// -----

// CHECK-LABEL: func.func @slices
func.func @slices(%m: tensor<4x9xui8>, %s: tensor<ui8>, %i: tensor<i32>, %j: tensor<i32>, %u: tensor<2x3xui8>, %idx: tensor<2xi64>) {
  // CHECK: stablehlo.slice %{{.*}} [1:3, 0:9:4] : (tensor<4x9xui8>) -> tensor<2x3xui8>
  %0 = stablehlo.slice %m [1:3, 0:9:4] : (tensor<4x9xui8>) -> tensor<2x3xui8>
  // A stride of 1 is not printed.
  // CHECK: stablehlo.slice %{{.*}} [0:4, 2:5] : (tensor<4x9xui8>) -> tensor<4x3xui8>
  %1 = stablehlo.slice %m [0:4:1, 2:5] : (tensor<4x9xui8>) -> tensor<4x3xui8>
  // CHECK: stablehlo.slice %{{.*}} [0:3:2, 8:9] : (tensor<4x9xui8>) -> tensor<2x1xui8>
  %2 = "stablehlo.slice"(%m) {start_indices = array<i64: 0, 8>, limit_indices = array<i64: 3, 9>, strides = array<i64: 2, 1>} : (tensor<4x9xui8>) -> tensor<2x1xui8>
  // CHECK: stablehlo.slice %{{.*}} [] : (tensor<ui8>) -> tensor<ui8>
  %3 = stablehlo.slice %s [] : (tensor<ui8>) -> tensor<ui8>
  // CHECK: stablehlo.dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, sizes = [2, 3] : (tensor<4x9xui8>, tensor<i32>, tensor<i32>) -> tensor<2x3xui8>
  %4 = stablehlo.dynamic_slice %m, %i, %j, sizes = [2, 3] : (tensor<4x9xui8>, tensor<i32>, tensor<i32>) -> tensor<2x3xui8>
  // CHECK: stablehlo.dynamic_slice %{{.*}}, sizes = [] : (tensor<ui8>) -> tensor<ui8>
  %5 = "stablehlo.dynamic_slice"(%s) {slice_sizes = array<i64>} : (tensor<ui8>) -> tensor<ui8>
  // CHECK: stablehlo.dynamic_update_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x9xui8>, tensor<2x3xui8>, tensor<i32>, tensor<i32>) -> tensor<4x9xui8>
  %6 = stablehlo.dynamic_update_slice %m, %u, %i, %j : (tensor<4x9xui8>, tensor<2x3xui8>, tensor<i32>, tensor<i32>) -> tensor<4x9xui8>
  // CHECK: stablehlo.dynamic_update_slice %{{.*}}, %{{.*}} : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  %7 = stablehlo.dynamic_update_slice %s, %s : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  // CHECK: stablehlo.real_dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x9xui8>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xui8>
  %8 = stablehlo.real_dynamic_slice %m, %idx, %idx, %idx : (tensor<4x9xui8>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xui8>
  func.return
}

// -----

// CHECK-LABEL: func.func @pads
func.func @pads(%m: tensor<3x2xbf16>, %z: tensor<bf16>, %p: tensor<2xi32>) {
  // Negative edge padding removes elements.
  // CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [2, -1], high = [0, 1], interior = [1, 0] : (tensor<3x2xbf16>, tensor<bf16>) -> tensor<7x2xbf16>
  %0 = stablehlo.pad %m, %z, low = [2, -1], high = [0, 1], interior = [1, 0] : (tensor<3x2xbf16>, tensor<bf16>) -> tensor<7x2xbf16>
  // CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 0], high = [1, 1], interior = [0, 0] : (tensor<3x2xbf16>, tensor<bf16>) -> tensor<4x3xbf16>
  %1 = "stablehlo.pad"(%m, %z) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<3x2xbf16>, tensor<bf16>) -> tensor<4x3xbf16>
  // CHECK: stablehlo.dynamic_pad %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<3x2xbf16>, tensor<bf16>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xbf16>
  %2 = stablehlo.dynamic_pad %m, %z, %p, %p, %p : (tensor<3x2xbf16>, tensor<bf16>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xbf16>
  func.return
}

// -----

// CHECK-LABEL: func.func @shapes_at_run_time
func.func @shapes_at_run_time(%d: tensor<?x6xi1>, %shape: tensor<2xi64>) {
  // CHECK: stablehlo.get_dimension_size %{{.*}}, dim = 0 : (tensor<?x6xi1>) -> tensor<i32>
  %0 = stablehlo.get_dimension_size %d, dim = 0 : (tensor<?x6xi1>) -> tensor<i32>
  // CHECK: stablehlo.get_dimension_size %{{.*}}, dim = 1 : (tensor<?x6xi1>) -> tensor<i32>
  %1 = "stablehlo.get_dimension_size"(%d) {dimension = 1 : i64} : (tensor<?x6xi1>) -> tensor<i32>
  // CHECK: stablehlo.dynamic_iota %{{.*}}, dim = 1 : (tensor<2xi64>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

// gather, dynamic_gather and scatter have no pretty form: they print
// generically, their attributes as properties.
// CHECK-LABEL: func.func @gathers
func.func @gathers(%table: tensor<6x3xf32>, %rows: tensor<4x1xi32>, %sizes: tensor<2xi64>) {
  // CHECK: "stablehlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  %0 = "stablehlo.gather"(%table, %rows) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  // CHECK: "stablehlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x2xf32>
  %1 = "stablehlo.gather"(%table, %rows) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2>}> : (tensor<6x3xf32>, tensor<4x1xi32>) -> tensor<4x2xf32>
  // CHECK: "stablehlo.dynamic_gather"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<2xi64>) -> tensor<4x?xf32>
  %2 = "stablehlo.dynamic_gather"(%table, %rows, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>
  } : (tensor<6x3xf32>, tensor<4x1xi32>, tensor<2xi64>) -> tensor<4x?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @scatters
func.func @scatters(%acc: tensor<5xi64>, %cnt: tensor<5xi64>, %where: tensor<2x1xi32>, %what: tensor<2xi64>) {
  // CHECK: "stablehlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>):
  // CHECK-NEXT: stablehlo.add
  // CHECK-NEXT: stablehlo.return %{{.*}} : tensor<i64>
  // CHECK-NEXT: }) : (tensor<5xi64>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<5xi64>
  %0 = "stablehlo.scatter"(%acc, %where, %what) ({
  ^bb0(%old: tensor<i64>, %new: tensor<i64>):
    %sum = stablehlo.add %old, %new : tensor<i64>
    stablehlo.return %sum : tensor<i64>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = true
  } : (tensor<5xi64>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<5xi64>
  // Two inputs, two updates, two results.
  // CHECK: "stablehlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  // CHECK: }) : (tensor<5xi64>, tensor<5xi64>, tensor<2x1xi32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<5xi64>, tensor<5xi64>)
  %1:2 = "stablehlo.scatter"(%acc, %cnt, %where, %what, %what) ({
  ^bb0(%a0: tensor<i64>, %a1: tensor<i64>, %b0: tensor<i64>, %b1: tensor<i64>):
    %s0 = stablehlo.add %a0, %b0 : tensor<i64>
    %s1 = stablehlo.add %a1, %b1 : tensor<i64>
    stablehlo.return %s0, %s1 : tensor<i64>, tensor<i64>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<5xi64>, tensor<5xi64>, tensor<2x1xi32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<5xi64>, tensor<5xi64>)
  func.return
}

// -----

// Quantized and bounded types pass through the shape ops unchanged.
// CHECK-LABEL: func.func @element_types
func.func @element_types(%q: tensor<2x3x!quant.uniform<i8:f32, 0.25:3>>,
                         %b: tensor<?xi8, #stablehlo.bounds<16>>) {
  // CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 2.500000e-01:3>>) -> tensor<3x2x!quant.uniform<i8:f32, 2.500000e-01:3>>
  %0 = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32, 0.25:3>>) -> tensor<3x2x!quant.uniform<i8:f32, 0.25:3>>
  // CHECK: stablehlo.reshape %{{.*}} : (tensor<?xi8, #stablehlo.bounds<16>>) -> tensor<?x1xi8, #stablehlo.bounds<16, ?>>
  %1 = stablehlo.reshape %b : (tensor<?xi8, #stablehlo.bounds<16>>) -> tensor<?x1xi8, #stablehlo.bounds<16, ?>>
  func.return
}
