// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// The result types the control flow ops infer, exactly: if and case those
// their first branch returns, while its operand types, after_all and
// optimization_barrier theirs. The pass reaches the ops inside the regions
// too. Declared result types may refine an inferred `?` where the verifier
// allows it.

func.func @control_flow(%p: tensor<i1>, %i: tensor<i32>, %x: tensor<?xf32>, %t: !stablehlo.token) {
  // expected-remark @+1 {{inferred: tensor<?xf32>}}
  %0 = "stablehlo.if"(%p) ({
    // expected-remark @+1 {{inferred: tensor<?xf32>}}
    %n = "stablehlo.negate"(%x) : (tensor<?xf32>) -> tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }, {
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  // expected-remark @+1 {{inferred: tensor<?xf32>}}
  %1 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
  // expected-remark @+1 {{inferred: tensor<i32>}}
  %2 = "stablehlo.while"(%i) ({
  ^bb0(%a: tensor<i32>):
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %c = stablehlo.compare LT, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %3 = stablehlo.after_all %t : !stablehlo.token
  // expected-remark @+1 {{inferred: tensor<i32>, tensor<?xf32>}}
  %4:2 = stablehlo.optimization_barrier %i, %x : tensor<i32>, tensor<?xf32>
  func.return
}

// -----

func.func @if_refined(%p: tensor<i1>, %x: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, %y: tensor<3x2xf32>, %t: !stablehlo.token) {
  // true_branch's types, bounds and tokens included; the other branch and
  // the declared results may be more precise.
  // expected-remark @+1 {{inferred: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, !stablehlo.token}}
  %0:2 = "stablehlo.if"(%p) ({
    stablehlo.return %x, %t : tensor<?x2xf32, #stablehlo.bounds<4, ?>>, !stablehlo.token
  }, {
    stablehlo.return %y, %t : tensor<3x2xf32>, !stablehlo.token
  }) : (tensor<i1>) -> (tensor<3x2xf32>, !stablehlo.token)
  // No results.
  // expected-remark @+1 {{inferred: }}
  "stablehlo.if"(%p) ({
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}

// -----

func.func @case_refined(%i: tensor<i32>, %x: tensor<?xi64>, %y: tensor<5xi64>) {
  // branch 0's types.
  // expected-remark @+1 {{inferred: tensor<?xi64>, tensor<5xi64>}}
  %0:2 = "stablehlo.case"(%i) ({
    stablehlo.return %x, %y : tensor<?xi64>, tensor<5xi64>
  }, {
    stablehlo.return %y, %x : tensor<5xi64>, tensor<?xi64>
  }, {
    stablehlo.return %x, %x : tensor<?xi64>, tensor<?xi64>
  }) : (tensor<i32>) -> (tensor<5xi64>, tensor<5xi64>)
  func.return
}

// -----

func.func @while_types(%x: tensor<?xf32>, %t: !stablehlo.token, %u: tuple<tensor<i32>>) {
  // The operand types, whatever they are.
  // expected-remark @+1 {{inferred: tensor<?xf32>, !stablehlo.token, tuple<tensor<i32>>}}
  %0:3 = stablehlo.while(%a = %x, %b = %t, %c = %u) : tensor<?xf32>, !stablehlo.token, tuple<tensor<i32>>
   cond {
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return %a, %b, %c : tensor<?xf32>, !stablehlo.token, tuple<tensor<i32>>
  }
  func.return
}
