// -canonicalize alone folds every elementwise op whose operands are
// constants, through the interpreter's kernels, bit for bit: -0.0, NaN and
// infinities included (a NaN computed from non-NaN operands may have either
// sign, as the platform makes it). Splat operands give splat results; the
// float arithmetic "identities" that are not IEEE-exact stay.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// -----

// CHECK-LABEL: func.func @float_binary
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[2.000000e+00, -0.000000e+00, 0.000000e+00, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[1.000000e+00, 0.000000e+00, -0.000000e+00, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[7.500000e-01, 0.000000e+00, -0.000000e+00, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[3.000000e+00, {{0x[7F]FC00000}}, {{0x[7F]FC00000}}, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[0.000000e+00, {{0x[7F]FC00000}}, {{0x[7F]FC00000}}, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[1.500000e+00, -0.000000e+00, 0.000000e+00, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R6:.*]] = stablehlo.constant dense<[5.000000e-01, -0.000000e+00, -0.000000e+00, 2.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R7:.*]] = stablehlo.constant dense<[1.22474492, 1.000000e+00, 1.000000e+00, 0x7F800000]> : tensor<4xf32>
// CHECK-DAG: %[[R8:.*]] = stablehlo.constant dense<[1.24904573, -3.14159274, -0.000000e+00, 1.57079637]> : tensor<4xf32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]], %[[R8]]
func.func @float_binary() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.constant dense<[1.5, -0.0, -0.0, 0x7F800000]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0.5, -0.0, 0.0, 2.0]> : tensor<4xf32>
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.subtract %a, %b : tensor<4xf32>
  %2 = stablehlo.multiply %a, %b : tensor<4xf32>
  %3 = stablehlo.divide %a, %b : tensor<4xf32>
  %4 = stablehlo.remainder %a, %b : tensor<4xf32>
  %5 = stablehlo.maximum %a, %b : tensor<4xf32>
  %6 = stablehlo.minimum %a, %b : tensor<4xf32>
  %7 = stablehlo.power %a, %b : tensor<4xf32>
  %8 = stablehlo.atan2 %a, %b : tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @float_unary
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[4.000000e+00, 0.000000e+00, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[-4.000000e+00, 0.000000e+00, 0xFF800000, 0xFFC00000]> : tensor<4xf32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[2.000000e+00, -0.000000e+00, 0x7F800000, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[5.000000e-01, 0xFF800000, 0.000000e+00, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[1.58740103, -0.000000e+00, 0x7F800000, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[54.5981483, 1.000000e+00, 0x7F800000, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R6:.*]] = stablehlo.constant dense<[1.38629436, 0xFF800000, 0x7F800000, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R7:.*]] = stablehlo.constant dense<[1.000000e+00, -0.000000e+00, 1.000000e+00, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R8:.*]] = stablehlo.constant dense<[0.999329328, -0.000000e+00, 1.000000e+00, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R9:.*]] = stablehlo.constant dense<[4.000000e+00, -0.000000e+00, 0x7F800000, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]], %[[R8]], %[[R9]]
func.func @float_unary() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.constant dense<[4.0, -0.0, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %0 = stablehlo.abs %a : tensor<4xf32>
  %1 = stablehlo.negate %a : tensor<4xf32>
  %2 = stablehlo.sqrt %a : tensor<4xf32>
  %3 = stablehlo.rsqrt %a : tensor<4xf32>
  %4 = stablehlo.cbrt %a : tensor<4xf32>
  %5 = stablehlo.exponential %a : tensor<4xf32>
  %6 = stablehlo.log %a : tensor<4xf32>
  %7 = stablehlo.sign %a : tensor<4xf32>
  %8 = stablehlo.tanh %a : tensor<4xf32>
  %9 = stablehlo.floor %a : tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @float_unary_more
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[1.000000e+00, -0.000000e+00, 0xFF800000, -2.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[0.000000e+00, -0.000000e+00, 0xFF800000, -2.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[1.000000e+00, -0.000000e+00, 0xFF800000, -3.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[0.648721277, -0.000000e+00, -1.000000e+00, -0.917914986]> : tensor<4xf32>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[0.405465096, -0.000000e+00, {{0x[7F]FC00000}}, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[0.622459352, 5.000000e-01, 0.000000e+00, 0.0758581832]> : tensor<4xf32>
// CHECK-DAG: %[[R6:.*]] = stablehlo.constant dense<[0.47942555, -0.000000e+00, {{0x[7F]FC00000}}, -0.598472118]> : tensor<4xf32>
// CHECK-DAG: %[[R7:.*]] = stablehlo.constant dense<[0.87758255, 1.000000e+00, {{0x[7F]FC00000}}, -0.801143586]> : tensor<4xf32>
// CHECK-DAG: %[[R8:.*]] = stablehlo.constant dense<[0.546302497, -0.000000e+00, {{0x[7F]FC00000}}, 0.747022271]> : tensor<4xf32>
// CHECK-DAG: %[[R9:.*]] = stablehlo.constant dense<[5.000000e-01, -0.000000e+00, 0xFF800000, -2.500000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R10:.*]] = stablehlo.constant dense<[true, true, false, true]> : tensor<4xi1>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]], %[[R8]], %[[R9]], %[[R10]]
func.func @float_unary_more() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>) {
  // (reduce_precision to f16's format keeps these values.)
  %a = stablehlo.constant dense<[0.5, -0.0, 0xFF800000, -2.5]> : tensor<4xf32>
  %0 = stablehlo.ceil %a : tensor<4xf32>
  %1 = stablehlo.round_nearest_even %a : tensor<4xf32>
  %2 = stablehlo.round_nearest_afz %a : tensor<4xf32>
  %3 = stablehlo.exponential_minus_one %a : tensor<4xf32>
  %4 = stablehlo.log_plus_one %a : tensor<4xf32>
  %5 = stablehlo.logistic %a : tensor<4xf32>
  %6 = stablehlo.sine %a : tensor<4xf32>
  %7 = stablehlo.cosine %a : tensor<4xf32>
  %8 = stablehlo.tan %a : tensor<4xf32>
  %9 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4xf32>
  %10 = stablehlo.is_finite %a : (tensor<4xf32>) -> tensor<4xi1>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @integers
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[-2147483648, -5, 22, -2147483617]> : tensor<4xi32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[2147483646, -9, 2, 2147483617]> : tensor<4xi32>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[2147483647, -14, 120, -2147483648]> : tensor<4xi32>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[2147483647, -3, 1, -69273666]> : tensor<4xi32>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[0, -1, 2, -2]> : tensor<4xi32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[2147483647, 2, 12, 31]> : tensor<4xi32>
// CHECK-DAG: %[[R6:.*]] = stablehlo.constant dense<[1, -7, 10, -2147483648]> : tensor<4xi32>
// CHECK-DAG: %[[R7:.*]] = stablehlo.constant dense<[1, 4, 1410065408, -2010103841]> : tensor<4xi32>
// CHECK-DAG: %[[R8:.*]] = stablehlo.constant dense<[1, 0, 8, 0]> : tensor<4xi32>
// CHECK-DAG: %[[R9:.*]] = stablehlo.constant dense<[2147483647, -5, 14, -2147483617]> : tensor<4xi32>
// CHECK-DAG: %[[R10:.*]] = stablehlo.constant dense<[2147483646, -5, 6, -2147483617]> : tensor<4xi32>
// CHECK-DAG: %[[R11:.*]] = stablehlo.constant dense<[-2147483648, 6, -13, 2147483647]> : tensor<4xi32>
// CHECK-DAG: %[[R12:.*]] = stablehlo.constant dense<[-2, -28, 12288, 0]> : tensor<4xi32>
// CHECK-DAG: %[[R13:.*]] = stablehlo.constant dense<[1073741823, -2, 0, -1]> : tensor<4xi32>
// CHECK-DAG: %[[R14:.*]] = stablehlo.constant dense<[1073741823, 1073741822, 0, 1]> : tensor<4xi32>
// CHECK-DAG: %[[R15:.*]] = stablehlo.constant dense<[31, 30, 2, 1]> : tensor<4xi32>
// CHECK-DAG: %[[R16:.*]] = stablehlo.constant dense<[1, 0, 28, 0]> : tensor<4xi32>
// CHECK-DAG: %[[R17:.*]] = stablehlo.constant dense<[2147483647, 7, 12, -2147483648]> : tensor<4xi32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]], %[[R7]], %[[R8]], %[[R9]], %[[R10]], %[[R11]], %[[R12]], %[[R13]], %[[R14]], %[[R15]], %[[R16]], %[[R17]]
func.func @integers() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %a = stablehlo.constant dense<[2147483647, -7, 12, -2147483648]> : tensor<4xi32>
  %b = stablehlo.constant dense<[1, 2, 10, 31]> : tensor<4xi32>
  %0 = stablehlo.add %a, %b : tensor<4xi32>
  %1 = stablehlo.subtract %a, %b : tensor<4xi32>
  %2 = stablehlo.multiply %a, %b : tensor<4xi32>
  %3 = stablehlo.divide %a, %b : tensor<4xi32>
  %4 = stablehlo.remainder %a, %b : tensor<4xi32>
  %5 = stablehlo.maximum %a, %b : tensor<4xi32>
  %6 = stablehlo.minimum %a, %b : tensor<4xi32>
  %7 = stablehlo.power %b, %b : tensor<4xi32>
  %8 = stablehlo.and %a, %b : tensor<4xi32>
  %9 = stablehlo.or %a, %b : tensor<4xi32>
  %10 = stablehlo.xor %a, %b : tensor<4xi32>
  %11 = stablehlo.not %a : tensor<4xi32>
  %12 = stablehlo.shift_left %a, %b : tensor<4xi32>
  %13 = stablehlo.shift_right_arithmetic %a, %b : tensor<4xi32>
  %14 = stablehlo.shift_right_logical %a, %b : tensor<4xi32>
  %15 = stablehlo.popcnt %a : tensor<4xi32>
  %16 = stablehlo.count_leading_zeros %a : tensor<4xi32>
  %17 = stablehlo.abs %a : tensor<4xi32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @compare_select_clamp
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[false, true, false, false]> : tensor<4xi1>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[false, false, true, false]> : tensor<4xi1>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[false, true, true, true]> : tensor<4xi1>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[{{0x[7F]FC00000}}, 0.000000e+00, 1.000000e+00, {{0x[7F]FC00000}}]> : tensor<4xf32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[{{0x[7F]FC00000}}, 0.000000e+00, 1.000000e+00, 1.500000e+00]> : tensor<4xf32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]]
func.func @compare_select_clamp() -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.constant dense<[0x7FC00000, -0.0, 1.0, 0x7F800000]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0x7FC00000, 0.0, 2.0, 0x7FC00000]> : tensor<4xf32>
  %0 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare NE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.select %2, %a, %b : tensor<4xi1>, tensor<4xf32>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.5> : tensor<f32>
  %5 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @conversions
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<[1, -1, 65520, 0]> : tensor<4xi32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<[1.900390e+00, -1.900390e+00, 0x7C00, -0.000000e+00]> : tensor<4xf16>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<[true, true, true, false]> : tensor<4xi1>
// CHECK-DAG: %[[R3:.*]] = stablehlo.constant dense<[1.000000e+00, -0.000000e+00, 3.000000e+00, 5.000000e-01]> : tensor<4xf32>
// CHECK-DAG: %[[R4:.*]] = stablehlo.constant dense<[2.000000e+00, -0.000000e+00, 0x7F800000, -4.000000e+00]> : tensor<4xf32>
// CHECK-DAG: %[[R5:.*]] = stablehlo.constant dense<[(2.000000e+00,1.000000e+00), (-0.000000e+00,-0.000000e+00), (0x7F800000,3.000000e+00), (-4.000000e+00,5.000000e-01)]> : tensor<4xcomplex<f32>>
// CHECK-DAG: %[[R6:.*]] = stablehlo.constant dense<[1072902963, -1074580685, 1199566848, -2147483648]> : tensor<4xi32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]]
func.func @conversions() -> (tensor<4xi32>, tensor<4xf16>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xi32>) {
  %a = stablehlo.constant dense<[1.9, -1.9, 65520.0, -0.0]> : tensor<4xf32>
  %0 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  %1 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf16>
  %2 = stablehlo.convert %0 : (tensor<4xi32>) -> tensor<4xi1>
  %z = stablehlo.constant dense<[(1.0, 2.0), (-0.0, -0.0), (3.0, 0x7F800000), (0.5, -4.0)]> : tensor<4xcomplex<f32>>
  %3 = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %4 = stablehlo.imag %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %5 = stablehlo.complex %4, %3 : tensor<4xcomplex<f32>>
  %6 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<4xf16>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @splats
// CHECK-DAG: %[[R0:.*]] = stablehlo.constant dense<-0.000000e+00> : tensor<1000x1000xf32>
// CHECK-DAG: %[[R1:.*]] = stablehlo.constant dense<false> : tensor<1000x1000xi1>
// CHECK-DAG: %[[R2:.*]] = stablehlo.constant dense<{{0x[7F]FC00000}}> : tensor<1000x1000xf32>
// CHECK: return %[[R0]], %[[R1]], %[[R2]]
func.func @splats() -> (tensor<1000x1000xf32>, tensor<1000x1000xi1>, tensor<1000x1000xf32>) {
  %a = stablehlo.constant dense<-0.0> : tensor<1000x1000xf32>
  %b = stablehlo.constant dense<0x7FC00000> : tensor<1000x1000xf32>
  %0 = stablehlo.add %a, %a : tensor<1000x1000xf32>
  %1 = stablehlo.compare EQ, %b, %b, FLOAT : (tensor<1000x1000xf32>, tensor<1000x1000xf32>) -> tensor<1000x1000xi1>
  %2 = stablehlo.maximum %a, %b : tensor<1000x1000xf32>
  func.return %0, %1, %2 : tensor<1000x1000xf32>, tensor<1000x1000xi1>, tensor<1000x1000xf32>
}

// -----

// x + 0.0, x * 0.0 and x - x are not folded (wrong for -0.0, NaN, inf), and
// the check with side effects stays although its operands are constants.
// CHECK-LABEL: func.func @keeps_side_effects
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[A:.*]] = stablehlo.add %[[X]], %[[Z]]
// CHECK: %[[M:.*]] = stablehlo.multiply %[[A]], %[[Z]]
// CHECK: %[[S:.*]] = stablehlo.subtract %[[M]], %[[M]]
// CHECK: stablehlo.custom_call @check.expect_eq(%[[C]], %[[C]])
// CHECK: return %[[S]]
func.func @keeps_side_effects(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %c : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %1 = stablehlo.add %x, %z : tensor<4xf32>
  %2 = stablehlo.multiply %1, %z : tensor<4xf32>
  %3 = stablehlo.subtract %2, %2 : tensor<4xf32>
  stablehlo.custom_call @check.expect_eq(%c, %c) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  func.return %3 : tensor<4xf32>
}

