// RUN: fold-opt-openxla %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt-openxla %s --split-input-file --fold-constants="size-budget=16" | FileCheck %s --check-prefix=BUDGET

// Our fold-constants on openxla IR, through the bridge: the module is
// translated into our dialect in a private context, folded there, and
// translated back.

// A loop folds (fold-constants evaluates regions).
// CHECK-LABEL: func.func @loop
// CHECK-NOT: stablehlo.while
// CHECK: %[[C:.*]] = stablehlo.constant dense<45> : tensor<i32>
// CHECK: return %[[C]]
func.func @loop() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %0:2 = stablehlo.while(%i = %zero, %s = %zero) : tensor<i32>, tensor<i32>
    cond {
    %c = stablehlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i32>
    %t = stablehlo.add %s, %i : tensor<i32>
    stablehlo.return %n, %t : tensor<i32>, tensor<i32>
  }
  return %0#1 : tensor<i32>
}

// -----

// Discardable attributes move to the constant; the function's and the
// module's attributes and the locations stay.
// CHECK-LABEL: func.func @keeps_attrs
// CHECK-SAME: attributes {my.attr = 7 : i64}
// CHECK: %[[C:.*]] = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<[4, 6]> : tensor<2xi32>
// CHECK: return %[[C]]
func.func @keeps_attrs() -> tensor<2xi32> attributes {my.attr = 7 : i64} {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b {mhlo.sharding = "{replicated}"} : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// The pass's options are its own: over the size budget, nothing folds.
// CHECK-LABEL: func.func @budget
// CHECK-NOT: stablehlo.add
// BUDGET-LABEL: func.func @budget
// BUDGET: stablehlo.add
func.func @budget() -> tensor<8xi32> {
  %a = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %0 = stablehlo.add %a, %a : tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

// Ops the bridge does not fold stay as they were: arguments, custom calls
// (without the default-valued attributes our custom_call has and openxla's
// lacks).
// CHECK-LABEL: func.func @not_constant
// CHECK: stablehlo.custom_call @foo(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: stablehlo.add %arg0
func.func @not_constant(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.add %x, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
