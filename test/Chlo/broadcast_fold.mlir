// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s --check-prefixes=CHECK,FC
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefixes=CHECK,CANON

// The new chlo ops fold to stablehlo constants through both
// --fold-constants and the dialect fold hook (--canonicalize).

// CHECK-LABEL: func.func @broadcast_add
// CHECK-NOT: chlo.
// CHECK: stablehlo.constant dense<{{\[}}[1.100000e+01, 2.200000e+01], [1.300000e+01, 2.400000e+01]]> : tensor<2x2xf32>
func.func @broadcast_add() -> tensor<2x2xf32> {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %r = chlo.broadcast_add %a, %b : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @compare_select
// CHECK-NOT: chlo.
// CHECK: stablehlo.constant dense<[1, 0]> : tensor<2xi32>
func.func @compare_select() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = chlo.broadcast_compare %a, %z {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = chlo.broadcast_select %p, %one, %zero : (tensor<2xi1>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
  func.return %r : tensor<2xi32>
}

// -----

// Integer division by zero is never folded (as stablehlo.divide), neither by
// the fold hook nor by --fold-constants: the program keeps the op.
// CHECK-LABEL: func.func @divide_by_zero
// CHECK: chlo.broadcast_divide
func.func @divide_by_zero() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<0> : tensor<i32>
  %r = chlo.broadcast_divide %a, %b : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %r : tensor<2xi32>
}

// -----

// constant_like folds from its operand's static shape alone (its own fold
// hook; --fold-constants evaluates only ops with constant operands).
// CHECK-LABEL: func.func @constant_like
// CANON-NOT: chlo.
// CANON: stablehlo.constant dense<2.500000e+00> : tensor<2x3xf32>
// FC: chlo.constant_like
func.func @constant_like(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = "chlo.constant_like"(%x) <{value = 2.5 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @zeta_polygamma
// CHECK-NOT: chlo.
// CHECK-DAG: stablehlo.constant dense<[0.64493406684822641, 0x7FF0000000000000]> : tensor<2xf64>
// (digamma(1) = -0.5772156649015329, -2 zeta(3) = -2.4041138063191885:
// both within 2e-15 relative.)
// CHECK-DAG: stablehlo.constant dense<[-0.57721566490153287, -2.404113806319188]> : tensor<2xf64>
func.func @zeta_polygamma() -> (tensor<2xf64>, tensor<2xf64>) {
  %c = chlo.constant dense<[2.0, 1.0]> : tensor<2xf64>
  %one = chlo.constant dense<1.0> : tensor<f64>
  %n = chlo.constant dense<[0.0, 2.0]> : tensor<2xf64>
  %z = chlo.zeta %c, %c : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
  %q = chlo.broadcast_polygamma %n, %one : (tensor<2xf64>, tensor<f64>) -> tensor<2xf64>
  func.return %z, %q : tensor<2xf64>, tensor<2xf64>
}
