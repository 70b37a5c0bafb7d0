//===- ReduceKernelsTest.cpp - kernels of ops with bodies -----------------===//
//
// The fast paths (typed loops for recognised bodies) are compared bit for
// bit with the generic paths, whose bodies here are written with Element
// (the slow, readable scalar arithmetic), on many element types.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

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

/// The generic body of a ReducerKind, computed with Element.
FailureOr<SmallVector<Tensor>> elementBody(ReducerKind kind,
                                           ArrayRef<Tensor> args) {
  Element a = args[0].getFlat(0), b = args[1].getFlat(0);
  Element r = a;
  switch (kind) {
  case ReducerKind::Add:
    r = a.isBool() ? (a | b) : a + b;
    break;
  case ReducerKind::Multiply:
    r = a.isBool() ? (a & b) : a * b;
    break;
  case ReducerKind::Maximum:
    r = max(a, b);
    break;
  case ReducerKind::Minimum:
    r = min(a, b);
    break;
  case ReducerKind::And:
    r = a & b;
    break;
  case ReducerKind::Or:
    r = a | b;
    break;
  case ReducerKind::Xor:
    r = a ^ b;
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
    ReducerKind kind;
  } cases[] = {
      {"i32", ReducerKind::Add},          {"i8", ReducerKind::Multiply},
      {"ui16", ReducerKind::Maximum},     {"i64", ReducerKind::Minimum},
      {"i1", ReducerKind::And},           {"i1", ReducerKind::Or},
      {"i1", ReducerKind::Xor},           {"i16", ReducerKind::Xor},
      {"f32", ReducerKind::Add},          {"f64", ReducerKind::Multiply},
      {"f32", ReducerKind::Maximum},      {"f64", ReducerKind::Minimum},
      {"bf16", ReducerKind::Add},         {"f16", ReducerKind::Maximum},
      {"complex<f32>", ReducerKind::Add},
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
    for (ReducerKind kind :
         {ReducerKind::Add, ReducerKind::Maximum, ReducerKind::Multiply}) {
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
    return elementBody(ReducerKind::Add, args);
  };
  ReducerBody body{ReducerKind::Add, call};
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
    fc.type = isFloat      ? FastCompare::Type::Float
              : isUnsigned ? FastCompare::Type::Unsigned
                           : FastCompare::Type::Signed;
    for (auto dir : {FastCompare::Direction::LT, FastCompare::Direction::GE}) {
      fc.direction = dir;
      auto call = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
        Element a = args[0].getFlat(0), b = args[1].getFlat(0);
        bool r = dir == FastCompare::Direction::LT ? a < b : a >= b;
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
    for (ReducerKind kind : {ReducerKind::Add, ReducerKind::Maximum,
                             ReducerKind::Minimum, ReducerKind::Multiply}) {
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
  fc.type = FastCompare::Type::Float;
  fc.direction = FastCompare::Direction::GT;
  Type i1 = IntegerType::get(&ctx, 1);
  auto sel = [&](ArrayRef<Tensor> args) -> FailureOr<SmallVector<Tensor>> {
    return SmallVector<Tensor>{
        scalar(i1, Element(i1, args[0].getFlat(0) > args[1].getFlat(0)))};
  };
  auto add = [&](ArrayRef<Tensor> args) {
    return elementBody(ReducerKind::Add, args);
  };
  auto a = selectAndScatterOp(operand, source, init, w, PredicateBody{fc, sel},
                              ReducerBody{ReducerKind::Add, add}, t);
  auto b = selectAndScatterOp(operand, source, init, w,
                              PredicateBody{std::nullopt, sel},
                              ReducerBody{std::nullopt, add}, t);
  ASSERT_TRUE(succeeded(a) && succeeded(b));
  EXPECT_TRUE(sameBits(*a, *b));
}

TEST_F(ReduceKernelsTest, FloatMaximumSignedZeroAndNaN) {
  RankedTensorType t = tensorType({4}, "f32");
  float vals[] = {-0.0f, 0.0f, std::nanf(""), 1.0f};
  Tensor in = Tensor::fromValues<float>(t, vals);
  Tensor init = Tensor::fromValues<float>(tensorType({}, "f32"), {-0.0f});
  auto call = [&](ArrayRef<Tensor> args) {
    return elementBody(ReducerKind::Maximum, args);
  };
  ReducerBody body{ReducerKind::Maximum, call};
  auto r = reduceOp({in}, {init}, {}, body, {t});
  ASSERT_TRUE(succeeded(r));
  ArrayRef<float> out = (*r)[0].data<float>();
  EXPECT_TRUE(out[0] == 0.0f && std::signbit(out[0]));  // max(-0, -0)
  EXPECT_TRUE(out[1] == 0.0f && !std::signbit(out[1])); // max(-0, +0)
  EXPECT_TRUE(std::isnan(out[2]));
  EXPECT_EQ(out[3], 1.0f);
}

} // namespace
