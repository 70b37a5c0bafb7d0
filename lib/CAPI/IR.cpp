//===- IR.cpp - C API: contexts, modules, pass pipelines ------------------===//

#include "Wrap.h"

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/InitAllPasses.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>
#include <mutex>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::capi;

Context::Context(const FoldSettings &settings) : settings(settings) {
  DialectRegistry registry;
  registerAllDialects(registry, settings);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  context.printOpOnDiagnostic(false);
}

LogicalResult ModuleCall::fail(StringRef message) {
  if (context.diagnostics.empty())
    emitError(UnknownLoc::get(&context.context)) << message;
  return failure();
}

//===----------------------------------------------------------------------===//
// Context and diagnostics
//===----------------------------------------------------------------------===//

/// Registers fold-opt's passes on the first call. The registry is built
/// once and only read afterwards.
static void registerPassesOnce() {
  static std::once_flag registered;
  std::call_once(registered, [] { registerAllPasses(); });
}

SfoldContext sfoldContextCreate(void) {
  return sfoldContextCreateWithOptions(nullptr);
}

SfoldContext sfoldContextCreateWithOptions(const SfoldContextOptions *options) {
  registerPassesOnce();
  SfoldContextOptions given =
      options ? *options : sfoldContextOptionsGetDefault();
  FoldSettings settings;
  switch (given.kernelIsa) {
  case SFOLD_KERNEL_ISA_PORTABLE:
    settings.kernels.isa = KernelIsa::Portable;
    break;
  case SFOLD_KERNEL_ISA_AVX2:
    settings.kernels.isa = KernelIsa::AVX2;
    break;
  case SFOLD_KERNEL_ISA_AVX512:
    settings.kernels.isa = KernelIsa::AVX512;
    break;
  default:
    break;
  }
  settings.kernels.threads = given.threads;
  if (given.foldMaxWork)
    settings.limits.maxWork = given.foldMaxWork;
  if (given.foldMaxBytes)
    settings.limits.maxTensorBytes = given.foldMaxBytes;
  return wrap(new Context(settings));
}

void sfoldContextDestroy(SfoldContext context) { delete unwrap(context); }

void sfoldContextGetDiagnostics(SfoldContext context,
                                SfoldStringCallback callback, void *userData) {
  const std::string &text = unwrap(context)->diagnostics;
  callback(SfoldStringRef{text.data(), text.size()}, userData);
}

void sfoldContextClearDiagnostics(SfoldContext context) {
  unwrap(context)->diagnostics.clear();
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

SfoldModule sfoldModuleParse(SfoldContext c, SfoldStringRef source,
                             SfoldStringRef sourceName) {
  Context *context = unwrap(c);
  auto module = std::make_unique<Module>();
  module->context = context;
  module->source = std::make_shared<llvm::SourceMgr>();
  // Bytecode wants its buffer aligned for the resources it holds.
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(
          source.length, unwrap(sourceName), llvm::Align(64));
  if (!buffer) {
    context->diagnostics = "error: out of memory reading the source\n";
    return {nullptr};
  }
  if (source.length)
    std::memcpy(buffer->getBufferStart(), source.data, source.length);
  module->source->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ModuleCall call(*module);
  // A StableHLO portable artifact reads as the stablehlo it holds.
  StringRef text(source.data, source.length);
  module->module =
      vhlo::isPortableArtifact(text)
          ? vhlo::deserializePortableArtifact(*module->source,
                                              &context->context)
          : parseSourceFile<ModuleOp>(*module->source,
                                      ParserConfig(&context->context));
  if (!module->module) {
    (void)call.fail("the source does not hold a module");
    return {nullptr};
  }
  return wrap(module.release());
}

void sfoldModuleDestroy(SfoldModule module) { delete unwrap(module); }

SfoldModule sfoldModuleClone(SfoldModule m) {
  Module *module = unwrap(m);
  auto copy = std::make_unique<Module>();
  copy->context = module->context;
  copy->source = module->source;
  copy->module = module->module->clone();
  return wrap(copy.release());
}

SfoldContext sfoldModuleGetContext(SfoldModule module) {
  return wrap(unwrap(module)->context);
}

SfoldLogicalResult sfoldModuleVerify(SfoldModule m) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  if (failed(verify(*module->module)))
    return wrap(call.fail("the module does not verify"));
  return wrap(success());
}

void sfoldModulePrint(SfoldModule m, bool generic, SfoldStringCallback callback,
                      void *userData) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  CallbackOstream os(callback, userData);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module->module->print(os, flags);
}

SfoldLogicalResult sfoldModuleWritePortableArtifact(
    SfoldModule m, SfoldStringRef target, SfoldStringCallback callback,
    void *userData) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  std::optional<vhlo::Version> version = vhlo::Version::parse(unwrap(target));
  if (!version)
    return wrap(call.fail("the target must be X.Y.Z or current"));
  CallbackOstream os(callback, userData);
  if (failed(vhlo::serializePortableArtifact(*module->module, *version, os)))
    return wrap(call.fail("cannot write the module as a portable artifact"));
  return wrap(success());
}

SfoldLogicalResult sfoldModuleWriteBytecode(SfoldModule m,
                                            SfoldStringCallback callback,
                                            void *userData) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  CallbackOstream os(callback, userData);
  if (failed(writeBytecodeToFile(*module->module, os)))
    return wrap(call.fail("cannot write the module as bytecode"));
  return wrap(success());
}

SfoldLogicalResult sfoldModuleRunPassPipeline(SfoldModule m,
                                              SfoldStringRef pipeline) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  MLIRContext *context = &module->context->context;
  StringRef text = unwrap(pipeline).trim();
  // Unanchored text is the content of `builtin.module(...)`.
  PassManager pm(context, ModuleOp::getOperationName());
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  LogicalResult parsed = success();
  if (text.starts_with(ModuleOp::getOperationName().str() + "(")) {
    FailureOr<OpPassManager> anchored = parsePassPipeline(text, errorStream);
    if (succeeded(anchored))
      static_cast<OpPassManager &>(pm) = std::move(*anchored);
    parsed = LogicalResult(anchored);
  } else {
    parsed = parsePassPipeline(text, pm, errorStream);
  }
  if (failed(parsed)) {
    emitError(UnknownLoc::get(context))
        << "invalid pass pipeline '" << text << "': " << errors;
    return wrap(failure());
  }
  if (failed(pm.run(*module->module)))
    return wrap(call.fail("the pass pipeline failed"));
  return wrap(success());
}

bool sfoldIsPassRegistered(SfoldStringRef name) {
  registerPassesOnce();
  return PassInfo::lookup(unwrap(name)) ||
         PassPipelineInfo::lookup(unwrap(name));
}
