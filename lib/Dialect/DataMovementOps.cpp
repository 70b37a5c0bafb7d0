//===- DataMovementOps.cpp - shape and data movement ops ------------------===//
//
// Op definitions of this family, the custom directives of their pretty
// syntax. Verification and type inference, constraint by constraint, are in
// DataMovementVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// Parses `%a, %b, ` -- operands, each followed by a comma -- and stops before
/// the first token that is not an operand (the keyword of an attribute, as in
/// `concatenate %a, %b, dim = 0`). Zero operands are accepted.
static ParseResult parseOperandsWithTrailingComma(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult parsed = parser.parseOptionalOperand(operand);
    if (!parsed.has_value())
      return success();
    if (failed(*parsed) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

/// Prints ` %a, %b,`: the format writes no space before this directive (so
/// that no operands print no space) and one before the keyword after it.
static void printOperandsWithTrailingComma(OpAsmPrinter &p, Operation *,
                                           OperandRange operands) {
  for (Value v : operands)
    p << ' ' << v << ',';
}

/// Parses `[start:limit(:stride)?, ...]`, one range per dimension; a missing
/// stride is 1.
static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &startIndices,
                                    DenseI64ArrayAttr &limitIndices,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> start, limit, stride;
  auto parseRange = [&]() -> ParseResult {
    int64_t s, l, st = 1;
    if (parser.parseInteger(s) || parser.parseColon() || parser.parseInteger(l))
      return failure();
    if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(st))
      return failure();
    start.push_back(s);
    limit.push_back(l);
    stride.push_back(st);
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, parseRange,
                                     " in slice ranges"))
    return failure();
  MLIRContext *ctx = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(ctx, start);
  limitIndices = DenseI64ArrayAttr::get(ctx, limit);
  strides = DenseI64ArrayAttr::get(ctx, stride);
  return success();
}

/// Prints `[0:2, 1:4:2]`, leaving out strides of 1. The three arrays have the
/// same length once verified; a shorter `limit_indices` or `strides` (an
/// unverified op) prints `?` for the missing values rather than crashing.
static void printSliceRanges(OpAsmPrinter &p, Operation *,
                             DenseI64ArrayAttr startIndices,
                             DenseI64ArrayAttr limitIndices,
                             DenseI64ArrayAttr strides) {
  ArrayRef<int64_t> start = startIndices.asArrayRef();
  ArrayRef<int64_t> limit = limitIndices.asArrayRef();
  ArrayRef<int64_t> stride = strides.asArrayRef();
  p << '[';
  for (size_t i = 0; i < start.size(); ++i) {
    if (i)
      p << ", ";
    p << start[i] << ':';
    if (i < limit.size())
      p << limit[i];
    else
      p << '?';
    if (i >= stride.size())
      p << ":?";
    else if (stride[i] != 1)
      p << ':' << stride[i];
  }
  p << ']';
}

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"

void StablehloDialect::registerDataMovementOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"
      >();
}
