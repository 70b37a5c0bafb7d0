// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// Collectives as StableHLO accepts them.

// all_gather across replicas and partitions (a channel without
// use_global_device_ids): the group size is not known statically, so a
// static result dimension only has to be a multiple of the operand's.
// CHECK-LABEL: func.func @all_gather_unknown_group_size
//       CHECK:   (tensor<2x3xf32>) -> tensor<6x3xf32>
func.func @all_gather_unknown_group_size(%x: tensor<2x3xf32>) -> tensor<6x3xf32> {
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<2x3xf32>) -> tensor<6x3xf32>
  func.return %r : tensor<6x3xf32>
}

// -----

// collective_reduce takes use_global_device_ids, as in StableHLO.
// CHECK-LABEL: func.func @collective_reduce_global_ids
//       CHECK:   use_global_device_ids
func.func @collective_reduce_global_ids(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// reduce_scatter across replicas and partitions: the result's scatter
// dimension only has to divide the operand's.
// CHECK-LABEL: func.func @reduce_scatter_unknown_group_size
//       CHECK:   (tensor<6xf32>) -> tensor<3xf32>
func.func @reduce_scatter_unknown_group_size(%x: tensor<6xf32>) -> tensor<3xf32> {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<6xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
