//===- CollectiveBuilderTest.cpp - collectives built with inferred types --===//
//
// all_gather and collective_permute built without result types: the
// builders run the shape functions, and the ops they make verify. The shape
// functions report a bad attribute at the given location instead of
// building, and the one of all_reduce fails (it does not crash) on the empty
// region a builder gives it.
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

class CollectiveBuilderTest : public ::testing::Test {
protected:
  CollectiveBuilderTest() : builder(&context), loc(UnknownLoc::get(&context)) {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
    module = ModuleOp::create(loc);
  }

  /// Starts a function taking `types` (and named anew), with the builder in
  /// its body; returns its arguments.
  ValueRange arguments(TypeRange types) {
    builder.setInsertionPointToEnd(module->getBody());
    auto fn =
        func::FuncOp::create(builder, loc, "f" + std::to_string(functions++),
                             builder.getFunctionType(types, {}));
    Block *entry = fn.addEntryBlock();
    builder.setInsertionPointToStart(entry);
    func::ReturnOp::create(builder, loc);
    builder.setInsertionPointToStart(entry);
    return entry->getArguments();
  }

  /// A 2-D i64 attribute of `rows` x `columns` values.
  DenseIntElementsAttr groups(int64_t rows, int64_t columns,
                              ArrayRef<int64_t> values) {
    auto type = RankedTensorType::get({rows, columns}, builder.getI64Type());
    return llvm::cast<DenseIntElementsAttr>(
        DenseElementsAttr::get(type, values));
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element,
                          Attribute encoding = {}) {
    return RankedTensorType::get(shape, element, encoding);
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc;
  OwningOpRef<ModuleOp> module;
  int functions = 0;
  static constexpr int64_t kDyn = ShapedType::kDynamic;
};

TEST_F(CollectiveBuilderTest, AllGatherInfersTheGatheredTypes) {
  Type f32 = builder.getF32Type(), i8 = builder.getI8Type();
  RankedTensorType bounded =
      tensor({kDyn, 3}, f32, BoundsAttr::get(&context, {4, kDyn}));
  ValueRange args = arguments({tensor({2, 3}, f32), tensor({kDyn, 3}, i8)});
  auto gather =
      AllGatherOp::create(builder, loc, args, uint64_t{1},
                          groups(1, 3, {0, 1, 2}), ChannelHandleAttr(), false);
  ASSERT_EQ(gather->getNumResults(), 2u);
  EXPECT_EQ(gather.getResult(0).getType(), tensor({2, 9}, f32));
  EXPECT_EQ(gather.getResult(1).getType(), tensor({kDyn, 9}, i8));
  EXPECT_TRUE(succeeded(verify(gather)));

  // A bound of the gathered dimension is multiplied by the group size.
  ValueRange more = arguments({bounded});
  auto boundedGather = AllGatherOp::create(builder, loc, more, uint64_t{0},
                                           groups(2, 2, {0, 1, 2, 3}),
                                           ChannelHandleAttr(), false);
  EXPECT_EQ(boundedGather.getResult(0).getType(),
            tensor({kDyn, 3}, f32, BoundsAttr::get(&context, {8, kDyn})));
  EXPECT_TRUE(succeeded(verify(boundedGather)));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CollectiveBuilderTest, AllGatherAcrossPartitionsIsDynamic) {
  Type f32 = builder.getF32Type();
  ValueRange args = arguments({tensor({2, 3}, f32)});
  auto channel = ChannelHandleAttr::get(&context, /*handle=*/1, /*type=*/1);
  auto gather = AllGatherOp::create(builder, loc, args, uint64_t{0},
                                    groups(1, 2, {0, 1}), channel, false);
  EXPECT_EQ(gather.getResult(0).getType(), tensor({kDyn, 3}, f32));
  EXPECT_TRUE(succeeded(verify(gather)));
}

TEST_F(CollectiveBuilderTest, CollectivePermuteInfersTheOperandType) {
  Type f32 = builder.getF32Type();
  RankedTensorType type =
      tensor({kDyn, 2}, f32, BoundsAttr::get(&context, {5, kDyn}));
  ValueRange args = arguments({type});
  auto permute = CollectivePermuteOp::create(
      builder, loc, args[0], groups(2, 2, {0, 1, 1, 0}), ChannelHandleAttr());
  EXPECT_EQ(permute.getResult().getType(), type);
  EXPECT_TRUE(succeeded(verify(permute)));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CollectiveBuilderTest, ShapeFunctionReportsABadAttributeAtTheLocation) {
  Type f32 = builder.getF32Type();
  ValueRange args = arguments({tensor({2}, f32)});
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    messages.push_back(d.str());
    return success();
  });
  AllGatherOp::Properties props;
  props.all_gather_dim = builder.getI64IntegerAttr(1);
  props.replica_groups = groups(1, 2, {0, 1});
  AllGatherOp::Adaptor adaptor(args, DictionaryAttr(), props);
  SmallVector<Type> inferred;
  EXPECT_TRUE(
      failed(AllGatherOp::inferReturnTypes(&context, loc, adaptor, inferred)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "all_gather_dim 1 is not a dimension of operand 0 "
                         "('tensor<2xf32>')");

  // Two sources of one pair's target.
  messages.clear();
  CollectivePermuteOp::Properties permuteProps;
  permuteProps.source_target_pairs = groups(2, 2, {0, 1, 2, 1});
  CollectivePermuteOp::Adaptor permute(args, DictionaryAttr(), permuteProps);
  EXPECT_TRUE(failed(
      CollectivePermuteOp::inferReturnTypes(&context, loc, permute, inferred)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "expects each process to be the target of at most "
                         "one pair, but 1 repeats");
}

TEST_F(CollectiveBuilderTest, AllReduceWithoutComputationFailsToInfer) {
  Type f32 = builder.getF32Type();
  ValueRange args = arguments({tensor({2}, f32)});
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    messages.push_back(d.str());
    return success();
  });
  AllReduceOp::Properties props;
  props.replica_groups = groups(1, 2, {0, 1});
  Region empty;
  Region *regions[] = {&empty};
  AllReduceOp::Adaptor adaptor(args, DictionaryAttr(), props,
                               RegionRange(regions));
  SmallVector<Type> inferred;
  EXPECT_TRUE(
      failed(AllReduceOp::inferReturnTypes(&context, loc, adaptor, inferred)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "computation must have a block (it gives the result element type)");
  // No region at all (an adaptor without regions) fails alike.
  messages.clear();
  AllReduceOp::Adaptor bare(args, DictionaryAttr(), props);
  EXPECT_TRUE(
      failed(AllReduceOp::inferReturnTypes(&context, loc, bare, inferred)));
  EXPECT_EQ(messages.size(), 1u);
}

} // namespace
