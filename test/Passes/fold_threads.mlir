// Folding gives the same bits for any kernel thread count and instruction
// set: fold-opt --threads, the `threads` option of fold-constants and of the
// fold pipeline, --kernel-isa and fold-constants' kernel-isa. The dot_general is large enough (128x512 by
// 512x128) to be split over threads.
// RUN: fold-opt --threads=1 --kernel-isa=portable --fold-constants %s > %t.1
// RUN: fold-opt --threads=3 --fold-constants %s > %t.3
// RUN: fold-opt --fold-constants=threads=2 %s > %t.2
// RUN: fold-opt --stablehlo-fold-pipeline=threads=4 %s > %t.4
// RUN: fold-opt --fold-constants="kernel-isa=portable threads=3" %s > %t.p
// RUN: diff %t.1 %t.3
// RUN: diff %t.1 %t.2
// RUN: diff %t.1 %t.p
// RUN: not fold-opt --fold-constants=kernel-isa=sse9 %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: fold-constants: kernel-isa is portable, avx2 or avx512, not 'sse9'
// RUN: FileCheck %s < %t.1
// RUN: FileCheck %s < %t.4

// CHECK-LABEL: func.func @dot
// CHECK-NOT: stablehlo.dot_general
// CHECK: stablehlo.constant dense<"0x
// CHECK-NOT: stablehlo.dot_general
func.func @dot() -> (tensor<128x128xf32>, tensor<128x128xbf16>) {
  %i = stablehlo.iota dim = 0 : tensor<128x512xf32>
  %j = stablehlo.iota dim = 1 : tensor<128x512xf32>
  %p = stablehlo.multiply %i, %j : tensor<128x512xf32>
  %a = stablehlo.sine %p : tensor<128x512xf32>
  %k = stablehlo.iota dim = 0 : tensor<512x128xf32>
  %c = stablehlo.cosine %k : tensor<512x128xf32>
  %d = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] : (tensor<128x512xf32>, tensor<512x128xf32>) -> tensor<128x128xf32>
  %e = stablehlo.convert %d : (tensor<128x128xf32>) -> tensor<128x128xbf16>
  %f = stablehlo.add %e, %e : tensor<128x128xbf16>
  return %d, %f : tensor<128x128xf32>, tensor<128x128xbf16>
}
