// RUN: fold-opt %s "--fold-constants=report work-budget=0" 2>&1 | FileCheck %s --check-prefixes=CHECK,NATIVE
// RUN: fold-opt %s "--fold-constants=report work-budget=0 native-loops=false" 2>&1 | FileCheck %s --check-prefixes=CHECK,INTERPRETED

// A fori_loop of 1,500,000 iterations that updates x[i mod 8] = 3 x[i mod 8] + 7
// (i32, wrapping) through dynamic_slice / dynamic_update_slice: 7 steps an
// iteration, 10.5 M in all (over the default work budget, which counts 100
// units an op: lifted here), past the 8.4 M after which a loop's first shape
// is compiled to native code (docs/interpreter.md, "Native loops"). The
// constant is the same either way; Python computes it as
// for each j: v = j + 1, 187,500 times v = (3 v + 7) mod 2^32.

// NATIVE: remark: fold-constants: folded {{.*}}; 1 loop runs as native code
// INTERPRETED: remark: fold-constants: folded {{.*}}; 0 loop runs as native code
// CHECK-LABEL: func.func @counters
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[144147833, 653399274, 1162650715, 1671902156, -2113813699, -1604562258, -1095310817, -586059376]> : tensor<8xi32>
// CHECK-NEXT: return %[[C]]
func.func @counters() -> tensor<8xi32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1500000> : tensor<i64>
  %mask = stablehlo.constant dense<7> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<1xi32>
  %seven = stablehlo.constant dense<7> : tensor<1xi32>
  %s0 = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %r:2 = stablehlo.while(%i = %c0, %s = %s0) : tensor<i64>, tensor<8xi32>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %c1 : tensor<i64>
    %j = stablehlo.and %i, %mask : tensor<i64>
    %e = stablehlo.dynamic_slice %s, %j, sizes = [1] : (tensor<8xi32>, tensor<i64>) -> tensor<1xi32>
    %m = stablehlo.multiply %e, %three : tensor<1xi32>
    %u = stablehlo.add %m, %seven : tensor<1xi32>
    %s1 = stablehlo.dynamic_update_slice %s, %u, %j : (tensor<8xi32>, tensor<1xi32>, tensor<i64>) -> tensor<8xi32>
    stablehlo.return %i1, %s1 : tensor<i64>, tensor<8xi32>
  }
  return %r#1 : tensor<8xi32>
}
