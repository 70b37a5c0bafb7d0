// RUN: fold-opt %s --split-input-file | FileCheck %s --strict-whitespace --match-full-lines

// fold-opt prints what StableHLO's printer prints for the same program, so a
// diff against StableHLO's tools is empty. The expected text below follows
// the printer's rules, one rule per case:
// - a stablehlo.constant result is %c for integer (and i1) elements, %cst for
//   any other element type; later ones take MLIR's _0, _1, ... suffixes,
//   from one counter shared by every name in the function;
// - index_vector_dim = 0 is left out of #stablehlo.gather / #stablehlo.scatter;
// - fft prints two spaces after `type =`;
// - the cond region of while is indented one space more than `} do {`;
// - reduce prints `applies <op>` when its body is one binary op of the
//   dialect on the block's arguments, in order, of the input's element type;
//   otherwise the body follows on a new line, one space deeper, as
//   ` reducer(%a, %b) (%c, %d)  {` with one pair per input (its argument
//   and its accumulator), a space after each pair and one more before `{`;
// - rng and rng_bit_generator, like fft, print two spaces after the `=` of
//   their enum.

// CHECK-LABEL:  func.func @constant_names() -> (tensor<i32>, tensor<f32>, tensor<2xi1>, tensor<ui8>, tensor<complex<f32>>, tensor<bf16>) {
// CHECK-NEXT:    %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT:    %c_1 = stablehlo.constant dense<7> : tensor<ui8>
// CHECK-NEXT:    %cst_2 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT:    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
// CHECK-NEXT:    return %c, %cst, %c_0, %c_1, %cst_2, %cst_3 : tensor<i32>, tensor<f32>, tensor<2xi1>, tensor<ui8>, tensor<complex<f32>>, tensor<bf16>
// CHECK-NEXT:  }
func.func @constant_names() -> (tensor<i32>, tensor<f32>, tensor<2xi1>, tensor<ui8>, tensor<complex<f32>>, tensor<bf16>) {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.constant dense<2.0> : tensor<f32>
  %2 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %3 = stablehlo.constant dense<7> : tensor<ui8>
  %4 = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %5 = stablehlo.constant dense<0.5> : tensor<bf16>
  return %0, %1, %2, %3, %4, %5 : tensor<i32>, tensor<f32>, tensor<2xi1>, tensor<ui8>, tensor<complex<f32>>, tensor<bf16>
}

// -----

// A quantized constant is not an integer tensor: %cst. Other results keep
// their numbers, which the constants no longer take.

// CHECK-LABEL:  func.func @quantized_constant(%arg0: tensor<2xf32>) -> (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2xf32>) {
// CHECK-NEXT:    %cst = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK-NEXT:    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
func.func @quantized_constant(%arg0: tensor<2xf32>) -> (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2xf32>) {
  %0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %1 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
  return %0, %1 : tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2xf32>
}

// -----

// CHECK-LABEL:  func.func @gather_scatter_default_index_vector_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<1xi32>) -> (tensor<3xf32>, tensor<5x3xf32>) {
// CHECK-NEXT:    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<3xf32>
// CHECK-NEXT:    %1 = "stablehlo.scatter"(%arg0, %arg1, %0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
func.func @gather_scatter_default_index_vector_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<1xi32>) -> (tensor<3xf32>, tensor<5x3xf32>) {
  %0 = "stablehlo.gather"(%arg0, %arg1) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<5x3xf32>, tensor<1xi32>) -> tensor<3xf32>
  %1 = "stablehlo.scatter"(%arg0, %arg1, %0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>
  } : (tensor<5x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<5x3xf32>
  return %0, %1 : tensor<3xf32>, tensor<5x3xf32>
}

// -----

// A non-default index_vector_dim stays.

// CHECK-LABEL:  func.func @gather_index_vector_dim_one(%arg0: tensor<5xf32>, %arg1: tensor<2x1xi32>) -> tensor<2xf32> {
// CHECK-NEXT:    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
func.func @gather_index_vector_dim_one(%arg0: tensor<5xf32>, %arg1: tensor<2x1xi32>) -> tensor<2xf32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1>
  } : (tensor<5xf32>, tensor<2x1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL:  func.func @fft(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
// CHECK-NEXT:    %0 = stablehlo.fft %arg0, type =  FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
func.func @fft(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK-LABEL:  func.func @while_loop(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT:    %c = stablehlo.constant dense<10> : tensor<i64>
// CHECK-NEXT:    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i64>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %1 : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %c_0 = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT:      %1 = stablehlo.add %iterArg, %c_0 : tensor<i64>
// CHECK-NEXT:      stablehlo.return %1 : tensor<i64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<i64>
func.func @while_loop(%arg0: tensor<i64>) -> tensor<i64> {
  %limit = stablehlo.constant dense<10> : tensor<i64>
  %r = stablehlo.while(%i = %arg0) : tensor<i64>
  cond {
    %lt = stablehlo.compare LT, %i, %limit, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  return %r : tensor<i64>
}

// -----

// CHECK-LABEL:  func.func @reduce_forms(%arg0: tensor<4x2xf32>, %arg1: tensor<f32>, %arg2: tensor<4x2xi32>, %arg3: tensor<i32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) {
// CHECK-NEXT:    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT:    %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT:     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
// CHECK-NEXT:      %3 = stablehlo.add %arg5, %arg4 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %3 : tensor<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2:2 = stablehlo.reduce(%arg0 init: %arg1), (%arg2 init: %arg3) across dimensions = [0] : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT:     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
// CHECK-NEXT:      %3 = stablehlo.add %arg4, %arg6 : tensor<f32>
// CHECK-NEXT:      %4 = stablehlo.add %arg5, %arg7 : tensor<i32>
// CHECK-NEXT:      stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1, %2#1 : tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
func.func @reduce_forms(%x: tensor<4x2xf32>, %i: tensor<f32>, %y: tensor<4x2xi32>, %j: tensor<i32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) {
  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.maximum across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
  // Arguments swapped: not the compact form.
  %1 = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %2:2 = stablehlo.reduce(%x init: %i), (%y init: %j) across dimensions = [0] : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
    %s = stablehlo.add %a, %c : tensor<f32>
    %t = stablehlo.add %b, %d : tensor<i32>
    stablehlo.return %s, %t : tensor<f32>, tensor<i32>
  }
  return %0, %1, %2#1 : tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
}

// -----

// CHECK-LABEL:  func.func @rng_enums(%arg0: tensor<f32>, %arg1: tensor<2xui64>) -> (tensor<3xf32>, tensor<2xui64>, tensor<3xui32>) {
// CHECK-NEXT:    %c = stablehlo.constant dense<3> : tensor<1xi64>
// CHECK-NEXT:    %0 = stablehlo.rng %arg0, %arg0, %c, distribution =  NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
// CHECK-NEXT:    %output_state, %output = stablehlo.rng_bit_generator %arg1, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
func.func @rng_enums(%a: tensor<f32>, %s: tensor<2xui64>) -> (tensor<3xf32>, tensor<2xui64>, tensor<3xui32>) {
  %shape = stablehlo.constant dense<3> : tensor<1xi64>
  %0 = stablehlo.rng %a, %a, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  %1:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  return %0, %1#0, %1#1 : tensor<3xf32>, tensor<2xui64>, tensor<3xui32>
}
