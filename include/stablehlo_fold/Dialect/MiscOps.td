//===- MiscOps.td ---------------------------------------*- tablegen -*-===//
//
// Constants, iota, rng, custom_call, composite, tuples.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_MISC_OPS_TD
#define STABLEHLO_FOLD_DIALECT_MISC_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"
include "mlir/IR/OpAsmInterface.td"

def Stablehlo_ConstantOp : Stablehlo_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a constant tensor";
  let description = [{
    Produces the tensor `value`. For a quantized result the value holds the
    storage integers and the generic form names both types. Its result
    prints as `%c` (integer elements) or `%cst` (any other), as StableHLO's
    printer names it.

    Example:
    ```mlir
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_TensorOrPerAxisQuantizedTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let builders = [OpBuilder<(ins "::mlir::Attribute":$value)>];
  let extraClassDeclaration = [{
    /// True if a constant of `type` holding `value` can be built.
    static bool isBuildableWith(::mlir::Attribute value, ::mlir::Type type);
    /// Compatible types only (quantized constants store integers).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

def Stablehlo_CustomCallOp : Stablehlo_Op<"custom_call",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "a call to a function the compiler does not know";
  let description = [{
    Calls `call_target_name` with `inputs`; its meaning belongs to whoever
    lowers it. The interpreter knows the `check.*` targets of the test suites.

    Example:
    ```mlir
    stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
    ```
  }];
  let arguments = (ins
      Variadic<HLO_CustomCallValue>:$inputs,
      StrAttr:$call_target_name,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
      DefaultValuedStrAttr<StrAttr, "">:$backend_config_string,
      OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
      DefaultValuedOptionalAttr<Stablehlo_CustomCallApiVersion,
          "::mlir::sfold::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
      DefaultValuedOptionalAttr<TypedArrayAttrBase<FlatSymbolRefAttr, "called computations">,
          "{}">:$called_computations,
      OptionalAttr<ArrayAttr>:$operand_layouts,
      OptionalAttr<ArrayAttr>:$result_layouts,
      DefaultValuedOptionalAttr<TypedArrayAttrBase<Stablehlo_OutputOperandAlias, "aliases">,
          "{}">:$output_operand_aliases);
  let results = (outs Variadic<HLO_CustomCallValue>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];  // Layouts, aliases and backend_config, as StableHLO checks them
  // (lib/Dialect/CustomCallVerify.cpp).
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_IotaOp : Stablehlo_Op<"iota", [Pure]> {
  let summary = "counts along one dimension";
  let description = [{
    Fills the result with its own index along `iota_dimension`: element
    `(i0, ..., in)` is `i[iota_dimension]`.

    Example:
    ```mlir
    %rows = stablehlo.iota dim = 0 : tensor<2x3xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs RankedTensorOf<[HLO_Int, HLO_Float, HLO_Complex,
                                      HLO_QuantizedInt]>:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Stablehlo_RngOp : Stablehlo_Op<"rng",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "random numbers from a distribution";
  let description = [{
    Fills a tensor of shape `shape` with random numbers, uniform in [a, b)
    or normal with mean `a` and standard deviation `b`. The generator's state
    is hidden, so the op reads and writes memory.

    Example:
    ```mlir
    %r = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
                       0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
                       HLO_StaticDimensionTensor:$shape,
                       Stablehlo_RngDistributionAttr:$rng_distribution);
  let results = (outs RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_RngBitGeneratorOp : Stablehlo_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits from an explicit state";
  let description = [{
    Runs the generator `rng_algorithm` from `initial_state`: returns the next
    state and a tensor of random bits. The same state gives the same bits.

    Example:
    ```mlir
    %state1, %bits = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    ```
  }];
  let arguments = (ins Stablehlo_RngAlgorithmAttr:$rng_algorithm,
                       RankedTensorOf<[HLO_Int, HLO_Float]>:$initial_state);
  let results = (outs RankedTensorOf<[HLO_Int, HLO_Float]>:$output_state,
                      RankedTensorOf<[HLO_Int, HLO_Float]>:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_CompositeOp : Stablehlo_Op<"composite",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a named operation with its decomposition";
  let description = [{
    An operation known by `name` (with `composite_attributes` and `version`)
    that means the same as calling the function `decomposition` on
    `inputs`. Tools may keep it whole or inline the decomposition.
    `composite_regions` model the bodies of the op it stands for; they are
    dropped when the decomposition is inlined, and evaluation calls the
    decomposition without reading them.

    Example:
    ```mlir
    %r = stablehlo.composite "my.scale" %x {composite_attributes = {k = 3 : i64}, decomposition = @scale3} : (tensor<f32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       StrAttr:$name,
                       DefaultValuedOptionalAttr<DictionaryAttr, "{}">:
                           $composite_attributes,
                       FlatSymbolRefAttr:$decomposition,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<AnyType>);
  let regions = (region VariadicRegion<AnyRegion>:$composite_regions);
  let assemblyFormat = [{
    $name $inputs (` ` `(` $composite_regions^ `)`)? attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_TupleOp : Stablehlo_Op<"tuple", [Pure, HLO_InferTypes]> {
  let summary = "packs values into a tuple";
  let description = [{
    Example:
    ```mlir
    %t = stablehlo.tuple %x, %tok : tuple<tensor<2xf32>, !stablehlo.token>
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$val);
  let results = (outs HLO_Tuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def Stablehlo_GetTupleElementOp : Stablehlo_Op<"get_tuple_element",
    [Pure, HLO_InferTypes]> {
  let summary = "one element of a tuple";
  let description = [{
    Example:
    ```mlir
    %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, !stablehlo.token>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tuple:$operand, I32Attr:$index);
  let results = (outs HLO_TensorOrTokenOrTuple:$result);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_MISC_OPS_TD
