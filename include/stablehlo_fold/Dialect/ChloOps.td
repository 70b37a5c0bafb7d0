//===- ChloOps.td - the `chlo` dialect -------------------------*- tablegen -*-===//
//
// The client ops that frameworks emit next to stablehlo: special functions
// (lgamma, erf_inv, bessel_i1e, ...), hyperbolic and inverse trigonometric
// functions, next_after, mulhi, top_k, scan and ragged_dot. They are
// evaluated directly by the interpreter (no decomposition into stablehlo).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLO_OPS_TD
#define STABLEHLO_FOLD_DIALECT_CHLO_OPS_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
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
                   string opDescription>
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                         SameOperandsAndResultElementType]> {
  let summary = opSummary;
  let description = opDescription # [{
  Example:
  ```mlir
  %result = chlo.}] # mnemonic # [{ %operand : tensor<4xf32> -> tensor<4xf32>
  ```
}];
  let arguments = (ins tensorType:$operand);
  let results = (outs tensorType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Elementwise math
//===----------------------------------------------------------------------===//

def Chlo_AcoshOp : Chlo_UnaryOp<"acosh", HLO_FpOrComplexTensor,
    "inverse hyperbolic cosine", [{
  acosh(x) = log(x + sqrt(x^2 - 1)); NaN for real x < 1. Complex: the
  principal branch.
}]>;
def Chlo_AsinOp : Chlo_UnaryOp<"asin", HLO_FpOrComplexTensor,
    "inverse sine", [{
  Real: NaN outside [-1, 1]. Complex: the principal branch.
}]>;
def Chlo_AsinhOp : Chlo_UnaryOp<"asinh", HLO_FpOrComplexTensor,
    "inverse hyperbolic sine", [{
  asinh(x) = log(x + sqrt(x^2 + 1)). Complex: the principal branch.
}]>;
def Chlo_AtanOp : Chlo_UnaryOp<"atan", HLO_FpOrComplexTensor,
    "inverse tangent", [{
  Real results lie in [-pi/2, pi/2]. Complex: the principal branch.
}]>;
def Chlo_AtanhOp : Chlo_UnaryOp<"atanh", HLO_FpOrComplexTensor,
    "inverse hyperbolic tangent", [{
  Real: +-inf at +-1, NaN outside [-1, 1]. Complex: the principal branch.
}]>;
def Chlo_CoshOp : Chlo_UnaryOp<"cosh", HLO_FpOrComplexTensor,
    "hyperbolic cosine", [{
  (e^x + e^-x) / 2, for real and complex elements.
}]>;
def Chlo_SinhOp : Chlo_UnaryOp<"sinh", HLO_FpOrComplexTensor,
    "hyperbolic sine", [{
  (e^x - e^-x) / 2, for real and complex elements.
}]>;
def Chlo_TanOp : Chlo_UnaryOp<"tan", HLO_FpOrComplexTensor,
    "tangent", [{
  sin(x) / cos(x), for real and complex elements.
}]>;
def Chlo_LgammaOp : Chlo_UnaryOp<"lgamma", HLO_FpTensor,
    "logarithm of the absolute value of the gamma function", [{
  ln |Gamma(x)|: +inf at the poles (0, -1, -2, ...) and at +-inf.
}]>;
def Chlo_DigammaOp : Chlo_UnaryOp<"digamma", HLO_FpTensor,
    "derivative of lgamma", [{
  psi(x) = Gamma'(x) / Gamma(x): NaN at the poles (0, -1, -2, ...).
}]>;
def Chlo_ErfOp : Chlo_UnaryOp<"erf", HLO_FpTensor,
    "error function", [{
  erf(x) = 2 / sqrt(pi) * integral from 0 to x of e^(-t^2) dt.
}]>;
def Chlo_ErfcOp : Chlo_UnaryOp<"erfc", HLO_FpTensor,
    "complementary error function", [{
  erfc(x) = 1 - erf(x), computed without cancellation for large x.
}]>;
def Chlo_ErfInvOp : Chlo_UnaryOp<"erf_inv", HLO_FpTensor,
    "inverse error function", [{
  The y with erf(y) = x: +-inf at +-1, NaN outside [-1, 1].
}]>;
def Chlo_BesselI1eOp : Chlo_UnaryOp<"bessel_i1e", HLO_FpTensor,
    "exponentially scaled modified Bessel function of order one", [{
  e^-|x| * I1(x); odd in x.
}]>;

//===----------------------------------------------------------------------===//
// Elementwise binary
//===----------------------------------------------------------------------===//

def Chlo_NextAfterOp : Chlo_Op<"next_after",
    [Pure, Elementwise, SameOperandsAndResultShape,
     SameOperandsAndResultElementType]> {
  let summary = "next representable value towards another";
  let description = [{
    The representable value of the element type that follows `x` in the
    direction of `y`; `y` if the two are equal, NaN if either is NaN. From
    zero the step goes to the smallest subnormal with the sign of `y`.

    Example:
    ```mlir
    %result = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$x, HLO_FpTensor:$y);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` type($x) `,` type($y) `->` type($result)
  }];
}

def Chlo_MulhiOp : Chlo_Op<"mulhi",
    [Pure, Elementwise, SameOperandsAndResultShape,
     SameOperandsAndResultElementType]> {
  let summary = "high half of the full integer product";
  let description = [{
    The upper N bits of the 2N-bit product of two N-bit integers, signed or
    unsigned according to the element type.

    Example:
    ```mlir
    %result = chlo.mulhi %lhs, %rhs : tensor<3xi8>, tensor<3xi8> -> tensor<3xi8>
    ```
  }];
  let arguments = (ins HLO_IntTensor:$lhs, HLO_IntTensor:$rhs);
  let results = (outs HLO_IntTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Structured ops
//===----------------------------------------------------------------------===//

def Chlo_TopKOp : Chlo_Op<"top_k", [Pure]> {
  let summary = "the k largest elements along the last dimension";
  let description = [{
    For each row along the last dimension, the `k` largest elements in
    descending order and their positions (i32). Equal elements keep their
    order (the lower index first). Floats are ordered totally: -NaN < -inf <
    ... < -0.0 < +0.0 < ... < +inf < +NaN.

    Example:
    ```mlir
    %values, %indices = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
    ```
  }];
  let arguments = (ins RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$operand,
                       I64Attr:$k);
  let results = (outs RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$values,
                      RankedTensorOf<[I32]>:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:` type($operand) `->`
    `(` type($values) `,` type($indices) `)`
  }];
  let hasVerifier = 1;
}

def Chlo_ScanOp : Chlo_Op<"scan",
    [RecursiveMemoryEffects, AttrSizedOperandSegments]> {
  let summary = "prefix scan with a carried state";
  let description = [{
    Walks `dimension` of the `inputs` (backwards if `is_reverse`). At each
    position the body receives the inputs' slices at that position (the
    dimension removed) followed by the carries (starting with `inits`), and
    returns the outputs' slices at that position followed by the new
    carries. The results are the stacked outputs and then the final carries.

    Example:
    ```mlir
    %sums, %total = chlo.scan(%x) inits(%zero) dimension = 0 {
    ^bb0(%element: tensor<i32>, %carry: tensor<i32>):
      %next = stablehlo.add %element, %carry : tensor<i32>
      stablehlo.return %next, %next : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$inits,
                       I64Attr:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_reverse);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` $inputs `)` `inits` `(` $inits `)` `dimension` `=` $dimension
    attr-dict-with-keyword $body `:` functional-type(operands, results)
  }];
  let hasRegionVerifier = 1;
}

def Chlo_RaggedDotOp : Chlo_Op<"ragged_dot", [Pure]> {
  let summary = "dot product with a ragged dimension split into groups";
  let description = [{
    A dot_general whose ragged lhs dimension is split into consecutive
    groups of `group_sizes` elements. Mode 1 (the ragged dimension is a free
    lhs dimension): each group multiplies by its own slice of the rhs's group
    dimension; rows past the last group are zero. Mode 2 (ragged
    contracting dimension, no rhs group dimension): one result per group,
    summing only over the group's slice, as a new leading dimension. Mode 3
    (ragged batch dimension): a plain dot_general.

    Example:
    ```mlir
    %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {ragged_dot_dimension_numbers =
        #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
        lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
        lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}
        : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[HLO_Int, HLO_Float]>:$lhs,
                       RankedTensorOf<[HLO_Int, HLO_Float]>:$rhs,
                       RankedTensorOf<[HLO_Int]>:$group_sizes,
                       Chlo_RaggedDotDimensionNumbers:$ragged_dot_dimension_numbers,
                       OptionalAttr<Chlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs RankedTensorOf<[HLO_Int, HLO_Float]>:$result);
  let hasVerifier = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_CHLO_OPS_TD
