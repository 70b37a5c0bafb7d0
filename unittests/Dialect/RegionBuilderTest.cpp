//===- RegionBuilderTest.cpp - type-inferring builders of region ops ------===//
//
// sort and while infer their result types from their operands, so their
// builders need no result types and no regions; the regions filled
// afterwards, the ops verify. if, case, map and the reductions infer from
// their regions: with empty ones the shape functions fail with a message,
// and do not crash.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

class RegionBuilderTest : public ::testing::Test {
protected:
  RegionBuilderTest() : builder(&context), loc(builder.getUnknownLoc()) {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
    module = ModuleOp::create(loc);
  }

  /// A function taking `types`, the builder at the start of its body.
  Block *function(TypeRange types) {
    builder.setInsertionPointToEnd(module->getBody());
    auto fn = func::FuncOp::create(builder, loc, "f",
                                   builder.getFunctionType(types, {}));
    Block *entry = fn.addEntryBlock();
    builder.setInsertionPointToEnd(entry);
    func::ReturnOp::create(builder, loc);
    builder.setInsertionPointToStart(entry);
    return entry;
  }

  /// Ends `region` with a block taking `args` that returns `tensor<i1>`
  /// `value`.
  void returnPredicate(Region &region, TypeRange args, bool value) {
    OpBuilder::InsertionGuard guard(builder);
    Block *block = builder.createBlock(&region, {}, args,
                                       SmallVector<Location>(args.size(), loc));
    builder.setInsertionPointToEnd(block);
    auto i1 = RankedTensorType::get({}, builder.getI1Type());
    Value c =
        ConstantOp::create(builder, loc, DenseElementsAttr::get(i1, value));
    ReturnOp::create(builder, loc, c);
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc;
  OwningOpRef<ModuleOp> module;
};

TEST_F(RegionBuilderTest, SortInfersTheInputTypes) {
  auto x =
      RankedTensorType::get({ShapedType::kDynamic, 3}, builder.getF32Type());
  auto y = RankedTensorType::get({2, 3}, builder.getI32Type());
  Block *entry = function({x, y});
  auto sort = SortOp::create(builder, loc, entry->getArguments(),
                             /*dimension=*/0, /*is_stable=*/true);
  ASSERT_EQ(sort.getNumResults(), 2u);
  EXPECT_EQ(sort.getResult(0).getType(), x);
  EXPECT_EQ(sort.getResult(1).getType(), y);

  auto f32 = RankedTensorType::get({}, builder.getF32Type());
  auto i32 = RankedTensorType::get({}, builder.getI32Type());
  returnPredicate(sort.getComparator(), {f32, f32, i32, i32}, true);
  EXPECT_TRUE(succeeded(verify(sort)));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(RegionBuilderTest, WhileInfersTheOperandTypes) {
  auto x = RankedTensorType::get({ShapedType::kDynamic}, builder.getF32Type());
  auto token = TokenType::get(&context);
  Block *entry = function({x, token});
  auto loop = WhileOp::create(builder, loc, entry->getArguments());
  ASSERT_EQ(loop.getNumResults(), 2u);
  EXPECT_EQ(loop.getResult(0).getType(), x);
  EXPECT_EQ(loop.getResult(1).getType(), token);

  returnPredicate(loop.getCond(), {x, token}, false);
  {
    OpBuilder::InsertionGuard guard(builder);
    Block *body =
        builder.createBlock(&loop.getBody(), {}, {x, token}, {loc, loc});
    ReturnOp::create(builder, loc, body->getArguments());
  }
  EXPECT_TRUE(succeeded(verify(loop)));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(RegionBuilderTest, EmptyRegionsFailWithAMessage) {
  auto pred = RankedTensorType::get({}, builder.getI1Type());
  auto x = RankedTensorType::get({4}, builder.getF32Type());
  auto z = RankedTensorType::get({}, builder.getF32Type());
  Block *entry = function({pred, x, z});
  Value p = entry->getArgument(0);
  Value input = entry->getArgument(1), init = entry->getArgument(2);

  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors.push_back(diag.str());
    return success();
  });
  Region a, b;
  SmallVector<Region *> branches = {&a, &b};
  SmallVector<Type> types;
  EXPECT_TRUE(failed(IfOp::inferReturnTypes(&context, loc, ValueRange{p},
                                            DictionaryAttr(), nullptr,
                                            RegionRange(branches), types)));
  EXPECT_TRUE(failed(CaseOp::inferReturnTypes(&context, loc, ValueRange{init},
                                              DictionaryAttr(), nullptr,
                                              RegionRange{}, types)));

  // reduce with the properties a builder sets, but no body yet.
  OperationState state(loc, ReduceOp::getOperationName());
  ReduceOp::build(builder, state, TypeRange{z}, ValueRange{input},
                  ValueRange{init}, builder.getDenseI64ArrayAttr({0}));
  EXPECT_TRUE(failed(ReduceOp::inferReturnTypes(
      &context, loc, state.operands, state.attributes.getDictionary(&context),
      state.getRawProperties(), state.regions, types)));
  EXPECT_TRUE(types.empty());
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_EQ(errors[0], "'stablehlo.if' op true_branch must have a block");
  EXPECT_EQ(errors[1], "'stablehlo.case' op must have at least one branch");
  EXPECT_EQ(errors[2], "'stablehlo.reduce' op expects a non-empty body region");
}

} // namespace
