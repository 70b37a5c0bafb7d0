//===- fold-fuzz.cpp - libFuzzer target: parse, fold, interpret -----------===//
//
// Feeds arbitrary bytes through what fold-opt does with a file: parse (which
// verifies), then, when they parse, interpret the program, canonicalize,
// fold constants (--fold-constants), verify after each pass and interpret
// the folded program. Any crash, sanitizer report or pass that leaves
// invalid IR behind is a finding; a clean error is the expected outcome for
// most inputs. Built with -DSTABLEHLO_FOLD_BUILD_FUZZER=ON by
// scripts/fuzz.sh (see docs/sanitizers.md).
//
// Inputs nesting brackets deeper than kMaxNesting are skipped (they only
// exhaust the stack of MLIR's recursive parser). The work per input is
// bounded by the evaluation budget (docs/interpreter.md, "Budgets"): the
// interpreter and --fold-constants run with kMaxWork units of work and
// kFoldBudget bytes per tensor, loops included; inputs with a tensor type of
// more than kMaxElements elements are skipped, and the interpreter runs only
// on programs whose types are all static and small.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {
/// Largest tensor (in elements) an input may mention.
constexpr int64_t kMaxElements = 4096;
/// Work (cost-model units: element operations, 10000 per op run) the
/// interpreter and --fold-constants may spend per program.
constexpr uint64_t kMaxWork = 200000000;
/// Largest tensor in bytes: --fold-constants size-budget, and the
/// interpreter's tensor limit.
constexpr uint64_t kFoldBudget = 16384;
/// Deepest bracket nesting an input may have: MLIR's parser recurses once
/// per level, so deeper inputs only find the stack's end, in MLIR.
constexpr int kMaxNesting = 100;

struct Globals {
  DialectRegistry registry;
  /// Where interpreter.probe writes (removed at exit).
  SmallString<128> probeDir;
};
Globals *globals = nullptr;
} // namespace

/// A tensor with a static shape of at most kMaxElements elements (recursing
/// into tuples); other types are small by definition.
static bool isSmallStatic(Type type, bool allowDynamic) {
  if (auto tuple = llvm::dyn_cast<TupleType>(type))
    return llvm::all_of(tuple.getTypes(), [&](Type t) {
      return isSmallStatic(t, allowDynamic);
    });
  if (llvm::isa<UnrankedTensorType>(type))
    return allowDynamic;
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return true;
  int64_t elements = 1;
  for (int64_t dim : ranked.getShape()) {
    if (ShapedType::isDynamic(dim)) {
      if (!allowDynamic)
        return false;
      continue;
    }
    if (dim > kMaxElements)
      return false;
    elements *= dim;
    if (elements > kMaxElements)
      return false;
  }
  return true;
}

/// Whether every value of `module` has a small type (see isSmallStatic).
static bool isSmall(ModuleOp module, bool allowDynamic) {
  auto small = [&](Type t) { return isSmallStatic(t, allowDynamic); };
  WalkResult result = module.walk([&](Operation *op) {
    if (!llvm::all_of(op->getResultTypes(), small))
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (!llvm::all_of(block.getArgumentTypes(), small))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

/// Runs the public functions without arguments of `module`, if its types
/// are static and small. Failures (checks included) are expected.
static void interpret(ModuleOp module) {
  if (!isSmall(module, /*allowDynamic=*/false))
    return;
  sfold::InterpreterOptions options;
  options.probeOutputDir = std::string(globals->probeDir);
  options.limits.maxWork = kMaxWork;
  options.limits.maxTensorBytes = kFoldBudget;
  llvm::raw_null_ostream sink;
  (void)sfold::interpretModule(module, options, sink);
}

/// A pass left invalid IR behind (or failed): a bug, report and stop.
[[noreturn]] static void passFailed(StringRef pass, StringRef diagnostic) {
  llvm::errs() << "fold-fuzz: " << pass
               << " failed on a valid program: " << diagnostic << "\n";
  std::abort();
}

/// Whether brackets nest deeper than kMaxNesting somewhere in `text`.
static bool nestsTooDeep(StringRef text) {
  int depth = 0;
  for (char c : text) {
    if (c == '(' || c == '[' || c == '{' || c == '<')
      ++depth;
    else if (c == ')' || c == ']' || c == '}' || c == '>')
      depth = std::max(depth - 1, 0);
    if (depth > kMaxNesting)
      return true;
  }
  return false;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  globals = new Globals;
  sfold::registerAllDialects(globals->registry);
  if (llvm::sys::fs::createUniqueDirectory("fold-fuzz-probes",
                                           globals->probeDir)) {
    llvm::errs() << "fold-fuzz: cannot create a probe directory\n";
    std::exit(1);
  }
  std::atexit(
      [] { (void)llvm::sys::fs::remove_directories(globals->probeDir); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // The lexer reads the byte past the end: give it a NUL there.
  std::string text(reinterpret_cast<const char *>(data), size);
  if (nestsTooDeep(text))
    return -1;

  MLIRContext context(globals->registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  std::string lastError;
  ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error)
      lastError = d.str();
    return success();
  });

  // Portable artifacts (bytecode with a StableHLO producer) go through the
  // VHLO reader, as in fold-opt.
  OwningOpRef<ModuleOp> module =
      sfold::vhlo::isPortableArtifact(text)
          ? sfold::vhlo::deserializePortableArtifact(text, &context)
          : parseSourceString<ModuleOp>(text, &context);
  if (!module)
    return 0; // Did not parse or verify: a clean error.
  if (!isSmall(*module, /*allowDynamic=*/true))
    return -1; // Too big to run quickly: not added to the corpus.

  {
    OwningOpRef<ModuleOp> copy(module->clone());
    interpret(*copy);
  }

  PassManager canonicalize(&context); // verifies after the pass
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(*module)))
    passFailed("--canonicalize", lastError);

  {
    PassManager fold(&context);
    sfold::FoldConstantsOptions options;
    options.sizeBudget = kFoldBudget;
    options.workBudget = kMaxWork;
    fold.addPass(sfold::createFoldConstantsPass(options));
    if (failed(fold.run(*module)))
      passFailed("--fold-constants", lastError);
  }
  interpret(*module);
  return 0;
}
