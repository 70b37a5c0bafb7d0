// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Elementwise canonicalization patterns: for each, a case where it fires and
// cases where it must not. elementwise_values.mlir runs the same kinds of
// rewrites on NaN, -0.0, infinities and extreme integers.

//===----------------------------------------------------------------------===//
// Constants to the right of commutative ops (the Commutative trait's fold)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @commutative_constant_to_rhs
func.func @commutative_constant_to_rhs(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  // CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<3> : tensor<4xi32>
  // CHECK-DAG: %[[ADD:.*]] = stablehlo.add %arg0, %[[C]]
  // CHECK-DAG: %[[MUL:.*]] = stablehlo.multiply %arg0, %[[C]]
  // CHECK-DAG: %[[AND:.*]] = stablehlo.and %arg0, %[[C]]
  // CHECK-DAG: %[[OR:.*]] = stablehlo.or %arg0, %[[C]]
  // CHECK-DAG: %[[XOR:.*]] = stablehlo.xor %arg0, %[[C]]
  // CHECK-DAG: %[[MAX:.*]] = stablehlo.maximum %arg0, %[[C]]
  // CHECK-DAG: %[[MIN:.*]] = stablehlo.minimum %arg0, %[[C]]
  // CHECK: return %[[ADD]], %[[MUL]], %[[AND]], %[[OR]], %[[XOR]], %[[MAX]], %[[MIN]]
  %c = stablehlo.constant dense<3> : tensor<4xi32>
  %0 = stablehlo.add %c, %x : tensor<4xi32>
  %1 = stablehlo.multiply %c, %x : tensor<4xi32>
  %2 = stablehlo.and %c, %x : tensor<4xi32>
  %3 = stablehlo.or %c, %x : tensor<4xi32>
  %4 = stablehlo.xor %c, %x : tensor<4xi32>
  %5 = stablehlo.maximum %c, %x : tensor<4xi32>
  %6 = stablehlo.minimum %c, %x : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Non-commutative ops keep a constant on the left.
// CHECK-LABEL: func.func @noncommutative_constant_stays_left
func.func @noncommutative_constant_stays_left(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: stablehlo.subtract %[[C:.*]], %arg0
  // CHECK: stablehlo.divide %[[C]], %arg0
  // CHECK: stablehlo.power %[[C]], %arg0
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.subtract %c, %x : tensor<4xf32>
  %1 = stablehlo.divide %c, %x : tensor<4xf32>
  %2 = stablehlo.power %c, %x : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// compare: constant to the right
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @compare_constant_to_rhs
func.func @compare_constant_to_rhs(%x: tensor<4xf32>, %i: tensor<4xi32>, %u: tensor<4xui32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-DAG: %[[NAN:.*]] = stablehlo.constant dense<0x7FC00000> : tensor<4xf32>
  // CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<7> : tensor<4xi32>
  // CHECK-DAG: %[[LT:.*]] = stablehlo.compare GT, %arg0, %[[NAN]], FLOAT
  // CHECK-DAG: %[[LE:.*]] = stablehlo.compare GE, %arg0, %[[NAN]], FLOAT
  // CHECK-DAG: %[[GT:.*]] = stablehlo.compare LT, %arg0, %[[NAN]], TOTALORDER
  // CHECK-DAG: %[[GE:.*]] = stablehlo.compare LE, %arg0, %[[NAN]] :
  // CHECK-DAG: %[[EQ:.*]] = stablehlo.compare EQ, %arg0, %[[NAN]], FLOAT
  // CHECK-DAG: %[[NE:.*]] = stablehlo.compare NE, %arg0, %[[NAN]], TOTALORDER
  // CHECK-DAG: %[[S:.*]] = stablehlo.compare GT, %arg1, %[[C]], SIGNED
  // CHECK-DAG: %[[CU:.*]] = stablehlo.constant dense<7> : tensor<4xui32>
  // CHECK-DAG: %[[U:.*]] = stablehlo.compare LE, %arg2, %[[CU]], UNSIGNED
  // CHECK: return %[[LT]], %[[LE]], %[[GT]], %[[GE]], %[[EQ]], %[[NE]], %[[S]], %[[U]]
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<4xf32>
  %c = stablehlo.constant dense<7> : tensor<4xi32>
  %0 = stablehlo.compare LT, %nan, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare LE, %nan, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare GT, %nan, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.compare GE, %nan, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.compare EQ, %nan, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = stablehlo.compare NE, %nan, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %6 = stablehlo.compare LT, %c, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %cu = stablehlo.constant dense<7> : tensor<4xui32>
  %7 = stablehlo.compare GE, %cu, %u, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// A constant already on the right, or no constant at all: unchanged. A
// dynamic operand keeps its type through the swap.
// CHECK-LABEL: func.func @compare_no_swap
func.func @compare_no_swap(%x: tensor<4xf32>, %y: tensor<4xf32>, %d: tensor<?xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<?xi1>) {
  // CHECK: stablehlo.compare LT, %arg0, %{{.*}}, FLOAT
  // CHECK: stablehlo.compare LT, %arg0, %arg1, FLOAT
  // CHECK: stablehlo.compare GT, %arg2, %{{.*}} : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xi1>
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.compare LT, %x, %c, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare LT, %c, %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<?xi1>
}

// -----

//===----------------------------------------------------------------------===//
// compare(x, x)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @compare_same_integer
func.func @compare_same_integer(%i: tensor<4xi32>, %u: tensor<4xui8>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
  // CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
  // CHECK: return %[[T]], %[[T]], %[[T]], %[[F]], %[[F]], %[[F]]
  %0 = stablehlo.compare EQ, %i, %i, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare LE, %u, %u : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %2 = stablehlo.compare GE, %b, %b, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = stablehlo.compare NE, %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %4 = stablehlo.compare LT, %u, %u, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %5 = stablehlo.compare GT, %b, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Under TOTALORDER every float, NaN included, equals itself.
// CHECK-LABEL: func.func @compare_same_totalorder
func.func @compare_same_totalorder(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  // CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
  // CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
  // CHECK: return %[[T]], %[[F]]
  %0 = stablehlo.compare EQ, %x, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare LT, %x, %x, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// IEEE compares (FLOAT or no type) of a float with itself: NaN is unequal to
// itself, so nothing is known. Complex likewise. A dynamic result has no
// constant of its type.
// CHECK-LABEL: func.func @compare_same_no_fold
func.func @compare_same_no_fold(%x: tensor<4xf32>, %z: tensor<4xcomplex<f32>>, %d: tensor<?xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<?xi1>) {
  // CHECK: %[[A:.*]] = stablehlo.compare EQ, %arg0, %arg0, FLOAT
  // CHECK: %[[B:.*]] = stablehlo.compare NE, %arg0, %arg0 :
  // CHECK: %[[C:.*]] = stablehlo.compare GE, %arg0, %arg0 :
  // CHECK: %[[D:.*]] = stablehlo.compare EQ, %arg1, %arg1
  // CHECK: %[[E:.*]] = stablehlo.compare EQ, %arg2, %arg2
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
  %0 = stablehlo.compare EQ, %x, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare NE, %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare GE, %x, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.compare EQ, %z, %z : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %4 = stablehlo.compare EQ, %d, %d : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<?xi1>
}

// -----

//===----------------------------------------------------------------------===//
// Integer and boolean identities
//===----------------------------------------------------------------------===//

// The constant may be on either side of a commutative op.
// CHECK-LABEL: func.func @integer_identities
func.func @integer_identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  // CHECK-NOT: stablehlo.add
  // CHECK-NOT: stablehlo.subtract
  // CHECK-NOT: stablehlo.multiply
  // CHECK-NOT: stablehlo.divide
  // CHECK-NOT: stablehlo.and
  // CHECK-NOT: stablehlo.or
  // CHECK-NOT: stablehlo.xor
  // CHECK-NOT: stablehlo.shift
  // CHECK: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %ones = stablehlo.constant dense<-1> : tensor<4xi32>
  %0 = stablehlo.add %zero, %x : tensor<4xi32>
  %1 = stablehlo.subtract %x, %zero : tensor<4xi32>
  %2 = stablehlo.multiply %one, %x : tensor<4xi32>
  %3 = stablehlo.divide %x, %one : tensor<4xi32>
  %4 = stablehlo.and %ones, %x : tensor<4xi32>
  %5 = stablehlo.or %x, %zero : tensor<4xi32>
  %6 = stablehlo.xor %zero, %x : tensor<4xi32>
  %7 = stablehlo.shift_left %x, %zero : tensor<4xi32>
  %8 = stablehlo.shift_right_arithmetic %x, %zero : tensor<4xi32>
  %9 = stablehlo.shift_right_logical %x, %zero : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Absorbing values replace the op; unsigned and booleans too.
// CHECK-LABEL: func.func @integer_absorbing
func.func @integer_absorbing(%x: tensor<4xui16>, %b: tensor<4xi1>) -> (tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xui16>
  // CHECK-DAG: %[[M:.*]] = stablehlo.constant dense<65535> : tensor<4xui16>
  // CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
  // CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
  // CHECK: return %[[Z]], %[[Z]], %[[M]], %[[F]], %[[F]], %[[T]]
  %zero = stablehlo.constant dense<0> : tensor<4xui16>
  %max = stablehlo.constant dense<65535> : tensor<4xui16>
  %false = stablehlo.constant dense<false> : tensor<4xi1>
  %true = stablehlo.constant dense<true> : tensor<4xi1>
  %0 = stablehlo.multiply %x, %zero : tensor<4xui16>
  %1 = stablehlo.and %zero, %x : tensor<4xui16>
  %2 = stablehlo.or %x, %max : tensor<4xui16>
  %3 = stablehlo.multiply %b, %false : tensor<4xi1>
  %4 = stablehlo.and %b, %false : tensor<4xi1>
  %5 = stablehlo.or %true, %b : tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Booleans: add is `or`, multiply is `and`; `true` is both 1 and all ones.
// CHECK-LABEL: func.func @boolean_identities
func.func @boolean_identities(%b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0
  %false = stablehlo.constant dense<false> : tensor<4xi1>
  %true = stablehlo.constant dense<true> : tensor<4xi1>
  %0 = stablehlo.add %b, %false : tensor<4xi1>
  %1 = stablehlo.multiply %b, %true : tensor<4xi1>
  %2 = stablehlo.and %b, %true : tensor<4xi1>
  %3 = stablehlo.or %b, %false : tensor<4xi1>
  %4 = stablehlo.xor %b, %false : tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Constants that are not the identity (or not splat) leave the op alone.
// CHECK-LABEL: func.func @integer_identities_no_fire
func.func @integer_identities_no_fire(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  // CHECK: stablehlo.add %arg0
  // CHECK: stablehlo.multiply %arg0
  // CHECK: stablehlo.divide %arg0
  // CHECK: stablehlo.and %arg0
  // CHECK: stablehlo.or %arg0
  // CHECK: stablehlo.subtract %{{.*}}, %arg0
  // CHECK: stablehlo.shift_left %{{.*}}, %arg0
  %c = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %two = stablehlo.constant dense<2> : tensor<2xi32>
  %m = stablehlo.constant dense<-1> : tensor<2xi32>
  %z = stablehlo.constant dense<0> : tensor<2xi32>
  %0 = stablehlo.add %x, %c : tensor<2xi32>
  %1 = stablehlo.multiply %x, %two : tensor<2xi32>
  %2 = stablehlo.divide %x, %m : tensor<2xi32>
  %3 = stablehlo.and %x, %two : tensor<2xi32>
  %4 = stablehlo.or %x, %two : tensor<2xi32>
  %5 = stablehlo.subtract %z, %x : tensor<2xi32>
  %6 = stablehlo.shift_left %z, %x : tensor<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// A result that refines its operand's type cannot be replaced by the operand;
// with the same dynamic type it can.
// CHECK-LABEL: func.func @identity_types
func.func @identity_types(%d: tensor<?xi32>, %b: tensor<?xi32, #stablehlo.bounds<8>>) -> (tensor<4xi32>, tensor<?xi32>, tensor<?xi32, #stablehlo.bounds<8>>) {
  // CHECK: %[[A:.*]] = stablehlo.add %arg0, %{{.*}} : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  // CHECK: return %[[A]], %arg0, %arg1
  %c = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.add %d, %c : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = stablehlo.add %d, %c : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  %2 = stablehlo.or %b, %c : (tensor<?xi32, #stablehlo.bounds<8>>, tensor<4xi32>) -> tensor<?xi32, #stablehlo.bounds<8>>
  return %0, %1, %2 : tensor<4xi32>, tensor<?xi32>, tensor<?xi32, #stablehlo.bounds<8>>
}

// -----

// sub(x, x) and xor(x, x) are 0 for integers and booleans.
// CHECK-LABEL: func.func @self_inverse
func.func @self_inverse(%x: tensor<4xi32>, %b: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi1>) {
  // CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
  // CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
  // CHECK: return %[[Z]], %[[Z]], %[[F]]
  %0 = stablehlo.subtract %x, %x : tensor<4xi32>
  %1 = stablehlo.xor %x, %x : tensor<4xi32>
  %2 = stablehlo.xor %b, %b : tensor<4xi1>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// Floats: inf - inf and NaN - NaN are NaN; a dynamic result has no constant.
// CHECK-LABEL: func.func @self_inverse_no_fire
func.func @self_inverse_no_fire(%x: tensor<4xf32>, %d: tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xi32>) {
  // CHECK: %[[A:.*]] = stablehlo.subtract %arg0, %arg0
  // CHECK: %[[B:.*]] = stablehlo.subtract %arg1, %arg1
  // CHECK: %[[C:.*]] = stablehlo.xor %arg1, %arg1
  // CHECK: return %[[A]], %[[B]], %[[C]]
  %0 = stablehlo.subtract %x, %x : tensor<4xf32>
  %1 = stablehlo.subtract %d, %d : tensor<?xi32>
  %2 = stablehlo.xor %d, %d : tensor<?xi32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?xi32>, tensor<?xi32>
}

// -----

//===----------------------------------------------------------------------===//
// Float identities
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @float_identities
func.func @float_identities(%x: tensor<4xf32>, %h: tensor<4xbf16>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>) {
  // CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg1
  %nz = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %pz = stablehlo.constant dense<0.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %hnz = stablehlo.constant dense<-0.0> : tensor<4xbf16>
  %0 = stablehlo.add %nz, %x : tensor<4xf32>
  %1 = stablehlo.subtract %x, %pz : tensor<4xf32>
  %2 = stablehlo.multiply %x, %one : tensor<4xf32>
  %3 = stablehlo.divide %x, %one : tensor<4xf32>
  %4 = stablehlo.add %h, %hnz : tensor<4xbf16>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>
}

// -----

// Not exact for floats: -0.0 + 0.0 is +0.0, -0.0 - -0.0 is +0.0, inf * 0.0
// is NaN and -1.0 * 0.0 is -0.0. Complex: (inf + 0i) * (1 + 0i) has a NaN
// imaginary part.
// CHECK-LABEL: func.func @float_identities_no_fire
func.func @float_identities_no_fire(%x: tensor<4xf32>, %z: tensor<4xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xf32>) {
  // CHECK: %[[A:.*]] = stablehlo.add %arg0
  // CHECK: %[[B:.*]] = stablehlo.subtract %arg0
  // CHECK: %[[C:.*]] = stablehlo.multiply %arg0
  // CHECK: %[[D:.*]] = stablehlo.multiply %arg1
  // CHECK: %[[E:.*]] = stablehlo.divide %arg0
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
  %pz = stablehlo.constant dense<0.0> : tensor<4xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %m1 = stablehlo.constant dense<-1.0> : tensor<4xf32>
  %zone = stablehlo.constant dense<(1.0, 0.0)> : tensor<4xcomplex<f32>>
  %0 = stablehlo.add %x, %pz : tensor<4xf32>
  %1 = stablehlo.subtract %x, %nz : tensor<4xf32>
  %2 = stablehlo.multiply %x, %pz : tensor<4xf32>
  %3 = stablehlo.multiply %z, %zone : tensor<4xcomplex<f32>>
  %4 = stablehlo.divide %x, %m1 : tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xf32>
}

// -----

// Integer multiply by 0 is 0, float multiply by 0.0 is not rewritten.
// CHECK-LABEL: func.func @mul_zero
func.func @mul_zero(%i: tensor<3xi8>, %f: tensor<3xf16>) -> (tensor<3xi8>, tensor<3xf16>) {
  // CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<3xi8>
  // CHECK-DAG: %[[M:.*]] = stablehlo.multiply %arg1
  // CHECK: return %[[Z]], %[[M]]
  %zi = stablehlo.constant dense<0> : tensor<3xi8>
  %zf = stablehlo.constant dense<0.0> : tensor<3xf16>
  %0 = stablehlo.multiply %i, %zi : tensor<3xi8>
  %1 = stablehlo.multiply %f, %zf : tensor<3xf16>
  return %0, %1 : tensor<3xi8>, tensor<3xf16>
}

// -----

//===----------------------------------------------------------------------===//
// Unary pairs
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @negate_negate
func.func @negate_negate(%i: tensor<4xi32>, %f: tensor<4xf32>, %z: tensor<4xcomplex<f64>>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: return %arg0, %arg1, %arg2
  %0 = stablehlo.negate %i : tensor<4xi32>
  %1 = stablehlo.negate %0 : tensor<4xi32>
  %2 = stablehlo.negate %f : tensor<4xf32>
  %3 = stablehlo.negate %2 : tensor<4xf32>
  %4 = stablehlo.negate %z : tensor<4xcomplex<f64>>
  %5 = stablehlo.negate %4 : tensor<4xcomplex<f64>>
  return %1, %3, %5 : tensor<4xi32>, tensor<4xf32>, tensor<4xcomplex<f64>>
}

// -----

// Quantized negation rounds and clamps: kept. A refined result type is kept.
// CHECK-LABEL: func.func @negate_negate_no_fire
func.func @negate_negate_no_fire(%q: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %d: tensor<?xf32>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>) {
  // CHECK: stablehlo.negate
  // CHECK: stablehlo.negate
  // CHECK: stablehlo.negate %arg1
  // CHECK: stablehlo.negate
  %0 = stablehlo.negate %q : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %1 = stablehlo.negate %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %2 = stablehlo.negate %d : tensor<?xf32>
  %3 = stablehlo.negate %2 : (tensor<?xf32>) -> tensor<4xf32>
  return %1, %3 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @abs_abs
func.func @abs_abs(%i: tensor<4xi8>, %f: tensor<4xf32>) -> (tensor<4xi8>, tensor<4xf32>) {
  // CHECK-DAG: %[[I:.*]] = stablehlo.abs %arg0
  // CHECK-DAG: %[[F:.*]] = stablehlo.abs %arg1
  // CHECK-NOT: stablehlo.abs
  // CHECK: return %[[I]], %[[F]]
  %0 = stablehlo.abs %i : tensor<4xi8>
  %1 = stablehlo.abs %0 : tensor<4xi8>
  %2 = stablehlo.abs %f : tensor<4xf32>
  %3 = stablehlo.abs %2 : tensor<4xf32>
  return %1, %3 : tensor<4xi8>, tensor<4xf32>
}

// -----

// The modulus of a complex number may be a NaN with its sign bit set, which
// the second abs clears.
// CHECK-LABEL: func.func @abs_abs_complex
func.func @abs_abs_complex(%z: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
  // CHECK: stablehlo.abs
  // CHECK: stablehlo.abs
  %0 = stablehlo.abs %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %1 = stablehlo.abs %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// not(not(x)) keeps x only when the types agree.
// CHECK-LABEL: func.func @not_not_refined
func.func @not_not_refined(%x: tensor<?xi8>) -> (tensor<4xi8>, tensor<?xi8>) {
  // CHECK: %[[A:.*]] = stablehlo.not %arg0
  // CHECK: %[[B:.*]] = stablehlo.not %[[A]] : (tensor<?xi8>) -> tensor<4xi8>
  // CHECK: return %[[B]], %arg0
  %0 = stablehlo.not %x : tensor<?xi8>
  %1 = stablehlo.not %0 : (tensor<?xi8>) -> tensor<4xi8>
  %2 = stablehlo.not %0 : tensor<?xi8>
  return %1, %2 : tensor<4xi8>, tensor<?xi8>
}

// -----

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @select_splat_pred
func.func @select_splat_pred(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: return %arg0, %arg1, %arg1
  %t = stablehlo.constant dense<true> : tensor<4xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.select %t, %a, %b : tensor<4xi1>, tensor<4xf32>
  %1 = stablehlo.select %f, %a, %b : tensor<i1>, tensor<4xf32>
  %2 = "stablehlo.select"(%f, %a, %b) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A non-splat predicate, or a branch whose type is less refined than the
// result's, keeps the select.
// CHECK-LABEL: func.func @select_pred_no_fire
func.func @select_pred_no_fire(%a: tensor<2xf32>, %b: tensor<2xf32>, %d: tensor<?xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK: %[[A:.*]] = stablehlo.select %{{.*}}, %arg0, %arg1
  // CHECK: %[[B:.*]] = stablehlo.select %{{.*}}, %arg2, %arg1
  // CHECK: return %[[A]], %[[B]]
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %t = stablehlo.constant dense<true> : tensor<2xi1>
  %0 = stablehlo.select %p, %a, %b : tensor<2xi1>, tensor<2xf32>
  %1 = stablehlo.select %t, %d, %b : (tensor<2xi1>, tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @select_not
func.func @select_not(%p: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg0, %arg2, %arg1
  // CHECK-NEXT: return %[[S]]
  %n = stablehlo.not %p : tensor<4xi1>
  %0 = stablehlo.select %n, %a, %b : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A not that refines the predicate's type goes too: select takes a predicate
// of compatible shape, and its result keeps its type.
// CHECK-LABEL: func.func @select_not_refined
func.func @select_not_refined(%p: tensor<?xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg0, %arg2, %arg1 : tensor<?xi1>, tensor<4xi32>
  // CHECK-NEXT: return %[[S]]
  %n = stablehlo.not %p : (tensor<?xi1>) -> tensor<4xi1>
  %0 = stablehlo.select %n, %a, %b : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

//===----------------------------------------------------------------------===//
// real / imag / complex
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @complex_parts
func.func @complex_parts(%a: tensor<4xf32>, %b: tensor<4xf32>, %z: tensor<4xcomplex<f64>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f64>>) {
  // CHECK-NEXT: return %arg0, %arg1, %arg2
  %c = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
  %re = stablehlo.real %c : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %im = stablehlo.imag %c : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %zr = stablehlo.real %z : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %zi = stablehlo.imag %z : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %w = stablehlo.complex %zr, %zi : tensor<4xcomplex<f64>>
  return %re, %im, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f64>>
}

// -----

// Parts of different numbers, or a refined type, stay.
// CHECK-LABEL: func.func @complex_parts_no_fire
func.func @complex_parts_no_fire(%z: tensor<4xcomplex<f32>>, %w: tensor<4xcomplex<f32>>, %d: tensor<?xf32>) -> (tensor<4xcomplex<f32>>, tensor<4xf32>) {
  // CHECK: %[[C:.*]] = stablehlo.complex
  // CHECK: %[[R:.*]] = stablehlo.real %[[D:.*]] : (tensor<?xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: return %[[C]], %[[R]]
  %re = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %im = stablehlo.imag %w : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %c = stablehlo.complex %re, %im : tensor<4xcomplex<f32>>
  %dc = stablehlo.complex %d, %d : tensor<?xcomplex<f32>>
  %r = stablehlo.real %dc : (tensor<?xcomplex<f32>>) -> tensor<4xf32>
  return %c, %r : tensor<4xcomplex<f32>>, tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// convert chains
//===----------------------------------------------------------------------===//

// Exact first conversions: the chain becomes one convert.
// CHECK-LABEL: func.func @convert_exact_chains
func.func @convert_exact_chains(%s8: tensor<4xi8>, %h: tensor<4xf16>, %b: tensor<4xi1>, %u8: tensor<4xui8>, %bf: tensor<4xbf16>) -> (tensor<4xi64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xui8>, tensor<4xf16>, tensor<4xi32>) {
  // CHECK-DAG: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xi64>
  // CHECK-DAG: %[[B:.*]] = stablehlo.convert %arg1 : (tensor<4xf16>) -> tensor<4xf64>
  // CHECK-DAG: %[[C:.*]] = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xf64>
  // CHECK-DAG: %[[D:.*]] = stablehlo.convert %arg2 : (tensor<4xi1>) -> tensor<4xf16>
  // CHECK-DAG: %[[E:.*]] = stablehlo.convert %arg3 : (tensor<4xui8>) -> tensor<4xi32>
  // CHECK-DAG: %[[F:.*]] = stablehlo.convert %arg4 : (tensor<4xbf16>) -> tensor<4xf16>
  // CHECK-DAG: %[[G:.*]] = stablehlo.convert %arg0 : (tensor<4xi8>) -> tensor<4xi32>
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %arg3, %[[F]], %[[G]]
  %0 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xi32>
  %1 = stablehlo.convert %0 : (tensor<4xi32>) -> tensor<4xi64>
  %2 = stablehlo.convert %h : (tensor<4xf16>) -> tensor<4xf32>
  %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xf64>
  %4 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xf32>
  %5 = stablehlo.convert %4 : (tensor<4xf32>) -> tensor<4xf64>
  %6 = stablehlo.convert %b : (tensor<4xi1>) -> tensor<4xi32>
  %7 = stablehlo.convert %6 : (tensor<4xi32>) -> tensor<4xf16>
  %8 = stablehlo.convert %u8 : (tensor<4xui8>) -> tensor<4xi16>
  %9 = stablehlo.convert %8 : (tensor<4xi16>) -> tensor<4xi32>
  // Round trip through a wider type: x itself.
  %10 = stablehlo.convert %u8 : (tensor<4xui8>) -> tensor<4xf32>
  %11 = stablehlo.convert %10 : (tensor<4xf32>) -> tensor<4xui8>
  // Narrowing after an exact widening: one rounding either way.
  %12 = stablehlo.convert %bf : (tensor<4xbf16>) -> tensor<4xf32>
  %13 = stablehlo.convert %12 : (tensor<4xf32>) -> tensor<4xf16>
  // Integer -> float -> integer within range.
  %14 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xf16>
  %15 = stablehlo.convert %14 : (tensor<4xf16>) -> tensor<4xi32>
  return %1, %3, %5, %7, %9, %11, %13, %15 : tensor<4xi64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf16>, tensor<4xi32>, tensor<4xui8>, tensor<4xf16>, tensor<4xi32>
}

// -----

// Inexact first conversions keep both converts: f32 -> f16 rounds,
// i32 -> f32 rounds, si8 -> ui8 wraps, f32 -> i32 truncates, i32 -> i1 loses
// all but zero-ness, f16 -> f8E4M3FN rounds, and si8 -> f32 -> ui32
// saturates -1 to 0 where si8 -> ui32 wraps it to 4294967295.
// CHECK-LABEL: func.func @convert_inexact_chains
func.func @convert_inexact_chains(%f: tensor<4xf32>, %i: tensor<4xi32>, %s8: tensor<4xi8>, %h: tensor<4xf16>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xui32>) {
  // CHECK-COUNT-14: stablehlo.convert
  // CHECK-NOT: stablehlo.convert
  %0 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xf16>
  %1 = stablehlo.convert %0 : (tensor<4xf16>) -> tensor<4xf64>
  %2 = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  %3 = stablehlo.convert %2 : (tensor<4xf32>) -> tensor<4xf64>
  %4 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xui8>
  %5 = stablehlo.convert %4 : (tensor<4xui8>) -> tensor<4xi32>
  %6 = stablehlo.convert %f : (tensor<4xf32>) -> tensor<4xi32>
  %7 = stablehlo.convert %6 : (tensor<4xi32>) -> tensor<4xf32>
  %8 = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xi1>
  %9 = stablehlo.convert %8 : (tensor<4xi1>) -> tensor<4xi32>
  %10 = stablehlo.convert %h : (tensor<4xf16>) -> tensor<4xf8E4M3FN>
  %11 = stablehlo.convert %10 : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  %12 = stablehlo.convert %s8 : (tensor<4xi8>) -> tensor<4xf32>
  %13 = stablehlo.convert %12 : (tensor<4xf32>) -> tensor<4xui32>
  return %1, %3, %5, %7, %9, %11, %13 : tensor<4xf64>, tensor<4xf64>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xui32>
}

// -----

// Formats without infinities, signed zeros or a zero at all: E4M3FN fits in
// f16; E4M3 (with infinities) does not fit in E4M3FN; E8M0 (2^-127 ...
// 2^127) fits in f32 (2^-127 is a denormal there) but not in f16.
// CHECK-LABEL: func.func @convert_small_floats
func.func @convert_small_floats(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E4M3>, %c: tensor<4xf8E8M0FNU>) -> (tensor<4xf64>, tensor<4xf32>, tensor<4xf16>, tensor<4xf32>) {
  // CHECK-DAG: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<4xf8E4M3FN>) -> tensor<4xf64>
  // CHECK-DAG: %[[B1:.*]] = stablehlo.convert %arg1 : (tensor<4xf8E4M3>) -> tensor<4xf8E4M3FN>
  // CHECK-DAG: %[[B2:.*]] = stablehlo.convert %[[B1]] : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  // CHECK-DAG: %[[C:.*]] = stablehlo.convert %arg2 : (tensor<4xf8E8M0FNU>) -> tensor<4xf16>
  // CHECK-DAG: %[[D1:.*]] = stablehlo.convert %arg2 : (tensor<4xf8E8M0FNU>) -> tensor<4xf16>
  // CHECK-DAG: %[[D2:.*]] = stablehlo.convert %[[D1]] : (tensor<4xf16>) -> tensor<4xf32>
  // CHECK: return %[[A]], %[[B2]], %[[C]], %[[D2]]
  %0 = stablehlo.convert %a : (tensor<4xf8E4M3FN>) -> tensor<4xf16>
  %1 = stablehlo.convert %0 : (tensor<4xf16>) -> tensor<4xf64>
  %2 = stablehlo.convert %b : (tensor<4xf8E4M3>) -> tensor<4xf8E4M3FN>
  %3 = stablehlo.convert %2 : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  %4 = stablehlo.convert %c : (tensor<4xf8E8M0FNU>) -> tensor<4xf32>
  %5 = stablehlo.convert %4 : (tensor<4xf32>) -> tensor<4xf16>
  %6 = stablehlo.convert %c : (tensor<4xf8E8M0FNU>) -> tensor<4xf16>
  %7 = stablehlo.convert %6 : (tensor<4xf16>) -> tensor<4xf32>
  return %1, %3, %5, %7 : tensor<4xf64>, tensor<4xf32>, tensor<4xf16>, tensor<4xf32>
}

// -----

// E4M3FNUZ (no infinities, no -0.0) fits in f16. E5M2 fits in E5M2FNUZ by
// range and precision, but its infinities and -0.0 do not.
// CHECK-LABEL: func.func @convert_fnuz
func.func @convert_fnuz(%a: tensor<4xf8E4M3FNUZ>, %b: tensor<4xf8E5M2>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NEXT: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<4xf8E4M3FNUZ>) -> tensor<4xf32>
  // CHECK-NEXT: %[[B1:.*]] = stablehlo.convert %arg1 : (tensor<4xf8E5M2>) -> tensor<4xf8E5M2FNUZ>
  // CHECK-NEXT: %[[B2:.*]] = stablehlo.convert %[[B1]] : (tensor<4xf8E5M2FNUZ>) -> tensor<4xf32>
  // CHECK-NEXT: return %[[A]], %[[B2]]
  %0 = stablehlo.convert %a : (tensor<4xf8E4M3FNUZ>) -> tensor<4xf16>
  %1 = stablehlo.convert %0 : (tensor<4xf16>) -> tensor<4xf32>
  %2 = stablehlo.convert %b : (tensor<4xf8E5M2>) -> tensor<4xf8E5M2FNUZ>
  %3 = stablehlo.convert %2 : (tensor<4xf8E5M2FNUZ>) -> tensor<4xf32>
  return %1, %3 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Dynamic shapes: the new convert keeps the outer result type.
// CHECK-LABEL: func.func @convert_dynamic
func.func @convert_dynamic(%x: tensor<?x4xi8>) -> tensor<2x4xf64> {
  // CHECK-NEXT: %[[C:.*]] = stablehlo.convert %arg0 : (tensor<?x4xi8>) -> tensor<2x4xf64>
  // CHECK-NEXT: return %[[C]]
  %0 = stablehlo.convert %x : (tensor<?x4xi8>) -> tensor<?x4xi16>
  %1 = stablehlo.convert %0 : (tensor<?x4xi16>) -> tensor<2x4xf64>
  return %1 : tensor<2x4xf64>
}
