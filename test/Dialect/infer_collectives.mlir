// RUN: fold-opt %s --test-print-inferred-types -verify-diagnostics

// No collective op has a shape function yet: -verify-diagnostics fails if
// one of these reports an inferred type. An op that gains one gets its
// `expected-remark` here.

func.func @collectives() {
  %0 = stablehlo.partition_id : tensor<ui32>
  %1 = stablehlo.replica_id : tensor<ui32>
  func.return
}
