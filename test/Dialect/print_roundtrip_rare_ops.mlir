// RUN: grep -v '^//' %s > %t.want
// RUN: fold-opt %s > %t.got
// RUN: diff -B %t.want %t.got

// Ops the conformance programs never show, written by hand from the
// assembly formats of StableHLO's ODS, print back unchanged. after_all and
// tuple print a space before their operands even when there are none (so
// two before the `:`), as every declarative format does; optimization_barrier
// without operands prints `()`; dynamic_broadcast_in_dim's known dimensions
// are attributes in the dictionary; dynamic_pad prints its operands;
// partition_id and replica_id their result type.

module {
  func.func @tokens(%arg0: !stablehlo.token, %arg1: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token, tuple<>) {
    %0 = stablehlo.after_all %arg0, %arg1 : !stablehlo.token
    %1 = stablehlo.after_all  : !stablehlo.token
    %2 = stablehlo.tuple  : tuple<>
    return %0, %1, %2 : !stablehlo.token, !stablehlo.token, tuple<>
  }
  func.func @barrier(%arg0: tensor<f32>, %arg1: tensor<2xi32>) -> (tensor<f32>, tensor<2xi32>) {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<f32>, tensor<2xi32>
    stablehlo.optimization_barrier()
    return %0#0, %0#1 : tensor<f32>, tensor<2xi32>
  }
  func.func @dynamic(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>, %arg2: tensor<f32>, %arg3: tensor<1xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) {
    %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [1] {known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %2 = stablehlo.dynamic_pad %arg0, %arg2, %arg3, %arg3, %arg3 : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
    return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>
  }
  func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.replica_id : tensor<ui32>
    return %0, %1 : tensor<ui32>, tensor<ui32>
  }
}
