// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid collectives the verifiers accept: dynamic dimensions, groups padded
// with -1, split_dimension = concat_dimension, promotion.

// CHECK-LABEL: func.func @all_gather_dynamic
func.func @all_gather_dynamic(%x: tensor<?x3xf32>, %y: tensor<2x3xi32>) -> (tensor<?x3xf32>, tensor<6x3xi32>) {
  // CHECK: stablehlo.all_gather
  %r:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2], [3, 4, -1]]> : tensor<2x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<?x3xf32>, tensor<2x3xi32>) -> (tensor<?x3xf32>, tensor<6x3xi32>)
  func.return %r#0, %r#1 : tensor<?x3xf32>, tensor<6x3xi32>
}

// -----

// CHECK-LABEL: func.func @all_to_all_shapes
func.func @all_to_all_shapes(%x: tensor<2x4xf32>, %y: tensor<?x4xf32>) -> (tensor<4x2xf32>, tensor<?x4xf32>) {
  // CHECK: stablehlo.all_to_all
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  // CHECK: stablehlo.all_to_all
  %s = "stablehlo.all_to_all"(%y) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  func.return %r, %s : tensor<4x2xf32>, tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_scatter_promoted
func.func @reduce_scatter_promoted(%x: tensor<4x?xi8>) -> tensor<2x?xi32> {
  // CHECK: stablehlo.reduce_scatter
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x?xi8>) -> tensor<2x?xi32>
  func.return %r : tensor<2x?xi32>
}

// -----

// CHECK-LABEL: func.func @collective_permute_partial
func.func @collective_permute_partial(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: stablehlo.collective_permute
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// Across replicas and partitions a group spans every partition: the gathered
// size is only known at run time.
// CHECK-LABEL: func.func @all_gather_across_partitions
func.func @all_gather_across_partitions(%x: tensor<1x2xi32>) -> tensor<1x8xi32> {
  // CHECK: stablehlo.all_gather
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<1x2xi32>) -> tensor<1x8xi32>
  func.return %g : tensor<1x8xi32>
}
