//===- KernelConfig.h - instruction set and threads of the kernels -*- C++ -*-===//
//
// The hot kernels (elementwise arithmetic and conversions of narrow floats,
// the GEMM of dot_general and convolution) have a portable path and, where
// the CPU has them, AVX2 and AVX-512 paths, chosen at run time (the build
// itself targets plain x86-64). Every path gives the same bits: each output
// is computed by the same sequence of (unfused) operations whatever the
// vector width, the instruction set or the number of threads.
//
// Which path and how many threads is a value, a `KernelConfig`, owned by
// whoever evaluates: the evaluator (`InterpreterOptions::kernels`), the fold
// hook of a context (`FoldSettings`, Folders.h), a --fold-constants pass.
// Nothing process-wide is written after start-up. The evaluator installs its
// configuration around each op it runs (`KernelConfigScope`, on its own
// thread); kernels read it with `getKernelConfig()`, and `parallelForRanges`
// hands it, with the allocation limit, to the pool threads it uses. Two
// evaluations on two threads with different configurations do not see each
// other's (docs/interpreter.md, "Kernel configuration").
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
/// Detected once; never changes.
KernelIsa getHostIsa();

/// The instruction set a default configuration asks for: the host's, or less
/// if the environment variable `STABLEHLO_FOLD_ISA` (`portable`, `avx2`,
/// `avx512`) says so when the process first asks. Never changes.
KernelIsa getDefaultKernelIsa();

/// The machine's hardware threads (at least 1). Never changes.
unsigned getHardwareThreads();

/// `portable`, `avx2`, `avx512`; std::nullopt for anything else.
std::optional<KernelIsa> parseKernelIsa(llvm::StringRef name);
const char *getKernelIsaName(KernelIsa isa);

/// How kernels run. Results do not depend on it.
struct KernelConfig {
  /// The instruction set asked for (kernels use at most the host's).
  KernelIsa isa = getDefaultKernelIsa();
  /// Threads a large kernel splits its outputs over; 0: the machine's
  /// hardware threads.
  unsigned threads = 0;

  /// The instruction set kernels use: `isa`, at most the host's.
  KernelIsa getIsa() const;
  /// The thread count kernels use (at least 1).
  unsigned getThreads() const;
};

/// The configuration of the kernels running on this thread: the innermost
/// `KernelConfigScope`'s, or a default `KernelConfig` outside any.
const KernelConfig &getKernelConfig();

/// `getKernelConfig().getIsa()`.
KernelIsa getKernelIsa();
/// `getKernelConfig().getThreads()`.
unsigned getKernelThreads();

/// Makes (a copy of) `config` the configuration of the kernels this thread
/// runs while alive (the evaluator's, around each op). Scopes nest.
class KernelConfigScope {
public:
  explicit KernelConfigScope(const KernelConfig &config);
  ~KernelConfigScope();
  KernelConfigScope(const KernelConfigScope &) = delete;
  KernelConfigScope &operator=(const KernelConfigScope &) = delete;

private:
  KernelConfig config;
  const KernelConfig *saved;
};

/// Runs `body(begin, end)` over disjoint ranges covering [0, n): on the
/// calling thread when `n < 2 * minChunk` or one thread is configured,
/// otherwise as up to getKernelThreads() ranges of at least `minChunk`
/// items, the last on the calling thread and the others on a process-wide
/// LLVM thread pool (shared by every configuration: only how many of its
/// threads one call uses comes from the configuration), and returns when all
/// are done. The pool threads run `body` with the caller's kernel
/// configuration and allocation limit (Budget.h), and an allocation that
/// fails there is recorded on the calling thread. `body` must write only
/// outputs of its own range, so results do not depend on the thread count.
void parallelForRanges(int64_t n, int64_t minChunk,
                       llvm::function_ref<void(int64_t, int64_t)> body);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_KERNELCONFIG_H
