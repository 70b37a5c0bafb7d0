// RUN: fold-opt --interpret --split-input-file %s

// Both branches of `if`, with values from above and several results.
func.func @if_picks_a_branch() {
  %yes = stablehlo.constant dense<true> : tensor<i1>
  %no = stablehlo.constant dense<false> : tensor<i1>
  %a = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi32>
  %b = stablehlo.constant dense<[-1, -2, -3]> : tensor<3xi32>
  %t0, %t1 = "stablehlo.if"(%yes) ({
    stablehlo.return %a, %b : tensor<3xi32>, tensor<3xi32>
  }, {
    stablehlo.return %b, %a : tensor<3xi32>, tensor<3xi32>
  }) : (tensor<i1>) -> (tensor<3xi32>, tensor<3xi32>)
  check.expect_eq_const %t0, dense<[7, 8, 9]> : tensor<3xi32>
  check.expect_eq_const %t1, dense<[-1, -2, -3]> : tensor<3xi32>
  %f = "stablehlo.if"(%no) ({
    stablehlo.return %a : tensor<3xi32>
  }, {
    %c = stablehlo.constant dense<42> : tensor<3xi32>
    stablehlo.return %c : tensor<3xi32>
  }) : (tensor<i1>) -> tensor<3xi32>
  check.expect_eq_const %f, dense<42> : tensor<3xi32>
  func.return
}

// -----

// Nested ifs see the values of every enclosing region.
func.func @nested_if() {
  %yes = stablehlo.constant dense<true> : tensor<i1>
  %no = stablehlo.constant dense<false> : tensor<i1>
  %x = stablehlo.constant dense<1.5> : tensor<f32>
  %r = "stablehlo.if"(%yes) ({
    %y = stablehlo.constant dense<2.5> : tensor<f32>
    %inner = "stablehlo.if"(%no) ({
      stablehlo.return %x : tensor<f32>
    }, {
      stablehlo.return %y : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    stablehlo.return %inner : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  check.expect_eq_const %r, dense<2.5> : tensor<f32>
  func.return
}

// -----

// `case` runs the indexed branch; any index out of range runs the last one.
func.func @case_index() {
  %b0 = stablehlo.constant dense<10> : tensor<2xui8>
  %b1 = stablehlo.constant dense<20> : tensor<2xui8>
  %b2 = stablehlo.constant dense<30> : tensor<2xui8>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %big = stablehlo.constant dense<3> : tensor<i32>
  %neg = stablehlo.constant dense<-7> : tensor<i32>
  %r0 = "stablehlo.case"(%i0) ({
    stablehlo.return %b0 : tensor<2xui8>
  }, {
    stablehlo.return %b1 : tensor<2xui8>
  }, {
    stablehlo.return %b2 : tensor<2xui8>
  }) : (tensor<i32>) -> tensor<2xui8>
  check.expect_eq_const %r0, dense<10> : tensor<2xui8>
  %r1 = "stablehlo.case"(%i1) ({
    stablehlo.return %b0 : tensor<2xui8>
  }, {
    stablehlo.return %b1 : tensor<2xui8>
  }, {
    stablehlo.return %b2 : tensor<2xui8>
  }) : (tensor<i32>) -> tensor<2xui8>
  check.expect_eq_const %r1, dense<20> : tensor<2xui8>
  %r2 = "stablehlo.case"(%big) ({
    stablehlo.return %b0 : tensor<2xui8>
  }, {
    stablehlo.return %b1 : tensor<2xui8>
  }, {
    stablehlo.return %b2 : tensor<2xui8>
  }) : (tensor<i32>) -> tensor<2xui8>
  check.expect_eq_const %r2, dense<30> : tensor<2xui8>
  %r3 = "stablehlo.case"(%neg) ({
    stablehlo.return %b0 : tensor<2xui8>
  }, {
    stablehlo.return %b1 : tensor<2xui8>
  }, {
    stablehlo.return %b2 : tensor<2xui8>
  }) : (tensor<i32>) -> tensor<2xui8>
  check.expect_eq_const %r3, dense<30> : tensor<2xui8>
  func.return
}

// -----

// A case with a single branch always runs it; branches may return tokens.
func.func @case_single_branch_token() {
  %i = stablehlo.constant dense<5> : tensor<i32>
  %v = stablehlo.constant dense<3> : tensor<i64>
  %r, %tok = "stablehlo.case"(%i) ({
    %t = stablehlo.after_all : !stablehlo.token
    stablehlo.return %v, %t : tensor<i64>, !stablehlo.token
  }) : (tensor<i32>) -> (tensor<i64>, !stablehlo.token)
  check.expect_eq_const %r, dense<3> : tensor<i64>
  func.return
}

// -----

// A while loop that steps a counter 5 times. The counter is the state of
// rng_bit_generator (each call with one 64-bit output adds 1 to state[1]);
// the condition tests "not equal" with @check.eq and an if.
func.func @while_counts() {
  %start = stablehlo.constant dense<[9, 0]> : tensor<2xui64>
  %stop = stablehlo.constant dense<[9, 5]> : tensor<2xui64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %zero = stablehlo.constant dense<0> : tensor<ui64>
  %state, %last = stablehlo.while(%s = %start, %bits = %zero) : tensor<2xui64>, tensor<ui64>
   cond {
    %done = stablehlo.custom_call @check.eq(%s, %stop) : (tensor<2xui64>, tensor<2xui64>) -> tensor<i1>
    %more = "stablehlo.if"(%done) ({
      stablehlo.return %false : tensor<i1>
    }, {
      stablehlo.return %true : tensor<i1>
    }) : (tensor<i1>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %next, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
    stablehlo.return %next, %b : tensor<2xui64>, tensor<ui64>
  }
  check.expect_eq_const %state, dense<[9, 5]> : tensor<2xui64>
  // The last bits were drawn from counter 4.
  %s4 = stablehlo.constant dense<[9, 4]> : tensor<2xui64>
  %unused, %expected = stablehlo.rng_bit_generator %s4, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  check.expect_eq %last, %expected : tensor<ui64>
  func.return
}

// -----

// A loop whose condition is false at once returns its operands unchanged,
// tokens and tuples included.
func.func @while_zero_iterations() {
  %false = stablehlo.constant dense<false> : tensor<i1>
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %t = stablehlo.after_all : !stablehlo.token
  %tuple = stablehlo.tuple %x, %t : tuple<tensor<2xf64>, !stablehlo.token>
  %rx, %rt, %rtuple = stablehlo.while(%a = %x, %b = %t, %c = %tuple) : tensor<2xf64>, !stablehlo.token, tuple<tensor<2xf64>, !stablehlo.token>
   cond {
    stablehlo.return %false : tensor<i1>
  } do {
    stablehlo.return %a, %b, %c : tensor<2xf64>, !stablehlo.token, tuple<tensor<2xf64>, !stablehlo.token>
  }
  check.expect_eq_const %rx, dense<[1.0, 2.0]> : tensor<2xf64>
  %inner = stablehlo.get_tuple_element %rtuple[0] : (tuple<tensor<2xf64>, !stablehlo.token>) -> tensor<2xf64>
  check.expect_eq_const %inner, dense<[1.0, 2.0]> : tensor<2xf64>
  func.return
}

// -----

// 100000 iterations: the loop runs in constant stack.
func.func @while_deep() {
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xui64>
  %stop = stablehlo.constant dense<[1, 100000]> : tensor<2xui64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %final = stablehlo.while(%s = %start) : tensor<2xui64>
   cond {
    %done = stablehlo.custom_call @check.eq(%s, %stop) : (tensor<2xui64>, tensor<2xui64>) -> tensor<i1>
    %more = "stablehlo.if"(%done) ({
      stablehlo.return %false : tensor<i1>
    }, {
      stablehlo.return %true : tensor<i1>
    }) : (tensor<i1>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %next, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
    stablehlo.return %next : tensor<2xui64>
  }
  check.expect_eq_const %final, dense<[1, 100000]> : tensor<2xui64>
  func.return
}

// -----

// optimization_barrier passes tensors and tokens through; after_all joins
// any number of tokens.
func.func @barrier_and_after_all() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %y = stablehlo.constant dense<0.25> : tensor<bf16>
  %t0 = stablehlo.after_all : !stablehlo.token
  %t1 = stablehlo.after_all %t0 : !stablehlo.token
  %t2 = stablehlo.after_all %t0, %t1 : !stablehlo.token
  %bx, %by, %bt = stablehlo.optimization_barrier %x, %y, %t2 : tensor<2x2xi16>, tensor<bf16>, !stablehlo.token
  check.expect_eq_const %bx, dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  check.expect_eq_const %by, dense<0.25> : tensor<bf16>
  func.return
}
