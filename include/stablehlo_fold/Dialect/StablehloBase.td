//===- StablehloBase.td - the stablehlo dialect, types, constraints -------===//
//
// The dialect definition, its types and the type constraints that the op
// definitions share. Every op family (`*Ops.td`) includes this file and the
// attribute definitions, never another family, so that each family generates
// and compiles on its own.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_STABLEHLO_BASE_TD
#define STABLEHLO_FOLD_DIALECT_STABLEHLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/TensorEncoding.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"

def Stablehlo_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::sfold";
  let summary = "StableHLO operations, as the StableHLO specification defines them";
  let description = [{
    The `stablehlo` dialect holds the operations of the StableHLO
    specification (openxla/stablehlo, docs/spec.md) with their textual syntax,
    so that exported programs parse and print unchanged. Semantics live in the
    interpreter's kernels; verification and type inference follow the spec's
    numbered constraints.
  }];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  // Own attribute parser: it also reads the older
  // `#stablehlo.type_extensions<bounds = [...]>` (lib/Dialect/StablehloAttrs.cpp).
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Dialect-wide patterns (lib/Dialect/Canonicalization/DialectPatterns.cpp).
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;

  private:
    void registerAttributes();
    void registerTypes();
    void registerElementwiseOps();
    void registerDataMovementOps();
    void registerReductionOps();
    void registerControlFlowOps();
    void registerCollectiveOps();
    void registerMiscOps();
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Stablehlo_Type<string name, string typeMnemonic>
    : TypeDef<Stablehlo_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def Stablehlo_TokenType : Stablehlo_Type<"Token", "token"> {
  let summary = "a value that orders side effects";
  let description = [{
    Tokens carry no data; they sequence side-effecting operations such as
    `infeed`, `outfeed`, `send` and `recv`. Written `!stablehlo.token`.
  }];
}

def Stablehlo_FutureType : Stablehlo_Type<"Future", "future"> {
  let summary = "the value of an asynchronous operation";
  let description = [{
    Produced by `async_start` and consumed by `async_done`:
    `!stablehlo.future<tensor<4xf32>>` holds the types the operation will
    produce.
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
}

//===----------------------------------------------------------------------===//
// Element type constraints (spec: "Types")
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "bool">;

// Signless integers are signed in StableHLO (`si` in the spec).
def HLO_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_Int : AnyTypeOf<[HLO_SInt, HLO_UInt]>;

def HLO_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
                           F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2,
                           F8E5M2FNUZ, F8E8M0FNU, BF16, F16, F32, F64]>;
def HLO_Float32Or64 : AnyTypeOf<[F32, F64]>;
def HLO_Complex : Complex<HLO_Float32Or64>;

// Per-tensor quantized integers, which every op that takes quantized tensors
// takes; per-axis quantized integers only where StableHLO's op constraints
// allow them (HLO_TensorOrPerAxisQuantizedTensor and the like).
def HLO_QuantizedInt : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedType>($_self)">,
    "per-tensor quantized integer">;
def HLO_PerAxisQuantizedInt : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedPerAxisType>($_self)">,
    "per-axis quantized integer">;

def HLO_IntOrFp : AnyTypeOf<[HLO_Int, HLO_Float]>;
def HLO_PredOrInt : AnyTypeOf<[HLO_Pred, HLO_Int]>;
def HLO_FpOrComplex : AnyTypeOf<[HLO_Float, HLO_Complex]>;
def HLO_IntFpOrComplex : AnyTypeOf<[HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_Element : AnyTypeOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                             HLO_QuantizedInt, HLO_PerAxisQuantizedInt]>;

//===----------------------------------------------------------------------===//
// Tensor constraints. Ranked only; dimensions may be static, `?` or bounded
// (`tensor<?xf32, #stablehlo.bounds<4>>`).
//===----------------------------------------------------------------------===//

def HLO_Tensor : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                                 HLO_QuantizedInt]>;
def HLO_TensorOrPerAxisQuantizedTensor
    : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                      HLO_QuantizedInt, HLO_PerAxisQuantizedInt]>;
def HLO_NonQuantizedTensor
    : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex]>;
def HLO_PredTensor : RankedTensorOf<[HLO_Pred]>;
def HLO_IntTensor : RankedTensorOf<[HLO_Int]>;
def HLO_PredOrIntTensor : RankedTensorOf<[HLO_Pred, HLO_Int]>;
def HLO_IntOrQuantTensor : RankedTensorOf<[HLO_Int, HLO_QuantizedInt]>;
def HLO_FpTensor : RankedTensorOf<[HLO_Float]>;
def HLO_FpOrQuantTensor : RankedTensorOf<[HLO_Float, HLO_QuantizedInt]>;
def HLO_FpOrComplexTensor : RankedTensorOf<[HLO_Float, HLO_Complex]>;
def HLO_FpComplexOrQuantTensor
    : RankedTensorOf<[HLO_Float, HLO_Complex, HLO_QuantizedInt]>;
def HLO_IntFpOrComplexOrQuantTensor
    : RankedTensorOf<[HLO_Int, HLO_Float, HLO_Complex, HLO_QuantizedInt]>;
def HLO_ComplexTensor : RankedTensorOf<[HLO_Complex]>;
def HLO_Fp32Or64Tensor : RankedTensorOf<[HLO_Float32Or64]>;
def HLO_QuantizedTensor
    : RankedTensorOf<[HLO_QuantizedInt, HLO_PerAxisQuantizedInt]>;
def HLO_FpOrAnyQuantTensor
    : RankedTensorOf<[HLO_Float, HLO_QuantizedInt, HLO_PerAxisQuantizedInt]>;
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;
def HLO_ScalarTensor : 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                                   HLO_QuantizedInt]>;
def HLO_PredScalarTensor : 0DTensorOf<[HLO_Pred]>;
// Shape operands (sizes, paddings, slice bounds) may also be `index`
// tensors, as StableHLO allows: producers build them with `shape.shape_of`,
// `tensor.from_elements` or `arith.index_cast`.
def HLO_DimensionValue : AnyTypeOf<[Index, HLO_Int]>;
def HLO_DimensionTensor : 1DTensorOf<[HLO_DimensionValue]>;
def HLO_StaticDimensionTensor : RankedTensorOf<[HLO_DimensionValue],
    [HasStaticShapePred, HasAnyRankOfPred<[1]>],
    "statically shaped 1-dimensional tensor">;
def HLO_Static1DIntTensor : RankedTensorOf<[HLO_Int],
    [HasStaticShapePred, HasAnyRankOfPred<[1]>],
    "statically shaped 1-dimensional integer tensor">;
def HLO_Static2DIntTensor : RankedTensorOf<[HLO_Int],
    [HasStaticShapePred, HasAnyRankOfPred<[2]>],
    "statically shaped 2-dimensional integer tensor">;
def HLO_Token : Type<CPred<"::llvm::isa<::mlir::sfold::TokenType>($_self)">,
                     "token", "::mlir::sfold::TokenType">;
def HLO_Future : Type<CPred<"::llvm::isa<::mlir::sfold::FutureType>($_self)">,
                      "future", "::mlir::sfold::FutureType">;
def HLO_Tuple : NestedTupleOf<[HLO_TensorOrPerAxisQuantizedTensor, HLO_Token]>;
def HLO_TensorOrToken : AnyTypeOf<[HLO_Tensor, HLO_Token]>;
def HLO_TensorOrPerAxisQuantizedTensorOrToken
    : AnyTypeOf<[HLO_TensorOrPerAxisQuantizedTensor, HLO_Token]>;
// Per-axis quantized tensors included, as in StableHLO's (custom_call,
// while, tuple, get_tuple_element).
def HLO_TensorOrTokenOrTuple
    : AnyTypeOf<[HLO_TensorOrPerAxisQuantizedTensor, HLO_Token, HLO_Tuple]>;
// A buffer of a bufferized program, which StableHLO's custom_call takes and
// returns.
def HLO_Buffer
    : MemRefOf<[HLO_Float, HLO_Pred, HLO_Int, HLO_Complex, HLO_QuantizedInt]>;
def HLO_CustomCallTuple
    : NestedTupleOf<[HLO_TensorOrPerAxisQuantizedTensor, HLO_Buffer, HLO_Token]>;
// What StableHLO's custom_call takes and returns (unranked tensors aside:
// there are none here).
def HLO_CustomCallValue
    : AnyTypeOf<[HLO_TensorOrPerAxisQuantizedTensor, HLO_Buffer, HLO_Token,
                 HLO_CustomCallTuple, HLO_Future]>;

//===----------------------------------------------------------------------===//
// Base class of every stablehlo op.
//===----------------------------------------------------------------------===//

// Every quantized type among an op's operand and result types (inside tuples
// and futures too) satisfies the spec's "Types" constraints that the quant
// dialect leaves open; verified after the op's own traits.
def HLO_QuantizedTypesValid : NativeOpTrait<"QuantizedTypesValid"> {
  let cppNamespace = "::mlir::sfold::hlo";
}

class Stablehlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stablehlo_Dialect, mnemonic, traits # [HLO_QuantizedTypesValid]>;

#endif // STABLEHLO_FOLD_DIALECT_STABLEHLO_BASE_TD
