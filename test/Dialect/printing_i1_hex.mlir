// RUN: fold-opt %s --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --strict-whitespace
// RUN: fold-opt %s --mlir-print-elementsattrs-with-hex-if-larger=2 | fold-opt | FileCheck %s --check-prefix=BACK
// RUN: fold-opt %s --mlir-print-op-generic --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=GENERIC

// An i1 constant printed in hex takes one byte per element, as StableHLO's
// printer writes it (its MLIR stores i1 one byte per element); MLIR 22's own
// printer would pack eight elements to a byte, which StableHLO cannot read.
// Other element types, splats and short constants print as MLIR prints them.

// CHECK-LABEL: func.func @i1_hex
//       CHECK: {{^}}    %c = stablehlo.constant dense<"0x010001"> : tensor<3xi1>{{$}}
//       CHECK: {{^}}    %c_0 = stablehlo.constant dense<true> : tensor<4xi1>{{$}}
//       CHECK: {{^}}    %c_1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>{{$}}
//       CHECK: {{^}}    %c_2 = stablehlo.constant dense<"0x010000000200000003000000"> : tensor<3xi32>{{$}}
// The text reads back as the same values.
// BACK-LABEL: func.func @i1_hex
//       BACK: stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
// The generic form is MLIR's own printer (packed bits: 0x05).
// GENERIC: dense<"0x05"> : tensor<3xi1>
func.func @i1_hex() -> (tensor<3xi1>, tensor<4xi1>, tensor<2xi1>, tensor<3xi32>) {
  %0 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %1 = stablehlo.constant dense<true> : tensor<4xi1>
  %2 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %3 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<4xi1>, tensor<2xi1>, tensor<3xi32>
}
