// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @custom_call_layouts_both(%arg0: tensor<3x3xf32>) {
  // expected-error @+1 {{needs both operand_layouts and result_layouts, or neither}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @custom_call_layouts_count(%arg0: tensor<3x3xf32>) {
  // expected-error @+1 {{has 1 operands but 2 operand layouts}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @custom_call_layout_rank(%arg0: tensor<3x3xf32>) {
  // expected-error @+1 {{result layout dense<0> : tensor<1xindex> of type 'tensor<3x3xf32>' must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @custom_call_layout_permutation(%arg0: tensor<3x3xf32>) {
  // expected-error @+1 {{operand layout dense<1> : tensor<2xindex> of type 'tensor<3x3xf32>' must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<[1, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @custom_call_layout_token(%arg0: !stablehlo.token) {
  // expected-error @+1 {{operand #0 of type '!stablehlo.token' is not a tensor and must have an empty layout}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @custom_call_layout_element_type(%arg0: tensor<3xf32>) {
  // expected-error @+1 {{operand layout #0 must be a 1-D tensor of index, found dense<0> : tensor<1xi64>}}
  %0 = stablehlo.custom_call @f(%arg0) {operand_layouts = [dense<0> : tensor<1xi64>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @custom_call_layout_tuple(%arg0: tensor<3xf32>, %arg1: tuple<tensor<3xf32>>) {
  // expected-error @+1 {{operand #1 is a tuple; layouts of tuples are not supported}}
  %0 = stablehlo.custom_call @f(%arg0, %arg1) {operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xf32>, tuple<tensor<3xf32>>) -> tensor<3xf32>
  return
}

// -----

func.func @custom_call_alias_operand_index(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_alias names operand 1 but there are 1 operands}}
  %0 = stablehlo.custom_call @f(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_alias_operand_tuple_indices(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_alias operand_tuple_indices are out of range of operand 0}}
  %0 = stablehlo.custom_call @f(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_alias_output_tuple_indices(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_alias output_tuple_indices are out of range of the results}}
  %0:2 = stablehlo.custom_call @f(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @custom_call_alias_type(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{output_operand_alias aliases operand part 'tensor<2xf32>' with output part 'tensor<2xi32>' of another type}}
  %0 = stablehlo.custom_call @f(%arg0) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @custom_call_backend_config_typed_ffi(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary}}
  %0 = stablehlo.custom_call @f(%arg0) {api_version = 4 : i32, backend_config = "x"} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_backend_config_string(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{backend_config for api_version API_VERSION_STATUS_RETURNING must be a string}}
  %0 = stablehlo.custom_call @f(%arg0) {api_version = 2 : i32, backend_config = {a = 1 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @custom_call_buffer_layout_rank(%arg0: memref<2x3xf32>) {
  // expected-error @+1 {{operand layout dense<0> : tensor<1xindex> of type 'memref<2x3xf32>' must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @fill(%arg0) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (memref<2x3xf32>) -> !stablehlo.token
  return
}

// -----

// Buffers of the element types of tensors only.
func.func @custom_call_buffer_element_type(%arg0: memref<2xindex>) {
  // expected-error @+1 {{operand #0 must be variadic of}}
  %0 = stablehlo.custom_call @fill(%arg0) : (memref<2xindex>) -> !stablehlo.token
  return
}
