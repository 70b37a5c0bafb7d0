// RUN: fold-opt %s --test-print-inferred-types -verify-diagnostics

// if, case and while have no shape function: their result types are the
// declared ones (-verify-diagnostics fails on any remark not expected). The
// pass still reaches the ops inside their regions. after_all and
// optimization_barrier infer theirs.

func.func @control_flow(%p: tensor<i1>, %i: tensor<i32>, %x: tensor<?xf32>, %t: !stablehlo.token) {
  %0 = "stablehlo.if"(%p) ({
    // expected-remark @+1 {{inferred: tensor<?xf32>}}
    %n = "stablehlo.negate"(%x) : (tensor<?xf32>) -> tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }, {
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  %1 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<?xf32>
  }) : (tensor<i32>) -> tensor<?xf32>
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
