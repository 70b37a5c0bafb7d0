//===- FloatConversions.cpp - Narrow float <-> float conversions ----------===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

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
/// Sorted non-negative finite values of a narrow format, for encoding by
/// binary search.
struct NarrowEncodeTable {
  std::array<float, 256> values;
  std::array<uint8_t, 256> patterns;
  unsigned count = 0;
  uint8_t signBit = 0;
  bool hasNegativeZero = false;
  bool usable = false; ///< False for unsigned formats: APFloat path instead.
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
      SmallVector<std::pair<float, uint8_t>> entries;
      for (unsigned p = 0; p < (1u << width); ++p) {
        float f = decode[s][p];
        if (std::isfinite(f) && !std::signbit(f))
          entries.push_back({f, static_cast<uint8_t>(p)});
      }
      llvm::sort(entries);
      for (auto [f, p] : entries) {
        enc.values[enc.count] = f;
        enc.patterns[enc.count] = p;
        ++enc.count;
      }
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
  if (!table || !table->usable || !(magnitude <= table->values[table->count - 1]))
    return static_cast<uint8_t>(floatToFloatBits(sem, value));
  const float *begin = table->values.data();
  const float *it = std::lower_bound(begin, begin + table->count, magnitude);
  size_t hi = it - begin;
  uint8_t pattern;
  if (*it == magnitude) {
    pattern = table->patterns[hi];
  } else {
    // values[hi - 1] < magnitude < values[hi]; the midpoint is exact in
    // double. Ties go to the even pattern (even significand).
    double mid = (static_cast<double>(begin[hi - 1]) + begin[hi]) / 2;
    uint8_t loP = table->patterns[hi - 1], hiP = table->patterns[hi];
    if (magnitude < mid)
      pattern = loP;
    else if (magnitude > mid)
      pattern = hiP;
    else
      pattern = (loP & 1) ? hiP : loP;
  }
  if (std::signbit(value) && (pattern != 0 || table->hasNegativeZero))
    pattern |= table->signBit;
  return pattern;
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
