//===- InPlaceTest.cpp - elementwise kernels written over an operand ------===//
//
// `binaryOp` and `unaryOp` given a donor write their result over its buffer
// only when they hold it alone, and give the bits they give on separate
// buffers (NaN payloads, the narrow formats' chunked and table paths, one
// thread or several); a 0-d operand of `binaryOp` stands for every index.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {

class InPlaceTest : public ::testing::Test {
protected:
  RankedTensorType type(int64_t n, StringRef element) {
    return RankedTensorType::get({n}, parseType(element, &ctx));
  }
  /// Random bits (any pattern is valid for the types used here: NaNs with
  /// payloads included).
  Tensor random(RankedTensorType t, unsigned seed) {
    Tensor result(t);
    std::mt19937 rng(seed);
    for (char &c : MutableArrayRef<char>(result.mutableRawData(),
                                         result.getSizeInBytes()))
      c = static_cast<char>(rng());
    return result;
  }
  MLIRContext ctx;
};

const BinaryOpKind kBinaryKinds[] = {
    BinaryOpKind::Add,     BinaryOpKind::Subtract, BinaryOpKind::Multiply,
    BinaryOpKind::Maximum, BinaryOpKind::Minimum};

// Over lhs, over rhs and over both (x op x): the donor's buffer becomes the
// result's, with the bits of the kernel on separate buffers. 300000 elements
// take the 8-bit formats' pair table, and split over threads.
TEST_F(InPlaceTest, BinaryOverAnOperandGivesTheSameBits) {
  for (StringRef element : {"f32", "f64", "bf16", "f16", "f8E4M3FN", "f8E5M2",
                            "i32", "complex<f32>"}) {
    for (unsigned threads : {1u, 4u}) {
      KernelConfig config;
      config.threads = threads;
      KernelConfigScope scope(config);
      RankedTensorType t = type(300000, element);
      for (BinaryOpKind kind : kBinaryKinds) {
        Tensor a = random(t, 1), b = random(t, 2);
        Tensor expected = binaryOp(kind, a, b, t);
        if (!expected)
          continue; // not defined on the type (complex maximum, ...)
        for (int over = 0; over < 3; ++over) {
          SCOPED_TRACE(element.str() + " kind " +
                       std::to_string(static_cast<int>(kind)) + " over " +
                       std::to_string(over) + " threads " +
                       std::to_string(threads));
          Tensor lhs = a.clone(), rhs = b.clone();
          Tensor *donor = over == 1 ? &rhs : &lhs;
          const char *buffer = donor->rawData();
          Tensor result = over == 2 ? binaryOp(kind, lhs, lhs, t, donor)
                                    : binaryOp(kind, lhs, rhs, t, donor);
          Tensor same = over == 2 ? binaryOp(kind, a, a, t) : expected;
          EXPECT_FALSE(*donor);
          EXPECT_EQ(result.rawData(), buffer);
          EXPECT_TRUE(result.isBitwiseEqual(same));
        }
      }
    }
  }
}

// A 0-d operand stands for every index: the bits of its expanded splat,
// with the result over the other operand or in a new buffer.
TEST_F(InPlaceTest, ScalarOperandStandsForEveryIndex) {
  for (StringRef element : {"f32", "bf16", "f8E4M3FN", "i8", "complex<f64>"}) {
    for (unsigned threads : {1u, 4u}) {
      KernelConfig config;
      config.threads = threads;
      KernelConfigScope scope(config);
      RankedTensorType t = type(300000, element);
      auto scalarType = RankedTensorType::get({}, t.getElementType());
      for (BinaryOpKind kind : kBinaryKinds) {
        Tensor a = random(t, 8);
        Tensor s = random(scalarType, 9);
        Tensor full(t);
        for (int64_t i = 0; i < full.getNumElements(); ++i)
          full.setFlat(i, s.getFlat(0));
        for (bool scalarLhs : {false, true}) {
          SCOPED_TRACE(element.str() + " kind " +
                       std::to_string(static_cast<int>(kind)) +
                       (scalarLhs ? " lhs" : " rhs"));
          Tensor expected = scalarLhs ? binaryOp(kind, full, a, t)
                                      : binaryOp(kind, a, full, t);
          if (!expected)
            continue;
          Tensor fresh = scalarLhs ? binaryOp(kind, s, a, t)
                                   : binaryOp(kind, a, s, t);
          EXPECT_TRUE(fresh.isBitwiseEqual(expected));
          Tensor operand = a.clone();
          const char *buffer = operand.rawData();
          Tensor over = scalarLhs ? binaryOp(kind, s, operand, t, &operand)
                                  : binaryOp(kind, operand, s, t, &operand);
          EXPECT_EQ(over.rawData(), buffer);
          EXPECT_TRUE(over.isBitwiseEqual(expected));
        }
      }
    }
  }
  // Both 0-d: one value for every index.
  RankedTensorType t = type(10, "f32");
  Tensor x = Tensor::splat(RankedTensorType::get({}, t.getElementType()),
                           Element(t.getElementType(), APFloat(1.5f)));
  Tensor sum = binaryOp(BinaryOpKind::Add, x, x, t);
  ASSERT_TRUE(sum);
  EXPECT_TRUE(sum.isBitwiseEqual(
      Tensor::splat(t, Element(t.getElementType(), APFloat(3.0f)))));
}

TEST_F(InPlaceTest, UnaryOverItsOperandGivesTheSameBits) {
  const UnaryOpKind kinds[] = {UnaryOpKind::Negate, UnaryOpKind::Abs,
                               UnaryOpKind::Ceil,   UnaryOpKind::Floor,
                               UnaryOpKind::Sqrt,   UnaryOpKind::Sign};
  for (StringRef element : {"f32", "bf16", "f8E4M3FN", "i16"}) {
    RankedTensorType t = type(5000, element);
    for (UnaryOpKind kind : kinds) {
      Tensor a = random(t, 3);
      Tensor expected = unaryOp(kind, a, t);
      if (!expected)
        continue;
      Tensor operand = a.clone();
      const char *buffer = operand.rawData();
      Tensor result = unaryOp(kind, operand, t, &operand);
      EXPECT_FALSE(operand);
      EXPECT_EQ(result.rawData(), buffer);
      EXPECT_TRUE(result.isBitwiseEqual(expected));
    }
  }
}

// A donor shared with another tensor, or borrowed, is read, not written.
TEST_F(InPlaceTest, SharedOrBorrowedDonorIsNotWritten) {
  RankedTensorType t = type(1000, "f32");
  Tensor a = random(t, 4), b = random(t, 5);
  Tensor expected = binaryOp(BinaryOpKind::Add, a, b, t);

  Tensor shared = a.clone();
  Tensor other = shared;
  Tensor result = binaryOp(BinaryOpKind::Add, shared, b, t, &shared);
  ASSERT_TRUE(shared);
  EXPECT_NE(result.rawData(), shared.rawData());
  EXPECT_TRUE(result.isBitwiseEqual(expected));
  EXPECT_TRUE(other.isBitwiseEqual(a));

  std::vector<char> bytes(a.getRawBytes().begin(), a.getRawBytes().end());
  Tensor borrowed(
      t, sfold::detail::TensorBuffer::borrow(bytes.data(), bytes.size()));
  ASSERT_TRUE(borrowed);
  result = unaryOp(UnaryOpKind::Negate, borrowed, t, &borrowed);
  ASSERT_TRUE(borrowed);
  EXPECT_EQ(borrowed.rawData(), bytes.data());
  EXPECT_TRUE(borrowed.isBitwiseEqual(a));
  EXPECT_TRUE(result.isBitwiseEqual(unaryOp(UnaryOpKind::Negate, a, t)));
}

// A kernel that fails, or whose result has another storage, leaves its
// donor whole.
TEST_F(InPlaceTest, DonorIsKeptWhenNotWrittenOver) {
  RankedTensorType t = type(100, "f32");
  Tensor a = random(t, 6);
  Tensor lhs = a.clone();
  const char *buffer = lhs.rawData();
  EXPECT_FALSE(binaryOp(BinaryOpKind::And, lhs, lhs, t, &lhs));
  ASSERT_TRUE(lhs);
  EXPECT_EQ(lhs.rawData(), buffer);
  EXPECT_TRUE(lhs.isBitwiseEqual(a));

  RankedTensorType complex = type(100, "complex<f32>");
  Tensor c = random(complex, 7);
  Tensor operand = c.clone();
  Tensor modulus = unaryOp(UnaryOpKind::Abs, operand, t, &operand);
  ASSERT_TRUE(modulus);
  ASSERT_TRUE(operand);
  EXPECT_TRUE(operand.isBitwiseEqual(c));
  EXPECT_TRUE(modulus.isBitwiseEqual(absOp(c, t)));
}

} // namespace
