// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of the collectives and of infeed, send and recv
// that collectives_invalid_scatter.mlir does not cover, one function per
// label (a suffix names a second case of the same label).

func.func @all_gather_c4(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -2}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @all_reduce_c3(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative (or -1 for padding), found -5}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, -5]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @all_reduce_c5_promotable(%x: tensor<2xi32>) {
  // expected-error @+1 {{expects the element type of computation argument 1 ('i16') to be promotable from the element type of operand 0 ('i32')}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i16>, %b: tensor<i16>):
    stablehlo.return %a : tensor<i16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi16>
  func.return
}

// -----

func.func @all_to_all_c7(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -3}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[-3, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @reduce_scatter_c5(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -2}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_permute_c4(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of source_target_pairs to be non-negative, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_broadcast_c1(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_broadcast_c2(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative, found -4}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[-4, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_broadcast_c3(%x: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf16>
  func.return
}

// -----

func.func @collective_broadcast_c3_no_operand() {
  // expected-error @+2 {{expects at least 1 operand, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.collective_broadcast"() {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  func.return
}

// -----

func.func @collective_broadcast_c4(%x: tensor<2xf32>, %root: tensor<2xi32>) {
  // expected-error @+2 {{expects the last operand (the roots) to be a tensor<1xi32>, found 'tensor<2xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_broadcast_c4_no_data(%root: tensor<0xi32>) {
  // expected-error @+2 {{expects with has_dynamic_root at least 2 operands (data and roots), found 1}}
  // expected-error @+1 {{failed to infer returned types}}
  "stablehlo.collective_broadcast"(%root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<0xi32>) -> ()
  func.return
}

// -----

func.func @collective_broadcast_c5(%x: tensor<2xf32>, %root: tensor<1xi32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>', 'tensor<1xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r:2 = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> (tensor<2xf32>, tensor<1xi32>)
  func.return
}

// -----

func.func @collective_broadcast_c6(%x: tensor<2xf32>) {
  %root = stablehlo.constant dense<2> : tensor<1xi32>
  // expected-error @+2 {{expects each root to be in [0, 2), the size of a replica group, found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_reduce_c1(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be unique, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_reduce_c2(%x: tensor<2xf32>) {
  // expected-error @+2 {{expects the ids of replica_groups to be non-negative (or -1 for padding), found -7}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, -7]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_reduce_c3(%x: tensor<2xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @collective_reduce_c3_roots(%x: tensor<2xf32>, %root: tensor<3xi32>) {
  // expected-error @+2 {{expects the last operand (the roots) to be a tensor<1xi32>, found 'tensor<3xi32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x, %root) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<3xi32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_reduce_c4(%x: tensor<2xi32>) {
  // expected-error @+1 {{expects the element type of computation argument 1 ('f32') to be promotable from the element type of operand 0 ('i32')}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @infeed_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{expects at least one result (a token)}}
  "stablehlo.infeed"(%t) : (!stablehlo.token) -> ()
  func.return
}

// -----

func.func @infeed_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{expects result 0 to be a tensor (only the last result is a token)}}
  %r:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  func.return
}

// -----

func.func @infeed_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{expects the last result to be a token, found 'tensor<2xf32>'}}
  %r = "stablehlo.infeed"(%t) : (!stablehlo.token) -> tensor<2xf32>
  func.return
}

// -----

func.func @send_c1(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{source_target_pairs must have 2 columns, found 'tensor<1x3xi64>'}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @send_c2(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects each process to be the source of at most one pair, but 0 repeats}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @send_c3(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects each process to be the target of at most one pair, but 1 repeats}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @send_c4(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the ids of source_target_pairs to be non-negative, found -1}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @send_c5(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects channel type 2 (DEVICE_TO_HOST) with is_host_transfer, found 1}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @send_c5_device(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects channel type 1 (DEVICE_TO_DEVICE) without is_host_transfer, found 2}}
  %r = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @recv_c1(%t: !stablehlo.token) {
  // expected-error @+1 {{source_target_pairs must have 2 columns, found 'tensor<2x1xi64>'}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0], [1]]> : tensor<2x1xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_c2(%t: !stablehlo.token) {
  // expected-error @+1 {{expects each process to be the source of at most one pair, but 3 repeats}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[3, 1], [3, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_c3(%t: !stablehlo.token) {
  // expected-error @+1 {{expects each process to be the target of at most one pair, but 2 repeats}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [1, 2]]> : tensor<2x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_c4(%t: !stablehlo.token) {
  // expected-error @+1 {{expects the ids of source_target_pairs to be non-negative, found -2}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[-2, 0]]> : tensor<1x2xi64>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_c5(%t: !stablehlo.token) {
  // expected-error @+1 {{expects channel type 3 (HOST_TO_DEVICE) with is_host_transfer, found 1}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_c5_device(%t: !stablehlo.token) {
  // expected-error @+1 {{expects channel type 1 (DEVICE_TO_DEVICE) without is_host_transfer, found 3}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  func.return
}

// -----

func.func @recv_results(%t: !stablehlo.token) {
  // expected-error @+1 {{expects the last result to be a token, found 'tensor<2xf32>'}}
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (!stablehlo.token, tensor<2xf32>)
  func.return
}

// -----

func.func @async_start_c1(%x: tensor<2xf32>) {
  // expected-error@+1 {{body must hold one operation and a return}}
  %f = "stablehlo.async_start"(%x) ({
    %a = stablehlo.negate %x : tensor<2xf32>
    %b = stablehlo.negate %a : tensor<2xf32>
    stablehlo.return %b : tensor<2xf32>
  }) : (tensor<2xf32>) -> !stablehlo.future<tensor<2xf32>>
  func.return
}

// -----

func.func @async_start_c2(%x: tensor<2xf32>) {
  // expected-error@+1 {{body must run a collective or a slice, not 'stablehlo.negate'}}
  %f = "stablehlo.async_start"(%x) ({
    %a = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<2xf32>) -> !stablehlo.future<tensor<2xf32>>
  func.return
}

// -----

func.func @async_start_c3(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{the body's 'stablehlo.slice' must take async_start's operands, in order}}
  %f = "stablehlo.async_start"(%x) ({
    %a = stablehlo.slice %y [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<2xf32>>
  func.return
}

// -----

func.func @async_start_c4(%x: tensor<4xf32>) {
  // expected-error@+1 {{result must be a future of the body's results}}
  %f = "stablehlo.async_start"(%x) ({
    %a = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  func.return
}

// -----

func.func @async_done_c1(%f: !stablehlo.future<tensor<2xf32>>) {
  // expected-error @+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf32>>) -> tensor<3xf32>
  func.return
}

// -----

func.func @all_gather_c1(%x: tensor<2x3xf32>) {
  // expected-error @+2 {{all_gather_dim 2 is not a dimension of operand 0 ('tensor<2x3xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>) -> tensor<2x6xf32>
  func.return
}

// -----

func.func @all_gather_c1_negative(%x: tensor<2xf32>) {
  // expected-error @+2 {{all_gather_dim -1 is not a dimension of operand 0 ('tensor<2xf32>')}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @all_to_all_c4(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{split_count must be positive, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @collective_permute_c1(%x: tensor<2xf32>) {
  // expected-error @+2 {{source_target_pairs must have 2 columns, found 'tensor<2x3xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2], [1, 2, 0]]> : tensor<2x3xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @collective_permute_c1_rank(%x: tensor<2xf32>) {
  // expected-error @+2 {{source_target_pairs must be a 2-D tensor, found 'tensor<2xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
