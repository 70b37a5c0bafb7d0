//===- ElementOracle.cpp - Element arithmetic, the tests' oracle ----------===//
//
// The spec's elementwise semantics on single `Element`s through APFloat /
// APInt, written independently of the kernels' functors (BinaryOps.h): the
// oracle the unit tests check the kernels and their fast paths against. No
// production code computes with it.
//
//===----------------------------------------------------------------------===//

#include "ElementOracle.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>

namespace mlir::sfold {

using llvm::APFloat;
using llvm::APInt;

static const APFloat::roundingMode kRNE = APFloat::rmNearestTiesToEven;

/// Which alternative an Element holds (operands of different kinds leave
/// the left one unchanged).
static int kindOf(const Element &e) {
  return e.isBool() ? 0 : e.isInteger() ? 1 : e.isFloat() ? 2 : 3;
}

//===----------------------------------------------------------------------===//
// Complex values go through std::complex of the part's native type, exactly
// as the kernels do.
//===----------------------------------------------------------------------===//

namespace {
bool isF64Part(const Element &e) {
  return &e.getReal().getSemantics() == &APFloat::IEEEdouble();
}
template <typename T>
std::complex<T> toStd(const Element &e) {
  if constexpr (std::is_same_v<T, double>)
    return {e.getReal().convertToDouble(), e.getImag().convertToDouble()};
  else
    return {e.getReal().convertToFloat(), e.getImag().convertToFloat()};
}
template <typename T>
Element fromStd(Type type, std::complex<T> c) {
  return Element(type, APFloat(c.real()), APFloat(c.imag()));
}
template <typename F>
Element complexBinary(const Element &a, const Element &b, F f) {
  if (isF64Part(a))
    return fromStd(a.getType(), f(toStd<double>(a), toStd<double>(b)));
  return fromStd(a.getType(), f(toStd<float>(a), toStd<float>(b)));
}
} // namespace

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

Element operator+(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return lhs;
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getBool() || rhs.getBool());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() + rhs.getInteger());
  if (lhs.isFloat()) {
    APFloat r = lhs.getFloat();
    (void)r.add(rhs.getFloat(), kRNE);
    return Element(lhs.getType(), r);
  }
  return complexBinary(lhs, rhs, [](auto x, auto y) { return x + y; });
}

Element operator-(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return lhs;
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getBool() != rhs.getBool());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() - rhs.getInteger());
  if (lhs.isFloat()) {
    APFloat r = lhs.getFloat();
    (void)r.subtract(rhs.getFloat(), kRNE);
    return Element(lhs.getType(), r);
  }
  return complexBinary(lhs, rhs, [](auto x, auto y) { return x - y; });
}

Element operator*(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return lhs;
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getBool() && rhs.getBool());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() * rhs.getInteger());
  if (lhs.isFloat()) {
    APFloat r = lhs.getFloat();
    (void)r.multiply(rhs.getFloat(), kRNE);
    return Element(lhs.getType(), r);
  }
  return complexBinary(lhs, rhs, [](auto x, auto y) { return x * y; });
}

Element operator/(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return lhs;
  if (lhs.isBool())
    return lhs;
  if (lhs.isInteger()) {
    const APInt &a = lhs.getInteger(), &b = rhs.getInteger();
    if (b.isZero())
      return Element(lhs.getType(), APInt::getAllOnes(a.getBitWidth()));
    if (lhs.isUnsigned())
      return Element(lhs.getType(), a.udiv(b));
    if (a.isMinSignedValue() && b.isAllOnes())
      return lhs;
    return Element(lhs.getType(), a.sdiv(b));
  }
  if (lhs.isFloat()) {
    APFloat r = lhs.getFloat();
    (void)r.divide(rhs.getFloat(), kRNE);
    return Element(lhs.getType(), r);
  }
  return complexBinary(lhs, rhs, [](auto x, auto y) { return x / y; });
}

Element operator%(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return lhs;
  if (lhs.isBool() || lhs.isComplex())
    return lhs;
  if (lhs.isInteger()) {
    const APInt &a = lhs.getInteger(), &b = rhs.getInteger();
    if (b.isZero())
      return lhs;
    if (lhs.isUnsigned())
      return Element(lhs.getType(), a.urem(b));
    if (a.isMinSignedValue() && b.isAllOnes())
      return Element(lhs.getType(), APInt::getZero(a.getBitWidth()));
    return Element(lhs.getType(), a.srem(b));
  }
  APFloat r = lhs.getFloat();
  (void)r.mod(rhs.getFloat());
  return Element(lhs.getType(), r);
}

Element operator-(const Element &lhs) {
  if (lhs.isBool())
    return lhs;
  if (lhs.isInteger())
    return Element(lhs.getType(), -lhs.getInteger());
  if (lhs.isFloat())
    return Element(lhs.getType(), llvm::neg(lhs.getFloat()));
  return Element(lhs.getType(), llvm::neg(lhs.getReal()), llvm::neg(lhs.getImag()));
}

Element operator&(const Element &lhs, const Element &rhs) {
  if (lhs.isBool() && rhs.isBool())
    return Element(lhs.getType(), lhs.getBool() && rhs.getBool());
  if (lhs.isInteger() && rhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() & rhs.getInteger());
  return lhs;
}

Element operator|(const Element &lhs, const Element &rhs) {
  if (lhs.isBool() && rhs.isBool())
    return Element(lhs.getType(), lhs.getBool() || rhs.getBool());
  if (lhs.isInteger() && rhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() | rhs.getInteger());
  return lhs;
}

Element operator^(const Element &lhs, const Element &rhs) {
  if (lhs.isBool() && rhs.isBool())
    return Element(lhs.getType(), lhs.getBool() != rhs.getBool());
  if (lhs.isInteger() && rhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() ^ rhs.getInteger());
  return lhs;
}

Element operator~(const Element &lhs) {
  if (lhs.isBool())
    return Element(lhs.getType(), !lhs.getBool());
  if (lhs.isInteger())
    return Element(lhs.getType(), ~lhs.getInteger());
  return lhs;
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

bool operator==(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return false;
  if (lhs.isBool())
    return lhs.getBool() == rhs.getBool();
  if (lhs.isInteger())
    return lhs.getInteger() == rhs.getInteger();
  if (lhs.isFloat())
    return lhs.getFloat().compare(rhs.getFloat()) == APFloat::cmpEqual;
  return lhs.getReal().compare(rhs.getReal()) == APFloat::cmpEqual &&
         lhs.getImag().compare(rhs.getImag()) == APFloat::cmpEqual;
}

bool operator<(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return false;
  if (lhs.isBool())
    return !lhs.getBool() && rhs.getBool();
  if (lhs.isInteger())
    return lhs.isUnsigned() ? lhs.getInteger().ult(rhs.getInteger())
                        : lhs.getInteger().slt(rhs.getInteger());
  if (lhs.isFloat())
    return lhs.getFloat().compare(rhs.getFloat()) == APFloat::cmpLessThan;
  APFloat::cmpResult re = lhs.getReal().compare(rhs.getReal());
  if (re == APFloat::cmpLessThan)
    return true;
  return re == APFloat::cmpEqual &&
         lhs.getImag().compare(rhs.getImag()) == APFloat::cmpLessThan;
}

bool operator<=(const Element &lhs, const Element &rhs) {
  if (kindOf(lhs) != kindOf(rhs))
    return false;
  if (lhs.isBool() || lhs.isInteger())
    return !(rhs < lhs);
  if (lhs.isFloat()) {
    APFloat::cmpResult r = lhs.getFloat().compare(rhs.getFloat());
    return r == APFloat::cmpLessThan || r == APFloat::cmpEqual;
  }
  return lhs < rhs || lhs == rhs;
}

//===----------------------------------------------------------------------===//
// abs / max / min
//===----------------------------------------------------------------------===//

Element abs(const Element &e) {
  if (e.isBool())
    return e;
  if (e.isInteger()) {
    if (e.isUnsigned() || !e.getInteger().isNegative())
      return e;
    return -e;
  }
  if (e.isFloat())
    return Element(e.getType(), llvm::abs(e.getFloat()));
  Type partType = llvm::cast<ComplexType>(e.getType()).getElementType();
  if (isF64Part(e))
    return Element(partType, APFloat(std::abs(toStd<double>(e))));
  return Element(partType, APFloat(std::abs(toStd<float>(e))));
}

Element max(const Element &lhs, const Element &rhs) {
  if (lhs.isBool() && rhs.isBool())
    return Element(lhs.getType(), lhs.getBool() || rhs.getBool());
  if (lhs.isFloat() && rhs.isFloat())
    return Element(lhs.getType(), llvm::maximum(lhs.getFloat(), rhs.getFloat()));
  return lhs < rhs ? rhs : lhs;
}

Element min(const Element &lhs, const Element &rhs) {
  if (lhs.isBool() && rhs.isBool())
    return Element(lhs.getType(), lhs.getBool() && rhs.getBool());
  if (lhs.isFloat() && rhs.isFloat())
    return Element(lhs.getType(), llvm::minimum(lhs.getFloat(), rhs.getFloat()));
  return rhs < lhs ? rhs : lhs;
}

} // namespace mlir::sfold
