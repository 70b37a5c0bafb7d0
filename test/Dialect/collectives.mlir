// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=DCE

// Round trip of the collective and distributed ops, which are written in the
// generic form, and of the id ops, which have a pretty form.

// CHECK-LABEL: func.func @all_gather_two_operands
func.func @all_gather_two_operands(%x: tensor<3x2xf32>, %y: tensor<3x1xi8>) -> tensor<3x4xf32> {
  // CHECK: "stablehlo.all_gather"(%{{.*}}, %{{.*}}) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<3x2xf32>, tensor<3x1xi8>) -> (tensor<3x4xf32>, tensor<3x2xi8>)
  %r:2 = "stablehlo.all_gather"(%x, %y) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
    use_global_device_ids
  } : (tensor<3x2xf32>, tensor<3x1xi8>) -> (tensor<3x4xf32>, tensor<3x2xi8>)
  func.return %r#0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @all_reduce_max
func.func @all_reduce_max(%x: tensor<5xi32>) -> tensor<5xi32> {
  // CHECK: "stablehlo.all_reduce"(%{{.*}}) <{replica_groups = dense<{{\[\[}}0], [1]]> : tensor<2x1xi64>}> ({
  // CHECK: stablehlo.maximum
  // CHECK: }) : (tensor<5xi32>) -> tensor<5xi32>
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.maximum %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<5xi32>) -> tensor<5xi32>
  func.return %r : tensor<5xi32>
}

// -----

// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%x: tensor<4x6xf32>) -> tensor<8x3xf32> {
  // CHECK: "stablehlo.all_to_all"(%{{.*}}) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x6xf32>) -> tensor<8x3xf32>
  %r = "stablehlo.all_to_all"(%x) {
    split_dimension = 1 : i64,
    concat_dimension = 0 : i64,
    split_count = 2 : i64,
    replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>
  } : (tensor<4x6xf32>) -> tensor<8x3xf32>
  func.return %r : tensor<8x3xf32>
}

// -----

// CHECK-LABEL: func.func @collective_broadcast_and_permute
func.func @collective_broadcast_and_permute(%x: tensor<2xi64>, %root: tensor<1xi32>) -> tensor<2xi64> {
  // CHECK: "stablehlo.collective_broadcast"(%{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}2, 0, 1]]> : tensor<1x3xi64>}> : (tensor<2xi64>) -> tensor<2xi64>
  %b = "stablehlo.collective_broadcast"(%x) {
    replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>
  } : (tensor<2xi64>) -> tensor<2xi64>
  // CHECK: "stablehlo.collective_broadcast"(%{{.*}}, %{{.*}}) <{has_dynamic_root, replica_groups
  %d = "stablehlo.collective_broadcast"(%b, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    has_dynamic_root
  } : (tensor<2xi64>, tensor<1xi32>) -> tensor<2xi64>
  // CHECK: "stablehlo.collective_permute"(%{{.*}}) <{source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>}> : (tensor<2xi64>) -> tensor<2xi64>
  %p = "stablehlo.collective_permute"(%d) {
    source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>
  } : (tensor<2xi64>) -> tensor<2xi64>
  func.return %p : tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @collective_reduce_and_reduce_scatter
func.func @collective_reduce_and_reduce_scatter(%x: tensor<6xf32>) -> tensor<3xf32> {
  // CHECK: "stablehlo.collective_reduce"(%{{.*}}) <{replica_groups
  // CHECK: stablehlo.multiply
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<6xf32>) -> tensor<6xf32>
  // CHECK: "stablehlo.reduce_scatter"(%{{.*}}) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
  %s = "stablehlo.reduce_scatter"(%r) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<6xf32>) -> tensor<3xf32>
  func.return %s : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @feeds
func.func @feeds(%t: !stablehlo.token, %x: tensor<2x2xi64>) -> !stablehlo.token {
  // CHECK: "stablehlo.infeed"(%{{.*}}) <{infeed_config = "queue a"}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  %v, %t1 = "stablehlo.infeed"(%t) {infeed_config = "queue a"} : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  // CHECK: "stablehlo.outfeed"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<3xi32>, tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  %t2 = "stablehlo.outfeed"(%v, %x, %t1) : (tensor<3xi32>, tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %t2 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @send_then_recv
func.func @send_then_recv(%x: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  // CHECK: "stablehlo.send"(%{{.*}}, %{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  %t1 = "stablehlo.send"(%x, %t) {
    channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>,
    is_host_transfer = true
  } : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  // CHECK: "stablehlo.recv"(%{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  %y, %t2 = "stablehlo.recv"(%t1) {
    channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>,
    source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  func.return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @ids
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  // CHECK: stablehlo.partition_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  // CHECK: stablehlo.replica_id : tensor<ui32>
  %r = stablehlo.replica_id : tensor<ui32>
  func.return %p, %r : tensor<ui32>, tensor<ui32>
}

// -----

// CHECK-LABEL: func.func @async_all_gather
func.func @async_all_gather(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // CHECK: "stablehlo.async_start"(%{{.*}}) ({
  // CHECK: }) : (tensor<2x3xf32>) -> !stablehlo.future<tensor<4x3xf32>>
  %f = "stablehlo.async_start"(%x) ({
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x3xf32>) -> tensor<4x3xf32>
    stablehlo.return %g : tensor<4x3xf32>
  }) : (tensor<2x3xf32>) -> !stablehlo.future<tensor<4x3xf32>>
  // CHECK: "stablehlo.async_done"(%{{.*}}) : (!stablehlo.future<tensor<4x3xf32>>) -> tensor<4x3xf32>
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x3xf32>>) -> tensor<4x3xf32>
  func.return %r : tensor<4x3xf32>
}

// -----

// Unused collectives and side effects stay: nothing may erase them. An
// unused pure op (iota) goes.
// CHECK-LABEL: func.func @unused_effects_kept
// DCE-LABEL: func.func @unused_effects_kept
func.func @unused_effects_kept(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // CHECK: stablehlo.all_gather
  // DCE: stablehlo.all_gather
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  // DCE: stablehlo.all_reduce
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK: stablehlo.outfeed
  // DCE: stablehlo.outfeed
  %t1 = "stablehlo.outfeed"(%x, %t) : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // DCE: stablehlo.infeed
  %v:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  // DCE: stablehlo.send
  %t2 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // DCE: stablehlo.recv
  %w:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  // DCE-NOT: stablehlo.iota
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  // DCE: return
  func.return
}
