// -canonicalize alone folds iota (a size-1 dimension gives a splat) and
// get_tuple_element of a tuple; custom_call (even the pure @check.eq), rng
// and rng_bit_generator never fold, although their operands are constants.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @iota_and_tuples
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<{{\[\[}}0, 0], [1, 1], [2, 2]]> : tensor<3x2xi64>
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<0> : tensor<1x5xi32>
// CHECK-NOT: stablehlo.tuple
// CHECK: return %[[I]], %[[S]], %[[X]]
func.func @iota_and_tuples(%x: tensor<2xf32>) -> (tensor<3x2xi64>, tensor<1x5xi32>, tensor<2xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<3x2xi64>
  %1 = stablehlo.iota dim = 0 : tensor<1x5xi32>
  %c = stablehlo.constant dense<1> : tensor<i8>
  %t = stablehlo.tuple %c, %x : tuple<tensor<i8>, tensor<2xf32>>
  %2 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i8>, tensor<2xf32>>) -> tensor<2xf32>
  func.return %0, %1, %2 : tensor<3x2xi64>, tensor<1x5xi32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @never_folded
// CHECK-DAG: %[[STATE:.*]] = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[FOO:.*]] = stablehlo.custom_call @foo(%[[C]])
// CHECK-DAG: %[[EQ:.*]] = stablehlo.custom_call @check.eq(%[[C]], %[[C]])
// CHECK-DAG: %[[RNG:.*]] = stablehlo.rng
// CHECK-DAG: %[[NEXT:.*]], %[[BITS:.*]] = stablehlo.rng_bit_generator %[[STATE]]
// CHECK: return %[[FOO]], %[[EQ]], %[[RNG]], %[[NEXT]], %[[BITS]]
func.func @never_folded() -> (tensor<2xf32>, tensor<i1>, tensor<2x2xf32>, tensor<3xui64>, tensor<4xui32>) {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @foo(%c) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @check.eq(%c, %c) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %2 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x2xf32>
  %state = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
  %3:2 = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0, %1, %2, %3#0, %3#1 : tensor<2xf32>, tensor<i1>, tensor<2x2xf32>, tensor<3xui64>, tensor<4xui32>
}
