// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The ops beyond the spec: each check of their verifiers and shape
// functions (StableHLO's, plus those of docs/status-decisions.md).

func.func @dot_rank_3(%a: tensor<2x2x2xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{expects lhs and rhs to have rank 1 or 2, found 3 and 1}}
  %0 = stablehlo.dot %a, %b : (tensor<2x2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_contracting_size_mismatch(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>) {
  // expected-error @+1 {{expects the last dimension of lhs (3) to equal the first dimension of rhs (4)}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_result_shape_mismatch(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{inferred shape [2, 4] is incompatible with the result type 'tensor<2x5xf32>'}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @dot_precision_config_too_long(%a: tensor<3xf32>) {
  // expected-error @+1 {{expects precision_config to be empty or have at most 2 entries, found 3}}
  %0 = stablehlo.dot %a, %a, precision = [DEFAULT, DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return
}

// -----

func.func @dot_unknown_precision(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected DEFAULT, HIGH or HIGHEST, found 'LOW'}}
  %0 = stablehlo.dot %a, %a, precision = [LOW, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return
}

// -----

func.func @broadcast_negative_size(%x: tensor<3xi32>) {
  // expected-error @+2 {{expects broadcast_sizes to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %x, sizes = [-1] : (tensor<3xi32>) -> tensor<1x3xi32>
  func.return
}

// -----

func.func @broadcast_result_shape_mismatch(%x: tensor<3xi32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3xi32>' are incompatible with return type(s) of operation 'tensor<3x2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<3x2xi32>
  func.return
}

// -----

func.func @einsum_missing_arrow(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config must be '<lhs>,<rhs>-><result>', found 'ab,bc'}}
  %0 = stablehlo.einsum %a, %a, config = "ab,bc" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @einsum_unexpected_character(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config: unexpected character '1' in 'a1'}}
  %0 = stablehlo.einsum %a, %a, config = "a1,ab->ab" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @einsum_term_rank_mismatch(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config: 'abc' names 3 dimensions, the operand has rank 2}}
  %0 = stablehlo.einsum %a, %a, config = "abc,ab->ab" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @einsum_repeated_label(%a: tensor<3x3xf32>) {
  // expected-error @+1 {{einsum_config: label 'a' repeats in 'aa' (diagonals are not supported)}}
  %0 = stablehlo.einsum %a, %a, config = "aa,ab->b" : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @einsum_label_size_mismatch(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{einsum_config: label 'b' has sizes 3 and 4}}
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return
}

// -----

func.func @einsum_unknown_result_label(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config: result label 'z' names no operand dimension}}
  %0 = stablehlo.einsum %a, %a, config = "ab,ab->az" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @einsum_two_ellipses(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config: '...' may appear once per term, found '......'}}
  %0 = stablehlo.unary_einsum %a, config = "......->" : (tensor<2x3xf32>) -> tensor<f32>
  func.return
}

// -----

func.func @einsum_result_shape_mismatch(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{inferred shape [2, 4] is incompatible with the result type 'tensor<4x2xf32>'}}
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @unary_einsum_two_terms(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config must be '<operand>-><result>', found 'ab,ab->a'}}
  %0 = stablehlo.unary_einsum %a, config = "ab,ab->a" : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @create_token_not_a_token() {
  // expected-error @+1 {{result #0 must be}}
  %0 = stablehlo.create_token : tensor<f32>
  func.return
}

// -----

func.func @cross_replica_sum_type_mismatch(%x: tensor<4xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @torch_index_select_batch_dims_out_of_range(%x: tensor<4x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{expects batch_dims (2) to be in [0, 1], the rank of index}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 2 : i64} : (tensor<4x5xf32>, tensor<3xi32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @torch_index_select_dim_out_of_range(%x: tensor<4x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{expects dim (2) to be in [0, 2): batch_dims to the rank of operand}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<3xi32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @torch_index_select_batch_size_mismatch(%x: tensor<4x5xf32>, %i: tensor<3x2xi32>) {
  // expected-error @+2 {{expects batch dimension 0 of operand (4) to equal that of index (3)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @torch_index_select_float_index(%x: tensor<4x5xf32>, %i: tensor<3xf32>) {
  // expected-error @+1 {{operand #1 must be}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @torch_index_select_result_shape_mismatch(%x: tensor<4x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4x3xf32>' are incompatible with return type(s) of operation 'tensor<4x5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<4x5xf32>, tensor<3xi32>) -> tensor<4x5xf32>
  func.return
}

// -----

func.func @set_dimension_size_size_not_scalar(%x: tensor<4x2xf32>, %n: tensor<1xi32>) {
  // expected-error @+2 {{expects size to be a 0-d tensor, found 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<1xi32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @set_dimension_size_dimension_out_of_range(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+2 {{expects dimension (2) to be less than the rank of the operand (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 2 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @set_dimension_size_result_above_bound(%x: tensor<4x2xf32>, %n: tensor<i32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @set_dimension_size_i64_size(%x: tensor<4x2xf32>, %n: tensor<i64>) {
  // expected-error @+1 {{operand #1 must be}}
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i64>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @einsum_non_ascii_label(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{einsum_config: unexpected byte 0xC3 in}}
  %0 = stablehlo.unary_einsum %a, config = "a\C3\A9->a" : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}
