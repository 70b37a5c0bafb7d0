// index shape operands are 64-bit signed integers to the interpreter.
// RUN: fold-opt --interpret --entry=reshape --args="[dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>, dense<[2, 3]> : tensor<2xindex>]" %s | FileCheck %s --check-prefix=RESHAPE
// RESHAPE:      dense<{{\[\[}}1.0, 2.0, 3.0],
// RESHAPE-NEXT:   [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
// RUN: fold-opt --interpret --entry=iota_pad --args="[dense<[3]> : tensor<1xindex>, dense<[1]> : tensor<1xindex>]" %s | FileCheck %s --check-prefix=IOTA
// IOTA: dense<[0, 0, 1, 2, 0]> : tensor<5xi32>
// RUN: fold-opt --interpret --entry=slice --args="[dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>, dense<[1]> : tensor<1xindex>, dense<[6]> : tensor<1xindex>, dense<[2]> : tensor<1xindex>]" %s | FileCheck %s --check-prefix=SLICE
// SLICE: dense<[1, 3, 5]> : tensor<3xi64>

func.func @reshape(%x: tensor<6xf32>, %shape: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @iota_pad(%shape: tensor<1xindex>, %pad: tensor<1xindex>) -> tensor<?xi32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xindex>) -> tensor<?xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %none = stablehlo.constant dense<0> : tensor<1xi64>
  %1 = stablehlo.dynamic_pad %0, %zero, %pad, %pad, %none : (tensor<?xi32>, tensor<i32>, tensor<1xindex>, tensor<1xindex>, tensor<1xi64>) -> tensor<?xi32>
  return %1 : tensor<?xi32>
}

func.func @slice(%x: tensor<6xi64>, %start: tensor<1xindex>, %limit: tensor<1xindex>, %strides: tensor<1xindex>) -> tensor<?xi64> {
  %0 = stablehlo.real_dynamic_slice %x, %start, %limit, %strides : (tensor<6xi64>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
