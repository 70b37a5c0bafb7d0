//===- StablehloOpBase.td - op base classes shared by the families --------===//
//
// Every `*Ops.td` includes this file (and through it the dialect, types and
// attributes) but never another family, so each family's generated code is
// its own shard.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_STABLEHLO_OP_BASE_TD
#define STABLEHLO_FOLD_DIALECT_STABLEHLO_OP_BASE_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "stablehlo_fold/Dialect/StablehloAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

// Result types equal to the first operand's (compatible shapes, and for
// quantized types the same baseline type), inferred by builders.
def HLO_InferSameAsFirstOperand : DeclareOpInterfaceMethods<
    InferTypeOpInterface, ["inferReturnTypes"]>;

// Ops whose result types follow from their operands and attributes: the
// op defines `inferReturnTypes`, the actual types must equal the inferred.
defvar HLO_InferTypes = DeclareOpInterfaceMethods<InferTypeOpInterface>;

// Ops whose shape function infers the result types (through the adaptor)
// and which have constraints that relate a declared result type to an
// operand, e.g. a result's quantization to the operand's. The shape function
// never sees the declared types and `isCompatibleReturnTypes` never sees the
// operands, so the op also defines
//   static LogicalResult verifyDeclaredResults(std::optional<Location>,
//                                              Adaptor, TypeRange results);
// which `refineReturnTypes` (what MLIR's verifier calls with the declared
// types) runs after the shape function succeeded and before the usual
// compatibility check (declared results need not be compatible for it to
// run safely: it reads element types and attributes only). Failures
// read like the shape function's: the message, then "failed to infer
// returned types"; no separate `verify()` is needed.
def HLO_InferTypesCheckingResults : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface, ["refineReturnTypes"]>,
  NativeOpTrait<"InferTypeOpAdaptor", [], [{
    static ::llvm::LogicalResult
    inferReturnTypes(::mlir::MLIRContext *context,
                     std::optional<::mlir::Location> location,
                     Adaptor adaptor,
                     ::llvm::SmallVectorImpl<::mlir::Type> &inferred);
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
    static ::llvm::LogicalResult
    verifyDeclaredResults(std::optional<::mlir::Location> location,
                          Adaptor adaptor, ::mlir::TypeRange results);
  }], [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
      return $cppClass::inferReturnTypes(context, location, adaptor, inferred);
    }
    ::llvm::LogicalResult $cppClass::refineReturnTypes(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &returnTypes) {
      ::llvm::SmallVector<::mlir::Type, 1> inferred;
      if (::mlir::failed($cppClass::inferReturnTypes(
              context, location, operands, attributes, properties, regions,
              inferred)))
        return ::mlir::failure();
      // The specific checks first: their messages say more than the
      // generic one below.
      if (::mlir::failed($cppClass::verifyDeclaredResults(
              location,
              $cppClass::Adaptor(operands, attributes, properties, regions),
              returnTypes)))
        return ::mlir::failure();
      if (!$cppClass::isCompatibleReturnTypes(inferred, returnTypes))
        return ::mlir::emitOptionalError(
            location, "'", $cppClass::getOperationName(),
            "' op inferred type(s) ", inferred,
            " are incompatible with return type(s) of operation ",
            returnTypes);
      return ::mlir::success();
    }
  }]>
]>;

/// An elementwise op with one operand whose result has the operand's type.
class Stablehlo_UnaryElementwiseOp<string mnemonic, list<Trait> traits,
                                   Type operandType,
                                   string inferFn = "inferElementwiseSameType">
    : Stablehlo_Op<mnemonic, traits # [Elementwise,
                   SameOperandsAndResultShape, HLO_InferSameAsFirstOperand]> {
  let arguments = (ins operandType:$operand);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr,
        ::mlir::OpaqueProperties, ::mlir::RegionRange,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      // <op>_c1: baseline_type(operands...) = baseline_type(result); the
      // result half is isCompatibleReturnTypes.
      return ::mlir::sfold::hlo::}] # inferFn # [{(location, operands,
                                                     inferred);
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange l,
                                            ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

/// An elementwise op with two operands whose result has the operands' type.
class Stablehlo_BinaryElementwiseOp<string mnemonic, list<Trait> traits,
                                    Type operandType,
                                    string inferFn = "inferElementwiseSameType">
    : Stablehlo_Op<mnemonic, traits # [Elementwise,
                   SameOperandsAndResultShape, HLO_InferSameAsFirstOperand]> {
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *, std::optional<::mlir::Location> location,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr,
        ::mlir::OpaqueProperties, ::mlir::RegionRange,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      // <op>_c1: baseline_type(operands...) = baseline_type(result); the
      // result half is isCompatibleReturnTypes.
      return ::mlir::sfold::hlo::}] # inferFn # [{(location, operands,
                                                     inferred);
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange l,
                                            ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleBaselineTypes(l, r);
    }
  }];
}

#endif // STABLEHLO_FOLD_DIALECT_STABLEHLO_OP_BASE_TD
