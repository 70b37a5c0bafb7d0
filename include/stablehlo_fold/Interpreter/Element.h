//===- Element.h - One tensor element with operators ------------*- C++ -*-===//
//
// An `Element` is a single value of an element type: a bool (i1), an APInt
// (integers; the type's signedness decides signed vs unsigned semantics), an
// APFloat (floats) or a pair of APFloats (complex), for reading and writing
// single elements (`Tensor::get` / `set`), building values and printing. It
// is slow: never use it in a per-element loop of a hot kernel. It has no
// arithmetic: an op's semantics live in its kernel (BinaryOps.h for the
// binary ops); the unit tests' oracle (unittests/Interpreter/ElementOracle.h)
// computes on Elements with APFloat / APInt to check the kernels.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_ELEMENT_H
#define STABLEHLO_FOLD_INTERPRETER_ELEMENT_H

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <complex>
#include <utility>
#include <variant>

namespace mlir::sfold {

class Element {
public:
  /// i1.
  Element(Type type, bool value);
  /// Integer type; `value` must have the type's bit width.
  Element(Type type, APInt value);
  /// Float type; `value` must have the type's semantics.
  Element(Type type, APFloat value);
  /// Complex type; both parts must have the part type's semantics.
  Element(Type type, std::complex<APFloat> value);
  Element(Type type, APFloat real, APFloat imag);

  /// Convenience: an integer (truncated to the width), a float (rounded to
  /// nearest even), a complex; for i1 any non-zero value is true.
  static Element fromInt(Type type, int64_t value);
  static Element fromDouble(Type type, double value);
  static Element fromComplex(Type type, std::complex<double> value);
  /// Zero / one of any supported type (false / true for i1).
  static Element zero(Type type);
  static Element one(Type type);

  Type getType() const { return type; }
  bool isBool() const { return std::holds_alternative<bool>(value); }
  bool isInteger() const { return std::holds_alternative<APInt>(value); }
  bool isFloat() const { return std::holds_alternative<APFloat>(value); }
  bool isComplex() const { return std::holds_alternative<ComplexPair>(value); }
  /// Unsigned integer type (uiN) as opposed to signless/signed.
  bool isUnsigned() const;

  bool getBool() const { return std::get<bool>(value); }
  const APInt &getInteger() const { return std::get<APInt>(value); }
  const APFloat &getFloat() const { return std::get<APFloat>(value); }
  const APFloat &getReal() const { return std::get<ComplexPair>(value).first; }
  const APFloat &getImag() const {
    return std::get<ComplexPair>(value).second;
  }
  std::complex<APFloat> getComplex() const {
    return {getReal(), getImag()};
  }
  /// Integer value, sign- or zero-extended by the type's signedness (bool:
  /// 0/1). Only for widths <= 64.
  int64_t getIntegerAsInt64() const;
  /// Float / integer / bool value as a double (may round).
  double convertToDouble() const;

  /// Bit-for-bit equality (distinguishes -0.0 from +0.0, compares NaN
  /// payloads), including the type.
  bool isIdenticalTo(const Element &other) const;

  void print(raw_ostream &os) const;

private:
  using ComplexPair = std::pair<APFloat, APFloat>;
  Type type;
  std::variant<bool, APInt, APFloat, ComplexPair> value;
};

inline raw_ostream &operator<<(raw_ostream &os, const Element &e) {
  e.print(os);
  return os;
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_ELEMENT_H
