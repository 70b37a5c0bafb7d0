//===- crmath-eval.cpp - evaluate CrMath.h functions on listed inputs ----===//
//
// For scripts/crmath-reference.py: `crmath-eval FUNCTION PRECISION
// MIN_EXPONENT` reads hexadecimal doubles (one per line; two for pow and
// atan2) and prints the correctly rounded results in hexadecimal, one per
// line. PRECISION 53 prints the f64 results.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/CrMath.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace mlir::sfold::crmath;

int main(int argc, char **argv) {
  static const char *const kUnary[] = {
      "exp",  "expm1", "log",  "log1p", "logistic", "sin",   "cos",
      "tan",  "tanh",  "sinh", "cosh",  "asin",     "acos",  "atan",
      "asinh", "acosh", "atanh", "cbrt", "rsqrt", "erf", "erfc", "lgamma", "digamma"};
  if (argc != 4) {
    std::fprintf(stderr, "usage: crmath-eval FUNCTION PRECISION MIN_EXPONENT\n");
    return 2;
  }
  Format format{std::atoi(argv[2]), std::atoi(argv[3])};
  bool f64Result = format.precision == 53;
  int unary = -1;
  for (int i = 0; i < kNumUnary; ++i)
    if (!std::strcmp(argv[1], kUnary[i]))
      unary = i;
  bool pow = !std::strcmp(argv[1], "pow"), atan2 = !std::strcmp(argv[1], "atan2");
  if (unary < 0 && !pow && !atan2) {
    std::fprintf(stderr, "crmath-eval: unknown function %s\n", argv[1]);
    return 2;
  }
  double x, y;
  if (unary >= 0) {
    auto fn = static_cast<Unary>(unary);
    while (std::scanf("%la", &x) == 1)
      std::printf("%a\n", f64Result ? f64(fn, x) : rounded(fn, x, format));
    return 0;
  }
  Binary fn = pow ? Binary::Pow : Binary::Atan2;
  while (std::scanf("%la %la", &x, &y) == 2)
    std::printf("%a\n", f64Result ? f64(fn, x, y) : rounded(fn, x, y, format));
  return 0;
}
