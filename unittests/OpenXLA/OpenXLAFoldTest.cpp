//===- OpenXLAFoldTest.cpp - fold() on openxla's ops ----------------------===//
//
// Calls `Operation::fold` on ops of openxla/stablehlo's dialects with our
// fold extension registered, and compares the bits with the same fold on our
// own dialect.

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;

namespace {

class OpenXLAFoldTest : public ::testing::Test {
protected:
  explicit OpenXLAFoldTest(
      const sfold::FoldSettings &settings = {}) {
    DialectRegistry registry;
    registry.insert<stablehlo::StablehloDialect, chlo::ChloDialect,
                    func::FuncDialect>();
    sfold::openxla::registerOpenXLAFoldExtensions(registry, settings);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// Parses `source` in `ctx`; the module stays in `holder`.
  static Operation *firstNamed(OwningOpRef<ModuleOp> &holder, StringRef source,
                               MLIRContext *ctx, StringRef name) {
    holder = parseSourceString<ModuleOp>(source, ctx);
    if (!holder)
      return nullptr;
    Operation *found = nullptr;
    holder->walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    return found;
  }

  static SmallVector<Attribute> constants(Operation *op) {
    SmallVector<Attribute> result;
    for (Value v : op->getOperands()) {
      Attribute attr;
      result.push_back(matchPattern(v, m_Constant(&attr)) ? attr
                                                          : Attribute());
    }
    return result;
  }

  /// Folds the first op named `name` of `source` here and in a context of
  /// our dialect; expects both to give one elements attribute with the same
  /// raw bits.
  void expectSameBits(StringRef source, StringRef name) {
    OwningOpRef<ModuleOp> theirs;
    Operation *op = firstNamed(theirs, source, &context, name);
    ASSERT_TRUE(op);
    bool isOpenXLA = llvm::isa<stablehlo::StablehloDialect, chlo::ChloDialect>(
        op->getDialect());
    EXPECT_TRUE(isOpenXLA);
    SmallVector<OpFoldResult> folded;
    ASSERT_TRUE(succeeded(op->fold(constants(op), folded)));
    ASSERT_EQ(folded.size(), 1u);
    auto attr = llvm::dyn_cast<DenseElementsAttr>(
        llvm::dyn_cast<Attribute>(folded[0]));
    ASSERT_TRUE(attr);
    EXPECT_EQ(attr.getContext(), &context);

    DialectRegistry registry;
    sfold::registerAllDialects(registry);
    MLIRContext ourContext(registry);
    OwningOpRef<ModuleOp> ours;
    Operation *ourOp = firstNamed(ours, source, &ourContext, name);
    ASSERT_TRUE(ourOp);
    SmallVector<OpFoldResult> expected;
    ASSERT_TRUE(succeeded(ourOp->fold(constants(ourOp), expected)));
    auto expectedAttr = llvm::dyn_cast<DenseElementsAttr>(
        llvm::dyn_cast<Attribute>(expected[0]));
    ASSERT_TRUE(expectedAttr);
    EXPECT_EQ(attr.isSplat(), expectedAttr.isSplat());
    EXPECT_EQ(attr.getRawData(), expectedAttr.getRawData());
  }

  MLIRContext context;
};

TEST_F(OpenXLAFoldTest, AddFoldsToOurBits) {
  expectSameBits(R"(
    func.func @f() -> tensor<3xf32> {
      %a = stablehlo.constant dense<[1.0, 2.5, -0.0]> : tensor<3xf32>
      %b = stablehlo.constant dense<[0.1, 1.0e30, 0.0]> : tensor<3xf32>
      %0 = stablehlo.add %a, %b : tensor<3xf32>
      return %0 : tensor<3xf32>
    })",
                 "stablehlo.add");
}

TEST_F(OpenXLAFoldTest, ChloFoldsToOurBits) {
  expectSameBits(R"(
    func.func @f() -> tensor<3xf32> {
      %a = stablehlo.constant dense<[0.5, -1.0, 3.0]> : tensor<3xf32>
      %0 = chlo.erf %a : tensor<3xf32> -> tensor<3xf32>
      return %0 : tensor<3xf32>
    })",
                 "chlo.erf");
}

TEST_F(OpenXLAFoldTest, StructuredAttributeFoldsToOurBits) {
  expectSameBits(R"(
    func.func @f() -> tensor<2x2xi1> {
      %a = stablehlo.constant dense<[[1, 5], [3, 3]]> : tensor<2x2xi32>
      %b = stablehlo.constant dense<[[2, 4], [3, 1]]> : tensor<2x2xi32>
      %0 = stablehlo.compare GE, %a, %b, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
      return %0 : tensor<2x2xi1>
    })",
                 "stablehlo.compare");
}

TEST_F(OpenXLAFoldTest, SplatStaysSplat) {
  expectSameBits(R"(
    func.func @f() -> tensor<1000x1000xf32> {
      %a = stablehlo.constant dense<1.5> : tensor<1000x1000xf32>
      %0 = stablehlo.multiply %a, %a : tensor<1000x1000xf32>
      return %0 : tensor<1000x1000xf32>
    })",
                 "stablehlo.multiply");
}

TEST_F(OpenXLAFoldTest, IdentityForwardsTheOperand) {
  OwningOpRef<ModuleOp> module;
  Operation *op = firstNamed(module, R"(
    func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.reshape %x : (tensor<2xf32>) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    })",
                             &context, "stablehlo.reshape");
  ASSERT_TRUE(op);
  SmallVector<OpFoldResult> folded;
  ASSERT_TRUE(succeeded(op->fold(constants(op), folded)));
  ASSERT_EQ(folded.size(), 1u);
  EXPECT_EQ(llvm::dyn_cast<Value>(folded[0]), op->getOperand(0));
}

TEST_F(OpenXLAFoldTest, NoFloatIdentityWithoutConstants) {
  OwningOpRef<ModuleOp> module;
  Operation *op = firstNamed(module, R"(
    func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
      %z = stablehlo.constant dense<0.0> : tensor<2xf32>
      %0 = stablehlo.add %x, %z : tensor<2xf32>
      return %0 : tensor<2xf32>
    })",
                             &context, "stablehlo.add");
  ASSERT_TRUE(op);
  SmallVector<OpFoldResult> folded;
  EXPECT_TRUE(failed(op->fold(constants(op), folded)));
  EXPECT_TRUE(folded.empty());
}

TEST_F(OpenXLAFoldTest, CreateOrFoldMakesAConstant) {
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  auto type = RankedTensorType::get({2}, builder.getI32Type());
  Value a = stablehlo::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(type, ArrayRef<int32_t>{1, 2}));
  Value b = stablehlo::ConstantOp::create(
      builder, loc, DenseElementsAttr::get(type, ArrayRef<int32_t>{30, 40}));
  Value sum = builder.createOrFold<stablehlo::AddOp>(loc, a, b);
  auto constant = sum.getDefiningOp<stablehlo::ConstantOp>();
  ASSERT_TRUE(constant);
  auto values = llvm::cast<DenseIntElementsAttr>(constant.getValue());
  EXPECT_EQ(SmallVector<int32_t>(values.getValues<int32_t>()),
            (SmallVector<int32_t>{31, 42}));
}

/// The limits given to the extension bound its folds.
class OpenXLAFoldBudgetTest : public OpenXLAFoldTest {
protected:
  OpenXLAFoldBudgetTest() : OpenXLAFoldTest(sfold::FoldSettings{sfold::EvalLimits{1000, 64}, {}}) {}
};

TEST_F(OpenXLAFoldBudgetTest, DeclinesOverTheSizeBudget) {
  OwningOpRef<ModuleOp> module;
  Operation *op = firstNamed(module, R"(
    func.func @f() -> tensor<32xi32> {
      %a = stablehlo.iota dim = 0 : tensor<32xi32>
      %0 = stablehlo.add %a, %a : tensor<32xi32>
      return %0 : tensor<32xi32>
    })",
                             &context, "stablehlo.add");
  ASSERT_TRUE(op);
  // Not a splat: splats fold without the size budget.
  SmallVector<int32_t> values(32);
  for (int32_t i = 0; i < 32; ++i)
    values[i] = i;
  Attribute operand = DenseElementsAttr::get(
      llvm::cast<ShapedType>(op->getOperand(0).getType()),
      ArrayRef<int32_t>(values));
  SmallVector<Attribute> operands = {operand, operand};
  SmallVector<OpFoldResult> folded;
  EXPECT_TRUE(failed(op->fold(operands, folded)));
}

} // namespace
