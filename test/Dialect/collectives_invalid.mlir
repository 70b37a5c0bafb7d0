// RUN: fold-opt %s --split-input-file -verify-diagnostics

// all_gather_c1
func.func @all_gather_dim_out_of_range(%x: tensor<2xf32>) {
  // expected-error @+1 {{all_gather_dim 1 is not a dimension of 'tensor<2xf32>'}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @replica_groups_not_2d(%x: tensor<2xf32>) {
  // expected-error @+1 {{replica_groups must be a 2-D tensor}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

// all_reduce_c5
func.func @all_reduce_body_arity(%x: tensor<2xf32>) {
  // expected-error @+1 {{computation must take 2 arguments, found 1}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// collective_permute_c1
func.func @permute_pairs_shape(%x: tensor<2xf32>) {
  // expected-error @+1 {{source_target_pairs must have 2 columns}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// all_to_all_c4
func.func @all_to_all_split_count(%x: tensor<2x4xf32>) {
  // expected-error @+1 {{split_count must be positive}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

// infeed_c3
func.func @infeed_without_token(%t: !stablehlo.token) {
  // expected-error @+1 {{expects the last result to be a token, found 'tensor<2xf32>'}}
  %r = "stablehlo.infeed"(%t) : (!stablehlo.token) -> tensor<2xf32>
  func.return
}

// -----

func.func @partition_id_type() {
  // expected-error @+1 {{0D tensor of 32-bit unsigned integer values}}
  %p = stablehlo.partition_id : tensor<i32>
  func.return
}

// -----

// async_done_c1
func.func @async_done_type(%f: !stablehlo.future<tensor<2xf32>>) {
  // expected-error @+1 {{results must be the types of the future}}
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf32>>) -> tensor<3xf32>
  func.return
}
