// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-refine-shapes=convert-foreign-uses | FileCheck %s --check-prefix=CONV

// Result types refine in place; the ops stay what they are (the static
// forms are canonicalize-dynamism's).
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: -> (tensor<3x5xf32>, tensor<1x2xf32>, tensor<4xf32>, tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<2xi64>, tensor<3xf32>)
// CHECK: stablehlo.dot %{{.*}} -> tensor<3x5xf32>
// CHECK: stablehlo.custom_call @foo({{.*}}) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<1x2xf32>
// CHECK: stablehlo.rng {{.*}} -> tensor<4xf32>
// CHECK: stablehlo.uniform_quantize {{.*}} -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: stablehlo.bitcast_convert {{.*}} : (tensor<2x2xi32>) -> tensor<2xi64>
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<3xf32>
func.func @in_place(%x: tensor<3x4xf32>, %y: tensor<4x5xf32>, %v: tensor<4xf32>, %w: tensor<2x2xi32>, %s: tensor<1xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x!quant.uniform<i8:f32, 1.0>>, tensor<?xi64>, tensor<?xf32>) {
  %0 = stablehlo.dot %x, %y : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<?x?xf32>
  %shape = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %1 = stablehlo.custom_call @foo(%x, %shape) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %four = stablehlo.constant dense<[4]> : tensor<1xi64>
  %2 = stablehlo.rng %lo, %hi, %four, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  %3 = stablehlo.uniform_quantize %v : (tensor<4xf32>) -> tensor<?x!quant.uniform<i8:f32, 1.0>>
  %4 = stablehlo.bitcast_convert %w : (tensor<2x2xi32>) -> tensor<?xi64>
  %three = stablehlo.constant dense<[3]> : tensor<1xi64>
  %one = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.add %s, %three : tensor<1xi64>
  %z = stablehlo.constant dense<0.0> : tensor<8xf32>
  %5 = stablehlo.real_dynamic_slice %z, %s, %limit, %one : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<?x!quant.uniform<i8:f32, 1.0>>, tensor<?xi64>, tensor<?xf32>
}

// -----

// dynamic_gather with constant sizes and chlo.ragged_dot take the shapes
// their static forms' shape functions give.
// CHECK-LABEL: func.func @gather_and_ragged_dot
// CHECK: stablehlo.dynamic_gather{{.*}} -> tensor<2x4xf32>
// CHECK: chlo.ragged_dot{{.*}} -> tensor<11x7xf32>
func.func @gather_and_ragged_dot(%t: tensor<3x4xf32>, %i: tensor<2x1xi32>, %l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %sizes = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  %0 = "stablehlo.dynamic_gather"(%t, %i, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Declined: a real_dynamic_slice with run-time starts and a stride other
// than 1, a custom_call whose shape is not a constant.
// CHECK-LABEL: func.func @stays_dynamic
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<?xf32>
// CHECK: stablehlo.custom_call {{.*}} -> tensor<?xf32>
func.func @stays_dynamic(%s: tensor<1xi64>, %n: tensor<1xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
  %three = stablehlo.constant dense<[3]> : tensor<1xi64>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %limit = stablehlo.add %s, %three : tensor<1xi64>
  %z = stablehlo.constant dense<0.0> : tensor<8xf32>
  %0 = stablehlo.real_dynamic_slice %z, %s, %limit, %two : (tensor<8xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.custom_call @foo(%n) {indices_of_shape_operands = dense<0> : tensor<1xi64>} : (tensor<1xi64>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// while: the loop types take the initial values' sizes where the body
// keeps them; operands stay as they are when the loop's types are only
// compatible with them (as StableHLO's verifier allows).
// CHECK-LABEL: func.func @loop
// CHECK-SAME: -> tensor<4xf32>
// CHECK: stablehlo.while(%{{.*}} = %arg0) : tensor<4xf32>
// CHECK-NOT: ->
// CHECK: stablehlo.abs %{{.*}} : tensor<4xf32>
func.func @loop(%arg0: tensor<4xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<?xf32>):
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<?xf32>):
    %n = stablehlo.negate %a : tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }) : (tensor<4xf32>) -> tensor<?xf32>
  %1 = stablehlo.abs %0 : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A loop value the body grows stays dynamic; its static initial value is
// the loop's operand as it is (no convert), printed with the loop type.
// CHECK-LABEL: func.func @growing_loop
// CHECK-NOT: stablehlo.convert
// CHECK: stablehlo.while(%{{.*}} = %arg0) : tensor<2xf32> -> tensor<?xf32>
func.func @growing_loop(%arg0: tensor<2xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.while"(%arg0) ({
  ^bb0(%a: tensor<?xf32>):
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }, {
  ^bb0(%a: tensor<?xf32>):
    %c = stablehlo.concatenate %a, %a, dim = 0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    stablehlo.return %c : tensor<?xf32>
  }) : (tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// if and case: a result is as static as every branch; where refined
// branches disagree, they return the joined type (the verifier wants
// branches compatible with each other).
// CHECK-LABEL: func.func @branches
// CHECK: }) : (tensor<i1>) -> tensor<4xf32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
// CHECK: stablehlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
// CHECK: }) : (tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
func.func @branches(%p: tensor<i1>, %i: tensor<i32>, %a: tensor<4xf32>, %b: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %a : (tensor<4xf32>) -> tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }, {
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  %1 = "stablehlo.case"(%i) ({
    %n = stablehlo.negate %a : (tensor<4xf32>) -> tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }, {
    %n = stablehlo.negate %b : (tensor<2xf32>) -> tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// An op whose result an op of another dialect uses keeps its type (as in
// StableHLO); with convert-foreign-uses it is refined and that use gets
// the old type through an identity convert.
// CHECK-LABEL: func.func @foreign_user
// CHECK: stablehlo.add {{.*}} -> tensor<?xf32>
// CHECK: tensor.dim
// CONV-LABEL: func.func @foreign_user
// CONV: %[[A:.*]] = stablehlo.add {{.*}} : tensor<4xf32>
// CONV: %[[W:.*]] = stablehlo.convert %[[A]] : (tensor<4xf32>) -> tensor<?xf32>
// CONV: tensor.dim %[[W]]
func.func @foreign_user(%arg0: tensor<4xf32>) -> index {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}
