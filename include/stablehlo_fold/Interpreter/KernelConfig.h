//===- KernelConfig.h - instruction set and threads of the kernels -*- C++ -*-===//
//
// The hot kernels (elementwise arithmetic and conversions of narrow floats,
// the GEMM of dot_general and convolution) have a portable path and, where
// the CPU has them, AVX2 and AVX-512 paths, chosen at run time (the build
// itself targets plain x86-64). Every path gives the same bits: each output
// is computed by the same sequence of (unfused) operations whatever the
// vector width, the instruction set or the number of threads.
//
// The instruction set is the best the CPU has unless the environment
// variable `STABLEHLO_FOLD_ISA` (`portable`, `avx2`, `avx512`) or
// `setKernelIsa` asks for less. Large kernels split their outputs over
// `getKernelThreads()` threads of one process-wide LLVM thread pool.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_KERNELCONFIG_H
#define STABLEHLO_FOLD_INTERPRETER_KERNELCONFIG_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <optional>

namespace llvm {
class StringRef;
} // namespace llvm

namespace mlir::sfold {

/// The instruction sets kernels have paths for, in increasing order.
enum class KernelIsa : uint8_t { Portable, AVX2, AVX512 };

/// The best instruction set this CPU (and OS) supports: AVX2 needs avx2,
/// fma and f16c; AVX512 needs avx512f, avx512bw, avx512vl and avx512dq.
KernelIsa getHostIsa();

/// The instruction set kernels use now.
KernelIsa getKernelIsa();

/// Asks kernels to use `isa` (at most the host's; returns what is used).
KernelIsa setKernelIsa(KernelIsa isa);

/// `portable`, `avx2`, `avx512`; std::nullopt for anything else.
std::optional<KernelIsa> parseKernelIsa(llvm::StringRef name);
const char *getKernelIsaName(KernelIsa isa);

/// Threads a large kernel splits its outputs over (at least 1). Default: the
/// machine's hardware threads.
unsigned getKernelThreads();

/// Sets the thread count; 0 means the machine's hardware threads.
void setKernelThreads(unsigned threads);

/// Sets the thread count for its lifetime (a pass run), then restores it.
class KernelThreadsScope {
public:
  explicit KernelThreadsScope(unsigned threads);
  ~KernelThreadsScope();
  KernelThreadsScope(const KernelThreadsScope &) = delete;
  KernelThreadsScope &operator=(const KernelThreadsScope &) = delete;

private:
  unsigned saved;
};

/// Runs `body(begin, end)` over disjoint ranges covering [0, n): on the
/// calling thread when `n < 2 * minChunk` or one thread is configured,
/// otherwise as up to getKernelThreads() ranges of at least `minChunk`
/// items on the thread pool, and returns when all are done. `body` must
/// write only outputs of its own range, so results do not depend on the
/// thread count.
void parallelForRanges(int64_t n, int64_t minChunk,
                       llvm::function_ref<void(int64_t, int64_t)> body);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_KERNELCONFIG_H
