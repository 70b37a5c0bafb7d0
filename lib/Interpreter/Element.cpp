//===- Element.cpp - One tensor element with operators --------------------===//

#include "stablehlo_fold/Interpreter/Element.h"
#include "stablehlo_fold/Interpreter/ElementTypes.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Print.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

namespace mlir::sfold {

using llvm::APFloat;
using llvm::APInt;

static const APFloat::roundingMode kRNE = APFloat::rmNearestTiesToEven;

Element::Element(Type type, bool v) : type(type), value(v) {}
Element::Element(Type type, APInt v) : type(type), value(std::move(v)) {}
/// Formats without a sign (f8E8M0FNU) hold no negative values: APFloat
/// arithmetic can still produce one (whose bits are meaningless); make it NaN
/// as the kernels do.
/// Likewise formats without NaN / infinity (f4E2M1FN, f6*) can hold neither,
/// though APFloat arithmetic produces them: map them as a conversion from
/// float does (FloatConversions.h).
static APFloat canonicalize(APFloat v) {
  const llvm::fltSemantics &sem = v.getSemantics();
  if (v.isNegative() && !v.isNaN() && !APFloat::semanticsHasSignedRepr(sem))
    return APFloat::getNaN(sem);
  if ((v.isNaN() && !APFloat::semanticsHasNaN(sem)) ||
      (v.isInfinity() && !APFloat::semanticsHasInf(sem))) {
    double d = v.isNaN() ? std::numeric_limits<double>::quiet_NaN()
                         : std::numeric_limits<double>::infinity();
    if (v.isNegative())
      d = -d;
    return APFloat(sem, APInt(APFloat::getSizeInBits(sem),
                              doubleToFloatBits(sem, d)));
  }
  return v;
}

Element::Element(Type type, APFloat v)
    : type(type), value(canonicalize(std::move(v))) {}
Element::Element(Type type, std::complex<APFloat> v)
    : type(type), value(ComplexPair(v.real(), v.imag())) {}
Element::Element(Type type, APFloat re, APFloat im)
    : type(type), value(ComplexPair(std::move(re), std::move(im))) {}

bool Element::isUnsigned() const {
  auto it = llvm::dyn_cast<IntegerType>(type);
  return it && it.isUnsigned();
}

/// `d` rounded to nearest even in `sem`, by the rules of FloatConversions.h.
static APFloat roundTo(const llvm::fltSemantics &sem, double d) {
  return APFloat(sem, APInt(APFloat::getSizeInBits(sem),
                            doubleToFloatBits(sem, d)));
}

Element Element::fromInt(Type type, int64_t v) {
  type = getStorageElementType(type);
  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    if (it.getWidth() == 1)
      return Element(type, v != 0);
    return Element(type, APInt(it.getWidth(), static_cast<uint64_t>(v),
                               /*isSigned=*/true, /*implicitTrunc=*/true));
  }
  if (llvm::isa<IndexType>(type))
    return Element(type, APInt(IndexType::kInternalStorageBitWidth,
                               static_cast<uint64_t>(v), /*isSigned=*/true));
  if (llvm::isa<FloatType>(type))
    return fromDouble(type, static_cast<double>(v));
  return fromComplex(type, {static_cast<double>(v), 0.0});
}

Element Element::fromDouble(Type type, double v) {
  type = getStorageElementType(type);
  if (auto ft = llvm::dyn_cast<FloatType>(type))
    return Element(type, roundTo(ft.getFloatSemantics(), v));
  if (llvm::isa<ComplexType>(type))
    return fromComplex(type, {v, 0.0});
  // Integers: truncate toward zero, saturating (NaN gives 0).
  if (std::isnan(v))
    v = 0;
  v = std::trunc(v);
  if (v >= 0x1p63)
    return fromInt(type, std::numeric_limits<int64_t>::max());
  if (v < -0x1p63)
    return fromInt(type, std::numeric_limits<int64_t>::min());
  return fromInt(type, static_cast<int64_t>(v));
}

Element Element::fromComplex(Type type, std::complex<double> v) {
  const llvm::fltSemantics *sem = getFloatSemantics(type);
  if (!sem || !llvm::isa<ComplexType>(type))
    return fromDouble(type, v.real());
  return Element(type, roundTo(*sem, v.real()), roundTo(*sem, v.imag()));
}

Element Element::zero(Type type) { return fromInt(type, 0); }
Element Element::one(Type type) { return fromInt(type, 1); }

int64_t Element::getIntegerAsInt64() const {
  if (isBool())
    return getBool() ? 1 : 0;
  if (!isInteger())
    return 0;
  const APInt &i = getInteger();
  return isUnsigned() ? static_cast<int64_t>(i.getZExtValue())
                      : i.getSExtValue();
}

double Element::convertToDouble() const {
  if (isBool())
    return getBool() ? 1.0 : 0.0;
  if (isInteger())
    return isUnsigned() ? static_cast<double>(getInteger().getZExtValue())
                        : static_cast<double>(getInteger().getSExtValue());
  APFloat f = isFloat() ? getFloat() : getReal();
  if (f.isNaN()) // (f8E8M0FNU's NaN would convert to infinity bits.)
    return f.isNegative() ? -std::numeric_limits<double>::quiet_NaN()
                          : std::numeric_limits<double>::quiet_NaN();
  bool losesInfo = false;
  (void)f.convert(APFloat::IEEEdouble(), kRNE, &losesInfo);
  return f.convertToDouble();
}

bool Element::isIdenticalTo(const Element &other) const {
  if (type != other.type || value.index() != other.value.index())
    return false;
  if (isBool())
    return getBool() == other.getBool();
  if (isInteger())
    return getInteger() == other.getInteger();
  if (isFloat())
    return getFloat().bitwiseIsEqual(other.getFloat());
  return getReal().bitwiseIsEqual(other.getReal()) &&
         getImag().bitwiseIsEqual(other.getImag());
}

/// As tensors print their elements (Print.h): `0.1`, `-0.0`, `nan`, `inf`.
static void printFloat(raw_ostream &os, const APFloat &f) {
  printFloatBits(os, f.getSemantics(), f.bitcastToAPInt().getZExtValue());
}

void Element::print(raw_ostream &os) const {
  if (isBool()) {
    os << (getBool() ? "true" : "false");
  } else if (isInteger()) {
    getInteger().print(os, /*isSigned=*/!isUnsigned());
  } else if (isFloat()) {
    printFloat(os, getFloat());
  } else {
    os << '(';
    printFloat(os, getReal());
    os << ", ";
    printFloat(os, getImag());
    os << ')';
  }
}

} // namespace mlir::sfold
