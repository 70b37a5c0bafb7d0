//===- Canonicalization.cpp - collecting the stablehlo patterns -----------===//

#include "stablehlo_fold/Dialect/Canonicalization.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::populateStablehloCanonicalizationPatterns(
    MLIRContext *ctx, RewritePatternSet &patterns) {
  auto *dialect = ctx->getOrLoadDialect<StablehloDialect>();
  dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName name : ctx->getRegisteredOperations())
    if (&name.getDialect() == dialect)
      name.getCanonicalizationPatterns(patterns, ctx);
}
