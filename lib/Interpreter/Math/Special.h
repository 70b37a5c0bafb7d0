//===- Special.h - the special cases of the unary functions -----*- C++ -*-===//
//
// Private to lib/Interpreter/Math (CrMath.cpp). The IEEE special cases of
// each function of CrMath.h (NaN, infinities, zeros, poles, domain errors,
// saturated and tiny ranges), the same for every format.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_SPECIAL_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_SPECIAL_H

#include "DoubleDouble.h"

#include "stablehlo_fold/Interpreter/CrMath.h"

#include <limits>

namespace mlir::sfold::crmath::detail {

/// x with the quiet bit set (a quiet NaN with x's sign and payload).
inline double quietNaN(double x) {
  return llvm::bit_cast<double>(llvm::bit_cast<uint64_t>(x) |
                                (uint64_t(1) << 51));
}
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The nearest integer; x itself from 2^52 on (all integers there).
inline double nearestIntOrSelf(double x) {
  return std::fabs(x) >= 0x1p52 ? x : nearestInt(x);
}
inline constexpr double kInf = std::numeric_limits<double>::infinity();

[[gnu::always_inline]] inline bool isOdd(Unary fn) {
  switch (fn) {
  case Unary::Sin:
  case Unary::Tan:
  case Unary::Tanh:
  case Unary::Sinh:
  case Unary::Asin:
  case Unary::Atan:
  case Unary::Asinh:
  case Unary::Atanh:
  case Unary::Cbrt:
  case Unary::Erf:
    return true;
  default:
    return false;
  }
}

/// The result for the operands every format treats alike (NaN, infinities,
/// zeros, poles, domain errors and saturated ranges); false for the others.
[[gnu::always_inline]] inline bool special(Unary fn, double x,
                                             double &result) {
  if (std::isnan(x)) {
    result = quietNaN(x);
    return true;
  }
  double a = std::fabs(x);
  bool inf = std::isinf(x), zero = x == 0;
  auto set = [&](double v) {
    result = v;
    return true;
  };
  // f(x) = x (1 + e) with |e| < 2^-60 rounds to x in every format (e is
  // about x^2 for the odd functions, x / 2 for expm1 and log1p).
  if (isOdd(fn) && fn != Unary::Cbrt && fn != Unary::Erf && a < 0x1p-30 &&
      !zero)
    return set(x);
  switch (fn) {
  case Unary::Expm1:
  case Unary::Log1p:
    if (a < 0x1p-61 && !zero)
      return set(x);
    break;
  case Unary::Erf:
    // Only f64 operands are this small: 2x / sqrt(pi), scaled away from
    // the subnormals (rounded twice only where the result is subnormal).
    if (a < 0x1p-500 && !zero) {
      DD p = DD(0x1.20dd750429b6dp+0, 0x1.1ae3a914fed80p-56) * scale2(x, 600);
      return set(scale2(p.hi, -600));
    }
    break;
  default:
    break;
  }
  switch (fn) {
  case Unary::Exp:
    if (x > 709.8)
      return set(kInf);
    if (x < -745.2)
      return set(0);
    return zero && set(1);
  case Unary::Expm1:
    if (x > 709.8)
      return set(kInf);
    if (x < -40)
      return set(-1);
    return zero && set(x);
  case Unary::Log:
  case Unary::Log1p: {
    double one = fn == Unary::Log ? 0 : -1;
    double arg = fn == Unary::Log ? x : x; // compared with `one`
    if (arg < one)
      return set(kNaN);
    if (fn == Unary::Log ? zero : x == -1)
      return set(-kInf);
    if (inf)
      return set(kInf);
    if (fn == Unary::Log && x == 1)
      return set(0);
    return fn == Unary::Log1p && zero && set(x);
  }
  case Unary::Logistic:
    if (x > 40) // 1 - e^-40 rounds to 1
      return set(1);
    if (inf)
      return set(0);
    if (x < -746)
      return set(0);
    return zero && set(0.5);
  case Unary::Sin:
  case Unary::Tan:
    if (inf)
      return set(kNaN);
    return zero && set(x);
  case Unary::Cos:
    if (inf)
      return set(kNaN);
    return zero && set(1);
  case Unary::Tanh:
    if (a > 40)
      return set(std::copysign(1.0, x));
    return zero && set(x);
  case Unary::Sinh:
    if (a > 710.5)
      return set(std::copysign(kInf, x));
    return zero && set(x);
  case Unary::Cosh:
    if (a > 710.5)
      return set(kInf);
    return zero && set(1);
  case Unary::Asin:
    if (a > 1)
      return set(kNaN);
    return zero && set(x);
  case Unary::Acos:
    if (a > 1)
      return set(kNaN);
    return x == 1 && set(0);
  case Unary::Atan:
    return zero && set(x);
  case Unary::Asinh:
  case Unary::Cbrt:
    return (zero || inf) && set(x);
  case Unary::Acosh:
    if (x < 1)
      return set(kNaN);
    if (inf)
      return set(x);
    return x == 1 && set(0);
  case Unary::Atanh:
    if (a > 1)
      return set(kNaN);
    if (a == 1)
      return set(std::copysign(kInf, x));
    return zero && set(x);
  case Unary::Rsqrt:
    if (x < 0)
      return set(kNaN);
    if (zero)
      return set(std::copysign(kInf, x));
    return inf && set(0);
  case Unary::Erf:
    // 1 - erf(6) < 2^-54: rounds to 1 in every format.
    if (a > 6)
      return set(std::copysign(1.0, x));
    return zero && set(x);
  case Unary::Erfc:
    if (x > 27.3) // erfc(27.3) < 2^-1075
      return set(0);
    if (x < -6)
      return set(2);
    return zero && set(1);
  case Unary::Lgamma:
    // Poles (and |x| >= 2^52, all integers) give +inf, as does overflow.
    if (inf || (x <= 0 && x == nearestIntOrSelf(x)) || x > 0x1.7p1017)
      return set(kInf);
    if (x == 1 || x == 2)
      return set(0);
    return false;
  case Unary::Digamma:
    // The poles (non-positive integers) and -inf give NaN.
    if (x == kInf)
      return set(x);
    if (inf || (x <= 0 && x == nearestIntOrSelf(x)))
      return set(kNaN);
    if (a < 0x1p-900) // -1/x - gamma: only f64 operands are this small
      return set(-1 / x);
    return false;
  }
  return false;
}

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_SPECIAL_H
