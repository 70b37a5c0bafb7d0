//===- MiscOps.td ---------------------------------------*- tablegen -*-===//
//
// Constants, iota, rng, custom_call, composite, tuples.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_MISC_OPS_TD
#define STABLEHLO_FOLD_DIALECT_MISC_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"

def Stablehlo_ConstantOp : Stablehlo_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a constant tensor";
  let description = [{
    Produces the tensor `value`. For a quantized result the value holds the
    storage integers and the generic form names both types.

    Example:
    ```mlir
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
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
      Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
      StrAttr:$call_target_name,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
      DefaultValuedStrAttr<StrAttr, "">:$backend_config_string,
      OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
      DefaultValuedOptionalAttr<Stablehlo_CustomCallApiVersionAttr,
          "::mlir::sfold::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
      DefaultValuedOptionalAttr<TypedArrayAttrBase<FlatSymbolRefAttr, "called computations">,
          "{}">:$called_computations,
      OptionalAttr<ArrayAttr>:$operand_layouts,
      OptionalAttr<ArrayAttr>:$result_layouts,
      DefaultValuedOptionalAttr<TypedArrayAttrBase<Stablehlo_OutputOperandAlias, "aliases">,
          "{}">:$output_operand_aliases);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}


#endif // STABLEHLO_FOLD_DIALECT_MISC_OPS_TD
