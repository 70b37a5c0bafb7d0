//===- main.cpp - a downstream user of stablehlo-fold ---------------------===//
//
// Reads a StableHLO program, runs a pipeline that mixes upstream MLIR passes
// with stablehlo-fold's constant folding, and prints the result:
//
//   downstream-fold input.mlir [--size-budget=N] [--fold-pipeline]
//                   [--upstream-only]
//
// This is what a compiler embedding stablehlo-fold does; it uses only the
// installed headers and the StablehloFold:: CMake targets.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Passes/Passes.h"
#include "stablehlo_fold/Passes/Pipeline.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input.mlir>"),
                                                llvm::cl::Required);

static llvm::cl::opt<uint64_t> sizeBudget(
    "size-budget",
    llvm::cl::desc("Largest constant, in bytes, that fold-constants creates"),
    llvm::cl::init(32));

static llvm::cl::opt<bool> foldPipeline(
    "fold-pipeline",
    llvm::cl::desc("Run stablehlo-fold's own pipeline (buildFoldPipeline) "
                   "instead of the hand-made one"),
    llvm::cl::init(false));

static llvm::cl::opt<bool> upstreamOnly(
    "upstream-only",
    llvm::cl::desc("Run upstream passes only (inline, sccp, canonicalize, "
                   "cse): stablehlo folds through the fold interface alone"),
    llvm::cl::init(false));

/// Upstream passes only: the stablehlo ops fold through the dialect's fold
/// interface (registerStablehloFolders), under the fold hook's budget and
/// policy; ops with regions are not evaluated (that is fold-constants' job).
static void addUpstreamOnlyPipeline(PassManager &pm) {
  pm.addPass(createInlinerPass());
  pm.addNestedPass<func::FuncOp>(createSCCPPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// A pipeline that mixes upstream passes with stablehlo-fold's pass.
static void addHandMadePipeline(PassManager &pm) {
  // Upstream: inline the calls so constants meet the ops that use them.
  pm.addPass(createInlinerPass());
  // Ours: evaluate constant subgraphs, ops with regions included, but create
  // no constant larger than the budget (splats are exempt).
  sfold::FoldConstantsOptions foldOptions;
  foldOptions.sizeBudget = sizeBudget;
  pm.addPass(sfold::createFoldConstants(foldOptions));
  // Upstream again: the canonicalizer applies the stablehlo folds (through the
  // fold interface) and removes dead ops; CSE merges what is left equal.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "downstream-fold: inline, fold constants, clean up\n");

  // The dialects the input uses, the func inliner extension (calls to func
  // ops are inlinable) and the stablehlo folds, which `-canonicalize` and
  // every pattern driver pick up through the dialect's fold interface.
  DialectRegistry registry;
  registry.insert<sfold::StablehloDialect, func::FuncDialect>();
  func::registerInlinerExtension(registry);
  sfold::registerStablehloFolders(registry);
  MLIRContext context(registry);

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &error);
  if (!file) {
    llvm::errs() << "downstream-fold: " << error << "\n";
    return EXIT_FAILURE;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  // Parse and verifier errors, and the passes' remarks, are printed with
  // their location in the input.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return EXIT_FAILURE;

  PassManager pm(&context);
  if (foldPipeline) {
    // All of it in one call: inline, canonicalize, fold-constants and cse,
    // repeated until nothing changes.
    sfold::FoldPipelineOptions options;
    options.sizeBudget = sizeBudget;
    sfold::buildFoldPipeline(pm, options);
  } else if (upstreamOnly) {
    addUpstreamOnlyPipeline(pm);
  } else {
    addHandMadePipeline(pm);
  }
  if (failed(pm.run(*module)))
    return EXIT_FAILURE;

  module->print(llvm::outs());
  llvm::outs() << "\n";
  return EXIT_SUCCESS;
}
