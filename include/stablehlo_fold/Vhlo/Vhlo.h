//===- Vhlo.h - StableHLO portable artifacts --------------------*- C++ -*-===//
//
// Reading and writing StableHLO's portable artifacts: MLIR bytecode of the
// `vhlo` dialect whose producer string is `StableHLO_vX.Y.Z`. Every release
// from 0.9.0 to Version::current() is read; any of them can be a target (an
// op or attribute the target cannot express is an error at that op). See
// docs/vhlo.md.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_VHLO_VHLO_H
#define STABLEHLO_FOLD_VHLO_VHLO_H

#include "stablehlo_fold/Vhlo/VhloDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::sfold::vhlo {

/// Whether `buffer` starts like a portable artifact: the MLIR bytecode magic
/// and a `StableHLO_v` producer. Cheap; fold-opt and the APIs use it to
/// accept artifacts where they accept text.
bool isPortableArtifact(StringRef buffer);

/// The release in an artifact's producer string, or nullopt if `buffer` is
/// not an artifact or the version is unreadable.
std::optional<Version> getArtifactVersion(StringRef buffer);

/// Reads the artifact in the main buffer of `sourceMgr` and converts it to
/// stablehlo; null (with diagnostics on the context) if it is malformed, of
/// a release newer than this build, or does not verify.
OwningOpRef<ModuleOp> deserializePortableArtifact(llvm::SourceMgr &sourceMgr,
                                                  MLIRContext *context);
/// The same for an in-memory artifact (`name` names it in diagnostics).
OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef buffer,
                                                  MLIRContext *context,
                                                  StringRef name = "artifact");

/// Writes `module` (stablehlo, func) as an artifact for `target`. `module`
/// is left unchanged. Fails with an error at the first op or attribute the
/// target cannot express.
LogicalResult serializePortableArtifact(ModuleOp module, Version target,
                                        raw_ostream &os);

/// Converts a module of vhlo ops (any release) to stablehlo in place.
LogicalResult convertVhloToStablehlo(ModuleOp module);
/// Converts a stablehlo module to vhlo ops of `target` in place.
LogicalResult convertStablehloToVhlo(ModuleOp module, Version target);

/// Registers the vhlo dialect and what artifacts convert to.
void registerVhloDialects(DialectRegistry &registry);
/// Registers stablehlo-legalize-to-vhlo, vhlo-legalize-to-stablehlo and
/// vhlo-to-version.
void registerVhloPasses();

} // namespace mlir::sfold::vhlo

#endif // STABLEHLO_FOLD_VHLO_VHLO_H
