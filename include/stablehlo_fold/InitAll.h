//===- InitAll.h - the dialects of stablehlo-fold tools ---------*- C++ -*-===//
//
// What a tool that reads stablehlo-fold programs registers: the stablehlo,
// check and interpreter dialects, func and quant, the upstream shape, tensor
// and arith dialects that producers mix into shape computations
// (`shape.shape_of`, `tensor.dim`, `arith.index_cast`, ...; they fold with
// upstream's own folders), the func inliner extension and the stablehlo
// folders. fold-opt, fold-lsp-server, fold-fuzz and the C API share it, so
// they all accept the same programs. Needs MLIRFuncDialect,
// MLIRFuncInlinerExtension, MLIRQuantDialect, MLIRArithDialect,
// MLIRShapeDialect, MLIRTensorDialect, StablehloFold::Dialect and
// StablehloFold::Folders at link time.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INITALL_H
#define STABLEHLO_FOLD_INITALL_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TestDialects.h"
#include "stablehlo_fold/Folders/Folders.h"

namespace mlir::sfold {

/// Adds the dialects and extensions of fold-opt to `registry`, the fold hook
/// with `foldSettings`.
inline void registerAllDialects(DialectRegistry &registry,
                                const FoldSettings &foldSettings = {}) {
  registry.insert<StablehloDialect, check::CheckDialect,
                  interpreter::InterpreterDialect, func::FuncDialect,
                  quant::QuantDialect, chlo::ChloDialect,
                  arith::ArithDialect, shape::ShapeDialect,
                  tensor::TensorDialect>();
  func::registerInlinerExtension(registry);
  registerStablehloFolders(registry, foldSettings);
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INITALL_H
