// Op and attribute versions: each feature written for a target that has it
// (the vhlo op version chosen), read back (the same stablehlo), and the
// error for a target too old to express it.

// RUN: fold-opt --split-input-file --stablehlo-legalize-to-vhlo=target=1.0.0 %s | FileCheck %s --check-prefix=V100
// RUN: fold-opt --split-input-file --stablehlo-legalize-to-vhlo=target=current %s | FileCheck %s --check-prefix=CUR
// RUN: fold-opt --split-input-file --stablehlo-legalize-to-vhlo=target=1.0.0 --vhlo-legalize-to-stablehlo %s | FileCheck %s --check-prefix=BACK
// RUN: fold-opt --split-input-file --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.0.0 %s | FileCheck %s --check-prefix=V100

// gather: v1 until 1.0.0, v2 (batching dimensions) from 1.1.0.
// V100-LABEL: sym_name = #vhlo.string_v1<"gather">
// V100: vhlo.gather_v1
// CUR-LABEL: sym_name = #vhlo.string_v1<"gather">
// CUR: vhlo.gather_v2
// BACK-LABEL: func.func @gather
// BACK: stablehlo.gather{{.*}}offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>
func.func @gather(%op: tensor<3x4xf32>, %idx: tensor<2x1xi32>) -> tensor<2x4xf32> {
  %r = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// exponential: v1 until 1.8.0, v2 (result_accuracy) from 1.9.0; a default
// accuracy is dropped for the old version.
// V100-LABEL: sym_name = #vhlo.string_v1<"exp">
// V100: vhlo.exponential_v1
// CUR-LABEL: sym_name = #vhlo.string_v1<"exp">
// CUR: vhlo.exponential_v2{{.*}}result_accuracy = #vhlo.result_accuracy_v1
// BACK-LABEL: func.func @exp
// BACK: stablehlo.exponential %{{.*}} : tensor<4xf32>
func.func @exp(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stablehlo.exponential %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// dot_general: v1 until 1.5.0, v2 (algorithm) from 1.6.0; without an
// algorithm v2 holds none types.
// V100-LABEL: sym_name = #vhlo.string_v1<"dot">
// V100: vhlo.dot_general_v1
// CUR-LABEL: sym_name = #vhlo.string_v1<"dot">
// CUR: vhlo.dot_general_v2{{.*}}accumulation_type = #vhlo.type_v1<!vhlo.none_v1>
// BACK-LABEL: func.func @dot
// BACK: stablehlo.dot_general
// BACK-NOT: algorithm
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
