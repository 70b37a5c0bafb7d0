//===- KernelOptions.cpp - fold-opt's --threads and --kernel-isa ----------===//
//
// Command-line options that configure the interpreter's kernels
// (KernelConfig.h): fold-opt reads them once parsed (`getKernelOptions`) into
// the configuration of `--interpret` and of its context's fold hook, which
// --fold-constants starts from. Results do not depend on either.
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"

#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "llvm/Support/CommandLine.h"

#include <optional>
#include <string>

using namespace mlir::sfold;

static constexpr const char *kThreadsHelp =
    "Threads a large kernel (dot_general, convolution, elementwise ops, "
    "convert) splits its outputs over; 0 (default) is the machine's hardware "
    "threads. Results are the same for any count";

/// The parsed `--threads` (0: hardware threads).
static unsigned threadsValue = 0;

/// `--threads=N`. libLLVM (Debian's LLVM 22) already registers a
/// `cl::opt<int>` named "threads" without a description, which no code
/// fold-opt runs reads: fold-opt gives that option its meaning (this file is
/// compiled with RTTI to check its type) instead of registering a second
/// one, which LLVM would reject at start-up.
static std::optional<llvm::cl::opt<unsigned>> ownThreadsOption;
[[maybe_unused]] static const bool threadsOptionReady = [] {
  auto &&options = llvm::cl::getRegisteredOptions();
  auto it = options.find("threads");
  if (it == options.end()) {
    ownThreadsOption.emplace(
        "threads", llvm::cl::desc(kThreadsHelp), llvm::cl::init(0),
        llvm::cl::value_desc("N"),
        llvm::cl::callback([](const unsigned &n) { threadsValue = n; }));
    return true;
  }
  auto *existing = dynamic_cast<llvm::cl::opt<int> *>(it->second);
  if (!existing)
    return false;
  existing->setDescription(kThreadsHelp);
  existing->setValueStr("N");
  existing->setCallback([](const int &n) {
    threadsValue = n > 0 ? static_cast<unsigned>(n) : 0;
  });
  return true;
}();

static llvm::cl::opt<KernelIsa> kernelIsa(
    "kernel-isa",
    llvm::cl::desc("Instruction set of the kernels (at most what the CPU "
                   "has; default: the best it has, or $STABLEHLO_FOLD_ISA). "
                   "Results are the same for every choice"),
    llvm::cl::value_desc("isa"),
    llvm::cl::values(
        clEnumValN(KernelIsa::Portable, "portable", "no SIMD beyond x86-64"),
        clEnumValN(KernelIsa::AVX2, "avx2", "AVX2, FMA and F16C"),
        clEnumValN(KernelIsa::AVX512, "avx512", "AVX-512 F, BW, VL and DQ")),
    llvm::cl::init(getDefaultKernelIsa()));

KernelConfig mlir::sfold::getKernelOptions() {
  KernelConfig config;
  config.isa = kernelIsa;
  config.threads = threadsValue;
  return config;
}
