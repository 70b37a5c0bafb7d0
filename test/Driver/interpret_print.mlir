// `--interpret --entry` prints results readably whatever their size: an MLIR
// literal with nested brackets, a row per line, NaN and infinity spelled
// out (docs/fold-opt.md, "How results print"); `--print-hex` prints MLIR's
// hexadecimal form instead.

// A 1,000-element result: 10 rows of 100 values, never a hex blob.
// RUN: fold-opt --interpret --entry=thousand %s | FileCheck %s --check-prefix=BIG
// BIG:      dense<{{\[}}[0.0, 1.0, 2.0, 3.0, {{.*}}, 98.0, 99.0],
// BIG-NEXT: {{^ +}}[100.0, 0.5, 102.0, {{.*}}, 199.0],
// BIG-COUNT-7: {{^ +\[[0-9]+\.[0-9], .*\],$}}
// BIG-NEXT: {{^ +}}[900.0, 901.0, {{.*}}, 998.0, 999.0]]> : tensor<10x100xf32>
// BIG-NOT: 0x
// The rows are aligned under the first.
// RUN: fold-opt --interpret --entry=small %s | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ROWS
// ROWS:dense<{{\[\[\[}}1, 2, 3],
// ROWS-NEXT:        [4, 5, 6]],
// ROWS-NEXT:       {{\[\[}}7, 8, 9],
// ROWS-NEXT:        [10, 11, 12]]]> : tensor<2x2x3xi32>
// ROWS-NEXT:dense<[true, false]> : tensor<2xi1>
// ROWS-NEXT:dense<[-8, 7]> : tensor<2xi4>
// ROWS-NEXT:dense<[0, 15, 18446744073709551615]> : tensor<3xui64>
// ROWS-NEXT:dense<2.5> : tensor<1000xf32>
// ROWS-NEXT:dense<> : tensor<0x4xf32>
// ROWS-NEXT:dense<[-3, 4]> : tensor<2xi8>

// NaN and infinity; every bit pattern prints differently.
// RUN: fold-opt --interpret --entry=special %s | FileCheck %s --check-prefix=SPECIAL
// SPECIAL:      dense<[nan, -nan, inf, -inf, -0.0, nan(0x7FC00001), 1.0e+20, 1.0e-05, 0.1]> : tensor<9xf32>
// SPECIAL-NEXT: dense<[-nan, nan, -inf, inf, 0.0, nan(0xFFC00001), -1.0e+20, -1.0e-05, -0.1]> : tensor<9xf32>
// SPECIAL-NEXT: dense<[0.1, inf, nan, -nan, nan(0x7FC1)]> : tensor<5xbf16>
// SPECIAL-NEXT: dense<[0.1, 65504.0, 6.0e-08, -inf]> : tensor<4xf16>
// SPECIAL-NEXT: dense<[448.0, nan, -nan, 0.002]> : tensor<4xf8E4M3FN>
// SPECIAL-NEXT: dense<[1.0e+300, nan(0x7FF0000000000001), 5.0e-324]> : tensor<3xf64>

// Complex numbers as (re, im).
// RUN: fold-opt --interpret --entry=complex %s | FileCheck %s --check-prefix=COMPLEX
// COMPLEX:      dense<[(1.0, -2.5), (0.1, inf), (nan, -0.0)]> : tensor<3xcomplex<f32>>
// COMPLEX-NEXT: dense<{{\[}}[(1.0, 0.0)],
// COMPLEX-NEXT: {{^ +}}[(0.5, 0.0)]]> : tensor<2x1xcomplex<f64>>

// --print-hex: MLIR's hexadecimal form, exact; a splat is one element.
// RUN: fold-opt --interpret --entry=hex --print-hex %s | FileCheck %s --check-prefix=HEX
// HEX:      dense<"0x0000803FC1FF7F7F"> : tensor<2xf32>
// HEX-NEXT: dense<"0x05"> : tensor<3xi1>
// HEX-NEXT: dense<"0x00002040"> : tensor<1000xf32>
// What --print-hex prints, --args reads back bit for bit.
// RUN: fold-opt --interpret --entry=id --args='[dense<"0x0000803FC1FF7F7F"> : tensor<2xf32>]' --print-hex %s | FileCheck %s --check-prefix=BACK
// BACK: dense<"0x0000803FC1FF7F7F"> : tensor<2xf32>
// interpreter.print follows the same rules.
// RUN: fold-opt --interpret %s | FileCheck %s --check-prefix=PRINT
// RUN: fold-opt --interpret --print-hex %s | FileCheck %s --check-prefix=PRINTHEX
// PRINT:      dense<{{\[}}[1.5, nan],
// PRINT-NEXT: {{^ +}}[inf, -2.0]]> : tensor<2x2xf32>
// PRINTHEX: dense<"0x0000C03F0000C07F0000807F000000C0"> : tensor<2x2xf32>
// RUN: not fold-opt --print-hex %s 2>&1 | FileCheck %s --check-prefix=NEEDS
// NEEDS: --print-hex need --interpret

func.func @thousand() -> tensor<10x100xf32> {
  %i = stablehlo.iota dim = 0 : tensor<1000xf32>
  %r = stablehlo.reshape %i : (tensor<1000xf32>) -> tensor<10x100xf32>
  // One value that is not an integer, in the second row.
  %half = stablehlo.constant dense<0.5> : tensor<1x1xf32>
  %at = stablehlo.constant dense<1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %u = stablehlo.dynamic_update_slice %r, %half, %at, %at : (tensor<10x100xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<10x100xf32>
  func.return %u : tensor<10x100xf32>
}

func.func @small() -> (tensor<2x2x3xi32>, tensor<2xi1>, tensor<2xi4>, tensor<3xui64>, tensor<1000xf32>, tensor<0x4xf32>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
  %0 = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : tensor<2x2x3xi32>
  %1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %2 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %3 = stablehlo.constant dense<[0, 15, 18446744073709551615]> : tensor<3xui64>
  %4 = stablehlo.constant dense<2.5> : tensor<1000xf32>
  %5 = stablehlo.constant dense<> : tensor<0x4xf32>
  %6 = stablehlo.constant() <{value = dense<[-3, 4]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<2x2x3xi32>, tensor<2xi1>, tensor<2xi4>, tensor<3xui64>, tensor<1000xf32>, tensor<0x4xf32>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
}

func.func @special() -> (tensor<9xf32>, tensor<9xf32>, tensor<5xbf16>, tensor<4xf16>, tensor<4xf8E4M3FN>, tensor<3xf64>) {
  %0 = stablehlo.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 0x80000000, 0x7FC00001, 1.0e+20, 1.0e-05, 0.1]> : tensor<9xf32>
  %1 = stablehlo.negate %0 : tensor<9xf32>
  %2 = stablehlo.constant dense<[0.1, 0x7F80, 0x7FC0, 0xFFC0, 0x7FC1]> : tensor<5xbf16>
  %3 = stablehlo.constant dense<[0.1, 65504.0, 0x0001, 0xFC00]> : tensor<4xf16>
  %4 = stablehlo.constant dense<[448.0, 0x7F, 0xFF, 0x01]> : tensor<4xf8E4M3FN>
  %5 = stablehlo.constant dense<[1.0e+300, 0x7FF0000000000001, 0x0000000000000001]> : tensor<3xf64>
  func.return %0, %1, %2, %3, %4, %5 : tensor<9xf32>, tensor<9xf32>, tensor<5xbf16>, tensor<4xf16>, tensor<4xf8E4M3FN>, tensor<3xf64>
}

func.func @complex() -> (tensor<3xcomplex<f32>>, tensor<2x1xcomplex<f64>>) {
  %re = stablehlo.constant dense<[1.0, 0.1, 0x7FC00000]> : tensor<3xf32>
  %im = stablehlo.constant dense<[-2.5, 0x7F800000, -0.0]> : tensor<3xf32>
  %0 = stablehlo.complex %re, %im : tensor<3xcomplex<f32>>
  %1 = stablehlo.constant dense<[[(1.0, 0.0)], [(0.5, 0.0)]]> : tensor<2x1xcomplex<f64>>
  func.return %0, %1 : tensor<3xcomplex<f32>>, tensor<2x1xcomplex<f64>>
}

func.func @hex() -> (tensor<2xf32>, tensor<3xi1>, tensor<1000xf32>) {
  %0 = stablehlo.constant dense<[1.0, 0x7F7FFFC1]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %2 = stablehlo.constant dense<2.5> : tensor<1000xf32>
  func.return %0, %1, %2 : tensor<2xf32>, tensor<3xi1>, tensor<1000xf32>
}

func.func @id(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}

func.func @main() {
  %0 = stablehlo.constant dense<[[1.5, 0x7FC00000], [0x7F800000, -2.0]]> : tensor<2x2xf32>
  interpreter.print %0 : tensor<2x2xf32>
  func.return
}

// --help names the formats.
// RUN: fold-opt --help | FileCheck %s --check-prefix=HELP
// HELP-DAG: --print-hex {{.*}}hexadecimal
// HELP-DAG: --output-dir=<dir> {{.*}}for large results
