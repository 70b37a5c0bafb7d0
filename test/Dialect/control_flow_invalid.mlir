// RUN: fold-opt %s --split-input-file -verify-diagnostics

// while: the header needs one type per loop value.
func.func @while_missing_type(%x: tensor<i32>, %y: tensor<i32>) {
  // expected-error @+1 {{expected 2 types, found 1}}
  %r:2 = stablehlo.while(%a = %x, %b = %y) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }
  func.return
}

// -----

func.func @while_missing_do(%x: tensor<i32>) {
  %r = stablehlo.while(%a = %x) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  // expected-error @+1 {{expected 'do'}}
  } body {
    stablehlo.return %a : tensor<i32>
  }
  func.return
}

// -----

// while_c1
func.func @while_cond_not_pred(%x: tensor<i32>) {
  // expected-error @+1 {{cond returns (tensor<i32>) but (tensor<i1>) is expected}}
  %r = stablehlo.while(%a = %x) : tensor<i32>
   cond {
    stablehlo.return %a : tensor<i32>
  } do {
    stablehlo.return %a : tensor<i32>
  }
  func.return
}

// -----

// while_c2
func.func @while_body_wrong_type(%x: tensor<i32>) {
  // expected-error @+1 {{body returns (tensor<f32>) but (tensor<i32>) is expected}}
  %r = stablehlo.while(%a = %x) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }
  func.return
}

// -----

// if_c3
func.func @if_branch_type(%p: tensor<i1>, %x: tensor<2xf32>, %y: tensor<3xf32>) {
  // expected-error @+1 {{false_branch returns (tensor<3xf32>) but (tensor<2xf32>) is expected}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return
}

// -----

// case_c1
func.func @case_no_branch(%i: tensor<i32>) {
  // expected-error @+1 {{must have at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()
  func.return
}

// -----

func.func @barrier_type_count(%x: tensor<f32>, %y: tensor<f32>) {
  // expected-error @+1 {{expected 2 types, found 1}}
  %a, %b = stablehlo.optimization_barrier %x, %y : tensor<f32>
  func.return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @after_all_not_token(%x: tensor<f32>) {
  // expected-error @+1 {{use of value '%x' expects different type than prior uses}}
  %t = stablehlo.after_all %x : !stablehlo.token
  func.return
}

// -----

// The shape functions of if and case infer from the branches: a branch
// without its block is rejected by the op's region constraint first (the
// shape function checks it too, for builders; unittests/Dialect).
func.func @if_empty_branch(%p: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{region #0 ('true_branch') failed to verify constraint: region with 1 blocks}}
  %r = "stablehlo.if"(%p) ({
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

func.func @if_empty_block(%p: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op true_branch must end with a terminator}}
  %r = "stablehlo.if"(%p) ({
  ^bb0:
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

func.func @if_no_terminator(%p: tensor<i1>, %x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op false_branch must end with a terminator}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<f32>
  }, {
    %c = stablehlo.constant dense<1.0> : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

func.func @case_no_terminator(%i: tensor<i32>, %x: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op branch 1 must end with a terminator}}
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<f32>
  }, {
    %c = stablehlo.constant dense<1.0> : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}
