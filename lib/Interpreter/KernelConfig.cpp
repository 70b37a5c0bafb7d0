//===- KernelConfig.cpp - instruction set and threads of the kernels ------===//

#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>

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

static std::atomic<uint8_t> &isaSetting() {
  static std::atomic<uint8_t> setting = [] {
    KernelIsa isa = getHostIsa();
    if (const char *env = std::getenv("STABLEHLO_FOLD_ISA"))
      if (std::optional<KernelIsa> asked = parseKernelIsa(env))
        isa = std::min(isa, *asked);
    return static_cast<uint8_t>(isa);
  }();
  return setting;
}

KernelIsa mlir::sfold::getKernelIsa() {
  return static_cast<KernelIsa>(isaSetting().load(std::memory_order_relaxed));
}

KernelIsa mlir::sfold::setKernelIsa(KernelIsa isa) {
  KernelIsa used = std::min(isa, getHostIsa());
  isaSetting().store(static_cast<uint8_t>(used), std::memory_order_relaxed);
  return used;
}

static unsigned hardwareThreads() {
  static const unsigned n =
      std::max(1u, llvm::hardware_concurrency().compute_thread_count());
  return n;
}

static std::atomic<unsigned> threadSetting{0};

unsigned mlir::sfold::getKernelThreads() {
  unsigned n = threadSetting.load(std::memory_order_relaxed);
  return n == 0 ? hardwareThreads() : n;
}

void mlir::sfold::setKernelThreads(unsigned threads) {
  threadSetting.store(threads, std::memory_order_relaxed);
}

KernelThreadsScope::KernelThreadsScope(unsigned threads)
    : saved(threadSetting.load(std::memory_order_relaxed)) {
  setKernelThreads(threads);
}
KernelThreadsScope::~KernelThreadsScope() { setKernelThreads(saved); }

/// The pool kernels share; created on first use, with as many threads as
/// the largest count asked for so far (a pool only grows up to its size).
static llvm::StdThreadPool &kernelPool() {
  static llvm::StdThreadPool pool(
      llvm::hardware_concurrency(std::max(64u, hardwareThreads())));
  return pool;
}

void mlir::sfold::parallelForRanges(
    int64_t n, int64_t minChunk,
    llvm::function_ref<void(int64_t, int64_t)> body) {
  if (n <= 0)
    return;
  minChunk = std::max<int64_t>(1, minChunk);
  int64_t parts = std::min<int64_t>(getKernelThreads(), n / minChunk);
  if (parts <= 1) {
    body(0, n);
    return;
  }
  llvm::StdThreadPool &pool = kernelPool();
  llvm::ThreadPoolTaskGroup group(pool);
  int64_t begin = 0;
  for (int64_t p = 0; p < parts; ++p) {
    int64_t end = n * (p + 1) / parts;
    if (p + 1 < parts)
      group.async([&body, begin, end] { body(begin, end); });
    else
      body(begin, end); // The last range on the calling thread.
    begin = end;
  }
  group.wait();
}
