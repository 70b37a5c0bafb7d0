// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of iota, rng, rng_bit_generator, composite, tuple and
// get_tuple_element.

// CHECK-LABEL: func.func @iota
func.func @iota() -> (tensor<2x5xui8>, tensor<7xcomplex<f32>>) {
  // CHECK: stablehlo.iota dim = 1 : tensor<2x5xui8>
  %a = stablehlo.iota dim = 1 : tensor<2x5xui8>
  // CHECK: stablehlo.iota dim = 0 : tensor<7xcomplex<f32>>
  %b = stablehlo.iota dim = 0 : tensor<7xcomplex<f32>>
  func.return %a, %b : tensor<2x5xui8>, tensor<7xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @rng
func.func @rng(%lo: tensor<f32>, %hi: tensor<f32>, %shape: tensor<2xi64>) -> tensor<3x4xf32> {
  // CHECK: stablehlo.rng %{{.*}}, %{{.*}}, %{{.*}}, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %r = stablehlo.rng %lo, %hi, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %r : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @rng_bit_generator
func.func @rng_bit_generator(%s: tensor<3xui64>) -> tensor<2x2xui32> {
  // CHECK: stablehlo.rng_bit_generator %{{.*}}, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  %s1, %bits = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  func.return %bits : tensor<2x2xui32>
}

// -----

func.func private @twice(%x: tensor<3xi16>) -> tensor<3xi16> {
  %y = stablehlo.add %x, %x : tensor<3xi16>
  func.return %y : tensor<3xi16>
}

// CHECK-LABEL: func.func @composite
func.func @composite(%x: tensor<3xi16>) -> tensor<3xi16> {
  // CHECK: stablehlo.composite "my.twice" %{{.*}} {composite_attributes = {factor = 2 : i64}, decomposition = @twice} : (tensor<3xi16>) -> tensor<3xi16>
  %y = stablehlo.composite "my.twice" %x {
    composite_attributes = {factor = 2 : i64},
    decomposition = @twice
  } : (tensor<3xi16>) -> tensor<3xi16>
  // CHECK: stablehlo.composite "my.twice" %{{.*}} {decomposition = @twice, version = 3 : i32} : (tensor<3xi16>) -> tensor<3xi16>
  %z = stablehlo.composite "my.twice" %y {decomposition = @twice, version = 3 : i32} : (tensor<3xi16>) -> tensor<3xi16>
  func.return %z : tensor<3xi16>
}

// -----

// CHECK-LABEL: func.func @tuples
func.func @tuples(%x: tensor<2xf64>, %t: !stablehlo.token) -> tensor<2xf64> {
  // CHECK: %[[IN:.*]] = stablehlo.tuple %{{.*}} : tuple<!stablehlo.token>
  %in = stablehlo.tuple %t : tuple<!stablehlo.token>
  // CHECK: %[[OUT:.*]] = stablehlo.tuple %{{.*}}, %[[IN]] : tuple<tensor<2xf64>, tuple<!stablehlo.token>>
  %out = stablehlo.tuple %x, %in : tuple<tensor<2xf64>, tuple<!stablehlo.token>>
  // CHECK: stablehlo.get_tuple_element %[[OUT]][0] : (tuple<tensor<2xf64>, tuple<!stablehlo.token>>) -> tensor<2xf64>
  %e = stablehlo.get_tuple_element %out[0] : (tuple<tensor<2xf64>, tuple<!stablehlo.token>>) -> tensor<2xf64>
  // CHECK: stablehlo.get_tuple_element %[[OUT]][1] : (tuple<tensor<2xf64>, tuple<!stablehlo.token>>) -> tuple<!stablehlo.token>
  %f = stablehlo.get_tuple_element %out[1] : (tuple<tensor<2xf64>, tuple<!stablehlo.token>>) -> tuple<!stablehlo.token>
  // CHECK: stablehlo.tuple : tuple<>
  %empty = stablehlo.tuple : tuple<>
  func.return %e : tensor<2xf64>
}

// -----

// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%a: tensor<2xf32>, %t: !stablehlo.token) -> tensor<2xf32> {
  // CHECK: stablehlo.custom_call @check.expect_eq(%{{.*}}, %{{.*}}) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  // CHECK: stablehlo.custom_call @my_kernel(%{{.*}}, %{{.*}}) {api_version = 4 : i32, backend_config = {alpha = 2 : i64}} : (tensor<2xf32>, !stablehlo.token) -> tensor<2xf32>
  %0 = stablehlo.custom_call @my_kernel(%a, %t) {api_version = 4 : i32, backend_config = {alpha = 2 : i64}} : (tensor<2xf32>, !stablehlo.token) -> tensor<2xf32>
  // CHECK: stablehlo.custom_call @"name with spaces"() : () -> ()
  stablehlo.custom_call @"name with spaces"() : () -> ()
  func.return %0 : tensor<2xf32>
}
