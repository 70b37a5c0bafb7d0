/*===-- stablehlo_fold-c/IR.h - contexts, modules, pass pipelines -*- C -*-===*\
|*                                                                            *|
|* Parse, verify, print and transform StableHLO programs:                    *|
|*                                                                            *|
|*   SfoldContext ctx = sfoldContextCreate();                                *|
|*   SfoldModule m = sfoldModuleParse(ctx, text, name);                      *|
|*   if (sfoldModuleIsNull(m))                                               *|
|*     sfoldContextGetDiagnostics(ctx, printToStderr, NULL);                 *|
|*   sfoldModuleRunPassPipeline(m, pipeline);  // "stablehlo-fold-pipeline"  *|
|*   sfoldModulePrint(m, false, appendToBuffer, &buffer);                    *|
|*   sfoldModuleDestroy(m);                                                  *|
|*   sfoldContextDestroy(ctx);                                               *|
|*                                                                            *|
|* A context is used by one thread at a time; everything made in it (its     *|
|* modules and tensors) must be destroyed before it.                          *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_FOLD_C_IR_H
#define STABLEHLO_FOLD_C_IR_H

#include "stablehlo_fold-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An MLIR context with the dialects of fold-opt loaded (stablehlo, chlo,
/// check, interpreter, func, quant) and the stablehlo folders registered,
/// plus the diagnostics it collects.
typedef struct SfoldContext {
  void *ptr;
} SfoldContext;

/// A verified `builtin.module` owned by the caller.
typedef struct SfoldModule {
  void *ptr;
} SfoldModule;

static inline bool sfoldContextIsNull(SfoldContext context) {
  return !context.ptr;
}
static inline bool sfoldModuleIsNull(SfoldModule module) {
  return !module.ptr;
}

//===----------------------------------------------------------------------===//
// Context and diagnostics
//===----------------------------------------------------------------------===//

/// The instruction sets of the kernels (results are the same on each).
typedef enum SfoldKernelIsa {
  /// The best the CPU has, or less if $STABLEHLO_FOLD_ISA says so.
  SFOLD_KERNEL_ISA_DEFAULT = 0,
  SFOLD_KERNEL_ISA_PORTABLE = 1,
  SFOLD_KERNEL_ISA_AVX2 = 2,
  SFOLD_KERNEL_ISA_AVX512 = 3,
} SfoldKernelIsa;

/// Settings of one context, fixed when it is made: how its kernels run
/// (folds, pass pipelines and sfoldModuleInterpret alike) and the limits of
/// its fold hook (each fold of `canonicalize` and the other upstream passes;
/// `fold-constants` has its own options). Two contexts with different
/// settings may be used at once, each by its thread.
typedef struct SfoldContextOptions {
  /// At most what the CPU has.
  SfoldKernelIsa kernelIsa;
  /// Threads a large kernel splits its outputs over (0: the machine's).
  unsigned threads;
  /// Work a fold may do, in cost-model units (0: the default, 1e9).
  uint64_t foldMaxWork;
  /// Bytes of a folded result or of an intermediate (0: the default, 4 MiB).
  uint64_t foldMaxBytes;
} SfoldContextOptions;

/// The default settings.
static inline SfoldContextOptions sfoldContextOptionsGetDefault(void) {
  SfoldContextOptions options = {SFOLD_KERNEL_ISA_DEFAULT, 0, 0, 0};
  return options;
}

/// Creates a context with the default settings. The first context also
/// registers fold-opt's passes and pipelines (stablehlo_fold/InitAllPasses.h)
/// for sfoldModuleRunPassPipeline.
SFOLD_CAPI_EXPORTED SfoldContext sfoldContextCreate(void);

/// Creates a context with `options` (null: the defaults).
SFOLD_CAPI_EXPORTED SfoldContext
sfoldContextCreateWithOptions(const SfoldContextOptions *options);

/// Destroys a context created by sfoldContextCreate.
SFOLD_CAPI_EXPORTED void sfoldContextDestroy(SfoldContext context);

/// Hands `callback` the diagnostics (errors, warnings, remarks, with their
/// notes) emitted since the last call of the API on this context began: a
/// call clears them first. Each is one or more lines, as fold-opt prints
/// them: `name:line:column: error: message`, then the source line and a
/// caret when the location is in a parsed text.
SFOLD_CAPI_EXPORTED void sfoldContextGetDiagnostics(SfoldContext context,
                                                    SfoldStringCallback callback,
                                                    void *userData);

/// Clears the diagnostics of `context`.
SFOLD_CAPI_EXPORTED void sfoldContextClearDiagnostics(SfoldContext context);

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

/// Parses `source`, MLIR text or bytecode (recognised by its magic number),
/// into a module and verifies it. `sourceName` names the source in
/// diagnostics (`sourceName:line:column`) and in the locations of the
/// module; the context keeps a copy of the source for the diagnostics of
/// later calls. Returns a null module on failure.
SFOLD_CAPI_EXPORTED SfoldModule sfoldModuleParse(SfoldContext context,
                                                 SfoldStringRef source,
                                                 SfoldStringRef sourceName);

/// Destroys a module.
SFOLD_CAPI_EXPORTED void sfoldModuleDestroy(SfoldModule module);

/// A deep copy of `module`, in the same context.
SFOLD_CAPI_EXPORTED SfoldModule sfoldModuleClone(SfoldModule module);

/// The context of `module`.
SFOLD_CAPI_EXPORTED SfoldContext sfoldModuleGetContext(SfoldModule module);

/// Verifies `module` again.
SFOLD_CAPI_EXPORTED SfoldLogicalResult sfoldModuleVerify(SfoldModule module);

/// Prints `module` as MLIR text (in the generic op form if `generic`).
SFOLD_CAPI_EXPORTED void sfoldModulePrint(SfoldModule module, bool generic,
                                          SfoldStringCallback callback,
                                          void *userData);

/// Writes `module` as MLIR bytecode.
SFOLD_CAPI_EXPORTED SfoldLogicalResult
sfoldModuleWriteBytecode(SfoldModule module, SfoldStringCallback callback,
                         void *userData);

/// Writes `module` as a StableHLO portable artifact (VHLO bytecode) for the
/// release `target` ("X.Y.Z" or "current"); fails with an error at the
/// first op or attribute the target cannot express (docs/vhlo.md).
SFOLD_CAPI_EXPORTED SfoldLogicalResult sfoldModuleWritePortableArtifact(
    SfoldModule module, SfoldStringRef target, SfoldStringCallback callback,
    void *userData);

/// Runs the pass pipeline `pipeline` on `module`, in place. The pipeline is
/// MLIR's textual form, anchored (`builtin.module(inline,cse)`) or not
/// (`inline,cse`), with the passes and pipelines of fold-opt, e.g.
/// `stablehlo-fold-pipeline{size-budget=1024}`; passes on functions go in
/// `func.func(...)`. On failure the module may be partly transformed.
SFOLD_CAPI_EXPORTED SfoldLogicalResult
sfoldModuleRunPassPipeline(SfoldModule module, SfoldStringRef pipeline);

/// Whether a pass or pass pipeline named `name` is one of fold-opt's (those
/// sfoldModuleRunPassPipeline runs). Needs no context; thread-safe.
SFOLD_CAPI_EXPORTED bool sfoldIsPassRegistered(SfoldStringRef name);

#ifdef __cplusplus
}
#endif

#endif // STABLEHLO_FOLD_C_IR_H
