// The evaluator plans each block once (Evaluator.cpp): values live in slots,
// are dropped after their last use (counting uses inside later ops'
// regions) and moved into their last user. These programs exercise the
// cases where that could go wrong.
// RUN: fold-opt --interpret --split-input-file %s

// A value used by a loop body, after its last direct use, and after the
// loop; the same value twice in one op at its last use.
func.func @outer_values() {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<5> : tensor<i32>
  %x = stablehlo.constant dense<3> : tensor<i32>
  %twice = stablehlo.add %x, %x : tensor<i32>
  %i, %acc = stablehlo.while(%a = %c0, %b = %c0) : tensor<i32>, tensor<i32>
   cond {
    %p = stablehlo.compare LT, %a, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a1 = stablehlo.add %a, %c1 : tensor<i32>
    %b1 = stablehlo.add %b, %x : tensor<i32>
    stablehlo.return %a1, %b1 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %i, dense<5> : tensor<i32>
  check.expect_eq_const %acc, dense<15> : tensor<i32>
  %again = stablehlo.multiply %x, %twice : tensor<i32>
  check.expect_eq_const %again, dense<18> : tensor<i32>
  func.return
}

// -----

// Nested loops: the inner body reads values of the function and of the
// outer body; results nothing uses.
func.func @nested_loops() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %unused = stablehlo.add %c1, %c1 : tensor<i64>
  %i, %total = stablehlo.while(%a = %c0, %t = %c0) : tensor<i64>, tensor<i64>
   cond {
    %p = stablehlo.compare LT, %a, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a1 = stablehlo.add %a, %c1 : tensor<i64>
    %scaled = stablehlo.multiply %a1, %c3 : tensor<i64>
    %j, %s = stablehlo.while(%b = %c0, %u = %t) : tensor<i64>, tensor<i64>
     cond {
      %q = stablehlo.compare LT, %b, %a1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %b1 = stablehlo.add %b, %c1 : tensor<i64>
      %u1 = stablehlo.add %u, %scaled : tensor<i64>
      stablehlo.return %b1, %u1 : tensor<i64>, tensor<i64>
    }
    stablehlo.return %a1, %s : tensor<i64>, tensor<i64>
  }
  // sum over a = 1..3 of a * 3a = 3 (1 + 4 + 9)
  check.expect_eq_const %total, dense<42> : tensor<i64>
  func.return
}

// -----

// Recursion: a block run inside a run of itself gets its own slots.
func.func private @fact(%n: tensor<i32>) -> tensor<i32> {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %done = stablehlo.compare LE, %n, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = "stablehlo.if"(%done) ({
    stablehlo.return %c1 : tensor<i32>
  }, {
    %m = stablehlo.subtract %n, %c1 : tensor<i32>
    %f = func.call @fact(%m) : (tensor<i32>) -> tensor<i32>
    %p = stablehlo.multiply %n, %f : tensor<i32>
    stablehlo.return %p : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return %r : tensor<i32>
}

func.func @recursion() {
  %n = stablehlo.constant dense<6> : tensor<i32>
  %f = func.call @fact(%n) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %f, dense<720> : tensor<i32>
  %g = func.call @fact(%n) : (tensor<i32>) -> tensor<i32>
  check.expect_eq %f, %g : tensor<i32>
  func.return
}
