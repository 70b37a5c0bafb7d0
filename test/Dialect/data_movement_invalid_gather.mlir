// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of gather and dynamic_gather, one test per label.

func.func @gather_c1(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{offset_dims (1), collapsed_slice_dims (0) and operand_batching_dims (0) have 1 entries in all, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c2(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{index_vector_dim 3 is out of range [0, 2] (the rank of start_indices)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c3(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{start_index_map has 2 entries, expected 1 (the size of index vectors in start_indices)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c4(%t: tensor<8x4x5xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{offset_dims must be sorted, found [2, 1]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 5>} : (tensor<8x4x5xf32>, tensor<2x1xi32>) -> tensor<2x4x5xf32>
  func.return
}

// -----

func.func @gather_c5(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{offset_dims 2 is out of range for the result of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c6(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{collapsed_slice_dims and operand_batching_dims repeats dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c7(%t: tensor<8x4x5xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{collapsed_slice_dims must be sorted, found [1, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<8x4x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @gather_c8(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{collapsed_slice_dims 2 is out of range for the operand of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c9(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{slice_sizes[0] = 2 must be at most 1 (collapsed_slice_dims has 0)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c10(%t: tensor<3x3x8x4xf32>, %i: tensor<3x3x2x1xi32>) {
  // expected-error @+2 {{operand_batching_dims must be sorted, found [1, 0]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 3, operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1]>, slice_sizes = array<i64: 1, 1, 1, 4>} : (tensor<3x3x8x4xf32>, tensor<3x3x2x1xi32>) -> tensor<3x3x2x4xf32>
  func.return
}

// -----

func.func @gather_c11(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{operand_batching_dims 3 is out of range for the operand of rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [3], start_indices_batching_dims = [0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c12(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{slice_sizes[0] = 2 must be at most 1 (operand_batching_dims has 0)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [0]>, slice_sizes = array<i64: 2, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c13(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{start_indices_batching_dims repeats dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [0, 0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c14(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{start_indices_batching_dims 3 is out of range for start_indices of rank 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [3]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c15(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{index_vector_dim 2 is also in start_indices_batching_dims}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [2]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c16(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{operand_batching_dims has 1 entries but start_indices_batching_dims has 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c17(%t: tensor<3x8x4xf32>, %i: tensor<5x2x1xi32>) {
  // expected-error @+2 {{operand batching dimension 0 has size 3 but start_indices batching dimension 0 has size 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<5x2x1xi32>) -> tensor<5x2x4xf32>
  func.return
}

// -----

func.func @gather_c18(%t: tensor<3x8x4xf32>, %i: tensor<3x2x1xi32>) {
  // expected-error @+2 {{start_index_map and operand_batching_dims repeats dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], start_index_map = [0], index_vector_dim = 2, operand_batching_dims = [0], start_indices_batching_dims = [0]>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<3x8x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  func.return
}

// -----

func.func @gather_c19(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{start_index_map 2 is out of range for the operand of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c20(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{slice_sizes has 3 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 1>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @gather_c21(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{slice_sizes[1] = 5 is out of range [0, 4] (the operand's dimension 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @gather_c22(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @gather_c23(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf64>
  func.return
}

// -----

func.func @dynamic_gather_c1(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{offset_dims (1), collapsed_slice_dims (0) and operand_batching_dims (0) have 1 entries in all, expected 2 (the operand's rank)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c2(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{index_vector_dim -1 is out of range [0, 2] (the rank of start_indices)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = -1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c3(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{start_index_map has 0 entries, expected 1 (the size of index vectors in start_indices)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c4(%t: tensor<8x4x5xf32>, %i: tensor<2x1xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{offset_dims repeats dimension 1}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4x5xf32>, tensor<2x1xi32>, tensor<3xi64>) -> tensor<2x4x5xf32>
  func.return
}

// -----

func.func @dynamic_gather_c5(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{offset_dims 2 is out of range for the result of rank 2}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c6(%t: tensor<8x4x5xf32>, %i: tensor<2x1xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{collapsed_slice_dims must be sorted, found [1, 0]}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4x5xf32>, tensor<2x1xi32>, tensor<3xi64>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @dynamic_gather_c7(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{collapsed_slice_dims -1 is out of range for the operand of rank 2}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [-1], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c9(%t: tensor<8x4x5xf32>, %i: tensor<2x2xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{start_index_map and operand_batching_dims repeats dimension 0}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0, 0], index_vector_dim = 1>} : (tensor<8x4x5xf32>, tensor<2x2xi32>, tensor<3xi64>) -> tensor<2x4x5xf32>
  func.return
}

// -----

func.func @dynamic_gather_c10(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{start_index_map 5 is out of range for the operand of rank 2}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [5], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c11(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{slice_sizes has 3 entries, expected 2 (the operand's rank)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<3xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c13(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{result shape [2, 4, 1] does not match the expected [2, ?]}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4x1xf32>
  func.return
}

// -----

func.func @dynamic_gather_c14(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{result element type 'i32' differs from the operand's 'f32'}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

func.func @dynamic_gather_c8(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{slice_sizes[0] = 2 must be at most 1 (collapsed_slice_dims has 0)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @dynamic_gather_c12(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  %s = stablehlo.constant dense<[1, 5]> : tensor<2xi64>
  // expected-error @+1 {{slice_sizes[1] = 5 is out of range [0, 4] (the operand's dimension 1)}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @dynamic_gather_c13_constant(%t: tensor<8x4xf32>, %i: tensor<2x1xi32>) {
  %s = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  // expected-error @+1 {{result shape [2, 4] does not match the expected [2, 3]}}
  %0 = "stablehlo.dynamic_gather"(%t, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return
}
