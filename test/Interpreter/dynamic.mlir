// Dynamic interpretation: `?` dimensions take their sizes from the runtime
// values; shape ops compute with them; mismatches are located errors.

// RUN: fold-opt --interpret --entry=main --args="[dense<2> : tensor<i64>, dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>]" %s | FileCheck %s --check-prefix=N2
// N2:      dense<{{\[\[\[}}1.0, 2.0, 3.0, 4.0],
// N2-NEXT:   [5.0, 6.0, 7.0, 8.0]],
// N2-NEXT:  {{\[\[}}2.0, 3.0, 4.0, 5.0],
// N2-NEXT:   [6.0, 7.0, 8.0, 9.0]]]> : tensor<2x2x4xf32>
// N2-NEXT: dense<[10.0, 26.0]> : tensor<2xf32>
// N2-NEXT: dense<[0, 1, 0, 1, 0, 1, 0, 1]> : tensor<8xi32>
// N2-NEXT: dense<2> : tensor<i32>

// The same program at another size.
// RUN: fold-opt --interpret --entry=main --args="[dense<1> : tensor<i64>, dense<[[1.0, 1.0, 1.0, 1.0]]> : tensor<1x4xf32>]" %s | FileCheck %s --check-prefix=N1
// N1: : tensor<2x1x4xf32>
// N1-NEXT: dense<[4.0]> : tensor<1xf32>
// N1-NEXT: dense<0> : tensor<4xi32>
// N1-NEXT: dense<1> : tensor<i32>

// A dimension argument that disagrees with the data: the shape assertion
// fails, at the custom_call, with its message.
// RUN: not fold-opt --interpret --entry=main --args="[dense<3> : tensor<i64>, dense<1.0> : tensor<2x4xf32>]" %s 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: dynamic.mlir:[[@LINE+8]]:3: error: shape assertion failed: dimension 0 of the input is 2, expected 3

func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>)
    -> (tensor<2x?x4xf32>, tensor<?xf32>, tensor<?xi32>, tensor<i32>) {
  // JAX's shape check: the dimension argument is the data's dimension 0.
  %d = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %n32 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %ok = stablehlo.compare EQ, %d, %n32 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %d, %n32) {error_message = "dimension 0 of the input is {0}, expected {1}", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  // broadcast to 2 x n x 4, plus an iota along the first dimension
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %shape = stablehlo.concatenate %two, %d1, %four, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<2x?x4xf32>
  %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<3xi32>) -> tensor<2x?x4xf32>
  %r = stablehlo.add %b, %i : tensor<2x?x4xf32>
  // a reduction over the static dimension: one sum per row
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
  // a flat iota of n * 4 elements, modulo n... of its own size
  %n4 = stablehlo.multiply %d1, %four : tensor<1xi32>
  %flat = stablehlo.dynamic_iota %n4, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %m = stablehlo.dynamic_broadcast_in_dim %d, %n4, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
  %mod = stablehlo.remainder %flat, %m : tensor<?xi32>
  func.return %r, %s, %mod, %d : tensor<2x?x4xf32>, tensor<?xf32>, tensor<?xi32>, tensor<i32>
}


// Shape ops on a `?` argument: dynamic_reshape, real_dynamic_slice,
// dynamic_pad, reshape and broadcast_in_dim to `?` types, bitcast_convert.
// RUN: fold-opt --interpret --entry=shapes --args="[dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>]" %s | FileCheck %s --check-prefix=SHAPES
// SHAPES:      dense<{{\[\[}}1, 2, 3],
// SHAPES-NEXT:   [4, 5, 6]]> : tensor<2x3xi32>
// SHAPES-NEXT: dense<[2, 4, 6]> : tensor<3xi32>
// SHAPES-NEXT: dense<[0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0]> : tensor<13xi32>
// SHAPES-NEXT: dense<{{\[\[}}1, 2],
// SHAPES-NEXT:   [3, 4],
// SHAPES-NEXT:   [5, 6]]> : tensor<3x2xi32>
// SHAPES-NEXT: dense<{{\[\[}}1, 1],
// SHAPES-NEXT:   [2, 2],
// SHAPES-NEXT:   [3, 3],
// SHAPES-NEXT:   [4, 4],
// SHAPES-NEXT:   [5, 5],
// SHAPES-NEXT:   [6, 6]]> : tensor<6x2xi32>
// SHAPES-NEXT: dense<[1, 2, 3, 4, 5, 6]> : tensor<6xui32>
func.func @shapes(%x: tensor<?xi32>)
    -> (tensor<2x?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?x2xi32>, tensor<?x2xi32>, tensor<?xui32>) {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %half = stablehlo.divide %n, %two : tensor<i32>
  %h1 = stablehlo.reshape %half : (tensor<i32>) -> tensor<1xi32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %t1 = stablehlo.reshape %two : (tensor<i32>) -> tensor<1xi32>
  %one1 = stablehlo.reshape %one : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %t1, %h1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %a = stablehlo.dynamic_reshape %x, %shape : (tensor<?xi32>, tensor<2xi32>) -> tensor<2x?xi32>
  // x[1:n:2]
  %b = stablehlo.real_dynamic_slice %x, %one1, %n1, %t1 : (tensor<?xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %c = stablehlo.dynamic_pad %x, %zero, %one1, %one1, %one1 : (tensor<?xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %d = stablehlo.reshape %x : (tensor<?xi32>) -> tensor<?x2xi32>
  %e = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<?xi32>) -> tensor<?x2xi32>
  %f = stablehlo.bitcast_convert %x : (tensor<?xi32>) -> tensor<?xui32>
  func.return %a, %b, %c, %d, %e, %f : tensor<2x?xi32>, tensor<?xi32>, tensor<?xi32>, tensor<?x2xi32>, tensor<?x2xi32>, tensor<?xui32>
}


// A loop whose carried value has a `?` type: the sum of 1 .. n.
// RUN: fold-opt --interpret --entry=loop --args="[dense<[1.0, 2.0, 3.0]> : tensor<3xf32>]" %s | FileCheck %s --check-prefix=LOOP
// LOOP: dense<[5.0, 10.0, 15.0]> : tensor<3xf32>
func.func @loop(%x: tensor<?xf32>) -> tensor<?xf32> {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.subtract %x, %x : tensor<?xf32>
  %r:2 = stablehlo.while(%i = %i0, %acc = %z) : tensor<i32>, tensor<?xf32>
  cond {
    %five = stablehlo.constant dense<5> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %five : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %sum = stablehlo.add %acc, %x : tensor<?xf32>
    stablehlo.return %next, %sum : tensor<i32>, tensor<?xf32>
  }
  func.return %r#1 : tensor<?xf32>
}


// A declared static size that the runtime shape contradicts is an error at
// the op, never a crash.
// RUN: not fold-opt --interpret --entry=static_result --args="[dense<1.0> : tensor<3xf32>]" %s 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: dynamic.mlir:[[@LINE+2]]:8: error: result #0 of type 'tensor<4xf32>' disagrees with the runtime shapes: its type is tensor<3xf32>: dimension 0 has size 3, expected 4
func.func @static_result(%x: tensor<?xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}


// RUN: not fold-opt --interpret --entry=shape_operand --args="[dense<1.0> : tensor<6xf32>]" %s 2>&1 | FileCheck %s --check-prefix=SHAPE-OPERAND
// SHAPE-OPERAND: dynamic.mlir:[[@LINE+5]]:8: error: result #0 of type 'tensor<2x?xf32>' disagrees with the runtime shapes: its type is tensor<3x2xf32>: dimension 0 has size 3, expected 2
func.func @shape_operand(%x: tensor<?xf32>) -> tensor<2x?xf32> {
  // Not a constant operand (that would not verify): known at run time.
  %c = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %s = stablehlo.abs %c : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x?xf32>
  func.return %0 : tensor<2x?xf32>
}


// Operands whose runtime shapes do not fit together.
// RUN: not fold-opt --interpret --entry=operands --args="[dense<1.0> : tensor<3xf32>, dense<1.0> : tensor<2xf32>]" %s 2>&1 | FileCheck %s --check-prefix=OPERANDS
// OPERANDS: dynamic.mlir:[[@LINE+2]]:8: error: could not evaluate 'stablehlo.add' on operands of type 'tensor<3xf32>' 'tensor<2xf32>'
func.func @operands(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %x, %y : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}


// A bounded result whose runtime size exceeds its bound.
// RUN: not fold-opt --interpret --entry=bound --args="[dense<5> : tensor<1xi32>]" %s 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: dynamic.mlir:[[@LINE+2]]:8: error: result #0 of type 'tensor<?xf32, #stablehlo.bounds<4>>' disagrees with the runtime shapes: its type is tensor<5xf32>: dimension 0 has size 5, above its bound 4
func.func @bound(%s: tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  func.return %0 : tensor<?xf32, #stablehlo.bounds<4>>
}


// A `?` result dimension of broadcast_in_dim that no operand dimension gives.
// RUN: not fold-opt --interpret --entry=unmapped --args="[dense<1.0> : tensor<2xf32>]" %s 2>&1 | FileCheck %s --check-prefix=UNMAPPED
// UNMAPPED: dynamic.mlir:[[@LINE+2]]:8: error: cannot run: a `?` result dimension of 'tensor<?x2xf32>' is not mapped from an operand dimension
func.func @unmapped(%x: tensor<2xf32>) -> tensor<?x2xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<?x2xf32>
  func.return %0 : tensor<?x2xf32>
}

// dynamic_conv whose window_strides do not match its spatial dimensions (as
// in a JAX export of a 1-d convolution): an error, not a crash.
// RUN: not fold-opt --interpret --entry=conv --args="[dense<1.0> : tensor<1x4x1xf32>, dense<1.0> : tensor<2x1x1xf32>]" %s 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: dynamic.mlir:[[@LINE+3]]:8: error: window_strides has 2 entries for 1 spatial dimension
func.func @conv(%x: tensor<1x?x1xf32>, %w: tensor<2x1x1xf32>) -> tensor<1x?x1xf32> {
  %pad = stablehlo.constant dense<0> : tensor<1x2xi32>
  %0 = "stablehlo.dynamic_conv"(%x, %w, %pad) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi32>) -> tensor<1x?x1xf32>
  func.return %0 : tensor<1x?x1xf32>
}

// Control flow passes its values through; the evaluator checks them against
// the op's declared result type afterwards.
// RUN: not fold-opt --interpret --entry=branch --args="[dense<true> : tensor<i1>, dense<1.0> : tensor<3xf32>]" %s 2>&1 | FileCheck %s --check-prefix=BRANCH
// BRANCH: dynamic.mlir:[[@LINE+2]]:8: error: result #0 of type 'tensor<?xf32, #stablehlo.bounds<2>>' disagrees with its runtime value: its type is tensor<3xf32>: dimension 0 has size 3, above its bound 2
func.func @branch(%p: tensor<i1>, %x: tensor<?xf32>) -> tensor<?xf32, #stablehlo.bounds<2>> {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<?xf32>
  }, {
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32, #stablehlo.bounds<2>>
  func.return %r : tensor<?xf32, #stablehlo.bounds<2>>
}

// Shape operands that the data contradict: a dimension argument that is not
// the data's size, without a shape assertion to catch it.
// RUN: not fold-opt --interpret --entry=broadcast_from_arg --args="[dense<3> : tensor<i64>, dense<1.0> : tensor<2x4xf32>]" %s 2>&1 | FileCheck %s --check-prefix=BCAST
// BCAST: dynamic.mlir:[[@LINE+8]]:8: error: operand dimension 0 of size 2 cannot broadcast to size 3 of result dimension 0
// RUN: not fold-opt --interpret --entry=reshape_from_arg --args="[dense<3> : tensor<i64>, dense<1.0> : tensor<2x4xf32>]" %s 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: dynamic.mlir:[[@LINE+13]]:8: error: the operand's 8 elements cannot take the shape [12]
func.func @broadcast_from_arg(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = stablehlo.constant dense<[0, 4]> : tensor<2xi64>
  %n1 = stablehlo.reshape %n : (tensor<i64>) -> tensor<1xi64>
  %shape = stablehlo.concatenate %n1, %s, dim = 0 : (tensor<1xi64>, tensor<2xi64>) -> tensor<3xi64>
  %shape2 = stablehlo.slice %shape [0:3:2] : (tensor<3xi64>) -> tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %shape2, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}
func.func @reshape_from_arg(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?xf32> {
  %four = stablehlo.constant dense<4> : tensor<i64>
  %m = stablehlo.multiply %n, %four : tensor<i64>
  %m1 = stablehlo.reshape %m : (tensor<i64>) -> tensor<1xi64>
  %0 = stablehlo.dynamic_reshape %x, %m1 : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
