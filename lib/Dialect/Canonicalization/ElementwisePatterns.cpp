//===- ElementwisePatterns.cpp - canonicalization, elementwise ops --------===//
//
// Identities here are exact for every input: integer and boolean ones always,
// float ones only where IEEE arithmetic makes them so.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "ElementwisePatterns.inc"
} // namespace

void NotOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<NotOfNot>(ctx);
}
