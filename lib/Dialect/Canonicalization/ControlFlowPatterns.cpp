//===- ControlFlowPatterns.cpp - canonicalization patterns ----------------===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "ControlFlowPatterns.inc"
} // namespace
