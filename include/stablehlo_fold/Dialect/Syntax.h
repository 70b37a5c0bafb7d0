//===- Syntax.h - custom directives of the stablehlo syntax -----*- C++ -*-===//
//
// `custom<Name>(...)` directives used by the ops' assembly formats: a
// `parseName` and a `printName` each. Grouped as the op families use them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_SYNTAX_H
#define STABLEHLO_FOLD_DIALECT_SYNTAX_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::sfold {

//===----------------------------------------------------------------------===//
// Types of elementwise ops
//===----------------------------------------------------------------------===//

/// Parses `: T` (every operand and the result have type T) or a function type
/// `: (T0, T1) -> R`. The last of `types` is the result.
ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                               ArrayRef<Type *> types);
/// Prints `T` when all types are equal, else `(T0, T1) -> R`.
void printSameOperandsAndResultTypeImpl(OpAsmPrinter &p, ArrayRef<Type> types);

template <typename... Ts>
ParseResult parseSameOperandsAndResultType(OpAsmParser &parser, Ts &...types) {
  return parseSameOperandsAndResultTypeImpl(parser, {&types...});
}
template <typename... Ts>
void printSameOperandsAndResultType(OpAsmPrinter &p, Operation *,
                                    Ts... types) {
  printSameOperandsAndResultTypeImpl(p, {Type(types)...});
}

/// `complex`: `: tensor<2xcomplex<f32>>` (operands are tensor<2xf32>) or a
/// function type.
ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result);
void printComplexOpType(OpAsmPrinter &p, Operation *, Type lhs, Type rhs,
                        Type result);

/// `select`: `: tensor<2xi1>, tensor<2xf32>` (pred type, then the type of
/// both branches and the result) or a function type.
ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result);
void printSelectOpType(OpAsmPrinter &p, Operation *, Type pred, Type onTrue,
                       Type onFalse, Type result);

/// `reduce_precision`: `e5m10`.
ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa);
void printExponentMantissa(OpAsmPrinter &p, Operation *, IntegerAttr exponent,
                           IntegerAttr mantissa);

//===----------------------------------------------------------------------===//
// Misc
//===----------------------------------------------------------------------===//

/// `custom_call`: `@target` or `"target with spaces"`.
ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target);
void printCustomCallTarget(OpAsmPrinter &p, Operation *, StringAttr target);

//===----------------------------------------------------------------------===//
// Data movement (dims = [..], slices, ...)
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Reductions and regions
//===----------------------------------------------------------------------===//

class ConvDimensionNumbersAttr;
/// The body of `#stablehlo.conv<...>` and of convolution's `dim_numbers =`:
/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` or `raw key = value, ...`.
ParseResult parseConvDimensions(AsmParser &parser,
                                ConvDimensionNumbersAttr &attr);
void printConvDimensions(AsmPrinter &p, ConvDimensionNumbersAttr attr);

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_DIALECT_SYNTAX_H
