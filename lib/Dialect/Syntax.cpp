//===- Syntax.cpp - custom directives of the stablehlo syntax -------------===//

#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Types of elementwise ops
//===----------------------------------------------------------------------===//

ParseResult mlir::sfold::parseSameOperandsAndResultTypeImpl(
    OpAsmParser &parser, ArrayRef<Type *> types) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    if (fn.getNumInputs() + 1 != types.size() || fn.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with " << types.size() - 1
             << " inputs and one result, found " << type;
    for (auto [slot, input] : llvm::zip(types.drop_back(), fn.getInputs()))
      *slot = input;
    *types.back() = fn.getResult(0);
    return success();
  }
  for (Type *slot : types)
    *slot = type;
  return success();
}

void mlir::sfold::printSameOperandsAndResultTypeImpl(OpAsmPrinter &p,
                                                     ArrayRef<Type> types) {
  if (llvm::all_equal(types)) {
    p << types.front();
    return;
  }
  p.printFunctionalType(types.drop_back(), types.take_back());
}

ParseResult mlir::sfold::parseComplexOpType(OpAsmParser &parser, Type &lhs,
                                            Type &rhs, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    if (fn.getNumInputs() != 2 || fn.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected (lhs, rhs) -> result, found " << type;
    lhs = fn.getInput(0);
    rhs = fn.getInput(1);
    result = fn.getResult(0);
    return success();
  }
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  auto complex =
      tensor ? llvm::dyn_cast<ComplexType>(tensor.getElementType()) : nullptr;
  if (!complex)
    return parser.emitError(loc)
           << "expected a tensor of complex numbers, found " << type;
  result = type;
  lhs = rhs = tensor.clone(complex.getElementType());
  return success();
}

void mlir::sfold::printComplexOpType(OpAsmPrinter &p, Operation *, Type lhs,
                                     Type rhs, Type result) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(result);
  auto complex =
      tensor ? llvm::dyn_cast<ComplexType>(tensor.getElementType()) : nullptr;
  if (complex && lhs == rhs &&
      lhs == tensor.clone(complex.getElementType())) {
    p << result;
    return;
  }
  p.printFunctionalType(ArrayRef<Type>{lhs, rhs}, ArrayRef<Type>{result});
}

ParseResult mlir::sfold::parseSelectOpType(OpAsmParser &parser, Type &pred,
                                           Type &onTrue, Type &onFalse,
                                           Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    if (fn.getNumInputs() != 3 || fn.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected (pred, on_true, on_false) -> result, found " << type;
    pred = fn.getInput(0);
    onTrue = fn.getInput(1);
    onFalse = fn.getInput(2);
    result = fn.getResult(0);
    return success();
  }
  pred = type;
  if (parser.parseComma() || parser.parseType(result))
    return failure();
  onTrue = onFalse = result;
  return success();
}

void mlir::sfold::printSelectOpType(OpAsmPrinter &p, Operation *, Type pred,
                                    Type onTrue, Type onFalse, Type result) {
  if (onTrue == result && onFalse == result) {
    p << pred << ", " << result;
    return;
  }
  p.printFunctionalType(ArrayRef<Type>{pred, onTrue, onFalse},
                        ArrayRef<Type>{result});
}

ParseResult mlir::sfold::parseExponentMantissa(OpAsmParser &parser,
                                               IntegerAttr &exponent,
                                               IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef format;
  if (parser.parseKeyword(&format))
    return failure();
  // e<exponent bits>m<mantissa bits>, e.g. e5m10.
  size_t m = format.find('m');
  unsigned e = 0, mm = 0;
  if (!format.starts_with("e") || m == StringRef::npos ||
      format.substr(1, m - 1).getAsInteger(10, e) ||
      format.substr(m + 1).getAsInteger(10, mm))
    return parser.emitError(loc)
           << "expected a float format like e5m10, found '" << format << "'";
  auto i32 = IntegerType::get(parser.getContext(), 32);
  exponent = IntegerAttr::get(i32, e);
  mantissa = IntegerAttr::get(i32, mm);
  return success();
}

void mlir::sfold::printExponentMantissa(OpAsmPrinter &p, Operation *,
                                        IntegerAttr exponent,
                                        IntegerAttr mantissa) {
  p << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

//===----------------------------------------------------------------------===//
// Misc
//===----------------------------------------------------------------------===//

ParseResult mlir::sfold::parseCustomCallTarget(OpAsmParser &parser,
                                               StringAttr &target) {
  return parser.parseSymbolName(target);
}

void mlir::sfold::printCustomCallTarget(OpAsmPrinter &p, Operation *,
                                        StringAttr target) {
  p.printSymbolName(target.getValue());
}
