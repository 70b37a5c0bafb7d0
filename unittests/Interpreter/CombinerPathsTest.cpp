//===- CombinerPathsTest.cpp - every combiner path is the elementwise op --===//
//
// The fast paths of the kernels with bodies (reduce, reduce_window,
// select_and_scatter's scatter, scatter in its two native loops, map) must
// give the bits of the elementwise kernel of the recognised op, on the
// values where implementations tend to differ: quiet and signalling NaNs of
// both signs with payloads, -0.0 and +0.0, -inf and +inf, for f32, f64,
// f16, bf16 and complex<f32>, and wrapping extremes of i32, i4 and i1. For
// every pair (a, b) of a type's special values, op(a, b) with a as the
// accumulator / current value and b as the element / update. The
// elementwise kernel is itself checked against the Element oracle
// (APFloat / APInt) where the result is not a NaN, and for a NaN result
// that it is a quiet NaN if the oracle's is one.
//
//===----------------------------------------------------------------------===//

#include "ElementOracle.h"

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/Kernels.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

using namespace mlir;
using namespace mlir::sfold;

namespace {

struct TypeCase {
  const char *type;
  /// Storage bits of the special values (complex<f32>: imag << 32 | real).
  std::vector<uint64_t> bits;
};

const TypeCase kCases[] = {
    {"f32",
     {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x3FC00000, 0xC0000000,
      0x7FC00000, 0xFFC00123, 0x7F800001, 0xFF800101, 0x00000001}},
    {"f64",
     {0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000,
      0xFFF0000000000000, 0x3FF8000000000000, 0xC000000000000000,
      0x7FF8000000000000, 0xFFF8000000000123, 0x7FF0000000000001,
      0xFFF0000000000101}},
    {"f16",
     {0x0000, 0x8000, 0x7C00, 0xFC00, 0x3E00, 0xC000, 0x7E00, 0xFE12, 0x7C01,
      0xFC05, 0x7BFF}},
    {"bf16",
     {0x0000, 0x8000, 0x7F80, 0xFF80, 0x3FC0, 0xC000, 0x7FC0, 0xFFC5, 0x7F81,
      0xFF85, 0x7F7F}},
    {"complex<f32>",
     {0x3F80000000000000, 0x800000003F800000, 0x000000007FC00001,
      0x7F80000100000000, 0xFF800000FF800000, 0x0000000000000000}},
    {"i32", {0, 1, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 12345}},
    {"i4", {0x00, 0x01, 0xFF, 0x07, 0xF8, 0x05}},
    {"i1", {0, 1}},
};

const BinaryOpKind kKinds[] = {
    BinaryOpKind::Add, BinaryOpKind::Multiply, BinaryOpKind::Maximum,
    BinaryOpKind::Minimum, BinaryOpKind::And, BinaryOpKind::Or,
    BinaryOpKind::Xor};

const char *name(BinaryOpKind kind) {
  switch (kind) {
  case BinaryOpKind::Add:
    return "add";
  case BinaryOpKind::Multiply:
    return "multiply";
  case BinaryOpKind::Maximum:
    return "maximum";
  case BinaryOpKind::Minimum:
    return "minimum";
  case BinaryOpKind::And:
    return "and";
  case BinaryOpKind::Or:
    return "or";
  case BinaryOpKind::Xor:
    return "xor";
  case BinaryOpKind::Subtract:
    return "subtract";
  }
  return "";
}

/// A body the fast paths must never call.
FailureOr<SmallVector<Tensor>> neverCalled(ArrayRef<Tensor>) {
  ADD_FAILURE() << "the generic path ran instead of the fast path";
  return failure();
}
FailureOr<SmallVector<Tensor>> neverCalled2(ArrayRef<Tensor>,
                                            ArrayRef<Tensor>) {
  ADD_FAILURE() << "the generic path ran instead of the fast path";
  return failure();
}

std::string toString(const Element &e) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << e;
  return s;
}

bool sameBits(const Tensor &a, const Tensor &b) {
  return a && b && a.getType() == b.getType() &&
         a.getRawBytes() == b.getRawBytes();
}

/// The storage bytes of element `i` as a hex string, for messages.
std::string hexAt(const Tensor &t, int64_t i) {
  size_t bytes = t.getElementStorageBytes();
  std::string s = "0x";
  const char *digits = "0123456789ABCDEF";
  for (size_t k = bytes; k-- > 0;) {
    auto byte = static_cast<uint8_t>(t.rawData()[i * bytes + k]);
    s += digits[byte >> 4];
    s += digits[byte & 15];
  }
  return s;
}

class CombinerPathsTest : public ::testing::Test {
protected:
  RankedTensorType type(ArrayRef<int64_t> shape, Type et) {
    return RankedTensorType::get(shape, et);
  }

  /// A tensor of `shape` whose elements have the storage `bits`.
  Tensor fromBits(ArrayRef<int64_t> shape, Type et, ArrayRef<uint64_t> bits) {
    Tensor t(type(shape, et));
    size_t bytes = t.getElementStorageBytes();
    std::vector<char> raw(bits.size() * bytes);
    for (size_t i = 0; i < bits.size(); ++i)
      for (size_t k = 0; k < bytes; ++k)
        raw[i * bytes + k] = static_cast<char>((bits[i] >> (8 * k)) & 0xFF);
    return Tensor(type(shape, et), ArrayRef<char>(raw));
  }

  /// Compares row `row` of the expected elementwise result (op(a, b_j) for
  /// every j) with `got`.
  void expectRow(const Tensor &expected, int64_t row, int64_t n,
                 const Tensor &got, const std::string &path) {
    ASSERT_TRUE(got) << path;
    ASSERT_EQ(got.getNumElements(), n) << path;
    size_t bytes = got.getElementStorageBytes();
    for (int64_t j = 0; j < n; ++j)
      EXPECT_EQ(std::memcmp(expected.rawData() + (row * n + j) * bytes,
                            got.rawData() + j * bytes, bytes),
                0)
          << path << ": element " << row << " op element " << j
          << ": elementwise " << hexAt(expected, row * n + j) << ", "
          << path << " " << hexAt(got, j);
  }

  MLIRContext ctx;
};

TEST_F(CombinerPathsTest, EveryPathGivesTheElementwiseBits) {
  int checkedPaths = 0;
  for (const TypeCase &tc : kCases) {
    Type et = parseType(tc.type, &ctx);
    ASSERT_TRUE(et) << tc.type;
    int64_t n = tc.bits.size();
    // All pairs: lhs[i * n + j] = v_i, rhs[i * n + j] = v_j.
    std::vector<uint64_t> lhsBits, rhsBits;
    for (uint64_t a : tc.bits)
      for (uint64_t b : tc.bits) {
        lhsBits.push_back(a);
        rhsBits.push_back(b);
      }
    Tensor lhs = fromBits({n * n}, et, lhsBits);
    Tensor rhs = fromBits({n * n}, et, rhsBits);
    Tensor values = fromBits({n}, et, tc.bits);
    for (BinaryOpKind kind : kKinds) {
      Tensor expected = binaryOp(kind, lhs, rhs, type({n * n}, et));
      if (!expected)
        continue; // and / or / xor of floats
      SCOPED_TRACE(std::string(tc.type) + " " + name(kind));

      // The elementwise kernel against the oracle.
      for (int64_t k = 0; k < n * n; ++k) {
        Element a = lhs.getFlat(k), b = rhs.getFlat(k);
        Element o = a;
        switch (kind) {
        case BinaryOpKind::Add:
          o = a + b;
          break;
        case BinaryOpKind::Multiply:
          o = a * b;
          break;
        case BinaryOpKind::Maximum:
          o = max(a, b);
          break;
        case BinaryOpKind::Minimum:
          o = min(a, b);
          break;
        case BinaryOpKind::And:
          o = a & b;
          break;
        case BinaryOpKind::Or:
          o = a | b;
          break;
        case BinaryOpKind::Xor:
          o = a ^ b;
          break;
        case BinaryOpKind::Subtract:
          o = a - b;
          break;
        }
        Element got = expected.getFlat(k);
        if (!o.isComplex()) {
          EXPECT_TRUE(got.isIdenticalTo(o))
              << "element " << k << ": kernel " << hexAt(expected, k)
              << ", oracle " << toString(o);
        }
      }

      // The fast paths, one row (accumulator a = v_i) at a time.
      ReducerBody body{kind, neverCalled};
      for (int64_t i = 0; i < n; ++i) {
        Tensor init = fromBits({}, et, {tc.bits[i]});
        Tensor column = fromBits({n, 1}, et, tc.bits);

        FailureOr<SmallVector<Tensor>> reduced =
            reduceOp({column}, {init}, {1}, body, {type({n}, et)});
        ASSERT_TRUE(succeeded(reduced));
        expectRow(expected, i, n, (*reduced)[0], "reduce");

        int64_t window[] = {1};
        WindowParams params;
        params.dimensions = window;
        FailureOr<SmallVector<Tensor>> windowed = reduceWindowOp(
            {values}, {init}, params, body, {type({n}, et)});
        ASSERT_TRUE(succeeded(windowed));
        expectRow(expected, i, n, (*windowed)[0], "reduce_window");

        // Windows of one element: each selects its own; the scatter part
        // combines the init value with the source element.
        PredicateBody select{std::nullopt, neverCalled};
        FailureOr<Tensor> scattered = selectAndScatterOp(
            values, values, init, params, select, body, type({n}, et));
        ASSERT_TRUE(succeeded(scattered));
        expectRow(expected, i, n, *scattered, "select_and_scatter");

        // scatter: input all a, update j at index j. Scalar windows (the
        // loop over linear positions) and a window of one element (the box
        // walker).
        std::vector<uint64_t> rowBits(n, tc.bits[i]);
        std::vector<int32_t> idx(n);
        for (int64_t j = 0; j < n; ++j)
          idx[j] = static_cast<int32_t>(j);
        Tensor indices = Tensor::fromValues<int32_t>(
            type({n, 1}, IntegerType::get(&ctx, 32)), idx);
        ScatterComputation computation;
        computation.combiner = kind;
        computation.fn = neverCalled2;
        int64_t zero[] = {0}, one[] = {1};
        ScatterDimensions scalarDims;
        scalarDims.insertedWindowDims = zero;
        scalarDims.scatterDimsToOperandDims = zero;
        scalarDims.indexVectorDim = 1;
        FailureOr<SmallVector<Tensor>> scalarScatter =
            scatterOp({fromBits({n}, et, rowBits)}, indices, {values},
                      scalarDims, computation);
        ASSERT_TRUE(succeeded(scalarScatter));
        expectRow(expected, i, n, (*scalarScatter)[0], "scatter (scalars)");
        ScatterDimensions boxDims = scalarDims;
        boxDims.updateWindowDims = one;
        FailureOr<SmallVector<Tensor>> boxScatter =
            scatterOp({fromBits({n, 1}, et, rowBits)}, indices, {column},
                      boxDims, computation);
        ASSERT_TRUE(succeeded(boxScatter));
        expectRow(expected, i, n, (*boxScatter)[0], "scatter (windows)");
      }

      // map: all pairs at once.
      FailureOr<Tensor> mapped =
          mapOp({lhs, rhs}, {0}, body, type({n * n}, et));
      ASSERT_TRUE(succeeded(mapped));
      EXPECT_TRUE(sameBits(*mapped, expected)) << "map";
      ++checkedPaths;
    }
  }
  // f32, f64, f16, bf16, complex: 4 ops each; i32, i4, i1: 7 each.
  EXPECT_EQ(checkedPaths, 5 * 4 + 3 * 7);
}

// The bug this layer removed: scatter's maximum returned a signalling NaN
// unquieted where the elementwise maximum quiets it.
TEST_F(CombinerPathsTest, ScatterMaximumQuietsSignallingNaN) {
  Type f32 = Float32Type::get(&ctx);
  Tensor input = fromBits({1}, f32, {0x3F800000});          // 1.0
  Tensor update = fromBits({1}, f32, {0x7F800001});         // sNaN
  Tensor indices = Tensor::fromValues<int32_t>(
      type({1, 1}, IntegerType::get(&ctx, 32)), ArrayRef<int32_t>{0});
  int64_t zero[] = {0};
  ScatterDimensions dims;
  dims.insertedWindowDims = zero;
  dims.scatterDimsToOperandDims = zero;
  dims.indexVectorDim = 1;
  ScatterComputation max;
  max.combiner = BinaryOpKind::Maximum;
  FailureOr<SmallVector<Tensor>> r = scatterOp(input, indices, update, dims, max);
  ASSERT_TRUE(succeeded(r));
  uint32_t bits;
  std::memcpy(&bits, (*r)[0].rawData(), 4);
  EXPECT_EQ(bits, 0x7FC00001u);
}

} // namespace
