// RUN: fold-opt %s --split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @function_type_arity(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a function type with 2 inputs and one result}}
  %0 = stablehlo.add %a, %a : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_precision_format(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a float format like e5m10, found 'e5x10'}}
  %0 = stablehlo.reduce_precision %a, format = e5x10 : tensor<2xf32>
  func.return
}

// -----

func.func @complex_needs_complex_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a tensor of complex numbers, found 'tensor<2xf32>'}}
  %0 = stablehlo.complex %a, %a : tensor<2xf32>
  func.return
}

// -----

func.func @select_arity(%p: tensor<2xi1>, %a: tensor<2xf32>) {
  // expected-error @+1 {{expected (pred, on_true, on_false) -> result}}
  %0 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @shapes_must_match(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @element_type_not_allowed(%a: tensor<2xi1>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.sqrt %a : tensor<2xi1>
  func.return
}

// -----

func.func @unknown_op(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.no_such_op' is unknown}}
  %0 = stablehlo.no_such_op %a : tensor<2xf32>
  func.return
}

// -----

func.func @unknown_comparison_direction(%a: tensor<2xf32>) {
  // expected-error @+2 {{expected ::mlir::sfold::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse Stablehlo_ComparisonDirectionAttr parameter}}
  %0 = stablehlo.compare XX, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @bounds_on_static_dimension(
    // expected-error @+1 {{static dimension 0 cannot have a bound; use '?'}}
    %a: tensor<2xf32, #stablehlo.bounds<4>>) {
  func.return
}

// -----

func.func @bounds_rank(
    // expected-error @+1 {{bounds has 2 entries but the tensor has rank 1}}
    %a: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  func.return
}

// -----

func.func @unknown_attribute_field() {
  // expected-error @+1 {{unknown field 'offset_dimz'}}
  "test.use"() {d = #stablehlo.gather<offset_dimz = [1]>} : () -> ()
  func.return
}

// -----

func.func @conv_layout_bad_name() {
  // expected-error @+1 {{expected 'b', 'f' or a spatial dimension number, found 'x'}}
  "test.use"() {d = #stablehlo.conv<[b, x, f]x[0, i, o]->[b, 0, f]>} : () -> ()
  func.return
}

// -----

func.func @check_literal_type(%a: tensor<2xi32>) {
  // expected-error @+1 {{expected value of type 'tensor<2xi32>', found 'tensor<3xi32>'}}
  "check.expect_eq_const"(%a) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (tensor<2xi32>) -> ()
  func.return
}
