// RUN: fold-opt --interpret --split-input-file %s
// RUN: not fold-opt --interpret --split-input-file %S/Inputs/collectives_errors.mlir 2>&1 | FileCheck %s

// CHECK: error: process groups name replica 1, but the grid has 1 replica
// CHECK: error: process 0 of the grid waits for another process, but it runs alone
// CHECK: error: process 1 of the grid is deadlocked: no process can make progress
// CHECK: error: process {{[01]}} of the grid is deadlocked
// CHECK: error: process 2 is in no process group
// CHECK: error: the inputs do not match the arguments of the programs
// CHECK: error: the infeed is empty
// CHECK: error: the grid must have 1 to 256 processes, not 300x1
// CHECK: error: interpreter.run_parallel cannot run inside another
// CHECK: error: expects the ids of replica_groups to be unique, but 0 repeats
// CHECK: error: 'stablehlo.all_reduce' op failed to infer returned types

// Every process knows its place in a 2x3 grid.
module @ids {
  func.func @whoami() -> (tensor<ui32>, tensor<ui32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    func.return %r, %p : tensor<ui32>, tensor<ui32>
  }
  func.func @main() {
    %ids:12 = "interpreter.run_parallel"() {
      programs = [[@whoami, @whoami, @whoami], [@whoami, @whoami, @whoami]]
    } : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>,
               tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>,
               tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %ids#0, dense<0> : tensor<ui32>
    check.expect_eq_const %ids#1, dense<0> : tensor<ui32>
    check.expect_eq_const %ids#4, dense<0> : tensor<ui32>
    check.expect_eq_const %ids#5, dense<2> : tensor<ui32>
    check.expect_eq_const %ids#6, dense<1> : tensor<ui32>
    check.expect_eq_const %ids#7, dense<0> : tensor<ui32>
    check.expect_eq_const %ids#10, dense<1> : tensor<ui32>
    check.expect_eq_const %ids#11, dense<2> : tensor<ui32>
    // Outside run_parallel: process (0, 0).
    %r, %p = func.call @whoami() : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r, dense<0> : tensor<ui32>
    check.expect_eq_const %p, dense<0> : tensor<ui32>
    func.return
  }
}

// -----

// all_gather without a channel gathers across replicas, per partition; with
// a channel across replicas and partitions (partition-major order).
module @all_gather_modes {
  func.func @across_replicas(%x: tensor<1x2xi32>) -> tensor<2x2xi32> {
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<1x2xi32>) -> tensor<2x2xi32>
    func.return %g : tensor<2x2xi32>
  }
  func.func @across_all(%x: tensor<1x2xi32>) -> tensor<1x8xi32> {
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>
    } : (tensor<1x2xi32>) -> tensor<1x8xi32>
    func.return %g : tensor<1x8xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
    %b = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi32>
    %c = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi32>
    %d = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi32>
    // Processes (r0,p0) = a, (r0,p1) = b, (r1,p0) = c, (r1,p1) = d.
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@across_replicas, @across_replicas],
                  [@across_replicas, @across_replicas]]
    } : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>)
      -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>)
    check.expect_eq_const %r#0, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
    check.expect_eq_const %r#1, dense<[[7, 8], [3, 4]]> : tensor<2x2xi32>
    check.expect_eq_const %r#2, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
    check.expect_eq_const %r#3, dense<[[7, 8], [3, 4]]> : tensor<2x2xi32>
    %s:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@across_all, @across_all], [@across_all, @across_all]]
    } : (tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>, tensor<1x2xi32>)
      -> (tensor<1x8xi32>, tensor<1x8xi32>, tensor<1x8xi32>, tensor<1x8xi32>)
    check.expect_eq_const %s#0, dense<[[1, 2, 5, 6, 3, 4, 7, 8]]> : tensor<1x8xi32>
    check.expect_eq_const %s#3, dense<[[1, 2, 5, 6, 3, 4, 7, 8]]> : tensor<1x8xi32>
    func.return
  }
}

// -----

// Flattened ids name processes directly; the computation folds the group
// from left to right (here it keeps its right operand: the last value).
module @all_reduce_flattened {
  func.func @last(%x: tensor<2xf32>) -> tensor<2xf32> {
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%l: tensor<f32>, %rr: tensor<f32>):
      stablehlo.return %rr : tensor<f32>
    }) {
      replica_groups = dense<[[0, 3], [2, 1]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids
    } : (tensor<2xf32>) -> tensor<2xf32>
    func.return %r : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[0.0, 0.5]> : tensor<2xf32>
    %b = stablehlo.constant dense<[1.0, 1.5]> : tensor<2xf32>
    %c = stablehlo.constant dense<[2.0, 2.5]> : tensor<2xf32>
    %d = stablehlo.constant dense<[3.0, 3.5]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@last, @last], [@last, @last]]
    } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
      -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[3.0, 3.5]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[1.0, 1.5]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[1.0, 1.5]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<[3.0, 3.5]> : tensor<2xf32>
    func.return
  }
}

// -----

// A computation that is one binary op runs as that op's elementwise kernel,
// with its bits: maximum quiets a signalling NaN (the first NaN operand's
// wins), add of two NaNs keeps the first, -0.0 + -0.0 is -0.0, and
// max(-0.0, +0.0) is +0.0. The group folds in its order: [1, 0] computes
// op(process 1's value, process 0's value).
module @all_reduce_binary_ops {
  func.func @max(%x: tensor<4xf32>) -> tensor<4xf32> {
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%l: tensor<f32>, %rr: tensor<f32>):
      %m = stablehlo.maximum %l, %rr : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) {
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<4xf32>) -> tensor<4xf32>
    func.return %r : tensor<4xf32>
  }
  func.func @add(%x: tensor<4xbf16>) -> tensor<2xbf16> {
    %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%l: tensor<bf16>, %rr: tensor<bf16>):
      %a = stablehlo.add %l, %rr : tensor<bf16>
      stablehlo.return %a : tensor<bf16>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<4xbf16>) -> tensor<2xbf16>
    func.return %s : tensor<2xbf16>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[0x7F800001, 1.0, 0.0, 0xFFC00005]> : tensor<4xf32>
    %b = stablehlo.constant dense<[2.0, 0xFF800003, -0.0, 0x7FC00007]> : tensor<4xf32>
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@max], [@max]]
    } : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    check.expect_eq_const %r#0, dense<[0x7FC00001, 0xFFC00003, 0.0, 0x7FC00007]> : tensor<4xf32>
    check.expect_eq %r#0, %r#1 : tensor<4xf32>
    %c = stablehlo.constant dense<[0x7FC1, -0.0, 1.0, 0xFF81]> : tensor<4xbf16>
    %d = stablehlo.constant dense<[0xFFC2, -0.0, 0x7F80, 2.0]> : tensor<4xbf16>
    %s:2 = "interpreter.run_parallel"(%c, %d) {
      programs = [[@add], [@add]]
    } : (tensor<4xbf16>, tensor<4xbf16>) -> (tensor<2xbf16>, tensor<2xbf16>)
    check.expect_eq_const %s#0, dense<[0x7FC1, -0.0]> : tensor<2xbf16>
    check.expect_eq_const %s#1, dense<[0x7F80, 0xFFC1]> : tensor<2xbf16>
    func.return
  }
}

// -----

// Ragged groups pad with -1; reduce_scatter hands each process its part of
// the reduced value (here: the first process's value).
module @ragged_and_scatter {
  func.func @first(%x: tensor<4xi64>) -> tensor<4xi64> {
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
      stablehlo.return %l : tensor<i64>
    }) {
      replica_groups = dense<[[2, 0], [1, -1]]> : tensor<2x2xi64>
    } : (tensor<4xi64>) -> tensor<4xi64>
    func.return %r : tensor<4xi64>
  }
  func.func @scatter(%x: tensor<2x2xi64>) -> tensor<1x2xi64> {
    %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
      stablehlo.return %l : tensor<i64>
    }) {
      scatter_dimension = 0 : i64,
      replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>
    } : (tensor<2x2xi64>) -> tensor<1x2xi64>
    func.return %s : tensor<1x2xi64>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %b = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    %c = stablehlo.constant dense<[9, 10, 11, 12]> : tensor<4xi64>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@first], [@first], [@first]]
    } : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
      -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %r#0, dense<[9, 10, 11, 12]> : tensor<4xi64>
    check.expect_eq_const %r#1, dense<[5, 6, 7, 8]> : tensor<4xi64>
    check.expect_eq_const %r#2, dense<[9, 10, 11, 12]> : tensor<4xi64>
    %m0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %m1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    // The group is [1, 0]: the reduction keeps process 1's value, and
    // process 1 (first in the group) gets its first row.
    %s:2 = "interpreter.run_parallel"(%m0, %m1) {
      programs = [[@scatter], [@scatter]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %s#0, dense<[[7, 8]]> : tensor<1x2xi64>
    check.expect_eq_const %s#1, dense<[[5, 6]]> : tensor<1x2xi64>
    func.return
  }
}

// -----

// all_to_all across partitions (with a channel): part i of every process
// goes to the i-th process of the group.
module @all_to_all_partitions {
  func.func @exchange(%x: tensor<2x3xui8>) -> tensor<6x1xui8> {
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 3 : i64,
      replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
    } : (tensor<2x3xui8>) -> tensor<6x1xui8>
    func.return %r : tensor<6x1xui8>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui8>
    %b = stablehlo.constant dense<[[11, 12, 13], [14, 15, 16]]> : tensor<2x3xui8>
    %c = stablehlo.constant dense<[[21, 22, 23], [24, 25, 26]]> : tensor<2x3xui8>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@exchange, @exchange, @exchange]]
    } : (tensor<2x3xui8>, tensor<2x3xui8>, tensor<2x3xui8>)
      -> (tensor<6x1xui8>, tensor<6x1xui8>, tensor<6x1xui8>)
    check.expect_eq_const %r#0, dense<[[1], [4], [11], [14], [21], [24]]> : tensor<6x1xui8>
    check.expect_eq_const %r#2, dense<[[3], [6], [13], [16], [23], [26]]> : tensor<6x1xui8>
    func.return
  }
}

// -----

// collective_broadcast copies the root's operands to its group; processes in
// no group get zeros. A dynamic root picks, per operand, the index of the
// source in the group.
module @broadcast {
  func.func @from_first(%x: tensor<2xi16>) -> tensor<2xi16> {
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[2, 0]]> : tensor<1x2xi64>
    } : (tensor<2xi16>) -> tensor<2xi16>
    func.return %r : tensor<2xi16>
  }
  func.func @dynamic(%x: tensor<2xi16>, %y: tensor<f64>, %root: tensor<2xi32>)
      -> (tensor<2xi16>, tensor<f64>) {
    %r:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {
      replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>,
      has_dynamic_root
    } : (tensor<2xi16>, tensor<f64>, tensor<2xi32>) -> (tensor<2xi16>, tensor<f64>)
    func.return %r#0, %r#1 : tensor<2xi16>, tensor<f64>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi16>
    %b = stablehlo.constant dense<[3, 4]> : tensor<2xi16>
    %c = stablehlo.constant dense<[5, 6]> : tensor<2xi16>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@from_first], [@from_first], [@from_first]]
    } : (tensor<2xi16>, tensor<2xi16>, tensor<2xi16>)
      -> (tensor<2xi16>, tensor<2xi16>, tensor<2xi16>)
    check.expect_eq_const %r#0, dense<[5, 6]> : tensor<2xi16>
    check.expect_eq_const %r#1, dense<0> : tensor<2xi16>
    check.expect_eq_const %r#2, dense<[5, 6]> : tensor<2xi16>
    %fa = stablehlo.constant dense<0.5> : tensor<f64>
    %fb = stablehlo.constant dense<1.5> : tensor<f64>
    %fc = stablehlo.constant dense<2.5> : tensor<f64>
    %root = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
    %d:6 = "interpreter.run_parallel"(%a, %fa, %root, %b, %fb, %root, %c, %fc, %root) {
      programs = [[@dynamic], [@dynamic], [@dynamic]]
    } : (tensor<2xi16>, tensor<f64>, tensor<2xi32>, tensor<2xi16>, tensor<f64>,
         tensor<2xi32>, tensor<2xi16>, tensor<f64>, tensor<2xi32>)
      -> (tensor<2xi16>, tensor<f64>, tensor<2xi16>, tensor<f64>, tensor<2xi16>, tensor<f64>)
    check.expect_eq_const %d#0, dense<[5, 6]> : tensor<2xi16>
    check.expect_eq_const %d#1, dense<1.5> : tensor<f64>
    check.expect_eq_const %d#4, dense<[5, 6]> : tensor<2xi16>
    check.expect_eq_const %d#5, dense<1.5> : tensor<f64>
    func.return
  }
}

// -----

// collective_reduce leaves the result on the group's root only;
// collective_permute moves values along the pairs (a process no pair
// targets gets zeros).
module @reduce_and_permute {
  func.func @reduce(%x: tensor<3xui32>) -> tensor<3xui32> {
    %r = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%l: tensor<ui32>, %rr: tensor<ui32>):
      stablehlo.return %rr : tensor<ui32>
    }) {
      replica_groups = dense<[[1, 2, 0]]> : tensor<1x3xi64>
    } : (tensor<3xui32>) -> tensor<3xui32>
    func.return %r : tensor<3xui32>
  }
  func.func @permute(%x: tensor<3xui32>) -> tensor<3xui32> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 2], [2, 1]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>
    } : (tensor<3xui32>) -> tensor<3xui32>
    func.return %r : tensor<3xui32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 1, 1]> : tensor<3xui32>
    %b = stablehlo.constant dense<[2, 2, 2]> : tensor<3xui32>
    %c = stablehlo.constant dense<[3, 3, 3]> : tensor<3xui32>
    %r:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@reduce], [@reduce], [@reduce]]
    } : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
      -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<3xui32>
    check.expect_eq_const %r#1, dense<1> : tensor<3xui32>
    check.expect_eq_const %r#2, dense<0> : tensor<3xui32>
    // Across partitions (a channel): pairs name partitions.
    %p:3 = "interpreter.run_parallel"(%a, %b, %c) {
      programs = [[@permute, @permute, @permute]]
    } : (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
      -> (tensor<3xui32>, tensor<3xui32>, tensor<3xui32>)
    check.expect_eq_const %p#0, dense<0> : tensor<3xui32>
    check.expect_eq_const %p#1, dense<3> : tensor<3xui32>
    check.expect_eq_const %p#2, dense<1> : tensor<3xui32>
    func.return
  }
}

// -----

// send and recv: host transfers share one FIFO per channel; device
// transfers follow source_target_pairs of flattened process ids.
module @send_recv {
  func.func @producer(%x: tensor<2xi8>, %t: !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi8>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.send"(%x, %x, %t1) {
      channel_handle = #stablehlo.channel_handle<handle = 9, type = 1>,
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xi8>, tensor<2xi8>, !stablehlo.token) -> !stablehlo.token
    func.return %t2 : !stablehlo.token
  }
  func.func @consumer(%t: !stablehlo.token) -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
    // Receives from the device channel first: order does not matter.
    %y, %z, %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 9, type = 1>,
      source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (!stablehlo.token) -> (tensor<2xi8>, tensor<2xi8>, !stablehlo.token)
    %x, %t2 = "stablehlo.recv"(%t1) {
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi8>, !stablehlo.token)
    func.return %x, %y, %z : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
  }
  func.func @main() {
    %v = stablehlo.constant dense<[-5, 5]> : tensor<2xi8>
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%v, %t, %t) {
      programs = [[@producer], [@consumer]]
    } : (tensor<2xi8>, !stablehlo.token, !stablehlo.token)
      -> (!stablehlo.token, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>)
    check.expect_eq_const %r#1, dense<[-5, 5]> : tensor<2xi8>
    check.expect_eq_const %r#2, dense<[-5, 5]> : tensor<2xi8>
    check.expect_eq_const %r#3, dense<[-5, 5]> : tensor<2xi8>
    func.return
  }
}

// -----

// infeed reads the functions of run_parallel's `infeed` in order; outfeed
// takes anything. async_start / async_done wrap a collective.
module @feeds_and_async {
  func.func @feed0() -> (tensor<2xf32>, tensor<i1>) {
    %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<true> : tensor<i1>
    func.return %a, %b : tensor<2xf32>, tensor<i1>
  }
  func.func @feed1() -> (tensor<2xf32>, tensor<i1>) {
    %a = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<false> : tensor<i1>
    func.return %a, %b : tensor<2xf32>, tensor<i1>
  }
  func.func @reader(%t: !stablehlo.token) -> (tensor<2xf32>, tensor<i1>, tensor<2xf32>) {
    %a, %b, %t1 = "stablehlo.infeed"(%t) {infeed_config = ""}
      : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
    %c, %d, %t2 = "stablehlo.infeed"(%t1)
      : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>, !stablehlo.token)
    %t3 = "stablehlo.outfeed"(%a, %d, %t2) {outfeed_config = "x"}
      : (tensor<2xf32>, tensor<i1>, !stablehlo.token) -> !stablehlo.token
    %f = "stablehlo.async_start"(%c) ({
      %g = "stablehlo.all_gather"(%c) {
        all_gather_dim = 0 : i64,
        replica_groups = dense<[[0]]> : tensor<1x1xi64>
      } : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %g : tensor<2xf32>
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<2xf32>>
    %e = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf32>>) -> tensor<2xf32>
    func.return %a, %b, %e : tensor<2xf32>, tensor<i1>, tensor<2xf32>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:3 = "interpreter.run_parallel"(%t) {
      infeed = [@feed0, @feed1],
      programs = [[@reader]]
    } : (!stablehlo.token) -> (tensor<2xf32>, tensor<i1>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[1.0, 2.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<true> : tensor<i1>
    check.expect_eq_const %r#2, dense<[3.0, 4.0]> : tensor<2xf32>
    func.return
  }
}

// -----

// Collectives in a loop match by their order in each process; outside
// run_parallel they run on a grid of one process.
module @loops_and_single {
  func.func @loop(%y: tensor<1xui64>) -> tensor<2xui64> {
    %start = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
    %stop = stablehlo.constant dense<[0, 4]> : tensor<2xui64>
    %true = stablehlo.constant dense<true> : tensor<i1>
    %false = stablehlo.constant dense<false> : tensor<i1>
    %zero = stablehlo.constant dense<0> : tensor<2xui64>
    %s, %acc = stablehlo.while(%i = %start, %g = %zero) : tensor<2xui64>, tensor<2xui64>
     cond {
      %done = stablehlo.custom_call @check.eq(%i, %stop) : (tensor<2xui64>, tensor<2xui64>) -> tensor<i1>
      %more = "stablehlo.if"(%done) ({
        stablehlo.return %false : tensor<i1>
      }, {
        stablehlo.return %true : tensor<i1>
      }) : (tensor<i1>) -> tensor<i1>
      stablehlo.return %more : tensor<i1>
    } do {
      %next, %bits = stablehlo.rng_bit_generator %i, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
      %gathered = "stablehlo.all_gather"(%y) {
        all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
      } : (tensor<1xui64>) -> tensor<2xui64>
      stablehlo.return %next, %gathered : tensor<2xui64>, tensor<2xui64>
    }
    func.return %acc : tensor<2xui64>
  }
  func.func @main() {
    %a = stablehlo.constant dense<7> : tensor<1xui64>
    %b = stablehlo.constant dense<8> : tensor<1xui64>
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@loop], [@loop]]
    } : (tensor<1xui64>, tensor<1xui64>) -> (tensor<2xui64>, tensor<2xui64>)
    check.expect_eq_const %r#0, dense<[7, 8]> : tensor<2xui64>
    check.expect_eq_const %r#1, dense<[7, 8]> : tensor<2xui64>
    %x = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0]]> : tensor<1x1xi64>
    } : (tensor<1x2xi32>) -> tensor<1x2xi32>
    check.expect_eq_const %g, dense<[[1, 2]]> : tensor<1x2xi32>
    func.return
  }
}
