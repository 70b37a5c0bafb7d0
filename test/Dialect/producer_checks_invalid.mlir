// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Checks StableHLO's implementation makes beyond (or instead of) the spec's
// labelled constraints: replica groups and channels of the collectives,
// constant shape operands, infeed layouts, known dot algorithms and the ops
// that take per-axis quantized tensors. One function per check, named after
// it; producer_checks.mlir holds what they accept.

func.func @replica_groups_dense_all_reduce(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the 3 ids of replica_groups to be 0 to 2, but 1 is missing}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 2], [3, -1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_dense_all_gather(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the 2 ids of replica_groups to be 0 to 1, but 0 is missing}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @replica_groups_dense_all_to_all(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects the 2 ids of replica_groups to be 0 to 1, but 1 is missing}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 5]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @replica_groups_dense_reduce_scatter(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects the 2 ids of replica_groups to be 0 to 1, but 0 is missing}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_dense_collective_reduce(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the 2 ids of replica_groups to be 0 to 1, but 0 is missing}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_padding_all_gather(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @replica_groups_padding_all_to_all(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @replica_groups_padding_reduce_scatter(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_padding_collective_broadcast(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_empty_global_ids(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects replica_groups not to be empty with use_global_device_ids}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<> : tensor<0x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @replica_groups_none_all_to_all(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects replica_groups to have groups of split_count (2) processes, found none}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @all_gather_zero_dimension(%x: tensor<0x3xf32>) {
  // expected-error @+2 {{expects dimension 0 of operand 0 (all_gather_dim) not to be 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<0x3xf32>) -> tensor<0x3xf32>
  func.return
}

// -----

func.func @reduce_scatter_zero_dimension(%x: tensor<0xf32>) {
  // expected-error @+2 {{expects dimension 0 of the operand (scatter_dimension) not to be 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<0xf32>) -> tensor<0xf32>
  func.return
}

// -----

func.func @channel_global_ids_negative_all_gather(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects a non-negative channel_handle with use_global_device_ids, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @channel_global_ids_zero_all_reduce(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects a positive channel_handle with use_global_device_ids, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @channel_recv_host_type(%t: !stablehlo.token) {
  // expected-error @+1 {{expects channel type 3 (HOST_TO_DEVICE) with is_host_transfer, found 2}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_static_results(%t: !stablehlo.token) {
  // expected-error @+1 {{expects result 0 to have a static shape, found 'tensor<?xf32>'}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @infeed_static_results(%t: !stablehlo.token) {
  // expected-error @+1 {{expects result 0 to have a static shape, found 'tensor<?xf32>'}}
  %r:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @infeed_layout_size(%t: !stablehlo.token) {
  // expected-error @+1 {{expects layout to have 1 entries, one per result but the token, found 2}}
  %r:2 = "stablehlo.infeed"(%t) {layout = [[0], [0]]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @infeed_layout_entry(%t: !stablehlo.token) {
  // expected-error @+1 {{expects layout entry 0 to be an array of integers, found 0 : i64}}
  %r:2 = "stablehlo.infeed"(%t) {layout = [0]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @infeed_layout_integers(%t: !stablehlo.token) {
  // expected-error @+1 {{expects layout entry 0 to hold integers, found "x"}}
  %r:2 = "stablehlo.infeed"(%t) {layout = [["x"]]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @shape_values_dynamic_broadcast_in_dim(%x: tensor<3xf32>) {
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // expected-error @+1 {{output_dimensions gives dimension 0 the size 4, but the result type 'tensor<5x3xf32>' says 5}}
  %r = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<5x3xf32>
  func.return
}

// -----

func.func @shape_values_dynamic_broadcast_in_dim_operand(%x: tensor<3xf32>) {
  %s = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  // expected-error @+1 {{operand dimension 0 has size 3, neither 1 nor output_dimensions[1] = 2}}
  %r = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<4x?xf32>
  func.return
}

// -----

func.func @shape_values_dynamic_reshape(%x: tensor<6xf32>) {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+1 {{output_shape gives dimension 0 the size 2, but the result type 'tensor<3x2xf32>' says 3}}
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @shape_values_dynamic_reshape_count(%x: tensor<6xf32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error @+1 {{output_shape has 8 elements, but the operand 6}}
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @shape_values_dynamic_iota() {
  %s = stablehlo.constant dense<4> : tensor<1xi64>
  // expected-error @+1 {{output_shape gives dimension 0 the size 4, but the result type 'tensor<5xf32>' says 5}}
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<5xf32>
  func.return
}

// -----

func.func @shape_values_negative() {
  %s = stablehlo.constant dense<-1> : tensor<1xi64>
  // expected-error @+1 {{output_shape must be non-negative, found -1 for dimension 0}}
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @shape_values_bound() {
  %s = stablehlo.constant dense<9> : tensor<1xi64>
  // expected-error @+1 {{output_shape gives dimension 0 the size 9, beyond its bound 8}}
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  func.return
}

// -----

func.func @dot_algorithm_known_pair(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+2 {{expects a dot algorithm StableHLO knows, found lhs 'tf32' x rhs 'bf16' accumulated in 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_algorithm_known_operations(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+2 {{2 primitive operations}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 2, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_algorithm_known_components(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+2 {{with 2 x 1 components}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 2, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_algorithm_known_imprecise(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+2 {{allow_imprecise_accumulation = true}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @per_axis_quantized_multiply(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.multiply %a, %a : tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>
  func.return
}

// -----

func.func @per_axis_quantized_slice(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.slice %a [0:1] : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) -> tensor<1x!quant.uniform<i8:f32:0, {0.5:1}>>
  func.return
}

// -----

func.func @per_axis_quantized_dot_general_lhs(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>, %b: tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x2x!quant.uniform<i32:f32, 0.25:1>>
  func.return
}

// -----

func.func @quantized_triangular_solve(%a: tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = "stablehlo.triangular_solve"(%a, %a) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  func.return
}

// -----

func.func @async_start_block_arguments(%x: tensor<4xf32>) {
  // expected-error @+1 {{body's arguments must have the types of async_start's operands}}
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2xf32>):
    %s = stablehlo.slice %a [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    stablehlo.return %s : tensor<1xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<1xf32>>
  func.return
}

// -----

func.func @async_start_block_arguments_used(%x: tensor<4xf32>) {
  // expected-error @+1 {{the body's 'stablehlo.slice' must take the body's arguments, in order}}
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %s = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  func.return
}

// -----

func.func @static_shape_operand_dynamic_iota(%s: tensor<?xi64>) {
  // expected-error @+1 {{operand #0 must be statically shaped 1-dimensional tensor of index or}}
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<?xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @static_shape_operand_rng(%a: tensor<f32>, %s: tensor<?xi64>) {
  // expected-error @+1 {{operand #2 must be statically shaped 1-dimensional tensor of index or}}
  %r = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<?xi64>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @collective_reduce_operands() {
  // expected-error @+2 {{expects at least 1 operand, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.collective_reduce"() ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  func.return
}
