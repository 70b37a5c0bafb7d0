//===- ReductionPatterns.cpp - canonicalization patterns ------------------===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "ReductionPatterns.inc"
} // namespace
