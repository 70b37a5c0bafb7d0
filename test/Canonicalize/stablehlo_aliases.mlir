// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-simplification | FileCheck %s --check-prefix=SIMP
// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-folder | FileCheck %s --check-prefix=FOLD1
// RUN: fold-opt %s --split-input-file --stablehlo-aggressive-folder="fold-op-element-limit=4" | FileCheck %s --check-prefix=FOLD4

// StableHLO's pass names: the simplification is the canonicalizer (patterns
// and folds); the folder is fold-constants with a budget of
// fold-op-element-limit 8-byte elements (default 1), splats exempt.

// SIMP-LABEL: func.func @aliases
// SIMP-NOT: stablehlo.transpose
// SIMP-DAG: %[[C:.*]] = stablehlo.constant dense<[5, 7, 9]> : tensor<3xi32>
// SIMP: return %arg0, %[[C]]
// FOLD1-LABEL: func.func @aliases
// FOLD1: stablehlo.transpose
// FOLD1: stablehlo.add
// FOLD4-LABEL: func.func @aliases
// FOLD4: stablehlo.transpose
// FOLD4-NOT: stablehlo.add
// FOLD4: stablehlo.constant dense<[5, 7, 9]> : tensor<3xi32>
func.func @aliases(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xi32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %2 = stablehlo.add %a, %b : tensor<3xi32>
  return %1, %2 : tensor<2x3xf32>, tensor<3xi32>
}
