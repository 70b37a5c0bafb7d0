//===- TestDialects.cpp - the `check` and `interpreter` dialects ----------===//

#include "stablehlo_fold/Dialect/TestDialects.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::sfold;

/// A check's literal, `dense<...> : tensor<...>`, whose type is the checked
/// operand's type.
static ParseResult parseCheckLiteral(OpAsmParser &parser, ElementsAttr &value,
                                     Type &type) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  value = llvm::dyn_cast<ElementsAttr>(attr);
  if (!value)
    return parser.emitError(loc) << "expected a tensor literal";
  type = value.getType();
  return success();
}

static void printCheckLiteral(OpAsmPrinter &p, Operation *, ElementsAttr value,
                              Type) {
  p.printAttribute(value);
}

#include "stablehlo_fold/Dialect/CheckDialect.cpp.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CheckOps.cpp.inc"

void check::CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/CheckOps.cpp.inc"
      >();
}

/// The literal must have the checked tensor's shape and element type.
static LogicalResult verifyConstCheck(Operation *op, Type lhs,
                                      ElementsAttr value) {
  auto tensor = llvm::cast<ShapedType>(lhs);
  if (tensor.getShape() != value.getShapedType().getShape() ||
      tensor.getElementType() != value.getElementType())
    return op->emitOpError("expected value of type ")
           << lhs << ", found " << value.getType();
  return success();
}

LogicalResult check::ExpectEqConstOp::verify() {
  return verifyConstCheck(*this, getLhs().getType(), getValue());
}

LogicalResult check::ExpectAlmostEqConstOp::verify() {
  return verifyConstCheck(*this, getLhs().getType(), getValue());
}

#include "stablehlo_fold/Dialect/InterpreterDialect.cpp.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/InterpreterOps.cpp.inc"

void interpreter::InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/InterpreterOps.cpp.inc"
      >();
}

LogicalResult interpreter::RunParallelOp::verify() {
  ArrayAttr programs = getPrograms();
  if (programs.empty())
    return emitOpError("programs must name at least one process");
  size_t partitions = 0;
  for (Attribute row : programs) {
    auto rowArray = llvm::dyn_cast<ArrayAttr>(row);
    if (!rowArray || rowArray.empty())
      return emitOpError("programs must be a non-empty array of arrays of "
                         "function symbols");
    if (partitions && rowArray.size() != partitions)
      return emitOpError("every replica must have the same number of "
                         "partitions");
    partitions = rowArray.size();
    for (Attribute fn : rowArray)
      if (!llvm::isa<FlatSymbolRefAttr>(fn))
        return emitOpError("programs must hold function symbols, found ")
               << fn;
  }
  return success();
}
