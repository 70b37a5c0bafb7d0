// RUN: fold-opt %s --canonicalize="test-convergence" | FileCheck %s
// RUN: fold-opt %s --interpret
// RUN: fold-opt %s --canonicalize="test-convergence" | fold-opt --interpret

// The elementwise patterns keep values bit for bit. Each private function
// holds rewrites that the first RUN line checks do happen; the public ones
// feed them NaN, -0.0, infinities and extreme integers and check the bits of
// the results, before (second RUN line) and after (third) canonicalization.
// Floats are checked through bitcast_convert, since NaN is never
// IEEE-equal to itself and -0.0 equals +0.0.

// CHECK-LABEL: func.func private @float_identities
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0
func.func private @float_identities(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %nz = stablehlo.constant dense<-0.0> : tensor<6xf32>
  %pz = stablehlo.constant dense<0.0> : tensor<6xf32>
  %one = stablehlo.constant dense<1.0> : tensor<6xf32>
  %0 = stablehlo.add %x, %nz : tensor<6xf32>
  %1 = stablehlo.subtract %x, %pz : tensor<6xf32>
  %2 = stablehlo.multiply %one, %x : tensor<6xf32>
  %3 = stablehlo.divide %x, %one : tensor<6xf32>
  return %0, %1, %2, %3 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}

// -0.0, +0.0, 1.5, inf, -inf, quiet NaN.
func.func @float_identities_values() {
  %x = stablehlo.constant dense<[-0.0, 0.0, 1.5, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<6xf32>
  %r:4 = func.call @float_identities(%x) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
  %b0 = stablehlo.bitcast_convert %r#0 : (tensor<6xf32>) -> tensor<6xui32>
  %b1 = stablehlo.bitcast_convert %r#1 : (tensor<6xf32>) -> tensor<6xui32>
  %b2 = stablehlo.bitcast_convert %r#2 : (tensor<6xf32>) -> tensor<6xui32>
  %b3 = stablehlo.bitcast_convert %r#3 : (tensor<6xf32>) -> tensor<6xui32>
  check.expect_eq_const %b0, dense<[2147483648, 0, 1069547520, 2139095040, 4286578688, 2143289344]> : tensor<6xui32>
  check.expect_eq_const %b1, dense<[2147483648, 0, 1069547520, 2139095040, 4286578688, 2143289344]> : tensor<6xui32>
  check.expect_eq_const %b2, dense<[2147483648, 0, 1069547520, 2139095040, 4286578688, 2143289344]> : tensor<6xui32>
  check.expect_eq_const %b3, dense<[2147483648, 0, 1069547520, 2139095040, 4286578688, 2143289344]> : tensor<6xui32>
  func.return
}

// Constants on the left of compare move right with the converse direction.
// CHECK-LABEL: func.func private @compare_swaps
// CHECK-DAG: stablehlo.compare GT, %arg0, %{{.*}}, FLOAT
// CHECK-DAG: stablehlo.compare LE, %arg0, %{{.*}}, FLOAT
// CHECK-DAG: stablehlo.compare GT, %arg0, %{{.*}}, TOTALORDER
// CHECK-DAG: stablehlo.compare GE, %arg0, %{{.*}}, TOTALORDER
// CHECK-DAG: stablehlo.compare NE, %arg0, %{{.*}}, FLOAT
func.func private @compare_swaps(%x: tensor<6xf32>) -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %c = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0, 0.0, 0xFFC00000, 0x7F800000]> : tensor<6xf32>
  %0 = stablehlo.compare LT, %c, %x, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  %1 = stablehlo.compare GE, %c, %x, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  %2 = stablehlo.compare LT, %c, %x, TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  %3 = stablehlo.compare LE, %c, %x, TOTALORDER : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  %4 = stablehlo.compare NE, %c, %x, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  return %0, %1, %2, %3, %4 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}

// c: NaN, 1.0, -0.0, +0.0, -NaN, inf; x: 1.0, NaN, +0.0, -0.0, 1.0, inf.
func.func @compare_swaps_values() {
  %x = stablehlo.constant dense<[1.0, 0x7FC00000, 0.0, -0.0, 1.0, 0x7F800000]> : tensor<6xf32>
  %r:5 = func.call @compare_swaps(%x) : (tensor<6xf32>) -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>)
  check.expect_eq_const %r#0, dense<[false, false, false, false, false, false]> : tensor<6xi1>
  check.expect_eq_const %r#1, dense<[false, false, true, true, false, true]> : tensor<6xi1>
  check.expect_eq_const %r#2, dense<[false, true, true, false, true, false]> : tensor<6xi1>
  check.expect_eq_const %r#3, dense<[false, true, true, false, true, true]> : tensor<6xi1>
  check.expect_eq_const %r#4, dense<[true, true, false, false, true, false]> : tensor<6xi1>
  func.return
}

// CHECK-LABEL: func.func private @same_operands
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi8>
// CHECK-DAG: %[[E:.*]] = stablehlo.compare EQ, %arg0, %arg0, FLOAT
// CHECK: return %[[T]], %[[F]], %[[E]], %[[Z]], %[[Z]]
func.func private @same_operands(%x: tensor<4xf32>, %i: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) {
  %0 = stablehlo.compare EQ, %x, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare GT, %x, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare EQ, %x, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.subtract %i, %i : tensor<4xi8>
  %4 = stablehlo.xor %i, %i : tensor<4xi8>
  return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<4xi8>
}

func.func @same_operands_values() {
  %x = stablehlo.constant dense<[0x7FC00000, -0.0, 0xFF800000, 2.0]> : tensor<4xf32>
  %i = stablehlo.constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
  %r:5 = func.call @same_operands(%x, %i) : (tensor<4xf32>, tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<4xi8>)
  check.expect_eq_const %r#0, dense<true> : tensor<4xi1>
  check.expect_eq_const %r#1, dense<false> : tensor<4xi1>
  check.expect_eq_const %r#2, dense<[false, true, true, true]> : tensor<4xi1>
  check.expect_eq_const %r#3, dense<0> : tensor<4xi8>
  check.expect_eq_const %r#4, dense<0> : tensor<4xi8>
  func.return
}

// CHECK-LABEL: func.func private @unary_pairs
// CHECK-DAG: %[[A:.*]] = stablehlo.abs %arg0
// CHECK-DAG: %[[B:.*]] = stablehlo.abs %arg1
// CHECK: return %arg0, %arg1, %[[A]], %[[B]]
func.func private @unary_pairs(%i: tensor<3xi8>, %f: tensor<6xf32>) -> (tensor<3xi8>, tensor<6xf32>, tensor<3xi8>, tensor<6xf32>) {
  %0 = stablehlo.negate %i : tensor<3xi8>
  %1 = stablehlo.negate %0 : tensor<3xi8>
  %2 = stablehlo.negate %f : tensor<6xf32>
  %3 = stablehlo.negate %2 : tensor<6xf32>
  %4 = stablehlo.abs %i : tensor<3xi8>
  %5 = stablehlo.abs %4 : tensor<3xi8>
  %6 = stablehlo.abs %f : tensor<6xf32>
  %7 = stablehlo.abs %6 : tensor<6xf32>
  return %1, %3, %5, %7 : tensor<3xi8>, tensor<6xf32>, tensor<3xi8>, tensor<6xf32>
}

// abs(-128) is -128 in i8; -NaN loses its sign under abs.
func.func @unary_pairs_values() {
  %i = stablehlo.constant dense<[-128, -1, 127]> : tensor<3xi8>
  %f = stablehlo.constant dense<[-0.0, 0.0, -1.5, 0xFF800000, 0x7FC00000, 0xFFC00001]> : tensor<6xf32>
  %r:4 = func.call @unary_pairs(%i, %f) : (tensor<3xi8>, tensor<6xf32>) -> (tensor<3xi8>, tensor<6xf32>, tensor<3xi8>, tensor<6xf32>)
  check.expect_eq_const %r#0, dense<[-128, -1, 127]> : tensor<3xi8>
  %b1 = stablehlo.bitcast_convert %r#1 : (tensor<6xf32>) -> tensor<6xui32>
  check.expect_eq_const %b1, dense<[2147483648, 0, 3217031168, 4286578688, 2143289344, 4290772993]> : tensor<6xui32>
  check.expect_eq_const %r#2, dense<[-128, 1, 127]> : tensor<3xi8>
  %b3 = stablehlo.bitcast_convert %r#3 : (tensor<6xf32>) -> tensor<6xui32>
  check.expect_eq_const %b3, dense<[0, 0, 1069547520, 2139095040, 2143289344, 2143289345]> : tensor<6xui32>
  func.return
}

// CHECK-LABEL: func.func private @convert_chains
// CHECK-DAG: stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xi32>
// CHECK-DAG: stablehlo.convert %arg1 : (tensor<4xf16>) -> tensor<4xf64>
// CHECK-DAG: stablehlo.convert %arg2 : (tensor<4xi1>) -> tensor<4xui32>
// CHECK-DAG: %[[F:.*]] = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xf32>
// CHECK-DAG: stablehlo.convert %[[F]] : (tensor<4xf32>) -> tensor<4xui32>
func.func private @convert_chains(%s8: tensor<4xi8>, %h: tensor<4xf16>, %b: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xf64>, tensor<4xui32>, tensor<4xui32>) {
  %0 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xf32>
  %1 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xi32>
  %2 = stablehlo.convert %h : (tensor<4xf16>) -> tensor<4xf32>
  %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xf64>
  %4 = stablehlo.convert %b : (tensor<4xi1>) -> tensor<4xf16>
  %5 = stablehlo.convert %4 : (tensor<4xf16>) -> tensor<4xui32>
  // Not rewritten: -1 saturates to 0 through f32 but wraps in si8 -> ui32.
  %6 = stablehlo.convert %0 : (tensor<4xf32>) -> tensor<4xui32>
  return %1, %3, %5, %6 : tensor<4xi32>, tensor<4xf64>, tensor<4xui32>, tensor<4xui32>
}

// f16: -0.0, 65504, -inf, quiet NaN.
func.func @convert_chains_values() {
  %s8 = stablehlo.constant dense<[-128, -1, 0, 127]> : tensor<4xi8>
  %h = stablehlo.constant dense<[-0.0, 65504.0, 0xFC00, 0x7E00]> : tensor<4xf16>
  %b = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %r:4 = func.call @convert_chains(%s8, %h, %b) : (tensor<4xi8>, tensor<4xf16>, tensor<4xi1>) -> (tensor<4xi32>, tensor<4xf64>, tensor<4xui32>, tensor<4xui32>)
  check.expect_eq_const %r#0, dense<[-128, -1, 0, 127]> : tensor<4xi32>
  %b1 = stablehlo.bitcast_convert %r#1 : (tensor<4xf64>) -> tensor<4xui64>
  check.expect_eq_const %b1, dense<[9223372036854775808, 4679235614791434240, 18442240474082181120, 9221120237041090560]> : tensor<4xui64>
  check.expect_eq_const %r#2, dense<[1, 0, 1, 0]> : tensor<4xui32>
  check.expect_eq_const %r#3, dense<[0, 0, 0, 127]> : tensor<4xui32>
  func.return
}
