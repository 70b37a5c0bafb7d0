//===- KernelConfigTest.cpp - the kernel configuration is per thread ------===//
//
// Two threads running kernels with different configurations each see their
// own, on the pool threads their kernels split work over too; the
// allocation limit reaches the pool threads and a refusal there is reported
// to the caller.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

using namespace mlir;
using namespace mlir::sfold;

namespace {

TEST(KernelConfig, OutsideAnyScopeTheDefaultsApply) {
  EXPECT_EQ(getKernelIsa(), std::min(getDefaultKernelIsa(), getHostIsa()));
  EXPECT_EQ(getKernelThreads(), getHardwareThreads());
  KernelConfig config{KernelIsa::AVX512, 0};
  EXPECT_LE(config.getIsa(), getHostIsa());
  EXPECT_EQ(config.getThreads(), getHardwareThreads());
}

TEST(KernelConfig, ScopesNestAndRestore) {
  {
    KernelConfigScope outer({KernelIsa::Portable, 2});
    EXPECT_EQ(getKernelIsa(), KernelIsa::Portable);
    EXPECT_EQ(getKernelThreads(), 2u);
    {
      KernelConfigScope inner({getHostIsa(), 5});
      EXPECT_EQ(getKernelIsa(), getHostIsa());
      EXPECT_EQ(getKernelThreads(), 5u);
    }
    EXPECT_EQ(getKernelThreads(), 2u);
  }
  EXPECT_EQ(getKernelThreads(), getHardwareThreads());
}

/// Runs `rounds` splits of 1000 items under `config`; counts the rounds in
/// which the number of ranges or the configuration some range saw (on the
/// pool threads included) was not `config`'s.
unsigned countMismatches(KernelConfig config, int rounds) {
  KernelConfigScope scope(config);
  unsigned mismatches = 0;
  for (int round = 0; round < rounds; ++round) {
    std::atomic<unsigned> ranges{0};
    std::atomic<bool> same{true};
    parallelForRanges(1000, 100, [&](int64_t, int64_t) {
      ++ranges;
      const KernelConfig &seen = getKernelConfig();
      if (seen.isa != config.isa || seen.threads != config.threads)
        same = false;
    });
    if (ranges != config.threads || !same)
      ++mismatches;
  }
  return mismatches;
}

TEST(KernelConfig, TwoThreadsEachRunWithTheirOwn) {
  unsigned portable = ~0u, host = ~0u;
  std::thread a([&] { portable = countMismatches({KernelIsa::Portable, 1}, 300); });
  std::thread b([&] { host = countMismatches({getHostIsa(), 3}, 300); });
  a.join();
  b.join();
  EXPECT_EQ(portable, 0u);
  EXPECT_EQ(host, 0u);
}

TEST(KernelConfig, PoolThreadsHonourTheCallersAllocationLimit) {
  MLIRContext context;
  auto type = RankedTensorType::get({1024}, Float32Type::get(&context));
  KernelConfigScope scope({getHostIsa(), 2});
  takeAllocationFailure();
  std::atomic<unsigned> refused{0};
  {
    ScopedAllocationLimit limit(1024);
    // Two ranges: the first on a pool thread, the second on this one.
    parallelForRanges(2, 1, [&](int64_t begin, int64_t) {
      if (begin == 0 && !Tensor(type))
        ++refused;
    });
  }
  EXPECT_EQ(refused, 1u);
  std::optional<AllocationFailure> failure = takeAllocationFailure();
  ASSERT_TRUE(failure.has_value());
  EXPECT_TRUE(failure->overLimit);
  EXPECT_EQ(failure->bytes, 4096u);
}

} // namespace
