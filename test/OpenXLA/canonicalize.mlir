// RUN: fold-opt-openxla %s --split-input-file --canonicalize | FileCheck %s

// MLIR's canonicalizer on openxla's ops: openxla's own patterns, and every
// fold through our extension (identities and evaluation, fold-opt's bits).

// CHECK-LABEL: func.func @folds_chain
// CHECK-NOT: stablehlo.add
// CHECK-NOT: stablehlo.reshape
// CHECK: %[[C:.*]] = stablehlo.constant dense<{{\[}}[4.500000e+00, -1.000000e+00]]> : tensor<1x2xf32>
// CHECK: return %[[C]]
func.func @folds_chain() -> tensor<1x2xf32> {
  %a = stablehlo.constant dense<[1.5, -3.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.reshape %0 : (tensor<2xf32>) -> tensor<1x2xf32>
  return %1 : tensor<1x2xf32>
}

// -----

// An identity needs no constants: a reshape to its own type is its operand.
// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT: return %[[X]]
func.func @identity(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.reshape %x : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Splats stay splats, and a large result is a dense_resource blob as
// fold-opt makes it.
// CHECK-LABEL: func.func @splat_and_large
// CHECK-DAG: stablehlo.constant dense<3> : tensor<100000xi32>
// CHECK-DAG: stablehlo.constant dense_resource<{{.*}}> : tensor<32768xi32>
func.func @splat_and_large() -> (tensor<100000xi32>, tensor<32768xi32>) {
  %one = stablehlo.constant dense<1> : tensor<100000xi32>
  %two = stablehlo.constant dense<2> : tensor<100000xi32>
  %0 = stablehlo.add %one, %two : tensor<100000xi32>
  %i = stablehlo.iota dim = 0 : tensor<32768xi32>
  %s = stablehlo.constant dense<5> : tensor<32768xi32>
  %1 = stablehlo.add %i, %s : tensor<32768xi32>
  return %0, %1 : tensor<100000xi32>, tensor<32768xi32>
}

// -----

// Integer division by zero stays an op (fold-opt's policy).
// CHECK-LABEL: func.func @kept_division
// CHECK: stablehlo.divide
func.func @kept_division() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[4, 6]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %0 = stablehlo.divide %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// An op whose discardable attributes a fold would lose stays (the hook
// declines, as fold-opt's); fold-constants folds it and keeps them
// (fold_constants.mlir).
// CHECK-LABEL: func.func @keeps_attrs
// CHECK: stablehlo.add {{.*}} {mhlo.sharding = "{replicated}"}
func.func @keeps_attrs() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b {mhlo.sharding = "{replicated}"} : tensor<2xi32>
  return %0 : tensor<2xi32>
}
