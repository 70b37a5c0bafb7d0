// fold-opt reads MLIR bytecode as well as text: a program written with
// --emit-bytecode interprets, folds and prints as its text does.
// RUN: fold-opt %s --emit-bytecode -o %t.mlirbc
// RUN: fold-opt --interpret %t.mlirbc | FileCheck %s --check-prefix=INTERP
// RUN: fold-opt --fold-constants %t.mlirbc | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %t.mlirbc | FileCheck %s --check-prefix=TEXT

// INTERP: dense<[4.0, 1.0]> : tensor<2xf32>

// FOLD-LABEL: func.func @scaled
// FOLD-NOT: stablehlo.multiply
// FOLD: %[[C:.*]] = stablehlo.constant dense<[4.000000e+00, 1.000000e+00]> : tensor<2xf32>
// FOLD-NOT: stablehlo.multiply
// FOLD: return %[[C]]

// TEXT-LABEL: func.func @scaled
// TEXT: stablehlo.multiply
func.func @scaled() -> tensor<2xf32> {
  %w = stablehlo.constant dense<[2.0, 0.5]> : tensor<2xf32>
  %s = stablehlo.constant dense<2.0> : tensor<2xf32>
  %r = stablehlo.multiply %w, %s : tensor<2xf32>
  %expected = stablehlo.constant dense<[4.0, 1.0]> : tensor<2xf32>
  check.expect_eq %r, %expected : tensor<2xf32>
  interpreter.print %r : tensor<2xf32>
  return %r : tensor<2xf32>
}
