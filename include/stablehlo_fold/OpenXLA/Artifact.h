//===- Artifact.h - openxla's reader of portable artifacts ------*- C++ -*-===//
//
// fold-opt-openxla reads a StableHLO portable artifact the way openxla's
// `stablehlo-translate --deserialize` does, with openxla's own code: its
// `vhlo` dialect's bytecode reader, `vhlo-to-version` up to its current
// release and `vhlo-legalize-to-stablehlo`. That checks, with StableHLO's
// implementation, that what our writer produces is an artifact StableHLO
// reads (docs/vhlo.md). Library StablehloFoldOpenXLAArtifact.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_OPENXLA_ARTIFACT_H
#define STABLEHLO_FOLD_OPENXLA_ARTIFACT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::sfold::openxla {

/// Whether `buffer` is MLIR bytecode whose producer is `StableHLO_v...`.
bool isOpenXLAArtifact(StringRef buffer);

/// Reads the artifact in `buffer` into openxla's `stablehlo` ops (the
/// context must have openxla's dialects registered); null with diagnostics
/// on the context if openxla's reader or passes reject it.
OwningOpRef<ModuleOp> readArtifactWithOpenXLA(StringRef buffer,
                                              MLIRContext *context,
                                              StringRef name);

} // namespace mlir::sfold::openxla

#endif // STABLEHLO_FOLD_OPENXLA_ARTIFACT_H
