// --fold-constants evaluates whole constant subgraphs, ops with regions
// included, with the interpreter's kernels.
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants=report=true 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// A reduce with a region and the data movement feeding it fold together.
// CHECK-LABEL: func.func @reduce_subgraph
func.func @reduce_subgraph() -> tensor<2xi64> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[3, 12]> : tensor<2xi64>
  // CHECK-NEXT: return %[[C]]
  %c = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>
  %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xi64>) -> tensor<3x2xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3x2xi64>, tensor<i64>) -> tensor<2xi64>
  func.return %r : tensor<2xi64>
}

// -----

// A sort with a comparator region.
// CHECK-LABEL: func.func @sort
func.func @sort() -> tensor<4xi32> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[9, 5, 2, 1]> : tensor<4xi32>
  // CHECK-NEXT: return %[[C]]
  %c = stablehlo.constant dense<[2, 9, 1, 5]> : tensor<4xi32>
  %s = "stablehlo.sort"(%c) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xi32>) -> tensor<4xi32>
  func.return %s : tensor<4xi32>
}

// -----

// Side effects stay, and so does what depends on an argument.
// CHECK-LABEL: func.func @keeps
func.func @keeps(%x: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK: stablehlo.custom_call @check.expect_eq
  // CHECK: stablehlo.reverse %arg0
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  stablehlo.custom_call @check.expect_eq(%c, %c) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
  %r = stablehlo.reverse %x, dims = [0] : tensor<2xi32>
  func.return %r : tensor<2xi32>
}

// REPORT: remark: fold-constants: folded 2 ops into 64 bytes of constants; declined 0 (operand not constant)
// REPORT: remark: fold-constants: folded 1 ops into 16 bytes of constants; declined 0 (operand not constant)
// REPORT: remark: fold-constants: folded 0 ops into 0 bytes of constants; declined 1 (operand not constant), 1 (side effects), 0 (over the size budget), 0 (over the work budget), 0 (not static), 0 (keep-floats), 0 (evaluation failed), 0 (kept by policy)

// -----

// Shape computations fold on a dynamic program without refining it: the
// size of a static dimension is a constant, that of a dynamic one is not.
// CHECK-LABEL: func.func @dynamic_shape_computation
// CHECK: stablehlo.get_dimension_size %{{.*}}, dim = 0
// CHECK-NOT: get_dimension_size
// CHECK: stablehlo.constant dense<8> : tensor<1xi32>
// CHECK: stablehlo.dynamic_broadcast_in_dim {{.*}} -> tensor<?x8xf32>
func.func @dynamic_shape_computation(%arg0: tensor<?x4xf32>) -> tensor<?x8xf32> {
  %d = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x4xf32>) -> tensor<i32>
  %e = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %r = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %re = stablehlo.reshape %e : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %m = stablehlo.multiply %r, %two : tensor<1xi32>
  %s = stablehlo.concatenate %re, %m, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %b = stablehlo.dynamic_broadcast_in_dim %z, %s, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}
