// RUN: fold-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(sccp))" | FileCheck %s --check-prefixes=ALL,SCCP
// RUN: fold-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(canonicalize))" | FileCheck %s --check-prefixes=ALL,CANON
// RUN: fold-opt %s --split-input-file --pass-pipeline="builtin.module(inline,func.func(sccp,canonicalize),cse)" | FileCheck %s --check-prefixes=ALL,PIPE

// Upstream passes alone, no pass of this project's, in pipelines a
// downstream user would build: they fold stablehlo ops through the dialect's
// fold interface (registerStablehloFolders), each within the fold hook's
// budget and policy (docs/folders.md).

// Arithmetic and data movement on constants fold under SCCP and the
// canonicalizer alike.
// ALL-LABEL: func.func @constant_chain
// ALL-NOT: stablehlo.add
// ALL-NOT: stablehlo.transpose
// ALL-NOT: stablehlo.multiply
// ALL: %[[C:.*]] = stablehlo.constant dense<{{\[}}[8, 16], [12, 20]]> : tensor<2x2xi32>
// ALL: return %[[C]]
func.func @constant_chain() -> tensor<2x2xi32> {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %two = stablehlo.constant dense<2> : tensor<2x2xi32>
  %0 = stablehlo.add %a, %b : tensor<2x2xi32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = stablehlo.multiply %1, %two : tensor<2x2xi32>
  return %2 : tensor<2x2xi32>
}

// -----

// SCCP folds through an if whose predicate is constant (its lattice reaches
// the branch); the canonicalizer inlines the branch and folds it.
// ALL-LABEL: func.func @through_control_flow
// SCCP: stablehlo.constant dense<7> : tensor<i32>
// CANON-NOT: stablehlo.if
// CANON: %[[C:.*]] = stablehlo.constant dense<7> : tensor<i32>
// CANON: return %[[C]]
// PIPE-NOT: stablehlo.if
// PIPE: %[[C:.*]] = stablehlo.constant dense<7> : tensor<i32>
// PIPE: return %[[C]]
func.func @through_control_flow() -> tensor<i32> {
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

// Across a call: inlining brings the constants to the ops.
// PIPE-LABEL: func.func @across_call
// PIPE-NOT: call
// PIPE: %[[C:.*]] = stablehlo.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// PIPE: return %[[C]]
func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @across_call() -> tensor<2xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = func.call @double(%c) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The hook's policy holds on these paths too: an integer division by zero
// stays.
// ALL-LABEL: func.func @policy
// ALL: stablehlo.divide
func.func @policy() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %z = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %0 = stablehlo.divide %a, %z : tensor<2xi32>
  return %0 : tensor<2xi32>
}
