// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @compare_unknown_type(%a: tensor<2xi32>) {
  // expected-error @+2 {{expected ::mlir::sfold::ComparisonType to be one of: NOTYPE, FLOAT, TOTALORDER, SIGNED, UNSIGNED}}
  // expected-error @+1 {{failed to parse Stablehlo_ComparisonTypeAttr parameter}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type BYTES>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @compare_c1(%a: tensor<2xi32>, %b: tensor<2xui32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rhs has element type 'ui32' but lhs has 'i32'}}
  %0 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<2xi32>, tensor<2xui32>) -> tensor<2xi1>
  func.return
}
