//===- fold-lsp-server.cpp - an editor server for stablehlo-fold ----------===//
//
// MLIR's language server with the dialects fold-opt accepts: an editor that
// speaks LSP (VS Code's MLIR extension, or any client pointed at this binary)
// gets parse and verifier diagnostics, hover, go-to-definition, references
// and document symbols for StableHLO programs. It reads JSON-RPC on stdin;
// `-lit-test` makes it accept `// -----` separated messages without headers
// (see test/LSP/).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "stablehlo_fold/InitAll.h"

#include <cstdlib>

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::sfold::registerAllDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry))
             ? EXIT_FAILURE
             : EXIT_SUCCESS;
}
