// `--interpret --entry` runs one function on given arguments and prints or
// writes its results; bad arguments are clear errors with exit status 1.
// RUN: fold-opt --interpret --entry=f --args="[dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dense<10> : tensor<i32>]" %s | FileCheck %s
// CHECK:      dense<{{\[\[}}1, 3],
// CHECK-NEXT:   [2, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: dense<[14, 16]> : tensor<2xi32>

// Results as .npy files, read back as arguments.
// RUN: rm -rf %t && fold-opt --interpret --entry=f --args="[dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dense<10> : tensor<i32>]" --output-dir=%t %s
// RUN: fold-opt --interpret --entry=g --input=%t/result_0.npy --input=%t/result_1.npy %s | FileCheck %s --check-prefix=NPY
// NPY: dense<[1, 3]> : tensor<2xi32>

// RUN: not fold-opt --interpret --entry=f --args="[dense<1> : tensor<2xi32>, dense<10> : tensor<i32>]" %s 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: error: argument 0 of type tensor<2x2xi32> cannot take the value given: its type is tensor<2xi32>, of another rank
// RUN: not fold-opt --interpret --entry=f --args="[dense<1> : tensor<2x2xi32>]" %s 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: @f takes 2 arguments, 1 given
// RUN: not fold-opt --interpret --entry=f --input=%t/missing.npy --input=%t/result_1.npy %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot read argument 0 from '{{.*}}missing.npy'
// RUN: not fold-opt --interpret --entry=nope %s 2>&1 | FileCheck %s --check-prefix=NOFUNC
// NOFUNC: error: no function @nope with a body in the input
// RUN: not fold-opt --entry=f %s 2>&1 | FileCheck %s --check-prefix=NEEDS
// NEEDS: --entry, --args, --input, --output-dir and --print-hex need --interpret

func.func @f(%a: tensor<2x2xi32>, %b: tensor<i32>) -> (tensor<2x2xi32>, tensor<2xi32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %r = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %t, %r : tensor<2x2xi32>, tensor<2xi32>
}

// g(t, r): the column minima of t (its second argument is only read).
func.func @g(%t: tensor<2x2xi32>, %r: tensor<2xi32>) -> tensor<2xi32> {
  %big = stablehlo.constant dense<100> : tensor<i32>
  %m = stablehlo.reduce(%t init: %big) applies stablehlo.minimum across dimensions = [0] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %m : tensor<2xi32>
}
