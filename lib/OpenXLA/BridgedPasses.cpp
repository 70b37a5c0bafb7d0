//===- BridgedPasses.cpp - our passes on openxla IR -----------------------===//
//
// Each of our passes and pipelines runs on openxla IR as a module pass that
// translates the module into a private context of our dialects, runs the
// pass there (the same pass object `fold-opt` runs), and translates the
// result back. `kBridged` is the one table that says which passes there are
// and how each is built from its options.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/OpenXLA/Bridge.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Passes/Passes.h"
#include "stablehlo_fold/Passes/Pipeline.h"
#include "stablehlo_fold/Passes/StablehloAliases.h"

#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"
#include "stablehlo/dialect/VhloOps.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::openxla;

namespace {
using ErrorHandler = function_ref<LogicalResult(const Twine &)>;
using Builder = LogicalResult (*)(OpPassManager &, StringRef, ErrorHandler);

/// Adds `pass` with `options` to `pm`, nested on the op it runs on.
LogicalResult addPass(OpPassManager &pm, std::unique_ptr<Pass> pass,
                      StringRef options, ErrorHandler errorHandler) {
  if (failed(pass->initializeOptions(options, errorHandler)))
    return failure();
  std::optional<StringRef> anchor = pass->getOpName();
  if (anchor && *anchor != ModuleOp::getOperationName())
    pm.nest(*anchor).addPass(std::move(pass));
  else
    pm.addPass(std::move(pass));
  return success();
}

/// Adds the pipeline `build` makes from `options` parsed as `OptionsT`.
template <typename OptionsT, void (*build)(OpPassManager &, const OptionsT &)>
LogicalResult addPipeline(OpPassManager &pm, StringRef options,
                          ErrorHandler errorHandler) {
  OptionsT parsed;
  std::string why;
  llvm::raw_string_ostream os(why);
  if (failed(parsed.parseFromString(options, os)))
    return errorHandler(why);
  build(pm, parsed);
  return success();
}

template <std::unique_ptr<Pass> (*create)()>
LogicalResult addCreated(OpPassManager &pm, StringRef options,
                         ErrorHandler errorHandler) {
  return addPass(pm, create(), options, errorHandler);
}

struct BridgedInfo {
  StringLiteral name;
  StringLiteral description;
  Builder build;
};

const BridgedInfo kBridged[] = {
    {"fold-constants", "Fold constant subgraphs (our fold-constants)",
     addCreated<createFoldConstants>},
    {"fold-to-fixed-point", "Our fold-to-fixed-point",
     addCreated<createFoldToFixedPoint>},
    {"stablehlo-fold-pipeline", "Our fold pipeline, to a fixed point",
     addPipeline<FoldPipelineOptions, buildFoldPipeline>},
    {"stablehlo-refine-arguments", "Our stablehlo-refine-arguments",
     addCreated<createStablehloRefineArguments>},
    {"stablehlo-refine-shapes", "Our stablehlo-refine-shapes",
     addCreated<createStablehloRefineShapes>},
    {"stablehlo-canonicalize-dynamism", "Our stablehlo-canonicalize-dynamism",
     addCreated<createStablehloCanonicalizeDynamism>},
    {"stablehlo-specialize", "Our stablehlo-specialize",
     addPipeline<SpecializeOptions, buildSpecializePipeline>},
    {"stablehlo-aggressive-simplification",
     "Our canonicalization patterns and folds",
     addPipeline<StablehloAliasOptions, buildAggressiveSimplification>},
    {"stablehlo-aggressive-folder", "Our fold-constants, element-limited",
     addPipeline<TargetIndependentOptions, buildAggressiveFolder>},
    {"stablehlo-target-independent-optimization",
     "Our canonicalization and fold-constants",
     addPipeline<TargetIndependentOptions, buildTargetIndependentOptimization>},
};

const BridgedInfo *lookup(StringRef name) {
  for (const BridgedInfo &info : kBridged)
    if (info.name == name)
      return &info;
  return nullptr;
}

LogicalResult ignoreErrors(const Twine &) { return failure(); }

class BridgedPass : public PassWrapper<BridgedPass, OperationPass<ModuleOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BridgedPass)

  explicit BridgedPass(const BridgedInfo &info)
      : info(&info), context(std::make_shared<PrivateContext>()) {}
  BridgedPass(const BridgedPass &other) = default;

  StringRef getArgument() const final { return info->name; }
  StringRef getDescription() const final { return info->description; }
  StringRef getName() const final { return info->name; }

  LogicalResult initializeOptions(StringRef text,
                                  ErrorHandler errorHandler) final {
    OpPassManager probe;
    if (failed(info->build(probe, text, errorHandler)))
      return failure();
    options = text.str();
    return success();
  }

  void getDependentDialects(DialectRegistry &registry) const final {
    // What the translated-back module may hold that the input did not.
    registry.insert<::mlir::stablehlo::StablehloDialect,
                    ::mlir::chlo::ChloDialect, func::FuncDialect>();
  }

  void runOnOperation() final {
    ModuleOp module = getOperation();
    std::shared_ptr<MLIRContext> ours = context->acquire();
    PassManager pm(ours.get());
    if (failed(info->build(pm, options, ignoreErrors)))
      return signalPassFailure();
    DiagnosticForwarder forward(ours.get(), module.getContext());
    // Our verifiers first: our passes expect IR they accepted.
    OwningOpRef<ModuleOp> copy = translateModule(module, ours.get());
    if (!copy || failed(verify(*copy)))
      return signalPassFailure();
    if (failed(pm.run(*copy)) || failed(replaceModuleFrom(module, *copy)))
      return signalPassFailure();
  }

private:
  const BridgedInfo *info;
  std::string options;
  std::shared_ptr<PrivateContext> context;
};
} // namespace

std::unique_ptr<Pass>
mlir::sfold::openxla::createBridgedPass(StringRef name, StringRef options,
                                        ErrorHandler errorHandler) {
  const BridgedInfo *info = lookup(name);
  if (!info) {
    if (errorHandler)
      (void)errorHandler("no bridged pass named '" + name + "'");
    return nullptr;
  }
  auto pass = std::make_unique<BridgedPass>(*info);
  if (failed(pass->initializeOptions(
          options, errorHandler ? errorHandler : ErrorHandler(ignoreErrors))))
    return nullptr;
  return pass;
}

SmallVector<StringRef> mlir::sfold::openxla::getBridgedPassNames() {
  SmallVector<StringRef> names;
  for (const BridgedInfo &info : kBridged)
    names.push_back(info.name);
  return names;
}

void mlir::sfold::openxla::registerBridgedPasses() {
  for (const BridgedInfo &info : kBridged)
    registerPass([&info]() -> std::unique_ptr<Pass> {
      return std::make_unique<BridgedPass>(info);
    });
}

void mlir::sfold::openxla::registerOpenXLADialects(
    DialectRegistry &registry, const FoldSettings &settings) {
  registry.insert<::mlir::stablehlo::StablehloDialect,
                  ::mlir::chlo::ChloDialect, ::mlir::vhlo::VhloDialect,
                  check::CheckDialect, interpreter::InterpreterDialect,
                  func::FuncDialect, quant::QuantDialect, arith::ArithDialect,
                  shape::ShapeDialect, tensor::TensorDialect>();
  func::registerInlinerExtension(registry);
  registerOpenXLAFoldExtensions(registry, settings);
}

LogicalResult mlir::sfold::openxla::withTranslatedModule(
    ModuleOp module, function_ref<LogicalResult(ModuleOp)> fn) {
  PrivateContext context;
  std::shared_ptr<MLIRContext> ours = context.acquire();
  ours->printOpOnDiagnostic(false);
  DiagnosticForwarder forward(ours.get(), module.getContext());
  OwningOpRef<ModuleOp> copy = translateModule(module, ours.get());
  if (!copy || failed(verify(*copy)))
    return failure();
  return fn(*copy);
}
