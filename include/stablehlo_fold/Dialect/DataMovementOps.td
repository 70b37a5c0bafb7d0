//===- DataMovementOps.td - shape and data movement ops ---*- tablegen -*-===//
//
// Shape and data movement ops: broadcast, reshape, slice, gather, scatter,
// pad, concatenate, transpose, reverse and their dynamic forms.
//
// Integer lists (`broadcast_dimensions`, `permutation`, ...) are dense i64
// arrays: `array<i64: 0, 1>` in the generic form, `[0, 1]` in the pretty one.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD
#define STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

/// A flag that is false unless written (`indices_are_sorted`, ...).
def DataMovement_OptionalFlag
    : DefaultValuedOptionalAttr<BoolAttr, "false">;

//===----------------------------------------------------------------------===//
// Static shapes
//===----------------------------------------------------------------------===//

def Stablehlo_BroadcastInDimOp : Stablehlo_Op<"broadcast_in_dim", [Pure]> {
  let summary = "broadcast into a larger shape";
  let description = [{
    Copies the operand into a result of higher (or equal) rank: operand
    dimension `i` becomes result dimension `broadcast_dimensions[i]`, where it
    either keeps its size or, having size 1, is repeated. Result dimensions
    not named in `broadcast_dimensions` repeat the whole operand.

    Example:
    ```mlir
    %row = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_ConcatenateOp : Stablehlo_Op<"concatenate",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "joins tensors along one dimension";
  let description = [{
    Places the inputs one after another along `dimension`; every other
    dimension must agree between the inputs.

    Example:
    ```mlir
    %ab = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    `` custom<OperandsWithTrailingComma>($inputs) `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ReshapeOp : Stablehlo_Op<"reshape", [Pure]> {
  let summary = "same elements, another shape";
  let description = [{
    Reinterprets the operand's elements, taken in row-major order, as a
    tensor of the result's shape; both hold the same number of elements.

    Example:
    ```mlir
    %m = stablehlo.reshape %v : (tensor<6xi64>) -> tensor<3x2xi64>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_TransposeOp : Stablehlo_Op<"transpose",
    [Pure, HLO_InferTypesCheckingResults]> {
  let summary = "permutes dimensions";
  let description = [{
    Result dimension `i` is operand dimension `permutation[i]`.

    Example:
    ```mlir
    %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation attr-dict
      `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_ReverseOp : Stablehlo_Op<"reverse",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reverses the order of elements along some dimensions";
  let description = [{
    Flips the operand along each of `dimensions`; the shape is unchanged.

    Example:
    ```mlir
    %r = stablehlo.reverse %m, dims = [0] : tensor<4x2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions attr-dict
      `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_SliceOp : Stablehlo_Op<"slice",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "a strided window with static bounds";
  let description = [{
    Takes, in each dimension `d`, the elements from `start_indices[d]` up to
    (not including) `limit_indices[d]`, every `strides[d]`-th one. The pretty
    form writes one `start:limit:stride` per dimension and leaves out a
    stride of 1.

    Example:
    ```mlir
    %s = stablehlo.slice %m [0:2, 1:6:2] : (tensor<3x6xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices,
                       DenseI64ArrayAttr:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_PadOp : Stablehlo_Op<"pad",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "pads around and between elements";
  let description = [{
    Adds `edge_padding_low[d]` and `edge_padding_high[d]` elements at the two
    ends of each dimension and `interior_padding[d]` elements between
    neighbours, all of value `padding_value`. Negative edge padding removes
    elements instead.

    Example:
    ```mlir
    %p = stablehlo.pad %v, %zero, low = [1], high = [-1], interior = [2] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ScalarTensor:$padding_value,
                       DenseI64ArrayAttr:$edge_padding_low,
                       DenseI64ArrayAttr:$edge_padding_high,
                       DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` $edge_padding_low `,`
      `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding
      attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Slices and updates at run-time offsets
//===----------------------------------------------------------------------===//

def Stablehlo_DynamicSliceOp : Stablehlo_Op<"dynamic_slice",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "a window of static size at run-time offsets";
  let description = [{
    Takes a window of `slice_sizes` elements starting at `start_indices`, one
    scalar per dimension; starts are clamped so that the window fits.

    Example:
    ```mlir
    %w = stablehlo.dynamic_slice %m, %i, %j, sizes = [1, 2] : (tensor<3x3xi32>, tensor<i64>, tensor<i64>) -> tensor<1x2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       Variadic<HLO_ScalarIntTensor>:$start_indices,
                       DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `` custom<OperandsWithTrailingComma>($start_indices)
      `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicUpdateSliceOp
    : Stablehlo_Op<"dynamic_update_slice",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "overwrites a window at run-time offsets";
  let description = [{
    The operand with the window starting at `start_indices` (clamped so that
    `update` fits) replaced by `update`.

    Example:
    ```mlir
    %r = stablehlo.dynamic_update_slice %m, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$update,
                       Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $update (`,` $start_indices^)? attr-dict
      `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_RealDynamicSliceOp
    : Stablehlo_Op<"real_dynamic_slice", [Pure]> {
  let summary = "a strided window whose bounds are run-time values";
  let description = [{
    Like `slice`, with `start_indices`, `limit_indices` and `strides` given as
    1-dimensional tensors instead of attributes.

    Example:
    ```mlir
    %s = stablehlo.real_dynamic_slice %m, %start, %limit, %strides : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_DimensionTensor:$start_indices,
                       HLO_DimensionTensor:$limit_indices,
                       HLO_DimensionTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $start_indices `,` $limit_indices `,` $strides attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Gather and scatter
//===----------------------------------------------------------------------===//

def Stablehlo_GatherOp : Stablehlo_Op<"gather",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "collects slices at the given start indices";
  let description = [{
    For each index vector in `start_indices`, takes a slice of `slice_sizes`
    elements of the operand starting there (clamped to fit) and places it in
    the result; `dimension_numbers` say which dimensions hold the index
    vectors, the slices and the batches. Written in the generic form.

    Example:
    ```mlir
    %g = "stablehlo.gather"(%table, %rows) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1],
        collapsed_slice_dims = [0], start_index_map = [0],
        index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 4>
    } : (tensor<8x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                       Stablehlo_GatherDimensionNumbers:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       DataMovement_OptionalFlag:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicGatherOp : Stablehlo_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with run-time slice sizes";
  let description = [{
    Like `gather`, with `slice_sizes` given as a 1-dimensional tensor operand.
    Written in the generic form.

    Example:
    ```mlir
    %g = "stablehlo.dynamic_gather"(%table, %rows, %sizes) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1],
        collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
    } : (tensor<8x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                       HLO_Static1DIntTensor:$slice_sizes,
                       Stablehlo_GatherDimensionNumbers:$dimension_numbers,
                       DataMovement_OptionalFlag:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_ScatterOp : Stablehlo_Op<"scatter",
    [RecursiveMemoryEffects, SameVariadicOperandSize,
     InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "combines updates into slices at the given indices";
  let description = [{
    Starts from `inputs` and, for each index vector in `scatter_indices`,
    combines a window of `updates` into the results at that position with
    `update_computation` (which receives the current values, then the update
    values, as 0-dimensional tensors). There are as many `updates` as
    `inputs`. Written in the generic form.

    Example:
    ```mlir
    %r = "stablehlo.scatter"(%acc, %where, %what) ({
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      %sum = stablehlo.add %old, %new : tensor<f32>
      stablehlo.return %sum : tensor<f32>
    }) {
      scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
        index_vector_dim = 1>
    } : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       RankedTensorOf<[AnyInteger, Index]>:$scatter_indices,
                       Variadic<HLO_Tensor>:$updates,
      Stablehlo_ScatterDimensionNumbers:$scatter_dimension_numbers,
                       DataMovement_OptionalFlag:$indices_are_sorted,
                       DataMovement_OptionalFlag:$unique_indices);
  let regions = (region SizedRegion<1>:$update_computation);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Shapes computed at run time
//===----------------------------------------------------------------------===//

def Stablehlo_DynamicBroadcastInDimOp
    : Stablehlo_Op<"dynamic_broadcast_in_dim", [Pure]> {
  let summary = "broadcast_in_dim to a run-time shape";
  let description = [{
    Like `broadcast_in_dim`, with the result shape given by the
    `output_dimensions` operand. `known_expanding_dimensions` and
    `known_nonexpanding_dimensions` optionally promise which operand
    dimensions are (or are not) repeated.

    Example:
    ```mlir
    %b = stablehlo.dynamic_broadcast_in_dim %v, %shape, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand,
                       HLO_StaticDimensionTensor:$output_dimensions,
                       DenseI64ArrayAttr:$broadcast_dimensions,
      OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
      OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicIotaOp : Stablehlo_Op<"dynamic_iota", [Pure]> {
  let summary = "iota of a run-time shape";
  let description = [{
    A tensor of the shape held by `output_shape` whose elements count up
    from 0 along `iota_dimension`.

    Example:
    ```mlir
    %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x4xi32>
    ```
  }];
  let arguments = (ins HLO_StaticDimensionTensor:$output_shape,
                       I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicPadOp : Stablehlo_Op<"dynamic_pad", [Pure]> {
  let summary = "pad with run-time paddings";
  let description = [{
    Like `pad`, with the three paddings given as 1-dimensional tensors.

    Example:
    ```mlir
    %p = stablehlo.dynamic_pad %v, %zero, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ScalarTensor:$padding_value,
                       HLO_StaticDimensionTensor:$edge_padding_low,
                       HLO_StaticDimensionTensor:$edge_padding_high,
                       HLO_StaticDimensionTensor:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` $edge_padding_low `,` $edge_padding_high
      `,` $interior_padding attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_DynamicReshapeOp : Stablehlo_Op<"dynamic_reshape", [Pure]> {
  let summary = "reshape to a run-time shape";
  let description = [{
    Like `reshape`, with the result shape held by `output_shape`.

    Example:
    ```mlir
    %m = stablehlo.dynamic_reshape %v, %shape : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x2xf32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand, HLO_StaticDimensionTensor:$output_shape);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_shape attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_GetDimensionSizeOp
    : Stablehlo_Op<"get_dimension_size",
    [Pure, InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "the size of one dimension";
  let description = [{
    The run-time size of the operand's dimension `dimension`, as an i32
    scalar.

    Example:
    ```mlir
    %n = stablehlo.get_dimension_size %m, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_TensorOrPerAxisQuantizedTensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
}

#endif // STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD
