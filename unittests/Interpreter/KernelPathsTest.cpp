//===- KernelPathsTest.cpp - SIMD / bulk / threaded paths vs portable -----===//
//
// The bulk conversions of narrow floats give the bits of the per-element
// conversions (every f16 / bf16 / f8 / f6 / f4 value, and a dense set of
// floats with every rounding boundary of each format), on every
// instruction set the host has; the elementwise, GEMM and reduce kernels
// give the same bits on every instruction set and for 1 and N threads;
// narrow-float arithmetic (bf16's fused loop, the 8-bit formats' pair
// tables) gives the bits of the per-element functors.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Kernels.h"
#include "stablehlo_fold/Interpreter/LinalgKernels.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

using namespace mlir;
using namespace mlir::sfold;

namespace {

const char *const kNarrowTypes[] = {
    "f4E2M1FN",   "f6E2M3FN",      "f6E3M2FN", "f8E3M4",
    "f8E4M3",     "f8E4M3FN",      "f8E4M3FNUZ", "f8E4M3B11FNUZ",
    "f8E5M2",     "f8E5M2FNUZ",    "f8E8M0FNU"};

/// The configuration of the kernels these tests run, changed between the
/// runs of a test: installed on the test thread by a KernelConfigScope.
KernelConfig testConfig;
std::optional<KernelConfigScope> installedConfig;

void installTestConfig() {
  installedConfig.reset();
  installedConfig.emplace(testConfig);
}
/// Asks the tests' kernels for `isa` (returns what they use).
KernelIsa setKernelIsa(KernelIsa isa) {
  testConfig.isa = isa;
  installTestConfig();
  return testConfig.getIsa();
}
/// Sets the tests' thread count (0: hardware threads).
void setKernelThreads(unsigned threads) {
  testConfig.threads = threads;
  installTestConfig();
}

/// The instruction sets of this host, portable first.
std::vector<KernelIsa> hostIsas() {
  std::vector<KernelIsa> isas;
  for (KernelIsa isa :
       {KernelIsa::Portable, KernelIsa::AVX2, KernelIsa::AVX512})
    if (isa <= getHostIsa())
      isas.push_back(isa);
  return isas;
}

/// Runs `check(isa, threads)` with the kernels set to each instruction set
/// of the host and each of `threadCounts`.
template <typename Check>
void onEveryPath(std::initializer_list<unsigned> threadCounts, Check check) {
  for (KernelIsa isa : hostIsas())
    for (unsigned threads : threadCounts) {
      setKernelIsa(isa);
      setKernelThreads(threads);
      check(isa, threads);
    }
}

/// Restores the instruction set and thread count at the end of a test.
struct ConfigGuard {
  KernelIsa isa = getKernelIsa();
  ~ConfigGuard() {
    setKernelIsa(isa);
    setKernelThreads(0);
  }
};

/// Floats that probe every rounding decision of a format with at most 10
/// mantissa bits: every top-16-bit pattern with the bits that f16 keeps
/// below bit 16 (13..15) in every combination and the bits below them at
/// the rounding boundary (below, at and above a half) and all-ones; both
/// signs, every exponent, NaN payloads, infinities, zeros, subnormals. Then
/// random floats.
std::vector<float> denseFloats() {
  std::vector<float> v;
  const uint32_t tails[] = {0x0, 0x1, 0x0FFF, 0x1000, 0x1001, 0x1FFF};
  v.reserve(65536 * 8 * 6 + 200000);
  for (uint32_t hi = 0; hi < 65536; ++hi)
    for (uint32_t m = 0; m < 8; ++m)
      for (uint32_t t : tails)
        v.push_back(llvm::bit_cast<float>((hi << 16) | (m << 13) | t));
  std::mt19937 rng(7);
  for (int i = 0; i < 200000; ++i)
    v.push_back(llvm::bit_cast<float>(static_cast<uint32_t>(rng())));
  return v;
}

const std::vector<float> &dense() {
  static const std::vector<float> values = denseFloats();
  return values;
}

uint32_t bitsOf(float f) { return llvm::bit_cast<uint32_t>(f); }

TEST(KernelPaths, F16AndBF16DecodeEveryValue) {
  ConfigGuard guard;
  std::vector<uint16_t> all(65536);
  for (uint32_t i = 0; i < 65536; ++i)
    all[i] = static_cast<uint16_t>(i);
  for (KernelIsa isa : hostIsas()) {
    setKernelIsa(isa);
    std::vector<float> f16(65536), bf16(65536);
    f16BitsToFloats(all.data(), f16.data(), 65536);
    bf16BitsToFloats(all.data(), bf16.data(), 65536);
    for (uint32_t i = 0; i < 65536; ++i) {
      ASSERT_EQ(bitsOf(f16[i]), bitsOf(f16BitsToFloat(i)))
          << getKernelIsaName(isa) << " f16 " << i;
      ASSERT_EQ(bitsOf(bf16[i]), bitsOf(bf16BitsToFloat(i)))
          << getKernelIsaName(isa) << " bf16 " << i;
    }
  }
}

TEST(KernelPaths, F16AndBF16EncodeDenseFloats) {
  ConfigGuard guard;
  const std::vector<float> &in = dense();
  int64_t n = in.size();
  for (KernelIsa isa : hostIsas()) {
    setKernelIsa(isa);
    std::vector<uint16_t> f16(n), bf16(n);
    floatsToF16Bits(in.data(), f16.data(), n);
    floatsToBF16Bits(in.data(), bf16.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      ASSERT_EQ(f16[i], floatToF16Bits(in[i]))
          << getKernelIsaName(isa) << " f16 " << bitsOf(in[i]);
      ASSERT_EQ(bf16[i], floatToBF16Bits(in[i]))
          << getKernelIsaName(isa) << " bf16 " << bitsOf(in[i]);
    }
  }
}

TEST(KernelPaths, NarrowFloatsBothWays) {
  MLIRContext ctx;
  const std::vector<float> &in = dense();
  int64_t n = in.size();
  for (const char *name : kNarrowTypes) {
    Type type = parseType(name, &ctx);
    FloatCodec<Narrow8Tag> codec(type);
    const llvm::fltSemantics &sem = *getFloatSemantics(type);
    // Every pattern decodes to its exact value.
    std::vector<uint8_t> all(256);
    for (unsigned i = 0; i < 256; ++i)
      all[i] = static_cast<uint8_t>(i);
    std::vector<float> decoded(256);
    codec.decode(all.data(), decoded.data(), 256);
    unsigned width = llvm::APFloat::getSizeInBits(sem);
    for (unsigned i = 0; i < (1u << width); ++i) {
      double exact = floatBitsToDouble(sem, i);
      if (std::isnan(exact))
        ASSERT_TRUE(std::isnan(decoded[i])) << name << " " << i;
      else
        ASSERT_EQ(bitsOf(decoded[i]), bitsOf(static_cast<float>(exact)))
            << name << " " << i;
    }
    // Dense floats encode as the per-element encoder does.
    std::vector<uint8_t> out(n);
    codec.encode(in.data(), out.data(), n);
    for (int64_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], codec.encode(in[i])) << name << " " << bitsOf(in[i]);
  }
}

/// Random values of `type` (storage); floats with NaNs of both signs, quiet
/// and signalling, infinities and zeros mixed in (12 in `range` values are
/// such specials), integers with random bits.
Tensor randomTensor(RankedTensorType type, unsigned seed, unsigned range = 16) {
  Tensor t(type);
  std::mt19937 rng(seed);
  Type et = type.getElementType();
  (void)dispatchOnElementType(et, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(et);
      const float specials[] = {NAN, -NAN, INFINITY, -INFINITY, 0.0f, -0.0f,
                                llvm::bit_cast<float>(0x7F800001u),
                                llvm::bit_cast<float>(0xFFA00000u),
                                65504.0f, 1e-7f, 448.0f, 57344.0f};
      for (T &v : t.mutableData<T>()) {
        unsigned r = rng() % range;
        float f = r < 12 ? specials[r]
                         : std::ldexp(static_cast<float>(rng() % 4096) - 2048,
                                      static_cast<int>(rng() % 40) - 30);
        v = codec.encode(static_cast<typename FloatCodec<Tag>::ComputeType>(f));
      }
    } else if constexpr (isIntegerTag<Tag>) {
      for (T &v : t.mutableData<T>())
        v = static_cast<T>(rng());
    } else if constexpr (Tag::kind == ElementKind::Bool) {
      for (T &v : t.mutableData<T>())
        v = static_cast<T>(rng() & 1);
    }
  });
  return t;
}

TEST(KernelPaths, ElementwiseSameBitsOnEveryPath) {
  MLIRContext ctx;
  ConfigGuard guard;
  const char *types[] = {"f32", "f64", "f16", "bf16", "f8E4M3FN",
                         "f8E5M2", "f4E2M1FN", "f6E3M2FN", "f8E8M0FNU"};
  // Past parallelForRanges' grain, so threads split the work.
  constexpr int64_t kN = (1 << 18) + 37;
  for (const char *name : types) {
    auto type = RankedTensorType::get({kN}, parseType(name, &ctx));
    Tensor a = randomTensor(type, 1), b = randomTensor(type, 2);
    for (auto kernel : {addOp, subtractOp, multiplyOp, divideOp, maximumOp}) {
      setKernelIsa(KernelIsa::Portable);
      setKernelThreads(1);
      Tensor expected = kernel(a, b, type);
      ASSERT_TRUE(expected);
      // The portable bulk path is the exact functor, element by element.
      (void)binop::visitTypedBinaryOp<binop::AddFn>(
          type.getElementType(), [&](auto op) {
            using T = typename decltype(op)::T;
            if (kernel != addOp)
              return;
            for (int64_t i = 0; i < kN; i += 97) {
              T want = op(a.data<T>()[i], b.data<T>()[i]);
              ASSERT_EQ(std::memcmp(&expected.data<T>()[i], &want, sizeof(T)),
                        0)
                  << name << " " << i;
            }
          });
      onEveryPath({1u, 3u}, [&](KernelIsa isa, unsigned threads) {
        ASSERT_TRUE(kernel(a, b, type).isBitwiseEqual(expected))
            << name << " " << getKernelIsaName(isa) << " threads " << threads;
      });
    }
  }
}

/// `kernel` applied to element i of `a` and `b` alone (0-d operands: the
/// per-element functor, a NaN result computed with its NaN rule), for every
/// i, as one tensor of `type`; the operands repeat with period `period`.
Tensor perElement(Tensor (*kernel)(const Tensor &, const Tensor &, ShapedType),
                  const Tensor &a, const Tensor &b, RankedTensorType type,
                  int64_t period) {
  auto scalar = RankedTensorType::get({}, type.getElementType());
  size_t bytes = a.getElementStorageBytes();
  Tensor out(type);
  char *r = out.mutableRawData();
  for (int64_t i = 0; i < a.getNumElements(); ++i) {
    if (i >= period) {
      std::memcpy(r + i * bytes, r + (i % period) * bytes, bytes);
      continue;
    }
    Tensor x(scalar, a.getRawBytes().slice(i * bytes, bytes));
    Tensor y(scalar, b.getRawBytes().slice(i * bytes, bytes));
    std::memcpy(r + i * bytes, kernel(x, y, scalar).rawData(), bytes);
  }
  return out;
}

TEST(KernelPaths, NarrowFloatArithmeticMatchesPerElement) {
  MLIRContext ctx;
  ConfigGuard guard;
  // 8-bit formats: every pair of values (four times, so that three threads
  // each take more than the pair table's threshold, and 5 more, so that
  // the 8-lane loops of add and multiply end with a tail); bf16 and f16
  // (their fused loops): random values with NaNs, infinities, zeros and
  // subnormals.
  constexpr int64_t kN = (int64_t(1) << 18) + 5;
  std::vector<const char *> names(std::begin(kNarrowTypes),
                                  std::end(kNarrowTypes));
  names.push_back("bf16");
  names.push_back("f16");
  for (const char *name : names) {
    Type et = parseType(name, &ctx);
    auto type = RankedTensorType::get({kN}, et);
    Tensor a = randomTensor(type, 4), b = randomTensor(type, 5);
    int64_t period = kN;
    if (getElementBitWidth(et) <= 8) {
      period = int64_t(1) << 16;
      unsigned mask = (1u << getElementBitWidth(et)) - 1;
      MutableArrayRef<uint8_t> x = a.mutableData<uint8_t>();
      MutableArrayRef<uint8_t> y = b.mutableData<uint8_t>();
      for (int64_t i = 0; i < kN; ++i) {
        x[i] = static_cast<uint8_t>((i >> 8) & mask);
        y[i] = static_cast<uint8_t>(i & mask);
      }
    }
    for (auto kernel : {addOp, subtractOp, multiplyOp, divideOp, maximumOp,
                        minimumOp}) {
      setKernelIsa(KernelIsa::Portable);
      setKernelThreads(1);
      Tensor expected = perElement(kernel, a, b, type, period);
      onEveryPath({1u, 3u}, [&](KernelIsa isa, unsigned threads) {
        ASSERT_TRUE(kernel(a, b, type).isBitwiseEqual(expected))
            << name << " " << getKernelIsaName(isa) << " threads " << threads;
      });
    }
  }
}

#if defined(__x86_64__)
// f8 add and multiply compute in f32 lanes whose values are subnormal where
// the format's are: a caller's flush-to-zero / denormals-are-zero mode
// (TensorFlow's worker threads set both) must not change their bits.
TEST(KernelPaths, NarrowFloatArithmeticIgnoresFlushToZero) {
  MLIRContext ctx;
  ConfigGuard guard;
  constexpr int64_t kN = int64_t(1) << 16;
  for (const char *name : {"f8E4M3FN", "f8E5M2", "f8E4M3", "f8E3M4"}) {
    auto type = RankedTensorType::get({kN}, parseType(name, &ctx));
    Tensor a(type), b(type);
    for (int64_t i = 0; i < kN; ++i) {
      a.mutableData<uint8_t>()[i] = static_cast<uint8_t>(i >> 8);
      b.mutableData<uint8_t>()[i] = static_cast<uint8_t>(i);
    }
    for (auto kernel : {addOp, multiplyOp}) {
      setKernelIsa(KernelIsa::Portable);
      setKernelThreads(1);
      Tensor expected = kernel(a, b, type);
      onEveryPath({1u}, [&](KernelIsa isa, unsigned) {
        unsigned mode = _mm_getcsr();
        _mm_setcsr(mode | 0x8040); // Flush-to-zero, denormals-are-zero.
        Tensor result = kernel(a, b, type);
        unsigned after = _mm_getcsr();
        _mm_setcsr(mode);
        EXPECT_EQ(after, mode | 0x8040) << "the caller's mode is restored";
        EXPECT_TRUE(result.isBitwiseEqual(expected))
            << name << " " << getKernelIsaName(isa);
      });
    }
  }
}
#endif

TEST(KernelPaths, ConvertSameBitsOnEveryPath) {
  MLIRContext ctx;
  ConfigGuard guard;
  constexpr int64_t kN = (1 << 18) + 5;
  auto f32 = RankedTensorType::get({kN}, Float32Type::get(&ctx));
  Tensor src = randomTensor(f32, 3);
  for (const char *name : {"f16", "bf16", "f8E4M3FN", "f8E5M2", "f4E2M1FN"}) {
    auto type = RankedTensorType::get({kN}, parseType(name, &ctx));
    setKernelIsa(KernelIsa::Portable);
    setKernelThreads(1);
    Tensor narrow = convertOp(src, type);
    Tensor back = convertOp(narrow, f32);
    for (KernelIsa isa : hostIsas()) {
      setKernelIsa(isa);
      setKernelThreads(3);
      EXPECT_TRUE(convertOp(src, type).isBitwiseEqual(narrow)) << name;
      EXPECT_TRUE(convertOp(narrow, f32).isBitwiseEqual(back)) << name;
    }
  }
}

/// out[i][j] of a GEMM with the fixed order and the NaN rule, in F.
template <typename F>
F referenceDot(const std::vector<F> &a, const std::vector<F> &b, int64_t i,
               int64_t j, int64_t k, int64_t n) {
  F acc = 0;
  for (int64_t kk = 0; kk < k; ++kk)
    acc = binop::AddFn::f(acc, binop::MultiplyFn::f(a[i * k + kk],
                                                    b[kk * n + j]));
  return acc;
}

template <typename F>
void checkGemm(MLIRContext &ctx, Type et, int64_t m, int64_t k, int64_t n,
               bool specials) {
  std::mt19937 rng(m * 1000003 + k * 1009 + n);
  std::uniform_real_distribution<F> dist(-1, 1);
  auto fill = [&](int64_t size) {
    std::vector<F> v(size);
    for (F &x : v) {
      x = dist(rng);
      if (specials && rng() % 50 == 0) {
        const F s[] = {F(NAN), -F(NAN), F(INFINITY), -F(INFINITY), F(0),
                       -F(0)};
        x = s[rng() % 6];
      }
    }
    return v;
  };
  std::vector<F> a = fill(m * k), b = fill(k * n);
  Tensor lhs = Tensor::fromValues<F>(RankedTensorType::get({m, k}, et), a);
  Tensor rhs = Tensor::fromValues<F>(RankedTensorType::get({k, n}, et), b);
  auto resultType = RankedTensorType::get({m, n}, et);
  setKernelIsa(KernelIsa::Portable);
  setKernelThreads(1);
  FailureOr<Tensor> expected =
      dotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, resultType);
  ASSERT_TRUE(succeeded(expected));
  ArrayRef<F> e = expected->data<F>();
  for (int64_t i = 0; i < m; i += 3)
    for (int64_t j = 0; j < n; j += 5)
      ASSERT_EQ(llvm::bit_cast<binop::FloatBits<F>>(e[i * n + j]),
                llvm::bit_cast<binop::FloatBits<F>>(
                    referenceDot(a, b, i, j, k, n)))
          << m << "x" << k << "x" << n << " at " << i << "," << j;
  onEveryPath({1u, 2u, 5u}, [&](KernelIsa isa, unsigned threads) {
    FailureOr<Tensor> r = dotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, resultType);
    ASSERT_TRUE(succeeded(r));
    ASSERT_TRUE(r->isBitwiseEqual(*expected))
        << m << "x" << k << "x" << n << " " << getKernelIsaName(isa)
        << " threads " << threads;
  });
}

TEST(KernelPaths, GemmSameBitsOnEveryPath) {
  MLIRContext ctx;
  ConfigGuard guard;
  // Edges of the register tile (6 rows, 8 / 16 / 32 columns), a k past the
  // k block (256), enough rows for several threads, and products as wide as
  // AVX2's panel (AVX-512 hosts run its tile there) or one column wider.
  const int64_t shapes[][3] = {{1, 1, 1},     {7, 3, 37},   {13, 300, 33},
                               {64, 64, 64},  {150, 17, 70}, {5, 0, 9},
                               {40, 50, 16},  {20, 260, 17}};
  for (auto &s : shapes)
    for (bool specials : {false, true}) {
      checkGemm<float>(ctx, Float32Type::get(&ctx), s[0], s[1], s[2],
                       specials);
      checkGemm<double>(ctx, Float64Type::get(&ctx), s[0], s[1], s[2],
                        specials);
    }
}

/// reduce's fast path over `dims` of a 2-d `in`: element by element against
/// the exact functor folded in slice order, then the same bits on every
/// instruction set for 1 and 3 threads.
void checkReduce(const Tensor &in, ArrayRef<int64_t> dims, BinaryOpKind kind,
                 const Tensor &init) {
  auto type = cast<RankedTensorType>(in.getType());
  int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < 2; ++d)
    if (!llvm::is_contained(dims, d))
      kept.push_back(type.getDimSize(d));
  auto resultType = RankedTensorType::get(kept, type.getElementType());
  // The body keeps a reference to its generic path: keep it alive.
  auto generic = [](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    ADD_FAILURE() << "the generic path ran";
    return failure();
  };
  ReducerBody body{kind, generic};
  setKernelIsa(KernelIsa::Portable);
  setKernelThreads(1);
  FailureOr<SmallVector<Tensor>> expected =
      reduceOp({in}, {init}, dims, body, {resultType});
  ASSERT_TRUE(succeeded(expected));
  const Tensor &e = expected->front();
  ASSERT_TRUE(binop::visitTypedBinaryOp(
      type.getElementType(), kind, [&](const auto &op) {
        using T = typename std::decay_t<decltype(op)>::T;
        ArrayRef<T> x = in.data<T>(), r = e.data<T>();
        int64_t outputs = r.size();
        for (int64_t o = 0; o < outputs; o += 7) {
          T acc = init.data<T>()[0];
          if (dims.size() == 2)
            for (int64_t i = 0; i < rows * cols; ++i)
              acc = op(acc, x[i]);
          else if (dims[0] == 0)
            for (int64_t i = 0; i < rows; ++i)
              acc = op(acc, x[i * cols + o]);
          else
            for (int64_t j = 0; j < cols; ++j)
              acc = op(acc, x[o * cols + j]);
          ASSERT_EQ(std::memcmp(&acc, &r[o], sizeof(T)), 0)
              << "output " << o << " of " << outputs;
        }
      }));
  onEveryPath({1u, 3u}, [&](KernelIsa isa, unsigned threads) {
    FailureOr<SmallVector<Tensor>> r =
        reduceOp({in}, {init}, dims, body, {resultType});
    ASSERT_TRUE(succeeded(r));
    ASSERT_TRUE(r->front().isBitwiseEqual(e))
        << getKernelIsaName(isa) << " threads " << threads;
  });
}

TEST(KernelPaths, ReduceSameBitsOnEveryPath) {
  MLIRContext ctx;
  ConfigGuard guard;
  // Odd sizes: blocks of adjacent outputs (128 bytes), of 8 strided ones,
  // single outputs at the end; enough work for 3 threads.
  const int64_t shapes[][2] = {{301, 517}, {1030, 77}, {5, 3}};
  const std::vector<int64_t> kDimSets[] = {{0}, {1}, {0, 1}};
  const BinaryOpKind kArithmetic[] = {
      BinaryOpKind::Add, BinaryOpKind::Multiply, BinaryOpKind::Maximum,
      BinaryOpKind::Minimum};
  const BinaryOpKind kBitwise[] = {BinaryOpKind::And, BinaryOpKind::Or,
                                   BinaryOpKind::Xor};
  for (const char *name :
       {"f32", "f64", "f16", "bf16", "i32", "i8", "i64", "ui16", "i1"}) {
    Type et = parseType(name, &ctx);
    SmallVector<BinaryOpKind> kinds;
    if (!et.isInteger(1))
      kinds.append(std::begin(kArithmetic), std::end(kArithmetic));
    if (llvm::isa<IntegerType>(et))
      kinds.append(std::begin(kBitwise), std::end(kBitwise));
    for (auto &s : shapes) {
      auto type = RankedTensorType::get({s[0], s[1]}, et);
      Tensor in = randomTensor(type, 5, 2000);
      Tensor init = randomTensor(RankedTensorType::get({}, et), 6, 2000);
      for (BinaryOpKind kind : kinds)
        for (const std::vector<int64_t> &dims : kDimSets) {
          SCOPED_TRACE(std::string(name) + " " + std::to_string(s[0]) + "x" +
                       std::to_string(s[1]) + " dims " +
                       std::to_string(dims.front()) + " kind " +
                       std::to_string(static_cast<int>(kind)));
          checkReduce(in, dims, kind, init);
        }
    }
  }
}

TEST(KernelPaths, TransposeSameBitsForAnyThreadCount) {
  MLIRContext ctx;
  ConfigGuard guard;
  auto type = RankedTensorType::get({64, 96, 80}, Float32Type::get(&ctx));
  Tensor t = randomTensor(type, 4);
  auto resultType = RankedTensorType::get({80, 64, 96}, Float32Type::get(&ctx));
  setKernelThreads(1);
  FailureOr<Tensor> expected = transposeOp(t, {2, 0, 1}, resultType);
  ASSERT_TRUE(succeeded(expected));
  // Element (i, j, k) of the result is t[j][k][i].
  ArrayRef<float> in = t.data<float>(), out = expected->data<float>();
  EXPECT_EQ(llvm::bit_cast<uint32_t>(out[(5 * 64 + 7) * 96 + 9]),
            llvm::bit_cast<uint32_t>(in[(7 * 96 + 9) * 80 + 5]));
  for (unsigned threads : {2u, 3u, 7u}) {
    setKernelThreads(threads);
    FailureOr<Tensor> r = transposeOp(t, {2, 0, 1}, resultType);
    ASSERT_TRUE(succeeded(r));
    EXPECT_TRUE(r->isBitwiseEqual(*expected)) << threads;
  }
}

TEST(KernelPaths, IsaNames) {
  EXPECT_EQ(parseKernelIsa("portable"), KernelIsa::Portable);
  EXPECT_EQ(parseKernelIsa("avx512"), KernelIsa::AVX512);
  EXPECT_FALSE(parseKernelIsa("sse9").has_value());
  ConfigGuard guard;
  EXPECT_EQ(setKernelIsa(KernelIsa::Portable), KernelIsa::Portable);
  EXPECT_EQ(getKernelIsa(), KernelIsa::Portable);
  setKernelThreads(3);
  EXPECT_EQ(getKernelThreads(), 3u);
}

} // namespace
