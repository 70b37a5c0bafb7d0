//===- ChloBase.td - the chlo dialect and its op classes -*- tablegen -*-===//
//
// The chlo dialect, its attributes and the op classes shared by its op
// families (ChloOps.td: math and structured ops; ChloBroadcastOps.td: the
// broadcasting binary ops, compare and select). Holds no op itself.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLO_BASE_TD
#define STABLEHLO_FOLD_DIALECT_CHLO_BASE_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::mlir::sfold::chlo";
  let summary = "client-level ops layered over stablehlo";
  let description = [{
    Ops that frameworks such as JAX emit before lowering to stablehlo:
    special functions and a few structured ops. stablehlo-fold interprets
    and folds them as they are.
  }];
  let useDefaultAttributePrinterParser = 1;
  // Folded chlo ops become stablehlo.constant ops.
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Chlo_ComparisonDirection : I32EnumAttr<"ChloComparisonDirection",
    "comparison of `broadcast_compare`", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold::chlo";
}
def Chlo_ComparisonDirectionAttr
    : EnumAttr<Chlo_Dialect, Chlo_ComparisonDirection, "comparison_direction">;

def Chlo_ComparisonType : I32EnumAttr<"ChloComparisonType",
    "ordering of `broadcast_compare`", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold::chlo";
}
def Chlo_ComparisonTypeAttr
    : EnumAttr<Chlo_Dialect, Chlo_ComparisonType, "comparison_type">;

def Chlo_Precision : I32EnumAttr<"ChloPrecision",
    "precision of an operand of `ragged_dot`", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::sfold::chlo";
}
def Chlo_PrecisionAttr : EnumAttr<Chlo_Dialect, Chlo_Precision, "precision">;
def Chlo_PrecisionConfigAttr
    : TypedArrayAttrBase<Chlo_PrecisionAttr, "precision config">;

def Chlo_RaggedDotDimensionNumbers
    : AttrDef<Chlo_Dialect, "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "dimension numbers of `ragged_dot`";
  let description = [{
    The dot_general dimension numbers plus the ragged dimension of the lhs
    and the group dimension of the rhs (mode 1 only), each field written as
    `name = [dims]`:
    `#chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions =
    [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
    lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>`.
  }];
  let parameters = (ins
      ArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      ArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      ArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      ArrayRefParameter<"int64_t">:$rhsContractingDimensions,
      ArrayRefParameter<"int64_t">:$lhsRaggedDimensions,
      ArrayRefParameter<"int64_t">:$rhsGroupDimensions);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class Chlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Chlo_Dialect, mnemonic, traits>;

/// f(x) elementwise, same shape and element type.
class Chlo_UnaryOp<string mnemonic, Type tensorType, string opSummary,
                   string opDescription,
                   string exampleType = "tensor<4xf32>">
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                         SameOperandsAndResultElementType]> {
  let summary = opSummary;
  let description = opDescription # [{
  Example:
  ```mlir
  %result = chlo.}] # mnemonic # [{ %operand : }] # exampleType # [{ -> }] #
      exampleType # [{
  ```
}];
  let arguments = (ins tensorType:$operand);
  let results = (outs tensorType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}

#endif // STABLEHLO_FOLD_DIALECT_CHLO_BASE_TD
