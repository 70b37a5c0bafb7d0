// Input of the downstream example (examples/downstream/main.cpp). The CHECK
// lines are what downstream-fold prints with its default budget of 32 bytes,
// the BUDGET64 lines what it prints with --size-budget=64; with
// --fold-pipeline (buildFoldPipeline) it prints the CHECK lines too; the
// UPSTREAM lines are what it prints with --upstream-only (inline, sccp,
// canonicalize, cse: the stablehlo folds through the fold interface alone,
// which evaluates no op with a region).
// scripts/check-downstream.sh runs all three and checks them with FileCheck.

// The per-column maxima of a constant matrix, computed through a transpose
// and a reduce with a region, in a function of its own.
func.func private @column_max() -> tensor<3xf32> {
  %w = stablehlo.constant dense<[[1.0, 5.0], [4.0, -2.0], [0.5, 3.0]]> : tensor<3x2xf32>
  %wt = stablehlo.transpose %w, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%wt init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %pad = stablehlo.constant dense<1.0> : tensor<1xf32>
  %r = stablehlo.concatenate %max, %pad, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// After inlining, the whole scale computation is constant: it folds into one
// 24-byte constant, and CSE makes the two products one.
// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<{{\[}}[4.000000e+00, 5.000000e+00, 1.000000e+00], [4.000000e+00, 5.000000e+00, 1.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.multiply %[[X]], %[[C]] : tensor<2x3xf32>
// CHECK-NEXT: return %[[Y]], %[[Y]]
// CHECK-NOT: func.func private @column_max
// UPSTREAM-LABEL: func.func @scale
// UPSTREAM-NOT: stablehlo.transpose
// UPSTREAM: %[[W:.*]] = stablehlo.constant dense<{{\[}}[1.000000e+00, 4.000000e+00, 5.000000e-01], [5.000000e+00, -2.000000e+00, 3.000000e+00]]> : tensor<2x3xf32>
// UPSTREAM: %[[M:.*]] = stablehlo.reduce(%[[W]] init:
// UPSTREAM: %[[Y:.*]] = stablehlo.multiply
// UPSTREAM-NEXT: return %[[Y]], %[[Y]]
func.func @scale(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %m = func.call @column_max() : () -> tensor<3xf32>
  %b = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %y = stablehlo.multiply %x, %b : tensor<2x3xf32>
  %b2 = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %y2 = stablehlo.multiply %x, %b2 : tensor<2x3xf32>
  func.return %y, %y2 : tensor<2x3xf32>, tensor<2x3xf32>
}

// A reduce whose 64-byte result is over the budget stays; the canonicalizer
// still folds the iota (no region, under its own 4 MiB budget).
// CHECK-LABEL: func.func @over_budget
// CHECK: stablehlo.constant dense<{{.*}}> : tensor<2x16xi32>
// CHECK: stablehlo.reduce
// CHECK-SAME: -> tensor<16xi32>
// With --size-budget=64 it fits, and folds:
// BUDGET64-LABEL: func.func @over_budget
// BUDGET64-NEXT: %[[S:.*]] = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]> : tensor<16xi32>
// BUDGET64-NEXT: return %[[S]]
// UPSTREAM-LABEL: func.func @over_budget
// UPSTREAM-NOT: stablehlo.iota
// UPSTREAM: stablehlo.constant dense<{{.*}}> : tensor<2x16xi32>
// UPSTREAM: stablehlo.reduce
func.func @over_budget() -> tensor<16xi32> {
  %i = stablehlo.iota dim = 1 : tensor<2x16xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%i init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2x16xi32>, tensor<i32>) -> tensor<16xi32>
  func.return %s : tensor<16xi32>
}
