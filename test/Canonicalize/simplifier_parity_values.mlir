// RUN: fold-opt %s --canonicalize="test-convergence" | FileCheck %s
// RUN: fold-opt %s --interpret
// RUN: fold-opt %s --canonicalize="test-convergence" | fold-opt --interpret

// The simplifier-parity patterns keep values: each private function holds
// rewrites the first RUN line checks do happen; the public functions run
// them on data and check the results before (second RUN line) and after
// (third) canonicalization.

// CHECK-LABEL: func.func private @compare_bool
// CHECK-NOT: stablehlo.compare
// CHECK: return %arg0, %{{.*}}, %{{.*}}, %arg0
func.func private @compare_bool(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.compare EQ, %x, %t : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = stablehlo.compare EQ, %x, %f, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = stablehlo.compare NE, %t, %x, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = stablehlo.compare NE, %x, %f : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

func.func @compare_bool_values() {
  %x = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
  %r:4 = func.call @compare_bool(%x) : (tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>)
  check.expect_eq_const %r#0, dense<[true, false, false, true]> : tensor<4xi1>
  check.expect_eq_const %r#1, dense<[false, true, true, false]> : tensor<4xi1>
  check.expect_eq_const %r#2, dense<[false, true, true, false]> : tensor<4xi1>
  check.expect_eq_const %r#3, dense<[true, false, false, true]> : tensor<4xi1>
  func.return
}

// Splats of NaN with one payload merge; -0.0 keeps its sign.
// CHECK-LABEL: func.func private @concatenate_splats
// CHECK: stablehlo.concatenate %{{.*}}, %arg0, %{{.*}}, dim = 0 : (tensor<3xf32>, tensor<1xf32>, tensor<2xf32>)
func.func private @concatenate_splats(%x: tensor<1xf32>) -> tensor<6xf32> {
  %nan = stablehlo.constant dense<0x7FC00001> : tensor<1xf32>
  %nan2 = stablehlo.constant dense<0x7FC00001> : tensor<2xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<1xf32>
  %0 = stablehlo.concatenate %nan, %nan2, %x, %nz, %nz, dim = 0 : (tensor<1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @concatenate_splats_values() {
  %x = stablehlo.constant dense<[1.5]> : tensor<1xf32>
  %r = func.call @concatenate_splats(%x) : (tensor<1xf32>) -> tensor<6xf32>
  %b = stablehlo.bitcast_convert %r : (tensor<6xf32>) -> tensor<6xui32>
  check.expect_eq_const %b, dense<[2143289345, 2143289345, 2143289345, 1069547520, 2147483648, 2147483648]> : tensor<6xui32>
  func.return
}

// CHECK-LABEL: func.func private @pad_of_empty
// CHECK-NEXT: stablehlo.broadcast_in_dim %arg1, dims = []
func.func private @pad_of_empty(%x: tensor<0x2xf32>, %v: tensor<f32>) -> tensor<2x3xf32> {
  %0 = stablehlo.pad %x, %v, low = [1, 0], high = [1, 1], interior = [1, 0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @pad_of_empty_values() {
  %x = stablehlo.constant dense<> : tensor<0x2xf32>
  %v = stablehlo.constant dense<-0.0> : tensor<f32>
  %r = func.call @pad_of_empty(%x, %v) : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x3xf32>
  %b = stablehlo.bitcast_convert %r : (tensor<2x3xf32>) -> tensor<2x3xui32>
  check.expect_eq_const %b, dense<2147483648> : tensor<2x3xui32>
  func.return
}

// Static result types make the dynamic ops static whatever their shape
// operands hold (the iota then folds).
// CHECK-LABEL: func.func private @dynamic_shapes
// CHECK-NOT: stablehlo.dynamic_
// CHECK: %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<1x2x3xf32>
// CHECK: %[[N:.*]] = stablehlo.negate %[[R]]
// CHECK: return %{{.*}}, %{{.*}}, %[[N]]
func.func private @dynamic_shapes(%s: tensor<2xi64>, %x: tensor<6xf32>, %t: tensor<3xi64>) -> (tensor<2x3xi32>, tensor<1x2x3xf32>, tensor<2x3xf32>) {
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<2x3xi32>
  %1 = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %2 = stablehlo.dynamic_reshape %1, %t : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<1x2x3xf32>
  %3 = stablehlo.negate %1 : tensor<2x3xf32>
  %4 = stablehlo.dynamic_reshape %3, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0, %2, %4 : tensor<2x3xi32>, tensor<1x2x3xf32>, tensor<2x3xf32>
}

func.func @dynamic_shapes_values() {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %t = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %r:3 = func.call @dynamic_shapes(%s, %x, %t) : (tensor<2xi64>, tensor<6xf32>, tensor<3xi64>) -> (tensor<2x3xi32>, tensor<1x2x3xf32>, tensor<2x3xf32>)
  check.expect_eq_const %r#0, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  check.expect_eq_const %r#1, dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<1x2x3xf32>
  check.expect_eq_const %r#2, dense<[[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]> : tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func private @select_slice_broadcast
// CHECK-NOT: stablehlo.not
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK-NOT: stablehlo.dynamic_broadcast_in_dim
// CHECK: return
func.func private @select_slice_broadcast(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>, %i: tensor<i64>, %y: tensor<3xf32>, %s: tensor<1xi64>) -> (tensor<3xf32>, tensor<2xi32>, tensor<3xf32>) {
  %n = stablehlo.not %p : tensor<i1>
  %bn = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<i1>) -> tensor<3xi1>
  %0 = stablehlo.select %bn, %a, %b : tensor<3xi1>, tensor<3xf32>
  %c = stablehlo.constant dense<7> : tensor<5xi32>
  %1 = stablehlo.dynamic_slice %c, %i, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %y, %s, dims = [0] : (tensor<3xf32>, tensor<1xi64>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3xf32>, tensor<2xi32>, tensor<3xf32>
}

// An index far out of range clamps (the splat is read anyway).
func.func @select_slice_broadcast_values() {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  %i = stablehlo.constant dense<100> : tensor<i64>
  %s = stablehlo.constant dense<[3]> : tensor<1xi64>
  %r:3 = func.call @select_slice_broadcast(%t, %a, %b, %i, %a, %s) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>, tensor<i64>, tensor<3xf32>, tensor<1xi64>) -> (tensor<3xf32>, tensor<2xi32>, tensor<3xf32>)
  check.expect_eq_const %r#0, dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  check.expect_eq_const %r#1, dense<7> : tensor<2xi32>
  check.expect_eq_const %r#2, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  func.return
}
