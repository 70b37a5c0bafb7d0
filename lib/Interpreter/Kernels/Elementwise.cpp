//===- Elementwise.cpp - Elementwise kernels ------------------------------===//
//
// Arithmetic and bitwise kernels: add, subtract, multiply, maximum, minimum,
// divide, remainder, and, or, xor, not, negate, abs. The functor protocol and
// the drivers are in ElementwiseCommon.h.
//
//===----------------------------------------------------------------------===//

#include "ComplexMath.h"
#include "ElementwiseCommon.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace mlir::sfold {

bool detail::isValidElementwise(ArrayRef<const Tensor *> operands,
                                ShapedType resultType, bool sameElementType) {
  if (!resultType || !resultType.hasStaticShape())
    return false;
  for (const Tensor *t : operands) {
    if (!*t || t->getShape() != resultType.getShape())
      return false;
    Type et = t->getElementType();
    if (getStorageElementType(et) != et || !isSupportedElementType(et))
      return false;
    if (et != operands.front()->getElementType())
      return false;
    if (sameElementType && et != resultType.getElementType())
      return false;
  }
  return true;
}

namespace {

using namespace detail;

//===----------------------------------------------------------------------===//
// Op functors
//===----------------------------------------------------------------------===//

// add, subtract, multiply, maximum, minimum, and, or, xor: the functors of
// BinaryOps.h, shared with the fast paths of the kernels with bodies and the
// small loops.

/// Unary functors may also act on f16/bf16 bits directly (kBits16).
struct NegateFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true, kComplex = true,
                        kBits16 = true;
  template <typename T>
  static T i(T x, unsigned) { return wrapNeg(x); }
  template <typename F>
  static F f(F x) { return -x; }
  template <typename C>
  static C c(const C &x) { return -x; }
  static uint16_t bits16(uint16_t x) { return x ^ 0x8000u; }
};

struct AbsFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true, kBits16 = true;
  template <typename T>
  static T i(T x, unsigned) {
    if constexpr (std::is_signed_v<T>)
      return x < 0 ? wrapNeg(x) : x;
    else
      return x;
  }
  template <typename F>
  static F f(F x) { return std::fabs(x); }
  static uint16_t bits16(uint16_t x) { return x & 0x7FFFu; }
};

/// Integers: x / 0 = -1 (all ones), INT_MIN / -1 = INT_MIN; truncating.
struct DivideFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true, kComplex = true,
                        kRaw = true;
  template <typename T>
  static T i(T x, T y, unsigned) {
    if (y == 0)
      return static_cast<T>(~T(0));
    if constexpr (std::is_signed_v<T>)
      if (x == std::numeric_limits<T>::min() && y == T(-1))
        return x;
    return static_cast<T>(x / y);
  }
  template <typename F>
  static F f(F x, F y) { return withNaNRule(x, y, x / y); }
  template <typename F>
  static F raw(F x, F y) { return x / y; }
  template <typename C>
  static C c(const C &x, const C &y) { return x / y; }
};

/// Sign of the dividend. Integers: x % 0 = x, INT_MIN % -1 = 0. Floats:
/// fmod (exact, so also exact after rounding back to a narrow format).
struct RemainderFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true;
  template <typename T>
  static T i(T x, T y, unsigned) {
    if (y == 0)
      return x;
    if constexpr (std::is_signed_v<T>)
      if (y == T(-1))
        return 0;
    return static_cast<T>(x % y);
  }
  template <typename F>
  static F f(F x, F y) { return withNaNRule(x, y, std::fmod(x, y)); }
};

struct NotFn : NoKinds {
  static constexpr bool kBool = true, kInt = true;
  static uint8_t b(uint8_t x) { return x ^ 1u; }
  template <typename T>
  static T i(T x, unsigned) { return static_cast<T>(~x); }
};

} // namespace

Tensor binaryOp(BinaryOpKind kind, const Tensor &lhs, const Tensor &rhs,
                ShapedType resultType, Tensor *donor) {
  switch (kind) {
  case BinaryOpKind::Add:
    return binaryKernel<AddFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Multiply:
    return binaryKernel<MultiplyFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Maximum:
    return binaryKernel<MaximumFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Minimum:
    return binaryKernel<MinimumFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::And:
    return binaryKernel<AndFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Or:
    return binaryKernel<OrFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Xor:
    return binaryKernel<XorFn>(lhs, rhs, resultType, donor);
  case BinaryOpKind::Subtract:
    return binaryKernel<SubtractFn>(lhs, rhs, resultType, donor);
  }
  return {};
}
Tensor addOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Add, lhs, rhs, resultType);
}
Tensor subtractOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Subtract, lhs, rhs, resultType);
}
Tensor multiplyOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Multiply, lhs, rhs, resultType);
}
Tensor maximumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Maximum, lhs, rhs, resultType);
}
Tensor minimumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Minimum, lhs, rhs, resultType);
}
Tensor divideOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<DivideFn>(lhs, rhs, resultType);
}
Tensor remainderOp(const Tensor &lhs, const Tensor &rhs,
                   ShapedType resultType) {
  return binaryKernel<RemainderFn>(lhs, rhs, resultType);
}
Tensor andOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::And, lhs, rhs, resultType);
}
Tensor orOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Or, lhs, rhs, resultType);
}
Tensor xorOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryOp(BinaryOpKind::Xor, lhs, rhs, resultType);
}

bool binop::supportsBinaryOp(BinaryOpKind kind, Type elementType) {
  return visitTypedBinaryOp(elementType, kind, [](auto) {});
}

Tensor unaryOp(UnaryOpKind kind, const Tensor &operand, ShapedType resultType,
               Tensor *donor) {
  switch (kind) {
  case UnaryOpKind::Negate:
    return unaryKernel<NegateFn>(operand, resultType, donor);
  case UnaryOpKind::Not:
    return unaryKernel<NotFn>(operand, resultType, donor);
  case UnaryOpKind::Abs:
    // Complex elements: the modulus, of another type.
    if (operand && llvm::isa<ComplexType>(operand.getElementType()))
      return absOp(operand, resultType);
    return unaryKernel<AbsFn>(operand, resultType, donor);
  case UnaryOpKind::Ceil:
  case UnaryOpKind::Floor:
  case UnaryOpKind::RoundNearestAfz:
  case UnaryOpKind::RoundNearestEven:
  case UnaryOpKind::Sqrt:
  case UnaryOpKind::Sign:
    return roundingOp(kind, operand, resultType, donor);
  }
  return {};
}
Tensor negateOp(const Tensor &operand, ShapedType resultType) {
  return unaryOp(UnaryOpKind::Negate, operand, resultType);
}
Tensor notOp(const Tensor &operand, ShapedType resultType) {
  return unaryOp(UnaryOpKind::Not, operand, resultType);
}

Tensor absOp(const Tensor &operand, ShapedType resultType) {
  auto complexType =
      operand ? llvm::dyn_cast<ComplexType>(operand.getElementType())
              : ComplexType();
  if (!complexType)
    return unaryOp(UnaryOpKind::Abs, operand, resultType);
  // Complex modulus: the result has the part type.
  if (!isValidElementwise({&operand}, resultType, /*sameElementType=*/false) ||
      resultType.getElementType() != complexType.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  if (llvm::isa<Float32Type>(complexType.getElementType())) {
    const std::complex<float> *a = operand.data<std::complex<float>>().data();
    float *r = result.mutableData<float>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = static_cast<float>(cmath::hypot(a[i].real(), a[i].imag()));
  } else {
    const std::complex<double> *a =
        operand.data<std::complex<double>>().data();
    double *r = result.mutableData<double>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = cmath::hypot(a[i].real(), a[i].imag());
  }
  return result;
}

} // namespace mlir::sfold
