//===- VhloOps.td - the vhlo ops, one record per op version --*- tablegen -*-===//
//
// The table of VHLO op versions: name, the first and last release that has
// it ("current": still in the newest), and its attributes. It is the whole
// description of an op: VHLO ops carry any operands, results and regions
// (their meaning is the stablehlo op they stand for, checked after
// conversion), and every attribute is required. The attribute names matter
// for the bytecode: an op's properties are written as its attributes in name
// order, so an artifact written by StableHLO reads back only when the names
// here are StableHLO's (see docs/vhlo.md).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_VHLO_OPS
#define STABLEHLO_FOLD_VHLO_OPS

include "mlir/IR/OpBase.td"

def Vhlo_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::mlir::sfold::vhlo";
  let summary = "StableHLO's versioned ops, for portable artifacts";
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let usePropertiesForAttributes = 1;
  let extraClassDeclaration = [{
    /// Adds VhloType, VhloAttr and the bytecode interface (VhloBytecode.cpp).
    void registerTypesAndAttributes();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

def Vhlo_VersionedOpInterface : OpInterface<"VersionedOpInterface"> {
  let cppNamespace = "::mlir::sfold::vhlo";
  let description = "The releases of StableHLO that have this op version.";
  let methods = [
    StaticInterfaceMethod<"the first release with this op version",
      "::llvm::StringRef", "getMinVersion">,
    StaticInterfaceMethod<"the last release with it, or \"current\"",
      "::llvm::StringRef", "getMaxVersion">,
  ];
}

/// One op version: `attrNames` are its attributes (any value, all required).
class Vhlo_Op<string mnemonic, string minVersion, string maxVersion,
              list<string> attrNames, list<Trait> traits = []>
    : Op<Vhlo_Dialect, mnemonic, traits # [Vhlo_VersionedOpInterface]> {
  let arguments = !con((ins Variadic<AnyType>:$vhlo_operands),
                       !dag(ins, !listsplat(AnyAttr, !size(attrNames)),
                            attrNames));
  let results = (outs Variadic<AnyType>:$vhlo_results);
  let regions = (region VariadicRegion<AnyRegion>:$vhlo_regions);
  let extraClassDeclaration = [{
    static ::llvm::StringRef getMinVersion() { return "}] # minVersion # [{"; }
    static ::llvm::StringRef getMaxVersion() { return "}] # maxVersion # [{"; }
  }];
}

def Vhlo_AbsV1 : Vhlo_Op<"abs_v1", "0.9.0", "current", []>;
def Vhlo_AddV1 : Vhlo_Op<"add_v1", "0.9.0", "current", []>;
def Vhlo_AfterAllV1 : Vhlo_Op<"after_all_v1", "0.9.0", "current", []>;
def Vhlo_AllGatherV1 : Vhlo_Op<"all_gather_v1", "0.9.0", "1.4.0",
    ["all_gather_dim", "replica_groups", "channel_id", "use_global_device_ids"]>;
def Vhlo_AllGatherV2 : Vhlo_Op<"all_gather_v2", "1.5.0", "current",
    ["all_gather_dim", "replica_groups", "channel_id", "use_global_device_ids"]>;
def Vhlo_AllReduceV1 : Vhlo_Op<"all_reduce_v1", "0.9.0", "1.4.0",
    ["replica_groups", "channel_id", "use_global_device_ids"]>;
def Vhlo_AllReduceV2 : Vhlo_Op<"all_reduce_v2", "1.5.0", "current",
    ["replica_groups", "channel_id", "use_global_device_ids"]>;
def Vhlo_AllToAllV1 : Vhlo_Op<"all_to_all_v1", "0.9.0", "1.4.0",
    ["split_dimension", "concat_dimension", "split_count", "replica_groups",
     "channel_id"]>;
def Vhlo_AllToAllV2 : Vhlo_Op<"all_to_all_v2", "1.5.0", "current",
    ["split_dimension", "concat_dimension", "split_count", "replica_groups",
     "channel_id"]>;
def Vhlo_AndV1 : Vhlo_Op<"and_v1", "0.9.0", "current", []>;
def Vhlo_Atan2V1 : Vhlo_Op<"atan2_v1", "0.9.0", "current", []>;
def Vhlo_BatchNormGradV1 : Vhlo_Op<"batch_norm_grad_v1", "0.9.0", "current",
    ["epsilon", "feature_index"]>;
def Vhlo_BatchNormInferenceV1 : Vhlo_Op<"batch_norm_inference_v1", "0.9.0", "current",
    ["epsilon", "feature_index"]>;
def Vhlo_BatchNormTrainingV1 : Vhlo_Op<"batch_norm_training_v1", "0.9.0", "current",
    ["epsilon", "feature_index"]>;
def Vhlo_BitcastConvertV1 : Vhlo_Op<"bitcast_convert_v1", "0.9.0", "current", []>;
def Vhlo_BroadcastInDimV1 : Vhlo_Op<"broadcast_in_dim_v1", "0.9.0", "current",
    ["broadcast_dimensions"]>;
def Vhlo_BroadcastV1 : Vhlo_Op<"broadcast_v1", "0.9.0", "current",
    ["broadcast_sizes"]>;
def Vhlo_CallV1 : Vhlo_Op<"call_v1", "0.9.0", "current",
    ["callee"]>;
def Vhlo_CaseV1 : Vhlo_Op<"case_v1", "0.9.0", "current", []>;
def Vhlo_CbrtV1 : Vhlo_Op<"cbrt_v1", "0.9.0", "1.9.0", []>;
def Vhlo_CbrtV2 : Vhlo_Op<"cbrt_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_CeilV1 : Vhlo_Op<"ceil_v1", "0.9.0", "current", []>;
def Vhlo_CholeskyV1 : Vhlo_Op<"cholesky_v1", "0.9.0", "current",
    ["lower"]>;
def Vhlo_ClampV1 : Vhlo_Op<"clamp_v1", "0.9.0", "current", []>;
def Vhlo_CountLeadingZerosV1 : Vhlo_Op<"count_leading_zeros_v1", "0.9.0", "current", []>;
def Vhlo_CollectiveBroadcastV1 : Vhlo_Op<"collective_broadcast_v1", "0.16.0", "current",
    ["replica_groups", "channel_id"]>;
def Vhlo_CollectivePermuteV1 : Vhlo_Op<"collective_permute_v1", "0.9.0", "current",
    ["source_target_pairs", "channel_id"]>;
def Vhlo_CompareV1 : Vhlo_Op<"compare_v1", "0.9.0", "current",
    ["comparison_direction", "compare_type"]>;
def Vhlo_ComplexV1 : Vhlo_Op<"complex_v1", "0.9.0", "current", []>;
def Vhlo_CompositeV1 : Vhlo_Op<"composite_v1", "0.19.0", "current",
    ["name", "composite_attributes", "decomposition", "version"]>;
def Vhlo_ConcatenateV1 : Vhlo_Op<"concatenate_v1", "0.9.0", "current",
    ["dimension"]>;
def Vhlo_ConstantV1 : Vhlo_Op<"constant_v1", "0.9.0", "current",
    ["value"]>;
def Vhlo_ConvertV1 : Vhlo_Op<"convert_v1", "0.9.0", "current", []>;
def Vhlo_ConvolutionV1 : Vhlo_Op<"convolution_v1", "0.9.0", "current",
    ["window_strides", "padding", "lhs_dilation", "rhs_dilation",
     "window_reversal", "input_batch_dimension", "input_feature_dimension",
     "input_spatial_dimensions", "kernel_input_feature_dimension",
     "kernel_output_feature_dimension", "kernel_spatial_dimensions",
     "output_batch_dimension", "output_feature_dimension",
     "output_spatial_dimensions", "feature_group_count", "batch_group_count",
     "precision_config"]>;
def Vhlo_CosineV1 : Vhlo_Op<"cosine_v1", "0.9.0", "1.9.0", []>;
def Vhlo_CosineV2 : Vhlo_Op<"cosine_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_CreateTokenV1 : Vhlo_Op<"create_token_v1", "0.9.0", "current", []>;
def Vhlo_CustomCallV1 : Vhlo_Op<"custom_call_v1", "0.9.0", "current",
    ["call_target_name", "has_side_effect", "backend_config", "api_version",
     "called_computations", "operand_layouts", "result_layouts",
     "output_operand_aliases"]>;
def Vhlo_DivideV1 : Vhlo_Op<"divide_v1", "0.9.0", "current", []>;
def Vhlo_DotGeneralV1 : Vhlo_Op<"dot_general_v1", "0.9.0", "1.5.0",
    ["lhs_batching_dimensions", "rhs_batching_dimensions",
     "lhs_contracting_dimensions", "rhs_contracting_dimensions",
     "precision_config"]>;
def Vhlo_DotGeneralV2 : Vhlo_Op<"dot_general_v2", "1.6.0", "current",
    ["lhs_batching_dimensions", "rhs_batching_dimensions",
     "lhs_contracting_dimensions", "rhs_contracting_dimensions",
     "precision_config", "lhs_precision_type", "rhs_precision_type",
     "accumulation_type", "lhs_component_count", "rhs_component_count",
     "num_primitive_operations", "allow_imprecise_accumulation"]>;
def Vhlo_DotV1 : Vhlo_Op<"dot_v1", "0.9.0", "current",
    ["precision_config"]>;
def Vhlo_DynamicBroadcastInDimV1 : Vhlo_Op<"dynamic_broadcast_in_dim_v1", "0.9.0", "current",
    ["broadcast_dimensions", "known_expanding_dimensions",
     "known_nonexpanding_dimensions"]>;
def Vhlo_DynamicConvV1 : Vhlo_Op<"dynamic_conv_v1", "0.9.0", "0.19.0",
    ["window_strides", "padding", "lhs_dilation", "rhs_dilation",
     "window_reversal", "input_batch_dimension", "input_feature_dimension",
     "input_spatial_dimensions", "kernel_input_feature_dimension",
     "kernel_output_feature_dimension", "kernel_spatial_dimensions",
     "output_batch_dimension", "output_feature_dimension",
     "output_spatial_dimensions", "feature_group_count", "batch_group_count",
     "precision_config"]>;
def Vhlo_DynamicConvV2 : Vhlo_Op<"dynamic_conv_v2", "0.20.0", "current",
    ["window_strides", "lhs_dilation", "rhs_dilation", "window_reversal",
     "input_batch_dimension", "input_feature_dimension",
     "input_spatial_dimensions", "kernel_input_feature_dimension",
     "kernel_output_feature_dimension", "kernel_spatial_dimensions",
     "output_batch_dimension", "output_feature_dimension",
     "output_spatial_dimensions", "feature_group_count", "batch_group_count",
     "precision_config"]>;
def Vhlo_DynamicGatherV1 : Vhlo_Op<"dynamic_gather_v1", "0.9.0", "1.0.0",
    ["offset_dims", "collapsed_slice_dims", "start_index_map",
     "index_vector_dim", "indices_are_sorted"]>;
def Vhlo_DynamicGatherV2 : Vhlo_Op<"dynamic_gather_v2", "1.1.0", "current",
    ["offset_dims", "collapsed_slice_dims", "operand_batching_dims",
     "start_indices_batching_dims", "start_index_map", "index_vector_dim",
     "indices_are_sorted"]>;
def Vhlo_DynamicIotaV1 : Vhlo_Op<"dynamic_iota_v1", "0.9.0", "current",
    ["iota_dimension"]>;
def Vhlo_DynamicPadV1 : Vhlo_Op<"dynamic_pad_v1", "0.9.0", "current", []>;
def Vhlo_DynamicReshapeV1 : Vhlo_Op<"dynamic_reshape_v1", "0.9.0", "current", []>;
def Vhlo_DynamicSliceV1 : Vhlo_Op<"dynamic_slice_v1", "0.9.0", "current",
    ["slice_sizes"]>;
def Vhlo_DynamicUpdateSliceV1 : Vhlo_Op<"dynamic_update_slice_v1", "0.9.0", "current", []>;
def Vhlo_EinsumV1 : Vhlo_Op<"einsum_v1", "0.9.0", "current",
    ["einsum_config"]>;
def Vhlo_ExponentialMinusOneV1 : Vhlo_Op<"exponential_minus_one_v1", "0.9.0", "1.9.0", []>;
def Vhlo_ExponentialMinusOneV2 : Vhlo_Op<"exponential_minus_one_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_ExponentialV1 : Vhlo_Op<"exponential_v1", "0.9.0", "1.8.0", []>;
def Vhlo_ExponentialV2 : Vhlo_Op<"exponential_v2", "1.9.0", "current",
    ["result_accuracy"]>;
def Vhlo_FftV1 : Vhlo_Op<"fft_v1", "0.9.0", "current",
    ["fft_type", "fft_length"]>;
def Vhlo_FloorV1 : Vhlo_Op<"floor_v1", "0.9.0", "current", []>;
def Vhlo_FuncV1 : Vhlo_Op<"func_v1", "0.9.0", "current",
    ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"]>;
def Vhlo_GatherV1 : Vhlo_Op<"gather_v1", "0.9.0", "1.0.0",
    ["offset_dims", "collapsed_slice_dims", "start_index_map",
     "index_vector_dim", "slice_sizes", "indices_are_sorted"]>;
def Vhlo_GatherV2 : Vhlo_Op<"gather_v2", "1.1.0", "current",
    ["offset_dims", "collapsed_slice_dims", "operand_batching_dims",
     "start_indices_batching_dims", "start_index_map", "index_vector_dim",
     "slice_sizes", "indices_are_sorted"]>;
def Vhlo_GetDimensionSizeV1 : Vhlo_Op<"get_dimension_size_v1", "0.9.0", "current",
    ["dimension"]>;
def Vhlo_GetTupleElementV1 : Vhlo_Op<"get_tuple_element_v1", "0.9.0", "current",
    ["index"]>;
def Vhlo_IfV1 : Vhlo_Op<"if_v1", "0.9.0", "current", []>;
def Vhlo_ImagV1 : Vhlo_Op<"imag_v1", "0.9.0", "current", []>;
def Vhlo_InfeedV1 : Vhlo_Op<"infeed_v1", "0.9.0", "current",
    ["infeed_config", "layout"]>;
def Vhlo_IotaV1 : Vhlo_Op<"iota_v1", "0.9.0", "current",
    ["iota_dimension"]>;
def Vhlo_IsFiniteV1 : Vhlo_Op<"is_finite_v1", "0.9.0", "current", []>;
def Vhlo_LogPlusOneV1 : Vhlo_Op<"log_plus_one_v1", "0.9.0", "1.9.0", []>;
def Vhlo_LogPlusOneV2 : Vhlo_Op<"log_plus_one_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_LogisticV1 : Vhlo_Op<"logistic_v1", "0.9.0", "1.9.0", []>;
def Vhlo_LogisticV2 : Vhlo_Op<"logistic_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_LogV1 : Vhlo_Op<"log_v1", "0.9.0", "1.9.0", []>;
def Vhlo_LogV2 : Vhlo_Op<"log_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_MapV1 : Vhlo_Op<"map_v1", "0.9.0", "current",
    ["dimensions"]>;
def Vhlo_MaximumV1 : Vhlo_Op<"maximum_v1", "0.9.0", "current", []>;
def Vhlo_MinimumV1 : Vhlo_Op<"minimum_v1", "0.9.0", "current", []>;
def Vhlo_MultiplyV1 : Vhlo_Op<"multiply_v1", "0.9.0", "current", []>;
def Vhlo_NegateV1 : Vhlo_Op<"negate_v1", "0.9.0", "current", []>;
def Vhlo_NotV1 : Vhlo_Op<"not_v1", "0.9.0", "current", []>;
def Vhlo_OptimizationBarrierV1 : Vhlo_Op<"optimization_barrier_v1", "0.9.0", "current", []>;
def Vhlo_OrV1 : Vhlo_Op<"or_v1", "0.9.0", "current", []>;
def Vhlo_OutfeedV1 : Vhlo_Op<"outfeed_v1", "0.9.0", "current",
    ["outfeed_config"]>;
def Vhlo_PadV1 : Vhlo_Op<"pad_v1", "0.9.0", "current",
    ["edge_padding_low", "edge_padding_high", "interior_padding"]>;
def Vhlo_PartitionIdV1 : Vhlo_Op<"partition_id_v1", "0.9.0", "current", []>;
def Vhlo_PopcntV1 : Vhlo_Op<"popcnt_v1", "0.9.0", "current", []>;
def Vhlo_PowerV1 : Vhlo_Op<"power_v1", "0.9.0", "current", []>;
def Vhlo_RealDynamicSliceV1 : Vhlo_Op<"real_dynamic_slice_v1", "0.9.0", "current", []>;
def Vhlo_RealV1 : Vhlo_Op<"real_v1", "0.9.0", "current", []>;
def Vhlo_RecvV1 : Vhlo_Op<"recv_v1", "0.9.0", "1.11.0",
    ["channel_id", "channel_type", "is_host_transfer"]>;
def Vhlo_RecvV2 : Vhlo_Op<"recv_v2", "1.12.0", "current",
    ["channel_id", "channel_type", "is_host_transfer", "source_target_pairs"]>;
def Vhlo_ReduceV1 : Vhlo_Op<"reduce_v1", "0.9.0", "current",
    ["dimensions"]>;
def Vhlo_ReducePrecisionV1 : Vhlo_Op<"reduce_precision_v1", "0.9.0", "current",
    ["exponent_bits", "mantissa_bits"]>;
def Vhlo_ReduceScatterV1 : Vhlo_Op<"reduce_scatter_v1", "0.9.0", "current",
    ["scatter_dimension", "replica_groups", "channel_id",
     "use_global_device_ids"]>;
def Vhlo_ReduceWindowV1 : Vhlo_Op<"reduce_window_v1", "0.9.0", "current",
    ["window_dimensions", "window_strides", "base_dilations",
     "window_dilations", "padding"]>;
def Vhlo_RemainderV1 : Vhlo_Op<"remainder_v1", "0.9.0", "current", []>;
def Vhlo_ReplicaIdV1 : Vhlo_Op<"replica_id_v1", "0.9.0", "current", []>;
def Vhlo_ReshapeV1 : Vhlo_Op<"reshape_v1", "0.9.0", "current", []>;
def Vhlo_ReturnV1 : Vhlo_Op<"return_v1", "0.9.0", "current", [],
    [Terminator]>;
def Vhlo_ReverseV1 : Vhlo_Op<"reverse_v1", "0.9.0", "current",
    ["dimensions"]>;
def Vhlo_RngBitGeneratorV1 : Vhlo_Op<"rng_bit_generator_v1", "0.9.0", "current",
    ["rng_algorithm"]>;
def Vhlo_RngV1 : Vhlo_Op<"rng_v1", "0.9.0", "current",
    ["rng_distribution"]>;
def Vhlo_RoundNearestEvenV1 : Vhlo_Op<"round_nearest_even_v1", "0.9.0", "current", []>;
def Vhlo_RoundNearestAfzV1 : Vhlo_Op<"round_nearest_afz_v1", "0.9.0", "current", []>;
def Vhlo_RsqrtV1 : Vhlo_Op<"rsqrt_v1", "0.9.0", "1.9.0", []>;
def Vhlo_RsqrtV2 : Vhlo_Op<"rsqrt_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_ScatterV1 : Vhlo_Op<"scatter_v1", "0.9.0", "1.0.0",
    ["update_window_dims", "inserted_window_dims",
     "scatter_dims_to_operand_dims", "index_vector_dim", "indices_are_sorted",
     "unique_indices"]>;
def Vhlo_ScatterV2 : Vhlo_Op<"scatter_v2", "1.1.0", "current",
    ["update_window_dims", "inserted_window_dims", "input_batching_dims",
     "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
     "index_vector_dim", "indices_are_sorted", "unique_indices"]>;
def Vhlo_SelectAndScatterV1 : Vhlo_Op<"select_and_scatter_v1", "0.9.0", "current",
    ["window_dimensions", "window_strides", "padding"]>;
def Vhlo_SelectV1 : Vhlo_Op<"select_v1", "0.9.0", "current", []>;
def Vhlo_SendV1 : Vhlo_Op<"send_v1", "0.9.0", "1.11.0",
    ["channel_id", "channel_type", "is_host_transfer"]>;
def Vhlo_SendV2 : Vhlo_Op<"send_v2", "1.12.0", "current",
    ["channel_id", "channel_type", "is_host_transfer", "source_target_pairs"]>;
def Vhlo_SetDimensionSizeV1 : Vhlo_Op<"set_dimension_size_v1", "0.9.0", "current",
    ["dimension"]>;
def Vhlo_ShiftLeftV1 : Vhlo_Op<"shift_left_v1", "0.9.0", "current", []>;
def Vhlo_ShiftRightArithmeticV1 : Vhlo_Op<"shift_right_arithmetic_v1", "0.9.0", "current", []>;
def Vhlo_ShiftRightLogicalV1 : Vhlo_Op<"shift_right_logical_v1", "0.9.0", "current", []>;
def Vhlo_SignV1 : Vhlo_Op<"sign_v1", "0.9.0", "current", []>;
def Vhlo_SineV1 : Vhlo_Op<"sine_v1", "0.9.0", "1.9.0", []>;
def Vhlo_SineV2 : Vhlo_Op<"sine_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_SliceV1 : Vhlo_Op<"slice_v1", "0.9.0", "current",
    ["start_indices", "limit_indices", "strides"]>;
def Vhlo_SortV1 : Vhlo_Op<"sort_v1", "0.9.0", "current",
    ["dimension", "is_stable"]>;
def Vhlo_SqrtV1 : Vhlo_Op<"sqrt_v1", "0.9.0", "1.9.0", []>;
def Vhlo_SqrtV2 : Vhlo_Op<"sqrt_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_SubtractV1 : Vhlo_Op<"subtract_v1", "0.9.0", "current", []>;
def Vhlo_TanV1 : Vhlo_Op<"tan_v1", "1.4.0", "1.9.0", []>;
def Vhlo_TanV2 : Vhlo_Op<"tan_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_TanhV1 : Vhlo_Op<"tanh_v1", "0.9.0", "1.9.0", []>;
def Vhlo_TanhV2 : Vhlo_Op<"tanh_v2", "1.10.0", "current",
    ["result_accuracy"]>;
def Vhlo_TorchIndexSelectV1 : Vhlo_Op<"torch_index_select_v1", "0.9.0", "current",
    ["dim", "batch_dims"]>;
def Vhlo_TransposeV1 : Vhlo_Op<"transpose_v1", "0.9.0", "current",
    ["permutation"]>;
def Vhlo_TriangularSolveV1 : Vhlo_Op<"triangular_solve_v1", "0.9.0", "current",
    ["left_side", "lower", "unit_diagonal", "transpose_a"]>;
def Vhlo_TupleV1 : Vhlo_Op<"tuple_v1", "0.9.0", "current", []>;
def Vhlo_UnaryEinsumV1 : Vhlo_Op<"unary_einsum_v1", "0.9.0", "current",
    ["einsum_config"]>;
def Vhlo_UniformDequantizeV1 : Vhlo_Op<"uniform_dequantize_v1", "0.9.0", "current", []>;
def Vhlo_UniformQuantizeV1 : Vhlo_Op<"uniform_quantize_v1", "0.9.0", "current", []>;
def Vhlo_WhileV1 : Vhlo_Op<"while_v1", "0.9.0", "current", []>;
def Vhlo_XorV1 : Vhlo_Op<"xor_v1", "0.9.0", "current", []>;

#endif // STABLEHLO_FOLD_VHLO_OPS
