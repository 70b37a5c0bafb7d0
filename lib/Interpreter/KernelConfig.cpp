//===- KernelConfig.cpp - instruction set and threads of the kernels ------===//

#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "stablehlo_fold/Interpreter/Budget.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <cstdlib>

using namespace mlir::sfold;

KernelIsa mlir::sfold::getHostIsa() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  static const KernelIsa host = [] {
    __builtin_cpu_init();
    bool avx2 = __builtin_cpu_supports("avx2") &&
                __builtin_cpu_supports("fma") &&
                __builtin_cpu_supports("f16c");
    bool avx512 = avx2 && __builtin_cpu_supports("avx512f") &&
                  __builtin_cpu_supports("avx512bw") &&
                  __builtin_cpu_supports("avx512vl") &&
                  __builtin_cpu_supports("avx512dq");
    return avx512 ? KernelIsa::AVX512
           : avx2 ? KernelIsa::AVX2
                  : KernelIsa::Portable;
  }();
  return host;
#else
  return KernelIsa::Portable;
#endif
}

std::optional<KernelIsa> mlir::sfold::parseKernelIsa(llvm::StringRef name) {
  if (name == "portable")
    return KernelIsa::Portable;
  if (name == "avx2")
    return KernelIsa::AVX2;
  if (name == "avx512")
    return KernelIsa::AVX512;
  return std::nullopt;
}

const char *mlir::sfold::getKernelIsaName(KernelIsa isa) {
  switch (isa) {
  case KernelIsa::Portable:
    return "portable";
  case KernelIsa::AVX2:
    return "avx2";
  case KernelIsa::AVX512:
    return "avx512";
  }
  return "portable";
}

KernelIsa mlir::sfold::getDefaultKernelIsa() {
  static const KernelIsa isa = [] {
    KernelIsa best = getHostIsa();
    if (const char *env = std::getenv("STABLEHLO_FOLD_ISA"))
      if (std::optional<KernelIsa> asked = parseKernelIsa(env))
        best = std::min(best, *asked);
    return best;
  }();
  return isa;
}

unsigned mlir::sfold::getHardwareThreads() {
  static const unsigned n =
      std::max(1u, llvm::hardware_concurrency().compute_thread_count());
  return n;
}

KernelIsa KernelConfig::getIsa() const { return std::min(isa, getHostIsa()); }

unsigned KernelConfig::getThreads() const {
  return threads == 0 ? getHardwareThreads() : threads;
}

namespace {
/// The configuration of this thread's kernels (null: the default).
thread_local const KernelConfig *currentConfig = nullptr;
} // namespace

const KernelConfig &mlir::sfold::getKernelConfig() {
  static const KernelConfig defaults;
  return currentConfig ? *currentConfig : defaults;
}

KernelIsa mlir::sfold::getKernelIsa() { return getKernelConfig().getIsa(); }

unsigned mlir::sfold::getKernelThreads() {
  return getKernelConfig().getThreads();
}

KernelConfigScope::KernelConfigScope(const KernelConfig &config)
    : config(config), saved(currentConfig) {
  currentConfig = &this->config;
}
KernelConfigScope::~KernelConfigScope() { currentConfig = saved; }

/// The pool kernels share, created on first use with up to 64 threads (or
/// the hardware's, if more): every configuration draws on it, each call of
/// parallelForRanges using as many as its configuration says. LLVM's pool
/// is safe to use from several threads; each call waits for its own tasks
/// only (a ThreadPoolTaskGroup).
static llvm::StdThreadPool &kernelPool() {
  static llvm::StdThreadPool pool(
      llvm::hardware_concurrency(std::max(64u, getHardwareThreads())));
  return pool;
}

void mlir::sfold::parallelForRanges(
    int64_t n, int64_t minChunk,
    llvm::function_ref<void(int64_t, int64_t)> body) {
  if (n <= 0)
    return;
  minChunk = std::max<int64_t>(1, minChunk);
  const KernelConfig &config = getKernelConfig();
  int64_t parts = std::min<int64_t>(config.getThreads(), n / minChunk);
  if (parts <= 1) {
    body(0, n);
    return;
  }
  // The pool threads run with the caller's configuration and allocation
  // limit; a failed allocation there is handed back to the caller's thread.
  uint64_t limit = getAllocationLimit();
  llvm::SmallVector<std::optional<AllocationFailure>, 8> failures(parts);
  llvm::StdThreadPool &pool = kernelPool();
  llvm::ThreadPoolTaskGroup group(pool);
  int64_t begin = 0;
  for (int64_t p = 0; p < parts; ++p) {
    int64_t end = n * (p + 1) / parts;
    if (p + 1 < parts) {
      group.async([&body, &config, &failures, limit, p, begin, end] {
        KernelConfigScope scope(config);
        ScopedAllocationLimit allocationLimit(limit);
        takeAllocationFailure();
        body(begin, end);
        failures[p] = takeAllocationFailure();
      });
    } else {
      body(begin, end); // The last range on the calling thread.
    }
    begin = end;
  }
  group.wait();
  for (const std::optional<AllocationFailure> &f : failures)
    if (f)
      recordAllocationFailure(*f);
}
