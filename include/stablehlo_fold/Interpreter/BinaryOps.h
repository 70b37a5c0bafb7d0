//===- BinaryOps.h - one definition of each binary op's semantics -*- C++ -*-===//
//
// The semantics of the binary ops that reduction bodies, scatter combiners,
// map bodies and collective computations are made of (add, multiply,
// maximum, minimum, and, or, xor) and of subtract, defined once as
// functors on native values, the comparison order shared by `compare` and
// the predicate fast paths (sort, select_and_scatter), and `compare`'s
// predicate (`visitComparePredicate`). The elementwise kernels
// (Kernels.h) and every fast path of the kernels with bodies
// (ReductionKernels.h, scatter) instantiate these functors; nothing else
// spells out what `maximum` of two floats is.
//
// Functor protocol (also followed by the other elementwise functors): one
// static function per kind of element, each enabled by a flag,
//   b(uint8_t, uint8_t)            booleans (0/1 bytes)          kBool
//   i(T, T, unsigned width)        integers in storage type T    kInt
//   f(F, F)                        float / double                kFloat
//   c(C, C)                        std::complex<float / double>  kComplex
// and `kWraps` (true unless the functor says otherwise) when an integer
// result may need re-extending to a sub-byte width. With `kRaw`, `raw(F, F)`
// is `f` without its NaN rule (the bare hardware op): equal to `f` whenever
// its result is not a NaN, and a NaN whenever `f`'s is. Loops compute `raw`
// (it vectorizes, and keeps reduction chains short) and redo with `f` what
// came out NaN; results are `f`'s bit for bit. With `kSerial`, `serial(F, F)`
// is `f` itself written for a dependency chain (branches instead of
// selects). `TypedBinaryOp<Tag, Fn>` applies a functor to storage values of an
// element type: f16 / bf16 / f8 / f6 / f4 / tf32 decode to float, compute
// and round back after every op; sub-byte integers are re-extended.
//
// Semantics (the spec's, with the choices it leaves open):
//  - integers wrap (computed in an unsigned type, no undefined behaviour);
//  - booleans: add = or = maximum, multiply = and = minimum;
//  - a NaN operand gives that NaN made quiet (sign and payload kept; the
//    first operand's if both are NaN), a NaN from non-NaN operands is the
//    positive quiet NaN (`withNaNRule`);
//  - float maximum / minimum are IEEE-754 maximum / minimum (NaN as above,
//    -0.0 < +0.0);
//  - complex maximum / minimum are lexicographic on (real, imag).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_BINARYOPS_H
#define STABLEHLO_FOLD_INTERPRETER_BINARYOPS_H

#include "stablehlo_fold/Interpreter/ElementTypes.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/OpKinds.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Compiler.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SFOLD_BINARYOPS_AVX2 1
#endif

namespace mlir::sfold {

/// How `compare` orders: Default picks from the element type (SIGNED for
/// signed integers, UNSIGNED for booleans and unsigned integers, FLOAT for
/// floats and complex).
enum class CompareType : uint8_t { Default, Float, TotalOrder, Signed, Unsigned };

namespace binop {

//===----------------------------------------------------------------------===//
// Wrapping integer arithmetic (in an unsigned type at least as wide as
// unsigned int: neither overflow nor promotion to int is undefined).
//===----------------------------------------------------------------------===//

template <typename T>
using WideUnsigned = std::conditional_t<(sizeof(T) < sizeof(unsigned)),
                                        unsigned, std::make_unsigned_t<T>>;

template <typename T> T wrapAdd(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) + static_cast<W>(b));
}
template <typename T> T wrapSub(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) - static_cast<W>(b));
}
template <typename T> T wrapMul(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) * static_cast<W>(b));
}
template <typename T> T wrapNeg(T a) {
  using W = WideUnsigned<T>;
  return static_cast<T>(W(0) - static_cast<W>(a));
}

//===----------------------------------------------------------------------===//
// IEEE-754 maximum / minimum
//===----------------------------------------------------------------------===//

template <typename F>
using FloatBits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
template <typename F>
constexpr FloatBits<F> kQuietBit = FloatBits<F>(1)
                                   << (std::numeric_limits<F>::digits - 2);

// Written as selects over the bit patterns, without early returns or
// speculated floating-point arithmetic, so that the loops vectorize. A NaN
// result is the NaN operand made quiet (sign and payload kept), as APFloat.
template <typename F> F ieeeMaximum(F x, F y) {
  using I = FloatBits<F>;
  I xb = llvm::bit_cast<I>(x), yb = llvm::bit_cast<I>(y);
  I r = x > y ? xb : yb;
  r = x == y ? (xb & yb) : r; // max(-0, +0) = +0
  r = std::isunordered(y, y) ? (yb | kQuietBit<F>) : r;
  r = std::isunordered(x, x) ? (xb | kQuietBit<F>) : r;
  return llvm::bit_cast<F>(r);
}

template <typename F> F ieeeMinimum(F x, F y) {
  using I = FloatBits<F>;
  I xb = llvm::bit_cast<I>(x), yb = llvm::bit_cast<I>(y);
  I r = x < y ? xb : yb;
  r = x == y ? (xb | yb) : r; // min(-0, +0) = -0
  r = std::isunordered(y, y) ? (yb | kQuietBit<F>) : r;
  r = std::isunordered(x, x) ? (xb | kQuietBit<F>) : r;
  return llvm::bit_cast<F>(r);
}

/// The NaN of an arithmetic result `x op y` that is a NaN. IEEE-754 leaves it open,
/// and hardware picks by operand position, which a compiler may swap (in
/// vector code above all); here a NaN operand gives that NaN made quiet (the
/// first operand's if both are NaN) and a NaN from non-NaN operands
/// (inf - inf, 0 * inf) is the positive quiet NaN, as APFloat: the bits do
/// not depend on the machine, the vector width or the loop.
template <typename F> F nanResult(F x, F y) {
  using I = FloatBits<F>;
  I xb = llvm::bit_cast<I>(x), yb = llvm::bit_cast<I>(y);
  I rb = llvm::bit_cast<I>(std::numeric_limits<F>::quiet_NaN());
  rb = std::isunordered(y, y) ? (yb | kQuietBit<F>) : rb;
  rb = std::isunordered(x, x) ? (xb | kQuietBit<F>) : rb;
  return llvm::bit_cast<F>(rb);
}
/// `r`, the hardware's `x op y`, with the NaN rule applied.
template <typename F> F withNaNRule(F x, F y, F r) {
  return LLVM_LIKELY(!std::isunordered(r, r)) ? r : nanResult(x, y);
}

/// x * y on complex values, the one complex multiply of the interpreter
/// (the elementwise kernel, dot_general, convolution, fft, cholesky,
/// triangular_solve): (ac - bd) + (ad + bc)i, each step rounded (no fused
/// multiply-add), with C11 Annex G's recovery of infinities when both parts
/// are NaN (G.5.1, what `std::complex` gives through __mulsc3: an infinite
/// operand times a nonzero finite one is an infinity, not NaN + NaN i), and
/// the NaN rule: a
/// part that is still NaN is the first NaN among (x.re, x.im, y.re, y.im)
/// made quiet, or the positive quiet NaN if none is. The bits do not depend
/// on the compiler, the machine or its default NaN.
template <typename C> C complexMultiply(const C &x, const C &y) {
  using F = typename C::value_type;
  F a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  F ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  F re = ac - bd, im = ad + bc;
  if (LLVM_LIKELY(!std::isunordered(re, im)))
    return C(re, im);
  F nan = nanResult(x.real(), nanResult(x.imag(), nanResult(y.real(), y.imag())));
  // Annex G.5.1 recovers only a product whose parts are both NaN (as
  // __mulsc3): an infinite part makes the product infinite.
  if (!std::isnan(re) || !std::isnan(im))
    return C(std::isnan(re) ? nan : re, std::isnan(im) ? nan : im);
  auto box = [](F v) { return std::copysign(std::isinf(v) ? F(1) : F(0), v); };
  auto unNaN = [](F v) { return std::isnan(v) ? std::copysign(F(0), v) : v; };
  bool recalc = false;
  if (std::isinf(a) || std::isinf(b)) {
    a = box(a), b = box(b), c = unNaN(c), d = unNaN(d);
    recalc = true;
  }
  if (std::isinf(c) || std::isinf(d)) {
    c = box(c), d = box(d), a = unNaN(a), b = unNaN(b);
    recalc = true;
  }
  if (!recalc && (std::isinf(ac) || std::isinf(bd) || std::isinf(ad) ||
                  std::isinf(bc))) {
    a = unNaN(a), b = unNaN(b), c = unNaN(c), d = unNaN(d);
    recalc = true;
  }
  if (recalc) {
    constexpr F inf = std::numeric_limits<F>::infinity();
    re = inf * (a * c - b * d);
    im = inf * (a * d + b * c);
  }
  return C(std::isnan(re) ? nan : re, std::isnan(im) ? nan : im);
}

/// ieeeMaximum / ieeeMinimum with branches for the rare cases (NaN, equal
/// operands): the same results, with a short dependency chain where the
/// result feeds the next call (a reduction), at the price of vectorizing.
template <typename F> F serialMaximum(F x, F y) {
  if (LLVM_UNLIKELY(std::isunordered(x, y) || x == y))
    return ieeeMaximum(x, y);
  return x > y ? x : y;
}
template <typename F> F serialMinimum(F x, F y) {
  if (LLVM_UNLIKELY(std::isunordered(x, y) || x == y))
    return ieeeMinimum(x, y);
  return x < y ? x : y;
}

template <typename C> bool lexicographicLess(const C &x, const C &y) {
  return x.real() < y.real() || (x.real() == y.real() && x.imag() < y.imag());
}

//===----------------------------------------------------------------------===//
// Functors
//===----------------------------------------------------------------------===//

/// Every flag false, every function a stub: functors override what they
/// support (the stubs are never called).
struct NoKinds {
  static constexpr bool kBool = false, kInt = false, kFloat = false,
                        kComplex = false, kBits16 = false, kWraps = true,
                        kRaw = false, kSerial = false;
  template <typename... A> static uint8_t b(uint8_t x, A...) { return x; }
  template <typename T, typename... A> static T i(T x, A...) { return x; }
  template <typename F, typename... A> static F f(F x, A...) { return x; }
  template <typename C, typename... A>
  static C c(const C &x, const A &...) { return x; }
  static uint16_t bits16(uint16_t x) { return x; }
};

struct AddFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true, kWraps = true, kRaw = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y, unsigned) { return wrapAdd(x, y); }
  template <typename F> static F f(F x, F y) { return withNaNRule(x, y, x + y); }
  template <typename F> static F raw(F x, F y) { return x + y; }
  template <typename C> static C c(const C &x, const C &y) {
    return C(f(x.real(), y.real()), f(x.imag(), y.imag()));
  }
};

struct MultiplyFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true, kWraps = true, kRaw = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y, unsigned) { return wrapMul(x, y); }
  template <typename F> static F f(F x, F y) { return withNaNRule(x, y, x * y); }
  template <typename F> static F raw(F x, F y) { return x * y; }
  template <typename C> static C c(const C &x, const C &y) {
    return complexMultiply(x, y);
  }
};

/// Not a body (BinaryOpKind::Subtract); no booleans.
struct SubtractFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true, kComplex = true,
                        kRaw = true;
  template <typename T> static T i(T x, T y, unsigned) { return wrapSub(x, y); }
  template <typename F> static F f(F x, F y) { return withNaNRule(x, y, x - y); }
  template <typename F> static F raw(F x, F y) { return x - y; }
  template <typename C> static C c(const C &x, const C &y) { return x - y; }
};

struct MaximumFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true, kWraps = false, kSerial = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y, unsigned) { return x < y ? y : x; }
  template <typename F> static F f(F x, F y) { return ieeeMaximum(x, y); }
  template <typename F> static F serial(F x, F y) { return serialMaximum(x, y); }
  template <typename C> static C c(const C &x, const C &y) {
    return lexicographicLess(x, y) ? y : x;
  }
};

struct MinimumFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true, kWraps = false, kSerial = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y, unsigned) { return y < x ? y : x; }
  template <typename F> static F f(F x, F y) { return ieeeMinimum(x, y); }
  template <typename F> static F serial(F x, F y) { return serialMinimum(x, y); }
  template <typename C> static C c(const C &x, const C &y) {
    return lexicographicLess(y, x) ? y : x;
  }
};

/// and / or / xor: booleans (logical) and integers (bitwise) only.
struct AndFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kWraps = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T> static T i(T x, T y, unsigned) {
    return static_cast<T>(x & y);
  }
};

struct OrFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kWraps = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T> static T i(T x, T y, unsigned) {
    return static_cast<T>(x | y);
  }
};

struct XorFn : NoKinds {
  static constexpr bool kBool = true, kInt = true, kWraps = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x ^ y; }
  template <typename T> static T i(T x, T y, unsigned) {
    return static_cast<T>(x ^ y);
  }
};

//===----------------------------------------------------------------------===//
// Typed application and dispatch
//===----------------------------------------------------------------------===//

/// Whether functor `Fn` is defined on elements of storage tag `Tag`.
template <typename Tag, typename Fn>
inline constexpr bool supports =
    Tag::kind == ElementKind::Bool      ? Fn::kBool
    : isIntegerTag<Tag>                 ? Fn::kInt
    : isFloatTag<Tag>                   ? Fn::kFloat
    : Tag::kind == ElementKind::Complex ? Fn::kComplex
                                        : false;

/// Stand-in codec for non-float tags.
struct NoCodec {
  explicit NoCodec(Type) {}
};

/// `Fn` on storage values of `Tag`: `T operator()(T lhs, T rhs)`. With
/// `kSubByte`, integer results are re-extended from `width` bits.
template <typename Tag, typename Fn, bool kSubByte = false>
struct TypedBinaryOp {
  using T = typename Tag::StorageType;
  using Codec = std::conditional_t<isFloatTag<Tag>, FloatCodec<Tag>, NoCodec>;
  explicit TypedBinaryOp(Type elementType)
      : codec(elementType), width(getElementBitWidth(elementType)) {}
  /// Whether `raw` may differ from operator() (in the NaN it gives only).
  static constexpr bool kHasRaw = isFloatTag<Tag> && Fn::kRaw;

  /// Fn without its NaN rule: operator()'s result unless that is a NaN. For
  /// a reduction chain (`acc = raw(acc, x)`): short latency.
  T raw(T x, T y) const {
    if constexpr (Tag::kind == ElementKind::Float && Fn::kSerial)
      return Fn::serial(x, y);
    else if constexpr (!kHasRaw)
      return (*this)(x, y);
    else if constexpr (Tag::kind == ElementKind::Float)
      return Fn::raw(x, y);
    else
      return codec.encode(Fn::raw(codec.decode(x), codec.decode(y)));
  }

  /// Whether `v` is a NaN (always false where `raw` is operator()).
  bool isNaN(T v) const {
    if constexpr (!kHasRaw) {
      return false;
    } else {
      auto d = codec.decode(v);
      return std::isunordered(d, d);
    }
  }

  /// `r[i] = op(a[i], b[i])` for i < n, split over the kernel threads when
  /// large (each element is computed alike whatever the split). `r` may be
  /// `a` or `b` (a result written over an operand), or alias neither.
  void apply(const T *a, const T *b, T *r, int64_t n) const {
    applyBroadcast(a, false, b, false, r, n);
  }

  /// `apply` where `a` (with `aOne`) or `b` (with `bOne`) may be one
  /// element standing for every index (a splat left unexpanded).
  void applyBroadcast(const T *a, bool aOne, const T *b, bool bOne, T *r,
                      int64_t n) const {
    bool chunked = aOne || bOne || (kRereads && (r == a || r == b));
    parallelForRanges(n, int64_t(1) << 17, [&](int64_t begin, int64_t end) {
      const T *x = aOne ? a : a + begin, *y = bOne ? b : b + begin;
      if (chunked)
        applyChunks(x, aOne, y, bOne, r + begin, end - begin);
      else
        applySerial(x, y, r + begin, end - begin);
    });
  }

  /// `applySerial` 64 KiB of elements at a time (an 8-bit format's chunk is
  /// long enough for its pair table), each operand read from a chunk filled
  /// with its one element (`aOne`, `bOne`), from a copy of its chunk when
  /// `r` overwrites it and `applySerial` reads operands again, or in place:
  /// each element is computed as by `applySerial` on separate buffers.
  void applyChunks(const T *a, bool aOne, const T *b, bool bOne, T *r,
                   int64_t n) const {
    constexpr int64_t kChunk = (int64_t(64) << 10) / sizeof(T);
    static_assert(!kPairTable || kChunk >= kPairTableMin);
    int64_t size = std::min(n, kChunk);
    auto buffer = [&](const T *x, bool one) {
      std::unique_ptr<T[]> chunk;
      if (one || (kRereads && x == r))
        chunk.reset(new T[size]);
      if (one)
        std::fill_n(chunk.get(), size, *x);
      return chunk;
    };
    std::unique_ptr<T[]> bufferA = buffer(a, aOne), bufferB = buffer(b, bOne);
    for (int64_t begin = 0; begin < n; begin += kChunk) {
      int64_t len = std::min(n - begin, kChunk);
      if (bufferA && !aOne)
        std::copy(r + begin, r + begin + len, bufferA.get());
      if (bufferB && !bOne)
        std::copy(r + begin, r + begin + len, bufferB.get());
      applySerial(bufferA ? bufferA.get() : a + begin,
                  bufferB ? bufferB.get() : b + begin, r + begin, len);
    }
  }

  /// Whether `applySerial` looks results up in a table of every pair of
  /// operands (8-bit float formats), and from how many elements on: filling
  /// the table costs about as much as computing that many.
  static constexpr bool kPairTable = std::is_same_v<Tag, Narrow8Tag>;
  static constexpr int64_t kPairTableMin = int64_t(1) << 16;

  /// Whether `applySerial` reads an operand's elements again after writing
  /// results (to redo a chunk with a NaN result, or an 8-bit table's
  /// special operands); otherwise it reads element i before writing it.
  static constexpr bool kRereads = kHasRaw || kPairTable;

  /// `apply` on the calling thread: `raw` in vectorizable chunks, a chunk
  /// with a NaN result redone with operator(). bf16 is decoded, computed in
  /// float, rounded and encoded in one vectorizable loop; other narrow
  /// floats are decoded and encoded a chunk at a time (the codecs' bulk
  /// conversions), computed in float and rounded once, as operator() does,
  /// or, from kPairTableMin elements on, read from the pair table (add and
  /// multiply of the IEEE-layout 8-bit formats: computed in f32 lanes,
  /// `detail::combineBytePairs`, the table giving only the results of
  /// infinite and NaN operands).
  void applySerial(const T *a, const T *b, T *r, int64_t n) const {
    if constexpr (kPairTable) {
      if (n >= kPairTableMin) {
        constexpr bool kAdd = std::is_same_v<Fn, AddFn>;
        if constexpr (kAdd || std::is_same_v<Fn, MultiplyFn>)
          if (detail::combineBytePairs(*codec.sem,
                                       kAdd ? detail::BytePairOp::Add
                                            : detail::BytePairOp::Multiply,
                                       getPairTable(), a, b, r, n))
            return;
        detail::lookupBytePairs(getPairTable(), a, b, r, n);
        return;
      }
    }
    if constexpr (!kHasRaw) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = (*this)(a[i], b[i]);
    } else if constexpr (Tag::kind == ElementKind::Float) {
      constexpr int64_t kChunk = 1024;
      for (int64_t begin = 0; begin < n; begin += kChunk) {
        int64_t end = std::min(n, begin + kChunk);
        unsigned nan = 0;
        for (int64_t i = begin; i < end; ++i) {
          T v = Fn::raw(a[i], b[i]);
          nan |= std::isunordered(v, v);
          r[i] = v;
        }
        if (LLVM_UNLIKELY(nan != 0))
          for (int64_t i = begin; i < end; ++i)
            r[i] = (*this)(a[i], b[i]);
      }
    } else if constexpr (Tag::kind == ElementKind::BF16) {
#ifdef SFOLD_BINARYOPS_AVX2
      if (getKernelIsa() != KernelIsa::Portable)
        return applyBF16AVX2(a, b, r, n);
#endif
      applyBF16(a, b, r, n);
#ifdef SFOLD_BINARYOPS_AVX2
    } else if (Tag::kind == ElementKind::F16 &&
               getKernelIsa() != KernelIsa::Portable) {
      applyF16F16C(a, b, r, n);
#endif
    } else {
      constexpr int64_t kChunk = 512;
      float x[kChunk], y[kChunk];
      for (int64_t begin = 0; begin < n; begin += kChunk) {
        int64_t len = std::min(n - begin, kChunk);
        codec.decode(a + begin, x, len);
        codec.decode(b + begin, y, len);
        unsigned nan = 0;
        for (int64_t i = 0; i < len; ++i) {
          float v = Fn::raw(x[i], y[i]);
          nan |= std::isunordered(v, v);
          x[i] = v;
        }
        codec.encode(x, r + begin, len);
        if (LLVM_UNLIKELY(nan != 0))
          for (int64_t i = begin; i < begin + len; ++i)
            r[i] = (*this)(a[i], b[i]);
      }
    }
  }

  /// bf16 in one loop: decoding is a shift, `raw` is the hardware op and
  /// rounding is branch-free when the result is not a NaN; a chunk with a
  /// NaN result is redone with operator().
  LLVM_ATTRIBUTE_ALWAYS_INLINE void applyBF16(const T *a, const T *b, T *r,
                                              int64_t n) const {
    constexpr int64_t kChunk = 1024;
    for (int64_t begin = 0; begin < n; begin += kChunk) {
      int64_t end = std::min(n, begin + kChunk);
      unsigned nan = 0;
      for (int64_t i = begin; i < end; ++i) {
        float v = Fn::raw(bf16BitsToFloat(a[i]), bf16BitsToFloat(b[i]));
        nan |= std::isunordered(v, v);
        r[i] = roundFloatBitsToBF16(llvm::bit_cast<uint32_t>(v));
      }
      if (LLVM_UNLIKELY(nan != 0))
        for (int64_t i = begin; i < end; ++i)
          r[i] = (*this)(a[i], b[i]);
    }
  }
#ifdef SFOLD_BINARYOPS_AVX2
  /// `applyBF16` compiled for AVX2 (8 lanes; the same operations on each
  /// element, so the same bits).
  __attribute__((target("avx2"))) void applyBF16AVX2(const T *a, const T *b,
                                                     T *r, int64_t n) const {
    applyBF16(a, b, r, n);
  }

  /// f16 in one loop of 8 lanes: F16C decodes (exactly, infinities and NaNs
  /// included), `raw` is the hardware op and F16C rounds to nearest even,
  /// as the bulk conversions of the chunked path do for a result that is
  /// not a NaN; a chunk with a NaN result, and the tail, use operator().
  __attribute__((target("avx2,f16c"))) void
  applyF16F16C(const T *a, const T *b, T *r, int64_t n) const {
    constexpr int64_t kChunk = 1024;
    for (int64_t begin = 0; begin < n; begin += kChunk) {
      int64_t end = std::min(n, begin + kChunk);
      int64_t i = begin;
      __m256 nan = _mm256_setzero_ps();
      for (; i + 8 <= end; i += 8) {
        __m256 x = _mm256_cvtph_ps(
            _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + i)));
        __m256 y = _mm256_cvtph_ps(
            _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + i)));
        // `raw` on floats (the loop is vectorized): a vector instantiation
        // of it outside this function would change the ABI (-Wpsabi).
        alignas(32) float xs[8], ys[8];
        _mm256_store_ps(xs, x);
        _mm256_store_ps(ys, y);
        for (int k = 0; k < 8; ++k)
          xs[k] = Fn::raw(xs[k], ys[k]);
        __m256 v = _mm256_load_ps(xs);
        nan = _mm256_or_ps(nan, _mm256_cmp_ps(v, v, _CMP_UNORD_Q));
        _mm_storeu_si128(
            reinterpret_cast<__m128i *>(r + i),
            _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
      }
      for (; i < end; ++i)
        r[i] = (*this)(a[i], b[i]);
      if (LLVM_UNLIKELY(_mm256_movemask_ps(nan) != 0))
        for (i = begin; i < end; ++i)
          r[i] = (*this)(a[i], b[i]);
    }
  }
#endif

  /// operator() of every pair of 8-bit values x, y of the format at
  /// `x << 8 | y`, made once per format on first use: `raw` decoded, encoded
  /// in bulk, a NaN result redone with operator() (as `applySerial`'s
  /// chunks), and patterns beyond the format's width left zero.
  const T *getPairTable() const {
    static_assert(kPairTable, "8-bit formats only");
    constexpr unsigned kNumFormats = llvm::APFloatBase::S_MaxSemantics + 1;
    static std::once_flag once[kNumFormats];
    static std::unique_ptr<T[]> tables[kNumFormats];
    unsigned format = llvm::APFloatBase::SemanticsToEnum(*codec.sem);
    std::call_once(once[format], [&] {
      auto table = std::make_unique<T[]>(detail::kBytePairTableSize);
      unsigned count = 1u << std::min(width, 8u);
      float y[256], v[256];
      for (unsigned k = 0; k < count; ++k)
        y[k] = codec.decode(static_cast<T>(k));
      for (unsigned j = 0; j < count; ++j) {
        T *row = table.get() + (j << 8);
        if constexpr (kHasRaw) {
          float x = codec.decode(static_cast<T>(j));
          for (unsigned k = 0; k < count; ++k)
            v[k] = Fn::raw(x, y[k]);
          codec.encode(v, row, count);
          for (unsigned k = 0; k < count; ++k)
            if (std::isunordered(v[k], v[k]))
              row[k] = (*this)(static_cast<T>(j), static_cast<T>(k));
        } else {
          for (unsigned k = 0; k < count; ++k)
            row[k] = (*this)(static_cast<T>(j), static_cast<T>(k));
        }
      }
      tables[format] = std::move(table);
    });
    return tables[format].get();
  }

  T operator()(T x, T y) const {
    if constexpr (Tag::kind == ElementKind::Bool) {
      return Fn::b(x, y);
    } else if constexpr (isIntegerTag<Tag>) {
      T r = Fn::template i<T>(x, y, width);
      if constexpr (kSubByte)
        return wrapToWidth(r, width);
      else
        return r;
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

/// Calls `visitor(TypedBinaryOp<Tag, Fn, ...>)` once for the storage tag of
/// `elementType` if `Fn` is defined on it (the sub-byte variant when the
/// type is narrower than its storage and `Fn` may overflow); returns whether
/// it did. Quantized types are not visited: arithmetic on quantized values is
/// not arithmetic on their storage integers.
template <typename Fn, typename Visitor>
bool visitTypedBinaryOp(Type elementType, Visitor &&visitor) {
  if (getStorageElementType(elementType) != elementType)
    return false;
  bool handled = false;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (supports<Tag, Fn>) {
      handled = true;
      if constexpr (isIntegerTag<Tag> && Fn::kWraps && sizeof(T) == 1) {
        if (getElementBitWidth(elementType) < 8) {
          visitor(TypedBinaryOp<Tag, Fn, true>(elementType));
          return;
        }
      }
      visitor(TypedBinaryOp<Tag, Fn>(elementType));
    }
  });
  return handled;
}

/// `visitTypedBinaryOp` for the functor of `kind`.
template <typename Visitor>
bool visitTypedBinaryOp(Type elementType, BinaryOpKind kind,
                        Visitor &&visitor) {
  switch (kind) {
  case BinaryOpKind::Add:
    return visitTypedBinaryOp<AddFn>(elementType, visitor);
  case BinaryOpKind::Multiply:
    return visitTypedBinaryOp<MultiplyFn>(elementType, visitor);
  case BinaryOpKind::Maximum:
    return visitTypedBinaryOp<MaximumFn>(elementType, visitor);
  case BinaryOpKind::Minimum:
    return visitTypedBinaryOp<MinimumFn>(elementType, visitor);
  case BinaryOpKind::And:
    return visitTypedBinaryOp<AndFn>(elementType, visitor);
  case BinaryOpKind::Or:
    return visitTypedBinaryOp<OrFn>(elementType, visitor);
  case BinaryOpKind::Xor:
    return visitTypedBinaryOp<XorFn>(elementType, visitor);
  case BinaryOpKind::Subtract:
    return visitTypedBinaryOp<SubtractFn>(elementType, visitor);
  }
  return false;
}

/// TypedBinaryOp<Tag, Fn>::operator() for the functor of `kind`, chosen at
/// run time, on 32- or 64-bit integers (wrapping) or float / double, where
/// `kind` is defined on T: a small loop's driver computes 0-d values with it
/// inline (SmallKernel::Scalar).
template <typename T> T applyNative(BinaryOpKind kind, T x, T y) {
  static_assert(sizeof(T) >= 4, "no sub-word integers");
  auto apply = [&](auto fn) -> T {
    using Fn = decltype(fn);
    if constexpr (std::is_floating_point_v<T>)
      return Fn::f(x, y);
    else
      return Fn::template i<T>(x, y, 8 * sizeof(T));
  };
  switch (kind) {
  case BinaryOpKind::Add:
    return apply(AddFn());
  case BinaryOpKind::Multiply:
    return apply(MultiplyFn());
  case BinaryOpKind::Maximum:
    return apply(MaximumFn());
  case BinaryOpKind::Minimum:
    return apply(MinimumFn());
  case BinaryOpKind::And:
    return apply(AndFn());
  case BinaryOpKind::Or:
    return apply(OrFn());
  case BinaryOpKind::Xor:
    return apply(XorFn());
  case BinaryOpKind::Subtract:
    return apply(SubtractFn());
  }
  return x;
}

/// Whether `kind` is defined on `elementType` (non-quantized).
bool supportsBinaryOp(BinaryOpKind kind, Type elementType);

//===----------------------------------------------------------------------===//
// Comparison keys
//===----------------------------------------------------------------------===//

/// Position of a float in IEEE totalOrder, as a signed integer: negative
/// values (sign bit set) map below positive ones, magnitude order reversed
/// (-NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN).
template <typename F> int64_t totalOrderKey(F x) {
  using I = FloatBits<F>;
  I bits = llvm::bit_cast<I>(x);
  constexpr I signBit = I(1) << (8 * sizeof(I) - 1);
  int64_t magnitude = static_cast<int64_t>(bits & ~signBit);
  return (bits & signBit) ? -magnitude - 1 : magnitude;
}

/// `a <dir> b` on values (or keys) of an ordered type.
template <typename V>
bool applyDirection(CompareDirection dir, const V &a, const V &b) {
  switch (dir) {
  case CompareDirection::EQ:
    return a == b;
  case CompareDirection::NE:
    return a != b;
  case CompareDirection::GE:
    return a >= b;
  case CompareDirection::GT:
    return a > b;
  case CompareDirection::LE:
    return a <= b;
  case CompareDirection::LT:
    return a < b;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// compare's predicate
//===----------------------------------------------------------------------===//

/// An integer's bits as an unsigned 64-bit value (sub-byte values read from
/// their `width` low bits).
template <typename T> uint64_t asUnsigned(T x, unsigned width) {
  uint64_t u = static_cast<uint64_t>(static_cast<std::make_unsigned_t<T>>(x));
  return width >= 64 ? u : (u & ((uint64_t(1) << width) - 1));
}
/// An integer's `width` low bits as a signed 64-bit value.
template <typename T> int64_t asSigned(T x, unsigned width) {
  uint64_t u = asUnsigned(x, width);
  if (width < 64 && ((u >> (width - 1)) & 1))
    u |= ~uint64_t(0) << width;
  return static_cast<int64_t>(u);
}

/// `compare` with direction `Dir` on storage values: `key(a) Dir key(b)`,
/// keys of type K (the values themselves for IEEE order, integers for
/// TOTALORDER / SIGNED / UNSIGNED). The direction is a template argument so
/// that a loop over elements does not switch on it.
template <typename K, CompareDirection Dir, typename KeyFn>
struct KeyPredicate {
  KeyFn key;
  template <typename T> bool operator()(const T &a, const T &b) const {
    return applyDirection(Dir, static_cast<K>(key(a)), static_cast<K>(key(b)));
  }
};

/// `compare` on complex values: lexicographic on (real, imag).
struct ComplexPredicate {
  CompareDirection dir;
  template <typename C> bool operator()(const C &a, const C &b) const {
    bool eq = a.real() == b.real() && a.imag() == b.imag();
    switch (dir) {
    case CompareDirection::EQ:
      return eq;
    case CompareDirection::NE:
      return !eq;
    case CompareDirection::LT:
      return a.real() < b.real() ||
             (a.real() == b.real() && a.imag() < b.imag());
    case CompareDirection::LE:
      return a.real() < b.real() ||
             (a.real() == b.real() && a.imag() <= b.imag());
    case CompareDirection::GT:
      return a.real() > b.real() ||
             (a.real() == b.real() && a.imag() > b.imag());
    case CompareDirection::GE:
      return a.real() > b.real() ||
             (a.real() == b.real() && a.imag() >= b.imag());
    }
    return false;
  }
};

/// The key type of a predicate of `visitComparePredicate` (void for
/// complex values).
template <typename Pred> struct PredicateKey {
  using type = void;
};
template <typename K, CompareDirection Dir, typename KeyFn>
struct PredicateKey<KeyPredicate<K, Dir, KeyFn>> {
  using type = K;
};

/// compare's predicate with direction `dir`, chosen at run time, on 32- or
/// 64-bit integers ordered by T's signedness, or on float / double in IEEE
/// order (`visitComparePredicate`'s keys): a small loop's driver compares
/// 0-d values with it inline (SmallKernel::Scalar).
template <typename T> bool compareNative(CompareDirection dir, T x, T y) {
  static_assert(sizeof(T) >= 4, "no sub-word integers");
  constexpr unsigned width = 8 * sizeof(T);
  if constexpr (std::is_floating_point_v<T>)
    return applyDirection(dir, x, y);
  else if constexpr (std::is_signed_v<T>)
    return applyDirection(dir, asSigned(x, width), asSigned(y, width));
  else
    return applyDirection(dir, asUnsigned(x, width), asUnsigned(y, width));
}

/// Calls `visitor(Tag(), pred)` with compare's predicate for elements of
/// `elementType` (a storage type: quantized values compare dequantized),
/// `pred(a, b)` taking two storage values: the one meaning of `compare`,
/// used by its kernel and its scalar fast path. Returns false if `type`
/// names no order of the elements (SIGNED / UNSIGNED on floats, FLOAT /
/// TOTALORDER on integers, TOTALORDER on complex).
template <typename Visitor>
bool visitComparePredicate(Type elementType, CompareDirection direction,
                           CompareType type, Visitor &&visitor) {
  unsigned width = getElementBitWidth(elementType);
  bool handled = false;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    auto withDirection = [&](auto keyType, auto key) {
      using K = decltype(keyType);
      using Key = decltype(key);
      handled = true;
      switch (direction) {
      case CompareDirection::EQ:
        return visitor(tag, KeyPredicate<K, CompareDirection::EQ, Key>{key});
      case CompareDirection::NE:
        return visitor(tag, KeyPredicate<K, CompareDirection::NE, Key>{key});
      case CompareDirection::GE:
        return visitor(tag, KeyPredicate<K, CompareDirection::GE, Key>{key});
      case CompareDirection::GT:
        return visitor(tag, KeyPredicate<K, CompareDirection::GT, Key>{key});
      case CompareDirection::LE:
        return visitor(tag, KeyPredicate<K, CompareDirection::LE, Key>{key});
      case CompareDirection::LT:
        return visitor(tag, KeyPredicate<K, CompareDirection::LT, Key>{key});
      }
    };
    if constexpr (Tag::kind == ElementKind::Bool || isIntegerTag<Tag>) {
      bool isSigned = Tag::kind == ElementKind::SignedInt;
      if (type == CompareType::Signed)
        isSigned = true;
      else if (type == CompareType::Unsigned)
        isSigned = false;
      else if (type != CompareType::Default)
        return;
      if (isSigned)
        withDirection(int64_t(), [width](T x) { return asSigned(x, width); });
      else
        withDirection(uint64_t(),
                      [width](T x) { return asUnsigned(x, width); });
    } else if constexpr (Tag::kind == ElementKind::Complex) {
      if (type != CompareType::Default && type != CompareType::Float)
        return;
      handled = true;
      visitor(tag, ComplexPredicate{direction});
    } else {
      if (type != CompareType::Default && type != CompareType::Float &&
          type != CompareType::TotalOrder)
        return;
      bool total = type == CompareType::TotalOrder;
      if constexpr (Tag::kind == ElementKind::Float) {
        if (total)
          withDirection(int64_t(), [](T x) { return totalOrderKey(x); });
        else
          withDirection(T(), [](T x) { return x; });
      } else {
        FloatCodec<Tag> codec(elementType);
        if (total)
          withDirection(int64_t(), [codec](T x) {
            return totalOrderKey(codec.decode(x));
          });
        else
          withDirection(float(), [codec](T x) { return codec.decode(x); });
      }
    }
  });
  return handled;
}

} // namespace binop
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_BINARYOPS_H
