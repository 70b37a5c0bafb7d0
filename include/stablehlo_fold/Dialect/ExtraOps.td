//===- ExtraOps.td ---------------------------------------*- tablegen -*-===//
//
// The ops StableHLO's ODS defines but its specification does not list (on
// their way out, or not yet specified): dot, broadcast, einsum,
// unary_einsum, create_token, cross-replica-sum, torch_index_select and
// set_dimension_size. Programs exported by JAX, TF and torch-mlir still
// contain them. Each has StableHLO's syntax, is verified as StableHLO's
// shape functions do (docs/status-decisions.md lists where we check more),
// is interpreted through the kernels of the spec ops it stands for, and
// canonicalizes to those spec ops where they can express it
// (lib/Dialect/Canonicalization/ExtraPatterns.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_EXTRA_OPS_TD
#define STABLEHLO_FOLD_DIALECT_EXTRA_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

def Stablehlo_DotOp : Stablehlo_Op<"dot", [Pure]> {
  let summary = "matrix and vector product (not in the spec)";
  let description = [{
    The product of a vector or matrix `lhs` with a vector or matrix `rhs`:
    `dot_general` contracting the last dimension of `lhs` with the first of
    `rhs`, without batching dimensions. Canonicalizes to that `dot_general`.

    Example:
    ```mlir
    %0 = stablehlo.dot %a, %b, precision = [DEFAULT, DEFAULT] : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs,
                       HLO_Tensor:$rhs,
                       OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<OptionalPrecisionConfig>($precision_config)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_BroadcastOp : Stablehlo_Op<"broadcast", [Pure, HLO_InferTypes]> {
  let summary = "prepends dimensions (not in the spec)";
  let description = [{
    Repeats the operand along new leading dimensions of sizes
    `broadcast_sizes`: the result's shape is `broadcast_sizes` followed by
    the operand's shape. Canonicalizes to `broadcast_in_dim` with the
    operand's dimensions mapped to the trailing result dimensions.

    Example:
    ```mlir
    %result = stablehlo.broadcast %operand, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_EinsumOp : Stablehlo_Op<"einsum", [Pure]> {
  let summary = "Einstein summation of two tensors (not in the spec)";
  let description = [{
    Multiplies `lhs` and `rhs` and sums over the labels that
    `einsum_config` (`"ab,bc->ac"`) leaves out of the result: labels of
    both operands kept in the result are batch dimensions, labels of both
    left out are contracted, labels of one operand left out are summed
    first. `...` stands for the same run of unnamed dimensions in each term.
    Canonicalizes to `reduce` (labels of one operand only), `dot_general`
    and `transpose`.

    Example:
    ```mlir
    %result = stablehlo.einsum %lhs, %rhs, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs,
                       HLO_Tensor:$rhs,
                       StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_UnaryEinsumOp : Stablehlo_Op<"unary_einsum", [Pure]> {
  let summary = "Einstein summation of one tensor (not in the spec)";
  let description = [{
    Sums the operand over the labels `einsum_config` (`"ab->a"`) leaves out
    of the result and orders the others as the result names them.
    Canonicalizes to `reduce` and `transpose`.

    Example:
    ```mlir
    %result = stablehlo.unary_einsum %operand, config = "ab->a" : (tensor<4x16xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_CreateTokenOp : Stablehlo_Op<"create_token",
    [Pure, HLO_InferTypes]> {
  let summary = "a new token (not in the spec)";
  let description = [{
    Produces a token, like `after_all` without operands, to which it
    canonicalizes.

    Example:
    ```mlir
    %token = stablehlo.create_token : !stablehlo.token
    ```
  }];
  let results = (outs HLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
  let hasCanonicalizer = 1;
}

// Not Pure as in StableHLO: like all_reduce here, a collective reads and
// writes the processes' shared state, so it is never erased or merged.
def Stablehlo_CrossReplicaSumOp : Stablehlo_Op<"cross-replica-sum",
    [MemoryEffects<[MemRead, MemWrite]>, HLO_InferSameAsFirstOperand]> {
  let summary = "sum across replicas (not in the spec)";
  let description = [{
    `all_reduce` of the operand with an addition, over `replica_groups`
    (replicas, no channel). Written in the generic form. Canonicalizes to
    that `all_reduce`, and is interpreted as it.

    Example:
    ```mlir
    %result = "stablehlo.cross-replica-sum"(%operand) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, I64ElementsAttr:$replica_groups);
  let results = (outs HLO_Tensor:$result);
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_TorchIndexSelectOp : Stablehlo_Op<"torch_index_select",
    [Pure, HLO_InferTypes]> {
  let summary = "selects slices by index, as torch.index_select (not in the spec)";
  let description = [{
    Takes the slices of `operand` along dimension `dim` that `index` names,
    the first `batch_dims` dimensions of both acting as a loop over batches:
    the result's shape is `operand`'s with dimension `dim` replaced by the
    non-batch dimensions of `index`. Written in the generic form. A
    `gather` (to which it canonicalizes) with `dim` collapsed, the batch
    dimensions as batching dimensions, and every index clamped into range.

    Example:
    ```mlir
    %result = "stablehlo.torch_index_select"(%operand, %index) {
      dim = 2 : i64, batch_dims = 1 : i64
    } : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$index,
                       I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_Tensor:$result);
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
    /// The dimension numbers of the `gather` this op is (for a verified op).
    ::mlir::sfold::GatherDimensionNumbersAttr getGatherDimensionNumbers();
    /// The slice sizes of that `gather` for an operand of `operandShape`:
    /// that shape with 1 at `dim` and at the batch dimensions.
    ::llvm::SmallVector<int64_t>
    getGatherSliceSizes(::llvm::ArrayRef<int64_t> operandShape);
  }];
  let hasCanonicalizer = 1;
}

def Stablehlo_SetDimensionSizeOp : Stablehlo_Op<"set_dimension_size",
    [NoMemoryEffect, HLO_InferTypes]> {
  let summary = "sets the run-time size of a dimension (not in the spec)";
  let description = [{
    The operand with dimension `dimension` cut to its first `size`
    elements: that dimension of the result is dynamic, bounded by the
    operand's size, unless `size` is a constant equal to it. `size` must
    not exceed the operand's size (the interpreter reports it otherwise).

    Example:
    ```mlir
    %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       RankedTensorOf<[I32]>:$size,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let hasCanonicalizer = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_EXTRA_OPS_TD
