//===- ReductionOps.td ---------------------------------------*- tablegen -*-===//
//
// Ops with reduction bodies and linear algebra: reduce, reduce_window,
// select_and_scatter, sort, map, dot_general, convolution, dynamic_conv, fft,
// cholesky, triangular_solve, batch_norm_*.
//
// Operands, attributes, results and regions carry the names of the spec.
// Ops whose regions are bodies end them in `stablehlo.return`. `reduce`,
// `dot_general`, `convolution` and `fft` have StableHLO's pretty syntax (the
// directives are in ReductionOps.cpp); the others print in generic form, as
// StableHLO prints them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD
#define STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

// `pad = [[lo, hi], ...]`: an Nx2 tensor of i64.
defvar HLO_PaddingAttr = I64ElementsAttr;

// 1-D tensors of batch_norm's per-feature operands.
def HLO_1DFpOrQuantTensor : 1DTensorOf<[HLO_Float, HLO_QuantizedInt]>;

// Region-free ops whose result types the shape function infers (and whose
// checks it holds); the declared result types need only be compatible with
// the inferred ones (dynamic and bounded dimensions, quantization scales).
defvar HLO_InferReturnTypes = DeclareOpInterfaceMethods<InferTypeOpInterface>;
defvar HLO_CompatibleReturnTypes = [{
  static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                      ::mlir::TypeRange r) {
    return ::mlir::sfold::hlo::isCompatibleForInference(l, r);
  }
}];

//===----------------------------------------------------------------------===//
// Ops with regions
//
// Their shape functions (ReductionRegionVerify.cpp, ReductionWindowVerify.cpp)
// hold the checks on the operands, attributes and regions, and the verifiers
// run them first, then compare the declared result types with precise
// messages; the declared types need only be compatible with the inferred
// ones. reduce, reduce_window and map take their element types from the
// region, so their type-inferring builders need it filled; sort and
// select_and_scatter do not.
//===----------------------------------------------------------------------===//

def Stablehlo_ReduceOp : Stablehlo_Op<"reduce",
    [RecursiveMemoryEffects, SameVariadicOperandSize,
     InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reduction along dimensions";
  let description = [{
    Applies `body` to slices of `inputs` along `dimensions`, starting from
    `init_values`, and yields one result per input. The body takes 2N 0-d
    tensors: the N accumulators, then the N input elements (the reducer form
    lists them as the pairs `(acc_i, x_i)`).

    Example:
    ```mlir
    %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
      : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
    %m:2 = stablehlo.reduce(%a init: %c), (%b init: %d) across dimensions = [0]
      : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%acc0: tensor<f32>, %x0: tensor<f32>) (%acc1: tensor<i32>, %x1: tensor<i32>) {
      ...
      stablehlo.return %v0, %v1 : tensor<f32>, tensor<i32>
    }
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_ReduceWindowOp : Stablehlo_Op<"reduce_window",
    [RecursiveMemoryEffects, SameVariadicOperandSize,
     InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reduction over sliding windows";
  let description = [{
    Applies `body` to the windows of `inputs` (after padding and dilation) and
    yields one result per input; `body` is as in `reduce`.

    Example:
    ```mlir
    %result = "stablehlo.reduce_window"(%input, %init_value) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
        stablehlo.return %0 : tensor<i64>
    }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
        padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}
      : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                       OptionalAttr<HLO_PaddingAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def Stablehlo_SelectAndScatterOp : Stablehlo_Op<"select_and_scatter",
    [RecursiveMemoryEffects, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "scatter of `source` to the selected element of each window";
  let description = [{
    For each window of `operand`, `select` picks one element; the matching
    element of `source` is combined into the result there with `scatter`,
    starting from `init_value`.

    Example:
    ```mlir
    %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %0 : tensor<i1>
    }, {
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<i64>
        stablehlo.return %0 : tensor<i64>
    }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}
      : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_Tensor:$source,
                       HLO_Tensor:$init_value,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<HLO_PaddingAttr>:$padding);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}

def Stablehlo_SortOp : Stablehlo_Op<"sort",
    [RecursiveMemoryEffects, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "sort along a dimension";
  let description = [{
    Sorts the slices of `inputs` along `dimension` (negative counts from the
    end) with the order `comparator` defines, which takes two 0-d tensors per
    input (`lhs_i`, `rhs_i`) and returns a `tensor<i1>`.

    Example:
    ```mlir
    %result = "stablehlo.sort"(%input) <{dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %1 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<5x7xi64>) -> tensor<5x7xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_MapOp : Stablehlo_Op<"map",
    [RecursiveMemoryEffects, SameOperandsAndResultShape,
     InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "elementwise application of a computation";
  let description = [{
    Applies `computation`, which takes one 0-d tensor per input, to the
    elements of `inputs` at each index.

    Example:
    ```mlir
    %result = "stablehlo.map"(%input0, %input1) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
        stablehlo.return %0 : tensor<i64>
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

def Stablehlo_DotGeneralOp : Stablehlo_Op<"dot_general",
    [Pure, HLO_InferTypesCheckingResults]> {
  let summary = "generalized dot product";
  let description = [{
    Contracts `lhs` and `rhs` over the contracting dimensions, batched over
    the batching dimensions. `precision_config` and `algorithm` say how
    precisely to compute.

    Example:
    ```mlir
    %result = stablehlo.dot_general %lhs, %rhs,
        batching_dims = [0] x [0], contracting_dims = [2] x [1],
        precision = [DEFAULT, DEFAULT]
      : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs,
                       HLO_TensorOrPerAxisQuantizedTensor:$rhs,
                       Stablehlo_DotDimensionNumbers:$dot_dimension_numbers,
                       OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config,
                       OptionalAttr<Stablehlo_DotAlgorithm>:$algorithm);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,`
      custom<DotGeneralAttrs>($dot_dimension_numbers, $precision_config, $algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_ConvolutionOp : Stablehlo_Op<"convolution",
    [Pure, HLO_InferTypesCheckingResults]> {
  let summary = "convolution";
  let description = [{
    Computes dot products between windows of `lhs` and slices of `rhs`, with
    strides, padding, dilations, window reversal, feature and batch groups.
    The window attributes print inside `window = {...}`; each is optional.

    Example:
    ```mlir
    %result = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs,
                       HLO_TensorOrPerAxisQuantizedTensor:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<HLO_PaddingAttr>:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       Stablehlo_ConvDimensionNumbers:$dimension_numbers,
                       ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
                       ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
                       OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)`
      `dim_numbers` `=` custom<ConvDimensionNumbers>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                                $lhs_dilation, $rhs_dilation,
                                                $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicConvOp : Stablehlo_Op<"dynamic_conv",
    [Pure, HLO_InferTypesCheckingResults]> {
  let summary = "convolution with padding given as an operand";
  let description = [{
    `convolution` whose padding is the Nx2 integer tensor `padding`.

    Example:
    ```mlir
    %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
      dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
      window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
      feature_group_count = 1 : i64, batch_group_count = 1 : i64
    } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs,
                       HLO_Tensor:$rhs,
                       HLO_Static2DIntTensor:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       Stablehlo_ConvDimensionNumbers:$dimension_numbers,
                       ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
                       ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
                       OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasCanonicalizer = 1;
}

def Stablehlo_FftOp : Stablehlo_Op<"fft", [Pure, HLO_InferReturnTypes]> {
  let summary = "fast Fourier transform";
  let description = [{
    Forward or inverse, complex or real Fourier transform over the innermost
    `fft_length.size()` dimensions.

    Example:
    ```mlir
    %result = stablehlo.fft %operand, type = RFFT, length = [4]
      : (tensor<4xf64>) -> tensor<3xcomplex<f64>>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand,
                       Stablehlo_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
  let assemblyFormat = [{
    $operand `,` `type` `=` custom<FftType>($fft_type) `,`
      `length` `=` custom<I64Array>($fft_length)
      attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_CholeskyOp : Stablehlo_Op<"cholesky", [Pure, HLO_InferReturnTypes]> {
  let summary = "Cholesky decomposition";
  let description = [{
    The lower (`lower = true`) or upper triangular Cholesky factor of each
    matrix in the batch `a`.

    Example:
    ```mlir
    %result = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins HLO_FpComplexOrQuantTensor:$a,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpComplexOrQuantTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
}

def Stablehlo_TriangularSolveOp : Stablehlo_Op<"triangular_solve", [Pure, HLO_InferReturnTypes]> {
  let summary = "solution of triangular systems";
  let description = [{
    Solves op(a) * x = b (`left_side`) or x * op(a) = b for each matrix in
    the batch, where a is lower or upper triangular, possibly with a unit
    diagonal, and op is chosen by `transpose_a`.

    Example:
    ```mlir
    %result = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true,
        unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}
      : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a,
                       HLO_FpOrComplexTensor:$b,
                       BoolAttr:$left_side,
                       BoolAttr:$lower,
                       BoolAttr:$unit_diagonal,
                       Stablehlo_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

def Stablehlo_BatchNormGradOp : Stablehlo_Op<"batch_norm_grad", [Pure, HLO_InferReturnTypes]> {
  let summary = "gradients of batch normalization";
  let description = [{
    The gradients of `batch_norm_training` with respect to `operand`, `scale`
    and offset, given `grad_output`.

    Example:
    ```mlir
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(
        %operand, %scale, %mean, %variance, %grad_output)
        {epsilon = 0.0 : f32, feature_index = 2 : i64}
      : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>)
      -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand,
                       HLO_1DFpOrQuantTensor:$scale,
                       HLO_1DFpOrQuantTensor:$mean,
                       HLO_1DFpOrQuantTensor:$variance,
                       HLO_FpOrQuantTensor:$grad_output,
                       F32Attr:$epsilon,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpOrQuantTensor:$grad_operand,
                      HLO_1DFpOrQuantTensor:$grad_scale,
                      HLO_1DFpOrQuantTensor:$grad_offset);
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
}

def Stablehlo_BatchNormInferenceOp
    : Stablehlo_Op<"batch_norm_inference",
    [Pure, HLO_InferReturnTypes]> {
  let summary = "batch normalization with given statistics";
  let description = [{
    Normalizes `operand` along every dimension but `feature_index` with
    `mean` and `variance`, then scales and offsets it.

    Example:
    ```mlir
    %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance)
        {epsilon = 0.0 : f32, feature_index = 2 : i64}
      : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>)
      -> tensor<2x2x2xf64>
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand,
                       HLO_1DFpOrQuantTensor:$scale,
                       HLO_1DFpOrQuantTensor:$offset,
                       HLO_1DFpOrQuantTensor:$mean,
                       HLO_1DFpOrQuantTensor:$variance,
                       F32Attr:$epsilon,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpOrQuantTensor:$result);
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
}

def Stablehlo_BatchNormTrainingOp
    : Stablehlo_Op<"batch_norm_training",
    [Pure, HLO_InferReturnTypes]> {
  let summary = "batch normalization with computed statistics";
  let description = [{
    Computes the mean and variance of `operand` over every dimension but
    `feature_index`, normalizes with them, then scales and offsets.

    Example:
    ```mlir
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset)
        {epsilon = 0.0 : f32, feature_index = 2 : i64}
      : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
      -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
    ```
  }];
  let arguments = (ins HLO_FpOrQuantTensor:$operand,
                       HLO_1DFpOrQuantTensor:$scale,
                       HLO_1DFpOrQuantTensor:$offset,
                       F32Attr:$epsilon,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpOrQuantTensor:$output,
                      HLO_1DFpOrQuantTensor:$batch_mean,
                      HLO_1DFpOrQuantTensor:$batch_var);
  let extraClassDeclaration = HLO_CompatibleReturnTypes;
}

#endif // STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD
