// RUN: fold-opt %s --split-input-file | FileCheck %s

// What the checks of producer_checks_invalid.mlir accept: each function
// holds the valid neighbour of the invalid cases of the same name.

// CHECK-LABEL: func.func @replica_groups_dense
func.func @replica_groups_dense(%x: tensor<2xf32>, %y: tensor<2x4xf32>) -> (tensor<2xf32>, tensor<6xf32>, tensor<4x2xf32>, tensor<2xf32>) {
  // all_reduce pads groups of unequal size with -1; the ids are 0 .. 3.
  // CHECK: "stablehlo.all_reduce"
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 2, 3], [1, -1, -1]]> : tensor<2x3xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK: "stablehlo.all_gather"
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<2xf32>) -> tensor<6xf32>
  // CHECK: "stablehlo.all_to_all"
  %t = "stablehlo.all_to_all"(%y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  // collective_broadcast's ids need not be 0 .. n-1.
  // CHECK: "stablehlo.collective_broadcast"
  %c = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[5, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r, %g, %t, %c : tensor<2xf32>, tensor<6xf32>, tensor<4x2xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @channel_global_ids
func.func @channel_global_ids(%x: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  // StableHLO accepts all_gather with use_global_device_ids and channel 0.
  // CHECK: "stablehlo.all_gather"
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<4xf32>
  // CHECK: "stablehlo.all_reduce"
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %g, %r : tensor<4xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @channel_recv_host_type
func.func @channel_recv_host_type(%t: !stablehlo.token) -> tensor<2xf32> {
  // CHECK: "stablehlo.recv"
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return %r#0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @infeed_layout
func.func @infeed_layout(%t: !stablehlo.token) -> (tensor<2x3xf32>, tensor<i32>) {
  // CHECK: "stablehlo.infeed"(%{{.*}}) <{layout = {{\[\[}}1, 0], []]}>
  %r:3 = "stablehlo.infeed"(%t) {layout = [[1, 0], []]} : (!stablehlo.token) -> (tensor<2x3xf32>, tensor<i32>, !stablehlo.token)
  func.return %r#0, %r#1 : tensor<2x3xf32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @shape_values
func.func @shape_values(%x: tensor<3xf32>, %y: tensor<6xf32>) -> (tensor<4x3xf32>, tensor<?x3xf32, #stablehlo.bounds<8, ?>>, tensor<2x3xf32>, tensor<5xf32>, tensor<?x?xf32>) {
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  %b = stablehlo.constant dense<[8, 3]> : tensor<2xi64>
  %r = stablehlo.constant dense<[2, 3]> : tensor<2xui8>
  %i = stablehlo.constant dense<5> : tensor<1xi32>
  // CHECK: stablehlo.dynamic_broadcast_in_dim
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  // A size up to the bound of a `?` dimension.
  // CHECK: stablehlo.dynamic_broadcast_in_dim
  %1 = stablehlo.dynamic_broadcast_in_dim %x, %b, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  // CHECK: stablehlo.dynamic_reshape
  %2 = stablehlo.dynamic_reshape %y, %r : (tensor<6xf32>, tensor<2xui8>) -> tensor<2x3xf32>
  // CHECK: stablehlo.dynamic_iota
  %3 = stablehlo.dynamic_iota %i, dim = 0 : (tensor<1xi32>) -> tensor<5xf32>
  // A shape that is not a constant is known only at run time.
  %n = stablehlo.get_dimension_size %y, dim = 0 : (tensor<6xf32>) -> tensor<i32>
  %m = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %k = stablehlo.concatenate %m, %m, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  // CHECK: stablehlo.dynamic_reshape
  %4 = stablehlo.dynamic_reshape %y, %k : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return %0, %1, %2, %3, %4 : tensor<4x3xf32>, tensor<?x3xf32, #stablehlo.bounds<8, ?>>, tensor<2x3xf32>, tensor<5xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dot_algorithm_known
func.func @dot_algorithm_known(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  // CHECK: algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  // CHECK: algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  // Two f8 types may differ and accumulate imprecisely.
  // CHECK: algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>
  %2 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0, %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// The ops StableHLO lets take per-axis quantized tensors.
// CHECK-LABEL: func.func @per_axis_quantized
func.func @per_axis_quantized(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>) -> (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>, tensor<3x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1, 2.0:0}>>, tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5:1, 0.25:1, 2.0:0}>>, tensor<2x3xf32>) {
  // CHECK: stablehlo.add
  %0 = stablehlo.add %a, %a : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>
  // CHECK: stablehlo.transpose
  %1 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1, 2.0:0}>>
  // CHECK: stablehlo.reshape
  %2 = stablehlo.reshape %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>) -> tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5:1, 0.25:1, 2.0:0}>>
  // CHECK: stablehlo.uniform_dequantize
  %3 = stablehlo.uniform_dequantize %a : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>) -> tensor<2x3xf32>
  func.return %0, %1, %2, %3 : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:1, 2.0:0}>>, tensor<3x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1, 2.0:0}>>, tensor<1x2x3x!quant.uniform<i8:f32:2, {0.5:1, 0.25:1, 2.0:0}>>, tensor<2x3xf32>
}

// -----

// async_start's body as the spec writes it (async_start's operands used
// directly) and as StableHLO writes it (block arguments).
// CHECK-LABEL: func.func @async_start_block_arguments
func.func @async_start_block_arguments(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: "stablehlo.async_start"(%{{.*}}) ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<4xf32>):
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %s = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %g = "stablehlo.async_start"(%x) ({
    %s = stablehlo.slice %x [2:4] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  %1 = "stablehlo.async_done"(%g) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
