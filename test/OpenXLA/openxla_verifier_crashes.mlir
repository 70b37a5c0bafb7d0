// RUN: not fold-opt-openxla %s --split-input-file 2>&1 | FileCheck %s
// RUN: not fold-opt-openxla %s --split-input-file --interpret 2>&1 | FileCheck %s

// Ops on which openxla's own verifiers or shape functions crash (found by
// scripts/fuzz-malformed.py): our verifiers run first and report them at
// their locations, so the driver exits with an error instead of a crash.
// Each chunk would crash fold-opt-openxla --verify-with-stablehlo-fold=false.

// CHECK: openxla_verifier_crashes.mlir:[[# @LINE + 2]]:8: error: expects replica_groups to have groups of split_count (2) processes, found none
func.func @all_to_all_without_groups(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return %r : tensor<4x2xf32>
}

// -----

// CHECK: openxla_verifier_crashes.mlir:[[# @LINE + 2]]:8: error: broadcast_dimensions entry -1 is out of range for rank 2
func.func @negative_broadcast_dimension(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: -1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
