// Folded results over 64 KiB (kResourceThreshold) are dense_resource blobs:
// printed once in the dialect_resources section, parsed back, and run by
// --interpret; smaller ones and splats stay dense.
// RUN: fold-opt %s --canonicalize | FileCheck %s
// RUN: fold-opt %s --fold-constants | FileCheck %s
// RUN: fold-opt %s --canonicalize | fold-opt | FileCheck %s
// RUN: fold-opt %s --canonicalize | fold-opt --interpret

// CHECK-LABEL: func.func @main
func.func @main() -> (tensor<20000xi32>, tensor<16000xi32>, tensor<30000xf32>) {
  // 20000 x i32 = 80000 bytes: a blob; multiply reads the iota's blob.
  // CHECK-DAG: %[[BIG:.*]] = stablehlo.constant dense_resource<[[BLOB:sfold_folded[_0-9]*]]> : tensor<20000xi32>
  // 16000 x i32 = 64000 bytes: dense (printed in hex, being large).
  // CHECK-DAG: %[[SMALL:.*]] = stablehlo.constant dense<"0x00000000010000000200000003000000{{[0-9A-F]*}}7F3E0000"> : tensor<16000xi32>
  // A splat is one element whatever its size.
  // CHECK-DAG: %[[SPLAT:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<30000xf32>
  // CHECK-NOT: stablehlo.iota
  // CHECK-NOT: stablehlo.add
  // CHECK-NOT: stablehlo.multiply
  %i = stablehlo.iota dim = 0 : tensor<20000xi32>
  %two = stablehlo.constant dense<2> : tensor<20000xi32>
  %big = stablehlo.multiply %i, %two : tensor<20000xi32>
  // A large iota folds when a user folds with it (docs/folders.md).
  %iota = stablehlo.iota dim = 0 : tensor<16000xi32>
  %zero = stablehlo.constant dense<0> : tensor<16000xi32>
  %small = stablehlo.maximum %iota, %zero : tensor<16000xi32>
  %h = stablehlo.constant dense<1.25> : tensor<30000xf32>
  %splat = stablehlo.add %h, %h : tensor<30000xf32>
  // The barrier is never folded: the slice after it reads the blob when the
  // output is interpreted.
  // CHECK: stablehlo.optimization_barrier %[[BIG]]
  %b = stablehlo.optimization_barrier %big : tensor<20000xi32>
  %s = stablehlo.slice %b [19997:20000] : (tensor<20000xi32>) -> tensor<3xi32>
  check.expect_eq_const %s, dense<[39994, 39996, 39998]> : tensor<3xi32>
  func.return %big, %small, %splat : tensor<20000xi32>, tensor<16000xi32>, tensor<30000xf32>
}

// Alignment 4, then 0, 2, 4, ... little-endian. Only the blob in use is
// printed (the iota's, consumed by the multiply, is not).
// CHECK: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: [[BLOB]]: "0x040000000000000002000000040000000600000008000000{{[0-9A-F]*}}3E9C0000"
// CHECK-NEXT: }
// CHECK-NEXT: }
