// RUN: grep -v '^//' %s > %t.want
// RUN: fold-opt %s > %t.got
// RUN: diff -B %t.want %t.got

// fold-opt prints every chlo op as stablehlo-opt does, so this file, written
// by hand from the assembly formats of CHLO's ODS (and ChloOps.cpp for scan),
// prints back unchanged: unary ops `%x : T -> T`; broadcast ops
// `%a, %b {attrs} : (A, B) -> R`; next_after, polygamma, zeta, mulhi
// `%a, %b : A, B -> R`; top_k `(%x, k = K)`, with `, is_stable = false`
// only when not the default, its results named %values and %indices (ODS
// names the results of an op with several); constant `dense<...> : T`; constant_like and
// ragged_dot in the generic form (CHLO gives them no syntax); scan
// `(%x) inits (%c) dimension=N` followed by two spaces, or one space and
// ` attributes {...} ` when it has others, its body's arguments named
// %input and %carry.

module {
  func.func @unary(%arg0: tensor<4xf32>, %arg1: tensor<2xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xi1>, tensor<2xcomplex<f32>>) {
    %0 = chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
    %1 = chlo.erf_inv %0 : tensor<4xf32> -> tensor<4xf32>
    %2 = chlo.is_inf %1 : tensor<4xf32> -> tensor<4xi1>
    %3 = chlo._asin_acos_kernel %arg1 : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
    return %1, %2, %3 : tensor<4xf32>, tensor<4xi1>, tensor<2xcomplex<f32>>
  }
  func.func @broadcast(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<2xf32>, %arg3: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>) {
    %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    %1 = chlo.broadcast_multiply %arg0, %arg2 {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
    %2 = chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
    %3 = chlo.broadcast_compare %arg0, %arg2 {broadcast_dimensions = array<i64: 0>, compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xi1>
    %4 = chlo.broadcast_select %arg3, %arg0, %arg1 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xf32>
  }
  func.func @binary(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
    %0 = chlo.next_after %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    %1 = chlo.polygamma %arg0, %0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    %2 = chlo.zeta %arg0, %1 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    %3 = chlo.mulhi %arg1, %arg1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
    return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
  }
  func.func @top_k(%arg0: tensor<5x3xf32>) -> (tensor<5x2xf32>, tensor<5x2xi32>, tensor<5x1xi32>) {
    %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 1, is_stable = false) : tensor<5x3xf32> -> (tensor<5x1xf32>, tensor<5x1xi32>)
    return %values, %indices, %indices_1 : tensor<5x2xf32>, tensor<5x2xi32>, tensor<5x1xi32>
  }
  func.func @constants(%arg0: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
    %0 = chlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = "chlo.constant_like"(%arg0) <{value = 2.000000e+00 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
    return %0, %1 : tensor<f32>, tensor<4xf32>
  }
  func.func @ragged_dot(%arg0: tensor<11x5xf32>, %arg1: tensor<3x5x7xf32>, %arg2: tensor<3xi64>) -> tensor<11x7xf32> {
    %0 = "chlo.ragged_dot"(%arg0, %arg1, %arg2) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    return %0 : tensor<11x7xf32>
  }
  func.func @scan(%arg0: tensor<4x2xi32>, %arg1: tensor<2xi32>) -> (tensor<4x2xi32>, tensor<2xi32>, tensor<4x2xi32>, tensor<2xi32>) {
    %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  {
    ^bb0(%input: tensor<2xi32>, %carry: tensor<2xi32>):
      %2 = stablehlo.add %input, %carry : tensor<2xi32>
      stablehlo.return %2, %2 : tensor<2xi32>, tensor<2xi32>
    } : (tensor<4x2xi32>, tensor<2xi32>) -> (tensor<4x2xi32>, tensor<2xi32>)
    %1:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  attributes {is_associative = true, is_reverse = true, scan_dim_size = 4 : i64} {
    ^bb0(%input: tensor<2xi32>, %carry: tensor<2xi32>):
      %2 = stablehlo.maximum %input, %carry : tensor<2xi32>
      stablehlo.return %2, %2 : tensor<2xi32>, tensor<2xi32>
    } : (tensor<4x2xi32>, tensor<2xi32>) -> (tensor<4x2xi32>, tensor<2xi32>)
    return %0#0, %0#1, %1#0, %1#1 : tensor<4x2xi32>, tensor<2xi32>, tensor<4x2xi32>, tensor<2xi32>
  }
}
