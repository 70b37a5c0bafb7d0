// RUN: fold-opt-openxla %s --split-input-file --pass-pipeline="builtin.module(func.func(sccp))" | FileCheck %s

// MLIR's SCCP on openxla's ops: its lattice asks Operation::fold, which
// reaches our fold hook through the registry extension
// (registerOpenXLAFoldExtensions), so a constant subgraph of openxla's
// stablehlo ops becomes one constant.

// CHECK-LABEL: func.func @constant_subgraph
// CHECK-NOT: stablehlo.add
// CHECK-NOT: stablehlo.transpose
// CHECK-NOT: stablehlo.multiply
// CHECK: %[[C:.*]] = stablehlo.constant dense<{{\[}}[8, 16], [12, 20]]> : tensor<2x2xi32>
// CHECK: return %[[C]]
func.func @constant_subgraph() -> tensor<2x2xi32> {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %two = stablehlo.constant dense<2> : tensor<2x2xi32>
  %0 = stablehlo.add %a, %b : tensor<2x2xi32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = stablehlo.multiply %1, %two : tensor<2x2xi32>
  return %2 : tensor<2x2xi32>
}

// -----

// Through a constant predicate: SCCP's lattice reaches the taken branch.
// CHECK-LABEL: func.func @through_if
// CHECK: stablehlo.constant dense<7> : tensor<i32>
func.func @through_if() -> tensor<i32> {
  %p = stablehlo.constant dense<true> : tensor<i1>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %0 = "stablehlo.if"(%p) ({
    %s = stablehlo.add %three, %four : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }, {
    stablehlo.return %three : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A chlo op and an op with a structured attribute (comparison_direction,
// printed and parsed alone on its way through the bridge).
// CHECK-LABEL: func.func @chlo_and_compare
// CHECK-NOT: chlo.erf
// CHECK-NOT: stablehlo.compare
// CHECK-DAG: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-DAG: stablehlo.constant dense<0.000000e+00> : tensor<f32>
func.func @chlo_and_compare() -> (tensor<2xi1>, tensor<f32>) {
  %a = stablehlo.constant dense<[1, 5]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %0 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = chlo.erf %z : tensor<f32> -> tensor<f32>
  return %0, %1 : tensor<2xi1>, tensor<f32>
}

// -----

// IEEE rules hold: x + 0.0 is not x (x may be -0.0), so nothing folds
// without constants.
// CHECK-LABEL: func.func @no_float_identity
// CHECK: stablehlo.add
func.func @no_float_identity(%x: tensor<2xf32>) -> tensor<2xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<2xf32>
  %0 = stablehlo.add %x, %z : tensor<2xf32>
  return %0 : tensor<2xf32>
}
