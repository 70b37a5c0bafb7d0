//===- Kernels.h - Interpreter kernels, one per op --------------*- C++ -*-===//
//
// Each kernel takes Tensors and plain attribute values and returns a new
// Tensor of `resultType` (results never alias operands), except that
// `binaryOp` and `unaryOp` given a `donor` (an operand the caller gives up)
// write their result over its buffer when they hold it alone
// (Tensor::isUniquelyOwned) and it has the result's storage and size: the
// result then owns that buffer and `*donor` is left null; a kernel that
// fails, or allocates instead, leaves it as it was. Kernels dispatch on
// the element type once and run typed loops over the raw buffers:
//  - integers wrap at their width (computed in the unsigned type, no C++
//    undefined behaviour; sub-byte values re-extended after each op);
//  - f16 / bf16 / f8 / f6 / f4 / tf32 are computed through float and rounded
//    back to nearest even (exact for + - *);
//  - complex values use std::complex.
//
// Operands must be valid for the op as the verifier guarantees (same shape
// and element type as `resultType`, except where an op says otherwise). A
// kernel given anything else, or a quantized tensor (whose semantics the
// evaluator implements by dequantize / op / quantize; only bitcastConvertOp,
// uniformQuantizeOp and uniformDequantizeOp take quantized tensors), returns
// a null Tensor instead of crashing. docs/interpreter.md describes the
// semantics and accuracy choices of the elementwise kernels.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_KERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_KERNELS_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

namespace mlir::sfold {

//===----------------------------------------------------------------------===//
// Elementwise (lib/Interpreter/Kernels/Elementwise.cpp)
//===----------------------------------------------------------------------===//

/// Booleans: OR. Integers: wrapping add. Floats / complex: IEEE add.
Tensor addOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Integers: wrapping subtract. Floats / complex: IEEE subtract.
Tensor subtractOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Booleans: AND. Integers: wrapping multiply. Floats / complex: IEEE.
Tensor multiplyOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Booleans: OR. Integers: max. Floats: IEEE-754 maximum (a NaN operand
/// gives NaN, -0.0 < +0.0). Complex: lexicographic on (real, imag).
Tensor maximumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Booleans: AND. Integers: min. Floats: IEEE-754 minimum. Complex:
/// lexicographic.
Tensor minimumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Integers: truncating division; x / 0 = -1 (all ones: the maximum for
/// unsigned), INT_MIN / -1 = INT_MIN. Floats / complex: IEEE division.
Tensor divideOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Remainder with the dividend's sign. Integers: x % 0 = x, INT_MIN % -1 = 0.
/// Floats: fmod. Complex: not supported (spec: TBD).
Tensor remainderOp(const Tensor &lhs, const Tensor &rhs,
                   ShapedType resultType);
/// Booleans: logical, integers: bitwise.
Tensor andOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor orOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor xorOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// The elementwise op of `kind` (addOp, multiplyOp, maximumOp, ...), written
/// over `donor` when it can (above). An operand of rank 0 stands for every
/// index of a result with dimensions (a splat left unexpanded).
Tensor binaryOp(BinaryOpKind kind, const Tensor &lhs, const Tensor &rhs,
                ShapedType resultType, Tensor *donor = nullptr);
/// The unary elementwise ops `unaryOp` computes by kind.
enum class UnaryOpKind : uint8_t {
  Negate,
  Not,
  Abs,
  Ceil,
  Floor,
  RoundNearestAfz,
  RoundNearestEven,
  Sqrt,
  Sign
};
/// The elementwise op of `kind` (negateOp, notOp, absOp, ceilOp, ...),
/// written over `donor` when it can (above).
Tensor unaryOp(UnaryOpKind kind, const Tensor &operand, ShapedType resultType,
               Tensor *donor = nullptr);
Tensor notOp(const Tensor &operand, ShapedType resultType);
/// Integers: wrapping negation (INT_MIN stays INT_MIN; unsigned: 0 - x).
/// Floats: sign flip. Complex: both parts.
Tensor negateOp(const Tensor &operand, ShapedType resultType);
/// Signed integers: wrapping modulus. Floats: sign cleared. Complex: the
/// modulus, with `resultType` of the part type (f32 / f64).
Tensor absOp(const Tensor &operand, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Math (lib/Interpreter/Kernels/ElementwiseMath.cpp)
//
// Floats only (plus complex where noted). f32 is computed with the float
// functions of <cmath>, f64 with the double ones; f16 / bf16 / f8 / f6 / f4 /
// tf32 through float, rounded back once to nearest even. Compositions
// (logistic, rsqrt, f32 power) use a wider type so that they round once.
//===----------------------------------------------------------------------===//

/// Cube root (complex: principal root).
Tensor cbrtOp(const Tensor &operand, ShapedType resultType);
/// Round towards +inf / -inf.
Tensor ceilOp(const Tensor &operand, ShapedType resultType);
Tensor floorOp(const Tensor &operand, ShapedType resultType);
/// Round to nearest, ties away from zero / ties to even.
Tensor roundNearestAfzOp(const Tensor &operand, ShapedType resultType);
Tensor roundNearestEvenOp(const Tensor &operand, ShapedType resultType);
/// Trigonometric and hyperbolic functions (complex too).
Tensor cosineOp(const Tensor &operand, ShapedType resultType);
Tensor sineOp(const Tensor &operand, ShapedType resultType);
Tensor tanOp(const Tensor &operand, ShapedType resultType);
Tensor tanhOp(const Tensor &operand, ShapedType resultType);
/// e^x, e^x - 1, ln x, ln(1 + x), 1 / (1 + e^-x) (complex too).
Tensor exponentialOp(const Tensor &operand, ShapedType resultType);
Tensor exponentialMinusOneOp(const Tensor &operand, ShapedType resultType);
Tensor logOp(const Tensor &operand, ShapedType resultType);
Tensor logPlusOneOp(const Tensor &operand, ShapedType resultType);
Tensor logisticOp(const Tensor &operand, ShapedType resultType);
/// Square root and its reciprocal (complex too).
Tensor sqrtOp(const Tensor &operand, ShapedType resultType);
Tensor rsqrtOp(const Tensor &operand, ShapedType resultType);
/// Signed integers: -1 / 0 / 1. Floats: NaN stays NaN, +-0 stays, else +-1.
/// Complex: NaN if a part is NaN, 0 for 0, else z / |z|.
Tensor signOp(const Tensor &operand, ShapedType resultType);
/// atan2(lhs, rhs); complex: -i * log((rhs + i lhs) / sqrt(rhs^2 + lhs^2)).
Tensor atan2Op(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Integers: exponentiation by squaring, wrapping; a negative exponent gives
/// 1 for base 1, +-1 for base -1, 0 otherwise. Floats: IEEE pow. Complex:
/// exp(rhs * log(lhs)).
Tensor powerOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Bit operations (lib/Interpreter/Kernels/ElementwiseBits.cpp)
//===----------------------------------------------------------------------===//

/// Shifts of integers of any width (sub-byte included). A shift amount that
/// is negative or at least the bit width shifts every bit out: 0 for left and
/// logical right shifts, the sign fill (0 or -1) for arithmetic ones.
Tensor shiftLeftOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor shiftRightArithmeticOp(const Tensor &lhs, const Tensor &rhs,
                              ShapedType resultType);
Tensor shiftRightLogicalOp(const Tensor &lhs, const Tensor &rhs,
                           ShapedType resultType);
/// Leading zero bits / set bits within the integer's bit width.
Tensor countLeadingZerosOp(const Tensor &operand, ShapedType resultType);
Tensor popcntOp(const Tensor &operand, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Comparisons and selection (lib/Interpreter/Kernels/ElementwiseCompare.cpp)
//===----------------------------------------------------------------------===//

// CompareDirection and CompareType are in BinaryOps.h.

/// Elementwise comparison, result i1 of the operands' shape. Float: IEEE
/// quiet comparisons (NaN unordered, -0 == +0). TotalOrder: -NaN < -Inf <
/// ... < -0 < +0 < ... < +Inf < +NaN, NaNs ordered by payload, EQ means the
/// same position. Signed / Unsigned: integer orders on the bits (whatever
/// the element type's signedness). Complex: EQ / NE part by part, the other
/// directions lexicographic on (real, imag).
Tensor compareOp(const Tensor &lhs, const Tensor &rhs,
                 CompareDirection direction, CompareType type,
                 ShapedType resultType);
/// `pred` is an i1 tensor of the result's shape or an i1 scalar.
Tensor selectOp(const Tensor &pred, const Tensor &onTrue, const Tensor &onFalse,
                ShapedType resultType);
/// min(max(operand, min), max) with maximumOp / minimumOp semantics; `min`
/// and `max` have the operand's shape or are scalars.
Tensor clampOp(const Tensor &min, const Tensor &operand, const Tensor &max,
               ShapedType resultType);
/// Floats: neither infinite nor NaN (result i1).
Tensor isFiniteOp(const Tensor &operand, ShapedType resultType);
/// Parts of complex numbers; a float operand gives itself / zeros.
Tensor realOp(const Tensor &operand, ShapedType resultType);
Tensor imagOp(const Tensor &operand, ShapedType resultType);
/// Complex numbers from f32 / f64 real and imaginary parts.
Tensor complexOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Conversions (lib/Interpreter/Kernels/ElementwiseConvert.cpp)
//===----------------------------------------------------------------------===//

/// Any non-quantized element type to any other:
///  - integer -> integer: wraps (two's complement truncation / extension);
///  - float -> integer: truncates towards zero; NaN gives 0, values beyond
///    the range saturate to the minimum / maximum of the type;
///  - integer or float -> float: round to nearest even (each format's own
///    overflow rule), one rounding;
///  - boolean -> any: 0 / 1; any -> boolean: non-zero (complex: real part);
///  - complex -> real: the real part; real -> complex: imaginary part 0.
Tensor convertOp(const Tensor &operand, ShapedType resultType);
/// Reinterprets the bits (the elements of the whole tensor laid out
/// little-endian, element 0 in the lowest bits). With different widths the
/// narrower side has one more, minor, dimension. Quantized types are their
/// storage integers.
Tensor bitcastConvertOp(const Tensor &operand, ShapedType resultType);
/// Rounds to `exponentBits` / `mantissaBits` and back (nearest even),
/// overflow to infinity, results below the smallest normal to zero (both
/// with the operand's sign); NaN is kept when mantissaBits > 0
/// (with no mantissa bits it becomes the infinity of its sign).
Tensor reducePrecisionOp(const Tensor &operand, int32_t exponentBits,
                         int32_t mantissaBits, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Quantization (lib/Interpreter/Kernels/ElementwiseQuant.cpp)
//===----------------------------------------------------------------------===//

/// Float (expressed type) -> quantized: x / scale + zero_point, clamped to
/// the storage range, rounded to nearest even (arithmetic in the expressed
/// type). A quantized operand is dequantized first (requantization).
/// Per-tensor and per-axis types.
Tensor uniformQuantizeOp(const Tensor &operand, ShapedType resultType);
/// Quantized -> expressed float: (storage - zero_point) * scale.
Tensor uniformDequantizeOp(const Tensor &operand, ShapedType resultType);
/// For a quantized tensor type: the same shape with the expressed type;
/// anything else is returned unchanged.
ShapedType getExpressedTensorType(ShapedType type);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_KERNELS_H
