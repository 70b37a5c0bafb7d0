// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of the control flow ops, one function per label.

func.func @if_c1(%p: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{true_branch must take no arguments}}
  %r = "stablehlo.if"(%p) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

func.func @if_c2(%p: tensor<i1>, %x: tensor<f32>, %y: tensor<2xf32>) {
  // expected-error @+1 {{false_branch returns (tensor<2xf32>) but (tensor<f32>) is expected}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %y : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

// The branches must agree with each other, not only each with a dynamic
// result type.
func.func @if_c2_dynamic_result(%p: tensor<i1>, %x: tensor<2xf32>, %y: tensor<3xf32>) {
  // expected-error @+1 {{false_branch returns (tensor<3xf32>) but (tensor<2xf32>) is expected}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  func.return
}

// -----

func.func @if_c3(%p: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{true_branch returns (tensor<f32>) but (tensor<i32>) is expected}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

func.func @case_c1(%i: tensor<i32>) {
  // expected-error @+1 {{must have at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  func.return
}

// -----

func.func @case_c2(%i: tensor<i32>, %x: tensor<f32>) {
  // expected-error @+1 {{branch 0 must take no arguments}}
  %r = "stablehlo.case"(%i) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

func.func @case_c3(%i: tensor<i32>, %x: tensor<f32>, %y: tensor<i32>) {
  // expected-error @+1 {{branch 1 returns (tensor<i32>) but (tensor<f32>) is expected}}
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %y : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

func.func @case_c3_dynamic_result(%i: tensor<i32>, %x: tensor<2xf32>, %y: tensor<3xf32>) {
  // expected-error @+1 {{branch 2 returns (tensor<3xf32>) but (tensor<2xf32>) is expected}}
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @case_c4(%i: tensor<i32>, %x: tensor<f32>) {
  // expected-error @+1 {{branch 0 returns (tensor<f32>) but (tensor<2xf32>) is expected}}
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @while_c1(%x: tensor<i32>) {
  // expected-error @+1 {{cond returns (tensor<2xi1>) but (tensor<i1>) is expected}}
  %r = stablehlo.while(%a = %x) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<2xi1>
    stablehlo.return %f : tensor<2xi1>
  } do {
    stablehlo.return %a : tensor<i32>
  }
  func.return
}

// -----

func.func @while_c1_arguments(%x: tensor<i32>) {
  // expected-error @+1 {{cond arguments must have the result types}}
  %r = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<f32>):
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @while_c2(%x: tensor<i32>) {
  // expected-error @+1 {{body returns (tensor<2xi32>) but (tensor<i32>) is expected}}
  %r = stablehlo.while(%a = %x) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1> : tensor<2xi32>
    stablehlo.return %c : tensor<2xi32>
  }
  func.return
}

// -----

func.func @while_c3(%x: tensor<i32>) {
  // expected-error @+1 {{result types must be compatible with the operand types}}
  %r = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<i32>):
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

func.func @optimization_barrier_c1(%x: tensor<f32>) {
  // expected-error @+2 {{'stablehlo.optimization_barrier' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.optimization_barrier"(%x) : (tensor<f32>) -> tensor<i32>
  func.return
}
