// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @i1_hex_byte_not_bool() -> tensor<3xi1> {
  // expected-error @+1 {{byte 2 of an i1 hex constant is 0x02; expected 0x00 or 0x01}}
  %0 = stablehlo.constant dense<"0x010002"> : tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @i1_hex_size() -> tensor<3xi1> {
  // expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
  %0 = stablehlo.constant dense<"0x0100"> : tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @hex_not_hex() -> tensor<3xi1> {
  // expected-error @+1 {{expected a hex string after 0x}}
  %0 = stablehlo.constant dense<"0x01zz01"> : tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @hex_dynamic_type() -> tensor<?xi1> {
  // expected-error @+1 {{expected a statically shaped tensor type, found 'tensor<?xi1>'}}
  %0 = stablehlo.constant dense<"0x010001"> : tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// The generic form is read by MLIR's attribute parser before the op sees the
// value, and MLIR 22 reads i1 hex data packed eight elements to a byte:
// three elements take one byte, so three bytes are rejected at the value.
func.func @i1_hex_generic_form() -> tensor<3xi1> {
  // expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
  %0 = "stablehlo.constant"() <{value = dense<"0x010001"> : tensor<3xi1>}> : () -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
