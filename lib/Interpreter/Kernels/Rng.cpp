//===- Rng.cpp - rng_bit_generator and rng --------------------------------===//
//
// See MiscKernels.h for the exact definitions these functions implement.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/CrMath.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/MiscKernels.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// The block ciphers
//===----------------------------------------------------------------------===//

static uint32_t rotateLeft(uint32_t v, unsigned r) {
  return (v << r) | (v >> (32 - r));
}

std::array<uint32_t, 2> mlir::sfold::threefry2x32(std::array<uint32_t, 2> x,
                                                  std::array<uint32_t, 2> key) {
  static constexpr unsigned rotations[2][4] = {{13, 15, 26, 6},
                                               {17, 29, 16, 24}};
  // The key schedule: the two key words and their parity word.
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  x[0] += ks[0];
  x[1] += ks[1];
  // Five groups of four rounds; a key injection after each group.
  for (unsigned group = 0; group < 5; ++group) {
    for (unsigned r : rotations[group % 2]) {
      x[0] += x[1];
      x[1] = rotateLeft(x[1], r) ^ x[0];
    }
    x[0] += ks[(group + 1) % 3];
    x[1] += ks[(group + 2) % 3] + (group + 1);
  }
  return x;
}

std::array<uint32_t, 4> mlir::sfold::philox4x32(std::array<uint32_t, 4> x,
                                                std::array<uint32_t, 2> key) {
  constexpr uint64_t mulA = 0xD2511F53u, mulB = 0xCD9E8D57u;
  constexpr uint32_t bumpA = 0x9E3779B9u, bumpB = 0xBB67AE85u;
  for (unsigned round = 0; round < 10; ++round) {
    uint64_t p0 = mulA * x[0], p1 = mulB * x[2];
    x = {static_cast<uint32_t>(p1 >> 32) ^ x[1] ^ key[0],
         static_cast<uint32_t>(p1),
         static_cast<uint32_t>(p0 >> 32) ^ x[3] ^ key[1],
         static_cast<uint32_t>(p0)};
    key[0] += bumpA;
    key[1] += bumpB;
  }
  return x;
}

static std::array<uint32_t, 2> splitWords(uint64_t v) {
  return {static_cast<uint32_t>(v), static_cast<uint32_t>(v >> 32)};
}

static uint64_t joinWords(uint32_t low, uint32_t high) {
  return static_cast<uint64_t>(low) | (static_cast<uint64_t>(high) << 32);
}

namespace {
/// A 128-bit Philox counter.
struct Counter128 {
  uint64_t low, high;
  Counter128 plus(uint64_t n) const {
    uint64_t l = low + n;
    return {l, high + (l < low ? 1 : 0)};
  }
  std::array<uint32_t, 4> words() const {
    auto l = splitWords(low), h = splitWords(high);
    return {l[0], l[1], h[0], h[1]};
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Bit streams
//===----------------------------------------------------------------------===//

/// Threefry with 64 bits per element: element i uses counter `ctr + i`.
static void threefryBits64(uint64_t key, uint64_t &ctr, int64_t n,
                           std::vector<uint64_t> &bits) {
  auto k = splitWords(key);
  for (int64_t i = 0; i < n; ++i) {
    auto x = threefry2x32(splitWords(ctr + static_cast<uint64_t>(i)), k);
    bits[i] = joinWords(x[0], x[1]);
  }
  ctr += static_cast<uint64_t>(n);
}

/// Threefry with 32 bits per element: the shape is halved along one
/// dimension; the two words of a block go to neighbours along it.
static void threefryBits32(uint64_t key, uint64_t &ctr, ArrayRef<int64_t> shape,
                           std::vector<uint64_t> &bits) {
  auto k = splitWords(key);
  if (shape.empty()) {
    bits[0] = threefry2x32(splitWords(ctr), k)[0];
    ctr += 1;
    return;
  }
  // The first even dimension, else the (first) largest one.
  int64_t split = -1;
  for (int64_t d = 0, e = shape.size(); d < e; ++d)
    if (shape[d] % 2 == 0) {
      split = d;
      break;
    }
  if (split < 0) {
    split = 0;
    for (int64_t d = 1, e = shape.size(); d < e; ++d)
      if (shape[d] > shape[split])
        split = d;
  }
  SmallVector<int64_t> half(shape);
  half[split] = (shape[split] + 1) / 2;
  SmallVector<int64_t> halfStrides = computeStrides(half);
  int64_t halfCount = 1;
  for (int64_t d : half)
    halfCount *= d;
  std::vector<std::array<uint32_t, 2>> blocks(halfCount);
  for (int64_t j = 0; j < halfCount; ++j)
    blocks[j] = threefry2x32(splitWords(ctr + static_cast<uint64_t>(j)), k);
  int64_t i = 0;
  for (ArrayRef<int64_t> index : indexSpace(shape)) {
    int64_t j = 0;
    for (int64_t d = 0, e = shape.size(); d < e; ++d)
      j += (d == split ? index[d] / 2 : index[d]) * halfStrides[d];
    bits[i++] = blocks[j][index[split] % 2];
  }
  ctr += static_cast<uint64_t>(halfCount);
}

/// Philox with 32 bits per element: block j feeds elements 4j..4j+3.
static void philoxBits32(uint64_t key, Counter128 &ctr, int64_t n,
                         std::vector<uint64_t> &bits) {
  auto k = splitWords(key);
  int64_t blocks = (n + 3) / 4;
  for (int64_t j = 0; j < blocks; ++j) {
    auto x = philox4x32(ctr.plus(static_cast<uint64_t>(j)).words(), k);
    for (int64_t w = 0; w < 4 && 4 * j + w < n; ++w)
      bits[4 * j + w] = x[w];
  }
  ctr = ctr.plus(static_cast<uint64_t>(blocks));
}

/// Philox with 64 bits per element: block j feeds elements 2j and 2j+1.
static void philoxBits64(uint64_t key, Counter128 &ctr, int64_t n,
                         std::vector<uint64_t> &bits) {
  auto k = splitWords(key);
  int64_t blocks = (n + 1) / 2;
  for (int64_t j = 0; j < blocks; ++j) {
    auto x = philox4x32(ctr.plus(static_cast<uint64_t>(j)).words(), k);
    bits[2 * j] = joinWords(x[0], x[1]);
    if (2 * j + 1 < n)
      bits[2 * j + 1] = joinWords(x[2], x[3]);
  }
  ctr = ctr.plus(static_cast<uint64_t>(blocks));
}

/// Stores the low bits of `bits` as the elements of `t` (integers of
/// sub-byte width sign- or zero-extended as Tensor.h requires).
static void storeBits(Tensor &t, ArrayRef<uint64_t> bits) {
  unsigned bytes = t.getElementStorageBytes();
  unsigned width = getElementBitWidth(t.getElementType());
  if (width == 0 || width > 8 * bytes)
    width = 8 * bytes;
  bool signExtend = t.getStorageKind() == StorageKind::I8 && width < 8;
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  char *out = t.mutableRawData();
  for (size_t i = 0, e = bits.size(); i < e; ++i) {
    uint64_t v = bits[i] & mask;
    if (signExtend && (v >> (width - 1)) & 1)
      v |= ~mask;
    for (unsigned b = 0; b < bytes; ++b)
      out[i * bytes + b] = static_cast<char>((v >> (8 * b)) & 0xFF);
  }
}

FailureOr<RngBits> mlir::sfold::rngBitGenerator(RngBitAlgorithm algorithm,
                                                const Tensor &initialState,
                                                RankedTensorType outputType,
                                                std::string &error) {
  if (initialState.getRank() != 1 ||
      initialState.getStorageKind() != StorageKind::U64) {
    error = "the state must be a 1-D tensor of ui64";
    return failure();
  }
  ArrayRef<uint64_t> state = initialState.data<uint64_t>();
  int64_t stateSize = state.size();
  bool threefry = algorithm == RngBitAlgorithm::ThreeFry;
  if (threefry && stateSize != 2) {
    error = "THREE_FRY needs a state of 2 elements";
    return failure();
  }
  if (!threefry && stateSize != 2 && stateSize != 3) {
    error = "PHILOX (and DEFAULT) need a state of 2 or 3 elements";
    return failure();
  }
  if (!Tensor::isSupportedType(outputType)) {
    error = "unsupported output type";
    return failure();
  }
  Type elementType = outputType.getElementType();
  std::optional<StorageKind> kind = getStorageKind(elementType);
  if (!kind || *kind == StorageKind::Bool || *kind == StorageKind::C64 ||
      *kind == StorageKind::C128) {
    error = "the output must hold integers or floats";
    return failure();
  }

  Tensor output(outputType);
  int64_t n = output.getNumElements();
  std::vector<uint64_t> bits(n);
  bool wide = output.getElementStorageBytes() == 8;
  SmallVector<uint64_t, 3> newState(state.begin(), state.end());
  uint64_t key = state[0];
  if (threefry) {
    uint64_t ctr = state[1];
    if (wide)
      threefryBits64(key, ctr, n, bits);
    else
      threefryBits32(key, ctr, outputType.getShape(), bits);
    newState[1] = ctr;
  } else {
    Counter128 ctr = stateSize == 3 ? Counter128{state[1], state[2]}
                                    : Counter128{state[1], state[0]};
    if (wide)
      philoxBits64(key, ctr, n, bits);
    else
      philoxBits32(key, ctr, n, bits);
    newState[1] = ctr.low;
    if (stateSize == 3)
      newState[2] = ctr.high;
  }
  storeBits(output, bits);
  RngBits result;
  result.output = std::move(output);
  result.outputState =
      Tensor::fromValues<uint64_t>(initialState.getType(), newState);
  return result;
}

//===----------------------------------------------------------------------===//
// rng
//===----------------------------------------------------------------------===//

/// One 64-bit random value per element, from Philox keyed by `seed`.
static std::vector<uint64_t> randomWords(uint64_t seed, int64_t n) {
  std::vector<uint64_t> bits(n);
  Counter128 ctr{0, 0x5eedULL};
  philoxBits64(seed, ctr, n, bits);
  return bits;
}

/// A uniform double in [0, 1) from the top 53 bits of `bits`.
static double unitInterval(uint64_t bits) {
  return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

namespace {
/// Reads and writes real elements of one storage kind as doubles.
template <typename Tag> struct RealAccess {
  using S = typename Tag::StorageType;
  const llvm::fltSemantics *sem;
  double read(S v) const {
    if constexpr (Tag::kind == ElementKind::Float)
      return static_cast<double>(v);
    else
      return floatBitsToDouble(*sem, static_cast<uint64_t>(v));
  }
  S write(double v) const {
    if constexpr (Tag::kind == ElementKind::Float) {
      // Out of range (not representable): infinity, as IEEE rounding gives.
      constexpr double max = std::numeric_limits<S>::max();
      if (v > max)
        return std::numeric_limits<S>::infinity();
      if (v < -max)
        return -std::numeric_limits<S>::infinity();
      return static_cast<S>(v);
    } else
      return static_cast<S>(doubleToFloatBits(*sem, v));
  }
};
} // namespace

FailureOr<Tensor> mlir::sfold::rngUniform(const Tensor &a, const Tensor &b,
                                          RankedTensorType resultType,
                                          uint64_t seed) {
  if (!Tensor::isSupportedType(resultType) || a.getNumElements() != 1 ||
      b.getNumElements() != 1 || a.getStorageKind() != b.getStorageKind())
    return failure();
  Tensor result(resultType);
  if (result.getStorageKind() != a.getStorageKind())
    return failure();
  int64_t n = result.getNumElements();
  std::vector<uint64_t> bits = randomWords(seed, n);
  Type elementType = resultType.getElementType();
  unsigned width = getElementBitWidth(elementType);
  return dispatchOnElementType(elementType, [&](auto tag) -> FailureOr<Tensor> {
    using Tag = decltype(tag);
    using S = typename Tag::StorageType;
    S lo = a.data<S>()[0], hi = b.data<S>()[0];
    MutableArrayRef<S> out = result.mutableData<S>();
    if constexpr (Tag::kind == ElementKind::Complex) {
      return failure();
    } else if constexpr (isFloatTag<Tag>) {
      RealAccess<Tag> access{getFloatSemantics(elementType)};
      double l = access.read(lo), h = access.read(hi);
      for (int64_t i = 0; i < n; ++i) {
        if (!(l < h)) {
          out[i] = lo;
          continue;
        }
        S v = access.write(l + unitInterval(bits[i]) * (h - l));
        out[i] = access.read(v) < h ? v : lo;
      }
      return std::move(result);
    } else {
      // Booleans and integers: the range as an unsigned distance.
      // Booleans and integers: the range as an unsigned distance, in
      // 64-bit modular arithmetic (no signed overflow).
      auto widen = [](S v) -> uint64_t {
        if constexpr (std::is_signed_v<S>)
          return static_cast<uint64_t>(static_cast<int64_t>(v));
        else
          return static_cast<uint64_t>(v);
      };
      bool empty = !(lo < hi);
      uint64_t range = widen(hi) - widen(lo);
      for (int64_t i = 0; i < n; ++i) {
        if (empty) {
          out[i] = lo;
          continue;
        }
        S v = static_cast<S>(widen(lo) + bits[i] % range);
        if constexpr (Tag::kind == ElementKind::SignedInt ||
                      Tag::kind == ElementKind::UnsignedInt)
          v = wrapToWidth<S>(v, width);
        out[i] = v;
      }
      return std::move(result);
    }
  });
}

FailureOr<Tensor> mlir::sfold::rngNormal(const Tensor &mean,
                                         const Tensor &stddev,
                                         RankedTensorType resultType,
                                         uint64_t seed) {
  if (!Tensor::isSupportedType(resultType) || mean.getNumElements() != 1 ||
      stddev.getNumElements() != 1 ||
      mean.getStorageKind() != stddev.getStorageKind())
    return failure();
  Tensor result(resultType);
  if (result.getStorageKind() != mean.getStorageKind())
    return failure();
  int64_t n = result.getNumElements();
  std::vector<uint64_t> bits = randomWords(seed, 2 * n);
  Type elementType = resultType.getElementType();
  return dispatchOnElementType(elementType, [&](auto tag) -> FailureOr<Tensor> {
    using Tag = decltype(tag);
    using S = typename Tag::StorageType;
    if constexpr (!isFloatTag<Tag>) {
      return failure();
    } else {
      RealAccess<Tag> access{getFloatSemantics(elementType)};
      double mu = access.read(mean.data<S>()[0]);
      double sigma = access.read(stddev.data<S>()[0]);
      MutableArrayRef<S> out = result.mutableData<S>();
      const double twoPi = 6.283185307179586476925286766559;
      for (int64_t i = 0; i < n; ++i) {
        // u1 in (0, 1] keeps the logarithm finite.
        double u1 = 1.0 - unitInterval(bits[2 * i]);
        double u2 = unitInterval(bits[2 * i + 1]);
        double z = std::sqrt(-2.0 * crmath::f64(crmath::Unary::Log, u1)) *
                   crmath::f64(crmath::Unary::Cos, twoPi * u2);
        out[i] = access.write(mu + sigma * z);
      }
      return std::move(result);
    }
  });
}
