//===- DataMovementKernelsTest.cpp - data-movement kernels ----------------===//

#include "ElementOracle.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <complex>
#include <numeric>

using namespace mlir;
using namespace mlir::sfold;

namespace {
class DataMovementKernelsTest : public ::testing::Test {
protected:
  DataMovementKernelsTest() { ctx.loadDialect<quant::QuantDialect>(); }
  RankedTensorType type(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, parseType(elem, &ctx));
  }
  /// A tensor of `shape` holding 0, 1, 2, ... (as T).
  template <typename T>
  Tensor counting(ArrayRef<int64_t> shape, StringRef elem) {
    RankedTensorType t = type(shape, elem);
    std::vector<T> values(t.getNumElements());
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = static_cast<T>(i);
    return Tensor::fromValues<T>(t, values);
  }
  MLIRContext ctx;
};

/// Per-element reference transpose through Tensor::get/set.
Tensor referenceTranspose(const Tensor &in, ArrayRef<int64_t> perm,
                          RankedTensorType resultType) {
  Tensor out(resultType);
  SmallVector<int64_t> src(in.getRank());
  for (ArrayRef<int64_t> idx : indexSpace(resultType.getShape())) {
    for (size_t r = 0; r < perm.size(); ++r)
      src[perm[r]] = idx[r];
    out.set(idx, in.get(src));
  }
  return out;
}

TEST_F(DataMovementKernelsTest, TransposeMatchesReferenceForEveryWidth) {
  SmallVector<int64_t> shape = {2, 3, 4, 5};
  SmallVector<int64_t> perm = {0, 1, 2, 3};
  for (StringRef elem : {"i8", "f16", "i32", "f64", "complex<f64>"}) {
    Tensor in = Tensor(type(shape, elem));
    // Fill with distinct bytes so that any misplaced element shows.
    char *raw = in.mutableRawData();
    for (size_t i = 0; i < in.getSizeInBytes(); ++i)
      raw[i] = static_cast<char>(i * 7 + 3);
    std::sort(perm.begin(), perm.end());
    do {
      SmallVector<int64_t> outShape;
      for (int64_t p : perm)
        outShape.push_back(shape[p]);
      RankedTensorType rt = type(outShape, elem);
      FailureOr<Tensor> got = transposeOp(in, perm, rt);
      ASSERT_TRUE(succeeded(got)) << elem.str();
      Tensor want = referenceTranspose(in, perm, rt);
      EXPECT_EQ(got->getRawBytes(), want.getRawBytes()) << elem.str();
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
}

TEST_F(DataMovementKernelsTest, TransposeRejectsBadPermutation) {
  Tensor in = counting<int32_t>({2, 3}, "i32");
  EXPECT_TRUE(failed(transposeOp(in, {0, 0}, type({2, 2}, "i32"))));
  EXPECT_TRUE(failed(transposeOp(in, {1, 0}, type({2, 3}, "i32"))));
}

TEST_F(DataMovementKernelsTest, ReshapeSharesTheBuffer) {
  Tensor in = counting<float>({2, 3}, "f32");
  FailureOr<Tensor> out = reshapeOp(in, type({3, 2}, "f32"));
  ASSERT_TRUE(succeeded(out));
  EXPECT_TRUE(out->sharesBufferWith(in));
  EXPECT_EQ(out->getShape(), ArrayRef<int64_t>({3, 2}));
  EXPECT_TRUE(failed(reshapeOp(in, type({4}, "f32"))));
}

TEST_F(DataMovementKernelsTest, DynamicUpdateSliceInPlaceOnlyWhenUnique) {
  auto update = Tensor::fromValues<int32_t>(type({2}, "i32"), {7, 8});
  // Shared: the original stays unchanged.
  Tensor shared = counting<int32_t>({4}, "i32");
  FailureOr<Tensor> r1 = dynamicUpdateSliceOp(shared, update, {1});
  ASSERT_TRUE(succeeded(r1));
  EXPECT_FALSE(r1->sharesBufferWith(shared));
  EXPECT_EQ(shared.data<int32_t>(), ArrayRef<int32_t>({0, 1, 2, 3}));
  EXPECT_EQ(r1->data<int32_t>(), ArrayRef<int32_t>({0, 7, 8, 3}));
  // Uniquely owned: written in place.
  Tensor unique = counting<int32_t>({4}, "i32");
  const char *before = unique.rawData();
  FailureOr<Tensor> r2 = dynamicUpdateSliceOp(std::move(unique), update, {9});
  ASSERT_TRUE(succeeded(r2));
  EXPECT_EQ(r2->rawData(), before);
  EXPECT_EQ(r2->data<int32_t>(), ArrayRef<int32_t>({0, 1, 7, 8}));
}

TEST_F(DataMovementKernelsTest, PadMatchesReference) {
  Tensor in = counting<int16_t>({3, 4}, "i16");
  auto pad = Tensor::fromValues<int16_t>(type({}, "i16"), {-1});
  struct Case {
    int64_t low[2], high[2], interior[2];
  } cases[] = {{{1, 0}, {0, 2}, {0, 1}},
               {{-1, -2}, {2, -1}, {1, 0}},
               {{-3, 1}, {-2, 0}, {2, 2}},
               {{0, -3}, {0, -3}, {0, 1}}};
  for (const Case &c : cases) {
    SmallVector<int64_t> shape;
    for (int d = 0; d < 2; ++d)
      shape.push_back(c.low[d] + c.high[d] + in.getShape()[d] +
                      (in.getShape()[d] - 1) * c.interior[d]);
    FailureOr<Tensor> got =
        padOp(in, pad, c.low, c.high, c.interior, type(shape, "i16"));
    ASSERT_TRUE(succeeded(got));
    for (ArrayRef<int64_t> idx : indexSpace(shape)) {
      int16_t want = -1;
      int64_t src[2];
      bool inside = true;
      for (int d = 0; d < 2; ++d) {
        int64_t p = idx[d] - c.low[d];
        int64_t step = c.interior[d] + 1;
        if (p < 0 || p % step != 0 || p / step >= in.getShape()[d])
          inside = false;
        src[d] = p / step;
      }
      if (inside)
        want = in.data<int16_t>()[src[0] * 4 + src[1]];
      EXPECT_EQ(got->data<int16_t>()[got->linearize(idx)], want);
    }
  }
}

TEST_F(DataMovementKernelsTest, IotaNarrowTypes) {
  FailureOr<Tensor> i4 = iotaOp(0, type({10}, "i4"));
  ASSERT_TRUE(succeeded(i4));
  EXPECT_EQ(i4->data<int8_t>(),
            ArrayRef<int8_t>({0, 1, 2, 3, 4, 5, 6, 7, -8, -7}));
  FailureOr<Tensor> f8 = iotaOp(1, type({2, 3}, "f8E4M3FN"));
  ASSERT_TRUE(succeeded(f8));
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(f8->getFlat(i).getFloat().convertToDouble(), double(i % 3));
  EXPECT_TRUE(failed(iotaOp(2, type({2, 3}, "f32"))));
}

TEST_F(DataMovementKernelsTest, GatherOfOneIndexIsDynamicSlice) {
  Tensor operand = counting<int32_t>({4, 5}, "i32");
  GatherDimensions dims;
  int64_t offsetDims[] = {0, 1}, startIndexMap[] = {0, 1};
  dims.offsetDims = offsetDims;
  dims.startIndexMap = startIndexMap;
  dims.indexVectorDim = 0;
  for (int64_t r : {-2, 0, 1, 3})
    for (int64_t c : {0, 2, 4, 9}) {
      auto idx = Tensor::fromValues<int64_t>(type({2}, "i64"), {r, c});
      FailureOr<Tensor> g =
          gatherOp(operand, idx, dims, {2, 3}, type({2, 3}, "i32"));
      FailureOr<Tensor> s =
          dynamicSliceOp(operand, {r, c}, {2, 3}, type({2, 3}, "i32"));
      ASSERT_TRUE(succeeded(g) && succeeded(s));
      EXPECT_EQ(g->data<int32_t>(), s->data<int32_t>());
    }
}

TEST_F(DataMovementKernelsTest, GatherRejectsInconsistentDimensions) {
  Tensor operand = counting<int32_t>({4, 5}, "i32");
  auto idx = Tensor::fromValues<int32_t>(type({1}, "i32"), {0});
  GatherDimensions dims;
  int64_t offsetDims[] = {0}, collapsed[] = {0}, startIndexMap[] = {7};
  dims.offsetDims = offsetDims;
  dims.collapsedSliceDims = collapsed;
  dims.startIndexMap = startIndexMap;
  dims.indexVectorDim = 0;
  EXPECT_TRUE(failed(gatherOp(operand, idx, dims, {1, 5}, type({5}, "i32"))));
}

TEST_F(DataMovementKernelsTest, ScatterGenericCallbackAndSharing) {
  Tensor input = counting<float>({4}, "f32");
  auto indices = Tensor::fromValues<int32_t>(type({3, 1}, "i32"), {3, 0, 5});
  auto updates = Tensor::fromValues<float>(type({3}, "f32"), {10, 20, 30});
  ScatterDimensions dims;
  int64_t inserted[] = {0}, toOperand[] = {0};
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = toOperand;
  dims.indexVectorDim = 1;
  int calls = 0;
  auto fn = [&](ArrayRef<Tensor> cur,
                ArrayRef<Tensor> upd) -> FailureOr<SmallVector<Tensor>> {
    ++calls;
    float v = cur[0].data<float>()[0] - upd[0].data<float>()[0];
    return SmallVector<Tensor>{
        Tensor::fromValues<float>(cur[0].getType(), ArrayRef<float>(v))};
  };
  ScatterComputation computation;
  computation.fn = fn;
  FailureOr<SmallVector<Tensor>> r =
      scatterOp(input, indices, updates, dims, computation);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ(calls, 2); // Index 5 is out of bounds.
  EXPECT_EQ((*r)[0].data<float>(), ArrayRef<float>({-20, 1, 2, -7}));
  EXPECT_EQ(input.data<float>(), ArrayRef<float>({0, 1, 2, 3}));

  // A failing callback fails the kernel.
  auto bad = [](ArrayRef<Tensor>,
                ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    return failure();
  };
  computation.fn = bad;
  EXPECT_TRUE(failed(scatterOp(input, indices, updates, dims, computation)));
}

TEST_F(DataMovementKernelsTest, ScatterNativeCombiners) {
  auto indices = Tensor::fromValues<int32_t>(type({2, 1}, "i32"), {1, 1});
  ScatterDimensions dims;
  int64_t inserted[] = {0}, toOperand[] = {0};
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = toOperand;
  dims.indexVectorDim = 1;
  // A native computation: the update replaces the value, or is combined
  // with BinaryOps.h's op.
  auto native = [](std::optional<BinaryOpKind> kind) {
    ScatterComputation computation;
    computation.replace = !kind;
    computation.combiner = kind;
    return computation;
  };
  auto run = [&](const Tensor &in, const Tensor &upd,
                 std::optional<BinaryOpKind> c) {
    ScatterComputation computation = native(c);
    FailureOr<SmallVector<Tensor>> r =
        scatterOp(in, indices, upd, dims, computation);
    EXPECT_TRUE(succeeded(r));
    return (*r)[0];
  };
  auto u8in = Tensor::fromValues<uint8_t>(type({2}, "ui8"), {0, 250});
  auto u8up = Tensor::fromValues<uint8_t>(type({2}, "ui8"), {3, 4});
  EXPECT_EQ(run(u8in, u8up, BinaryOpKind::Add).data<uint8_t>(),
            ArrayRef<uint8_t>({0, 1}));
  EXPECT_EQ(run(u8in, u8up, BinaryOpKind::Multiply).data<uint8_t>(),
            ArrayRef<uint8_t>({0, static_cast<uint8_t>(250 * 12)}));
  EXPECT_EQ(run(u8in, u8up, std::nullopt).data<uint8_t>(),
            ArrayRef<uint8_t>({0, 4}));
  EXPECT_EQ(run(u8in, u8up, BinaryOpKind::And).data<uint8_t>(),
            ArrayRef<uint8_t>({0, 250 & 3 & 4}));
  float nan = std::numeric_limits<float>::quiet_NaN();
  auto fin = Tensor::fromValues<float>(type({2}, "f32"), {0, -0.0f});
  auto fup = Tensor::fromValues<float>(type({2}, "f32"), {0.0f, nan});
  EXPECT_FALSE(std::signbit(
      run(fin, Tensor::fromValues<float>(type({2}, "f32"), {0.0f, 0.0f}),
          BinaryOpKind::Maximum)
          .data<float>()[1]));
  EXPECT_TRUE(
      std::isnan(run(fin, fup, BinaryOpKind::Minimum).data<float>()[1]));
  auto cin = Tensor::fromValues<std::complex<float>>(type({2}, "complex<f32>"),
                                                     {{0, 0}, {1, 1}});
  auto cup = Tensor::fromValues<std::complex<float>>(type({2}, "complex<f32>"),
                                                     {{0, 1}, {0, 1}});
  EXPECT_EQ(
      run(cin, cup, BinaryOpKind::Multiply).data<std::complex<float>>()[1],
      std::complex<float>(1, 1) * std::complex<float>(0, 1) *
          std::complex<float>(0, 1));

  // Complex maximum is lexicographic, as the elementwise kernel's.
  EXPECT_TRUE(isNativeScatterComputation(native(BinaryOpKind::Maximum),
                                         parseType("complex<f32>", &ctx)));
  EXPECT_FALSE(isNativeScatterComputation(native(BinaryOpKind::Or),
                                          parseType("f32", &ctx)));
  EXPECT_FALSE(isNativeScatterComputation(
      native(BinaryOpKind::Add), parseType("!quant.uniform<i8:f32, 0.5>", &ctx)));
  EXPECT_TRUE(isNativeScatterComputation(
      native(std::nullopt), parseType("!quant.uniform<i8:f32, 0.5>", &ctx)));
  EXPECT_TRUE(isNativeScatterComputation(native(BinaryOpKind::Add),
                                         parseType("f8E5M2", &ctx)));
  EXPECT_FALSE(isNativeScatterComputation(ScatterComputation(),
                                          parseType("f32", &ctx)));
}

TEST_F(DataMovementKernelsTest, DynamicShapes) {
  Tensor v = counting<int32_t>({6}, "i32");
  auto shape = Tensor::fromValues<int64_t>(type({2}, "i64"), {3, 2});
  FailureOr<Tensor> r = dynamicReshapeOp(
      v, shape,
      RankedTensorType::get({ShapedType::kDynamic, 2}, parseType("i32", &ctx)));
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ(r->getShape(), ArrayRef<int64_t>({3, 2}));
  // A static dimension that disagrees with the run-time shape fails.
  EXPECT_TRUE(failed(dynamicReshapeOp(v, shape, type({2, 3}, "i32"))));
  FailureOr<Tensor> size = getDimensionSizeOp(*r, 0, type({}, "i32"));
  ASSERT_TRUE(succeeded(size));
  EXPECT_EQ(size->data<int32_t>()[0], 3);
}
} // namespace

// Scalar updates into a 2-D operand (the kernel's tight loop for scalar
// windows): out-of-bounds and negative indices are skipped, repeated indices
// accumulate, and the index vector may be the leading dimension.
TEST_F(DataMovementKernelsTest, ScatterScalarWindows) {
  auto in = counting<int32_t>({2, 3}, "i32");
  ScatterDimensions dims;
  int64_t inserted[] = {0, 1}, toOperand[] = {1, 0};
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = toOperand;
  ScatterComputation add;
  add.combiner = BinaryOpKind::Add;
  // Positions along dimension 0 of the indices, (column, row) pairs along
  // dimension 1: (2, 1), (0, 0), (2, 1), (3, 0) out of bounds, (-1, 1).
  auto indices = Tensor::fromValues<int64_t>(
      type({5, 2}, "i64"), {2, 1, 0, 0, 2, 1, 3, 0, -1, 1});
  auto updates =
      Tensor::fromValues<int32_t>(type({5}, "i32"), {10, 20, 30, 40, 50});
  dims.indexVectorDim = 1;
  FailureOr<SmallVector<Tensor>> r = scatterOp(in, indices, updates, dims, add);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ((*r)[0].data<int32_t>(),
            ArrayRef<int32_t>({0 + 20, 1, 2, 3, 4, 5 + 10 + 30}));
  // The same with the index vector as dimension 0 of the indices.
  auto transposed = Tensor::fromValues<int64_t>(
      type({2, 5}, "i64"), {2, 0, 2, 3, -1, 1, 0, 1, 0, 1});
  dims.indexVectorDim = 0;
  r = scatterOp(in, transposed, updates, dims, add);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ((*r)[0].data<int32_t>(),
            ArrayRef<int32_t>({0 + 20, 1, 2, 3, 4, 5 + 10 + 30}));
  // The operand is unchanged.
  EXPECT_EQ(in.data<int32_t>(), ArrayRef<int32_t>({0, 1, 2, 3, 4, 5}));
}

// Scalar windows (the typed loop that reads the indices in their own type)
// against the generic callback path, which applies the updates one by one
// in the spec's order: index types of every signedness and width (negative,
// out-of-range and duplicate indices), index_vector_dim first, last or
// between position dimensions, and a float add whose result depends on the
// order of duplicate updates (float addition is not associative).
TEST_F(DataMovementKernelsTest, ScatterScalarWindowsMatchGeneric) {
  auto sameBits = [](const Tensor &a, const Tensor &b) {
    return a.getType() == b.getType() && a.getRawBytes() == b.getRawBytes();
  };
  // Operand 3 x 5 f32; positions 4 x 6; index vectors (row, column).
  Tensor in(type({3, 5}, "f32"));
  for (int64_t i = 0; i < 15; ++i)
    in.setFlat(i, Element::fromDouble(in.getElementType(), i * 0.1));
  Tensor upd(type({4, 6}, "f32"));
  const double mags[] = {1e8, 1, -1e8, 3.25, 1e-3, -7};
  for (int64_t i = 0; i < 24; ++i)
    upd.setFlat(i, Element::fromDouble(upd.getElementType(), mags[i % 6]));
  // Rows in [-1, 3], columns in [-1, 5], with many repeats.
  std::vector<int64_t> rows(24), cols(24);
  for (int64_t i = 0; i < 24; ++i) {
    rows[i] = (i * 7) % 5 - 1;
    cols[i] = (i * 3) % 7 - 1;
  }
  int64_t inserted[] = {0, 1}, toOperand[] = {0, 1};
  for (const char *indexType : {"i8", "ui8", "i32", "ui32", "i64", "ui64"}) {
    Type it = parseType(indexType, &ctx);
    // ivd = 2 (last), 0 (first), 1 (between the position dimensions).
    for (int64_t ivd : {int64_t(2), int64_t(0), int64_t(1)}) {
      SmallVector<int64_t> shape = {4, 6};
      shape.insert(shape.begin() + ivd, 2);
      Tensor indices(type(shape, indexType));
      SmallVector<int64_t> strides = {0, 0, 0};
      for (int64_t d = 2, s = 1; d >= 0; --d) {
        strides[d] = s;
        s *= shape[d];
      }
      for (int64_t p = 0; p < 24; ++p) {
        int64_t pos[2] = {p / 6, p % 6};
        int64_t at = 0;
        for (int64_t d = 0, j = 0; d < 3; ++d)
          if (d != ivd)
            at += pos[j++] * strides[d];
        indices.setFlat(at, Element::fromInt(it, rows[p]));
        indices.setFlat(at + strides[ivd], Element::fromInt(it, cols[p]));
      }
      ScatterDimensions dims;
      dims.insertedWindowDims = inserted;
      dims.scatterDimsToOperandDims = toOperand;
      dims.indexVectorDim = ivd;
      for (int c = 0; c < 3; ++c) { // add, replace, maximum
        SCOPED_TRACE(std::string(indexType) + " ivd " + std::to_string(ivd) +
                     " combiner " + std::to_string(c));
        ScatterComputation native;
        native.replace = c == 1;
        if (c != 1)
          native.combiner = c == 0 ? BinaryOpKind::Add : BinaryOpKind::Maximum;
        // (fn is a function_ref: the callable must outlive it.)
        auto combine =
            [&](ArrayRef<Tensor> cur,
                ArrayRef<Tensor> u) -> FailureOr<SmallVector<Tensor>> {
          float a = cur[0].data<float>()[0], b = u[0].data<float>()[0];
          float v = c == 0 ? a + b : c == 1 ? b : std::max(a, b);
          return SmallVector<Tensor>{
              Tensor::fromValues<float>(cur[0].getType(), ArrayRef<float>(v))};
        };
        ScatterComputation generic;
        generic.fn = combine;
        auto a = scatterOp(in, indices, upd, dims, native);
        auto b = scatterOp(in, indices, upd, dims, generic);
        ASSERT_TRUE(succeeded(a) && succeeded(b));
        EXPECT_TRUE(sameBits((*a)[0], (*b)[0]));
      }
    }
  }
  // One index per position (only the row), the column starting at 0.
  auto rowIdx = Tensor::fromValues<int16_t>(type({4}, "i16"), {2, -1, 3, 2});
  auto rowUpd = Tensor::fromValues<float>(type({4}, "f32"), {1, 2, 3, 4});
  int64_t onlyRow[] = {0};
  ScatterDimensions dims;
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = onlyRow;
  dims.indexVectorDim = 1;
  ScatterComputation add;
  add.combiner = BinaryOpKind::Add;
  auto r = scatterOp(in, rowIdx, rowUpd, dims, add);
  ASSERT_TRUE(succeeded(r));
  for (int64_t i = 0; i < 15; ++i)
    EXPECT_EQ((*r)[0].data<float>()[i],
              i == 10 ? (in.data<float>()[i] + 1.0f) + 4.0f
                      : in.data<float>()[i])
        << i;
  // Float indices are rejected, as before.
  auto floatIdx = Tensor::fromValues<float>(type({4, 1}, "f32"), {0, 1, 2, 0});
  EXPECT_TRUE(failed(scatterOp(in, floatIdx, rowUpd, dims, add)));
}
