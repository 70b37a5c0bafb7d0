// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of all_gather, all_to_all, reduce_scatter and
// collective_permute, one function per label.

func.func @all_gather_c2(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @all_gather_c5(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects a non-negative channel_handle with use_global_device_ids, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @all_gather_c6(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x6xf32>' are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @all_gather_c6_element(%x: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf16>
  func.return
}

// -----

func.func @all_to_all_c1(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{split_dimension 2 is not a dimension of operand 0 ('tensor<2x4xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_to_all_c2(%x: tensor<2x5xf32>) {
  // expected-error @+2 {{expects dimension 1 of operand 0 (5) to be a multiple of split_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x5xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_to_all_c3(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{concat_dimension -1 is not a dimension of operand 0 ('tensor<2x4xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_to_all_c5(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_to_all_c8(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects replica_groups to have split_count (2) processes per group, found 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_to_all_c9(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4x2xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c1(%x: tensor<5xf32>) {
  // expected-error @+2 {{expects dimension 0 of the operand (5) to be a multiple of the group size (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<5xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c2(%x: tensor<4xf32>) {
  // expected-error @+2 {{scatter_dimension 1 is not a dimension of the operand ('tensor<4xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c3(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c6(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects a positive channel_handle with use_global_device_ids}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c7(%x: tensor<4xi32>) {
  // expected-error @+1 {{expects the element type of computation argument 1 ('i16') to be promotable from the element type of operand 0 ('i32')}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<i16>, %b: tensor<i16>):
    stablehlo.return %a : tensor<i16>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>) -> tensor<2xi16>
  func.return
}

// -----

func.func @reduce_scatter_c8(%x: tensor<4x3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return
}

// -----

func.func @reduce_scatter_c9(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects the result to have the computation's element type ('f32'), found 'f64'}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @collective_permute_c2(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects each process to be the source of at most one pair, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_permute_c3(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects each process to be the target of at most one pair, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_permute_c5(%x: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @all_reduce_c1(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @all_reduce_c4(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects a positive channel_handle with use_global_device_ids}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @all_reduce_c5(%x: tensor<2xi32>) {
  // expected-error @+1 {{expects computation arguments 0 and 1 to have the same type, found 'tensor<i32>' and 'tensor<i64>'}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @all_reduce_c6(%x: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @all_reduce_c7(%x: tensor<2xf32>) {
  // expected-error @+1 {{expects result 0 to have the computation's element type ('f32'), found 'f64'}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}
