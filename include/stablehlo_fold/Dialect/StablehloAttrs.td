//===- StablehloAttrs.td - enums and structured attributes ----------------===//
//
// Enumerations are written `#stablehlo<comparison_direction GT>` in attribute
// position and bare (`GT`) inside an op's pretty syntax. Structured attributes
// (`#stablehlo.gather<...>`, `#stablehlo.conv<...>`, ...) parse and print in
// C++ (StablehloAttrs.cpp) because their fields are optional and keyed.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_STABLEHLO_ATTRS_TD
#define STABLEHLO_FOLD_DIALECT_STABLEHLO_ATTRS_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "mlir/IR/EnumAttr.td"

class Stablehlo_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Stablehlo_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Enumerations
//===----------------------------------------------------------------------===//

def Stablehlo_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction of `compare`", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_ComparisonDirectionAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_ComparisonDirection,
               "comparison_direction">;

def Stablehlo_ComparisonType : I32EnumAttr<"ComparisonType",
    "how `compare` orders its operands", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_ComparisonTypeAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_ComparisonType, "comparison_type">;

def Stablehlo_Precision : I32EnumAttr<"Precision",
    "precision of an operand of `dot_general` or `convolution`", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_PrecisionAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_Precision, "precision">;
def Stablehlo_PrecisionConfigAttr
    : TypedArrayAttrBase<Stablehlo_PrecisionAttr, "precision config">;

def Stablehlo_FftType : I32EnumAttr<"FftType", "kind of `fft`", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_FftTypeAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_FftType, "fft_type">;

def Stablehlo_Transpose : I32EnumAttr<"Transpose",
    "how `triangular_solve` uses `a`", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_TransposeAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_Transpose, "transpose">;

def Stablehlo_RngDistribution : I32EnumAttr<"RngDistribution",
    "distribution of `rng`", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_RngDistributionAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_RngDistribution,
               "rng_distribution">;

def Stablehlo_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "algorithm of `rng_bit_generator`", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_RngAlgorithmAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_RngAlgorithm, "rng_algorithm">;

def Stablehlo_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "calling convention of `custom_call`", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  // Written as an integer, `api_version = 4 : i32`, as exported programs do.
  let cppNamespace = "::mlir::sfold";
}

def Stablehlo_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "accuracy requested of a transcendental op", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold";
}
def Stablehlo_ResultAccuracyModeAttr
    : EnumAttr<Stablehlo_Dialect, Stablehlo_ResultAccuracyMode,
               "result_accuracy_mode"> {
  // `#stablehlo.result_accuracy_mode<TOLERANCE>`, as StableHLO writes it.
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

def Stablehlo_GatherDimensionNumbers
    : Stablehlo_Attr<"GatherDimensionNumbers", "gather"> {
  let summary = "dimension numbers of `gather`";
  let description = [{
    `#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
    start_index_map = [0], index_vector_dim = 1>`; empty fields are omitted.
  }];
  let parameters = (ins
      ArrayRefParameter<"int64_t">:$offsetDims,
      ArrayRefParameter<"int64_t">:$collapsedSliceDims,
      ArrayRefParameter<"int64_t">:$operandBatchingDims,
      ArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
      ArrayRefParameter<"int64_t">:$startIndexMap,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ScatterDimensionNumbers
    : Stablehlo_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "dimension numbers of `scatter`";
  let description = [{
    `#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
    scatter_dims_to_operand_dims = [0], index_vector_dim = 1>`.
  }];
  let parameters = (ins
      ArrayRefParameter<"int64_t">:$updateWindowDims,
      ArrayRefParameter<"int64_t">:$insertedWindowDims,
      ArrayRefParameter<"int64_t">:$inputBatchingDims,
      ArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
      ArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_DotDimensionNumbers
    : Stablehlo_Attr<"DotDimensionNumbers", "dot"> {
  let summary = "dimension numbers of `dot_general`";
  let description = [{
    `#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions =
    [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>`.
  }];
  let parameters = (ins
      ArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      ArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      ArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      ArrayRefParameter<"int64_t">:$rhsContractingDimensions);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ConvDimensionNumbers
    : Stablehlo_Attr<"ConvDimensionNumbers", "conv"> {
  let summary = "dimension numbers of `convolution`";
  let description = [{
    Written as a layout per tensor, `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i,
    o]->[b, 0, 1, f]>` (b batch, f feature, i/o kernel input/output feature,
    digits spatial dimensions in order), or field by field after `raw`.
  }];
  let parameters = (ins
      "int64_t":$inputBatchDimension,
      "int64_t":$inputFeatureDimension,
      ArrayRefParameter<"int64_t">:$inputSpatialDimensions,
      "int64_t":$kernelInputFeatureDimension,
      "int64_t":$kernelOutputFeatureDimension,
      ArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
      "int64_t":$outputBatchDimension,
      "int64_t":$outputFeatureDimension,
      ArrayRefParameter<"int64_t">:$outputSpatialDimensions);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ChannelHandle : Stablehlo_Attr<"ChannelHandle", "channel_handle"> {
  let summary = "identifies a communication channel";
  let description = [{ `#stablehlo.channel_handle<handle = 1, type = 2>`. }];
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_OutputOperandAlias
    : Stablehlo_Attr<"OutputOperandAlias", "output_operand_alias"> {
  let summary = "an output of `custom_call` that aliases an operand";
  let description = [{
    `#stablehlo.output_operand_alias<output_tuple_indices = [0],
    operand_index = 0, operand_tuple_indices = [1]>`.
  }];
  let parameters = (ins
      ArrayRefParameter<"int64_t">:$outputTupleIndices,
      "int64_t":$operandIndex,
      ArrayRefParameter<"int64_t">:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_DotAlgorithm : Stablehlo_Attr<"DotAlgorithm", "dot_algorithm"> {
  let summary = "the algorithm `dot_general` must use";
  let description = [{
    `#stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type =
    tf32, accumulation_type = f32, lhs_component_count = 1,
    rhs_component_count = 1, num_primitive_operations = 1,
    allow_imprecise_accumulation = false>`.
  }];
  let parameters = (ins
      "::mlir::Type":$lhsPrecisionType,
      "::mlir::Type":$rhsPrecisionType,
      "::mlir::Type":$accumulationType,
      "int64_t":$lhsComponentCount,
      "int64_t":$rhsComponentCount,
      "int64_t":$numPrimitiveOperations,
      "bool":$allowImpreciseAccumulation);
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_ResultAccuracy
    : Stablehlo_Attr<"ResultAccuracy", "result_accuracy"> {
  let summary = "accuracy requested of a transcendental op";
  let description = [{
    `#stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 1, mode =
    #stablehlo.result_accuracy_mode<TOLERANCE>>`.
  }];
  let parameters = (ins
      "::llvm::APFloat":$atol,
      "::llvm::APFloat":$rtol,
      "int64_t":$ulps,
      "ResultAccuracyModeAttr":$mode);
  let hasCustomAssemblyFormat = 1;
  // Tolerances are non-negative, and all zero unless the mode is TOLERANCE.
  let genVerifyDecl = 1;
  // The ops' default, `mode = DEFAULT` with zero tolerances, built from a
  // mode: `DefaultValuedOptionalAttr<Stablehlo_ResultAccuracy, "...DEFAULT">`.
  let constBuilderCall = "::mlir::sfold::ResultAccuracyAttr::get("
      "$_builder.getContext(), ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0, "
      "::mlir::sfold::ResultAccuracyModeAttr::get($_builder.getContext(), $0))";
}

def Stablehlo_Bounds : Stablehlo_Attr<"Bounds", "bounds",
    [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "upper bounds of the dynamic dimensions of a tensor type";
  let description = [{
    A tensor type's encoding: `tensor<?x4xf32, #stablehlo.bounds<8, ?>>`
    bounds the first dimension by 8. Static dimensions take `?`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  let hasCustomAssemblyFormat = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_STABLEHLO_ATTRS_TD
