//===- DataMovementPatterns.cpp - canonicalization patterns ---------------===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "DataMovementPatterns.inc"
} // namespace
