// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s --check-prefix=CANON
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --split-input-file --sccp | FileCheck %s --check-prefix=SCCP

// The fold path keeps discardable attributes (docs/canonicalization.md,
// "Attributes of replaced ops"): the fold hook declines an op whose
// attributes a fold would lose; the canonicalization pattern FoldKeepingAttrs
// and --fold-constants fold it and give the constant its attributes. SCCP,
// which only has the hook, leaves it.

// CANON-LABEL: func.func @constant_takes_attrs
// CANON: %[[C:.*]] = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<[4, 6]> : tensor<2xi32>
// CANON: return %[[C]]
// FOLD-LABEL: func.func @constant_takes_attrs
// FOLD: %[[C:.*]] = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<[4, 6]> : tensor<2xi32>
// FOLD: return %[[C]]
// SCCP-LABEL: func.func @constant_takes_attrs
// SCCP: stablehlo.add {{.*}} {mhlo.sharding = "{replicated}"}
func.func @constant_takes_attrs() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b {mhlo.sharding = "{replicated}"} : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Without attributes, every path folds.
// CANON-LABEL: func.func @no_attrs
// CANON: stablehlo.constant dense<[4, 6]>
// FOLD-LABEL: func.func @no_attrs
// FOLD: stablehlo.constant dense<[4, 6]>
// SCCP-LABEL: func.func @no_attrs
// SCCP-NOT: stablehlo.add
// SCCP: stablehlo.constant dense<[4, 6]>
func.func @no_attrs() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// An identity fold to a block argument has no op to take the sharding: the
// reshape stays (before, the fold dropped the sharding). To an op's result,
// that op takes it.
// CANON-LABEL: func.func @identity_fold
// CANON: stablehlo.reshape %arg0 {mhlo.sharding = "{replicated}"}
// CANON: %[[A:.*]] = stablehlo.abs %arg0 {mhlo.sharding = "{maximal device=0}"}
// CANON-NOT: stablehlo.reshape
// CANON: return
func.func @identity_fold(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.reshape %x {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.abs %x : tensor<2xf32>
  %2 = stablehlo.reshape %1 {mhlo.sharding = "{maximal device=0}"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %2 : tensor<2xf32>, tensor<2xf32>
}

// -----

// --fold-constants: an op of several results with attributes has no one
// constant to give them to: it stays.
// FOLD-LABEL: func.func @several_results
// FOLD: stablehlo.sort
func.func @several_results() -> (tensor<2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0:2 = "stablehlo.sort"(%a, %b) ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>, %r: tensor<i32>, %s: tensor<i32>):
    %c = stablehlo.compare LT, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, mhlo.frontend_attributes = {k = "v"}} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2xi32>, tensor<2xi32>
}
