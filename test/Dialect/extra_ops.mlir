// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the ops StableHLO's ODS defines beyond the spec, in
// StableHLO's syntax.

// CHECK-LABEL: func.func @dot
func.func @dot(%a: tensor<1x2xi32>, %b: tensor<2x1xi32>, %v: tensor<2xi32>) -> (tensor<1x1xi32>, tensor<1xi32>, tensor<i32>, tensor<1xi32>) {
  // CHECK: stablehlo.dot %arg0, %arg1, precision = [DEFAULT, HIGHEST] : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, HIGHEST] : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
  // CHECK: stablehlo.dot %arg0, %arg2 : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<1xi32>
  %1 = stablehlo.dot %a, %v : (tensor<1x2xi32>, tensor<2xi32>) -> tensor<1xi32>
  // CHECK: stablehlo.dot %arg2, %arg2 : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>
  %2 = stablehlo.dot %v, %v : (tensor<2xi32>, tensor<2xi32>) -> tensor<i32>
  // CHECK: stablehlo.dot %arg2, %arg1 : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<1xi32>
  %3 = stablehlo.dot %v, %b : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<1xi32>
  func.return %0, %1, %2, %3 : tensor<1x1xi32>, tensor<1xi32>, tensor<i32>, tensor<1xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%x: tensor<3xi32>, %d: tensor<?xf32>) -> (tensor<1x2x3xi32>, tensor<4x?xf32>) {
  // CHECK: stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %0 = stablehlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
  // CHECK: stablehlo.broadcast %arg1, sizes = [4] : (tensor<?xf32>) -> tensor<4x?xf32>
  %1 = stablehlo.broadcast %d, sizes = [4] : (tensor<?xf32>) -> tensor<4x?xf32>
  func.return %0, %1 : tensor<1x2x3xi32>, tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @einsum
func.func @einsum(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>, %c: tensor<2x3x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x2x3xf32>) {
  // CHECK: stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.unary_einsum %arg0, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  %1 = stablehlo.unary_einsum %a, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
  // CHECK: stablehlo.unary_einsum %arg2, config = "...b->b..." : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %2 = stablehlo.unary_einsum %c, config = "...b->b..." : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  func.return %0, %1, %2 : tensor<4x4xf32>, tensor<4xf32>, tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @create_token
func.func @create_token() -> !stablehlo.token {
  // CHECK: stablehlo.create_token : !stablehlo.token
  %0 = stablehlo.create_token : !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @cross_replica_sum
func.func @cross_replica_sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %0 = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @torch_index_select
func.func @torch_index_select(%x: tensor<8x128x3072x64xf32>, %i: tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32> {
  // CHECK: "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 2 : i64, batch_dims = 1 : i64} : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  func.return %0 : tensor<8x128x16x1024x64xf32>
}

// -----

// CHECK-LABEL: func.func @set_dimension_size
func.func @set_dimension_size(%x: tensor<4x2xf32>, %n: tensor<i32>) -> (tensor<4x2xf32>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>) {
  // CHECK: stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // CHECK: stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  %1 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  func.return %0, %1 : tensor<4x2xf32>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>
}
