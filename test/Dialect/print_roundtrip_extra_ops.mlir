// RUN: grep -v '^//' %s > %t.want
// RUN: fold-opt %s > %t.got
// RUN: diff -B %t.want %t.got

// The ops StableHLO defines beyond the spec, and cholesky and composite, print
// as stablehlo-opt prints them: this file, written by hand from the assembly
// formats of StableHLO's ODS, prints back unchanged. dot: `, precision =
// [...]` only when given; broadcast: `sizes = [...]`; einsum and
// unary_einsum: `config = "..."`; create_token: `: !stablehlo.token`;
// set_dimension_size: `dim = N`; real_dynamic_slice: its operands;
// cross-replica-sum and torch_index_select: the generic form (StableHLO gives
// them no syntax), attributes as properties; cholesky: `, lower = true` only
// when true, one type when the operand's and result's are equal; composite:
// `"name" %operands ({regions}) {attrs}`, composite_attributes and version
// left out at their defaults ({} and 0).

module {
  func.func @dot(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot %arg0, %arg1 : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func @broadcast(%arg0: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast %arg0, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @einsum(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<3xf32>) {
    %0 = stablehlo.einsum %arg0, %arg1, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.unary_einsum %arg0, config = "ab->b" : (tensor<2x3xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<2x4xf32>, tensor<3xf32>
  }
  func.func @create_token() -> !stablehlo.token {
    %0 = stablehlo.create_token : !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @cross_replica_sum(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.cross-replica-sum"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @torch_index_select(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x5xi32>) -> tensor<2x5x4xf32> {
    %0 = "stablehlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 1 : i64, dim = 1 : i64}> : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
  func.func @set_dimension_size(%arg0: tensor<4x2xf32>, %arg1: tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>> {
    %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
    return %0 : tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  }
  func.func @real_dynamic_slice(%arg0: tensor<?xf32>, %arg1: tensor<1xindex>, %arg2: tensor<1xindex>, %arg3: tensor<1xindex>) -> tensor<?xf32> {
    %0 = stablehlo.real_dynamic_slice %arg0, %arg1, %arg2, %arg3 : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func @cholesky(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %0 = stablehlo.cholesky %arg0, lower = true : tensor<3x3xf32>
    %1 = stablehlo.cholesky %arg0 : tensor<3x3xf32>
    return %0, %1 : tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func @composite(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.composite "my.op" %arg0 {composite_attributes = {k = 3 : i64}, decomposition = @my_op, version = 2 : i32} : (tensor<f32>) -> tensor<f32>
    %2 = stablehlo.composite "my.op" %arg0 ({
    ^bb0(%arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
    return %0, %2 : tensor<f32>, tensor<f32>
  }
  func.func private @my_op(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
}
