// Probed values read back as something else: each check fails, and the run
// goes on to report every one.
func.func @mismatches() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %px = interpreter.probe %x, probe_id = "mismatch_x" : tensor<3xf32>
  %y = stablehlo.constant dense<[1.0, 2.5, 3.0]> : tensor<3xf32>
  check.expect_serialized_eq %y, probe_id = "mismatch_x" : tensor<3xf32>
  %z = stablehlo.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  check.expect_serialized_eq %z, probe_id = "mismatch_x" : tensor<1x3xf32>
  %i = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pi = interpreter.probe %i, probe_id = "mismatch_i" : tensor<3xi32>
  %f = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  check.expect_serialized_eq %f, probe_id = "mismatch_i" : tensor<3xf32>
  check.expect_serialized_eq %x, probe_id = "mismatch_x", iter = 1 : tensor<3xf32>
  func.return
}
