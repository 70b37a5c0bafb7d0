//===- ChloKernels.h - kernels of the chlo ops ------------------*- C++ -*-===//
//
// As Kernels.h: Tensors in, a new Tensor of the result type out, one type
// dispatch per call, a null Tensor (or failure) for operands the op's
// verifier would reject. Floats narrower than f32 are computed through float
// and rounded back once; f32 with the float functions of <cmath> (or in
// double where a composition should round once), f64 in double.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_CHLOKERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_CHLOKERNELS_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <utility>

namespace mlir::sfold::chlo {

//===----------------------------------------------------------------------===//
// Elementwise (lib/Interpreter/Kernels/ChloMath.cpp)
//===----------------------------------------------------------------------===//

/// Inverse and hyperbolic trigonometric functions and tan; real and complex
/// (principal branches, as <complex>).
Tensor acosOp(const Tensor &operand, ShapedType resultType);
Tensor acoshOp(const Tensor &operand, ShapedType resultType);
Tensor asinOp(const Tensor &operand, ShapedType resultType);
Tensor asinhOp(const Tensor &operand, ShapedType resultType);
Tensor atanOp(const Tensor &operand, ShapedType resultType);
Tensor atanhOp(const Tensor &operand, ShapedType resultType);
Tensor coshOp(const Tensor &operand, ShapedType resultType);
Tensor sinhOp(const Tensor &operand, ShapedType resultType);
Tensor tanOp(const Tensor &operand, ShapedType resultType);

/// Special functions of real floats. lgamma: +inf at the poles and at
/// +-inf. digamma: NaN at the poles, computed in double (recurrence to
/// x >= 10, asymptotic series, reflection for x < 0.5). erf_inv: +-inf at
/// +-1, NaN outside [-1, 1]; a closed-form first guess refined by Newton
/// steps on erf (|x| <= 0.5) or erfc (closer to 1). bessel_i1e: e^-|x| I1(x)
/// by its power series (|x| <= 30) or its asymptotic expansion.
Tensor lgammaOp(const Tensor &operand, ShapedType resultType);
Tensor digammaOp(const Tensor &operand, ShapedType resultType);
Tensor erfOp(const Tensor &operand, ShapedType resultType);
Tensor erfcOp(const Tensor &operand, ShapedType resultType);
Tensor erfInvOp(const Tensor &operand, ShapedType resultType);
Tensor besselI1eOp(const Tensor &operand, ShapedType resultType);

/// Complex conjugate (real elements unchanged, same bits).
Tensor conjOp(const Tensor &operand, ShapedType resultType);
/// Real: multiplyOp(x, x). Complex: ((re - im)(re + im), 2 re im) in the
/// parts' precision, as CHLO defines it.
Tensor squareOp(const Tensor &operand, ShapedType resultType);
/// Complex only: w = (cosh(v) cos(u), |v|) for u + iv = asin(z), i.e.
/// (sqrt(a^2 - x^2), log(a + sqrt(a^2 - 1))), a = (|z + 1| + |z - 1|) / 2.
Tensor asinAcosKernelOp(const Tensor &operand, ShapedType resultType);
/// i1 results: +-inf, -inf, +inf (false for NaN and in formats without
/// infinities).
Tensor isInfOp(const Tensor &operand, ShapedType resultType);
Tensor isNegInfOp(const Tensor &operand, ShapedType resultType);
Tensor isPosInfOp(const Tensor &operand, ShapedType resultType);

/// Hurwitz zeta(x, q) and polygamma(n, x) of real floats, in double, with
/// XLA's domain rules (see ChloMath.cpp): Euler-Maclaurin summation with
/// 12 Bernoulli terms at a shift a >= max(16, x).
Tensor zetaOp(const Tensor &x, const Tensor &q, ShapedType resultType);
Tensor polygammaOp(const Tensor &n, const Tensor &x, ShapedType resultType);

/// The value after `x` towards `y` in the element type's own format; `y` if
/// equal, a quiet NaN if either is NaN, +-smallest subnormal from zero.
Tensor nextAfterOp(const Tensor &x, const Tensor &y, ShapedType resultType);

/// High half of the double-width product, signed or unsigned per the type.
Tensor mulhiOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Structured (lib/Interpreter/Kernels/ChloStructured.cpp)
//===----------------------------------------------------------------------===//

/// The `k` largest elements of each row along the last dimension,
/// descending, equal elements by increasing index (floats in total order),
/// and their indices as i32. Failure on invalid operands.
FailureOr<std::pair<Tensor, Tensor>> topKOp(const Tensor &operand, int64_t k,
                                            ShapedType valuesType,
                                            ShapedType indicesType);

/// Dimension numbers of `raggedDotOp`.
struct RaggedDotDims {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContracting, rhsContracting;
  int64_t lhsRagged = 0;
  /// -1 unless mode 1 (ragged free lhs dimension).
  int64_t rhsGroup = -1;
};

/// ragged_dot with `groupSizes` (non-negative, summing to at most the
/// ragged dimension's size). Integers wrap; floats accumulate in double and
/// round once. Null Tensor on invalid operands.
Tensor raggedDotOp(const Tensor &lhs, const Tensor &rhs,
                   ArrayRef<int64_t> groupSizes, const RaggedDotDims &dims,
                   ShapedType resultType);

} // namespace mlir::sfold::chlo

#endif // STABLEHLO_FOLD_INTERPRETER_CHLOKERNELS_H
