// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the ops with reduction bodies and of linear algebra: pretty
// form, then the same after a second parse, then after printing the generic
// form and parsing it back.

// CHECK-LABEL: func.func @reduce_compact
func.func @reduce_compact(%x: tensor<1x6xi64>, %z: tensor<i64>) -> tensor<1xi64> {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  func.return %0 : tensor<1xi64>
}

// -----

// The generic form whose body qualifies prints compactly.
// CHECK-LABEL: func.func @reduce_generic_to_compact
func.func @reduce_generic_to_compact(%x: tensor<2x3xf32>, %z: tensor<f32>) -> tensor<3xf32> {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  %0 = "stablehlo.reduce"(%x, %z) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// Two inputs: the block takes the accumulators, then the elements; the
// reducer lists them as (acc_i, x_i) pairs.
// CHECK-LABEL: func.func @reduce_reducer
func.func @reduce_reducer(%a: tensor<15xf32>, %b: tensor<15xi32>, %c: tensor<f32>, %d: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  // CHECK: %[[R:.*]]:2 = stablehlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  // CHECK-NEXT: reducer(%[[A0:.*]]: tensor<f32>, %[[X0:.*]]: tensor<f32>) (%[[A1:.*]]: tensor<i32>, %[[X1:.*]]: tensor<i32>) {
  // CHECK-NEXT:   %[[P:.*]] = stablehlo.compare GT, %[[A0]], %[[X0]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK-NEXT:   %[[V:.*]] = stablehlo.select %[[P]], %[[A0]], %[[X0]] : tensor<i1>, tensor<f32>
  // CHECK-NEXT:   %[[I:.*]] = stablehlo.select %[[P]], %[[A1]], %[[X1]] : tensor<i1>, tensor<i32>
  // CHECK-NEXT:   stablehlo.return %[[V]], %[[I]] : tensor<f32>, tensor<i32>
  // CHECK-NEXT: }
  %0:2 = stablehlo.reduce(%a init: %c), (%b init: %d) across dimensions = [0] : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %p = stablehlo.compare GT, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %p, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %i = stablehlo.select %p, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// -----

// Bodies that do not qualify for `applies` print as a reducer: a
// non-commutative op, swapped arguments, a different type, more than one op.
// CHECK-LABEL: func.func @reduce_not_compact
func.func @reduce_not_compact(%x: tensor<4xi32>, %z: tensor<i32>, %w: tensor<i64>) {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  // CHECK-NEXT: reducer(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>) {
  // CHECK-NEXT: stablehlo.subtract
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %1 = stablehlo.subtract %a, %b : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }
  // CHECK: reducer(%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>) {
  // CHECK-NEXT: stablehlo.add %[[B]], %[[A]] : tensor<i32>
  %2 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %3 = stablehlo.add %b, %a : tensor<i32>
    stablehlo.return %3 : tensor<i32>
  }
  // The body computes in a wider type than the input's (promotion).
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<4xi32>, tensor<i64>) -> tensor<i64>
  // CHECK-NEXT: reducer(%{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>) {
  // CHECK-NEXT: stablehlo.add %{{.*}}, %{{.*}} : tensor<i64>
  %4 = stablehlo.reduce(%x init: %w) across dimensions = [0] : (tensor<4xi32>, tensor<i64>) -> tensor<i64>
   reducer(%a: tensor<i64>, %b: tensor<i64>) {
    %5 = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %5 : tensor<i64>
  }
  // CHECK: reducer(%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>) {
  // CHECK-NEXT: stablehlo.add
  // CHECK-NEXT: stablehlo.add
  %6 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %7 = stablehlo.add %a, %b : tensor<i32>
    %8 = stablehlo.add %7, %b : tensor<i32>
    stablehlo.return %8 : tensor<i32>
  }
  func.return
}

// -----

// Other attributes print after the dimensions; the op may span lines.
// CHECK-LABEL: func.func @reduce_attrs
func.func @reduce_attrs(%x: tensor<2x3xi1>, %z: tensor<i1>) -> tensor<2xi1> {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.or across dimensions = [1] {note = "kept"} : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
  %0 = stablehlo.reduce(%x init: %z)
      applies stablehlo.or
      across dimensions = [1] {note = "kept"}
      : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @reduce_window
func.func @reduce_window(%x: tensor<3x2xi64>, %z: tensor<i64>) -> tensor<2x2xi64> {
  // CHECK: "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) <{base_dilations = array<i64: 2, 1>, padding = dense<{{\[\[}}2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>):
  // CHECK-NEXT:   %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %[[S]] : tensor<i64>
  // CHECK-NEXT: }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %1 : tensor<i64>
  }) {
    base_dilations = array<i64: 2, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>,
    window_dilations = array<i64: 3, 1>,
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>
  } : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

// CHECK-LABEL: func.func @select_and_scatter
func.func @select_and_scatter(%operand: tensor<4x2xi64>, %source: tensor<2x2xi64>, %init: tensor<i64>) -> tensor<4x2xi64> {
  // CHECK: "stablehlo.select_and_scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{padding = dense<{{\[\[}}0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
  // CHECK: stablehlo.compare GE
  // CHECK: stablehlo.return %{{.*}} : tensor<i1>
  // CHECK-NEXT: }, {
  // CHECK: stablehlo.add
  // CHECK: }) : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %1 : tensor<i64>
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  func.return %0 : tensor<4x2xi64>
}

// -----

// `dimension` (default -1) and `is_stable` (default false) print only when set.
// CHECK-LABEL: func.func @sort
func.func @sort(%x: tensor<2x3xi64>, %y: tensor<2x3xf32>) {
  // CHECK: "stablehlo.sort"(%{{.*}}) ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>):
  // CHECK: }) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  // CHECK: "stablehlo.sort"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>):
  // CHECK: }) : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  %2:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<f32>, %d: tensor<f32>):
    %3 = stablehlo.compare GT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  func.return
}

// -----

// CHECK-LABEL: func.func @map
func.func @map(%x: tensor<2x2xi64>, %y: tensor<2x2xi64>) -> tensor<2x2xi64> {
  // CHECK: "stablehlo.map"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0, 1>}> ({
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>):
  // CHECK-NEXT:   %[[M:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<i64>
  // CHECK-NEXT:   stablehlo.return %[[M]] : tensor<i64>
  // CHECK-NEXT: }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  %0 = "stablehlo.map"(%x, %y) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.multiply %a, %b : tensor<i64>
      stablehlo.return %1 : tensor<i64>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

// CHECK-LABEL: func.func @dot_general
func.func @dot_general(%a: tensor<2x2x2xi64>, %b: tensor<2x2x2xi64>, %v: tensor<4xf32>, %m: tensor<4x3xf32>) {
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<3xf32>
  %0 = stablehlo.dot_general %v, %m, contracting_dims = [0] x [0] : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<3xf32>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  %1 = stablehlo.dot_general %a, %b,
    batching_dims = [0] x [0],
    contracting_dims = [2] x [1],
    precision = [DEFAULT, HIGHEST]
    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  %2 = stablehlo.dot_general %a, %b,
    batching_dims = [0] x [0],
    contracting_dims = [2] x [1],
    precision = [DEFAULT, DEFAULT],
    algorithm = <
      lhs_precision_type = tf32,
      rhs_precision_type = tf32,
      accumulation_type = f32,
      lhs_component_count = 1,
      rhs_component_count = 1,
      num_primitive_operations = 1,
      allow_imprecise_accumulation = false
    > : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  // Empty batching dimensions are not printed.
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [] x [] : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<4x4x3xf32>
  %3 = stablehlo.dot_general %v, %m, batching_dims = [] x [], contracting_dims = [] x [] : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<4x4x3xf32>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xf64>
  %4 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xf64>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [HIGH, HIGH] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  %5 = "stablehlo.dot_general"(%m, %0) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGH>]} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @convolution
func.func @convolution(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %l1: tensor<1x16x2xf32>, %r1: tensor<3x2x2xf32>, %l2: tensor<1x2x16xf32>) {
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [{{\[}}0, 0], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  %0 = stablehlo.convolution(%lhs, %rhs)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {
      stride = [4, 4],
      pad = [[0, 0], [1, 1]],
      lhs_dilate = [2, 2],
      rhs_dilate = [1, 1],
      reverse = [false, true]
    } {
      batch_group_count = 1 : i64,
      feature_group_count = 1 : i64,
      precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
    }
  : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  // Window entries in any order; `reverse` also takes 0 and 1.
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [{{\[}}2, 2]], lhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x33x2xf32>
  %1 = stablehlo.convolution(%l1, %r1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [1], lhs_dilate = [2], pad = [[2, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x33x2xf32>
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x16xf32>, tensor<3x2x2xf32>) -> tensor<1x3x15xf32>
  %2 = stablehlo.convolution(%l2, %r1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x16xf32>, tensor<3x2x2xf32>) -> tensor<1x3x15xf32>
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x7x2xf32>
  %3 = "stablehlo.convolution"(%l1, %r1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x7x2xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @dynamic_conv
func.func @dynamic_conv(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %padding: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
  // CHECK: "stablehlo.dynamic_conv"(%{{.*}}, %{{.*}}, %{{.*}}) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  func.return %0 : tensor<1x2x2x1xi64>
}

// -----

// CHECK-LABEL: func.func @fft
func.func @fft(%c: tensor<2x2xcomplex<f64>>, %r: tensor<4xf64>, %h: tensor<3xcomplex<f64>>) {
  // CHECK: stablehlo.fft %{{.*}}, type = FFT, length = [2, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  %0 = stablehlo.fft %c, type = FFT, length = [2, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  // CHECK: stablehlo.fft %{{.*}}, type = IFFT, length = [2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  %1 = stablehlo.fft %c, type = IFFT, length = [2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
  // CHECK: stablehlo.fft %{{.*}}, type = RFFT, length = [4] : (tensor<4xf64>) -> tensor<3xcomplex<f64>>
  %2 = stablehlo.fft %r, type = RFFT, length = [4] : (tensor<4xf64>) -> tensor<3xcomplex<f64>>
  // CHECK: stablehlo.fft %{{.*}}, type = IRFFT, length = [4] : (tensor<3xcomplex<f64>>) -> tensor<4xf64>
  %3 = "stablehlo.fft"(%h) {fft_type = #stablehlo<fft_type IRFFT>, fft_length = array<i64: 4>} : (tensor<3xcomplex<f64>>) -> tensor<4xf64>
  func.return
}

// -----

// CHECK-LABEL: func.func @linalg
func.func @linalg(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) {
  // CHECK: stablehlo.cholesky %{{.*}}, lower = true : tensor<3x3xf32>
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: stablehlo.cholesky %{{.*}} : tensor<3x3xf32>
  %1 = "stablehlo.cholesky"(%a) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: "stablehlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  %2 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @batch_norm
func.func @batch_norm(%x: tensor<2x2x2xf64>, %s: tensor<2xf64>, %o: tensor<2xf64>, %m: tensor<2xf64>, %v: tensor<2xf64>, %g: tensor<2x2x2xf64>) {
  // CHECK: "stablehlo.batch_norm_grad"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  // CHECK: "stablehlo.batch_norm_inference"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  %1 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  // CHECK: "stablehlo.batch_norm_training"(%{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 0.000000e+00 : f32, feature_index = 2 : i64}> : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  %2:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  func.return
}
