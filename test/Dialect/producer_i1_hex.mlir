// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// JAX writes i1 constants in hex with one byte per element; MLIR packs i1
// hex data eight elements to a byte and rejects that size, so
// stablehlo.constant reads it itself.

// CHECK-LABEL: func.func @one_byte_per_element
//       CHECK:   stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
//       CHECK:   stablehlo.constant dense<{{\[}}[false, true], [true, true]]> : tensor<2x2xi1>
func.func @one_byte_per_element() -> (tensor<3xi1>, tensor<2x2xi1>) {
  %0 = stablehlo.constant dense<"0x010001"> : tensor<3xi1>
  %1 = stablehlo.constant dense<"0x00010101"> : tensor<2x2xi1>
  return %0, %1 : tensor<3xi1>, tensor<2x2xi1>
}

// -----

// MLIR's own packed reading still applies to every other size, and hex data
// of other element types reads as MLIR reads it.

// CHECK-LABEL: func.func @packed_and_other_types
//       CHECK:   stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
//       CHECK:   stablehlo.constant dense<true> : tensor<1xi1>
//       CHECK:   stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
//       CHECK:   stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
func.func @packed_and_other_types() -> (tensor<3xi1>, tensor<1xi1>, tensor<3xi32>, tensor<2xf32>) {
  %0 = stablehlo.constant dense<"0x05"> : tensor<3xi1>
  %1 = stablehlo.constant dense<"0x01"> : tensor<1xi1>
  %2 = stablehlo.constant dense<"0x010000000200000003000000"> : tensor<3xi32>
  %3 = stablehlo.constant dense<"0x0000803F"> : tensor<2xf32>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<1xi1>, tensor<3xi32>, tensor<2xf32>
}

// -----

// The values are the values: the constant folds like any other.

// CHECK-LABEL: func.func @folds
//       CHECK:   %[[C:.*]] = stablehlo.constant dense<[false, true, false]> : tensor<3xi1>
//  CHECK-NEXT:   return %[[C]]
func.func @folds() -> tensor<3xi1> {
  %0 = stablehlo.constant dense<"0x010001"> : tensor<3xi1>
  %1 = stablehlo.not %0 : tensor<3xi1>
  return %1 : tensor<3xi1>
}

// -----

// In the generic form MLIR reads the value itself: packed bits, the only i1
// hex data MLIR 22 accepts there (0x05 = elements 0 and 2).

// CHECK-LABEL: func.func @generic_form_packed
//       CHECK:   stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
func.func @generic_form_packed() -> tensor<3xi1> {
  %0 = "stablehlo.constant"() <{value = dense<"0x05"> : tensor<3xi1>}> : () -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
