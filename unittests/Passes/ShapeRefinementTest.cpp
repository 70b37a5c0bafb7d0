//===- ShapeRefinementTest.cpp - the shape refinement helpers -------------===//
//
// The type arithmetic of the refinement passes: meeting what two types say,
// joining where they disagree (loops, branches), argument refinements,
// constant shapes and the shape assertion message.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

class ShapeRefinementTest : public ::testing::Test {
protected:
  ShapeRefinementTest() {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
  }

  Type type(StringRef text) {
    Type t = parseType(text, &context);
    EXPECT_TRUE(t) << text.str();
    return t;
  }

  /// The printed form of `t`, or "failure".
  static std::string str(FailureOr<Type> t) {
    if (failed(t))
      return "failure";
    std::string s;
    llvm::raw_string_ostream os(s);
    os << *t;
    return s;
  }

  MLIRContext context;
};

TEST_F(ShapeRefinementTest, MeetTakesStaticSizesAndSmallerBounds) {
  EXPECT_EQ(str(refine::meetTypes(type("tensor<?x4xf32>"),
                                  type("tensor<3x?xf32>"))),
            "tensor<3x4xf32>");
  EXPECT_EQ(str(refine::meetTypes(
                type("tensor<?xf32, #stablehlo.bounds<8>>"),
                type("tensor<?xf32, #stablehlo.bounds<5>>"))),
            "tensor<?xf32, #stablehlo.bounds<5>>");
  // A static size drops the bound.
  EXPECT_EQ(str(refine::meetTypes(type("tensor<?xf32, #stablehlo.bounds<8>>"),
                                  type("tensor<6xf32>"))),
            "tensor<6xf32>");
  // The element type is the current one's.
  EXPECT_EQ(str(refine::meetTypes(type("tensor<?xi32>"),
                                  type("tensor<2xf32>"))),
            "tensor<2xi32>");
}

TEST_F(ShapeRefinementTest, MeetRanksAnUnrankedTensor) {
  EXPECT_EQ(str(refine::meetTypes(type("tensor<*xi32>"),
                                  type("tensor<4xi32>"))),
            "tensor<4xi32>");
  // Not across element types.
  EXPECT_TRUE(failed(
      refine::meetTypes(type("tensor<*xi32>"), type("tensor<4xf32>"))));
}

TEST_F(ShapeRefinementTest, MeetFailsOnContradictions) {
  std::string why;
  EXPECT_TRUE(failed(refine::meetTypes(type("tensor<3xf32>"),
                                       type("tensor<4xf32>"), &why)));
  EXPECT_NE(why.find("dimension 0"), std::string::npos) << why;
  // A size over the bound.
  EXPECT_TRUE(failed(refine::meetTypes(
      type("tensor<?xf32, #stablehlo.bounds<2>>"), type("tensor<3xf32>"))));
  EXPECT_TRUE(failed(refine::meetTypes(type("tensor<?xf32>"),
                                       type("tensor<?x?xf32>"))));
  EXPECT_TRUE(failed(
      refine::meetTypes(type("tensor<f32>"), type("!stablehlo.token"))));
  EXPECT_EQ(str(refine::meetTypes(type("!stablehlo.token"),
                                  type("!stablehlo.token"))),
            "!stablehlo.token");
}

TEST_F(ShapeRefinementTest, JoinKeepsWhatBothAgreeOn) {
  EXPECT_EQ(refine::joinTypes(type("tensor<3x4xf32>"), type("tensor<3x5xf32>")),
            type("tensor<3x?xf32, #stablehlo.bounds<?, 5>>"));
  EXPECT_EQ(refine::joinTypes(type("tensor<3x4xf32>"), type("tensor<3x5xf32>"),
                              /*keepBounds=*/false),
            type("tensor<3x?xf32>"));
  EXPECT_EQ(refine::joinTypes(type("tensor<3xf32>"), type("tensor<?xf32>")),
            type("tensor<?xf32>"));
  EXPECT_EQ(refine::joinTypes(type("tensor<2xf32>"), type("tensor<2xf32>")),
            type("tensor<2xf32>"));
}

TEST_F(ShapeRefinementTest, WithShapeKeepsBoundsOfDynamicDimensions) {
  EXPECT_EQ(refine::withShape(type("tensor<?x?xf32, #stablehlo.bounds<4, 8>>"),
                              {2, ShapedType::kDynamic}),
            type("tensor<2x?xf32, #stablehlo.bounds<?, 8>>"));
  EXPECT_FALSE(refine::withShape(type("tensor<?xf32>"), {1, 2}));
}

TEST_F(ShapeRefinementTest, ArgumentRefinements) {
  std::string why;
  EXPECT_TRUE(succeeded(refine::checkArgumentRefinement(
      type("tensor<?x4xf32>"), type("tensor<3x4xf32>"), why)));
  EXPECT_TRUE(succeeded(refine::checkArgumentRefinement(
      type("tensor<*xf32>"), type("tensor<3x4xf32>"), why)));
  EXPECT_TRUE(failed(refine::checkArgumentRefinement(
      type("tensor<?x4xf32>"), type("tensor<3x5xf32>"), why)));
  EXPECT_EQ(why, "a static size differs");
  EXPECT_TRUE(failed(refine::checkArgumentRefinement(
      type("tensor<?xf32>"), type("tensor<3xi32>"), why)));
  EXPECT_EQ(why, "the element types differ");
  EXPECT_TRUE(failed(refine::checkArgumentRefinement(
      type("tensor<?xf32>"), type("tensor<*xf32>"), why)));
  EXPECT_TRUE(failed(refine::checkArgumentRefinement(
      type("tensor<?xf32>"), type("tensor<1x1xf32>"), why)));
  EXPECT_EQ(why, "the ranks differ");
}

TEST_F(ShapeRefinementTest, ConstantInts) {
  OpBuilder b(&context);
  auto i32 = RankedTensorType::get({2}, b.getI32Type());
  auto ui8 = RankedTensorType::get({1}, b.getIntegerType(8, false));
  auto c = ConstantOp::create(
      b, b.getUnknownLoc(),
      llvm::cast<ElementsAttr>(
          DenseElementsAttr::get(i32, ArrayRef<int32_t>{-1, 7})));
  auto u = ConstantOp::create(
      b, b.getUnknownLoc(),
      llvm::cast<ElementsAttr>(
          DenseElementsAttr::get(ui8, ArrayRef<uint8_t>{200})));
  auto values = sfold::getConstantInts(c.getResult());
  ASSERT_TRUE(values);
  EXPECT_EQ(*values, (SmallVector<int64_t>{-1, 7}));
  values = sfold::getConstantInts(u.getResult());
  ASSERT_TRUE(values);
  EXPECT_EQ(*values, (SmallVector<int64_t>{200}));
  c->erase();
  u->erase();
}

TEST_F(ShapeRefinementTest, AssertionMessages) {
  EXPECT_EQ(refine::formatAssertionMessage("{0} must divide {1}", {3, 12}),
            "3 must divide 12");
  EXPECT_EQ(refine::formatAssertionMessage("size {0:x} then {1}", {5}),
            "size 5 then {1}");
  EXPECT_EQ(refine::formatAssertionMessage("no {spec} here {", {1}),
            "no {spec} here {");
  EXPECT_EQ(refine::formatAssertionMessage("", {}), "");
}

} // namespace
