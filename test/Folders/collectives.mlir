// -canonicalize never folds a collective, replica_id, partition_id or a
// feed, whatever their operands (their results depend on the other
// processes); the constant computations feeding them fold.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @collectives_stay
// CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<{{\[\[}}2.000000e+00], [4.000000e+00]]> : tensor<2x1xf32>
// CHECK-DAG: %[[G:.*]] = "stablehlo.all_gather"(%[[D]])
// CHECK-DAG: %[[R:.*]] = "stablehlo.all_reduce"(%[[I]])
// CHECK-DAG: %[[CP:.*]] = "stablehlo.collective_permute"(%[[I]])
// CHECK-DAG: %[[CB:.*]] = "stablehlo.collective_broadcast"(%[[I]])
// CHECK-DAG: %[[RID:.*]] = stablehlo.replica_id
// CHECK-DAG: %[[PID:.*]] = stablehlo.partition_id
// CHECK: return %[[G]], %[[R]], %[[CP]], %[[CB]], %[[RID]], %[[PID]]
func.func @collectives_stay() -> (tensor<2x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>) {
  %c = stablehlo.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %d = stablehlo.add %c, %c : tensor<2x1xf32>
  %0 = "stablehlo.all_gather"(%d) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x1xf32>) -> tensor<2x2xf32>
  %i = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %1 = "stablehlo.all_reduce"(%i) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %2 = "stablehlo.collective_permute"(%i) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %3 = "stablehlo.collective_broadcast"(%i) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %4 = stablehlo.replica_id : tensor<ui32>
  %5 = stablehlo.partition_id : tensor<ui32>
  func.return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<ui32>, tensor<ui32>
}

// -----

// CHECK-LABEL: func.func @feeds
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[2, 4, 6]> : tensor<3xi32>
// CHECK-DAG: %[[IN:.*]]:2 = "stablehlo.infeed"
// CHECK: "stablehlo.outfeed"(%[[S]], %[[IN]]#1)
// CHECK: "stablehlo.send"(%[[S]],
// CHECK: return %[[IN]]#0
func.func @feeds(%t: !stablehlo.token) -> (tensor<3xi32>, !stablehlo.token) {
  %v:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = stablehlo.add %c, %c : tensor<3xi32>
  %t2 = "stablehlo.outfeed"(%s, %v#1) : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  %t3 = "stablehlo.send"(%s, %t2) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  func.return %v#0, %t3 : tensor<3xi32>, !stablehlo.token
}
