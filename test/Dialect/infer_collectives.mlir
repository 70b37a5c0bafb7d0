// RUN: fold-opt %s --test-print-inferred-types -verify-diagnostics

// The collective and communication ops whose result types follow from the
// spec alone: the ids are tensor<ui32>, outfeed and send give a token.
// -verify-diagnostics fails on any remark not expected here.

func.func @collectives(%x: tensor<2xf32>, %t: !stablehlo.token) {
  // expected-remark @+1 {{inferred: tensor<ui32>}}
  %0 = stablehlo.partition_id : tensor<ui32>
  // expected-remark @+1 {{inferred: tensor<ui32>}}
  %1 = stablehlo.replica_id : tensor<ui32>
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %2 = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  // expected-remark @+1 {{inferred: !stablehlo.token}}
  %3 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return
}
