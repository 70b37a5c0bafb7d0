//===- DataMovementOps.cpp - shape and data movement ops ------------------===//
//
// Op definitions of this family, the custom directives of their pretty
// syntax, and the cheap structural checks that the printers rely on. Full
// verification against the spec's constraints is left to TypeInference.cpp.
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

/// Parses `[1, 2]` into a dense i64 array.
static ParseResult parseI64List(OpAsmParser &parser, DenseI64ArrayAttr &list) {
  list = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
      DenseI64ArrayAttr::parse(parser, Type()));
  return success(list != nullptr);
}

/// Parses the optional tail of `dynamic_broadcast_in_dim`:
/// `(, known_expanding_dimensions = [..])? (, known_nonexpanding_dimensions =
/// [..])?`, in this order.
static ParseResult parseKnownExpansion(OpAsmParser &parser,
                                       DenseI64ArrayAttr &expanding,
                                       DenseI64ArrayAttr &nonexpanding) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    DenseI64ArrayAttr *slot = nullptr;
    if (keyword == "known_expanding_dimensions" && !expanding && !nonexpanding)
      slot = &expanding;
    else if (keyword == "known_nonexpanding_dimensions" && !nonexpanding)
      slot = &nonexpanding;
    if (!slot)
      return parser.emitError(loc)
             << "expected 'known_expanding_dimensions' or "
                "'known_nonexpanding_dimensions' (once each, in this order), "
                "found '"
             << keyword << "'";
    if (parser.parseEqual() || parseI64List(parser, *slot))
      return failure();
  }
  return success();
}

static void printKnownExpansion(OpAsmPrinter &p, Operation *,
                                DenseI64ArrayAttr expanding,
                                DenseI64ArrayAttr nonexpanding) {
  if (expanding) {
    p << ", known_expanding_dimensions = ";
    expanding.print(p);
  }
  if (nonexpanding) {
    p << ", known_nonexpanding_dimensions = ";
    nonexpanding.print(p);
  }
}

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"

void StablehloDialect::registerDataMovementOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Verifiers: only structural checks (list lengths and dimension numbers in
// range); each names the spec constraint it implements.
//===----------------------------------------------------------------------===//

static int64_t rankOf(Value v) {
  return llvm::cast<RankedTensorType>(v.getType()).getRank();
}

/// Checks that `list` has `rank` entries.
static LogicalResult verifyListSize(Operation *op, StringRef name,
                                    ArrayRef<int64_t> list, int64_t rank,
                                    StringRef what) {
  if (static_cast<int64_t>(list.size()) == rank)
    return success();
  return op->emitOpError() << name << " has " << list.size()
                           << " entries, expected " << rank << " (" << what
                           << ")";
}

/// Checks that `dim` names a dimension of a tensor of rank `rank`.
static LogicalResult verifyDimInRange(Operation *op, StringRef name,
                                      int64_t dim, int64_t rank) {
  if (dim >= 0 && dim < rank)
    return success();
  return op->emitOpError() << name << " " << dim << " is out of range for rank "
                           << rank;
}

/// Checks that every entry of `dims` names a dimension of rank `rank` and
/// that none repeats.
static LogicalResult verifyUniqueDims(Operation *op, StringRef name,
                                      ArrayRef<int64_t> dims, int64_t rank) {
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t d : dims) {
    if (failed(verifyDimInRange(op, name, d, rank)))
      return failure();
    if (!seen.insert(d).second)
      return op->emitOpError() << name << " repeats dimension " << d;
  }
  return success();
}

LogicalResult BroadcastInDimOp::verify() {
  // broadcast_in_dim_c2, c4, c5
  int64_t resultRank = rankOf(getResult());
  if (failed(verifyListSize(*this, "broadcast_dimensions",
                            getBroadcastDimensions(), rankOf(getOperand()),
                            "the operand's rank")))
    return failure();
  return verifyUniqueDims(*this, "broadcast_dimensions",
                          getBroadcastDimensions(), resultRank);
}

LogicalResult ConcatenateOp::verify() {
  // concatenate_c3
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  return verifyDimInRange(*this, "dimension", getDimension(),
                          rankOf(getInputs().front()));
}

LogicalResult TransposeOp::verify() {
  // transpose_c4: a permutation of the operand's dimensions.
  int64_t rank = rankOf(getOperand());
  if (failed(verifyListSize(*this, "permutation", getPermutation(), rank,
                            "the operand's rank")))
    return failure();
  return verifyUniqueDims(*this, "permutation", getPermutation(), rank);
}

LogicalResult ReverseOp::verify() {
  // reverse_c2, c3
  return verifyUniqueDims(*this, "dimensions", getDimensions(),
                          rankOf(getOperand()));
}

LogicalResult SliceOp::verify() {
  // slice_c2
  int64_t rank = rankOf(getOperand());
  if (failed(verifyListSize(*this, "start_indices", getStartIndices(), rank,
                            "the operand's rank")) ||
      failed(verifyListSize(*this, "limit_indices", getLimitIndices(), rank,
                            "the operand's rank")) ||
      failed(verifyListSize(*this, "strides", getStrides(), rank,
                            "the operand's rank")))
    return failure();
  // slice_c4
  for (int64_t s : getStrides())
    if (s <= 0)
      return emitOpError() << "strides must be positive, found " << s;
  return success();
}

LogicalResult PadOp::verify() {
  // pad_c2
  int64_t rank = rankOf(getOperand());
  if (failed(verifyListSize(*this, "edge_padding_low", getEdgePaddingLow(),
                            rank, "the operand's rank")) ||
      failed(verifyListSize(*this, "edge_padding_high", getEdgePaddingHigh(),
                            rank, "the operand's rank")) ||
      failed(verifyListSize(*this, "interior_padding", getInteriorPadding(),
                            rank, "the operand's rank")))
    return failure();
  // pad_c3
  for (int64_t i : getInteriorPadding())
    if (i < 0)
      return emitOpError() << "interior_padding must be non-negative, found "
                           << i;
  return success();
}

LogicalResult DynamicSliceOp::verify() {
  // dynamic_slice_c2
  int64_t rank = rankOf(getOperand());
  if (static_cast<int64_t>(getStartIndices().size()) != rank)
    return emitOpError() << "has " << getStartIndices().size()
                         << " start indices, expected " << rank
                         << " (the operand's rank)";
  return verifyListSize(*this, "slice_sizes", getSliceSizes(), rank,
                        "the operand's rank");
}

LogicalResult DynamicUpdateSliceOp::verify() {
  // dynamic_update_slice_c3, c4
  int64_t rank = rankOf(getOperand());
  if (rankOf(getUpdate()) != rank)
    return emitOpError() << "update has rank " << rankOf(getUpdate())
                         << ", expected " << rank << " (the operand's rank)";
  if (static_cast<int64_t>(getStartIndices().size()) != rank)
    return emitOpError() << "has " << getStartIndices().size()
                         << " start indices, expected " << rank
                         << " (the operand's rank)";
  return success();
}

LogicalResult ScatterOp::verify() {
  // scatter_c1, c5 (as many updates and results as inputs)
  size_t n = getInputs().size();
  if (n == 0)
    return emitOpError() << "expects at least one input";
  if (getUpdates().size() != n || getNumResults() != n)
    return emitOpError() << "expects as many updates and results as inputs ("
                         << n << ")";
  // scatter_c15: the update computation takes a current and an update value
  // per input.
  Block &body = getUpdateComputation().front();
  if (body.getNumArguments() != 2 * n)
    return emitOpError() << "update_computation has " << body.getNumArguments()
                         << " arguments, expected " << 2 * n;
  return success();
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  // dynamic_broadcast_in_dim_c2, c4, c5
  int64_t resultRank = rankOf(getResult());
  if (failed(verifyListSize(*this, "broadcast_dimensions",
                            getBroadcastDimensions(), rankOf(getOperand()),
                            "the operand's rank")) ||
      failed(verifyUniqueDims(*this, "broadcast_dimensions",
                              getBroadcastDimensions(), resultRank)))
    return failure();
  // dynamic_broadcast_in_dim_c8, c9
  int64_t operandRank = rankOf(getOperand());
  llvm::SmallDenseSet<int64_t> expanding;
  if (auto dims = getKnownExpandingDimensions()) {
    if (failed(verifyUniqueDims(*this, "known_expanding_dimensions", *dims,
                                operandRank)))
      return failure();
    expanding.insert(dims->begin(), dims->end());
  }
  if (auto dims = getKnownNonexpandingDimensions()) {
    if (failed(verifyUniqueDims(*this, "known_nonexpanding_dimensions", *dims,
                                operandRank)))
      return failure();
    for (int64_t d : *dims)
      if (expanding.contains(d))
        return emitOpError() << "dimension " << d
                             << " is both known expanding and known "
                                "non-expanding";
  }
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  // dynamic_iota_c1
  return verifyDimInRange(*this, "iota_dimension", getIotaDimension(),
                          rankOf(getResult()));
}

LogicalResult GetDimensionSizeOp::verify() {
  // get_dimension_size_c1
  return verifyDimInRange(*this, "dimension", getDimension(),
                          rankOf(getOperand()));
}
