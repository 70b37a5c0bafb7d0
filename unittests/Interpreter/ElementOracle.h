//===- ElementOracle.h - Element arithmetic, the tests' oracle --*- C++ -*-===//
//
// The spec's elementwise semantics on single `Element`s, computed with
// APFloat / APInt (ElementOracle.cpp), independently of the kernels'
// functors (BinaryOps.h): the unit tests check kernels and fast paths
// against it. Operands must have the same type (otherwise the left one is
// returned). Integer ops wrap at the type's width; integer division by zero
// gives -1 (all bits set), remainder by zero the dividend, INT_MIN / -1 =
// INT_MIN, INT_MIN % -1 = 0; float ops round to nearest even in the
// element's own format; complex values go through std::complex as the
// kernels do. Comparisons are IEEE (NaN unordered, -0.0 == +0.0); complex
// `<` is lexicographic.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_UNITTESTS_INTERPRETER_ELEMENTORACLE_H
#define STABLEHLO_FOLD_UNITTESTS_INTERPRETER_ELEMENTORACLE_H

#include "stablehlo_fold/Interpreter/Element.h"

namespace mlir::sfold {

Element operator+(const Element &lhs, const Element &rhs);
Element operator-(const Element &lhs, const Element &rhs);
Element operator*(const Element &lhs, const Element &rhs);
Element operator/(const Element &lhs, const Element &rhs);
/// Remainder with the sign of the dividend (fmod for floats).
Element operator%(const Element &lhs, const Element &rhs);
Element operator-(const Element &operand);
/// Bitwise / logical (booleans and integers).
Element operator&(const Element &lhs, const Element &rhs);
Element operator|(const Element &lhs, const Element &rhs);
Element operator^(const Element &lhs, const Element &rhs);
Element operator~(const Element &operand);

bool operator==(const Element &lhs, const Element &rhs);
inline bool operator!=(const Element &lhs, const Element &rhs) {
  return !(lhs == rhs);
}
bool operator<(const Element &lhs, const Element &rhs);
bool operator<=(const Element &lhs, const Element &rhs);
inline bool operator>(const Element &lhs, const Element &rhs) {
  return rhs < lhs;
}
inline bool operator>=(const Element &lhs, const Element &rhs) {
  return rhs <= lhs;
}

/// Spec `abs`: integer modulus (wrapping for INT_MIN), IEEE abs, complex
/// modulus (result has the part type).
Element abs(const Element &e);
/// Spec `maximum` / `minimum`: OR / AND for booleans, IEEE-754 maximum /
/// minimum for floats (APFloat's: NaN propagates, -0.0 < +0.0),
/// lexicographic for complex.
Element max(const Element &lhs, const Element &rhs);
Element min(const Element &lhs, const Element &rhs);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_UNITTESTS_INTERPRETER_ELEMENTORACLE_H
