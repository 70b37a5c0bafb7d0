//===- ChloOps.td - the `chlo` dialect -------------------------*- tablegen -*-===//
//
// The client ops that frameworks emit next to stablehlo: special functions
// (lgamma, erf_inv, bessel_i1e, zeta, polygamma, ...), hyperbolic and inverse
// trigonometric functions, conj, square, is_inf and its signed forms,
// next_after, mulhi, constant, constant_like, top_k, scan and ragged_dot.
// They are evaluated directly by the interpreter (no decomposition into
// stablehlo). The broadcasting ops are in ChloBroadcastOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLO_OPS_TD
#define STABLEHLO_FOLD_DIALECT_CHLO_OPS_TD

include "stablehlo_fold/Dialect/ChloBase.td"
include "mlir/IR/OpAsmInterface.td"

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

def Chlo_AcosOp : Chlo_UnaryOp<"acos", HLO_FpOrComplexTensor,
    "inverse cosine", [{
  Real: results in [0, pi], NaN outside [-1, 1]. Complex: the principal
  branch.
}]>;
def Chlo_ConjOp : Chlo_UnaryOp<"conj", HLO_FpOrComplexTensor,
    "complex conjugate", [{
  (re, -im) for complex elements; real elements are returned unchanged.
}]>;
def Chlo_SquareOp : Chlo_UnaryOp<"square", HLO_FpOrComplexTensor,
    "square", [{
  Real: x * x (stablehlo.multiply's kernel). Complex: ((re - im) * (re +
  im), 2 * re * im), part by part.
}]>;
def Chlo_AsinAcosKernelOp : Chlo_UnaryOp<"_asin_acos_kernel",
    HLO_ComplexTensor, "the shared kernel of complex asin and acos", [{
  w = sqrt(a^2 - x^2) + i log(a + sqrt(a^2 - 1)) for z = x + iy, where a =
  (|z + 1| + |z - 1|) / 2; then asin(z) = (atan2(x, re w), sign(y) im w) and
  acos(z) = (atan2(re w, x), -sign(y) im w). Frameworks never emit it; it
  exists for decompositions.
}], "tensor<4xcomplex<f32>>">;

/// A predicate on real floats: i1 of the operand's shape.
class Chlo_IsInfLikeOp<string mnemonic, string opSummary>
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                         DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = opSummary;
  let description = [{
    Element by element, an `i1` result of the operand's shape; false for
    NaN and for every finite value, and for every element of a format
    without infinities.

    Example:
    ```mlir
    %result = chlo.}] # mnemonic # [{ %x : tensor<4xf32> -> tensor<4xi1>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand);
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}
def Chlo_IsInfOp : Chlo_IsInfLikeOp<"is_inf",
    "whether each element is +inf or -inf">;
def Chlo_IsNegInfOp : Chlo_IsInfLikeOp<"is_neg_inf",
    "whether each element is -inf">;
def Chlo_IsPosInfOp : Chlo_IsInfLikeOp<"is_pos_inf",
    "whether each element is +inf">;

//===----------------------------------------------------------------------===//
// Elementwise binary
//===----------------------------------------------------------------------===//

/// f(a, b) on real floats, operands and result of one type.
class Chlo_BinaryFpOp<string mnemonic>
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape,
                         SameOperandsAndResultElementType]> {
  let results = (outs HLO_FpTensor:$result);
}

def Chlo_PolygammaOp : Chlo_BinaryFpOp<"polygamma"> {
  let summary = "polygamma function";
  let description = [{
    psi^(n)(x), the n-th derivative of digamma: digamma(x) for n = 0,
    (-1)^(n+1) n! zeta(n + 1, x) for a positive integer n, NaN for any other
    n (negative, fractional, NaN, infinite).

    Example:
    ```mlir
    %result = chlo.polygamma %n, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$n, HLO_FpTensor:$x);
  let assemblyFormat = [{
    $n `,` $x attr-dict `:` type($n) `,` type($x) `->` type($result)
  }];
}

def Chlo_ZetaOp : Chlo_BinaryFpOp<"zeta"> {
  let summary = "Hurwitz zeta function";
  let description = [{
    zeta(x, q) = sum over k >= 0 of (q + k)^-x. +inf for x = 1; NaN for
    x < 1, and for q <= 0 unless x is an integer; at the poles (q a
    non-positive integer) +inf if x is an even integer, NaN otherwise.

    Example:
    ```mlir
    %result = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$x, HLO_FpTensor:$q);
  let assemblyFormat = [{
    $x `,` $q attr-dict `:` type($x) `,` type($q) `->` type($result)
  }];
}

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
// Constants
//===----------------------------------------------------------------------===//

def Chlo_ConstantOp : Chlo_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a constant tensor";
  let description = [{
    The tensor `value`, of a static shape; folds to a stablehlo.constant.

    Example:
    ```mlir
    %c = chlo.constant dense<[1, 2]> : tensor<2xi64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs StaticShapeTensorOf<[HLO_Pred, HLO_Int, HLO_Float,
                                           HLO_Complex, HLO_QuantizedInt]>:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def Chlo_ConstantLikeOp : Chlo_Op<"constant_like",
    [Pure, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a splat of the operand's shape";
  let description = [{
    A tensor of the operand's shape filled with `value`, whose type is the
    result's element type (generic syntax only, as in CHLO). Only the
    operand's shape is read.

    Example:
    ```mlir
    %r = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<?x2xf32>) -> tensor<?x2xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value, HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Structured ops
//===----------------------------------------------------------------------===//

def Chlo_TopKOp : Chlo_Op<"top_k", [Pure]> {
  let summary = "the k largest elements along the last dimension";
  let description = [{
    For each row along the last dimension, the `k` largest elements in
    descending order and their positions (i32). Equal elements keep their
    order (the lower index first), whatever `is_stable` says (`false` leaves
    the order of equal elements to the implementation; CHLO's default is
    `true`). Floats are ordered totally: -NaN < -inf < ... < -0.0 < +0.0 <
    ... < +inf < +NaN.

    Example:
    ```mlir
    %values, %indices = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
    ```
  }];
  let arguments = (ins RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$operand,
                       I64Attr:$k,
                       DefaultValuedOptionalAttr<BoolAttr, "true">:$is_stable);
  let results = (outs RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$values,
                      RankedTensorOf<[I32]>:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k (`,` `is_stable` `=` $is_stable^)? `)`
    attr-dict `:` type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
  let hasVerifier = 1;
}

def Chlo_ScanOp : Chlo_Op<"scan",
    [RecursiveMemoryEffects, AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<OpAsmOpInterface,
                               ["getAsmBlockArgumentNames"]>]> {
  let summary = "prefix scan with a carried state";
  let description = [{
    Walks `dimension` of the `inputs` (backwards if `is_reverse`). At each
    position the body receives the inputs' slices at that position (the
    dimension removed) followed by the carries (starting with `inits`), and
    returns the outputs' slices at that position followed by the new
    carries. The results are the stacked outputs and then the final carries.

    Example:
    ```mlir
    %sums, %total = chlo.scan(%x) inits (%zero) dimension=0  {
    ^bb0(%input: tensor<i32>, %carry: tensor<i32>):
      %next = stablehlo.add %input, %carry : tensor<i32>
      stablehlo.return %next, %next : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    ```

    `scan_dim_size`, when given, is the size of the scanned dimension of
    every input; `is_associative` is a hint that changes nothing here.

    The syntax is CHLO's, spacing included: `dimension=N`, a space, the
    other attributes as ` attributes {...}` if there are any, a space and
    the body (so two spaces when there are none); the body's arguments
    print as `%input...` and `%carry...`.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$inits,
                       I64Attr:$dimension,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:
                           $scan_dim_size,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_reverse,
                       OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
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
