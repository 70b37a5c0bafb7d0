//===- KernelOptions.cpp - fold-opt's --threads and --kernel-isa ----------===//
//
// Command-line options that configure the interpreter's kernels for the
// whole process (KernelConfig.h): they apply to `--interpret` and to every
// fold of every pass. Results do not depend on either.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "llvm/Support/CommandLine.h"

using namespace mlir::sfold;

static llvm::cl::opt<unsigned> kernelThreads(
    "threads",
    llvm::cl::desc("Threads a large kernel (dot_general, convolution, "
                   "elementwise ops, convert) splits its outputs over; 0 "
                   "(default) is the machine's hardware threads. Results "
                   "are the same for any count"),
    llvm::cl::init(0), llvm::cl::value_desc("N"),
    llvm::cl::callback([](const unsigned &n) { setKernelThreads(n); }));

static llvm::cl::opt<std::string> kernelIsa(
    "kernel-isa",
    llvm::cl::desc("Instruction set of the kernels: portable, avx2 or avx512 "
                   "(at most what the CPU has; default: the best it has, or "
                   "$STABLEHLO_FOLD_ISA). Results are the same for every "
                   "choice"),
    llvm::cl::value_desc("isa"),
    llvm::cl::callback([](const std::string &name) {
      if (std::optional<KernelIsa> isa = parseKernelIsa(name))
        setKernelIsa(*isa);
    }));
