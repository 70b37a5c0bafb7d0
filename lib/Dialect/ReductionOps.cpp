//===- ReductionOps.cpp - reductions, regions and linear algebra ----------===//
//
// Op definitions of this family: the syntax of `reduce` (hand-written parser
// and printer), the custom directives of `dot_general`, `convolution` and
// `fft`, and the verifiers of the ops with regions: structure (number of
// block arguments, `stablehlo.return` terminators, which the syntax relies
// on) and the spec's constraints, each labelled (`// reduce_c4`). The shape
// functions and verifiers of the region-free ops are in ReductionVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

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

/// `[DEFAULT, HIGHEST]`: precisions without the `#stablehlo<precision ...>`
/// wrapper.
ParseResult parsePrecisionList(AsmParser &parser, ArrayAttr &config) {
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

void printPrecisionList(AsmPrinter &p, ArrayAttr config) {
  p << '[';
  llvm::interleaveComma(config, p, [&](Attribute a) {
    if (auto precision = llvm::dyn_cast<PrecisionAttr>(a))
      p << stringifyPrecision(precision.getValue());
    else
      p.printAttribute(a);
  });
  p << ']';
}

} // namespace

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
  p << stringifyFftType(type.getValue());
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
// Structure of the bodies
//===----------------------------------------------------------------------===//

/// `region` has `numArgs` block arguments and ends in a `stablehlo.return`
/// of `numResults` values.
static LogicalResult verifyBody(Operation *op, Region &region, StringRef name,
                                size_t numArgs, size_t numResults) {
  if (region.empty())
    return op->emitOpError() << "expects a non-empty " << name << " region";
  Block &block = region.front();
  if (block.getNumArguments() != numArgs)
    return op->emitOpError()
           << "expects " << name << " to take " << numArgs
           << " arguments, but it takes " << block.getNumArguments();
  auto ret = block.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(block.back());
  if (!ret)
    return op->emitOpError()
           << "expects " << name << " to end in stablehlo.return";
  if (ret->getNumOperands() != numResults)
    return op->emitOpError()
           << "expects " << name << " to return " << numResults
           << " values, but it returns " << ret->getNumOperands();
  return success();
}

/// Two variadic operand groups split evenly (`inputs`, `init_values`).
static LogicalResult verifyPairedOperands(Operation *op) {
  if (op->getNumOperands() % 2 != 0)
    return op->emitOpError()
           << "expects as many init_values as inputs, but has "
           << op->getNumOperands() << " operands in all";
  return success();
}

/// `[2, ?, 3]`
static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ", ";
    s += ShapedType::isDynamic(shape[i]) ? std::string("?")
                                         : std::to_string(shape[i]);
  }
  return s + "]";
}

/// All of `inputs` have compatible shapes.
static LogicalResult verifySameInputShapes(Operation *op, ValueRange inputs) {
  auto first = llvm::cast<ShapedType>(inputs.front().getType());
  for (auto [i, input] : llvm::enumerate(inputs)) {
    auto type = llvm::cast<ShapedType>(input.getType());
    if (failed(verifyCompatibleShape(type.getShape(), first.getShape())))
      return op->emitOpError()
             << "expects all inputs to have the same shape, but input " << i
             << " has shape " << shapeString(type.getShape())
             << " and input 0 has " << shapeString(first.getShape());
  }
  return success();
}

/// Each init value is a 0-d tensor (its element type is the body's, checked
/// with the body).
static LogicalResult verifyInitValues(Operation *op, ValueRange inputs,
                                      ValueRange inits) {
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inputs, inits))) {
    auto input = llvm::cast<ShapedType>(std::get<0>(pair).getType());
    auto init = llvm::cast<ShapedType>(std::get<1>(pair).getType());
    if (init.getRank() != 0)
      return op->emitOpError() << "expects init_values to be 0-d tensors, "
                                  "but init value "
                               << i << " has rank " << init.getRank();
    (void)input;
  }
  return success();
}

/// The spec's `is_promotable(from, to)`: same kind of element type, at least
/// as wide (quantized types: same expressed type, storage at least as wide).
static bool isPromotable(Type from, Type to) {
  if (from == to)
    return true;
  if (from.isInteger() && to.isInteger()) {
    auto f = llvm::cast<IntegerType>(from), t = llvm::cast<IntegerType>(to);
    return f.getWidth() != 1 && t.getWidth() != 1 &&
           f.getSignedness() == t.getSignedness() &&
           f.getWidth() <= t.getWidth();
  }
  if (llvm::isa<FloatType>(from) && llvm::isa<FloatType>(to))
    return from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  auto cf = llvm::dyn_cast<ComplexType>(from);
  auto ct = llvm::dyn_cast<ComplexType>(to);
  if (cf && ct)
    return isPromotable(cf.getElementType(), ct.getElementType());
  auto qf = llvm::dyn_cast<quant::QuantizedType>(from);
  auto qt = llvm::dyn_cast<quant::QuantizedType>(to);
  return qf && qt && qf.getExpressedType() == qt.getExpressedType() &&
         qf.getStorageTypeIntegralWidth() <= qt.getStorageTypeIntegralWidth();
}

/// A reduction body over `inputs` takes (tensor<E0>, ..., tensor<EN-1>,
/// tensor<E0>, ..., tensor<EN-1>) and returns (tensor<E0>, ...,
/// tensor<EN-1>), each Ei promotable from the element type of input i. The
/// body's structure is checked already. Sets `accTypes` to the Ei.
static LogicalResult verifyReducerTypes(Operation *op, Region &body,
                                        ValueRange inputs,
                                        ValueRange initValues,
                                        SmallVectorImpl<Type> &accTypes,
                                        StringRef name = "body") {
  Block &block = body.front();
  size_t n = inputs.size();
  auto ret = llvm::cast<ReturnOp>(block.back());
  for (size_t i = 0; i < n; ++i) {
    Type elem = getElementTypeOrSelf(inputs[i].getType());
    auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(i).getType());
    if (!acc || acc.getRank() != 0)
      return op->emitOpError() << "expects " << name << " argument " << i
                               << " to be a 0-d tensor, found "
                               << block.getArgument(i).getType();
    Type e = acc.getElementType();
    if (!isPromotable(elem, e))
      return op->emitOpError()
             << "expects the element type of " << name << " argument " << i << " ("
             << e << ") to be promotable from the element type of input "
             << i << " (" << elem << ")";
    if (block.getArgument(i + n).getType() != acc)
      return op->emitOpError()
             << "expects " << name << " arguments " << i << " and " << i + n
             << " to have the same type, found " << acc << " and "
             << block.getArgument(i + n).getType();
    // reduce_c2: the init value starts the accumulator, so it has the
    // accumulator's element type, which is the input's unless promoted.
    if (initValues.size() > i &&
        getElementTypeOrSelf(initValues[i].getType()) != e)
      return op->emitOpError()
             << "expects init value " << i << " to have the element type of "
             << "the " << name << "'s accumulator " << i << " (" << e << "), found "
             << getElementTypeOrSelf(initValues[i].getType());
    if (ret.getOperand(i).getType() != acc)
      return op->emitOpError()
             << "expects the " << name << " to return " << acc << " as value " << i
             << ", found " << ret.getOperand(i).getType();
    accTypes.push_back(e);
  }
  return success();
}

/// A computation's argument `i` is a `tensor<elem>`.
static LogicalResult verifyScalarArg(Operation *op, Block &block, size_t i,
                                     Type elem, StringRef name) {
  Type expected = RankedTensorType::get({}, elem);
  if (block.getArgument(i).getType() != expected)
    return op->emitOpError() << "expects " << name << " argument " << i
                             << " to be " << expected << ", found "
                             << block.getArgument(i).getType();
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  // reduce_c3
  if (failed(verifyPairedOperands(*this)))
    return failure();
  size_t n = getInputs().size();
  if (n == 0)
    return emitOpError() << "expects at least one input";
  if (getNumResults() != n)
    return emitOpError() << "expects one result per input (" << n
                         << "), but has " << getNumResults();
  // reduce_c1
  if (failed(verifySameInputShapes(*this, getInputs())))
    return failure();
  // reduce_c2 (rank; the element types are checked with the body)
  if (failed(verifyInitValues(*this, getInputs(), getInitValues())))
    return failure();
  auto first = llvm::cast<RankedTensorType>(getInputs()[0].getType());
  int64_t rank = first.getRank();
  ArrayRef<int64_t> dims = getDimensions();
  SmallVector<bool> reduced(rank, false);
  for (int64_t d : dims) {
    // reduce_c4
    if (d < 0 || d >= rank)
      return emitOpError() << "expects dimensions (" << d << ") to be in [0, "
                           << rank << "), the rank of the inputs";
    // reduce_c5
    if (reduced[d])
      return emitOpError() << "expects dimensions to be unique, but " << d
                           << " repeats";
    reduced[d] = true;
  }
  // reduce_c6
  if (failed(verifyBody(*this, getBody(), "body", 2 * n, n)))
    return failure();
  SmallVector<Type> accTypes;
  if (failed(verifyReducerTypes(*this, getBody(), getInputs(), getInitValues(),
                                accTypes)))
    return failure();
  // reduce_c7, reduce_c8
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i)
    if (!reduced[i])
      shape.push_back(first.getDimSize(i));
  for (size_t i = 0; i < n; ++i) {
    auto result = llvm::cast<RankedTensorType>(getResult(i).getType());
    if (failed(verifyCompatibleShape(result.getShape(), shape)))
      return emitOpError() << "expects result " << i << " to have shape "
                           << shapeString(shape)
                           << " (the inputs without the reduced dimensions), "
                              "found "
                           << shapeString(result.getShape());
    if (result.getElementType() != accTypes[i])
      return emitOpError() << "expects result " << i
                           << " to have the body's element type "
                           << accTypes[i] << ", found "
                           << result.getElementType();
  }
  return success();
}

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

//===----------------------------------------------------------------------===//
// Other ops with regions
//===----------------------------------------------------------------------===//

/// An optional per-dimension window attribute has one positive entry per
/// dimension of the inputs.
static LogicalResult verifyWindowAttr(Operation *op,
                                      std::optional<ArrayRef<int64_t>> values,
                                      int64_t rank, StringRef name) {
  if (!values)
    return success();
  if (static_cast<int64_t>(values->size()) != rank)
    return op->emitOpError() << "expects " << name << " to have " << rank
                             << " entries (the rank of the inputs), found "
                             << values->size();
  for (auto [i, v] : llvm::enumerate(*values))
    if (v <= 0)
      return op->emitOpError() << "expects " << name
                               << " to be positive, but entry " << i << " is "
                               << v;
  return success();
}

/// The number of windows along one dimension (the spec's `num_windows`), or
/// dynamic when the size is dynamic or the arithmetic overflows.
static int64_t numWindows(int64_t size, int64_t baseDilation, int64_t lo,
                          int64_t hi, int64_t window, int64_t windowDilation,
                          int64_t stride) {
  if (ShapedType::isDynamic(size))
    return ShapedType::kDynamic;
  std::optional<int64_t> dilated = 0;
  if (size != 0) {
    std::optional<int64_t> m = llvm::checkedMul(size - 1, baseDilation);
    dilated = m ? llvm::checkedAdd(*m, int64_t(1)) : std::nullopt;
  }
  std::optional<int64_t> padded =
      dilated ? llvm::checkedAdd(*dilated, lo) : std::nullopt;
  padded = padded ? llvm::checkedAdd(*padded, hi) : std::nullopt;
  std::optional<int64_t> w = llvm::checkedMul(window - 1, windowDilation);
  w = w ? llvm::checkedAdd(*w, int64_t(1)) : std::nullopt;
  if (!padded || !w)
    return ShapedType::kDynamic;
  if (*padded <= 0 || *w > *padded)
    return 0;
  return (*padded - *w) / stride + 1;
}

LogicalResult ReduceWindowOp::verify() {
  // reduce_window_c1
  if (failed(verifyPairedOperands(*this)))
    return failure();
  size_t n = getInputs().size();
  if (n == 0)
    return emitOpError() << "expects at least one input";
  if (getNumResults() != n)
    return emitOpError() << "expects one result per input (" << n
                         << "), but has " << getNumResults();
  // reduce_window_c2
  if (failed(verifySameInputShapes(*this, getInputs())))
    return failure();
  // reduce_window_c3 (rank; the element types are checked with the body)
  if (failed(verifyInitValues(*this, getInputs(), getInitValues())))
    return failure();
  auto first = llvm::cast<RankedTensorType>(getInputs()[0].getType());
  int64_t rank = first.getRank();
  // reduce_window_c4, reduce_window_c5
  if (failed(verifyWindowAttr(*this, getWindowDimensions(), rank,
                              "window_dimensions")) ||
      // reduce_window_c6, reduce_window_c7
      failed(verifyWindowAttr(*this, getWindowStrides(), rank,
                              "window_strides")) ||
      // reduce_window_c8, reduce_window_c9
      failed(verifyWindowAttr(*this, getBaseDilations(), rank,
                              "base_dilations")) ||
      // reduce_window_c10, reduce_window_c11
      failed(verifyWindowAttr(*this, getWindowDilations(), rank,
                              "window_dilations")))
    return failure();
  // reduce_window_c12
  SmallVector<int64_t> padding(2 * rank, 0);
  if (auto pad = getPaddingAttr()) {
    auto type = pad.getType();
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOpError() << "expects padding of shape [" << rank
                           << ", 2], found " << type;
    padding.assign(pad.getValues<int64_t>().begin(),
                   pad.getValues<int64_t>().end());
  }
  // reduce_window_c13
  if (failed(verifyBody(*this, getBody(), "body", 2 * n, n)))
    return failure();
  SmallVector<Type> accTypes;
  if (failed(verifyReducerTypes(*this, getBody(), getInputs(), getInitValues(),
                                accTypes)))
    return failure();
  // reduce_window_c15
  auto at = [&](std::optional<ArrayRef<int64_t>> values, int64_t i) {
    return values ? (*values)[i] : int64_t(1);
  };
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i)
    shape.push_back(numWindows(first.getDimSize(i),
                               at(getBaseDilations(), i), padding[2 * i],
                               padding[2 * i + 1], getWindowDimensions()[i],
                               at(getWindowDilations(), i),
                               at(getWindowStrides(), i)));
  for (size_t i = 0; i < n; ++i) {
    auto result = llvm::cast<RankedTensorType>(getResult(i).getType());
    // reduce_window_c14, reduce_window_c15
    if (failed(verifyCompatibleShape(result.getShape(), shape)))
      return emitOpError() << "expects result " << i << " to have shape "
                           << shapeString(shape)
                           << " (the number of windows), found "
                           << shapeString(result.getShape());
    // reduce_window_c16
    if (result.getElementType() != accTypes[i])
      return emitOpError() << "expects result " << i
                           << " to have the body's element type "
                           << accTypes[i] << ", found "
                           << result.getElementType();
  }
  return success();
}

LogicalResult SelectAndScatterOp::verify() {
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  auto source = llvm::cast<RankedTensorType>(getSource().getType());
  auto init = llvm::cast<RankedTensorType>(getInitValue().getType());
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  Type elem = operand.getElementType();
  int64_t rank = operand.getRank();
  // select_and_scatter_c1
  if (source.getElementType() != elem)
    return emitOpError() << "expects source to have the element type of "
                            "operand ("
                         << elem << "), found " << source.getElementType();
  // select_and_scatter_c4, select_and_scatter_c5
  if (failed(verifyWindowAttr(*this, getWindowDimensions(), rank,
                              "window_dimensions")) ||
      // select_and_scatter_c6, select_and_scatter_c7
      failed(verifyWindowAttr(*this, getWindowStrides(), rank,
                              "window_strides")))
    return failure();
  // select_and_scatter_c8
  SmallVector<int64_t> padding(2 * rank, 0);
  if (auto pad = getPaddingAttr()) {
    auto type = pad.getType();
    if (type.getRank() != 2 || type.getDimSize(0) != rank ||
        type.getDimSize(1) != 2)
      return emitOpError() << "expects padding of shape [" << rank
                           << ", 2], found " << type;
    padding.assign(pad.getValues<int64_t>().begin(),
                   pad.getValues<int64_t>().end());
  }
  // select_and_scatter_c2
  if (auto window = getWindowDimensions()) {
    auto at = [&](std::optional<ArrayRef<int64_t>> values, int64_t i) {
      return values ? (*values)[i] : int64_t(1);
    };
    SmallVector<int64_t> shape;
    for (int64_t i = 0; i < rank; ++i)
      shape.push_back(numWindows(operand.getDimSize(i), 1, padding[2 * i],
                                 padding[2 * i + 1], (*window)[i], 1,
                                 at(getWindowStrides(), i)));
    if (failed(verifyCompatibleShape(source.getShape(), shape)))
      return emitOpError() << "expects source to have shape "
                           << shapeString(shape)
                           << " (the number of windows of operand), found "
                           << shapeString(source.getShape());
  }
  // select_and_scatter_c9
  if (failed(verifyBody(*this, getSelect(), "select", 2, 1)))
    return failure();
  Block &select = getSelect().front();
  if (failed(verifyScalarArg(*this, select, 0, elem, "select")) ||
      failed(verifyScalarArg(*this, select, 1, elem, "select")))
    return failure();
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (select.back().getOperand(0).getType() != i1)
    return emitOpError() << "expects select to return tensor<i1>, found "
                         << select.back().getOperand(0).getType();
  // select_and_scatter_c10
  if (failed(verifyBody(*this, getScatter(), "scatter", 2, 1)))
    return failure();
  SmallVector<Type> accTypes;
  if (failed(verifyReducerTypes(*this, getScatter(), getOperand(),
                                ValueRange(), accTypes, "scatter")))
    return failure();
  Type e = accTypes.front();
  // select_and_scatter_c3: the init value starts the accumulator, of the
  // operand's element type unless promoted.
  if (init.getRank() != 0)
    return emitOpError() << "expects init_value to be a 0-d tensor, found "
                         << init;
  if (init.getElementType() != e)
    return emitOpError() << "expects init_value to have the element type of "
                            "scatter's arguments ("
                         << e << "), found " << init.getElementType();
  // select_and_scatter_c11
  if (failed(verifyCompatibleShape(result.getShape(), operand.getShape())))
    return emitOpError() << "expects the result to have the shape of operand "
                         << shapeString(operand.getShape()) << ", found "
                         << shapeString(result.getShape());
  // select_and_scatter_c12
  if (result.getElementType() != e)
    return emitOpError() << "expects the result to have scatter's element "
                            "type "
                         << e << ", found " << result.getElementType();
  return success();
}

LogicalResult SortOp::verify() {
  size_t n = getInputs().size();
  // sort_c1
  if (n == 0)
    return emitOpError() << "expects at least one input";
  if (getNumResults() != n)
    return emitOpError() << "expects one result per input (" << n
                         << "), but has " << getNumResults();
  // sort_c2
  for (size_t i = 0; i < n; ++i)
    if (getInputs()[i].getType() != getResult(i).getType())
      return emitOpError() << "expects result " << i
                           << " to have the type of input " << i << " ("
                           << getInputs()[i].getType() << "), found "
                           << getResult(i).getType();
  // sort_c3 (the results have the inputs' types)
  if (failed(verifySameInputShapes(*this, getInputs())))
    return failure();
  // sort_c4
  int64_t rank =
      llvm::cast<RankedTensorType>(getInputs()[0].getType()).getRank();
  int64_t dim = getDimension();
  if (dim < -rank || dim >= rank)
    return emitOpError() << "expects dimension (" << dim << ") to be in [-"
                         << rank << ", " << rank
                         << "), where the inputs have rank " << rank;
  // sort_c5
  if (failed(verifyBody(*this, getComparator(), "comparator", 2 * n, 1)))
    return failure();
  Block &block = getComparator().front();
  for (size_t i = 0; i < n; ++i) {
    Type elem = getElementTypeOrSelf(getInputs()[i].getType());
    if (failed(verifyScalarArg(*this, block, 2 * i, elem, "comparator")) ||
        failed(verifyScalarArg(*this, block, 2 * i + 1, elem, "comparator")))
      return failure();
  }
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  Type returned = block.back().getOperand(0).getType();
  if (returned != i1)
    return emitOpError() << "expects the comparator to return tensor<i1>, "
                            "found "
                         << returned;
  return success();
}

LogicalResult MapOp::verify() {
  // map_c1, map_c2: SameOperandsAndResultShape (which also requires an
  // operand).
  size_t n = getInputs().size();
  // map_c3
  int64_t rank =
      llvm::cast<RankedTensorType>(getInputs()[0].getType()).getRank();
  ArrayRef<int64_t> dims = getDimensions();
  for (auto [i, d] : llvm::enumerate(dims))
    if (d != static_cast<int64_t>(i) || dims.size() != size_t(rank))
      return emitOpError() << "expects dimensions to be [0, ..., "
                           << rank - 1 << "], all dimensions of the inputs "
                           << "in order";
  if (dims.size() != size_t(rank))
    return emitOpError() << "expects dimensions to be [0, ..., " << rank - 1
                         << "], all dimensions of the inputs in order";
  // map_c4
  if (failed(verifyBody(*this, getComputation(), "computation", n, 1)))
    return failure();
  Block &block = getComputation().front();
  for (size_t i = 0; i < n; ++i)
    if (failed(verifyScalarArg(*this, block, i,
                               getElementTypeOrSelf(getInputs()[i].getType()),
                               "computation")))
      return failure();
  Type expected = RankedTensorType::get(
      {}, getElementTypeOrSelf(getResult().getType()));
  Type returned = block.back().getOperand(0).getType();
  if (returned != expected)
    return emitOpError() << "expects the computation to return " << expected
                         << " (the result's element type), found "
                         << returned;
  return success();
}
