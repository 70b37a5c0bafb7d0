// RUN: fold-opt-openxla %s --split-input-file --stablehlo-refine-shapes | FileCheck %s
// RUN: fold-opt-openxla %s --split-input-file --stablehlo-fold-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: fold-opt-openxla %s --split-input-file --stablehlo-aggressive-simplification --stablehlo-target-independent-optimization | FileCheck %s --check-prefix=ALIAS

// Our refinement passes, the fold pipeline and StableHLO's pass names (our
// aliases) on openxla IR, through the bridge. openxla's passes of the same
// names are not built into fold-opt-openxla.

// CHECK-LABEL: func.func @refine
// CHECK-SAME: -> tensor<3x4xf32>
// CHECK: stablehlo.abs %{{.*}} : tensor<3x4xf32>
// CHECK: stablehlo.add %{{.*}} : tensor<3x4xf32>
// ALIAS-LABEL: func.func @refine
// ALIAS: stablehlo.add
func.func @refine(%arg0: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.abs %arg0 : (tensor<3x4xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.add %0, %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// The pipeline folds to a fixed point across calls.
// PIPE-LABEL: func.func @across_call
// PIPE-NOT: call
// PIPE: %[[C:.*]] = stablehlo.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// PIPE: return %[[C]]
// ALIAS-LABEL: func.func @across_call
// ALIAS: call @double
func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @across_call() -> tensor<2xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = func.call @double(%c) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
