//===- StablehloAttrs.cpp - syntax of the structured attributes -----------===//
//
// The structured attributes are keyed lists, `<key = value, ...>`, whose
// empty or default fields are omitted; the convolution dimension numbers have
// a layout syntax, `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;

#include "stablehlo_fold/Dialect/StablehloEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "stablehlo_fold/Dialect/StablehloAttrs.cpp.inc"

void StablehloDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "stablehlo_fold/Dialect/StablehloAttrs.cpp.inc"
      >();
}

Attribute StablehloDialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef tag;
  Attribute attr;
  OptionalParseResult parsed =
      generatedAttributeParser(parser, &tag, type, attr);
  if (parsed.has_value())
    return attr;
  // `#stablehlo.type_extensions<bounds = [8, ?]>`, the spelling of bounds
  // before `#stablehlo.bounds<8, ?>`, still in older exports: the same
  // attribute, printed in the newer spelling as StableHLO prints it.
  if (tag == "type_extensions") {
    SmallVector<int64_t> bounds;
    if (parser.parseLess() || parser.parseKeyword("bounds") ||
        parser.parseEqual() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                       [&]() -> ParseResult {
          if (succeeded(parser.parseOptionalQuestion())) {
            bounds.push_back(ShapedType::kDynamic);
            return success();
          }
          return parser.parseInteger(bounds.emplace_back());
        }) ||
        parser.parseGreater())
      return {};
    return BoundsAttr::get(getContext(), bounds);
  }
  parser.emitError(loc) << "unknown attribute `" << tag
                        << "` in dialect `stablehlo`";
  return {};
}

void StablehloDialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
  (void)generatedAttributePrinter(attr, printer);
}

//===----------------------------------------------------------------------===//
// Keyed field lists
//===----------------------------------------------------------------------===//

namespace {
/// Parses `<key = value, ...>` (or `<>`); `parseValue` parses the value of a
/// key it knows and returns std::nullopt for a key it does not. With
/// `trailingComma` a comma may follow the last field, as StableHLO's parser
/// of the gather, scatter and dot dimension numbers allows.
ParseResult
parseKeyedFields(AsmParser &parser,
                 function_ref<std::optional<ParseResult>(StringRef)> parseValue,
                 bool openingParsed = false, bool trailingComma = false) {
  if (!openingParsed && parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  llvm::StringSet<> seen;
  do {
    if (trailingComma && !seen.empty() &&
        succeeded(parser.parseOptionalGreater()))
      return success();
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (!seen.insert(key).second)
      return parser.emitError(loc) << "duplicate field '" << key << "'";
    std::optional<ParseResult> result = parseValue(key);
    if (!result)
      return parser.emitError(loc) << "unknown field '" << key << "'";
    if (failed(*result))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseGreater();
}

ParseResult parseIntArray(AsmParser &parser, SmallVectorImpl<int64_t> &out) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parser.parseInteger(out.emplace_back());
  });
}

/// Prints `key = value` fields, with a comma between those printed.
class FieldPrinter {
public:
  explicit FieldPrinter(AsmPrinter &p) : p(p) { p << '<'; }
  ~FieldPrinter() { p << '>'; }
  void array(StringRef key, ArrayRef<int64_t> values, bool always = false) {
    if (values.empty() && !always)
      return;
    sep() << key << " = [";
    llvm::interleaveComma(values, p);
    p << ']';
  }
  template <typename T> void value(StringRef key, const T &v) {
    sep() << key << " = " << v;
  }
  /// An integer field whose default, 0, is omitted (as StableHLO prints
  /// `index_vector_dim`).
  void nonZero(StringRef key, int64_t v) {
    if (v != 0)
      value(key, v);
  }

private:
  AsmPrinter &sep() {
    if (!first)
      p << ", ";
    first = false;
    return p;
  }
  AsmPrinter &p;
  bool first = true;
};
} // namespace

//===----------------------------------------------------------------------===//
// gather, scatter, dot
//===----------------------------------------------------------------------===//

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offset, collapsed, operandBatching, indicesBatching,
      startIndexMap;
  int64_t indexVectorDim = 0;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "offset_dims")
      return parseIntArray(parser, offset);
    if (key == "collapsed_slice_dims")
      return parseIntArray(parser, collapsed);
    if (key == "operand_batching_dims")
      return parseIntArray(parser, operandBatching);
    if (key == "start_indices_batching_dims")
      return parseIntArray(parser, indicesBatching);
    if (key == "start_index_map")
      return parseIntArray(parser, startIndexMap);
    if (key == "index_vector_dim")
      return parser.parseInteger(indexVectorDim);
    return std::nullopt;
  };
  if (parseKeyedFields(parser, fields, /*openingParsed=*/false,
                       /*trailingComma=*/true))
    return {};
  return get(parser.getContext(), offset, collapsed, operandBatching,
             indicesBatching, startIndexMap, indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.array("offset_dims", getOffsetDims());
  f.array("collapsed_slice_dims", getCollapsedSliceDims());
  f.array("operand_batching_dims", getOperandBatchingDims());
  f.array("start_indices_batching_dims", getStartIndicesBatchingDims());
  f.array("start_index_map", getStartIndexMap());
  f.nonZero("index_vector_dim", getIndexVectorDim());
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> updateWindow, inserted, inputBatching, indicesBatching,
      toOperand;
  int64_t indexVectorDim = 0;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "update_window_dims")
      return parseIntArray(parser, updateWindow);
    if (key == "inserted_window_dims")
      return parseIntArray(parser, inserted);
    if (key == "input_batching_dims")
      return parseIntArray(parser, inputBatching);
    if (key == "scatter_indices_batching_dims")
      return parseIntArray(parser, indicesBatching);
    if (key == "scatter_dims_to_operand_dims")
      return parseIntArray(parser, toOperand);
    if (key == "index_vector_dim")
      return parser.parseInteger(indexVectorDim);
    return std::nullopt;
  };
  if (parseKeyedFields(parser, fields, /*openingParsed=*/false,
                       /*trailingComma=*/true))
    return {};
  return get(parser.getContext(), updateWindow, inserted, inputBatching,
             indicesBatching, toOperand, indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.array("update_window_dims", getUpdateWindowDims());
  f.array("inserted_window_dims", getInsertedWindowDims());
  f.array("input_batching_dims", getInputBatchingDims());
  f.array("scatter_indices_batching_dims", getScatterIndicesBatchingDims());
  f.array("scatter_dims_to_operand_dims", getScatterDimsToOperandDims());
  f.nonZero("index_vector_dim", getIndexVectorDim());
}

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "lhs_batching_dimensions")
      return parseIntArray(parser, lhsBatch);
    if (key == "rhs_batching_dimensions")
      return parseIntArray(parser, rhsBatch);
    if (key == "lhs_contracting_dimensions")
      return parseIntArray(parser, lhsContract);
    if (key == "rhs_contracting_dimensions")
      return parseIntArray(parser, rhsContract);
    return std::nullopt;
  };
  if (parseKeyedFields(parser, fields, /*openingParsed=*/false,
                       /*trailingComma=*/true))
    return {};
  return get(parser.getContext(), lhsBatch, rhsBatch, lhsContract,
             rhsContract);
}

void DotDimensionNumbersAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.array("lhs_batching_dimensions", getLhsBatchingDimensions());
  f.array("rhs_batching_dimensions", getRhsBatchingDimensions());
  f.array("lhs_contracting_dimensions", getLhsContractingDimensions());
  f.array("rhs_contracting_dimensions", getRhsContractingDimensions());
}

//===----------------------------------------------------------------------===//
// conv
//===----------------------------------------------------------------------===//

namespace {
/// One tensor's layout: which position holds each named dimension and each
/// spatial dimension.
struct ConvLayout {
  int64_t first = -1, second = -1; // b/f, or i/o for the kernel
  SmallVector<int64_t> spatial;
};

ParseResult parseConvLayout(AsmParser &parser, char firstName,
                            char secondName, ConvLayout &layout) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> spatialAt; // spatial index -> position, -1 unknown
  int64_t position = 0;
  auto element = [&]() -> ParseResult {
    int64_t index;
    OptionalParseResult number = parser.parseOptionalInteger(index);
    if (number.has_value()) {
      if (failed(*number))
        return failure();
      if (index < 0 || index >= 64)
        return parser.emitError(loc) << "spatial dimension " << index
                                     << " out of range";
      if ((int64_t)spatialAt.size() <= index)
        spatialAt.resize(index + 1, -1);
      if (spatialAt[index] != -1)
        return parser.emitError(loc)
               << "spatial dimension " << index << " appears twice";
      spatialAt[index] = position++;
      return success();
    }
    StringRef name;
    if (parser.parseKeyword(&name))
      return failure();
    int64_t *slot = nullptr;
    if (name.size() == 1 && name[0] == firstName)
      slot = &layout.first;
    else if (name.size() == 1 && name[0] == secondName)
      slot = &layout.second;
    else
      return parser.emitError(loc)
             << "expected '" << firstName << "', '" << secondName
             << "' or a spatial dimension number, found '" << name << "'";
    if (*slot != -1)
      return parser.emitError(loc) << "'" << name << "' appears twice";
    *slot = position++;
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, element))
    return failure();
  if (layout.first == -1 || layout.second == -1)
    return parser.emitError(loc) << "layout must name '" << firstName
                                 << "' and '" << secondName << "'";
  for (auto [i, p] : llvm::enumerate(spatialAt))
    if (p == -1)
      return parser.emitError(loc)
             << "spatial dimension " << i << " is missing";
  layout.spatial.assign(spatialAt.begin(), spatialAt.end());
  return success();
}

void printConvLayout(AsmPrinter &p, char firstName, char secondName,
                     int64_t first, int64_t second,
                     ArrayRef<int64_t> spatial) {
  int64_t rank = 2 + spatial.size();
  SmallVector<std::string> names(rank, "?");
  if (first >= 0 && first < rank)
    names[first] = std::string(1, firstName);
  if (second >= 0 && second < rank)
    names[second] = std::string(1, secondName);
  for (auto [i, d] : llvm::enumerate(spatial))
    if (d >= 0 && d < rank)
      names[d] = std::to_string(i);
  p << '[';
  llvm::interleaveComma(names, p);
  p << ']';
}

/// True if the attribute's positions can be printed as layouts (each
/// position used exactly once); otherwise the raw form is printed.
bool isPrintableAsLayout(ConvDimensionNumbersAttr a) {
  auto ok = [](int64_t x, int64_t y, ArrayRef<int64_t> spatial) {
    int64_t rank = 2 + spatial.size();
    SmallVector<bool> used(rank, false);
    auto use = [&](int64_t d) {
      if (d < 0 || d >= rank || used[d])
        return false;
      return used[d] = true;
    };
    if (!use(x) || !use(y))
      return false;
    return llvm::all_of(spatial, use);
  };
  return ok(a.getInputBatchDimension(), a.getInputFeatureDimension(),
            a.getInputSpatialDimensions()) &&
         ok(a.getKernelInputFeatureDimension(),
            a.getKernelOutputFeatureDimension(),
            a.getKernelSpatialDimensions()) &&
         ok(a.getOutputBatchDimension(), a.getOutputFeatureDimension(),
            a.getOutputSpatialDimensions()) &&
         a.getInputSpatialDimensions().size() ==
             a.getKernelSpatialDimensions().size() &&
         a.getInputSpatialDimensions().size() ==
             a.getOutputSpatialDimensions().size();
}
} // namespace

ParseResult mlir::sfold::parseConvDimensions(AsmParser &parser,
                                             ConvDimensionNumbersAttr &attr) {
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    int64_t inB = 0, inF = 0, kI = 0, kO = 0, outB = 0, outF = 0;
    SmallVector<int64_t> inS, kS, outS;
    auto fields = [&](StringRef key) -> std::optional<ParseResult> {
      if (key == "input_batch_dimension")
        return parser.parseInteger(inB);
      if (key == "input_feature_dimension")
        return parser.parseInteger(inF);
      if (key == "input_spatial_dimensions")
        return parseIntArray(parser, inS);
      if (key == "kernel_input_feature_dimension")
        return parser.parseInteger(kI);
      if (key == "kernel_output_feature_dimension")
        return parser.parseInteger(kO);
      if (key == "kernel_spatial_dimensions")
        return parseIntArray(parser, kS);
      if (key == "output_batch_dimension")
        return parser.parseInteger(outB);
      if (key == "output_feature_dimension")
        return parser.parseInteger(outF);
      if (key == "output_spatial_dimensions")
        return parseIntArray(parser, outS);
      return std::nullopt;
    };
    // The raw form is a plain comma-separated list: reuse the keyed parser
    // on an implicit `<`...`>` by parsing fields until no comma follows.
    llvm::StringSet<> seen;
    do {
      SMLoc loc = parser.getCurrentLocation();
      StringRef key;
      if (parser.parseKeyword(&key) || parser.parseEqual())
        return failure();
      if (!seen.insert(key).second)
        return parser.emitError(loc) << "duplicate field '" << key << "'";
      std::optional<ParseResult> r = fields(key);
      if (!r)
        return parser.emitError(loc) << "unknown field '" << key << "'";
      if (failed(*r))
        return failure();
    } while (succeeded(parser.parseOptionalComma()));
    attr = ConvDimensionNumbersAttr::get(parser.getContext(), inB, inF, inS,
                                         kI, kO, kS, outB, outF, outS);
    return success();
  }
  ConvLayout in, kernel, out;
  SMLoc loc = parser.getCurrentLocation();
  if (parseConvLayout(parser, 'b', 'f', in) || parser.parseKeyword("x") ||
      parseConvLayout(parser, 'i', 'o', kernel) || parser.parseArrow() ||
      parseConvLayout(parser, 'b', 'f', out))
    return failure();
  if (in.spatial.size() != kernel.spatial.size() ||
      in.spatial.size() != out.spatial.size())
    return parser.emitError(loc)
           << "input, kernel and output must have the same number of "
              "spatial dimensions";
  attr = ConvDimensionNumbersAttr::get(
      parser.getContext(), in.first, in.second, in.spatial, kernel.first,
      kernel.second, kernel.spatial, out.first, out.second, out.spatial);
  return success();
}

void mlir::sfold::printConvDimensions(AsmPrinter &p,
                                      ConvDimensionNumbersAttr a) {
  if (!isPrintableAsLayout(a)) {
    p << "raw input_batch_dimension = " << a.getInputBatchDimension()
      << ", input_feature_dimension = " << a.getInputFeatureDimension()
      << ", input_spatial_dimensions = [";
    llvm::interleaveComma(a.getInputSpatialDimensions(), p);
    p << "], kernel_input_feature_dimension = "
      << a.getKernelInputFeatureDimension()
      << ", kernel_output_feature_dimension = "
      << a.getKernelOutputFeatureDimension()
      << ", kernel_spatial_dimensions = [";
    llvm::interleaveComma(a.getKernelSpatialDimensions(), p);
    p << "], output_batch_dimension = " << a.getOutputBatchDimension()
      << ", output_feature_dimension = " << a.getOutputFeatureDimension()
      << ", output_spatial_dimensions = [";
    llvm::interleaveComma(a.getOutputSpatialDimensions(), p);
    p << "]";
    return;
  }
  printConvLayout(p, 'b', 'f', a.getInputBatchDimension(),
                  a.getInputFeatureDimension(), a.getInputSpatialDimensions());
  p << "x";
  printConvLayout(p, 'i', 'o', a.getKernelInputFeatureDimension(),
                  a.getKernelOutputFeatureDimension(),
                  a.getKernelSpatialDimensions());
  p << "->";
  printConvLayout(p, 'b', 'f', a.getOutputBatchDimension(),
                  a.getOutputFeatureDimension(),
                  a.getOutputSpatialDimensions());
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ConvDimensionNumbersAttr attr;
  if (parser.parseLess() || parseConvDimensions(parser, attr) ||
      parser.parseGreater())
    return {};
  return attr;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &p) const {
  p << '<';
  printConvDimensions(p, *this);
  p << '>';
}

//===----------------------------------------------------------------------===//
// channel_handle, output_operand_alias, dot_algorithm, result_accuracy
//===----------------------------------------------------------------------===//

Attribute ChannelHandleAttr::parse(AsmParser &parser, Type) {
  int64_t handle = 0, type = 0;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "handle")
      return parser.parseInteger(handle);
    if (key == "type")
      return parser.parseInteger(type);
    return std::nullopt;
  };
  if (parseKeyedFields(parser, fields))
    return {};
  return get(parser.getContext(), handle, type);
}

void ChannelHandleAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.value("handle", getHandle());
  f.value("type", getType());
}

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputTuple, operandTuple;
  int64_t operandIndex = 0;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "output_tuple_indices")
      return parseIntArray(parser, outputTuple);
    if (key == "operand_index")
      return parser.parseInteger(operandIndex);
    if (key == "operand_tuple_indices")
      return parseIntArray(parser, operandTuple);
    return std::nullopt;
  };
  if (parseKeyedFields(parser, fields))
    return {};
  return get(parser.getContext(), outputTuple, operandIndex, operandTuple);
}

void OutputOperandAliasAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.array("output_tuple_indices", getOutputTupleIndices(), true);
  f.value("operand_index", getOperandIndex());
  f.array("operand_tuple_indices", getOperandTupleIndices(), true);
}

Attribute DotAlgorithmAttr::parse(AsmParser &parser, Type) {
  Type lhs, rhs, acc;
  int64_t lhsCount = 1, rhsCount = 1, numOps = 1;
  bool imprecise = false;
  auto fields = [&](StringRef key) -> std::optional<ParseResult> {
    if (key == "lhs_precision_type")
      return parser.parseType(lhs);
    if (key == "rhs_precision_type")
      return parser.parseType(rhs);
    if (key == "accumulation_type")
      return parser.parseType(acc);
    if (key == "lhs_component_count")
      return parser.parseInteger(lhsCount);
    if (key == "rhs_component_count")
      return parser.parseInteger(rhsCount);
    if (key == "num_primitive_operations")
      return parser.parseInteger(numOps);
    if (key == "allow_imprecise_accumulation") {
      if (succeeded(parser.parseOptionalKeyword("true")))
        imprecise = true;
      else if (parser.parseKeyword("false"))
        return failure();
      return success();
    }
    return std::nullopt;
  };
  SMLoc loc = parser.getCurrentLocation();
  if (parseKeyedFields(parser, fields))
    return {};
  if (!lhs || !rhs || !acc) {
    parser.emitError(loc) << "dot algorithm needs lhs_precision_type, "
                             "rhs_precision_type and accumulation_type";
    return {};
  }
  return get(parser.getContext(), lhs, rhs, acc, lhsCount, rhsCount, numOps,
             imprecise);
}

void DotAlgorithmAttr::print(AsmPrinter &p) const {
  FieldPrinter f(p);
  f.value("lhs_precision_type", getLhsPrecisionType());
  f.value("rhs_precision_type", getRhsPrecisionType());
  f.value("accumulation_type", getAccumulationType());
  f.value("lhs_component_count", getLhsComponentCount());
  f.value("rhs_component_count", getRhsComponentCount());
  f.value("num_primitive_operations", getNumPrimitiveOperations());
  f.value("allow_imprecise_accumulation",
          getAllowImpreciseAccumulation() ? "true" : "false");
}

/// StableHLO's grammar: `<` (`atol = F,`)? (`rtol = F,`)? (`ulps = I,`)?
/// `mode = #stablehlo.result_accuracy_mode<M>` `>`, fields in this order, the
/// mode required, omitted tolerances zero.
Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  APFloat atol(0.0), rtol(0.0);
  int64_t ulps = 0;
  auto optionalFloat = [&](StringRef key, APFloat &out) -> ParseResult {
    if (failed(parser.parseOptionalKeyword(key)))
      return success();
    double v;
    if (parser.parseEqual() || parser.parseFloat(v) || parser.parseComma())
      return failure();
    out = APFloat(v);
    return success();
  };
  if (parser.parseLess() || optionalFloat("atol", atol) ||
      optionalFloat("rtol", rtol))
    return {};
  if (succeeded(parser.parseOptionalKeyword("ulps")) &&
      (parser.parseEqual() || parser.parseInteger(ulps) ||
       parser.parseComma()))
    return {};
  ResultAccuracyModeAttr mode;
  if (parser.parseKeyword("mode") || parser.parseEqual() ||
      parser.parseAttribute(mode) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); },
                    parser.getContext(), atol, rtol, ulps, mode);
}

/// Zero tolerances are left out, as StableHLO prints them.
void ResultAccuracyAttr::print(AsmPrinter &p) const {
  p << '<';
  if (!getAtol().isZero()) {
    p << "atol = ";
    p.printFloat(getAtol());
    p << ", ";
  }
  if (!getRtol().isZero()) {
    p << "rtol = ";
    p.printFloat(getRtol());
    p << ", ";
  }
  if (getUlps() != 0)
    p << "ulps = " << getUlps() << ", ";
  p << "mode = ";
  p.printAttribute(getMode());
  p << '>';
}

LogicalResult
ResultAccuracyAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           APFloat atol, APFloat rtol, int64_t ulps,
                           ResultAccuracyModeAttr mode) {
  if (!mode)
    return emitError() << "result_accuracy needs a mode";
  if (atol.isNegative() || rtol.isNegative() || ulps < 0)
    return emitError() << "result_accuracy tolerances must be non-negative";
  // Only TOLERANCE takes tolerances; DEFAULT and HIGHEST name an accuracy.
  if (mode.getValue() != ResultAccuracyMode::TOLERANCE &&
      (!atol.isZero() || !rtol.isZero() || ulps != 0))
    return emitError() << "result_accuracy with mode "
                       << stringifyResultAccuracyMode(mode.getValue())
                       << " must have zero atol, rtol and ulps";
  return success();
}

//===----------------------------------------------------------------------===//
// bounds
//===----------------------------------------------------------------------===//

Attribute BoundsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    do {
      if (succeeded(parser.parseOptionalQuestion())) {
        bounds.push_back(ShapedType::kDynamic);
        continue;
      }
      if (parser.parseInteger(bounds.emplace_back()))
        return {};
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseGreater())
      return {};
  }
  return get(parser.getContext(), bounds);
}

void BoundsAttr::print(AsmPrinter &p) const {
  p << '<';
  llvm::interleaveComma(getBounds(), p, [&](int64_t b) {
    if (ShapedType::isDynamic(b))
      p << '?';
    else
      p << b;
  });
  p << '>';
}

LogicalResult
BoundsAttr::verifyEncoding(ArrayRef<int64_t> shape, Type,
                           function_ref<InFlightDiagnostic()> emitError) const {
  ArrayRef<int64_t> bounds = getBounds();
  if (bounds.size() != shape.size())
    return emitError() << "bounds has " << bounds.size()
                       << " entries but the tensor has rank " << shape.size();
  for (auto [i, dim, bound] : llvm::enumerate(shape, bounds)) {
    if (ShapedType::isDynamic(bound))
      continue;
    if (!ShapedType::isDynamic(dim))
      return emitError() << "static dimension " << i
                         << " cannot have a bound; use '?'";
    if (bound < 0)
      return emitError() << "bound of dimension " << i
                         << " must be non-negative, got " << bound;
  }
  return success();
}
