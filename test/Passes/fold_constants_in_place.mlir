// --fold-constants writes an elementwise result over an intermediate
// value's buffer only when the op it folds is that value's last user: a
// value with another user, a returned value and the input's own constants
// and resources keep their elements. Values of 256 x 256 f32 (256 KiB) are
// blobs; a slice of each result shows its elements.
// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s

// %n has two users: the multiply must not write over it, the add (its last
// user) may. Column 7: n = -7, a = -14, b = -6.
// CHECK-LABEL: func.func @two_users
// CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<-1.400000e+01> : tensor<1x1xf32>
// CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<-6.000000e+00> : tensor<1x1xf32>
// CHECK: return %[[A]], %[[B]]
func.func @two_users() -> (tensor<1x1xf32>, tensor<1x1xf32>) {
  %i = stablehlo.iota dim = 1 : tensor<256x256xf32>
  %n = stablehlo.negate %i : tensor<256x256xf32>
  %two = stablehlo.constant dense<2.0> : tensor<256x256xf32>
  %one = stablehlo.constant dense<1.0> : tensor<256x256xf32>
  %a = stablehlo.multiply %n, %two : tensor<256x256xf32>
  %b = stablehlo.add %n, %one : tensor<256x256xf32>
  %sa = stablehlo.slice %a [5:6, 7:8] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  %sb = stablehlo.slice %b [5:6, 7:8] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  func.return %sa, %sb : tensor<1x1xf32>, tensor<1x1xf32>
}

// -----

// The other user of %n is nested in a later op's region: the multiply must
// not write over it. Column 3: n = -3, a = -6.
// CHECK-LABEL: func.func @user_in_a_region
// CHECK-DAG: stablehlo.constant dense<-6.000000e+00> : tensor<1x1xf32>
// CHECK-DAG: stablehlo.constant dense<-3.000000e+00> : tensor<1x1xf32>
func.func @user_in_a_region() -> (tensor<1x1xf32>, tensor<1x1xf32>) {
  %i = stablehlo.iota dim = 1 : tensor<256x256xf32>
  %n = stablehlo.negate %i : tensor<256x256xf32>
  %two = stablehlo.constant dense<2.0> : tensor<256x256xf32>
  %a = stablehlo.multiply %n, %two : tensor<256x256xf32>
  %p = stablehlo.constant dense<true> : tensor<i1>
  %c = "stablehlo.if"(%p) ({
    stablehlo.return %n : tensor<256x256xf32>
  }, {
    stablehlo.return %a : tensor<256x256xf32>
  }) : (tensor<i1>) -> tensor<256x256xf32>
  %sa = stablehlo.slice %a [0:1, 3:4] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  %sc = stablehlo.slice %c [0:1, 3:4] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  func.return %sa, %sc : tensor<1x1xf32>, tensor<1x1xf32>
}

// -----

// A value that is also returned keeps its elements: the returned constant
// holds the transposed iota (row 9: 9), not the product (4.5).
// CHECK-LABEL: func.func @returned
// CHECK: stablehlo.constant dense_resource<{{.*}}> : tensor<256x256xf32>
// CHECK-DAG: stablehlo.constant dense<4.500000e+00> : tensor<1x1xf32>
// CHECK-DAG: stablehlo.constant dense<9.000000e+00> : tensor<1x1xf32>
func.func @returned() -> (tensor<256x256xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  %i = stablehlo.iota dim = 1 : tensor<256x256xf32>
  %t = stablehlo.transpose %i, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
  %h = stablehlo.constant dense<0.5> : tensor<256x256xf32>
  %m = stablehlo.multiply %t, %h : tensor<256x256xf32>
  %sm = stablehlo.slice %m [9:10, 0:1] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  %st = stablehlo.slice %t [9:10, 0:1] : (tensor<256x256xf32>) -> tensor<1x1xf32>
  func.return %t, %sm, %st : tensor<256x256xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}

// -----

// The input's resources are not the pass's blobs: negating the one
// constant that uses %r leaves it whole for the other.
// CHECK-LABEL: func.func @input_resource
// CHECK-DAG: stablehlo.constant dense<[-1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf32>
// CHECK-DAG: stablehlo.constant dense<3.000000e+00> : tensor<1xf32>
func.func @input_resource() -> (tensor<4xf32>, tensor<1xf32>) {
  %c = stablehlo.constant dense_resource<r> : tensor<4xf32>
  %d = stablehlo.constant dense_resource<r> : tensor<4xf32>
  %n = stablehlo.negate %c : tensor<4xf32>
  %s = stablehlo.slice %d [2:3] : (tensor<4xf32>) -> tensor<1xf32>
  func.return %n, %s : tensor<4xf32>, tensor<1xf32>
}

{-#
  dialect_resources: {
    builtin: {
      r: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
