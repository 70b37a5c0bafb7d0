//===- FloatConversions.h - Narrow float <-> float conversions --*- C++ -*-===//
//
// Kernels compute f16 / bf16 / f8 / f6 / f4 / tf32 elements through `float`
// and round the result back with round-to-nearest-even. For `+ - * / sqrt`
// this double rounding is exact: float carries more than 2p+2 bits of every
// one of these formats' precision p.
//
//  - bf16 and f16 have table-free, APFloat-free bit conversions.
//  - f4/f6/f8 decode through a 256-entry table built once per format and
//    encode with the f16 technique parameterized by the format (exponent
//    rebias + round-to-nearest-even add, FPU rounding for subnormals), with
//    llvm::APFloat for the rare cases (NaN, overflow: every format has its
//    own NaN / infinity / saturation rule) and for f8E8M0FNU.
//  - tf32 goes through APFloat both ways.
//
// `FloatCodec<Tag>` wraps these behind one interface for the float tags of
// ElementTypes.h: `ComputeType`, `decode(StorageType)`, `encode(ComputeType)`.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_FLOATCONVERSIONS_H
#define STABLEHLO_FOLD_INTERPRETER_FLOATCONVERSIONS_H

#include "stablehlo_fold/Interpreter/ElementTypes.h"

#include "llvm/ADT/bit.h"

#include <cstdint>
#include <cstring>

namespace mlir::sfold {

//===----------------------------------------------------------------------===//
// bf16
//===----------------------------------------------------------------------===//

/// Exact.
inline float bf16BitsToFloat(uint16_t bits) {
  return llvm::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}

/// The bits of a float that is not a NaN, rounded to bf16 (nearest even;
/// overflow gives infinity). Branch-free, so that loops of it vectorize.
inline uint16_t roundFloatBitsToBF16(uint32_t bits) {
  uint32_t lsb = (bits >> 16) & 1u;
  return static_cast<uint16_t>((bits + 0x7FFFu + lsb) >> 16);
}

/// Round-to-nearest-even; NaNs stay NaN (made quiet, sign and top payload
/// bits kept).
inline uint16_t floatToBF16Bits(float value) {
  uint32_t bits = llvm::bit_cast<uint32_t>(value);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
    return static_cast<uint16_t>((bits >> 16) | 0x0040u);
  return roundFloatBitsToBF16(bits);
}

//===----------------------------------------------------------------------===//
// f16 (IEEE binary16)
//===----------------------------------------------------------------------===//

/// Exact.
inline float f16BitsToFloat(uint16_t bits) {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000u) << 16;
  uint32_t exp = (bits >> 10) & 0x1Fu;
  uint32_t mant = bits & 0x3FFu;
  if (exp == 0x1F) // Inf / NaN: keep the payload.
    return llvm::bit_cast<float>(sign | 0x7F800000u | (mant << 13));
  if (exp == 0) { // Zero / subnormal: mant * 2^-24, exact in float.
    float magnitude = static_cast<float>(mant) * 0x1p-24f;
    return sign ? -magnitude : magnitude;
  }
  return llvm::bit_cast<float>(sign | ((exp + 112u) << 23) | (mant << 13));
}

/// Round-to-nearest-even (overflow to infinity); NaNs stay NaN (made quiet,
/// sign and top payload bits kept).
inline uint16_t floatToF16Bits(float value) {
  uint32_t bits = llvm::bit_cast<uint32_t>(value);
  uint32_t sign = (bits >> 16) & 0x8000u;
  uint32_t abs = bits & 0x7FFFFFFFu;
  uint32_t out;
  if (abs > 0x7F800000u) {
    out = 0x7E00u | ((abs >> 13) & 0x3FFu);
  } else if (abs >= 0x477FF000u) {
    // >= 65520 (halfway between the largest half and 2^16): infinity.
    out = 0x7C00u;
  } else if (abs < 0x38800000u) {
    // Below 2^-14: zero or subnormal. Adding 0.5f aligns the value so that
    // the FPU's own round-to-nearest-even produces the subnormal mantissa.
    float f = llvm::bit_cast<float>(abs) + 0.5f;
    out = llvm::bit_cast<uint32_t>(f) - 0x3F000000u;
  } else {
    uint32_t odd = (abs >> 13) & 1u;
    abs += 0xC8000FFFu + odd; // Rebias exponent (-112 << 23), round.
    out = abs >> 13;
  }
  return static_cast<uint16_t>(out | sign);
}

//===----------------------------------------------------------------------===//
// Generic (any float format of the spec), via APFloat.
//===----------------------------------------------------------------------===//

/// The exact value of `bits` in format `sem` as a double (every format of the
/// spec up to f32 is exactly representable in double; f64 is a bit copy).
double floatBitsToDouble(const llvm::fltSemantics &sem, uint64_t bits);

/// `value` rounded to `sem` with round-to-nearest-even, as bits, following
/// APFloat's rules (each format has its own overflow / NaN / infinity rule)
/// except where APFloat has none that makes sense:
///  - formats with neither NaN nor infinity (f4E2M1FN, f6E2M3FN, f6E3M2FN):
///    NaN gives +0, infinity the largest finite value of its sign (finite
///    overflow saturates too);
///  - f8E8M0FNU (no sign): a negative value gives NaN.
uint64_t doubleToFloatBits(const llvm::fltSemantics &sem, double value);
uint64_t floatToFloatBits(const llvm::fltSemantics &sem, float value);

/// Decode table for a format of at most 8 bits: entry i is the float value
/// of bit pattern i (patterns beyond the format's width decode as if masked).
/// Built once per format, thread-safe; null if `sem` is wider than 8 bits.
const float *getNarrowFloatDecodeTable(const llvm::fltSemantics &sem);

//===----------------------------------------------------------------------===//
// Bulk conversions: `n` values at a time, the same bits as the per-element
// functions above, on the instruction set chosen once per call
// (KernelConfig.h): F16C for f16 where the CPU has it, a 64 Ki-entry
// table per format for encoding f8 / f6 / f4, loops that vectorize
// otherwise.
//===----------------------------------------------------------------------===//

void f16BitsToFloats(const uint16_t *src, float *dst, int64_t n);
void floatsToF16Bits(const float *src, uint16_t *dst, int64_t n);
void bf16BitsToFloats(const uint16_t *src, float *dst, int64_t n);
void floatsToBF16Bits(const float *src, uint16_t *dst, int64_t n);

namespace detail {
struct NarrowEncodeTable;
const NarrowEncodeTable *getNarrowFloatEncodeTable(const llvm::fltSemantics &);
/// Round-to-nearest-even by bit manipulation (as for f16); NaN, overflow and
/// unsigned formats fall back to APFloat.
uint8_t encodeNarrowFloat(const NarrowEncodeTable *table,
                          const llvm::fltSemantics &sem, float value);
/// `table[src[i]]` for i < n (AVX2 gathers where available).
void decodeNarrowFloats(const float *table, const uint8_t *src, float *dst,
                        int64_t n);
/// `r[i] = table[a[i] << 8 | b[i]]` for i < n: a binary op of an 8-bit
/// format read from its table of every operand pair (AVX2 gathers where
/// available). `table` holds kBytePairTableSize bytes: the gathers read four
/// bytes at each index.
void lookupBytePairs(const uint8_t *table, const uint8_t *a, const uint8_t *b,
                     uint8_t *r, int64_t n);
inline constexpr int64_t kBytePairTableSize = (int64_t(1) << 16) + 3;
/// The two ops `combineBytePairs` computes in float lanes.
enum class BytePairOp : uint8_t { Add, Multiply };
/// `r[i] = table[a[i] << 8 | b[i]]` as `lookupBytePairs`, computed instead of
/// looked up where that gives the same bits, and true; false (nothing
/// written) where it cannot: without AVX2, or for a format other than
/// f8E4M3FN, f8E5M2, f8E4M3 and f8E3M4. `table` is the pair table of `op`
/// in format `sem` (operator() of its TypedBinaryOp); see the definition.
bool combineBytePairs(const llvm::fltSemantics &sem, BytePairOp op,
                      const uint8_t *table, const uint8_t *a, const uint8_t *b,
                      uint8_t *r, int64_t n);
/// `encodeNarrowFloat` of n values through the format's 64 Ki-entry table
/// (built on first use).
void encodeNarrowFloats(const NarrowEncodeTable *table,
                        const llvm::fltSemantics &sem, const float *src,
                        uint8_t *dst, int64_t n);
} // namespace detail

//===----------------------------------------------------------------------===//
// FloatCodec: the per-tag interface kernels use.
//===----------------------------------------------------------------------===//

template <typename Tag>
struct FloatCodec;

template <typename T>
struct FloatCodec<ElementTag<T, ElementKind::Float>> {
  using ComputeType = T;
  explicit FloatCodec(Type = {}) {}
  ComputeType decode(T v) const { return v; }
  T encode(ComputeType v) const { return v; }
  void decode(const T *src, ComputeType *dst, int64_t n) const {
    std::memcpy(dst, src, n * sizeof(T));
  }
  void encode(const ComputeType *src, T *dst, int64_t n) const {
    std::memcpy(dst, src, n * sizeof(T));
  }
};

template <>
struct FloatCodec<F16Tag> {
  using ComputeType = float;
  explicit FloatCodec(Type = {}) {}
  float decode(uint16_t v) const { return f16BitsToFloat(v); }
  uint16_t encode(float v) const { return floatToF16Bits(v); }
  void decode(const uint16_t *src, float *dst, int64_t n) const {
    f16BitsToFloats(src, dst, n);
  }
  void encode(const float *src, uint16_t *dst, int64_t n) const {
    floatsToF16Bits(src, dst, n);
  }
};

template <>
struct FloatCodec<BF16Tag> {
  using ComputeType = float;
  explicit FloatCodec(Type = {}) {}
  float decode(uint16_t v) const { return bf16BitsToFloat(v); }
  uint16_t encode(float v) const { return floatToBF16Bits(v); }
  void decode(const uint16_t *src, float *dst, int64_t n) const {
    bf16BitsToFloats(src, dst, n);
  }
  void encode(const float *src, uint16_t *dst, int64_t n) const {
    floatsToBF16Bits(src, dst, n);
  }
};

/// f4 / f6 / f8: needs the element type to know the format.
template <>
struct FloatCodec<Narrow8Tag> {
  using ComputeType = float;
  explicit FloatCodec(Type elementType);
  float decode(uint8_t v) const { return table[v]; }
  uint8_t encode(float v) const {
    return detail::encodeNarrowFloat(encodeTable, *sem, v);
  }
  void decode(const uint8_t *src, float *dst, int64_t n) const {
    detail::decodeNarrowFloats(table, src, dst, n);
  }
  void encode(const float *src, uint8_t *dst, int64_t n) const {
    detail::encodeNarrowFloats(encodeTable, *sem, src, dst, n);
  }
  const llvm::fltSemantics *sem;
  const float *table;
  const detail::NarrowEncodeTable *encodeTable;
};

template <>
struct FloatCodec<TF32Tag> {
  using ComputeType = float;
  explicit FloatCodec(Type elementType);
  float decode(uint32_t v) const {
    return static_cast<float>(floatBitsToDouble(*sem, v));
  }
  uint32_t encode(float v) const {
    return static_cast<uint32_t>(floatToFloatBits(*sem, v));
  }
  void decode(const uint32_t *src, float *dst, int64_t n) const {
    for (int64_t i = 0; i < n; ++i)
      dst[i] = decode(src[i]);
  }
  void encode(const float *src, uint32_t *dst, int64_t n) const {
    for (int64_t i = 0; i < n; ++i)
      dst[i] = encode(src[i]);
  }
  const llvm::fltSemantics *sem;
};

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_FLOATCONVERSIONS_H
