// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// The result types the data movement shape functions infer, one op per line.
// Declared result types refine `?` where the verifier allows it, so each
// remark shows what inference alone gives.

func.func @concatenate(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>, %c: tensor<4x3xf32>) {
  // A `?` in the concatenated dimension makes the sum `?`; elsewhere a
  // static size from any input wins.
  // expected-remark @+1 {{inferred: tensor<?x3xf32>}}
  %0 = "stablehlo.concatenate"(%a, %b, %c) {dimension = 0 : i64} : (tensor<2x?xf32>, tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<9x3xf32>
  // expected-remark @+1 {{inferred: tensor<6x3xf32>}}
  %1 = "stablehlo.concatenate"(%a, %c) {dimension = 0 : i64} : (tensor<2x?xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  func.return
}

// -----

func.func @transpose(%a: tensor<?x3x5xi8>) {
  // expected-remark @+1 {{inferred: tensor<5x?x3xi8>}}
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 2, 0, 1>} : (tensor<?x3x5xi8>) -> tensor<5x2x3xi8>
  func.return
}

// -----

func.func @reverse(%a: tensor<?x3xf32, #stablehlo.bounds<7, ?>>) {
  // The operand's type, bounds included.
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<7, ?>>}}
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0>} : (tensor<?x3xf32, #stablehlo.bounds<7, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<7, ?>>
  func.return
}

// -----

func.func @slice(%a: tensor<?x10xf32>) {
  // Sizes come from the indices alone: ceil((limit - start) / stride).
  // expected-remark @+1 {{inferred: tensor<2x3xf32>}}
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 1, 2>, limit_indices = array<i64: 3, 9>, strides = array<i64: 1, 3>} : (tensor<?x10xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @pad(%a: tensor<?x3xf32>, %z: tensor<f32>) {
  // 3 + 1 + 2 + (3 - 1) * 1 = 8; the `?` dimension stays `?`.
  // expected-remark @+1 {{inferred: tensor<?x8xf32>}}
  %0 = "stablehlo.pad"(%a, %z) {edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 2, 2>, interior_padding = array<i64: 0, 1>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<4x8xf32>
  func.return
}

// -----

func.func @dynamic_slice(%a: tensor<?x6xf32>, %i: tensor<i32>) {
  // expected-remark @+1 {{inferred: tensor<4x2xf32>}}
  %0 = "stablehlo.dynamic_slice"(%a, %i, %i) {slice_sizes = array<i64: 4, 2>} : (tensor<?x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @dynamic_update_slice(%a: tensor<?x4xf32, #stablehlo.bounds<9, ?>>, %u: tensor<2x2xf32>, %i: tensor<i64>) {
  // The operand's type, bounds included.
  // expected-remark @+1 {{inferred: tensor<?x4xf32, #stablehlo.bounds<9, ?>>}}
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i, %i) : (tensor<?x4xf32, #stablehlo.bounds<9, ?>>, tensor<2x2xf32>, tensor<i64>, tensor<i64>) -> tensor<?x4xf32, #stablehlo.bounds<9, ?>>
  func.return
}

// -----

func.func @gather(%t: tensor<?x4xf32>, %i: tensor<?x1xi32>) {
  // Batch dimensions from the indices (`?` kept), offset dimensions from
  // slice_sizes.
  // expected-remark @+1 {{inferred: tensor<?x1x2xf32>}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<?x4xf32>, tensor<?x1xi32>) -> tensor<5x1x2xf32>
  func.return
}

// -----

func.func @get_dimension_size(%a: tensor<?x6xi1>) {
  // expected-remark @+1 {{inferred: tensor<i32>}}
  %0 = "stablehlo.get_dimension_size"(%a) {dimension = 0 : i64} : (tensor<?x6xi1>) -> tensor<i32>
  func.return
}

// -----

// Bounds carry through: the concatenated dimension is bounded by the sum of
// the inputs' sizes and bounds; other dimensions take the tightest bound.
func.func @concatenate_bounds(%a: tensor<?x?xf32, #stablehlo.bounds<4, 9>>,
    %b: tensor<3x?xf32, #stablehlo.bounds<?, 6>>, %c: tensor<?x2xf32>) {
  // expected-remark @+1 {{inferred: tensor<?x?xf32, #stablehlo.bounds<7, 6>>}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<?x?xf32, #stablehlo.bounds<4, 9>>, tensor<3x?xf32, #stablehlo.bounds<?, 6>>) -> tensor<?x?xf32>
  // An unbounded `?` leaves the sum unbounded.
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %1 = "stablehlo.concatenate"(%a, %c) {dimension = 0 : i64} : (tensor<?x?xf32, #stablehlo.bounds<4, 9>>, tensor<?x2xf32>) -> tensor<?x2xf32>
  // expected-remark @+1 {{inferred: tensor<3x?xf32, #stablehlo.bounds<?, 15>>}}
  %2 = "stablehlo.concatenate"(%a, %b) {dimension = 1 : i64} : (tensor<?x?xf32, #stablehlo.bounds<4, 9>>, tensor<3x?xf32, #stablehlo.bounds<?, 6>>) -> tensor<3x?xf32>
  func.return
}

// -----

func.func @transpose_bounds(%a: tensor<?x3x?xf32, #stablehlo.bounds<5, ?, ?>>) {
  // expected-remark @+1 {{inferred: tensor<?x?x3xf32, #stablehlo.bounds<?, 5, ?>>}}
  %0 = "stablehlo.transpose"(%a) {permutation = array<i64: 2, 0, 1>} : (tensor<?x3x?xf32, #stablehlo.bounds<5, ?, ?>>) -> tensor<?x?x3xf32>
  func.return
}

// -----

func.func @pad_bounds(%a: tensor<?x2xf32, #stablehlo.bounds<5, ?>>, %z: tensor<f32>) {
  // The bound pads like a size: 1 + 5 + 2 + 4 * 1.
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<12, ?>>}}
  %0 = "stablehlo.pad"(%a, %z) {edge_padding_low = array<i64: 1, 0>, edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: 1, 0>} : (tensor<?x2xf32, #stablehlo.bounds<5, ?>>, tensor<f32>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @gather_bounds(%t: tensor<5x4xf32>, %i: tensor<?x1xi32, #stablehlo.bounds<16, ?>>) {
  // The batch dimension is the indices' dimension, bound included.
  // expected-remark @+1 {{inferred: tensor<?x1x2xf32, #stablehlo.bounds<16, ?, ?>>}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<5x4xf32>, tensor<?x1xi32, #stablehlo.bounds<16, ?>>) -> tensor<?x1x2xf32>
  func.return
}

// -----

func.func @scatter(%in: tensor<?x2xf32>, %idx: tensor<3x1xi32>, %up: tensor<3x2xf32>) {
  // The inputs' shapes, with the element type update_computation takes.
  // expected-remark @+1 {{inferred: tensor<?x2xf64>}}
  %0 = "stablehlo.scatter"(%in, %idx, %up) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    stablehlo.return %x : tensor<f64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<?x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf64>
  func.return
}

// -----

// The ops whose result type comes from a shape operand or is not determined
// by the operands have no shape function; -verify-diagnostics fails if any
// of them reports an inferred type.
func.func @no_inference(%a: tensor<3xf32>, %s: tensor<2xi64>) {
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.reshape"(%a) : (tensor<3xf32>) -> tensor<3x1xf32>
  %2 = "stablehlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %3 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}
