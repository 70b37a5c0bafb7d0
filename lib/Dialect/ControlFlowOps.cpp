//===- ControlFlowOps.cpp - control flow ops ---------------------------------------===//
//
// Op definitions of this family. Verification and shape functions live in
// TypeInference.cpp; syntax directives in Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"

using namespace mlir;
using namespace mlir::sfold;

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ControlFlowOps.cpp.inc"

void StablehloDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ControlFlowOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

/// Checks that the terminator of `region`'s only block returns values whose
/// types are compatible with `expected`.
static LogicalResult verifyRegionReturns(Operation *op, Region &region,
                                         StringRef regionName,
                                         TypeRange expected) {
  if (region.empty())
    return op->emitOpError() << regionName << " must have a block";
  Block &block = region.front();
  if (block.empty())
    return op->emitOpError() << regionName << " must end with a terminator";
  Operation *terminator = &block.back();
  TypeRange returned = terminator->getOperandTypes();
  if (!hlo::isCompatibleForInference(returned, expected)) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << regionName << " returns (";
    llvm::interleaveComma(returned, os);
    os << ") but (";
    llvm::interleaveComma(expected, os);
    os << ") is expected";
    return op->emitOpError() << text;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verify() {
  // if_c1, if_c2, if_c3
  for (auto [region, name] :
       {std::pair<Region *, StringRef>(&getTrueBranch(), "true_branch"),
        {&getFalseBranch(), "false_branch"}}) {
    if (!region->empty() && region->front().getNumArguments() != 0)
      return emitOpError() << name << " must take no arguments";
    if (failed(verifyRegionReturns(*this, *region, name, getResultTypes())))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CaseOp
//===----------------------------------------------------------------------===//

LogicalResult CaseOp::verify() {
  // case_c1
  if (getBranches().empty())
    return emitOpError() << "must have at least one branch";
  // case_c2, case_c3, case_c4
  for (auto [i, region] : llvm::enumerate(getBranches())) {
    std::string name = "branch " + std::to_string(i);
    if (!region.empty() && region.front().getNumArguments() != 0)
      return emitOpError() << name << " must take no arguments";
    if (failed(verifyRegionReturns(*this, region, name, getResultTypes())))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  TypeRange types = getOperand().getTypes();
  // while_c3
  if (getResultTypes() != types)
    return emitOpError() << "result types must equal the operand types";
  for (auto [region, name] :
       {std::pair<Region *, StringRef>(&getCond(), "cond"),
        {&getBody(), "body"}}) {
    if (region->empty())
      return emitOpError() << name << " must have a block";
    // while_c1, while_c2: the regions take the loop values.
    if (region->front().getArgumentTypes() != types)
      return emitOpError() << name << " arguments must have the operand types";
  }
  // while_c1
  Type i1 = IntegerType::get(getContext(), 1);
  if (failed(verifyRegionReturns(*this, getCond(), "cond",
                                 {RankedTensorType::get({}, i1)})))
    return failure();
  // while_c2
  return verifyRegionReturns(*this, getBody(), "body", types);
}

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

/// `stablehlo.while(%a = %init, ...) : T, ... cond { ... } do { ... }`: the
/// names in parentheses are the arguments of both regions.
ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> iterArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          OpAsmParser::Argument arg;
          OpAsmParser::UnresolvedOperand operand;
          if (parser.parseArgument(arg) || parser.parseEqual() ||
              parser.parseOperand(operand))
            return failure();
          iterArgs.push_back(arg);
          operands.push_back(operand);
          return success();
        }) ||
        parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (!operands.empty()) {
    SMLoc typesLoc = parser.getCurrentLocation();
    if (parser.parseColon() || parser.parseCommaSeparatedList([&]() {
          return parser.parseType(types.emplace_back());
        }))
      return failure();
    if (types.size() != operands.size())
      return parser.emitError(typesLoc) << "expected " << operands.size()
                                        << " types, found " << types.size();
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.resolveOperands(operands, types, parser.getNameLoc(),
                             result.operands))
    return failure();
  for (auto [arg, type] : llvm::zip(iterArgs, types))
    arg.type = type;
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, iterArgs) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, iterArgs))
    return failure();
  return success();
}

void WhileOp::print(OpAsmPrinter &p) {
  Region &cond = getCond();
  Region &body = getBody();
  ValueRange condArgs =
      cond.empty() ? ValueRange() : ValueRange(cond.front().getArguments());
  p << '(';
  llvm::interleaveComma(llvm::zip(condArgs, getOperand()), p, [&](auto pair) {
    p.printOperand(std::get<0>(pair));
    p << " = ";
    p.printOperand(std::get<1>(pair));
  });
  p << ')';
  if (!getOperand().empty()) {
    p << " : ";
    llvm::interleaveComma(getOperand().getTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << " cond ";
  p.printRegion(cond, /*printEntryBlockArgs=*/false);
  p << " do ";
  // The body's arguments print with the names of cond's, as the header
  // declares them for both regions.
  if (!body.empty() && body.getNumArguments() == condArgs.size())
    p.shadowRegionArgs(body, condArgs);
  p.printRegion(body, /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// OptimizationBarrierOp
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  // optimization_barrier_c1
  llvm::append_range(inferred, operands.getTypes());
  return success();
}

LogicalResult AfterAllOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location>, ValueRange, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TokenType::get(context));
  return success();
}

/// `stablehlo.optimization_barrier %a, %b : T0, T1`, or `()` without
/// operands.
ParseResult OptimizationBarrierOp::parse(OpAsmParser &parser,
                                         OperationState &result) {
  if (succeeded(parser.parseOptionalLParen()))
    return failure(parser.parseRParen() ||
                   parser.parseOptionalAttrDict(result.attributes));
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseTypeList(types))
    return failure();
  if (types.size() != operands.size())
    return parser.emitError(loc) << "expected " << operands.size()
                                 << " types, found " << types.size();
  result.addTypes(types);
  return parser.resolveOperands(operands, types, loc, result.operands);
}

void OptimizationBarrierOp::print(OpAsmPrinter &p) {
  if (getOperand().empty()) {
    p << "()";
    p.printOptionalAttrDict((*this)->getAttrs());
    return;
  }
  p << ' ' << getOperand();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : ";
  llvm::interleaveComma(getOperand().getTypes(), p);
}

//===----------------------------------------------------------------------===//
// AfterAllOp
//===----------------------------------------------------------------------===//

/// `stablehlo.after_all %t0, %t1 : !stablehlo.token`; the operands are
/// tokens too.
ParseResult AfterAllOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(type))
    return failure();
  result.addTypes(type);
  return parser.resolveOperands(operands, TokenType::get(parser.getContext()),
                                loc, result.operands);
}

void AfterAllOp::print(OpAsmPrinter &p) {
  if (!getInputs().empty())
    p << ' ' << getInputs();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getResult().getType();
}
