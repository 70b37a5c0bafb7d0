//===- Kernels.h - Interpreter kernels, one per op --------------*- C++ -*-===//
//
// Each kernel takes Tensors and plain attribute values and returns a new
// Tensor of `resultType` (results never alias operands). Kernels dispatch on
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
// evaluator implements by dequantize / op / quantize), returns a null Tensor
// instead of crashing.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_KERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_KERNELS_H

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
Tensor notOp(const Tensor &operand, ShapedType resultType);
/// Integers: wrapping negation (INT_MIN stays INT_MIN; unsigned: 0 - x).
/// Floats: sign flip. Complex: both parts.
Tensor negateOp(const Tensor &operand, ShapedType resultType);
/// Signed integers: wrapping modulus. Floats: sign cleared. Complex: the
/// modulus, with `resultType` of the part type (f32 / f64).
Tensor absOp(const Tensor &operand, ShapedType resultType);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_KERNELS_H
