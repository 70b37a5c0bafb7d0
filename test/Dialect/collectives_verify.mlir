// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid collectives the verifiers accept: dynamic dimensions,
// split_dimension = concat_dimension, promotion (all_reduce's groups padded
// with -1: producer_checks.mlir).

// CHECK-LABEL: func.func @all_gather_dynamic
func.func @all_gather_dynamic(%x: tensor<?x3xf32>, %y: tensor<2x3xi32>) -> (tensor<?x3xf32>, tensor<6x3xi32>) {
  // CHECK: stablehlo.all_gather
  %r:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<?x3xf32>, tensor<2x3xi32>) -> (tensor<?x3xf32>, tensor<6x3xi32>)
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

// -----

// CHECK-LABEL: func.func @collective_broadcast_roots
func.func @collective_broadcast_roots(%x: tensor<2xf32>, %y: tensor<3xi8>) -> (tensor<2xf32>, tensor<3xi8>) {
  // Constant roots within the group size; one root per data operand.
  %root = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  // CHECK: stablehlo.collective_broadcast
  %r:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<3xi8>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi8>)
  func.return %r#0, %r#1 : tensor<2xf32>, tensor<3xi8>
}

// -----

// CHECK-LABEL: func.func @collective_reduce_promotion
func.func @collective_reduce_promotion(%x: tensor<?xf16>) -> tensor<4xf32> {
  // CHECK: stablehlo.collective_reduce
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf16>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @send_recv_channels
func.func @send_recv_channels(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // Host transfers: send to the host, receive from it (type 3, or 2 as the
  // spec writes it); device transfers with pairs.
  // CHECK: stablehlo.send
  %t1 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // CHECK: stablehlo.recv
  %y:2 = "stablehlo.recv"(%t1) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  // CHECK: stablehlo.recv
  %z:2 = "stablehlo.recv"(%y#1) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  // CHECK: stablehlo.send
  %t2 = "stablehlo.send"(%z#0, %z#1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // A token-only infeed.
  // CHECK: stablehlo.infeed
  %t3 = "stablehlo.infeed"(%t2) : (!stablehlo.token) -> !stablehlo.token
  func.return %t3 : !stablehlo.token
}

// -----

// Declared result types need only be compatible with the inferred ones:
// they may refine `?` (or make a static size `?`) and drop bounds.
// CHECK-LABEL: func.func @compatible_result_types
func.func @compatible_result_types(%x: tensor<?xf32>, %y: tensor<2xf32>, %b: tensor<?x3xf32, #stablehlo.bounds<4, ?>>, %f: !stablehlo.future<tensor<?xf32>>) -> (tensor<2xf32>, tensor<?xf32>, tensor<?x3xf32>, tensor<5xf32>) {
  // CHECK: stablehlo.collective_permute
  %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?xf32>) -> tensor<2xf32>
  // CHECK: stablehlo.collective_broadcast
  %c = "stablehlo.collective_broadcast"(%y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<?xf32>
  // CHECK: stablehlo.all_gather
  %g = "stablehlo.all_gather"(%b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x3xf32>
  // CHECK: stablehlo.async_done
  %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<?xf32>>) -> tensor<5xf32>
  func.return %p, %c, %g, %d : tensor<2xf32>, tensor<?xf32>, tensor<?x3xf32>, tensor<5xf32>
}
