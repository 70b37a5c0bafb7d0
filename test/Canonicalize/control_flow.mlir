// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Patterns of while, if, case and get_tuple_element (ControlFlowPatterns.cpp).

// A constant predicate runs the chosen branch in place of the if; the
// side effect of the branch not taken goes with it, the one of the chosen
// branch stays (once).
// CHECK-LABEL: func.func @if_constant_true
func.func @if_constant_true(%x: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: %[[N:.*]] = stablehlo.negate %arg0
  // CHECK-NEXT: %[[E:.*]] = stablehlo.custom_call @taken(%[[N]]) {has_side_effect = true}
  // CHECK-NEXT: return %[[E]]
  %p = stablehlo.constant dense<true> : tensor<i1>
  %0 = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    %e = stablehlo.custom_call @taken(%n) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %e : tensor<2xf32>
  }, {
    %e = stablehlo.custom_call @not_taken(%x) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %e : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @if_constant_false
func.func @if_constant_false(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: return %arg1
  %p = stablehlo.constant dense<false> : tensor<i1>
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A predicate that is not a constant keeps the if; so does a branch that
// returns a more precise type than the result's (the function's result
// type would no longer match).
// CHECK-LABEL: func.func @if_kept
func.func @if_kept(%p: tensor<i1>, %x: tensor<2xf32>, %y: tensor<?xf32>) -> (tensor<2xf32>, tensor<?xf32>) {
  // CHECK: "stablehlo.if"(%arg0)
  // CHECK: "stablehlo.if"(%{{.*}})
  // CHECK: }) : (tensor<i1>) -> tensor<?xf32>
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %1 = "stablehlo.if"(%t) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    stablehlo.return %y : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %0, %1 : tensor<2xf32>, tensor<?xf32>
}

// -----

// An unused result of an if goes, with what only it needed.
// CHECK-LABEL: func.func @if_drop_unused_result
func.func @if_drop_unused_result(%p: tensor<i1>, %x: tensor<2xf32>, %i: tensor<i32>) -> tensor<2xf32> {
  // CHECK-NEXT: %[[R:.*]] = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<2xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   %[[N:.*]] = stablehlo.negate %arg1
  // CHECK-NEXT:   stablehlo.return %[[N]] : tensor<2xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<2xf32>
  // CHECK-NEXT: return %[[R]]
  %0:2 = "stablehlo.if"(%p) ({
    stablehlo.return %x, %i : tensor<2xf32>, tensor<i32>
  }, {
    %n = stablehlo.negate %x : tensor<2xf32>
    %m = stablehlo.negate %i : tensor<i32>
    stablehlo.return %n, %m : tensor<2xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<2xf32>, tensor<i32>)
  return %0#0 : tensor<2xf32>
}

// -----

// No result is used, but a branch has a side effect: the if stays, without
// results.
// CHECK-LABEL: func.func @if_side_effect_no_results
func.func @if_side_effect_no_results(%p: tensor<i1>, %x: tensor<2xf32>) {
  // CHECK-NEXT: "stablehlo.if"(%arg0) ({
  // CHECK-NEXT:   stablehlo.custom_call @effect
  // CHECK-NEXT:   stablehlo.return
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return
  // CHECK-NEXT: }) : (tensor<i1>) -> ()
  %0 = "stablehlo.if"(%p) ({
    %e = stablehlo.custom_call @effect(%x) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %e : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return
}

// -----

// A constant index picks its branch; an index out of range picks the last.
// CHECK-LABEL: func.func @case_constant_index
func.func @case_constant_index(%a: tensor<i8>, %b: tensor<i8>, %c: tensor<i8>) -> (tensor<i8>, tensor<i8>, tensor<i8>) {
  // CHECK-NEXT: return %arg1, %arg2, %arg2
  %one = stablehlo.constant dense<1> : tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %minus = stablehlo.constant dense<-1> : tensor<i32>
  %0 = "stablehlo.case"(%one) ({
    stablehlo.return %a : tensor<i8>
  }, {
    stablehlo.return %b : tensor<i8>
  }, {
    stablehlo.return %c : tensor<i8>
  }) : (tensor<i32>) -> tensor<i8>
  %1 = "stablehlo.case"(%five) ({
    stablehlo.return %a : tensor<i8>
  }, {
    stablehlo.return %b : tensor<i8>
  }, {
    stablehlo.return %c : tensor<i8>
  }) : (tensor<i32>) -> tensor<i8>
  %2 = "stablehlo.case"(%minus) ({
    stablehlo.return %a : tensor<i8>
  }, {
    stablehlo.return %b : tensor<i8>
  }, {
    stablehlo.return %c : tensor<i8>
  }) : (tensor<i32>) -> tensor<i8>
  return %0, %1, %2 : tensor<i8>, tensor<i8>, tensor<i8>
}

// -----

// An index that is not a constant keeps the case; its unused result goes.
// CHECK-LABEL: func.func @case_kept_drop_unused
func.func @case_kept_drop_unused(%i: tensor<i32>, %a: tensor<i8>, %b: tensor<i8>) -> tensor<i8> {
  // CHECK-NEXT: %[[R:.*]] = "stablehlo.case"(%arg0) ({
  // CHECK-NEXT:   stablehlo.return %arg1 : tensor<i8>
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   stablehlo.return %arg2 : tensor<i8>
  // CHECK-NEXT: }) : (tensor<i32>) -> tensor<i8>
  // CHECK-NEXT: return %[[R]]
  %0:2 = "stablehlo.case"(%i) ({
    stablehlo.return %a, %b : tensor<i8>, tensor<i8>
  }, {
    stablehlo.return %b, %a : tensor<i8>, tensor<i8>
  }) : (tensor<i32>) -> (tensor<i8>, tensor<i8>)
  return %0#0 : tensor<i8>
}

// -----

// The limit passes through the body unchanged: it becomes a value the loop
// captures, and its result is the operand.
// CHECK-LABEL: func.func @while_invariant
func.func @while_invariant(%limit: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  // CHECK-DAG: %[[ZERO:.*]] = stablehlo.constant dense<0>
  // CHECK-DAG: %[[ONE:.*]] = stablehlo.constant dense<1>
  // CHECK: %[[W:.*]] = stablehlo.while(%[[I:.*]] = %[[ZERO]]) : tensor<i32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   %[[LT:.*]] = stablehlo.compare LT, %[[I]], %arg0
  // CHECK-NEXT:   stablehlo.return %[[LT]]
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %[[N:.*]] = stablehlo.add %[[I]], %[[ONE]]
  // CHECK-NEXT:   stablehlo.return %[[N]]
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]], %arg0
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %l = %limit) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %i, %l : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n, %l : tensor<i32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// -----

// Swapping two values is not invariant: the loop stays as it is.
// CHECK-LABEL: func.func @while_swap_kept
func.func @while_swap_kept(%a: tensor<i32>, %b: tensor<i32>, %p: tensor<i1>) -> (tensor<i32>, tensor<i32>) {
  // CHECK: stablehlo.while(%[[X:.*]] = %arg0, %[[Y:.*]] = %arg1) : tensor<i32>, tensor<i32>
  // CHECK: stablehlo.return %[[Y]], %[[X]]
  %r:2 = stablehlo.while(%x = %a, %y = %b) : tensor<i32>, tensor<i32>
   cond {
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %y, %x : tensor<i32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// -----

// The sum is unused and neither cond nor the counter reads it: it goes.
// CHECK-LABEL: func.func @while_drop_unused
func.func @while_drop_unused(%limit: tensor<i32>, %s0: tensor<4xf32>) -> tensor<i32> {
  // CHECK: %[[W:.*]] = stablehlo.while(%[[I:.*]] = %{{.*}}) : tensor<i32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   stablehlo.compare LT, %[[I]], %arg0
  // CHECK-NEXT:   stablehlo.return
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %[[N:.*]] = stablehlo.add %[[I]], %{{.*}}
  // CHECK-NEXT:   stablehlo.return %[[N]]
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]]
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %s = %s0) : tensor<i32>, tensor<4xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i32>
    %t = stablehlo.multiply %s, %s : tensor<4xf32>
    stablehlo.return %n, %t : tensor<i32>, tensor<4xf32>
  }
  return %r#0 : tensor<i32>
}

// -----

// Unused results that cond reads, that another value reads, or that a side
// effect reads stay.
// CHECK-LABEL: func.func @while_drop_unused_kept
func.func @while_drop_unused_kept(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>) -> tensor<i32> {
  // CHECK: stablehlo.while(%[[X:.*]] = %arg0, %[[Y:.*]] = %arg1) : tensor<i32>, tensor<i32>
  // CHECK: stablehlo.while(%[[U:.*]] = %arg0, %[[V:.*]] = %arg1, %[[W:.*]] = %arg2) : tensor<i32>, tensor<i32>, tensor<i32>
  // CHECK: stablehlo.custom_call @effect(%[[W]])
  %r:2 = stablehlo.while(%x = %a, %y = %b) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %x, %x : tensor<i32>
    %m = stablehlo.add %y, %n : tensor<i32>
    stablehlo.return %n, %m : tensor<i32>, tensor<i32>
  }
  %s:3 = stablehlo.while(%u = %a, %v = %b, %w = %c) : tensor<i32>, tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %u, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %u, %v : tensor<i32>
    %m = stablehlo.add %v, %v : tensor<i32>
    %e = stablehlo.custom_call @effect(%w) {has_side_effect = true} : (tensor<i32>) -> tensor<i32>
    stablehlo.return %n, %m, %e : tensor<i32>, tensor<i32>, tensor<i32>
  }
  %sum = stablehlo.add %r#0, %s#0 : tensor<i32>
  return %sum : tensor<i32>
}

// -----

// A cond that is constant false: the body never runs, even with its side
// effect, and the results are the operands.
// CHECK-LABEL: func.func @while_false
func.func @while_false(%a: tensor<i32>) -> tensor<i32> {
  // CHECK-NEXT: return %arg0
  %r = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %e = stablehlo.custom_call @effect(%x) {has_side_effect = true} : (tensor<i32>) -> tensor<i32>
    stablehlo.return %e : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// A cond with a side effect runs once even when it returns false; a cond
// that returns true keeps the loop.
// CHECK-LABEL: func.func @while_false_kept
func.func @while_false_kept(%a: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  // CHECK: stablehlo.while
  // CHECK: stablehlo.custom_call @cond_effect
  // CHECK: stablehlo.while
  %r = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    %e = stablehlo.custom_call @cond_effect(%x) {has_side_effect = true} : (tensor<i32>) -> tensor<i32>
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    %n = stablehlo.add %x, %x : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  %s = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %n = stablehlo.add %x, %x : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %r, %s : tensor<i32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @get_tuple_element_of_tuple
func.func @get_tuple_element_of_tuple(%x: tensor<2xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // CHECK-NEXT: return %arg1
  %0 = stablehlo.tuple %x, %t : tuple<tensor<2xf32>, !stablehlo.token>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2xf32>, !stablehlo.token>) -> !stablehlo.token
  return %1 : !stablehlo.token
}

// -----

// A tuple that is not built here stays.
// CHECK-LABEL: func.func @get_tuple_element_kept
func.func @get_tuple_element_kept(%t: tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32> {
  // CHECK-NEXT: %[[E:.*]] = stablehlo.get_tuple_element %arg0[1]
  // CHECK-NEXT: return %[[E]]
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A bounded operand passed through unchanged: its result is the operand,
// of the very same type.
// CHECK-LABEL: func.func @while_invariant_bounded
func.func @while_invariant_bounded(%x: tensor<?xf32, #stablehlo.bounds<8>>, %n: tensor<i32>) -> (tensor<i32>, tensor<?xf32, #stablehlo.bounds<8>>) {
  // CHECK: %[[W:.*]] = stablehlo.while(%{{.*}} = %arg1) : tensor<i32>
  // CHECK: return %[[W]], %arg0 : tensor<i32>, tensor<?xf32, #stablehlo.bounds<8>>
  %r:2 = stablehlo.while(%i = %n, %v = %x) : tensor<i32>, tensor<?xf32, #stablehlo.bounds<8>>
   cond {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %gt = stablehlo.compare GT, %i, %z : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %d = stablehlo.subtract %i, %one : tensor<i32>
    stablehlo.return %d, %v : tensor<i32>, tensor<?xf32, #stablehlo.bounds<8>>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<?xf32, #stablehlo.bounds<8>>
}

// -----

// A loop with an effect: the invariant value becomes a capture, the value
// that only an unused result needs goes (with the if computing it, once
// the constant predicate has inlined it), and the outfeed and its token
// stay.
// CHECK-LABEL: func.func @while_with_effect
func.func @while_with_effect(%x: tensor<4xf32>, %t: !stablehlo.token, %p: tensor<i1>) -> (!stablehlo.token, tensor<4xf32>) {
  // CHECK-NEXT: %[[W:.*]] = stablehlo.while(%[[T:.*]] = %arg1) : !stablehlo.token
  // CHECK-NEXT: cond {
  // CHECK-NEXT:   stablehlo.return %arg2 : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   %[[O:.*]] = "stablehlo.outfeed"(%arg0, %[[T]])
  // CHECK-NEXT:   stablehlo.return %[[O]] : !stablehlo.token
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]], %arg0
  %w:3 = stablehlo.while(%i = %x, %tok = %t, %j = %x) : tensor<4xf32>, !stablehlo.token, tensor<4xf32>
   cond {
    stablehlo.return %p : tensor<i1>
  } do {
    %tt = "stablehlo.outfeed"(%i, %tok) {outfeed_config = ""} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    %c = stablehlo.constant dense<true> : tensor<i1>
    %k = "stablehlo.if"(%c) ({
      %n = stablehlo.negate %j : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
    }, {
      stablehlo.return %j : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    stablehlo.return %i, %tt, %k : tensor<4xf32>, !stablehlo.token, tensor<4xf32>
  }
  return %w#1, %w#0 : !stablehlo.token, tensor<4xf32>
}
