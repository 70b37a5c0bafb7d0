//===- PrecisionSyntax.h - the syntax of precision configs ------*- C++ -*-===//
//
// Private to lib/Dialect: the `[DEFAULT, HIGHEST]` list that dot_general,
// convolution (ReductionOps.cpp) and dot (ExtraOps.cpp) print.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_DIALECT_PRECISIONSYNTAX_H
#define STABLEHLO_FOLD_LIB_DIALECT_PRECISIONSYNTAX_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::sfold {
/// `[DEFAULT, HIGHEST]`: a precision config without the
/// `#stablehlo<precision ...>` wrappers.
ParseResult parsePrecisionList(AsmParser &parser, ArrayAttr &config);
void printPrecisionList(AsmPrinter &p, ArrayAttr config);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_DIALECT_PRECISIONSYNTAX_H
