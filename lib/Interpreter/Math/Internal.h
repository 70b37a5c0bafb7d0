//===- Internal.h - the two evaluations behind CrMath.h ---------*- C++ -*-===//
//
// Private to lib/Interpreter/Math. `fast::` evaluates in double with a
// relative error below kFastError (plus the absolute terms their comments
// name); `dd::` evaluates in double-double with a relative error below
// 2^-95. Both take finite, non-special operands (CrMath.cpp filters NaN,
// infinities, zeros and domain errors) and are the same on every machine.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_INTERNAL_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_INTERNAL_H

#include "DoubleDouble.h"

namespace mlir::sfold::crmath::detail {

/// The claimed relative error of the double evaluations (measured errors
/// are below 2^-49; the tests check 2^-47 on every input they run).
inline constexpr double kFastError = 0x1p-44;
/// The claimed relative error of quick::exp, sinPoly and cosPoly (Quick.h;
/// their truncation errors are below 2^-34.6, 2^-36.5 and 2^-40.7).
inline constexpr double kQuickError = 0x1p-33;
/// The claimed relative error of quick::expF64, logF64, atanF64,
/// sinShiftedF64 and quick::expm1Of (below 2^-65.6, 2^-64, 2^-63.5, 2^-64
/// and 2^-63; measured 2^-66.0, 2^-67.7, 2^-65.5 and 2^-67.2 on 1-3
/// million operands each but expF64).
inline constexpr double kF64TableError = 0x1p-63;
/// Below 2^20 pi/2 the three-part reduction is used by the double paths.
inline constexpr double kCodyWaiteLimit = 0x1.8p20;
/// Absolute error of the double paths' reduced argument (and more).
inline constexpr double kReductionError = 0x1p-99;
/// The claimed relative error of the double-double evaluations.
inline constexpr double kAccurateError = 0x1p-95;

/// x = q * pi/2 + r with |r| <= pi/4 (a little more for huge x), r as a
/// double-double with an absolute error below 2^-200 (Payne-Hanek, exact
/// integer products with 1536 bits of 2/pi), any finite x.
DD reducePayneHanek(double x, int &quadrant);
/// The same for |x| < 1.5 2^20 by a three-part pi/2, in double (relative
/// error 2^-52 plus an absolute one below 2^-100).
DD reduceCodyWaite(double x, int &quadrant);

namespace fast {
double exp(double x);
double expm1(double x);
/// e^(hi + lo) for the power function.
double expDD(DD x);
double log(double x);
/// log(x) as hi + lo with error below 2^-60 |log x| + 2^-100.
DD logDD(double x);
double log1p(double x);
/// sin / cos of a reduced argument r (|r| <= 0.8), as a double-double.
double sinReduced(DD r);
double cosReduced(DD r);
double atan(double x);
double cbrt(double x);
/// m with x = m 2^e, m in [sqrt(1/2), sqrt(2)), for finite x > 0.
double splitLog(double x, int &e);
/// erf(x) for x > 0, erfc(x) for any finite x (ErrorFunction.cpp).
double erf(double x);
double erfc(double x);
/// lgamma / digamma of a finite non-pole x (Gamma.cpp); `scale` bounds
/// the magnitudes summed (absolute error ~ scale * unit roundoff).
double lgamma(double x, double &scale);
double digamma(double x, double &scale);
} // namespace fast

namespace dd {
DD exp(DD x);
DD expm1(DD x);
DD log(DD x);
DD log1p(DD x);
/// sin and cos of a reduced argument |r| <= 0.8.
DD sinReduced(DD r);
DD cosReduced(DD r);
/// atan(x) for finite or infinite x (a double-double argument).
DD atan(DD x);
DD cbrt(double x);
DD erf(double x);
DD erfc(double x);
/// erfc(x) for 24 <= x <= 27.3 rounded once to double (the subnormal
/// results included): correctly rounded unless within 2^-95 of a midpoint
/// (ErrorFunction.cpp).
double erfcRounded(double x);
DD lgamma(double x, double &scale);
DD digamma(double x, double &scale);
} // namespace dd

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_INTERNAL_H
