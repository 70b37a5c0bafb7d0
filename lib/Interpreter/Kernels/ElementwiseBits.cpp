//===- ElementwiseBits.cpp - shifts, count_leading_zeros, popcnt ----------===//
//
// Integers of any width, sub-byte ones included: a value of `width` bits is
// held sign- or zero-extended in its storage type (see Tensor.h); the
// drivers re-extend each result from `width` bits. Shift amounts that are
// negative or at least the width are well defined here (no C++ UB): every
// bit is shifted out.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseCommon.h"

#include "llvm/ADT/bit.h"

namespace mlir::sfold {

namespace {

using namespace detail;

/// The bits of `x` as an unsigned 64-bit value, limited to `width` bits.
template <typename T>
uint64_t lowBits(T x, unsigned width) {
  uint64_t u = static_cast<uint64_t>(static_cast<std::make_unsigned_t<T>>(x));
  return width >= 64 ? u : (u & ((uint64_t(1) << width) - 1));
}

/// The shift amount if it is in [0, width), else nullopt.
template <typename T>
std::optional<unsigned> shiftAmount(T amount, unsigned width) {
  if constexpr (std::is_signed_v<T>)
    if (amount < 0)
      return std::nullopt;
  if (static_cast<uint64_t>(amount) >= width)
    return std::nullopt;
  return static_cast<unsigned>(amount);
}

struct ShiftLeftFn : NoKinds {
  static constexpr bool kInt = true;
  template <typename T>
  static T i(T x, T amount, unsigned width) {
    std::optional<unsigned> s = shiftAmount(amount, width);
    if (!s)
      return T(0);
    return static_cast<T>(lowBits(x, width) << *s); // re-extended by driver
  }
};

struct ShiftRightLogicalFn : NoKinds {
  static constexpr bool kInt = true;
  template <typename T>
  static T i(T x, T amount, unsigned width) {
    std::optional<unsigned> s = shiftAmount(amount, width);
    if (!s)
      return T(0);
    return static_cast<T>(lowBits(x, width) >> *s);
  }
};

struct ShiftRightArithmeticFn : NoKinds {
  static constexpr bool kInt = true;
  template <typename T>
  static T i(T x, T amount, unsigned width) {
    // The sign is bit width-1, which the storage holds extended (for an
    // unsigned type, the top bit of its width).
    uint64_t bits = lowBits(x, width);
    bool negative = (bits >> (width - 1)) & 1;
    std::optional<unsigned> s = shiftAmount(amount, width);
    uint64_t fill = negative ? ~uint64_t(0) : 0;
    if (!s)
      return static_cast<T>(fill);
    uint64_t shifted = bits >> *s;
    if (negative && *s > 0)
      shifted |= fill << (width - *s); // width - s in [1, 64)
    return static_cast<T>(shifted);
  }
};

struct CountLeadingZerosFn : NoKinds {
  static constexpr bool kInt = true;
  template <typename T>
  static T i(T x, unsigned width) {
    uint64_t bits = lowBits(x, width);
    int zeros = llvm::countl_zero(bits) - (64 - static_cast<int>(width));
    return static_cast<T>(zeros);
  }
};

struct PopcntFn : NoKinds {
  static constexpr bool kInt = true;
  template <typename T>
  static T i(T x, unsigned width) {
    return static_cast<T>(llvm::popcount(lowBits(x, width)));
  }
};

} // namespace

Tensor shiftLeftOp(const Tensor &lhs, const Tensor &rhs,
                   ShapedType resultType) {
  return binaryKernel<ShiftLeftFn>(lhs, rhs, resultType);
}
Tensor shiftRightArithmeticOp(const Tensor &lhs, const Tensor &rhs,
                              ShapedType resultType) {
  return binaryKernel<ShiftRightArithmeticFn>(lhs, rhs, resultType);
}
Tensor shiftRightLogicalOp(const Tensor &lhs, const Tensor &rhs,
                           ShapedType resultType) {
  return binaryKernel<ShiftRightLogicalFn>(lhs, rhs, resultType);
}
Tensor countLeadingZerosOp(const Tensor &operand, ShapedType resultType) {
  return unaryKernel<CountLeadingZerosFn>(operand, resultType);
}
Tensor popcntOp(const Tensor &operand, ShapedType resultType) {
  return unaryKernel<PopcntFn>(operand, resultType);
}

} // namespace mlir::sfold
