//===- FoldBudgetTest.cpp - folds under the size and work budgets ---------===//
//
// evaluateConstantOp, shared by the fold hook and --fold-constants, declines
// with a reason and a message in numbers; the hook's limits are the
// interpreter's budget object, configurable per context.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "stablehlo_fold/Interpreter/Evaluator.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using FoldBudgetTest = FolderTest;

/// A dot_general of two splats: 64 x 128 x 32 = 262144 multiply-adds.
constexpr const char *kDot =
    "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
    "(tensor<64x128xi32>, tensor<128x32xi32>) -> tensor<64x32xi32>";

TEST_F(FoldBudgetTest, TheCostModelCountsMultiplyAdds) {
  parseOp({"dense<1> : tensor<64x128xi32>", "dense<2> : tensor<128x32xi32>"},
          kDot);
  OpCost cost = estimateCost(lastOp());
  EXPECT_EQ(cost.unit, WorkUnit::MultiplyAdds);
  EXPECT_EQ(cost.count, 64u * 128 * 32);
  // Time units: the calibrated time of the multiply-adds, and the dispatch.
  EXPECT_GT(cost.work, kOpOverhead + cost.count / 100);
  EXPECT_LT(cost.work, kOpOverhead + cost.count * 100);
}

TEST_F(FoldBudgetTest, ScalarLoopOpsChargeWhatTheyRun) {
  parseOp({"dense<1> : tensor<i32>", "dense<2> : tensor<i32>"},
          "stablehlo.add %a0, %a1 : tensor<i32>");
  EXPECT_EQ(estimateScalarLoopCost(lastOp()).work, kScalarLoopOpOverhead);
  EXPECT_LT(kScalarLoopOpOverhead, estimateCost(lastOp()).work);
}

TEST_F(FoldBudgetTest, DeclinesOverTheWorkBudgetBeforeEvaluating) {
  parseOp({"dense<1> : tensor<64x128xi32>", "dense<2> : tensor<128x32xi32>"},
          kDot);
  Operation *op = lastOp();
  InterpreterOptions options;
  std::string printed;
  llvm::raw_string_ostream sink(printed);
  Evaluator evaluator(ModuleOp(), options, sink);

  uint64_t work = estimateCost(op).work;
  Decline why;
  EXPECT_TRUE(failed(evaluateConstantOp(op, constantOperands(op), {},
                                        {work - 1, kUnlimited}, evaluator,
                                        &why)));
  EXPECT_EQ(why.reason, DeclineReason::OverWorkBudget);
  EXPECT_EQ(why.message, "'stablehlo.dot_general' needs ~262144 "
                         "multiply-adds, ~" +
                             formatDuration(work) +
                             ", over the compute budget of " +
                             formatDuration(work - 1));
  // Nothing was charged: the estimate came first.
  EXPECT_EQ(evaluator.getBudget().getWorkDone(), 0u);

  FailureOr<SmallVector<Attribute>> folded = evaluateConstantOp(
      op, constantOperands(op), {}, {work, kUnlimited}, evaluator, &why);
  ASSERT_TRUE(succeeded(folded));
  EXPECT_EQ((*folded)[0], literal("dense<256> : tensor<64x32xi32>"));
  EXPECT_EQ(evaluator.getBudget().getWorkDone(), work);
}

TEST_F(FoldBudgetTest, ExpandedSplatOperandsCountAgainstTheSizeBudget) {
  parseOp({"dense<1> : tensor<64x128xi32>", "dense<2> : tensor<128x32xi32>"},
          kDot);
  Operation *op = lastOp();
  InterpreterOptions options;
  std::string printed;
  llvm::raw_string_ostream sink(printed);
  Evaluator evaluator(ModuleOp(), options, sink);
  Decline why;
  // 8 KiB of result, 32 KiB + 16 KiB of expanded operands.
  EXPECT_TRUE(failed(evaluateConstantOp(op, constantOperands(op), {},
                                        {kUnlimited, 32u << 10}, evaluator,
                                        &why)));
  EXPECT_EQ(why.reason, DeclineReason::OverSizeBudget);
  EXPECT_EQ(why.message,
            "the results need 56 KiB, over the size budget of 32 KiB");
}

} // namespace
