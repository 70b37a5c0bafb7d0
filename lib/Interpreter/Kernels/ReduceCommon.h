//===- ReduceCommon.h - shared pieces of the body kernels -------*- C++ -*-===//
//
// Private to lib/Interpreter/Kernels: typed binary reducers and comparisons
// for the fast paths of ReductionKernels.h, and helpers for the generic
// paths (0-d tensors cut out of buffers, checked body calls).
//
// The typed functions repeat the elementwise semantics of the spec (they
// must agree bit for bit with add / multiply / maximum / minimum / and / or /
// xor / compare as the evaluator runs them):
//  - integers wrap (computed in an unsigned type), sub-byte values are
//    re-extended after each op;
//  - f16 / bf16 / f8 / tf32 are decoded to float, computed, rounded back
//    after EVERY op;
//  - maximum / minimum of floats return a quiet NaN if either operand is NaN
//    (the first NaN operand's), and order -0.0 below +0.0.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <cstring>
#include <type_traits>

namespace mlir::sfold::reduce_detail {

//===----------------------------------------------------------------------===//
// Typed binary reducers
//===----------------------------------------------------------------------===//

template <typename T>
using WideUnsigned = std::conditional_t<(sizeof(T) < sizeof(unsigned)),
                                        unsigned, std::make_unsigned_t<T>>;

/// A NaN made quiet, keeping sign and payload.
template <typename F> F quietNaN(F x) { return x + x; }

template <typename F> F floatMaximum(F x, F y) {
  if (std::isnan(x))
    return quietNaN(x);
  if (std::isnan(y))
    return quietNaN(y);
  if (x == y)
    return std::signbit(x) ? y : x;
  return x > y ? x : y;
}

template <typename F> F floatMinimum(F x, F y) {
  if (std::isnan(x))
    return quietNaN(x);
  if (std::isnan(y))
    return quietNaN(y);
  if (x == y)
    return std::signbit(x) ? x : y;
  return x < y ? x : y;
}

template <typename C> bool complexLess(const C &x, const C &y) {
  return x.real() < y.real() || (x.real() == y.real() && x.imag() < y.imag());
}

struct AddFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y) {
    using W = WideUnsigned<T>;
    return static_cast<T>(static_cast<W>(x) + static_cast<W>(y));
  }
  template <typename F> static F f(F x, F y) { return x + y; }
  template <typename C> static C c(const C &x, const C &y) { return x + y; }
};

struct MultiplyFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y) {
    using W = WideUnsigned<T>;
    return static_cast<T>(static_cast<W>(x) * static_cast<W>(y));
  }
  template <typename F> static F f(F x, F y) { return x * y; }
  template <typename C> static C c(const C &x, const C &y) { return x * y; }
};

struct MaximumFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y) { return x < y ? y : x; }
  template <typename F> static F f(F x, F y) { return floatMaximum(x, y); }
  template <typename C> static C c(const C &x, const C &y) {
    return complexLess(x, y) ? y : x;
  }
};

struct MinimumFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y) { return y < x ? y : x; }
  template <typename F> static F f(F x, F y) { return floatMinimum(x, y); }
  template <typename C> static C c(const C &x, const C &y) {
    return complexLess(y, x) ? y : x;
  }
};

/// Bitwise ops: booleans and integers only.
struct AndFn {
  static constexpr bool kBool = true, kInt = true, kFloat = false,
                        kComplex = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y) { return static_cast<T>(x & y); }
  template <typename F> static F f(F x, F) { return x; }
  template <typename C> static C c(const C &x, const C &) { return x; }
};

struct OrFn {
  static constexpr bool kBool = true, kInt = true, kFloat = false,
                        kComplex = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y) { return static_cast<T>(x | y); }
  template <typename F> static F f(F x, F) { return x; }
  template <typename C> static C c(const C &x, const C &) { return x; }
};

struct XorFn {
  static constexpr bool kBool = true, kInt = true, kFloat = false,
                        kComplex = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x ^ y; }
  template <typename T> static T i(T x, T y) { return static_cast<T>(x ^ y); }
  template <typename F> static F f(F x, F) { return x; }
  template <typename C> static C c(const C &x, const C &) { return x; }
};

/// Stand-in codec for non-float tags.
struct NoCodec {
  explicit NoCodec(Type) {}
};

template <typename Tag, typename Fn>
inline constexpr bool supportsReducer =
    Tag::kind == ElementKind::Bool      ? Fn::kBool
    : isIntegerTag<Tag>                 ? Fn::kInt
    : isFloatTag<Tag>                   ? Fn::kFloat
    : Tag::kind == ElementKind::Complex ? Fn::kComplex
                                        : false;

/// `Fn` on storage values of `Tag`: `T operator()(T acc, T x)`.
template <typename Tag, typename Fn> struct Reducer {
  using T = typename Tag::StorageType;
  using Codec = std::conditional_t<isFloatTag<Tag>, FloatCodec<Tag>, NoCodec>;
  explicit Reducer(Type elementType)
      : codec(elementType), width(getElementBitWidth(elementType)) {}
  T operator()(T x, T y) const {
    if constexpr (Tag::kind == ElementKind::Bool) {
      return Fn::b(x, y);
    } else if constexpr (isIntegerTag<Tag>) {
      T r = Fn::i(x, y);
      return width < 8 * sizeof(T) ? wrapToWidth(r, width) : r;
    } else if constexpr (Tag::kind == ElementKind::Float) {
      return Fn::f(x, y);
    } else if constexpr (isFloatTag<Tag>) {
      return codec.encode(Fn::f(codec.decode(x), codec.decode(y)));
    } else {
      return Fn::c(x, y);
    }
  }
  Codec codec;
  unsigned width;
};

/// Calls `visitor(Reducer<Tag, Fn>)` for the storage tag of `elementType`
/// if `Fn` is defined on it; returns whether it did.
template <typename Fn, typename Visitor>
bool dispatchReducerWith(Type elementType, Visitor &visitor) {
  bool handled = false;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    if constexpr (supportsReducer<Tag, Fn>) {
      visitor(Reducer<Tag, Fn>(elementType));
      handled = true;
    }
  });
  return handled;
}

/// Calls `visitor(Reducer<Tag, Fn>)` for `kind` on `elementType` and returns
/// true, or returns false (without calling) if the type is quantized or
/// unsupported or the op is not defined on it.
template <typename Visitor>
bool dispatchReducer(Type elementType, ReducerKind kind, Visitor &&visitor) {
  if (getStorageElementType(elementType) != elementType)
    return false;
  switch (kind) {
  case ReducerKind::Add:
    return dispatchReducerWith<AddFn>(elementType, visitor);
  case ReducerKind::Multiply:
    return dispatchReducerWith<MultiplyFn>(elementType, visitor);
  case ReducerKind::Maximum:
    return dispatchReducerWith<MaximumFn>(elementType, visitor);
  case ReducerKind::Minimum:
    return dispatchReducerWith<MinimumFn>(elementType, visitor);
  case ReducerKind::And:
    return dispatchReducerWith<AndFn>(elementType, visitor);
  case ReducerKind::Or:
    return dispatchReducerWith<OrFn>(elementType, visitor);
  case ReducerKind::Xor:
    return dispatchReducerWith<XorFn>(elementType, visitor);
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Typed comparisons
//===----------------------------------------------------------------------===//

/// Sign-magnitude bits mapped to an integer order (IEEE totalOrder).
inline int64_t totalOrderKey(double v) {
  int64_t bits = llvm::bit_cast<int64_t>(v);
  return bits < 0 ? bits ^ INT64_MAX : bits;
}
inline int32_t totalOrderKey(float v) {
  int32_t bits = llvm::bit_cast<int32_t>(v);
  return bits < 0 ? bits ^ INT32_MAX : bits;
}

template <typename V>
bool applyDirection(FastCompare::Direction dir, const V &a, const V &b) {
  switch (dir) {
  case FastCompare::Direction::EQ:
    return a == b;
  case FastCompare::Direction::NE:
    return a != b;
  case FastCompare::Direction::GE:
    return a >= b;
  case FastCompare::Direction::GT:
    return a > b;
  case FastCompare::Direction::LE:
    return a <= b;
  case FastCompare::Direction::LT:
    return a < b;
  }
  return false;
}

/// `compare(dir, a, b, type)` on storage values of Tag: `bool operator()`.
template <typename Tag> struct Comparer {
  using T = typename Tag::StorageType;
  using Codec = std::conditional_t<isFloatTag<Tag>, FloatCodec<Tag>, NoCodec>;
  Comparer(Type elementType, FastCompare::Direction dir, bool totalOrder)
      : codec(elementType), dir(dir), totalOrder(totalOrder) {}
  bool operator()(T a, T b) const {
    if constexpr (isFloatTag<Tag>) {
      auto x = codec.decode(a);
      auto y = codec.decode(b);
      if (totalOrder)
        return applyDirection(dir, totalOrderKey(x), totalOrderKey(y));
      return applyDirection(dir, x, y);
    } else {
      return applyDirection(dir, a, b);
    }
  }
  Codec codec;
  FastCompare::Direction dir;
  bool totalOrder;
};

/// Whether `cmp` is a comparison the fast path implements on `elementType`
/// with the spec's meaning (the compare type matches the element type).
bool supportsFastCompare(Type elementType, const FastCompare &cmp);

/// Calls `visitor(Comparer<Tag>)` if `supportsFastCompare`; else false.
template <typename Visitor>
bool dispatchComparer(Type elementType, const FastCompare &cmp,
                      Visitor &&visitor) {
  if (!supportsFastCompare(elementType, cmp))
    return false;
  bool handled = false;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    if constexpr (Tag::kind != ElementKind::Complex) {
      visitor(Comparer<Tag>(elementType, cmp.direction,
                            cmp.type == FastCompare::Type::TotalOrder));
      handled = true;
    }
  });
  return handled;
}

//===----------------------------------------------------------------------===//
// Generic-path helpers
//===----------------------------------------------------------------------===//

/// The 0-d tensor type of `t`'s elements.
inline RankedTensorType scalarTypeOf(const Tensor &t) {
  return RankedTensorType::get({}, t.getElementType());
}

/// A 0-d tensor of `type` holding element `index` of `t`.
inline Tensor scalarAt(const Tensor &t, int64_t index, RankedTensorType type) {
  unsigned bytes = t.getElementStorageBytes();
  return Tensor(type, ArrayRef<char>(t.rawData() + index * bytes, bytes));
}

/// Calls `body` and checks it returned `expected.size()` 0-d tensors of the
/// expected types.
FailureOr<SmallVector<Tensor>> callBody(BodyFn body, ArrayRef<Tensor> args,
                                        ArrayRef<RankedTensorType> expected);

/// Calls a predicate body; checks it returned one tensor<i1>.
FailureOr<bool> callPredicate(BodyFn body, ArrayRef<Tensor> args);

/// Copies the element of 0-d `scalar` into element `index` of `dst`.
inline void storeScalar(Tensor &dst, int64_t index, const Tensor &scalar) {
  unsigned bytes = dst.getElementStorageBytes();
  std::memcpy(dst.mutableRawData() + index * bytes, scalar.rawData(), bytes);
}

/// A valid, non-null tensor of a supported element type.
inline bool isValid(const Tensor &t) { return static_cast<bool>(t); }

/// Checks the window attributes against the input rank and fills defaults;
/// computes the spec's result shape (num_windows). Fails on invalid
/// attributes and on windows too large to walk (more than 2^32 positions,
/// or more than 2^40 positions visited in all).
struct Window {
  SmallVector<int64_t> dims, strides, baseDil, winDil, padLo, padHi;
  SmallVector<int64_t> resultShape;
};
FailureOr<Window> normalizeWindow(const WindowParams &params,
                                  ArrayRef<int64_t> inputShape);

} // namespace mlir::sfold::reduce_detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H
