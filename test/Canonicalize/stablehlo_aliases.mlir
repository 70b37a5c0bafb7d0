// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-simplification | FileCheck %s --check-prefix=SIMP
// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-folder | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-folder="fold-op-element-limit=1 assume-no-undeclared-side-effects=true optimize-float=false" | FileCheck %s --check-prefix=FOLD1

// StableHLO's pass names: the simplification is the canonicalizer (patterns
// and folds); the folder is fold-constants with a budget of
// fold-op-element-limit 8-byte elements (default 65536, StableHLO's),
// splats exempt, and StableHLO's folder rewrites, but none of the
// simplification's.

// SIMP-LABEL: func.func @aliases
// SIMP-NOT: stablehlo.transpose
// SIMP-DAG: %[[C:.*]] = stablehlo.constant dense<[5, 7, 9]> : tensor<3xi32>
// SIMP: return %arg0, %[[C]]
// FOLD-LABEL: func.func @aliases
// FOLD-NEXT: stablehlo.constant dense<[5, 7, 9]> : tensor<3xi32>
// FOLD-NEXT: stablehlo.transpose
// FOLD-NEXT: stablehlo.transpose
// FOLD-NEXT: return
// FOLD1-LABEL: func.func @aliases
// FOLD1: stablehlo.transpose
// FOLD1: stablehlo.add
func.func @aliases(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xi32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %2 = stablehlo.add %a, %b : tensor<3xi32>
  return %1, %2 : tensor<2x3xf32>, tensor<3xi32>
}

// -----

// The folder's rewrites besides evaluation: a while whose condition is
// false, a case on a constant index (whose branch then folds), a reduce whose
// body returns a value it does not compute from its arguments,
// set_dimension_size to the size the type has, dynamic_slice of a splat.
// The identity add(x, 0) is the simplification's, not the folder's.
// FOLD-LABEL: func.func @folder_rewrites
// FOLD-DAG: %[[S:.*]] = stablehlo.constant dense<7.000000e+00> : tensor<3xf32>
// FOLD-DAG: %[[R:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
// FOLD-DAG: %[[D:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
// FOLD-DAG: %[[Z:.*]] = stablehlo.constant dense<0>
// FOLD-DAG: %[[A:.*]] = stablehlo.add %arg1, %[[Z]]
// FOLD-NOT: stablehlo.while
// FOLD-NOT: stablehlo.case
// FOLD-NOT: stablehlo.set_dimension_size
// FOLD: return %arg0, %[[S]], %[[R]], %arg0, %[[D]], %[[A]]
// SIMP-LABEL: func.func @folder_rewrites
// SIMP-NOT: stablehlo.add
// SIMP: return
func.func @folder_rewrites(%x: tensor<4xf32>, %n: tensor<i32>, %m: tensor<4x3xf32>) -> (tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xf32>, tensor<i32>) {
  %0 = stablehlo.while(%a = %x) : tensor<4xf32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %y = stablehlo.multiply %a, %a : tensor<4xf32>
    stablehlo.return %y : tensor<4xf32>
  }
  %i = stablehlo.constant dense<1> : tensor<i32>
  %1 = "stablehlo.case"(%i) ({
    %c = stablehlo.constant dense<1.0> : tensor<3xf32>
    stablehlo.return %c : tensor<3xf32>
  }, {
    %c = stablehlo.constant dense<3.0> : tensor<3xf32>
    %d = stablehlo.constant dense<4.0> : tensor<3xf32>
    %e = stablehlo.add %c, %d : tensor<3xf32>
    stablehlo.return %e : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%m init: %init) across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %two = stablehlo.constant dense<2.0> : tensor<f32>
    stablehlo.return %two : tensor<f32>
  }
  %four = stablehlo.constant dense<4> : tensor<i32>
  %3 = stablehlo.set_dimension_size %x, %four, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %ones = stablehlo.constant dense<1.0> : tensor<8xf32>
  %4 = stablehlo.dynamic_slice %ones, %n, sizes = [2] : (tensor<8xf32>, tensor<i32>) -> tensor<2xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %5 = stablehlo.add %n, %zero : tensor<i32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xf32>, tensor<i32>
}
