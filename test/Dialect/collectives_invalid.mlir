// RUN: fold-opt %s --split-input-file -verify-diagnostics

// all_gather_c1
func.func @all_gather_dim_out_of_range(%x: tensor<2xf32>) {
  // expected-error @+2 {{all_gather_dim 1 is not a dimension of operand 0 ('tensor<2xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @replica_groups_not_2d(%x: tensor<2xf32>) {
  // expected-error @+2 {{replica_groups must be a 2-D tensor}}
  // expected-error @+1 {{failed to infer returned types}}
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
  // expected-error @+2 {{source_target_pairs must have 2 columns}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// all_to_all_c4
func.func @all_to_all_split_count(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{split_count must be positive, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
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
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf32>>) -> tensor<3xf32>
  func.return
}

// -----

// The verifier of the ops with a computation runs before MLIR compares the
// declared result types with the inferred ones (that comes after the
// region's ops are verified), so a malformed computation gets the
// verifier's message alone. test/Dialect/infer_collectives_malformed.mlir
// runs the shape functions on such regions.
func.func @all_reduce_c5_no_arguments(%x: tensor<2xf32>) {
  // expected-error @+1 {{computation must take 2 arguments, found 0}}
  %r = "stablehlo.all_reduce"(%x) ({
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c7_token_argument(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects computation to take and return 0-d tensors of one element type}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: !stablehlo.token, %b: !stablehlo.token):
    stablehlo.return %a : !stablehlo.token
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

// A block without a terminator is the verifier's to report.
func.func @collective_reduce_c4_no_terminator(%x: tensor<2xf32>) {
  // expected-error @+1 {{computation must return one value}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// A computation of the wrong element type for the declared results: the
// verifier names it, the result types' shapes being right.
func.func @all_reduce_c7_computation(%x: tensor<2xf32>) {
  // expected-error @+1 {{expects result 0 to have the computation's element type ('f64'), found 'f32'}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
