// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// The result types the collective and communication ops infer: the ids are
// tensor<ui32>, outfeed and send give a token, the collectives follow their
// operands (and, for those with a computation, its element type). Declared
// result types refine `?` where the shape function leaves one, so each
// remark shows what inference alone gives. The computations only return an
// argument: an op inside would report its own inferred type.
// -verify-diagnostics fails on any remark not expected here.

func.func @collectives(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-remark @+1 {{inferred: tensor<ui32>}}
  %0 = stablehlo.partition_id : tensor<ui32>
  // expected-remark @+1 {{inferred: tensor<ui32>}}
  %1 = stablehlo.replica_id : tensor<ui32>
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %2 = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %3 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

func.func @all_gather(%x: tensor<2x3xf32>, %y: tensor<?x3xi8>, %b: tensor<?x3xf32, #stablehlo.bounds<4, ?>>) {
  // all_gather_dim multiplied by the group size (the columns of
  // replica_groups), for each operand; `?` stays `?`.
  // expected-remark @+1 {{inferred: tensor<2x6xf32>, tensor<?x6xi8>}}
  %0:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3xf32>, tensor<?x3xi8>) -> (tensor<2x6xf32>, tensor<4x6xi8>)
  // expected-remark @+1 {{inferred: tensor<?x3xi8>}}
  %1 = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<?x3xi8>) -> tensor<6x3xi8>
  // A bound of the gathered dimension is multiplied too.
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<12, ?>>}}
  %2 = "stablehlo.all_gather"(%b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<?x3xf32>
  // Across replicas and partitions (a positive channel, no global ids) a
  // group spans every partition: the gathered size is only known at run
  // time.
  // expected-remark @+1 {{inferred: tensor<2x?xf32>}}
  %3 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2x3xf32>) -> tensor<2x12xf32>
  // With global device ids the columns count again.
  // expected-remark @+1 {{inferred: tensor<2x12xf32>}}
  %4 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, use_global_device_ids} : (tensor<2x3xf32>) -> tensor<2x12xf32>
  func.return
}

// -----

func.func @all_to_all(%x: tensor<2x4xf32>, %y: tensor<?x4xf32>, %b: tensor<4x?xi32, #stablehlo.bounds<?, 6>>) {
  // split_dimension divided by split_count, concat_dimension multiplied.
  // expected-remark @+1 {{inferred: tensor<4x2xf32>, tensor<?x2xf32>}}
  %0:2 = "stablehlo.all_to_all"(%x, %y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>, tensor<?x4xf32>) -> (tensor<4x2xf32>, tensor<6x2xf32>)
  // The same dimension: the operand's type.
  // expected-remark @+1 {{inferred: tensor<?x4xf32>}}
  %1 = "stablehlo.all_to_all"(%y) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  // A bound of the split dimension is divided.
  // expected-remark @+1 {{inferred: tensor<8x?xi32, #stablehlo.bounds<?, 3>>}}
  %2 = "stablehlo.all_to_all"(%b) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x?xi32, #stablehlo.bounds<?, 6>>) -> tensor<8x?xi32>
  func.return
}

// -----

func.func @collective_permute_and_broadcast(%x: tensor<?x2xf32>, %y: tensor<3xi8>, %roots: tensor<2xi32>) {
  // The operand's type.
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<?x2xf32>) -> tensor<5x2xf32>
  // The data operands' types; the roots give no result.
  // expected-remark @+1 {{inferred: tensor<?x2xf32>, tensor<3xi8>}}
  %1:2 = "stablehlo.collective_broadcast"(%x, %y, %roots) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<?x2xf32>, tensor<3xi8>, tensor<2xi32>) -> (tensor<?x2xf32>, tensor<3xi8>)
  // expected-remark @+1 {{inferred: tensor<3xi8>}}
  %2 = "stablehlo.collective_broadcast"(%y) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xi8>) -> tensor<3xi8>
  func.return
}

// -----

func.func @async_done(%f: !stablehlo.future<tensor<4xf32>, tensor<?xi32>>) {
  // The types of the future.
  // expected-remark @+1 {{inferred: tensor<4xf32>, tensor<?xi32>}}
  %0:2 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>, tensor<?xi32>>) -> (tensor<4xf32>, tensor<7xi32>)
  func.return
}

// -----

func.func @all_reduce(%x: tensor<?x4xi8>, %y: tensor<3xi16>) {
  // The operands' shapes, the computation's element type.
  // expected-remark @+1 {{inferred: tensor<?x4xi32>, tensor<3xi32>}}
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x4xi8>, tensor<3xi16>) -> (tensor<2x4xi32>, tensor<3xi32>)
  func.return
}

// -----

func.func @reduce_scatter(%x: tensor<4x?xf32>, %b: tensor<?x3xf16, #stablehlo.bounds<8, ?>>) {
  // scatter_dimension divided by the group size.
  // expected-remark @+1 {{inferred: tensor<2x?xf32>}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x?xf32>) -> tensor<2x5xf32>
  // The bound divided too; the element type is the computation's.
  // expected-remark @+1 {{inferred: tensor<?x3xf32, #stablehlo.bounds<4, ?>>}}
  %1 = "stablehlo.reduce_scatter"(%b) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x3xf16, #stablehlo.bounds<8, ?>>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @collective_reduce(%x: tensor<?xf16>, %y: tensor<3xf16>, %roots: tensor<2xi32>) {
  // The data operands' shapes, the computation's element type.
  // expected-remark @+1 {{inferred: tensor<?xf32>, tensor<3xf32>}}
  %0:2 = "stablehlo.collective_reduce"(%x, %y, %roots) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<?xf16>, tensor<3xf16>, tensor<2xi32>) -> (tensor<4xf32>, tensor<3xf32>)
  func.return
}
