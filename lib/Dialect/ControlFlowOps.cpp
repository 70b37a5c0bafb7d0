//===- ControlFlowOps.cpp - control flow ops ---------------------------------------===//
//
// Op definitions of this family, their shape functions and verifiers; syntax
// directives are in Syntax.cpp. The shape functions of if and case check the
// branches they infer from; the verifiers run them first, then compare the
// declared results with every branch, so errors keep their precise wording.
//
//===----------------------------------------------------------------------===//

#include "RegionChecks.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"

using namespace mlir;
using namespace mlir::sfold;
using regions::EmitFn;
using regions::errorsAt;

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

/// `(T0, T1)`
static std::string typeList(TypeRange types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '(';
  llvm::interleaveComma(types, os);
  os << ')';
  return text;
}

/// The terminator of a branch of `if` or `case` (a region that takes no
/// arguments), or null after an error: the shape functions need it, and
/// may see empty regions (a type-inferring builder passes them) and blocks
/// not verified yet.
static Operation *branchTerminator(EmitFn emit, Region &region,
                                   const llvm::Twine &name) {
  if (region.empty()) {
    (void)(emit() << name << " must have a block");
    return nullptr;
  }
  Block &block = region.front();
  if (block.getNumArguments() != 0) {
    (void)(emit() << name << " must take no arguments");
    return nullptr;
  }
  if (block.empty() ||
      !block.back().mightHaveTrait<OpTrait::IsTerminator>()) {
    (void)(emit() << name << " must end with a terminator");
    return nullptr;
  }
  return &block.back();
}

/// Checks that the terminator of `region`'s only block returns values whose
/// types are compatible with `expected`.
static LogicalResult verifyRegionReturns(EmitFn emit, Region &region,
                                         const llvm::Twine &name,
                                         TypeRange expected) {
  if (region.empty())
    return emit() << name << " must have a block";
  Block &block = region.front();
  if (block.empty())
    return emit() << name << " must end with a terminator";
  TypeRange returned = block.back().getOperandTypes();
  if (!hlo::isCompatibleForInference(returned, expected))
    return emit() << name << " returns " << typeList(returned) << " but "
                  << typeList(expected) << " is expected";
  return success();
}

/// The shape function of `if` and `case`: every branch takes no arguments
/// (if_c1, case_c2) and returns types compatible with those of the first
/// (if_c2, case_c3), which are inferred (if_c3, case_c4).
static LogicalResult inferBranches(EmitFn emit, RegionRange branches,
                                   function_ref<std::string(size_t)> name,
                                   SmallVectorImpl<Type> &inferred) {
  SmallVector<Operation *> terminators;
  for (auto [i, region] : llvm::enumerate(branches)) {
    Operation *terminator = branchTerminator(emit, *region, name(i));
    if (!terminator)
      return failure();
    terminators.push_back(terminator);
  }
  TypeRange first = terminators.front()->getOperandTypes();
  for (auto [i, region] : llvm::enumerate(branches))
    if (failed(verifyRegionReturns(emit, *region, name(i), first)))
      return failure();
  llvm::append_range(inferred, first);
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

static std::string ifBranchName(size_t i) {
  return i == 0 ? "true_branch" : "false_branch";
}

static LogicalResult inferIf(EmitFn emit, IfOp::Adaptor adaptor,
                             SmallVectorImpl<Type> &inferred) {
  if (adaptor.getRegions().size() != 2)
    return emit() << "expects true_branch and false_branch regions";
  // if_c1, if_c2, if_c3
  return inferBranches(emit, adaptor.getRegions(), ifBranchName, inferred);
}

LogicalResult IfOp::inferReturnTypes(MLIRContext *,
                                     std::optional<Location> loc,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  return inferIf(errorsAt<IfOp>(loc), adaptor, inferred);
}

bool IfOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult IfOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferIf(emit, Adaptor(*this), inferred)))
    return failure();
  // if_c3: the results agree with what each branch returns (the branches
  // may be compatible but each more precise than the other).
  for (auto [i, region] : llvm::enumerate((*this)->getRegions()))
    if (failed(verifyRegionReturns(emit, region, ifBranchName(i),
                                   getResultTypes())))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// CaseOp
//===----------------------------------------------------------------------===//

static std::string caseBranchName(size_t i) {
  return "branch " + std::to_string(i);
}

static LogicalResult inferCase(EmitFn emit, CaseOp::Adaptor adaptor,
                               SmallVectorImpl<Type> &inferred) {
  // case_c1
  if (adaptor.getBranches().empty())
    return emit() << "must have at least one branch";
  // case_c2, case_c3, case_c4
  return inferBranches(emit, adaptor.getBranches(), caseBranchName,
                       inferred);
}

LogicalResult CaseOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferCase(errorsAt<CaseOp>(loc), adaptor, inferred);
}

bool CaseOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult CaseOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferCase(emit, Adaptor(*this), inferred)))
    return failure();
  // case_c4 (each branch, as for if_c3)
  for (auto [i, region] : llvm::enumerate(getBranches()))
    if (failed(verifyRegionReturns(emit, region, caseBranchName(i),
                                   getResultTypes())))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  // while_c3; the regions (while_c1, while_c2) are the verifier's: the
  // inference does not need them.
  llvm::append_range(inferred, adaptor.getOperand().getTypes());
  return success();
}

bool WhileOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult WhileOp::verify() {
  auto emit = [&] { return emitOpError(); };
  TypeRange types = getOperand().getTypes();
  // while_c3: compatible types (equal but for sizes one side leaves
  // dynamic), as StableHLO's verifier has it: shape refinement makes a loop
  // value static on one side first.
  if (!hlo::isCompatibleForInference(getResultTypes(), types))
    return emitOpError() << "result types must be compatible with the "
                            "operand types";
  for (auto [region, name] :
       {std::pair<Region *, StringRef>(&getCond(), "cond"),
        {&getBody(), "body"}}) {
    if (region->empty())
      return emitOpError() << name << " must have a block";
    // while_c1, while_c2: the regions take the loop values, of the result
    // types (StableHLO asks only for compatible types; equal ones keep the
    // pretty form able to say them).
    if (region->front().getArgumentTypes() != getResultTypes())
      return emitOpError() << name
                           << " arguments must have the result types";
  }
  // while_c1
  Type i1 = IntegerType::get(getContext(), 1);
  if (failed(verifyRegionReturns(emit, getCond(), "cond",
                                 {RankedTensorType::get({}, i1)})))
    return failure();
  // while_c2
  return verifyRegionReturns(emit, getBody(), "body",
                             getResultTypes());
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
  // `-> types`: the loop values' types when the initial values are more
  // static.
  SmallVector<Type> loopTypes = types;
  if (!operands.empty() && succeeded(parser.parseOptionalArrow())) {
    loopTypes.clear();
    SMLoc loopLoc = parser.getCurrentLocation();
    if (parser.parseCommaSeparatedList([&]() {
          return parser.parseType(loopTypes.emplace_back());
        }))
      return failure();
    if (loopTypes.size() != operands.size())
      return parser.emitError(loopLoc) << "expected " << operands.size()
                                       << " types, found " << loopTypes.size();
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.resolveOperands(operands, types, parser.getNameLoc(),
                             result.operands))
    return failure();
  for (auto [arg, type] : llvm::zip(iterArgs, loopTypes))
    arg.type = type;
  result.addTypes(loopTypes);
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
    if (getOperand().getTypes() != getResultTypes()) {
      p << " -> ";
      llvm::interleaveComma(getResultTypes(), p);
    }
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

// As StableHLO's declarative format prints it: a space before the inputs
// even when there are none (`stablehlo.after_all  : !stablehlo.token`).
void AfterAllOp::print(OpAsmPrinter &p) {
  p << ' ' << getInputs();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getResult().getType();
}
