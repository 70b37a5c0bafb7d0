// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-shapes | FileCheck %s

// Elementwise and data movement ops take their shapes from their operands.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: -> (tensor<3x4xf32>, tensor<3x4x2xi32>, tensor<2x12xf32>)
// CHECK: stablehlo.abs %{{.*}} : tensor<3x4xf32>
// CHECK: stablehlo.add %{{.*}} : tensor<3x4xf32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<3x4xf32>) -> tensor<3x4xf64>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<3x4xf64>) -> tensor<3x4x2xi32>
// CHECK: stablehlo.transpose %{{.*}} : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<4x3xf32>) -> tensor<12xf32>
// CHECK: stablehlo.broadcast_in_dim %{{.*}} : (tensor<12xf32>) -> tensor<2x12xf32>
func.func @elementwise(%arg0: tensor<3x4xf32>) -> (tensor<?x?xf32>, tensor<?x?x2xi32>, tensor<2x?xf32>) {
  %0 = stablehlo.abs %arg0 : (tensor<3x4xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.add %0, %0 : tensor<?x?xf32>
  %2 = stablehlo.convert %1 : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %3 = stablehlo.bitcast_convert %2 : (tensor<?x?xf64>) -> tensor<?x?x2xi32>
  %4 = stablehlo.transpose %1, dims = [1, 0] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %5 = stablehlo.reshape %4 : (tensor<?x?xf32>) -> tensor<?xf32>
  %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<?xf32>) -> tensor<2x?xf32>
  return %1, %3, %6 : tensor<?x?xf32>, tensor<?x?x2xi32>, tensor<2x?xf32>
}

// -----

// Shape computations fold, and the dynamic ops take the constant shapes.
// CHECK-LABEL: func.func @shape_operands
// CHECK-SAME: -> (tensor<6x4xf32>, tensor<3xf32>)
// CHECK-NOT: get_dimension_size
// CHECK-NOT: concatenate
// CHECK: %[[SHAPE:.*]] = stablehlo.constant dense<[6, 4]> : tensor<2xi32>
// CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %[[SHAPE]], dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<6x4xf32>
// CHECK: stablehlo.dynamic_iota %[[SHAPE]], dim = 0 : (tensor<2xi32>) -> tensor<6x4xf32>
// CHECK: stablehlo.dynamic_reshape {{.*}} -> tensor<24xf32>
// CHECK: stablehlo.dynamic_pad {{.*}} -> tensor<27xf32>
// CHECK: stablehlo.real_dynamic_slice {{.*}} -> tensor<3xf32>
// CHECK: stablehlo.add %{{.*}} : tensor<6x4xf32>
func.func @shape_operands(%arg0: tensor<3x4xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %d0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<3x4xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<3x4xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %m = stablehlo.multiply %d0, %two : tensor<i32>
  %r0 = stablehlo.reshape %m : (tensor<i32>) -> tensor<1xi32>
  %r1 = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %r0, %r1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.dynamic_broadcast_in_dim %one, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32>
  %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi32>) -> tensor<?x?xf32>
  %flat = stablehlo.constant dense<[24]> : tensor<1xi32>
  %f = stablehlo.dynamic_reshape %b, %flat : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi32>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi32>
  %in = stablehlo.constant dense<[0]> : tensor<1xi32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.dynamic_pad %f, %z, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %start = stablehlo.constant dense<[1]> : tensor<1xi32>
  %limit = stablehlo.constant dense<[9]> : tensor<1xi32>
  %stride = stablehlo.constant dense<[3]> : tensor<1xi32>
  %s = stablehlo.real_dynamic_slice %p, %start, %limit, %stride : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  %sum = stablehlo.add %b, %i : tensor<?x?xf32>
  return %sum, %s : tensor<?x?xf32>, tensor<?xf32>
}

// -----

// while: a loop value keeps its static size where the body keeps it; the
// one the body grows becomes dynamic (its static initial value stays the
// operand: the loop's types need only be compatible).
// CHECK-LABEL: func.func @loops
// CHECK-SAME: -> (tensor<4xf32>, tensor<?xf32>)
// CHECK: %[[B:.*]] = stablehlo.abs %{{.*}} : tensor<2xf32>
// CHECK-NOT: stablehlo.convert
// CHECK: stablehlo.while({{.*}}, %{{.*}} = %[[B]]) : tensor<i32>, tensor<4xf32>, tensor<2xf32> -> tensor<i32>, tensor<4xf32>, tensor<?xf32>
// CHECK: stablehlo.negate %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.concatenate {{.*}} -> tensor<?xf32>
func.func @loops(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.abs %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  %1 = stablehlo.abs %arg1 : (tensor<2xf32>) -> tensor<?xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %a = %0, %b = %1) : tensor<i32>, tensor<?xf32>, tensor<?xf32>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %c1 : tensor<i32>
      %a2 = stablehlo.negate %a : tensor<?xf32>
      %b2 = stablehlo.concatenate %b, %b, dim = 0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      stablehlo.return %n, %a2, %b2 : tensor<i32>, tensor<?xf32>, tensor<?xf32>
    }
  return %w#1, %w#2 : tensor<?xf32>, tensor<?xf32>
}

// -----

// if: a result is static where both branches agree.
// CHECK-LABEL: func.func @branches
// CHECK-SAME: -> (tensor<4xf32>, tensor<?xf32, #stablehlo.bounds<4>>)
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
// CHECK: stablehlo.negate %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<?xf32, #stablehlo.bounds<4>>
// CHECK: }) : (tensor<i1>) -> (tensor<4xf32>, tensor<?xf32, #stablehlo.bounds<4>>)
func.func @branches(%p: tensor<i1>, %arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.abs %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  %1 = stablehlo.abs %arg1 : (tensor<2xf32>) -> tensor<?xf32>
  %r:2 = "stablehlo.if"(%p) ({
    stablehlo.return %0, %0 : tensor<?xf32>, tensor<?xf32>
  }, {
    %n = stablehlo.negate %0 : tensor<?xf32>
    stablehlo.return %n, %1 : tensor<?xf32>, tensor<?xf32>
  }) : (tensor<i1>) -> (tensor<?xf32>, tensor<?xf32>)
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// Calls: the private callee is specialised per signature (its leading
// constant scalar argument, a dimension argument, becomes a constant in it
// and leaves its signature); a single caller keeps the name.
// CHECK-LABEL: func.func private @scale_1
// CHECK-SAME: (%{{.*}}: tensor<1xf32>) -> tensor<6xf32>
// CHECK: stablehlo.constant dense<6> : tensor<1xi32>
// CHECK-LABEL: func.func private @scale_0
// CHECK-SAME: (%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NOT: func.func private @scale(
// CHECK-LABEL: func.func @calls
// CHECK-SAME: -> (tensor<4xf32>, tensor<6xf32>, tensor<4xf32>)
// CHECK: call @scale_0
// CHECK: call @scale_1
// CHECK: call @scale_0
func.func private @scale(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %1, dims = [0] : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}
func.func @calls(%arg0: tensor<4xf32>, %arg1: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c4 = stablehlo.constant dense<4> : tensor<i64>
  %c6 = stablehlo.constant dense<6> : tensor<i64>
  %a = stablehlo.abs %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  %b = stablehlo.abs %arg1 : (tensor<1xf32>) -> tensor<?xf32>
  %0 = func.call @scale(%c4, %a) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
  %1 = func.call @scale(%c6, %b) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
  %2 = func.call @scale(%c4, %a) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func private @one
// CHECK-SAME: (%{{.*}}: tensor<5xf32>) -> tensor<5xf32>
// CHECK-LABEL: func.func @single_caller
// CHECK: call @one(%{{.*}}) : (tensor<5xf32>) -> tensor<5xf32>
func.func private @one(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.abs %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @single_caller(%arg0: tensor<5xf32>) -> tensor<?xf32> {
  %a = stablehlo.abs %arg0 : (tensor<5xf32>) -> tensor<?xf32>
  %0 = func.call @one(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Recursion is not refined: the call keeps the callee's types.
// CHECK-LABEL: func.func private @rec
// CHECK-SAME: (%{{.*}}: tensor<?xf32>) -> tensor<?xf32>
// CHECK-LABEL: func.func private @rec_0
// CHECK-SAME: (%[[X:.*]]: tensor<5xf32>) -> tensor<?xf32>
// CHECK: %[[W:.*]] = stablehlo.convert %[[X]] : (tensor<5xf32>) -> tensor<?xf32>
// CHECK: call @rec(%[[W]]) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-LABEL: func.func @recursive
// CHECK: call @rec_0(%{{.*}}) : (tensor<5xf32>) -> tensor<?xf32>
func.func private @rec(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-remark @+1 {{recursive call to @rec is not refined}}
  %0 = func.call @rec(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @recursive(%arg0: tensor<5xf32>) -> tensor<?xf32> {
  %a = stablehlo.abs %arg0 : (tensor<5xf32>) -> tensor<?xf32>
  %0 = func.call @rec(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Bounds: kept where a size stays dynamic, dropped where it becomes static.
// CHECK-LABEL: func.func @bounds
// CHECK-SAME: -> (tensor<?xf32, #stablehlo.bounds<8>>, tensor<3xf32>)
// CHECK: stablehlo.abs %{{.*}} : tensor<?xf32, #stablehlo.bounds<8>>
// CHECK: stablehlo.add %{{.*}} : tensor<3xf32>
func.func @bounds(%arg0: tensor<?xf32, #stablehlo.bounds<8>>, %arg1: tensor<3xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.abs %arg0 : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?xf32>
  %1 = stablehlo.abs %arg1 : (tensor<3xf32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %2 = stablehlo.add %1, %1 : (tensor<?xf32, #stablehlo.bounds<8>>, tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %3 = stablehlo.convert %2 : (tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?xf32>
  return %0, %3 : tensor<?xf32>, tensor<?xf32>
}

// -----

// What the program does not determine stays dynamic: a size read from a
// dynamic argument, a shape computed from data.
// CHECK-LABEL: func.func @stays_dynamic
// CHECK: stablehlo.get_dimension_size
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<?xf32>
// CHECK: stablehlo.dynamic_iota {{.*}} -> tensor<?xf32>
func.func @stays_dynamic(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %r = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %0 = stablehlo.dynamic_iota %r, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  %1 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// What is dead after refinement goes, as StableHLO's driver erases it; an op
// with effects stays.
// CHECK-LABEL: func.func @dead_ops
// CHECK-NEXT: stablehlo.custom_call @effect
// CHECK-NEXT: return %arg0
func.func @dead_ops(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : (tensor<4xf32>) -> tensor<?xf32>
  %1 = stablehlo.add %0, %0 : tensor<?xf32>
  %2 = stablehlo.custom_call @effect(%x) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
