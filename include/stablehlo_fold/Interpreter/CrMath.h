//===- CrMath.h - correctly rounded elementary functions --------*- C++ -*-===//
//
// The transcendental functions of the elementwise kernels, written with
// IEEE + - * / and sqrt only (no C library call), so a folded constant has
// the same bits on every machine.
//
// For binary formats of at most 24 bits of precision (f32, tf32, f16,
// bf16, f8, f6, f4) `rounded` returns the correctly rounded result (Ziv's
// strategy): a double evaluation with an error bound; when the bound does
// not decide the rounding, a double-double evaluation (error below
// 2^-95 relative); when even that does not decide it, the exact case
// (power's exact midpoints) or, never seen in the tests, the double-double
// value rounded (reported through `proven`).
//
// For f64 `f64` returns the double-double value rounded to double: within
// 0.5 ulp + 2^-40 ulp (normal results; subnormal results within 1 ulp).
// Every function but erf, erfc, rsqrt, lgamma, digamma and atan2 first
// tries a double evaluation with a low part and returns its rounding when
// Ziv's test decides it: the correctly rounded value, which the
// double-double value rounds to as well, so the results are the same.
// For the narrow formats exp, expm1, log, log1p, sin, cos, tan, atan, asin,
// acos, cbrt, cosh, logistic, asinh, acosh and pow first try inline
// table-driven evaluations of lower accuracy (Quick.h) before the double
// one.
// See docs/interpreter.md for the measured errors.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_CRMATH_H
#define STABLEHLO_FOLD_INTERPRETER_CRMATH_H

#include <cstdint>

namespace mlir::sfold::crmath {

/// The unary functions.
enum class Unary : uint8_t {
  Exp,
  Expm1,
  Log,
  Log1p,
  Logistic,
  Sin,
  Cos,
  Tan,
  Tanh,
  Sinh,
  Cosh,
  Asin,
  Acos,
  Atan,
  Asinh,
  Acosh,
  Atanh,
  Cbrt,
  Rsqrt,
  Erf,
  Erfc,
  Lgamma,
  Digamma,
};
inline constexpr int kNumUnary = static_cast<int>(Unary::Digamma) + 1;

/// The binary functions: pow(x, y) and atan2(y, x) (first operand first).
enum class Binary : uint8_t { Pow, Atan2 };

/// A binary floating-point format as far as rounding to nearest-even goes:
/// the precision in bits (implicit bit included, at most 24) and the
/// exponent of the smallest normal number. Overflow is left to the caller
/// (a result is rounded as if the exponent range were unbounded above).
struct Format {
  int precision;
  int minExponent;
};
inline constexpr Format kF32Format{24, -126};

/// f(x) for `x` a value of the format, correctly rounded to the format and
/// returned as a double that holds it exactly. NaN operands give a quiet
/// NaN with their sign and payload; invalid operations the positive quiet
/// NaN. `proven` (optional) is set to false when the double-double
/// evaluation could not decide the rounding (reported, never observed).
double rounded(Unary fn, double x, Format format, bool *proven = nullptr);
double rounded(Binary fn, double x, double y, Format format,
               bool *proven = nullptr);

/// f(x) in double: the double-double value rounded.
double f64(Unary fn, double x);
/// `f64` for a function known at compile time (a direct call, no dispatch;
/// instantiated for every function in CrMath.cpp).
template <Unary Fn> double f64(double x);

double f64(Binary fn, double x, double y);
/// sin and cos of x, and sinh and cosh of x: the values of f64<Sin> and
/// f64<Cos> (f64<Sinh> and f64<Cosh>), from one argument reduction where
/// the first tries decide both (complex functions need the pairs).
void f64SinCos(double x, double &sine, double &cosine);
void f64SinhCosh(double x, double &sinh, double &cosh);

/// `rounded` over n operands, out[i] = f(x[i]) (or f(x[i], y[i])): the
/// kernels' loops, dispatching on the function once. The operands are
/// values of the format held in float, and so are the results (an
/// overflow of float's range gives an infinity). The unary loops use the
/// kernels' instruction set (getKernelIsa()); the results do not depend
/// on it.
void roundedArray(Unary fn, const float *x, float *out, int64_t n,
                  Format format);
void roundedArray(Binary fn, const float *x, const float *y, float *out,
                  int64_t n, Format format);
/// `f64` over n operands.
void f64Array(Unary fn, const double *x, double *out, int64_t n);
void f64Array(Binary fn, const double *x, const double *y, double *out,
              int64_t n);

/// Whether f(x) is a special case that needs no evaluation (NaN,
/// infinities, zeros, poles, domain errors, saturated and tiny ranges).
bool isSpecial(Unary fn, double x);

/// The two evaluations behind `rounded`, for tests (x not special, x >= 0
/// for the odd functions and cosh): the double one with
/// its absolute error bound, and the double-double one as hi + lo.
double fastEval(Unary fn, double x, double &errorBound);
void accurateEval(Unary fn, double x, double &hi, double &lo);

/// `value` rounded to `format` (nearest even), `tail` (a much smaller
/// correction, as the low part of a double-double) breaking exact ties;
/// `value` itself for a precision of 53 bits or more.
double roundToFormat(double value, Format format, double tail = 0);

} // namespace mlir::sfold::crmath

#endif // STABLEHLO_FOLD_INTERPRETER_CRMATH_H
