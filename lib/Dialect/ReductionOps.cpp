//===- ReductionOps.cpp - reduction and linear algebra op definitions -----===//
//
// Op definitions of this family: the syntax of `reduce` (hand-written parser
// and printer) and the custom directives of `dot_general`, `convolution` and
// `fft`. The shape functions and verifiers of the ops with regions are in
// ReductionRegionVerify.cpp and ReductionWindowVerify.cpp, those of the
// region-free ops in ReductionVerify.cpp and ConvolutionVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "PrecisionSyntax.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

namespace {

/// `[1, 2]`
ParseResult parseIntList(AsmParser &parser, SmallVectorImpl<int64_t> &out) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parser.parseInteger(out.emplace_back());
  });
}

void printIntList(AsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleaveComma(values, p);
  p << ']';
}

/// `[0] x [0]`: a dimension list of each of lhs and rhs.
ParseResult parseDimsPair(AsmParser &parser, SmallVectorImpl<int64_t> &lhs,
                          SmallVectorImpl<int64_t> &rhs) {
  return failure(parseIntList(parser, lhs) || parser.parseKeyword("x") ||
                 parseIntList(parser, rhs));
}

void printDimsPair(AsmPrinter &p, ArrayRef<int64_t> lhs,
                   ArrayRef<int64_t> rhs) {
  printIntList(p, lhs);
  p << " x ";
  printIntList(p, rhs);
}

} // namespace

ParseResult mlir::sfold::parsePrecisionList(AsmParser &parser,
                                           ArrayAttr &config) {
  SmallVector<Attribute> values;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        StringRef name;
        if (parser.parseKeyword(&name))
          return failure();
        std::optional<Precision> value = symbolizePrecision(name);
        if (!value)
          return parser.emitError(loc)
                 << "expected DEFAULT, HIGH or HIGHEST, found '" << name
                 << "'";
        values.push_back(PrecisionAttr::get(parser.getContext(), *value));
        return success();
      }))
    return failure();
  config = ArrayAttr::get(parser.getContext(), values);
  return success();
}

void mlir::sfold::printPrecisionList(AsmPrinter &p, ArrayAttr config) {
  p << '[';
  llvm::interleaveComma(config, p, [&](Attribute a) {
    if (auto precision = llvm::dyn_cast<PrecisionAttr>(a))
      p << stringifyPrecision(precision.getValue());
    else
      p.printAttribute(a);
  });
  p << ']';
}

/// dot_general: `batching_dims = [0] x [0], contracting_dims = [2] x [1],
/// precision = [DEFAULT, DEFAULT], algorithm = <...>`. Only contracting_dims
/// is required; batching_dims prints when it is not empty.
static ParseResult parseDotGeneralAttrs(OpAsmParser &parser,
                                        DotDimensionNumbersAttr &dims,
                                        ArrayAttr &precision,
                                        DotAlgorithmAttr &algorithm) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parser.parseEqual() || parseDimsPair(parser, lhsBatch, rhsBatch) ||
        parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") || parser.parseEqual() ||
      parseDimsPair(parser, lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (key == "precision" && !precision) {
      if (parser.parseEqual() || parsePrecisionList(parser, precision))
        return failure();
    } else if (key == "algorithm" && !algorithm) {
      if (parser.parseEqual())
        return failure();
      algorithm = llvm::dyn_cast_or_null<DotAlgorithmAttr>(
          DotAlgorithmAttr::parse(parser, Type()));
      if (!algorithm)
        return failure();
    } else {
      return parser.emitError(loc)
             << "expected 'precision' or 'algorithm' (each at most once), "
                "found '"
             << key << "'";
    }
  }
  return success();
}

static void printDotGeneralAttrs(OpAsmPrinter &p, Operation *,
                                 DotDimensionNumbersAttr dims,
                                 ArrayAttr precision,
                                 DotAlgorithmAttr algorithm) {
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    p << "batching_dims = ";
    printDimsPair(p, dims.getLhsBatchingDimensions(),
                  dims.getRhsBatchingDimensions());
    p << ", ";
  }
  p << "contracting_dims = ";
  printDimsPair(p, dims.getLhsContractingDimensions(),
                dims.getRhsContractingDimensions());
  if (precision) {
    p << ", precision = ";
    printPrecisionList(p, precision);
  }
  if (algorithm) {
    p << ", algorithm = ";
    algorithm.print(p);
  }
}

/// convolution: `dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
static ParseResult parseConvDimensionNumbers(OpAsmParser &parser,
                                             ConvDimensionNumbersAttr &dims) {
  return parseConvDimensions(parser, dims);
}

static void printConvDimensionNumbers(OpAsmPrinter &p, Operation *,
                                      ConvDimensionNumbersAttr dims) {
  printConvDimensions(p, dims);
}

/// convolution: the inside of `window = {...}`, `stride = [4, 4], pad =
/// [[0, 0], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse =
/// [false, false]`; every entry is optional, in any order, at most once.
static ParseResult parseWindowAttributes(OpAsmParser &parser,
                                         DenseI64ArrayAttr &strides,
                                         DenseIntElementsAttr &padding,
                                         DenseI64ArrayAttr &lhsDilation,
                                         DenseI64ArrayAttr &rhsDilation,
                                         DenseBoolArrayAttr &reversal) {
  MLIRContext *ctx = parser.getContext();
  StringRef key;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&key)))
    return success(); // `window = {}`
  while (true) {
    if (parser.parseEqual())
      return failure();
    auto duplicate = [&]() {
      return parser.emitError(loc) << "duplicate window entry '" << key << "'";
    };
    if (key == "stride" || key == "lhs_dilate" || key == "rhs_dilate") {
      DenseI64ArrayAttr &slot = key == "stride"       ? strides
                                : key == "lhs_dilate" ? lhsDilation
                                                      : rhsDilation;
      if (slot)
        return duplicate();
      SmallVector<int64_t> values;
      if (parseIntList(parser, values))
        return failure();
      slot = DenseI64ArrayAttr::get(ctx, values);
    } else if (key == "pad") {
      if (padding)
        return duplicate();
      SmallVector<int64_t> values;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                SMLoc pairLoc = parser.getCurrentLocation();
                size_t before = values.size();
                if (parseIntList(parser, values))
                  return failure();
                if (values.size() != before + 2)
                  return parser.emitError(pairLoc)
                         << "expected a [low, high] padding pair";
                return success();
              }))
        return failure();
      auto type = RankedTensorType::get(
          {static_cast<int64_t>(values.size() / 2), 2},
          IntegerType::get(ctx, 64));
      padding = DenseIntElementsAttr::get(type, values);
    } else if (key == "reverse") {
      if (reversal)
        return duplicate();
      SmallVector<bool> values;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                SMLoc valueLoc = parser.getCurrentLocation();
                if (succeeded(parser.parseOptionalKeyword("true"))) {
                  values.push_back(true);
                  return success();
                }
                if (succeeded(parser.parseOptionalKeyword("false"))) {
                  values.push_back(false);
                  return success();
                }
                int64_t bit = 0;
                if (parser.parseInteger(bit))
                  return failure();
                if (bit != 0 && bit != 1)
                  return parser.emitError(valueLoc)
                         << "expected true, false, 0 or 1";
                values.push_back(bit == 1);
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(ctx, values);
    } else {
      return parser.emitError(loc)
             << "expected stride, pad, lhs_dilate, rhs_dilate or reverse, "
                "found '"
             << key << "'";
    }
    if (failed(parser.parseOptionalComma()))
      return success();
    loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key))
      return failure();
  }
}

static void printWindowAttributes(OpAsmPrinter &p, Operation *,
                                  DenseI64ArrayAttr strides,
                                  DenseIntElementsAttr padding,
                                  DenseI64ArrayAttr lhsDilation,
                                  DenseI64ArrayAttr rhsDilation,
                                  DenseBoolArrayAttr reversal) {
  StringRef sep = "";
  auto key = [&](StringRef name) -> OpAsmPrinter & {
    p << sep << name << " = ";
    sep = ", ";
    return p;
  };
  if (strides) {
    key("stride");
    printIntList(p, strides.asArrayRef());
  }
  if (padding) {
    key("pad") << '[';
    SmallVector<int64_t> values(padding.getValues<int64_t>());
    for (size_t i = 0; i < values.size(); i += 2) {
      if (i)
        p << ", ";
      p << '[' << values[i];
      if (i + 1 < values.size())
        p << ", " << values[i + 1];
      p << ']';
    }
    p << ']';
  }
  if (lhsDilation) {
    key("lhs_dilate");
    printIntList(p, lhsDilation.asArrayRef());
  }
  if (rhsDilation) {
    key("rhs_dilate");
    printIntList(p, rhsDilation.asArrayRef());
  }
  if (reversal) {
    key("reverse") << '[';
    llvm::interleaveComma(reversal.asArrayRef(), p,
                          [&](bool b) { p << (b ? "true" : "false"); });
    p << ']';
  }
}

/// fft: `FFT`, `IFFT`, `RFFT` or `IRFFT`.
static ParseResult parseFftType(OpAsmParser &parser, FftTypeAttr &type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (parser.parseKeyword(&name))
    return failure();
  std::optional<FftType> value = symbolizeFftType(name);
  if (!value)
    return parser.emitError(loc)
           << "expected FFT, IFFT, RFFT or IRFFT, found '" << name << "'";
  type = FftTypeAttr::get(parser.getContext(), *value);
  return success();
}

static void printFftType(OpAsmPrinter &p, Operation *, FftTypeAttr type) {
  // StableHLO prints the enum with a space of its own after the one the
  // format puts after `=`: `type =  FFT`.
  p << ' ' << stringifyFftType(type.getValue());
}

/// `[2, 2]` as an array<i64>.
static ParseResult parseI64Array(OpAsmParser &parser,
                                 DenseI64ArrayAttr &array) {
  SmallVector<int64_t> values;
  if (parseIntList(parser, values))
    return failure();
  array = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printI64Array(OpAsmPrinter &p, Operation *,
                          DenseI64ArrayAttr array) {
  printIntList(p, array.asArrayRef());
}

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ReductionOps.cpp.inc"

void StablehloDialect::registerReductionOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ReductionOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ReduceOp syntax
//===----------------------------------------------------------------------===//

/// True when the body is `op(%acc, %x)` of one commutative, binary stablehlo
/// op without attributes on the 0-d tensors of the only input's element type,
/// returned as is: it prints as `applies stablehlo.op`.
static bool isCompactBody(ReduceOp op) {
  if (op.getInputs().size() != 1 || op.getBody().empty())
    return false;
  Block &block = op.getBody().front();
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  auto ret = llvm::dyn_cast<ReturnOp>(block.back());
  if (!ret || !ret->getAttrs().empty() || ret->getNumOperands() != 1 ||
      ret->getOperand(0).getDefiningOp() != &inner)
    return false;
  if (inner.getDialect() != op->getDialect() || inner.getNumOperands() != 2 ||
      inner.getNumResults() != 1 || inner.getNumRegions() != 0 ||
      inner.getNumSuccessors() != 0 || !inner.getAttrs().empty() ||
      !inner.hasTrait<OpTrait::IsCommutative>())
    return false;
  if (inner.getOperand(0) != block.getArgument(0) ||
      inner.getOperand(1) != block.getArgument(1))
    return false;
  auto expected = RankedTensorType::get(
      {}, getElementTypeOrSelf(op.getInputs().front().getType()));
  return block.getArgument(0).getType() == expected &&
         block.getArgument(1).getType() == expected &&
         inner.getResult(0).getType() == expected;
}

/// `(%x init: %z), ... applies stablehlo.add across dimensions = [1] {attrs}
/// : (T, T) -> T` or `(%x init: %z), ... across dimensions = [0] {attrs}
/// : (...) -> (...) reducer(%acc0: T, %x0: T) (%acc1: U, %x1: U) { body }`.
ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SMLoc opLoc = parser.getCurrentLocation();
  Location loc = parser.getEncodedSourceLoc(opLoc);
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  if (succeeded(parser.parseOptionalLParen())) {
    while (true) {
      if (parser.parseOperand(inputs.emplace_back()) ||
          parser.parseKeyword("init") || parser.parseColon() ||
          parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
        return failure();
      if (failed(parser.parseOptionalComma()))
        break;
      if (parser.parseLParen())
        return failure();
    }
  }
  SmallVector<OpAsmParser::UnresolvedOperand> operands(inputs);
  operands.append(inits);

  std::optional<OperationName> innerName;
  SMLoc innerLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    innerLoc = parser.getCurrentLocation();
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    if (name->getDialectNamespace() != "stablehlo" || !name->isRegistered() ||
        !name->hasTrait<OpTrait::NOperands<2>::Impl>() ||
        !name->hasTrait<OpTrait::OneResult>() ||
        !name->hasTrait<OpTrait::ZeroRegions>() ||
        !name->hasTrait<OpTrait::IsCommutative>())
      return parser.emitError(innerLoc)
             << "expected a commutative binary stablehlo op with one result "
                "and no regions after 'applies', found '"
             << name->getStringRef() << "'";
    innerName = *name;
  }

  SmallVector<int64_t> dimensions;
  FunctionType fnType;
  SMLoc typeLoc;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseIntList(parser, dimensions) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  typeLoc = parser.getCurrentLocation();
  if (parser.parseType(fnType))
    return failure();
  result.addAttribute("dimensions", DenseI64ArrayAttr::get(ctx, dimensions));
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(typeLoc)
           << "expected " << operands.size() << " operand types, found "
           << fnType.getNumInputs();
  if (parser.resolveOperands(operands, fnType.getInputs(), opLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (innerName) {
    if (inputs.size() != 1)
      return parser.emitError(innerLoc)
             << "the 'applies' form takes exactly one input, found "
             << inputs.size();
    auto scalar = RankedTensorType::get(
        {}, getElementTypeOrSelf(fnType.getInput(0)));
    Block &block = body->emplaceBlock();
    Value acc = block.addArgument(scalar, loc);
    Value x = block.addArgument(scalar, loc);
    OpBuilder builder(ctx);
    builder.setInsertionPointToStart(&block);
    OperationState innerState(loc, *innerName);
    innerState.addOperands({acc, x});
    innerState.addTypes(scalar);
    Operation *inner = builder.create(innerState);
    ReturnOp::create(builder, loc, inner->getResults());
    return success();
  }

  // reducer(%acc0: T, %x0: T) (%acc1: U, %x1: U) ...; the block takes the
  // accumulators first, then the elements.
  if (parser.parseKeyword("reducer"))
    return failure();
  SmallVector<OpAsmParser::Argument> accs, elems;
  while (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseArgument(accs.emplace_back(), /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(elems.emplace_back(), /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
  }
  SmallVector<OpAsmParser::Argument> args(accs);
  args.append(elems);
  return parser.parseRegion(*body, args);
}

void ReduceOp::print(OpAsmPrinter &p) {
  size_t n = getInputs().size();
  for (size_t i = 0; i < n; ++i) {
    p << (i ? ", (" : "(") << getInputs()[i] << " init: ";
    if (i < getInitValues().size())
      p << getInitValues()[i];
    p << ')';
  }
  bool compact = isCompactBody(*this);
  if (compact)
    p << " applies " << getBody().front().front().getName().getStringRef();
  p << " across dimensions = ";
  printIntList(p, getDimensions());
  p.printOptionalAttrDict((*this)->getAttrs(), {getDimensionsAttrName()});
  p << " : ";
  p.printFunctionalType(*this);
  if (compact)
    return;
  p.printNewline();
  p << " reducer";
  if (!getBody().empty()) {
    Block &block = getBody().front();
    size_t pairs = block.getNumArguments() / 2;
    for (size_t i = 0; i < pairs; ++i) {
      p << '(';
      p.printRegionArgument(block.getArgument(i));
      p << ", ";
      p.printRegionArgument(block.getArgument(i + pairs));
      p << ") ";
    }
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}
