// RUN: fold-opt %s --split-input-file | FileCheck %s

// Valid misc programs the verifiers must accept.

// CHECK-LABEL: func.func @rngs
func.func @rngs(%a: tensor<f32>, %s: tensor<3xi64>, %st: tensor<3xui64>, %d: tensor<5xui64>) {
  %shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // CHECK: stablehlo.rng
  %0 = stablehlo.rng %a, %a, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x?xf32>
  // CHECK: stablehlo.rng
  %1 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x2x2xf32>
  // CHECK: stablehlo.rng_bit_generator
  %2, %3 = stablehlo.rng_bit_generator %st, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  // CHECK: stablehlo.rng_bit_generator
  %4, %5 = stablehlo.rng_bit_generator %d, algorithm = DEFAULT : (tensor<5xui64>) -> (tensor<5xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @scale(%x: tensor<f32>) -> tensor<f32> {
  func.return %x : tensor<f32>
}

// CHECK-LABEL: func.func @composites
func.func @composites(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: stablehlo.composite "my.scale"
  %0 = stablehlo.composite "my.scale" %x {decomposition = @scale} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @tuples
func.func @tuples(%x: tensor<?xf32>, %t: !stablehlo.token) -> tensor<?xf32> {
  // CHECK: stablehlo.tuple
  %0 = stablehlo.tuple %x, %t : tuple<tensor<?xf32>, !stablehlo.token>
  // CHECK: stablehlo.get_tuple_element
  %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<?xf32>, !stablehlo.token>) -> tensor<?xf32>
  // CHECK: stablehlo.iota
  %2 = stablehlo.iota dim = 1 : tensor<2x?xi32>
  func.return %1 : tensor<?xf32>
}
