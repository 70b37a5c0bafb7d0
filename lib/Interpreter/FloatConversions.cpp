//===- FloatConversions.cpp - Narrow float <-> float conversions ----------===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"

#include <array>

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

uint64_t doubleToFloatBits(const llvm::fltSemantics &sem, double value) {
  if (isUnrepresentableNegative(sem, value < 0))
    return APFloat::getNaN(sem).bitcastToAPInt().getZExtValue();
  APFloat v(value);
  bool losesInfo = false;
  (void)v.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return v.bitcastToAPInt().getZExtValue();
}

uint64_t floatToFloatBits(const llvm::fltSemantics &sem, float value) {
  if (isUnrepresentableNegative(sem, value < 0))
    return APFloat::getNaN(sem).bitcastToAPInt().getZExtValue();
  APFloat v(value);
  bool losesInfo = false;
  (void)v.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return v.bitcastToAPInt().getZExtValue();
}

namespace {
struct DecodeTables {
  static constexpr unsigned kNum = APFloatBase::S_MaxSemantics + 1;
  std::array<std::array<float, 256>, kNum> tables;
  std::array<bool, kNum> present{};

  DecodeTables() {
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
        tables[s][i] = llvm::bit_cast<float>(bits);
      }
    }
  }
};
} // namespace

const float *getNarrowFloatDecodeTable(const llvm::fltSemantics &sem) {
  static const DecodeTables tables;
  unsigned s = APFloatBase::SemanticsToEnum(sem);
  if (s >= DecodeTables::kNum || !tables.present[s])
    return nullptr;
  return tables.tables[s].data();
}

FloatCodec<Narrow8Tag>::FloatCodec(Type elementType)
    : sem(getFloatSemantics(elementType)),
      table(sem ? getNarrowFloatDecodeTable(*sem) : nullptr) {
  if (!table) { // Not a narrow float: behave as f8E5M2 rather than crash.
    sem = &APFloat::Float8E5M2();
    table = getNarrowFloatDecodeTable(*sem);
  }
}

FloatCodec<TF32Tag>::FloatCodec(Type elementType)
    : sem(getFloatSemantics(elementType)) {
  if (!sem)
    sem = &APFloat::FloatTF32();
}

} // namespace mlir::sfold
