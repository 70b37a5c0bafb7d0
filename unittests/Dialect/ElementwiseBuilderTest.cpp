//===- ElementwiseBuilderTest.cpp - builders that infer result types ------===//
//
// Ops whose result types follow from their operands and attributes get a
// builder without result types (`AddOp::create(b, loc, lhs, rhs)`). These
// tests build elementwise and data movement ops that way from block
// arguments and check the type each builder gave, then that the op verifies.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

class ElementwiseBuilderTest : public ::testing::Test {
protected:
  ElementwiseBuilderTest() : b(&context) {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
    loc = b.getUnknownLoc();
    module = ModuleOp::create(b, loc);
  }

  /// A function with arguments of `types` whose body the test fills;
  /// the builder's insertion point is in it.
  func::FuncOp makeFunc(ArrayRef<Type> types) {
    b.setInsertionPointToEnd(module->getBody());
    auto fn = func::FuncOp::create(b, loc, "f", b.getFunctionType(types, {}));
    Block *entry = fn.addEntryBlock();
    b.setInsertionPointToEnd(entry);
    return fn;
  }

  /// Terminates `fn` and verifies the whole module.
  bool verifies(func::FuncOp fn) {
    b.setInsertionPointToEnd(&fn.getBody().front());
    func::ReturnOp::create(b, loc);
    return succeeded(verify(*module));
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element,
                          ArrayRef<int64_t> bounds = {}) {
    Attribute encoding;
    if (!bounds.empty())
      encoding = BoundsAttr::get(&context, bounds);
    return RankedTensorType::get(shape, element, encoding);
  }

  MLIRContext context;
  OpBuilder b;
  Location loc = UnknownLoc::get(&context);
  OwningOpRef<ModuleOp> module;
};

constexpr int64_t kDyn = ShapedType::kDynamic;

TEST_F(ElementwiseBuilderTest, AddTakesKnownSizesFromEitherOperand) {
  Type f32 = b.getF32Type();
  func::FuncOp fn =
      makeFunc({tensor({kDyn, 2}, f32), tensor({3, kDyn}, f32)});
  auto add = AddOp::create(b, loc, fn.getArgument(0), fn.getArgument(1));
  EXPECT_EQ(add.getType(), tensor({3, 2}, f32));
  EXPECT_TRUE(verifies(fn));
}

TEST_F(ElementwiseBuilderTest, CompareGivesI1WithTheTighterBound) {
  Type f32 = b.getF32Type();
  func::FuncOp fn = makeFunc(
      {tensor({kDyn}, f32, {8}), tensor({kDyn}, f32, {5})});
  auto cmp = CompareOp::create(b, loc, fn.getArgument(0), fn.getArgument(1),
                               ComparisonDirection::LT,
                               ComparisonTypeAttr::get(
                                   &context, ComparisonType::FLOAT));
  EXPECT_EQ(cmp.getType(), tensor({kDyn}, b.getI1Type(), {5}));
  EXPECT_TRUE(verifies(fn));
}

TEST_F(ElementwiseBuilderTest, ConcatenateSumsBounds) {
  Type i32 = b.getI32Type();
  func::FuncOp fn = makeFunc({tensor({kDyn, 4}, i32, {6, kDyn}),
                              tensor({2, 4}, i32)});
  auto cat = ConcatenateOp::create(
      b, loc, ValueRange{fn.getArgument(0), fn.getArgument(1)}, 0);
  EXPECT_EQ(cat.getType(), tensor({kDyn, 4}, i32, {8, kDyn}));
  EXPECT_TRUE(verifies(fn));
}

TEST_F(ElementwiseBuilderTest, TransposePermutesSizesAndBounds) {
  Type f16 = b.getF16Type();
  func::FuncOp fn = makeFunc({tensor({kDyn, 3}, f16, {7, kDyn})});
  auto t = TransposeOp::create(b, loc, fn.getArgument(0),
                               b.getDenseI64ArrayAttr({1, 0}));
  EXPECT_EQ(t.getType(), tensor({3, kDyn}, f16, {kDyn, 7}));
  EXPECT_TRUE(verifies(fn));
}

TEST_F(ElementwiseBuilderTest, ScatterBuiltBeforeItsRegionTakesInputTypes) {
  Type f32 = b.getF32Type();
  RankedTensorType input = tensor({5, 2}, f32);
  func::FuncOp fn = makeFunc(
      {input, tensor({3, 1}, b.getI32Type()), tensor({3, 2}, f32)});
  auto dn = ScatterDimensionNumbersAttr::get(
      &context, /*updateWindowDims=*/{1}, /*insertedWindowDims=*/{0},
      /*inputBatchingDims=*/{}, /*scatterIndicesBatchingDims=*/{},
      /*scatterDimsToOperandDims=*/{0}, /*indexVectorDim=*/1);
  auto scatter = ScatterOp::create(
      b, loc, ValueRange{fn.getArgument(0)}, fn.getArgument(1),
      ValueRange{fn.getArgument(2)}, dn);
  ASSERT_EQ(scatter->getNumResults(), 1u);
  EXPECT_EQ(scatter->getResult(0).getType(), input);
  // Fill the region: (old, new) -> new.
  RankedTensorType scalar = tensor({}, f32);
  Block *body = b.createBlock(&scatter.getUpdateComputation(), {},
                              {scalar, scalar}, {loc, loc});
  ReturnOp::create(b, loc, ValueRange{body->getArgument(1)});
  EXPECT_TRUE(verifies(fn));
}

} // namespace
