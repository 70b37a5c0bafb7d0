//===- FloatConversions.cpp - Narrow float <-> float conversions ----------===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SFOLD_HAVE_F16C_PATH 1
#endif

namespace mlir::sfold {

using llvm::APFloat;
using llvm::APFloatBase;
using llvm::APInt;

static uint64_t maskBits(uint64_t bits, unsigned width) {
  return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

double floatBitsToDouble(const llvm::fltSemantics &sem, uint64_t bits) {
  unsigned width = APFloat::getSizeInBits(sem);
  APFloat value(sem, APInt(width, maskBits(bits, width)));
  bool losesInfo = false;
  (void)value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                      &losesInfo);
  uint64_t out = value.bitcastToAPInt().getZExtValue();
  // A NaN without payload bits (f8E8M0FNU's) converts to a zero significand,
  // which reads back as infinity: set the quiet bit.
  if (value.isNaN())
    out |= uint64_t(1) << 51;
  return llvm::bit_cast<double>(out);
}

/// Formats without a sign (f8E8M0FNU) cannot hold a negative value: APFloat
/// returns an unrelated pattern for one, so those become NaN here.
static bool isUnrepresentableNegative(const llvm::fltSemantics &sem,
                                      bool negative) {
  return negative && !APFloat::semanticsHasSignedRepr(sem);
}

/// Formats with neither NaN nor infinity (f4E2M1FN, f6E2M3FN, f6E3M2FN):
/// APFloat turns both into a zero. Here NaN becomes +0 (whatever its sign,
/// which hardware does not define) and infinity saturates to the largest
/// finite value of its sign, as finite overflow does.
static std::optional<uint64_t> finiteOnlySpecial(const llvm::fltSemantics &sem,
                                                 double value) {
  if (APFloat::semanticsHasNaN(sem) || std::isfinite(value))
    return std::nullopt;
  if (std::isnan(value))
    return uint64_t(0);
  return APFloat::getLargest(sem, value < 0).bitcastToAPInt().getZExtValue();
}

uint64_t doubleToFloatBits(const llvm::fltSemantics &sem, double value) {
  if (isUnrepresentableNegative(sem, value < 0))
    return APFloat::getNaN(sem).bitcastToAPInt().getZExtValue();
  if (std::optional<uint64_t> special = finiteOnlySpecial(sem, value))
    return *special;
  APFloat v(value);
  bool losesInfo = false;
  (void)v.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return v.bitcastToAPInt().getZExtValue();
}

uint64_t floatToFloatBits(const llvm::fltSemantics &sem, float value) {
  if (isUnrepresentableNegative(sem, value < 0))
    return APFloat::getNaN(sem).bitcastToAPInt().getZExtValue();
  if (std::optional<uint64_t> special = finiteOnlySpecial(sem, value))
    return *special;
  APFloat v(value);
  bool losesInfo = false;
  (void)v.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return v.bitcastToAPInt().getZExtValue();
}

namespace detail {
/// What the arithmetic encoder needs to know about a narrow format: every
/// narrow format with a sign is laid out as sign | exponent | mantissa with
/// exponent field 1 meaning 2^minExponent, like IEEE formats.
struct NarrowEncodeTable {
  float maxFinite = 0;   ///< Larger magnitudes go to APFloat (overflow).
  float minNormal = 0;   ///< 2^minExponent.
  float subnormalMagic = 0; ///< Float whose ulp is the smallest subnormal.
  uint32_t rebias = 0;   ///< Added to float bits: exponent bias difference.
  unsigned shift = 0;    ///< 23 - mantissa bits.
  uint8_t signBit = 0;
  bool hasNegativeZero = false;
  bool usable = false; ///< False for unsigned formats: APFloat path instead.
  /// Entry i: the encoding of every float whose bits b have
  /// (b >> 16) | (b & 0xFFFF ? 1 : 0) == i. Exact for formats of at most 5
  /// mantissa bits: bit 16 lies below their rounding bit (bit 17 or
  /// higher), so it serves as the sticky bit. Built on first use.
  mutable std::unique_ptr<uint8_t[]> bulk;
  mutable std::once_flag bulkOnce;
};
} // namespace detail

namespace {
struct NarrowTables {
  static constexpr unsigned kNum = APFloatBase::S_MaxSemantics + 1;
  std::array<std::array<float, 256>, kNum> decode;
  std::array<detail::NarrowEncodeTable, kNum> encode;
  std::array<bool, kNum> present{};

  NarrowTables() {
    for (unsigned s = 0; s < kNum; ++s) {
      const llvm::fltSemantics &sem =
          APFloatBase::EnumToSemantics(static_cast<APFloatBase::Semantics>(s));
      unsigned width = APFloat::getSizeInBits(sem);
      if (width == 0 || width > 8)
        continue;
      present[s] = true;
      for (unsigned i = 0; i < 256; ++i) {
        APFloat v(sem, APInt(width, maskBits(i, width)));
        bool losesInfo = false;
        (void)v.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                        &losesInfo);
        uint32_t bits =
            static_cast<uint32_t>(v.bitcastToAPInt().getZExtValue());
        if (v.isNaN()) // See floatBitsToDouble.
          bits |= 1u << 22;
        decode[s][i] = llvm::bit_cast<float>(bits);
      }
      detail::NarrowEncodeTable &enc = encode[s];
      enc.usable = APFloat::semanticsHasSignedRepr(sem);
      enc.signBit = static_cast<uint8_t>(1u << (width - 1));
      enc.hasNegativeZero = decode[s][enc.signBit] == 0.0f &&
                            std::signbit(decode[s][enc.signBit]);
      for (unsigned p = 0; p < (1u << width); ++p)
        if (std::isfinite(decode[s][p]))
          enc.maxFinite = std::max(enc.maxFinite, decode[s][p]);
      int minExp = APFloat::semanticsMinExponent(sem);
      int mantissaBits = static_cast<int>(APFloat::semanticsPrecision(sem)) - 1;
      enc.minNormal = std::ldexp(1.0f, minExp);
      enc.subnormalMagic = std::ldexp(1.0f, minExp - mantissaBits + 23);
      int bias = 1 - minExp;
      enc.rebias = static_cast<uint32_t>(bias - 127) << 23;
      enc.shift = static_cast<unsigned>(23 - mantissaBits);
      enc.usable = enc.usable && mantissaBits >= 1 && enc.shift < 23;
    }
  }
};

const NarrowTables &getNarrowTables() {
  static const NarrowTables tables;
  return tables;
}
} // namespace

const float *getNarrowFloatDecodeTable(const llvm::fltSemantics &sem) {
  const NarrowTables &tables = getNarrowTables();
  unsigned s = APFloatBase::SemanticsToEnum(sem);
  if (s >= NarrowTables::kNum || !tables.present[s])
    return nullptr;
  return tables.decode[s].data();
}

const detail::NarrowEncodeTable *
detail::getNarrowFloatEncodeTable(const llvm::fltSemantics &sem) {
  const NarrowTables &tables = getNarrowTables();
  unsigned s = APFloatBase::SemanticsToEnum(sem);
  if (s >= NarrowTables::kNum || !tables.present[s])
    return nullptr;
  return &tables.encode[s];
}

uint8_t detail::encodeNarrowFloat(const NarrowEncodeTable *table,
                                  const llvm::fltSemantics &sem, float value) {
  float magnitude = std::fabs(value);
  // NaN, overflow (each format has its own rule) and unsigned formats go
  // through APFloat.
  if (!table || !table->usable || !(magnitude <= table->maxFinite))
    return static_cast<uint8_t>(floatToFloatBits(sem, value));
  uint32_t pattern;
  if (magnitude < table->minNormal) {
    // Zero or subnormal: adding a float whose ulp is the format's smallest
    // subnormal lets the FPU round to nearest even; the difference of the
    // bit patterns is the subnormal's mantissa (or the smallest normal).
    float sum = magnitude + table->subnormalMagic;
    pattern = llvm::bit_cast<uint32_t>(sum) -
              llvm::bit_cast<uint32_t>(table->subnormalMagic);
  } else {
    // Normal: rebias the exponent and round the dropped mantissa bits to
    // nearest even (a carry into the exponent is the right answer).
    uint32_t bits = llvm::bit_cast<uint32_t>(magnitude);
    uint32_t odd = (bits >> table->shift) & 1u;
    bits += table->rebias + (1u << (table->shift - 1)) - 1u + odd;
    pattern = bits >> table->shift;
  }
  if (std::signbit(value) && (pattern != 0 || table->hasNegativeZero))
    pattern |= table->signBit;
  return static_cast<uint8_t>(pattern);
}

#ifdef SFOLD_HAVE_F16C_PATH
static void floatsToNarrowAVX2(const uint8_t *bulk, const float *src,
                               uint8_t *dst, int64_t n);
#endif

/// The table of `NarrowEncodeTable::bulk`.
static const uint8_t *getBulkEncodeTable(const detail::NarrowEncodeTable &table,
                                         const llvm::fltSemantics &sem) {
  std::call_once(table.bulkOnce, [&] {
    // 3 bytes of padding: the AVX2 path gathers 32-bit words.
    auto bulk = std::make_unique<uint8_t[]>((1 << 16) + 3);
    bulk[1 << 16] = bulk[(1 << 16) + 1] = bulk[(1 << 16) + 2] = 0;
    for (uint32_t hi = 0; hi < (1u << 16); ++hi) {
      uint32_t exponent = (hi >> 7) & 0xFFu;
      // Far beyond the largest finite value every mantissa overflows
      // alike: one APFloat call per sign and exponent instead of 128.
      if (exponent != 0xFFu && (hi & 0x7Fu) != 0 &&
          std::ldexp(1.0f, static_cast<int>(exponent) - 127) >
              2 * table.maxFinite && table.maxFinite > 0) {
        bulk[hi] = bulk[hi & ~0x7Fu];
        continue;
      }
      // The representative with the sticky bit (bit 16's role) set rounds
      // like every float of this entry.
      float representative = llvm::bit_cast<float>(hi << 16);
      bulk[hi] = detail::encodeNarrowFloat(&table, sem, representative);
    }
    table.bulk = std::move(bulk);
  });
  return table.bulk.get();
}

void detail::encodeNarrowFloats(const NarrowEncodeTable *table,
                                const llvm::fltSemantics &sem,
                                const float *src, uint8_t *dst, int64_t n) {
  if (!table || APFloat::semanticsPrecision(sem) > 6) {
    for (int64_t i = 0; i < n; ++i)
      dst[i] = encodeNarrowFloat(table, sem, src[i]);
    return;
  }
  const uint8_t *bulk = getBulkEncodeTable(*table, sem);
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return floatsToNarrowAVX2(bulk, src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i) {
    uint32_t bits = llvm::bit_cast<uint32_t>(src[i]);
    dst[i] = bulk[(bits >> 16) | ((bits & 0xFFFFu) != 0)];
  }
}

//===----------------------------------------------------------------------===//
// Bulk f16 / bf16
//===----------------------------------------------------------------------===//

#ifdef SFOLD_HAVE_F16C_PATH
/// F16C, 8 values at a time; a group holding an infinity or NaN goes
/// through the scalar function (whatever the hardware does to NaN
/// payloads, the bits are the scalar path's).
__attribute__((target("avx2,f16c"))) static void
f16ToFloatsF16C(const uint16_t *src, float *dst, int64_t n) {
  int64_t i = 0;
  const __m128i expMask = _mm_set1_epi16(0x7C00);
  for (; i + 8 <= n; i += 8) {
    __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i));
    __m128i special = _mm_cmpeq_epi16(_mm_and_si128(h, expMask), expMask);
    if (LLVM_UNLIKELY(_mm_movemask_epi8(special) != 0)) {
      for (int64_t j = i; j < i + 8; ++j)
        dst[j] = f16BitsToFloat(src[j]);
      continue;
    }
    _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(h));
  }
  for (; i < n; ++i)
    dst[i] = f16BitsToFloat(src[i]);
}

__attribute__((target("avx2,f16c"))) static void
floatsToF16F16C(const float *src, uint16_t *dst, int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 f = _mm256_loadu_ps(src + i);
    // NaN lanes: the scalar function.
    if (LLVM_UNLIKELY(_mm256_movemask_ps(_mm256_cmp_ps(f, f, _CMP_UNORD_Q)) !=
                      0)) {
      for (int64_t j = i; j < i + 8; ++j)
        dst[j] = floatToF16Bits(src[j]);
      continue;
    }
    __m128i h = _mm256_cvtps_ph(f, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + i), h);
  }
  for (; i < n; ++i)
    dst[i] = floatToF16Bits(src[i]);
}
#endif

void f16BitsToFloats(const uint16_t *src, float *dst, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return f16ToFloatsF16C(src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    dst[i] = f16BitsToFloat(src[i]);
}

void floatsToF16Bits(const float *src, uint16_t *dst, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return floatsToF16F16C(src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    dst[i] = floatToF16Bits(src[i]);
}

#ifdef SFOLD_HAVE_F16C_PATH
// The scalar loops compiled for AVX2 (GCC vectorizes them 8 wide): the
// same integer operations, so the same bits.
__attribute__((target("avx2"))) static void
bf16ToFloatsAVX2(const uint16_t *__restrict src, float *__restrict dst,
                 int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    dst[i] = llvm::bit_cast<float>(static_cast<uint32_t>(src[i]) << 16);
}
__attribute__((target("avx2"))) static void
floatsToBF16AVX2(const float *__restrict src, uint16_t *__restrict dst,
                 int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    uint32_t bits = llvm::bit_cast<uint32_t>(src[i]);
    uint16_t rounded = roundFloatBitsToBF16(bits);
    uint32_t quiet = (bits >> 16) | 0x0040u;
    dst[i] = static_cast<uint16_t>((bits & 0x7FFFFFFFu) > 0x7F800000u
                                       ? quiet
                                       : rounded);
  }
}

/// f8 / f6 / f4 -> float through the 256-entry table, 8 lanes a gather.
__attribute__((target("avx2"))) static void
narrowToFloatsAVX2(const float *table, const uint8_t *src, float *dst,
                   int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m128i bytes =
        _mm_loadl_epi64(reinterpret_cast<const __m128i *>(src + i));
    __m256i idx = _mm256_cvtepu8_epi32(bytes);
    _mm256_storeu_ps(dst + i, _mm256_i32gather_ps(table, idx, 4));
  }
  for (; i < n; ++i)
    dst[i] = table[src[i]];
}

/// float -> f8 / f6 / f4 through the 64 Ki-entry table (`bulk`, 3 bytes
/// of padding past its end), 8 lanes a gather of 32-bit words at byte
/// offsets.
__attribute__((target("avx2"))) static void
floatsToNarrowAVX2(const uint8_t *bulk, const float *src, uint8_t *dst,
                   int64_t n) {
  int64_t i = 0;
  const __m256i low16 = _mm256_set1_epi32(0xFFFF);
  const __m256i one = _mm256_set1_epi32(1);
  const __m256i zero = _mm256_setzero_si256();
  const __m256i byteMask = _mm256_set1_epi32(0xFF);
  for (; i + 8 <= n; i += 8) {
    __m256i bits = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(src + i));
    __m256i sticky = _mm256_andnot_si256(
        _mm256_cmpeq_epi32(_mm256_and_si256(bits, low16), zero), one);
    __m256i idx = _mm256_or_si256(_mm256_srli_epi32(bits, 16), sticky);
    __m256i words = _mm256_i32gather_epi32(
        reinterpret_cast<const int *>(bulk), idx, 1);
    words = _mm256_and_si256(words, byteMask);
    __m256i packed16 = _mm256_packus_epi32(words, words);
    __m256i packed8 = _mm256_packus_epi16(packed16, packed16);
    // Lanes 0-3 in bytes 0-3 of the low 128 bits, 4-7 of the high ones.
    uint32_t lo = static_cast<uint32_t>(
        _mm_cvtsi128_si32(_mm256_castsi256_si128(packed8)));
    uint32_t hi = static_cast<uint32_t>(
        _mm_cvtsi128_si32(_mm256_extracti128_si256(packed8, 1)));
    std::memcpy(dst + i, &lo, 4);
    std::memcpy(dst + i + 4, &hi, 4);
  }
  for (; i < n; ++i) {
    uint32_t bits = llvm::bit_cast<uint32_t>(src[i]);
    dst[i] = bulk[(bits >> 16) | ((bits & 0xFFFFu) != 0)];
  }
}
#endif

void bf16BitsToFloats(const uint16_t *src, float *dst, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return bf16ToFloatsAVX2(src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    dst[i] = bf16BitsToFloat(src[i]);
}

void floatsToBF16Bits(const float *src, uint16_t *dst, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return floatsToBF16AVX2(src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    dst[i] = floatToBF16Bits(src[i]);
}

void detail::decodeNarrowFloats(const float *table, const uint8_t *src,
                                float *dst, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return narrowToFloatsAVX2(table, src, dst, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    dst[i] = table[src[i]];
}

#ifdef SFOLD_HAVE_F16C_PATH
/// `lookupBytePairs` 8 at a time: the indices widened to 32 bits, one gather
/// of 4-byte words, their low bytes packed back.
__attribute__((target("avx2"))) static void
lookupBytePairsAVX2(const uint8_t *table, const uint8_t *a, const uint8_t *b,
                    uint8_t *r, int64_t n) {
  const __m256i lowBytes = _mm256_setr_epi8(
      0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, //
      0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m256i lanes = _mm256_setr_epi32(0, 4, 0, 0, 0, 0, 0, 0);
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256i x = _mm256_cvtepu8_epi32(
        _mm_loadl_epi64(reinterpret_cast<const __m128i *>(a + i)));
    __m256i y = _mm256_cvtepu8_epi32(
        _mm_loadl_epi64(reinterpret_cast<const __m128i *>(b + i)));
    __m256i index = _mm256_or_si256(_mm256_slli_epi32(x, 8), y);
    __m256i words = _mm256_i32gather_epi32(
        reinterpret_cast<const int *>(table), index, 1);
    __m256i packed = _mm256_permutevar8x32_epi32(
        _mm256_shuffle_epi8(words, lowBytes), lanes);
    _mm_storel_epi64(reinterpret_cast<__m128i *>(r + i),
                     _mm256_castsi256_si128(packed));
  }
  for (; i < n; ++i)
    r[i] = table[(static_cast<unsigned>(a[i]) << 8) | b[i]];
}
#endif

void detail::lookupBytePairs(const uint8_t *table, const uint8_t *a,
                             const uint8_t *b, uint8_t *r, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  if (getKernelIsa() != KernelIsa::Portable)
    return lookupBytePairsAVX2(table, a, b, r, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    r[i] = table[(static_cast<unsigned>(a[i]) << 8) | b[i]];
}

namespace {
/// What `combineBytePairs` needs of an 8-bit format with IEEE's layout
/// (sign, exponent, mantissa; an exponent field of 0 for zeros and
/// subnormals).
struct BytePairFormat {
  /// 23 minus the mantissa bits: `magnitude << shift` puts the exponent and
  /// mantissa fields where f32 has them.
  int shift;
  /// 2^(127 - bias): the f32 read from those bits, times this, is the value
  /// (subnormals included: f32's subnormals scale alike).
  float unscale;
  /// The smallest magnitude (the byte without its sign) that is infinity or
  /// NaN (f8E4M3FN: its NaN, 0x7F); a finite result that rounds to it or
  /// beyond overflows to it.
  int firstSpecial;
};

std::optional<BytePairFormat> getBytePairFormat(const llvm::fltSemantics &sem) {
  switch (APFloatBase::SemanticsToEnum(sem)) {
  case APFloatBase::S_Float8E4M3FN:
  case APFloatBase::S_Float8E5M2:
  case APFloatBase::S_Float8E4M3:
  case APFloatBase::S_Float8E3M4:
    break;
  default:
    return std::nullopt;
  }
  int mantissa = static_cast<int>(APFloat::semanticsPrecision(sem)) - 1;
  int bias = 1 - APFloat::semanticsMinExponent(sem);
  bool finiteNaNOnly = &sem == &APFloat::Float8E4M3FN();
  return BytePairFormat{23 - mantissa, std::ldexp(1.0f, 127 - bias),
                        finiteNaNOnly ? 0x7F : (0x7F & ~((1 << mantissa) - 1))};
}
} // namespace

#ifdef SFOLD_HAVE_F16C_PATH
/// An operand's f32 (see combineBytePairsAVX2) from its byte `v`, `abs` its
/// magnitude.
__attribute__((target("avx2"), always_inline)) static inline __m256
scaledByteOf(__m256i v, __m256i abs, __m128i shift, __m256i signBit) {
  __m256i sign = _mm256_slli_epi32(_mm256_and_si256(v, signBit), 24);
  return _mm256_castsi256_ps(
      _mm256_or_si256(_mm256_sll_epi32(abs, shift), sign));
}

/// The 32-bit lanes of combineBytePairsAVX2's constants.
struct BytePairLanes {
  __m128i shift;
  __m256i magnitude, signBit, absolute, one, halfBelow, firstSpecial;
  __m256 unscale;
};

/// Eight results of combineBytePairsAVX2 as 32-bit lanes, from the bytes
/// at a and b.
template <detail::BytePairOp Op>
__attribute__((target("avx2"), always_inline)) static inline __m256i
eightBytePairs(const BytePairLanes &c, const uint8_t *a, const uint8_t *b) {
  __m256i x = _mm256_cvtepu8_epi32(
      _mm_loadl_epi64(reinterpret_cast<const __m128i *>(a)));
  __m256i y = _mm256_cvtepu8_epi32(
      _mm_loadl_epi64(reinterpret_cast<const __m128i *>(b)));
  __m256 xs =
      scaledByteOf(x, _mm256_and_si256(x, c.magnitude), c.shift, c.signBit);
  __m256 ys =
      scaledByteOf(y, _mm256_and_si256(y, c.magnitude), c.shift, c.signBit);
  __m256 v = Op == detail::BytePairOp::Multiply
                 ? _mm256_mul_ps(_mm256_mul_ps(xs, c.unscale), ys)
                 : _mm256_add_ps(xs, ys);
  __m256i bits = _mm256_castps_si256(v);
  __m256i abs = _mm256_and_si256(bits, c.absolute);
  __m256i odd = _mm256_and_si256(_mm256_srl_epi32(abs, c.shift), c.one);
  __m256i rounded = _mm256_srl_epi32(
      _mm256_add_epi32(abs, _mm256_add_epi32(c.halfBelow, odd)), c.shift);
  return _mm256_or_si256(
      _mm256_min_epu32(rounded, c.firstSpecial),
      _mm256_and_si256(_mm256_srli_epi32(bits, 24), c.signBit));
}

/// Whether each of the 32 bytes at p is infinite or NaN (its magnitude
/// past `lastFinite`), as a byte mask.
__attribute__((target("avx2"), always_inline)) static inline __m256i
specialBytes(const uint8_t *p, __m256i lastFinite) {
  __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
  return _mm256_cmpgt_epi8(_mm256_and_si256(v, _mm256_set1_epi8(0x7F)),
                           lastFinite);
}

/// `combineBytePairs` 32 at a time. Each operand's bits, shifted, are an f32
/// whose value is the operand's times 2^-(127 - bias) = s: the product
/// (x s 2^(127-bias)) y s and the sum x s + y s are the float op's result
/// times s, exactly as the float op rounds it (a product of two such
/// values has at most 10 significant bits and stays above 2^-149; a sum
/// below 2^-126 is exact, above it rounds as the unscaled sum does). The
/// result's bits shifted back, rounded to nearest even on the integer, are
/// the rounded magnitude, subnormals included: f32's encoding grows
/// linearly through its subnormals as the format's does. Magnitudes from
/// `firstSpecial` on are the format's overflow (infinity, or f8E4M3FN's
/// NaN), with the result's sign. An operand that is infinite or NaN takes
/// its result from the table. The loop runs in IEEE's default mode whatever
/// the caller's (flush-to-zero and denormals-are-zero off, nearest even,
/// exceptions masked): its f32 values are subnormal where the format's are,
/// which a flushing mode (TensorFlow's worker threads set one) would zero.
template <detail::BytePairOp Op>
__attribute__((target("avx2"))) static void
combineBytePairsAVX2(const BytePairFormat &format, const uint8_t *table,
                     const uint8_t *a, const uint8_t *b, uint8_t *r,
                     int64_t n) {
  const BytePairLanes lanes = {_mm_cvtsi32_si128(format.shift),
                               _mm256_set1_epi32(0x7F),
                               _mm256_set1_epi32(0x80),
                               _mm256_set1_epi32(0x7FFFFFFF),
                               _mm256_set1_epi32(1),
                               _mm256_set1_epi32((1 << (format.shift - 1)) - 1),
                               _mm256_set1_epi32(format.firstSpecial),
                               _mm256_set1_ps(format.unscale)};
  const __m256i lastFinite =
      _mm256_set1_epi8(static_cast<char>(format.firstSpecial - 1));
  // The packs leave 4-byte groups in the order 0, 2, 4, 6, 1, 3, 5, 7.
  const __m256i groups = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  constexpr unsigned kFlushToZero = 0x8000, kDenormalsAreZero = 0x40,
                     kRoundingMode = 0x6000, kExceptionMasks = 0x1F80;
  unsigned callerMode = _mm_getcsr();
  _mm_setcsr(
      (callerMode & ~(kFlushToZero | kDenormalsAreZero | kRoundingMode)) |
      kExceptionMasks);
  int64_t i = 0;
  for (; i + 32 <= n; i += 32) {
    __m256i r01 =
        _mm256_packus_epi32(eightBytePairs<Op>(lanes, a + i, b + i),
                            eightBytePairs<Op>(lanes, a + i + 8, b + i + 8));
    __m256i r23 =
        _mm256_packus_epi32(eightBytePairs<Op>(lanes, a + i + 16, b + i + 16),
                            eightBytePairs<Op>(lanes, a + i + 24, b + i + 24));
    _mm256_storeu_si256(
        reinterpret_cast<__m256i *>(r + i),
        _mm256_permutevar8x32_epi32(_mm256_packus_epi16(r01, r23), groups));
    unsigned mask = static_cast<unsigned>(_mm256_movemask_epi8(_mm256_or_si256(
        specialBytes(a + i, lastFinite), specialBytes(b + i, lastFinite))));
    for (; mask != 0; mask &= mask - 1) {
      int64_t k = i + __builtin_ctz(mask);
      r[k] = table[(static_cast<unsigned>(a[k]) << 8) | b[k]];
    }
  }
  _mm_setcsr(callerMode);
  for (; i < n; ++i)
    r[i] = table[(static_cast<unsigned>(a[i]) << 8) | b[i]];
}
#endif

bool detail::combineBytePairs(const llvm::fltSemantics &sem, BytePairOp op,
                              const uint8_t *table, const uint8_t *a,
                              const uint8_t *b, uint8_t *r, int64_t n) {
#ifdef SFOLD_HAVE_F16C_PATH
  std::optional<BytePairFormat> format = getBytePairFormat(sem);
  if (!format || getKernelIsa() == KernelIsa::Portable)
    return false;
  if (op == detail::BytePairOp::Multiply)
    combineBytePairsAVX2<detail::BytePairOp::Multiply>(*format, table, a, b, r,
                                                       n);
  else
    combineBytePairsAVX2<detail::BytePairOp::Add>(*format, table, a, b, r, n);
  return true;
#else
  (void)sem, (void)op, (void)table, (void)a, (void)b, (void)r, (void)n;
  return false;
#endif
}

FloatCodec<Narrow8Tag>::FloatCodec(Type elementType)
    : sem(getFloatSemantics(elementType)),
      table(sem ? getNarrowFloatDecodeTable(*sem) : nullptr) {
  if (!table) { // Not a narrow float: behave as f8E5M2 rather than crash.
    sem = &APFloat::Float8E5M2();
    table = getNarrowFloatDecodeTable(*sem);
  }
  encodeTable = detail::getNarrowFloatEncodeTable(*sem);
}

FloatCodec<TF32Tag>::FloatCodec(Type elementType)
    : sem(getFloatSemantics(elementType)) {
  if (!sem)
    sem = &APFloat::FloatTF32();
}

} // namespace mlir::sfold
