//===- ReduceKernelsTest.cpp - kernels of ops with bodies -----------------===//
//
// The fast paths (typed loops for recognised bodies) are compared bit for
// bit with the generic paths, whose bodies here are written with Element
// (the slow, readable scalar arithmetic), on many element types.
//
//===----------------------------------------------------------------------===//

#include "ElementOracle.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

using namespace mlir;
using namespace mlir::sfold;

namespace {

class ReduceKernelsTest : public ::testing::Test {
protected:
  ReduceKernelsTest() { ctx.loadDialect<quant::QuantDialect>(); }
  RankedTensorType tensorType(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, parseType(elem, &ctx));
  }
  /// A tensor of `type` with pseudo-random small values (and, for floats,
  /// signed zeros).
  Tensor randomTensor(RankedTensorType type, unsigned seed) {
    std::mt19937 gen(seed);
    Tensor t(type);
    Type et = type.getElementType();
    for (int64_t i = 0; i < t.getNumElements(); ++i) {
      int v = static_cast<int>(gen() % 13) - 6;
      Element e = Element::zero(et);
      if (et.isInteger(1))
        e = Element(et, v > 0);
      else if (llvm::isa<IntegerType>(et))
        e = Element::fromInt(et, v * 37);
      else if (llvm::isa<ComplexType>(et))
        e = Element::fromComplex(et, {v * 0.75, (v % 3) * 0.5});
      else
        e = Element::fromDouble(et, v == 0 && i % 2 ? -0.0 : v * 0.625);
      t.setFlat(i, e);
    }
    return t;
  }
  static Tensor scalar(Type et, const Element &e) {
    Tensor t(RankedTensorType::get({}, et));
    t.setFlat(0, e);
    return t;
  }
  MLIRContext ctx;
};

/// The generic body of a BinaryOpKind, computed with Element.
FailureOr<SmallVector<Tensor>> elementBody(BinaryOpKind kind,
                                           ArrayRef<Tensor> args) {
  Element a = args[0].getFlat(0), b = args[1].getFlat(0);
  Element r = a;
  switch (kind) {
  case BinaryOpKind::Add:
    r = a.isBool() ? (a | b) : a + b;
    break;
  case BinaryOpKind::Multiply:
    r = a.isBool() ? (a & b) : a * b;
    break;
  case BinaryOpKind::Maximum:
    r = max(a, b);
    break;
  case BinaryOpKind::Minimum:
    r = min(a, b);
    break;
  case BinaryOpKind::And:
    r = a & b;
    break;
  case BinaryOpKind::Or:
    r = a | b;
    break;
  case BinaryOpKind::Xor:
    r = a ^ b;
    break;
  case BinaryOpKind::Subtract:
    r = a - b;
    break;
  }
  Tensor t(args[0].getType());
  t.setFlat(0, r);
  return SmallVector<Tensor>{t};
}

bool sameBits(const Tensor &a, const Tensor &b) {
  return a.getType() == b.getType() && a.getRawBytes() == b.getRawBytes();
}

TEST_F(ReduceKernelsTest, ReduceFastMatchesGeneric) {
  struct Case {
    const char *type;
    BinaryOpKind kind;
  } cases[] = {
      {"i32", BinaryOpKind::Add},          {"i8", BinaryOpKind::Multiply},
      {"ui16", BinaryOpKind::Maximum},     {"i64", BinaryOpKind::Minimum},
      {"i1", BinaryOpKind::And},           {"i1", BinaryOpKind::Or},
      {"i1", BinaryOpKind::Xor},           {"i16", BinaryOpKind::Xor},
      {"f32", BinaryOpKind::Add},          {"f64", BinaryOpKind::Multiply},
      {"f32", BinaryOpKind::Maximum},      {"f64", BinaryOpKind::Minimum},
      {"bf16", BinaryOpKind::Add},         {"f16", BinaryOpKind::Maximum},
      {"complex<f32>", BinaryOpKind::Add},
  };
  for (const Case &c : cases) {
    RankedTensorType inType = tensorType({3, 4, 5}, c.type);
    Tensor in = randomTensor(inType, 7);
    Type et = inType.getElementType();
    Tensor init = scalar(et, Element::zero(et));
    ShapedType resultType = tensorType({4}, c.type);
    auto call = [&](ArrayRef<Tensor> args) {
      return elementBody(c.kind, args);
    };
    ReducerBody fast{c.kind, call};
    ReducerBody generic{std::nullopt, call};
    auto a = reduceOp({in}, {init}, {2, 0}, fast, {resultType});
    auto b = reduceOp({in}, {init}, {2, 0}, generic, {resultType});
    ASSERT_TRUE(succeeded(a) && succeeded(b)) << c.type;
    EXPECT_TRUE(sameBits((*a)[0], (*b)[0])) << c.type;
    EXPECT_FALSE((*a)[0].sharesBufferWith(in));
  }
}

TEST_F(ReduceKernelsTest, ReduceWindowFastMatchesGeneric) {
  for (const char *type : {"i32", "f32", "bf16", "f64"}) {
    RankedTensorType inType = tensorType({5, 6}, type);
    Tensor in = randomTensor(inType, 11);
    Type et = inType.getElementType();
    Tensor init = scalar(et, Element::fromInt(et, 1));
    if (!llvm::isa<IntegerType>(et))
      init = scalar(et, Element::fromDouble(et, 1.0));
    int64_t dims[] = {2, 3}, strides[] = {2, 1}, base[] = {2, 1},
            wdil[] = {1, 2};
    std::pair<int64_t, int64_t> pad[] = {{1, 0}, {-1, 2}};
    WindowParams w{dims, strides, base, wdil, pad};
    // padded: 1 + 9 + 0 = 10, 6 - 1 + 2 = 7; windows 3 and 5.
    ShapedType resultType = tensorType({5, 3}, type);
    for (BinaryOpKind kind :
         {BinaryOpKind::Add, BinaryOpKind::Maximum, BinaryOpKind::Multiply}) {
      auto call = [&](ArrayRef<Tensor> args) {
        return elementBody(kind, args);
      };
      auto a = reduceWindowOp({in}, {init}, w, ReducerBody{kind, call},
                              {resultType});
      auto b = reduceWindowOp({in}, {init}, w, ReducerBody{std::nullopt, call},
                              {resultType});
      ASSERT_TRUE(succeeded(a) && succeeded(b)) << type;
      EXPECT_TRUE(sameBits((*a)[0], (*b)[0])) << type;
    }
  }
}

TEST_F(ReduceKernelsTest, ReduceWindowRejectsBadWindows) {
  Tensor in(tensorType({4}, "i32"));
  Tensor init(tensorType({}, "i32"));
  auto call = [&](ArrayRef<Tensor> args) {
    return elementBody(BinaryOpKind::Add, args);
  };
  ReducerBody body{BinaryOpKind::Add, call};
  int64_t zero[] = {0}, two[] = {2, 2};
  EXPECT_TRUE(failed(reduceWindowOp({in}, {init}, WindowParams{zero}, body,
                                    {tensorType({4}, "i32")})));
  EXPECT_TRUE(failed(reduceWindowOp({in}, {init}, WindowParams{two}, body,
                                    {tensorType({3}, "i32")})));
}

TEST_F(ReduceKernelsTest, SortFastMatchesGeneric) {
  for (const char *type : {"i32", "ui8", "f32", "bf16", "f64"}) {
    RankedTensorType inType = tensorType({3, 40}, type);
    Tensor keys = randomTensor(inType, 3);
    Tensor payload = randomTensor(tensorType({3, 40}, "i64"), 5);
    Type et = inType.getElementType();
    bool isUnsigned = et.isUnsignedInteger();
    bool isFloat = llvm::isa<FloatType>(et);
    FastCompare fc;
    fc.type = isFloat      ? CompareType::Float
              : isUnsigned ? CompareType::Unsigned
                           : CompareType::Signed;
    for (auto dir : {CompareDirection::LT, CompareDirection::GE}) {
      fc.direction = dir;
      auto call = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
        Element a = args[0].getFlat(0), b = args[1].getFlat(0);
        bool r = dir == CompareDirection::LT ? a < b : a >= b;
        return SmallVector<Tensor>{scalar(
            IntegerType::get(&ctx, 1), Element(IntegerType::get(&ctx, 1), r))};
      };
      auto a = sortOp({keys, payload}, -1, true, PredicateBody{fc, call});
      auto b =
          sortOp({keys, payload}, 1, true, PredicateBody{std::nullopt, call});
      ASSERT_TRUE(succeeded(a) && succeeded(b)) << type;
      EXPECT_TRUE(sameBits((*a)[0], (*b)[0])) << type;
      EXPECT_TRUE(sameBits((*a)[1], (*b)[1])) << type;
    }
  }
}

TEST_F(ReduceKernelsTest, SortSurvivesInconsistentComparator) {
  Tensor keys = randomTensor(tensorType({100}, "i32"), 9);
  unsigned calls = 0;
  auto call = [&](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    Type i1 = IntegerType::get(&ctx, 1);
    return SmallVector<Tensor>{scalar(i1, Element(i1, (++calls % 3) == 0))};
  };
  auto r = sortOp({keys}, 0, false, PredicateBody{std::nullopt, call});
  ASSERT_TRUE(succeeded(r));
  // Some permutation of the keys.
  std::vector<int32_t> in(keys.data<int32_t>().begin(),
                          keys.data<int32_t>().end());
  std::vector<int32_t> out((*r)[0].data<int32_t>().begin(),
                           (*r)[0].data<int32_t>().end());
  std::sort(in.begin(), in.end());
  std::sort(out.begin(), out.end());
  EXPECT_EQ(in, out);
}

TEST_F(ReduceKernelsTest, MapFastMatchesGeneric) {
  for (const char *type : {"i8", "f32", "f16", "i1"}) {
    RankedTensorType t = tensorType({2, 7}, type);
    Tensor a = randomTensor(t, 1), b = randomTensor(t, 2);
    for (BinaryOpKind kind : {BinaryOpKind::Add, BinaryOpKind::Maximum,
                             BinaryOpKind::Minimum, BinaryOpKind::Multiply}) {
      auto call = [&](ArrayRef<Tensor> args) {
        return elementBody(kind, args);
      };
      int64_t dims[] = {0, 1};
      auto x = mapOp({a, b}, dims, ReducerBody{kind, call}, t);
      auto y = mapOp({a, b}, dims, ReducerBody{std::nullopt, call}, t);
      ASSERT_TRUE(succeeded(x) && succeeded(y)) << type;
      EXPECT_TRUE(sameBits(*x, *y)) << type;
    }
  }
}

TEST_F(ReduceKernelsTest, SelectAndScatterFastMatchesGeneric) {
  RankedTensorType t = tensorType({6, 5}, "f32");
  Tensor operand = randomTensor(t, 4);
  Tensor source = randomTensor(tensorType({3, 3}, "f32"), 6);
  Tensor init =
      scalar(t.getElementType(), Element::fromDouble(t.getElementType(), 0.5));
  int64_t dims[] = {3, 2}, strides[] = {2, 2};
  std::pair<int64_t, int64_t> pad[] = {{0, 1}, {1, 0}};
  WindowParams w{dims, strides, {}, {}, pad};
  FastCompare fc;
  fc.type = CompareType::Float;
  fc.direction = CompareDirection::GT;
  Type i1 = IntegerType::get(&ctx, 1);
  auto sel = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
    return SmallVector<Tensor>{
        scalar(i1, Element(i1, args[0].getFlat(0) > args[1].getFlat(0)))};
  };
  auto add = [&](ArrayRef<Tensor> args) {
    return elementBody(BinaryOpKind::Add, args);
  };
  auto a = selectAndScatterOp(operand, source, init, w, PredicateBody{fc, sel},
                              ReducerBody{BinaryOpKind::Add, add}, t);
  auto b = selectAndScatterOp(operand, source, init, w,
                              PredicateBody{std::nullopt, sel},
                              ReducerBody{std::nullopt, add}, t);
  ASSERT_TRUE(succeeded(a) && succeeded(b));
  EXPECT_TRUE(sameBits(*a, *b));
}

// The scatter accumulates in the source's type, which may differ from the
// operand's (a promoted accumulator): f16 values whose sum overflows f16.
TEST_F(ReduceKernelsTest, SelectAndScatterAccumulatesInSourceType) {
  Type f16 = Float16Type::get(&ctx);
  Type f32 = Float32Type::get(&ctx);
  Tensor operand = Tensor::fromValues<uint16_t>(
      RankedTensorType::get({3}, f16), {0x3C00, 0x4500, 0x4000}); // 1, 5, 2
  Tensor source =
      Tensor::fromValues<float>(RankedTensorType::get({2}, f32), {6e4f, 6e4f});
  Tensor init = scalar(f32, Element::fromDouble(f32, 0.0));
  int64_t dims[] = {2}, strides[] = {1};
  WindowParams w{dims, strides, {}, {}, {}};
  FastCompare fc;
  fc.type = CompareType::Float;
  fc.direction = CompareDirection::GE;
  Type i1 = IntegerType::get(&ctx, 1);
  auto sel = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
    return SmallVector<Tensor>{
        scalar(i1, Element(i1, args[0].getFlat(0) >= args[1].getFlat(0)))};
  };
  auto add = [&](ArrayRef<Tensor> args) {
    return elementBody(BinaryOpKind::Add, args);
  };
  RankedTensorType t = RankedTensorType::get({3}, f32);
  for (bool fast : {true, false}) {
    auto r = selectAndScatterOp(
        operand, source, init, w,
        PredicateBody{fast ? std::optional(fc) : std::nullopt, sel},
        ReducerBody{fast ? std::optional(BinaryOpKind::Add) : std::nullopt,
                    add},
        t);
    ASSERT_TRUE(succeeded(r)) << fast;
    EXPECT_EQ(ArrayRef<float>(r->data<float>()), ArrayRef<float>({0.0f, 1.2e5f, 0.0f}))
        << fast;
  }
}

TEST_F(ReduceKernelsTest, FloatMaximumSignedZeroAndNaN) {
  RankedTensorType t = tensorType({4}, "f32");
  float vals[] = {-0.0f, 0.0f, std::nanf(""), 1.0f};
  Tensor in = Tensor::fromValues<float>(t, vals);
  Tensor init = Tensor::fromValues<float>(tensorType({}, "f32"), {-0.0f});
  auto call = [&](ArrayRef<Tensor> args) {
    return elementBody(BinaryOpKind::Maximum, args);
  };
  ReducerBody body{BinaryOpKind::Maximum, call};
  auto r = reduceOp({in}, {init}, {}, body, {t});
  ASSERT_TRUE(succeeded(r));
  ArrayRef<float> out = (*r)[0].data<float>();
  EXPECT_TRUE(out[0] == 0.0f && std::signbit(out[0]));  // max(-0, -0)
  EXPECT_TRUE(out[1] == 0.0f && !std::signbit(out[1])); // max(-0, +0)
  EXPECT_TRUE(std::isnan(out[2]));
  EXPECT_EQ(out[3], 1.0f);
}

// Integer keys with LT / GT / LE / GE (the radix and small-slice paths):
// the same bits as the generic path on many widths and signednesses, with
// duplicates, negative values and the extremes of each type, one and two
// operands (the key first or second), swapped bodies, both sort dimensions,
// and lengths below and above the radix threshold.
TEST_F(ReduceKernelsTest, SortIntegerKeysMatchGeneric) {
  using Dir = CompareDirection;
  std::mt19937_64 gen(11);
  Type i1 = IntegerType::get(&ctx, 1);
  for (const char *type : {"i1", "i4", "i8", "i16", "i32", "i64", "ui4", "ui8",
                           "ui16", "ui32", "ui64"}) {
    for (int64_t len : {int64_t(7), int64_t(300)}) {
      RankedTensorType inType = tensorType({3, len}, type);
      Type et = inType.getElementType();
      bool isUnsigned = et.isUnsignedInteger() || et.isInteger(1);
      // Few distinct values (many ties), the extremes, and random bits.
      Tensor keys(inType);
      for (int64_t i = 0; i < keys.getNumElements(); ++i) {
        uint64_t r = gen();
        int64_t v;
        switch (r % 4) {
        case 0:
          v = static_cast<int64_t>(r >> 8) % 7 - 3;
          break;
        case 1:
          v = (r >> 8) % 2 ? std::numeric_limits<int64_t>::min()
                           : std::numeric_limits<int64_t>::max();
          break;
        default:
          v = static_cast<int64_t>(gen());
        }
        if (et.isInteger(1))
          keys.setFlat(i, Element(et, (v & 1) != 0));
        else
          keys.setFlat(i, Element::fromInt(et, v));
      }
      Tensor payload = randomTensor(tensorType({3, len}, "f32"), 5);
      // Distinct payload values, so that the permutation shows.
      for (int64_t i = 0; i < payload.getNumElements(); ++i)
        payload.setFlat(i, Element::fromDouble(payload.getElementType(),
                                               static_cast<double>(i)));
      for (Dir dir : {Dir::LT, Dir::GT, Dir::LE, Dir::GE}) {
        for (bool swapped : {false, true}) {
          for (unsigned keyOperand : {0u, 1u}) {
            FastCompare fc;
            fc.type = isUnsigned ? CompareType::Unsigned
                                 : CompareType::Signed;
            fc.direction = dir;
            fc.swapped = swapped;
            fc.operand = keyOperand;
            auto call =
                [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
              size_t k = args.size() == 2 ? 0 : 2 * keyOperand;
              Element a = args[k + (swapped ? 1 : 0)].getFlat(0),
                      b = args[k + (swapped ? 0 : 1)].getFlat(0);
              bool r = dir == Dir::LT   ? a < b
                       : dir == Dir::GT ? a > b
                       : dir == Dir::LE ? a <= b
                                        : a >= b;
              return SmallVector<Tensor>{scalar(i1, Element(i1, r))};
            };
            for (int64_t dim : {int64_t(0), int64_t(1)}) {
              SCOPED_TRACE(std::string(type) + " len " + std::to_string(len) +
                           " dir " + std::to_string(int(dir)) + " swapped " +
                           std::to_string(swapped) + " key " +
                           std::to_string(keyOperand) + " dim " +
                           std::to_string(dim));
              // One operand (only as operand 0).
              if (keyOperand == 0) {
                auto a = sortOp({keys}, dim, true, PredicateBody{fc, call});
                auto b = sortOp({keys}, dim, true,
                                PredicateBody{std::nullopt, call});
                ASSERT_TRUE(succeeded(a) && succeeded(b));
                EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
              }
              // Two operands: the key and a payload.
              SmallVector<Tensor> ops =
                  keyOperand == 0 ? SmallVector<Tensor>{keys, payload}
                                  : SmallVector<Tensor>{payload, keys};
              auto a = sortOp(ops, dim, true, PredicateBody{fc, call});
              auto b =
                  sortOp(ops, dim, true, PredicateBody{std::nullopt, call});
              ASSERT_TRUE(succeeded(a) && succeeded(b));
              EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
              EXPECT_TRUE(sameBits((*a)[1], (*b)[1]));
            }
          }
        }
      }
    }
  }
}

// Stability and signed order on a hand-checked case: ties keep their input
// order (ascending and descending), negative keys sort below positive ones.
TEST_F(ReduceKernelsTest, SortIntegerKeysStable) {
  int64_t n = 600; // Above the radix threshold.
  std::vector<int32_t> keyValues(n), payloadValues(n);
  for (int64_t i = 0; i < n; ++i) {
    keyValues[i] = static_cast<int32_t>((i * 7919) % 5) - 2; // -2 .. 2
    payloadValues[i] = static_cast<int32_t>(i);
  }
  Tensor keys = Tensor::fromValues<int32_t>(tensorType({n}, "i32"), keyValues);
  Tensor payload =
      Tensor::fromValues<int32_t>(tensorType({n}, "i32"), payloadValues);
  auto never = [](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    return failure();
  };
  for (auto dir : {CompareDirection::LT, CompareDirection::GT}) {
    FastCompare fc;
    fc.direction = dir;
    auto r = sortOp({keys, payload}, 0, true, PredicateBody{fc, never});
    ASSERT_TRUE(succeeded(r));
    std::vector<std::pair<int32_t, int32_t>> expected;
    for (int64_t i = 0; i < n; ++i)
      expected.push_back({keyValues[i], payloadValues[i]});
    std::stable_sort(
        expected.begin(), expected.end(), [&](const auto &x, const auto &y) {
          return dir == CompareDirection::LT ? x.first < y.first
                                                   : x.first > y.first;
        });
    ArrayRef<int32_t> outKeys = (*r)[0].data<int32_t>(),
                      outPayload = (*r)[1].data<int32_t>();
    for (int64_t i = 0; i < n; ++i) {
      ASSERT_EQ(outKeys[i], expected[i].first) << i;
      ASSERT_EQ(outPayload[i], expected[i].second) << i;
    }
  }
}

// f32 / f64 keys compared in total order (radix path): NaNs of both signs
// and several payloads, infinities, -0.0 and +0.0, denormals; the same bits
// as the generic path, whose body orders by the classic sign-magnitude map.
TEST_F(ReduceKernelsTest, SortTotalOrderFloatKeysMatchGeneric) {
  using Dir = CompareDirection;
  std::mt19937_64 gen(12);
  Type i1 = IntegerType::get(&ctx, 1);
  for (const char *type : {"f32", "f64"}) {
    bool isF32 = StringRef(type) == "f32";
    for (int64_t len : {int64_t(9), int64_t(700)}) {
      RankedTensorType inType = tensorType({2, len}, type);
      Tensor keys(inType);
      char *raw = keys.mutableRawData();
      for (int64_t i = 0; i < keys.getNumElements(); ++i) {
        uint64_t r = gen();
        uint64_t bits;
        if (isF32) {
          const uint32_t special[] = {0x00000000, 0x80000000, 0x7f800000,
                                      0xff800000, 0x7fc00000, 0xffc00000,
                                      0x7f800001, 0xff812345, 0x00000001,
                                      0x80000001, 0x3f800000, 0xbf800000};
          bits =
              r % 3 ? special[(r >> 8) % 12] : static_cast<uint32_t>(r >> 16);
          uint32_t b = static_cast<uint32_t>(bits);
          std::memcpy(raw + 4 * i, &b, 4);
        } else {
          const uint64_t special[] = {0,
                                      uint64_t(1) << 63,
                                      0x7ff0000000000000,
                                      0xfff0000000000000,
                                      0x7ff8000000000000,
                                      0xfff8000000000001,
                                      0x7ff0000000000001,
                                      1,
                                      0x3ff0000000000000,
                                      0xbff0000000000000};
          bits = r % 3 ? special[(r >> 8) % 10] : gen();
          std::memcpy(raw + 8 * i, &bits, 8);
        }
      }
      Tensor payload(tensorType({2, len}, "i32"));
      for (int64_t i = 0; i < payload.getNumElements(); ++i)
        payload.setFlat(i, Element::fromInt(payload.getElementType(), i));
      // Ascending total-order rank of the bits at `p` (independent of the
      // kernel's map): negative values reversed below the positive ones.
      auto rank = [&](const char *p) -> uint64_t {
        uint64_t u;
        if (isF32) {
          uint32_t b;
          std::memcpy(&b, p, 4);
          u = b & 0x80000000u ? uint32_t(~b) : (b | 0x80000000u);
        } else {
          std::memcpy(&u, p, 8);
          u = u >> 63 ? ~u : (u | (uint64_t(1) << 63));
        }
        return u;
      };
      for (Dir dir : {Dir::LT, Dir::GT, Dir::LE, Dir::GE}) {
        FastCompare fc;
        fc.type = CompareType::TotalOrder;
        fc.direction = dir;
        auto call =
            [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
          uint64_t a = rank(args[0].rawData()), b = rank(args[1].rawData());
          bool r = dir == Dir::LT   ? a < b
                   : dir == Dir::GT ? a > b
                   : dir == Dir::LE ? a <= b
                                    : a >= b;
          return SmallVector<Tensor>{scalar(i1, Element(i1, r))};
        };
        for (int64_t dim : {int64_t(0), int64_t(1)}) {
          SCOPED_TRACE(std::string(type) + " len " + std::to_string(len) +
                       " dir " + std::to_string(int(dir)) + " dim " +
                       std::to_string(dim));
          auto a = sortOp({keys}, dim, true, PredicateBody{fc, call});
          auto b = sortOp({keys}, dim, true, PredicateBody{std::nullopt, call});
          ASSERT_TRUE(succeeded(a) && succeeded(b));
          EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
          a = sortOp({keys, payload}, dim, true, PredicateBody{fc, call});
          b = sortOp({keys, payload}, dim, true,
                     PredicateBody{std::nullopt, call});
          ASSERT_TRUE(succeeded(a) && succeeded(b));
          EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
          EXPECT_TRUE(sameBits((*a)[1], (*b)[1]));
        }
      }
    }
  }
}

// f32 / f64 keys in the IEEE order (radix path when there is no NaN): -0.0
// and +0.0 are equal, so they keep their input order (stable), with one and
// two operands; with a NaN the kernel falls back to the merge sort. Both
// must give the generic path's bits.
TEST_F(ReduceKernelsTest, SortIeeeFloatKeysMatchGeneric) {
  using Dir = CompareDirection;
  std::mt19937_64 gen(13);
  Type i1 = IntegerType::get(&ctx, 1);
  for (const char *type : {"f32", "f64"}) {
    bool isF32 = StringRef(type) == "f32";
    for (int64_t len : {int64_t(9), int64_t(700)}) {
      for (bool withNaN : {false, true}) {
        RankedTensorType inType = tensorType({2, len}, type);
        Tensor keys(inType);
        const double special[] = {0.0,   -0.0, 1.5, -1.5,     1e-310,   -1e-310,
                                  1e300, 2.0,  3.0, INFINITY, -INFINITY};
        for (int64_t i = 0; i < keys.getNumElements(); ++i) {
          uint64_t r = gen();
          double v =
              r % 2 ? special[(r >> 8) % 11]
                    : static_cast<double>(static_cast<int>(r >> 8) % 1000) / 8;
          if (withNaN && i == keys.getNumElements() / 2)
            v = NAN;
          if (isF32) {
            float f = static_cast<float>(v);
            std::memcpy(keys.mutableRawData() + 4 * i, &f, 4);
          } else {
            std::memcpy(keys.mutableRawData() + 8 * i, &v, 8);
          }
        }
        Tensor payload(tensorType({2, len}, "i32"));
        for (int64_t i = 0; i < payload.getNumElements(); ++i)
          payload.setFlat(i, Element::fromInt(payload.getElementType(), i));
        auto value = [&](const Tensor &t) -> double {
          if (isF32)
            return t.data<float>()[0];
          return t.data<double>()[0];
        };
        for (Dir dir : {Dir::LT, Dir::GT}) {
          for (bool swapped : {false, true}) {
            FastCompare fc;
            fc.type = CompareType::Float;
            fc.direction = dir;
            fc.swapped = swapped;
            auto call =
                [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
              double a = value(args[swapped ? 1 : 0]),
                     b = value(args[swapped ? 0 : 1]);
              bool r = dir == Dir::LT ? a < b : a > b;
              return SmallVector<Tensor>{scalar(i1, Element(i1, r))};
            };
            for (int64_t dim : {int64_t(0), int64_t(1)}) {
              SCOPED_TRACE(std::string(type) + " len " + std::to_string(len) +
                           " nan " + std::to_string(withNaN) + " dir " +
                           std::to_string(int(dir)) + " swapped " +
                           std::to_string(swapped) + " dim " +
                           std::to_string(dim));
              auto a = sortOp({keys}, dim, true, PredicateBody{fc, call});
              auto b =
                  sortOp({keys}, dim, true, PredicateBody{std::nullopt, call});
              ASSERT_TRUE(succeeded(a) && succeeded(b));
              EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
              a = sortOp({keys, payload}, dim, true, PredicateBody{fc, call});
              b = sortOp({keys, payload}, dim, true,
                         PredicateBody{std::nullopt, call});
              ASSERT_TRUE(succeeded(a) && succeeded(b));
              EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
              EXPECT_TRUE(sameBits((*a)[1], (*b)[1]));
            }
          }
        }
      }
    }
  }
  // Signed zeros keep their input order; a single operand.
  auto zeros = Tensor::fromValues<float>(tensorType({4}, "f32"),
                                         {0.0f, -0.0f, -1.0f, 0.0f});
  FastCompare fc;
  fc.type = CompareType::Float;
  auto never = [](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    return failure();
  };
  auto r = sortOp({zeros}, 0, true, PredicateBody{fc, never});
  ASSERT_TRUE(succeeded(r));
  ArrayRef<float> out = (*r)[0].data<float>();
  EXPECT_EQ(out[0], -1.0f);
  EXPECT_FALSE(std::signbit(out[1]));
  EXPECT_TRUE(std::signbit(out[2]));
  EXPECT_FALSE(std::signbit(out[3]));
}

} // namespace
