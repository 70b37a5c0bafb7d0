//===- ChloBroadcastOps.td - chlo's broadcasting ops ---*- tablegen -*-===//
//
// The binary ops of stablehlo (and chlo's next_after, polygamma, zeta) with
// implicit broadcasting: numpy-style (shapes aligned at the end, size-1
// dimensions stretched) or, with `broadcast_dimensions`, the lower-rank
// operand's dimension i mapped to dimension broadcast_dimensions[i] of the
// other. The interpreter broadcasts both operands to the result's shape
// (broadcast_in_dim) and runs the named op's kernel.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLO_BROADCAST_OPS_TD
#define STABLEHLO_FOLD_DIALECT_CHLO_BROADCAST_OPS_TD

include "stablehlo_fold/Dialect/ChloBase.td"

/// lhs op rhs after broadcasting; the result's element type is
/// `resultElement` (C++ on `lhsElement`, the lhs's element type).
class Chlo_BroadcastBinaryOp<string mnemonic, string opSummary,
                             string kernelOp, list<Trait> traits = [],
                             Type operandType = HLO_Tensor,
                             Type resultType = HLO_Tensor,
                             string resultElement = "lhsElement",
                             string exampleElement = "f32">
    : Chlo_Op<mnemonic, traits # [Pure,
          DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = opSummary # " with broadcasting";
  let description = [{
    `}] # kernelOp # [{` of the operands broadcast to a common shape:
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched),
    or, with `broadcast_dimensions`, the lower-rank operand's dimension i
    mapped to dimension `broadcast_dimensions[i]` of the other.

    Example:
    ```mlir
    %r = chlo.}] # mnemonic # [{ %lhs, %rhs {broadcast_dimensions = array<i64: 1>} : (tensor<2x3x}] # exampleElement # [{>, tensor<3x}] # exampleElement # [{>) -> tensor<2x3x}] # exampleElement # [{>
    ```
  }];
  let arguments = (ins operandType:$lhs, operandType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->`
    type($result)
  }];
  let extraClassDeclaration = [{
    /// The declared result may refine the inferred one (`?`, quantization
    /// parameters).
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleForInference(l, r);
    }
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context, ::std::optional<::mlir::Location> loc,
        ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      Adaptor adaptor(operands, attributes, properties, regions);
      ::mlir::Type lhsElement =
          ::mlir::getElementTypeOrSelf(adaptor.getLhs().getType());
      (void)lhsElement;
      return ::mlir::sfold::chlo::inferBroadcastBinaryType(
          loc, adaptor.getLhs().getType(), adaptor.getRhs().getType(),
          adaptor.getBroadcastDimensions(), }] # resultElement # [{, inferred);
    }
  }];
}

def Chlo_BroadcastAddOp : Chlo_BroadcastBinaryOp<"broadcast_add",
    "addition", "stablehlo.add",
    [Commutative], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastAtan2Op : Chlo_BroadcastBinaryOp<"broadcast_atan2",
    "atan2(lhs, rhs)", "stablehlo.atan2",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastDivOp : Chlo_BroadcastBinaryOp<"broadcast_divide",
    "division", "stablehlo.divide",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastMaxOp : Chlo_BroadcastBinaryOp<"broadcast_maximum",
    "maximum", "stablehlo.maximum",
    [Commutative], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastMinOp : Chlo_BroadcastBinaryOp<"broadcast_minimum",
    "minimum", "stablehlo.minimum",
    [Commutative], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastMulOp : Chlo_BroadcastBinaryOp<"broadcast_multiply",
    "multiplication", "stablehlo.multiply",
    [Commutative, SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastNextAfterOp : Chlo_BroadcastBinaryOp<"broadcast_next_after",
    "next representable value towards rhs", "chlo.next_after",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastPolygammaOp : Chlo_BroadcastBinaryOp<"broadcast_polygamma",
    "polygamma function", "chlo.polygamma",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastPowOp : Chlo_BroadcastBinaryOp<"broadcast_power",
    "power", "stablehlo.power",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastRemOp : Chlo_BroadcastBinaryOp<"broadcast_remainder",
    "remainder", "stablehlo.remainder",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastShiftLeftOp : Chlo_BroadcastBinaryOp<"broadcast_shift_left",
    "shift left", "stablehlo.shift_left",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor,
    "lhsElement", "i32">;
def Chlo_BroadcastShiftRightArithmeticOp
    : Chlo_BroadcastBinaryOp<"broadcast_shift_right_arithmetic",
    "arithmetic shift right", "stablehlo.shift_right_arithmetic",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor,
    "lhsElement", "i32">;
def Chlo_BroadcastShiftRightLogicalOp
    : Chlo_BroadcastBinaryOp<"broadcast_shift_right_logical",
    "logical shift right", "stablehlo.shift_right_logical",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor,
    "lhsElement", "i32">;
def Chlo_BroadcastSubOp : Chlo_BroadcastBinaryOp<"broadcast_subtract",
    "subtraction", "stablehlo.subtract",
    [SameOperandsAndResultElementType], HLO_Tensor, HLO_Tensor>;
def Chlo_BroadcastZetaOp : Chlo_BroadcastBinaryOp<"broadcast_zeta",
    "Hurwitz zeta function", "chlo.zeta",
    [SameOperandsAndResultElementType], HLO_FpTensor, HLO_FpTensor>;
def Chlo_BroadcastAndOp : Chlo_BroadcastBinaryOp<"broadcast_and",
    "logical or bitwise and", "stablehlo.and",
    [Commutative], HLO_PredOrIntTensor, HLO_PredOrIntTensor,
    "lhsElement", "i32">;
def Chlo_BroadcastOrOp : Chlo_BroadcastBinaryOp<"broadcast_or",
    "logical or bitwise or", "stablehlo.or",
    [Commutative], HLO_PredOrIntTensor, HLO_PredOrIntTensor,
    "lhsElement", "i32">;
def Chlo_BroadcastXorOp : Chlo_BroadcastBinaryOp<"broadcast_xor",
    "logical or bitwise xor", "stablehlo.xor",
    [Commutative], HLO_PredOrIntTensor, HLO_PredOrIntTensor,
    "lhsElement", "i32">;

def Chlo_BroadcastComplexOp : Chlo_BroadcastBinaryOp<"broadcast_complex",
    "complex numbers from real and imaginary parts", "stablehlo.complex", [],
    HLO_FpTensor, HLO_ComplexTensor,
    "::mlir::ComplexType::get(lhsElement)"> {
  let description = [{
    `stablehlo.complex` of the operands (real and imaginary parts) broadcast
    to a common shape, as the other broadcast ops.

    Example:
    ```mlir
    %z = chlo.broadcast_complex %re, %im : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xcomplex<f32>>
    ```
  }];
}

def Chlo_BroadcastCompareOp : Chlo_BroadcastBinaryOp<"broadcast_compare",
    "comparison", "stablehlo.compare", [], HLO_Tensor, HLO_PredTensor,
    "::mlir::IntegerType::get(context, 1)"> {
  let description = [{
    `stablehlo.compare` of the operands broadcast to a common shape (as the
    other broadcast ops) with `comparison_direction` and, optionally,
    `compare_type` (by default FLOAT for floats, SIGNED for signed and
    UNSIGNED for unsigned integers and booleans; NOTYPE means the default).

    Example:
    ```mlir
    %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
                       Chlo_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<Chlo_ComparisonTypeAttr>:$compare_type);
}

def Chlo_BroadcastSelectOp : Chlo_Op<"broadcast_select",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "selection with numpy-style broadcasting";
  let description = [{
    `stablehlo.select` of the three operands broadcast numpy-style to a
    common shape.

    Example:
    ```mlir
    %r = chlo.broadcast_select %p, %t, %f : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                       HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
    `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->`
    type($result)
  }];
  let extraClassDeclaration = [{
    /// The declared result may refine the inferred one.
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r) {
      return ::mlir::sfold::hlo::isCompatibleForInference(l, r);
    }
  }];
}

#endif // STABLEHLO_FOLD_DIALECT_CHLO_BROADCAST_OPS_TD
