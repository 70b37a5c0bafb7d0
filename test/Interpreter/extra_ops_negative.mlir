// RUN: not fold-opt --interpret --split-input-file %s 2>&1 | FileCheck %s

// Operands the ops beyond the spec do not take are reported, not crashed on.

// CHECK: error: size must be in [0, 2], the size of dimension 1 of the operand
func.func @set_dimension_size_above_the_dimension() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %r = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x?xi32, #stablehlo.bounds<?, 2>>
  func.return
}

// -----

// CHECK: error: size must be in [0, 2], the size of dimension 0 of the operand
func.func @set_dimension_size_negative() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %n = stablehlo.constant dense<-1> : tensor<i32>
  %r = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x2xi32>, tensor<i32>) -> tensor<?x2xi32, #stablehlo.bounds<2, ?>>
  func.return
}

// -----

// A runtime size that does not fit the declared static result.
// CHECK: error: size 1 differs from the result's static size 2 of dimension 1
func.func @set_dimension_size_declared_static() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %n = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  func.return
}
