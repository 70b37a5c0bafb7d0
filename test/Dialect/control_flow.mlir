// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the control flow ops: if, case, while, optimization_barrier,
// after_all.

// CHECK-LABEL: func.func @if_two_results
func.func @if_two_results(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK: "stablehlo.if"(%{{.*}}) ({
  // CHECK: stablehlo.return %{{.*}}, %{{.*}} : tensor<3xf32>, tensor<i32>
  // CHECK: }, {
  // CHECK: }) : (tensor<i1>) -> (tensor<3xf32>, tensor<i32>)
  %r:2 = "stablehlo.if"(%p) ({
    %c = stablehlo.constant dense<7> : tensor<i32>
    stablehlo.return %x, %c : tensor<3xf32>, tensor<i32>
  }, {
    %n = stablehlo.negate %x : tensor<3xf32>
    %c = stablehlo.constant dense<-7> : tensor<i32>
    stablehlo.return %n, %c : tensor<3xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<3xf32>, tensor<i32>)
  func.return %r#0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @case_three_branches
func.func @case_three_branches(%i: tensor<i32>, %a: tensor<2xi8>) -> tensor<2xi8> {
  // CHECK: "stablehlo.case"(%{{.*}}) ({
  // CHECK: }, {
  // CHECK: }, {
  // CHECK: }) : (tensor<i32>) -> tensor<2xi8>
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<2xi8>
  }, {
    %b = stablehlo.add %a, %a : tensor<2xi8>
    stablehlo.return %b : tensor<2xi8>
  }, {
    %c = stablehlo.constant dense<[4, 5]> : tensor<2xi8>
    stablehlo.return %c : tensor<2xi8>
  }) : (tensor<i32>) -> tensor<2xi8>
  func.return %r : tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @while_counts_to_limit
func.func @while_counts_to_limit(%limit: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  // CHECK: %{{.*}}:2 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[S:.*]] = %{{.*}}) : tensor<i32>, tensor<i32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT: stablehlo.compare  LT, %[[I]], %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // CHECK: } do {
  // CHECK-NEXT: stablehlo.add %[[I]], %{{.*}} : tensor<i32>
  // CHECK-NEXT: stablehlo.add %[[S]], %[[I]] : tensor<i32>
  %n, %sum = stablehlo.while(%i = %zero, %s = %zero) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %s1 = stablehlo.add %s, %i : tensor<i32>
    stablehlo.return %i1, %s1 : tensor<i32>, tensor<i32>
  }
  func.return %sum : tensor<i32>
}

// -----

// The generic form with explicit block arguments prints in the pretty form.
// CHECK-LABEL: func.func @while_generic_and_nested
func.func @while_generic_and_nested(%x: tensor<4xf32>, %k: tensor<i64>) -> tensor<4xf32> {
  // CHECK: stablehlo.while(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) : tensor<4xf32>, tensor<i64>
  // CHECK: } do {
  // CHECK: stablehlo.while(%[[C:.*]] = %[[B]]) : tensor<i64>
  // CHECK: stablehlo.return %[[C]] : tensor<i64>
  %r:2 = "stablehlo.while"(%x, %k) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<i64>):
    %z = stablehlo.constant dense<0> : tensor<i64>
    %gt = stablehlo.compare GT, %b, %z : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }, {
  ^bb0(%a: tensor<4xf32>, %b: tensor<i64>):
    %inner = stablehlo.while(%c = %b) : tensor<i64>
     cond {
      %f = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %f : tensor<i1>
    } do {
      stablehlo.return %c : tensor<i64>
    }
    %d = stablehlo.add %a, %a : tensor<4xf32>
    stablehlo.return %d, %inner : tensor<4xf32>, tensor<i64>
  }) : (tensor<4xf32>, tensor<i64>) -> (tensor<4xf32>, tensor<i64>)
  func.return %r#0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @while_without_operands
func.func @while_without_operands() {
  // CHECK: stablehlo.while()
  // CHECK-NEXT: cond {
  stablehlo.while() cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return
  }
  func.return
}

// -----

// CHECK-LABEL: func.func @optimization_barrier
func.func @optimization_barrier(%x: tensor<f32>, %t: !stablehlo.token) -> tensor<f32> {
  // CHECK: stablehlo.optimization_barrier %{{.*}}, %{{.*}} : tensor<f32>, !stablehlo.token
  %y, %u = stablehlo.optimization_barrier %x, %t : tensor<f32>, !stablehlo.token
  // CHECK: stablehlo.optimization_barrier()
  stablehlo.optimization_barrier()
  func.return %y : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @after_all
func.func @after_all(%t: !stablehlo.token) -> !stablehlo.token {
  // CHECK: %[[A:.*]] = stablehlo.after_all : !stablehlo.token
  %a = stablehlo.after_all : !stablehlo.token
  // CHECK: stablehlo.after_all %[[A]], %{{.*}} : !stablehlo.token
  %b = stablehlo.after_all %a, %t : !stablehlo.token
  func.return %b : !stablehlo.token
}
