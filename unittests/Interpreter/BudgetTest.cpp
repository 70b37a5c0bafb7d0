//===- BudgetTest.cpp - work and memory limits of an evaluation -----------===//

#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

TEST(BudgetTest, FormatsCountsAndBytes) {
  EXPECT_EQ(formatCount(4096), "4096");
  EXPECT_EQ(formatCount(1'000'000'000), "1e9");
  EXPECT_EQ(formatCount(1'099'511'627'776), "1.1e12");
  EXPECT_EQ(formatCount(999'999'999), "1e9");
  EXPECT_EQ(formatBytes(512), "512 bytes");
  EXPECT_EQ(formatBytes(4u << 20), "4 MiB");
  EXPECT_EQ(formatBytes(4ull * 6128 * 12272 * 8), "2.4 GB");
  EXPECT_EQ(formatBytes(1'000'000), "1.0 MB");
}

TEST(BudgetTest, FormatsWorkAsTime) {
  EXPECT_EQ(formatDuration(0), "0 ns");
  EXPECT_EQ(formatDuration(999), "999 ns");
  EXPECT_EQ(formatDuration(1000), "1 us");
  EXPECT_EQ(formatDuration(999'999), "1 ms");
  EXPECT_EQ(formatDuration(3'200'000), "3.2 ms");
  EXPECT_EQ(formatDuration(1'000'000'000), "1 s");
  EXPECT_EQ(formatDuration(40'000'000'000), "40 s");
  EXPECT_EQ(formatDuration(330'000'000'000), "5.5 min");
  EXPECT_EQ(formatDuration(18'000'000'000'000), "5 h");
  EXPECT_EQ(formatDuration(kUnlimited), "unlimited");
}

TEST(BudgetTest, ChargesUntilTheLimit) {
  EvalBudget budget({/*maxWork=*/1000, kUnlimited});
  EXPECT_TRUE(budget.tryCharge({600, WorkUnit::ElementOps}, "a"));
  EXPECT_TRUE(budget.tryCharge({400, WorkUnit::ElementOps}, "b"));
  EXPECT_EQ(budget.getWorkDone(), 1000u);
  EXPECT_FALSE(budget.isExhausted());
  EXPECT_FALSE(budget.tryCharge({1, WorkUnit::ElementOps}, "c"));
  EXPECT_TRUE(budget.isOutOfWork());
  EXPECT_EQ(budget.getWorkDone(), 1000u);
  EXPECT_EQ(budget.getMessage(), "the compute budget of 1 us ran out at 'c' "
                                 "(1 us spent, 1 ns more needed)");
}

TEST(BudgetTest, AnOpOverTheWholeBudgetSaysHowMuchItNeeds) {
  EvalBudget budget({1'000'000'000, kUnlimited});
  EXPECT_FALSE(budget.tryCharge(
      {330'000'000'000, WorkUnit::MultiplyAdds, 1'100'000'000'000},
      "stablehlo.dot_general"));
  EXPECT_EQ(budget.getMessage(),
            "'stablehlo.dot_general' needs ~1.1e12 multiply-adds, ~5.5 min, "
            "over the compute budget of 1 s");
  EXPECT_EQ(budget.getWorkDone(), 0u);
}

TEST(BudgetTest, UnlimitedNeverRunsOut) {
  EvalBudget budget;
  EXPECT_TRUE(budget.tryCharge({kUnlimited, WorkUnit::ElementOps}, "a"));
  EXPECT_TRUE(budget.tryAllocate(ShapedType(), kUnlimited));
  EXPECT_FALSE(budget.isExhausted());
}

TEST(BudgetTest, MemoryLimitNamesTheType) {
  MLIRContext context;
  auto type = RankedTensorType::get({1000, 1000},
                                    IntegerType::get(&context, 32));
  EvalBudget budget({kUnlimited, 1'000'000});
  EXPECT_TRUE(budget.tryAllocate(type, 1'000'000));
  EXPECT_FALSE(budget.tryAllocate(type, 4'000'000));
  EXPECT_FALSE(budget.isOutOfWork());
  EXPECT_TRUE(budget.isExhausted());
  EXPECT_EQ(budget.getMessage(), "tensor<1000x1000xi32> needs 4.0 MB, over "
                                 "the limit of 1.0 MB per tensor");
}

TEST(BudgetTest, ScopedAllocationLimitRefusesLargerTensors) {
  MLIRContext context;
  auto big = RankedTensorType::get({1000}, IntegerType::get(&context, 32));
  auto small = RankedTensorType::get({10}, IntegerType::get(&context, 32));
  takeAllocationFailure();
  {
    ScopedAllocationLimit limit(1000);
    EXPECT_EQ(getAllocationLimit(), 1000u);
    EXPECT_TRUE(Tensor(small));
    EXPECT_FALSE(takeAllocationFailure().has_value());
    EXPECT_FALSE(Tensor(big));
    std::optional<AllocationFailure> failure = takeAllocationFailure();
    ASSERT_TRUE(failure.has_value());
    EXPECT_EQ(failure->type, ShapedType(big));
    EXPECT_EQ(failure->bytes, 4000u);
    EXPECT_TRUE(failure->overLimit);
    {
      ScopedAllocationLimit inner(kUnlimited);
      EXPECT_TRUE(Tensor(big));
    }
    EXPECT_EQ(getAllocationLimit(), 1000u);
  }
  EXPECT_EQ(getAllocationLimit(), kUnlimited);
  EXPECT_TRUE(Tensor(big));
}

} // namespace
