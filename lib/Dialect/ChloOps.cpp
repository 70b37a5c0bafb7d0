//===- ChloOps.cpp - the chlo dialect: attributes and verifiers -----------===//

#include "stablehlo_fold/Dialect/ChloOps.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::chlo;

#include "stablehlo_fold/Dialect/ChloDialect.cpp.inc"
#include "stablehlo_fold/Dialect/ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo_fold/Dialect/ChloAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ChloOps.cpp.inc"

namespace {
/// Every chlo op may be inlined anywhere: none depends on its enclosing
/// region (so calls to functions that use chlo ops inline and fold).
struct ChloInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void ChloDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "stablehlo_fold/Dialect/ChloAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ChloOps.cpp.inc"
      ,
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ChloBroadcastOps.cpp.inc"
      >();
  addInterfaces<ChloInlinerInterface>();
}

/// The stablehlo dialect's constants (the folders' results).
Operation *ChloDialect::materializeConstant(OpBuilder &builder,
                                           Attribute value, Type type,
                                           Location loc) {
  auto *stablehlo = builder.getContext()->getLoadedDialect<StablehloDialect>();
  return stablehlo ? stablehlo->materializeConstant(builder, value, type, loc)
                   : nullptr;
}

//===----------------------------------------------------------------------===//
// #chlo.ragged_dot<...>
//===----------------------------------------------------------------------===//

namespace {
/// The field names of `#chlo.ragged_dot`, in printing order.
constexpr StringLiteral kRaggedDotFields[] = {
    "lhs_batching_dimensions",    "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions",
    "lhs_ragged_dimensions",      "rhs_group_dimensions"};
} // namespace

/// `<name = [i, j], ...>`: every field optional (empty), in any order, at
/// most once.
Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> fields[6];
  bool seen[6] = {};
  auto parseField = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    const auto *it = llvm::find(kRaggedDotFields, key);
    if (it == std::end(kRaggedDotFields))
      return parser.emitError(loc) << "unknown ragged_dot field '" << key
                                   << "'";
    size_t index = it - std::begin(kRaggedDotFields);
    if (seen[index])
      return parser.emitError(loc) << "duplicate field '" << key << "'";
    seen[index] = true;
    return parser.parseCommaSeparatedList(
        AsmParser::Delimiter::Square, [&]() -> ParseResult {
          int64_t value;
          if (parser.parseInteger(value))
            return failure();
          fields[index].push_back(value);
          return success();
        });
  };
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseCommaSeparatedList(parseField) || parser.parseGreater())
      return {};
  }
  return get(parser.getContext(), fields[0], fields[1], fields[2], fields[3],
             fields[4], fields[5]);
}

void RaggedDotDimensionNumbersAttr::print(AsmPrinter &p) const {
  ArrayRef<int64_t> values[6] = {
      getLhsBatchingDimensions(),    getRhsBatchingDimensions(),
      getLhsContractingDimensions(), getRhsContractingDimensions(),
      getLhsRaggedDimensions(),      getRhsGroupDimensions()};
  p << '<';
  for (size_t i = 0; i < 6; ++i) {
    if (i)
      p << ", ";
    p << kRaggedDotFields[i] << " = [";
    llvm::interleaveComma(values[i], p);
    p << ']';
  }
  p << '>';
}

//===----------------------------------------------------------------------===//
// is_inf, is_neg_inf, is_pos_inf
//===----------------------------------------------------------------------===//

/// An i1 tensor of the operand's shape (and encoding).
static LogicalResult inferPredicateType(ValueRange operands,
                                        SmallVectorImpl<Type> &inferred) {
  auto type = llvm::dyn_cast<RankedTensorType>(operands.front().getType());
  if (!type)
    return failure();
  inferred.push_back(RankedTensorType::get(
      type.getShape(), IntegerType::get(type.getContext(), 1),
      type.getEncoding()));
  return success();
}

#define SFOLD_PREDICATE_INFERENCE(OP)                                          \
  LogicalResult OP::inferReturnTypes(MLIRContext *, std::optional<Location>,   \
                                     ValueRange operands, DictionaryAttr,      \
                                     OpaqueProperties, RegionRange,            \
                                     SmallVectorImpl<Type> &inferred) {        \
    return inferPredicateType(operands, inferred);                             \
  }
SFOLD_PREDICATE_INFERENCE(IsInfOp)
SFOLD_PREDICATE_INFERENCE(IsNegInfOp)
SFOLD_PREDICATE_INFERENCE(IsPosInfOp)
#undef SFOLD_PREDICATE_INFERENCE

//===----------------------------------------------------------------------===//
// constant, constant_like
//===----------------------------------------------------------------------===//

LogicalResult chlo::ConstantOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange, DictionaryAttr,
    OpaqueProperties properties, RegionRange, SmallVectorImpl<Type> &inferred) {
  auto *props = properties.as<Properties *>();
  if (!props || !props->value)
    return failure();
  inferred.push_back(props->value.getType());
  return success();
}

OpFoldResult chlo::ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantLikeOp::verify() {
  auto type = llvm::cast<ShapedType>(getResult().getType());
  if (getValue().getType() != type.getElementType())
    return emitOpError("value's type doesn't match element return type");
  // Only numbers make a splat (the interpreter and the folder need one).
  if (!llvm::isa<IntegerAttr, FloatAttr>(getValue()))
    return emitOpError("value must be an integer or a float attribute");
  return success();
}

LogicalResult ConstantLikeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto type = llvm::dyn_cast<RankedTensorType>(adaptor.getOperand().getType());
  if (!type || !adaptor.getValue())
    return failure();
  inferred.push_back(RankedTensorType::get(
      type.getShape(), adaptor.getValue().getType(), type.getEncoding()));
  return success();
}

/// A splat of the operand's static shape; only the shape is read, so the
/// operand need not be a constant.
OpFoldResult ConstantLikeOp::fold(FoldAdaptor) {
  auto type = llvm::dyn_cast<RankedTensorType>(getOperand().getType());
  if (!type || !type.hasStaticShape() ||
      !llvm::isa<IntegerAttr, FloatAttr>(getValue()) ||
      getValue().getType() != type.getElementType())
    return {};
  return DenseElementsAttr::get(
      RankedTensorType::get(type.getShape(), type.getElementType()),
      getValue());
}

//===----------------------------------------------------------------------===//
// top_k
//===----------------------------------------------------------------------===//

LogicalResult TopKOp::verify() {
  auto operandType = llvm::cast<RankedTensorType>(getOperand().getType());
  auto valuesType = llvm::cast<RankedTensorType>(getValues().getType());
  auto indicesType = llvm::cast<RankedTensorType>(getIndices().getType());
  int64_t k = getK();
  if (operandType.getRank() < 1)
    return emitOpError("operand must have rank at least 1");
  if (k < 0)
    return emitOpError("k must be non-negative, got ") << k;
  int64_t last = operandType.getShape().back();
  if (!ShapedType::isDynamic(last) && k > last)
    return emitOpError("k (") << k << ") exceeds the last dimension ("
                              << last << ")";
  if (valuesType.getElementType() != operandType.getElementType())
    return emitOpError("values must have the operand's element type");
  SmallVector<int64_t> expected(operandType.getShape());
  expected.back() = k;
  for (RankedTensorType type : {valuesType, indicesType})
    if (failed(verifyCompatibleShape(type.getShape(), expected)))
      return emitOpError("results must have the operand's shape with the "
                         "last dimension k, got ")
             << type;
  return success();
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

/// `shape` without dimension `dim`.
static SmallVector<int64_t> dropDimension(ArrayRef<int64_t> shape,
                                          int64_t dim) {
  SmallVector<int64_t> result(shape);
  result.erase(result.begin() + dim);
  return result;
}

// scan's syntax is CHLO's, spacing included:
//   chlo.scan(%x) inits (%c) dimension=0 [attributes {...}] {...} : (...) -> ...
// with one space after `dimension=N` and one before the body whether or not
// attributes are printed between them.
ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  int64_t dimension = 0;
  SMLoc loc = parser.getCurrentLocation();
  FunctionType type;
  Region *body = result.addRegion();
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("inits") ||
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dimension") || parser.parseEqual() ||
      parser.parseInteger(dimension) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseRegion(*body) || parser.parseColonType(type))
    return failure();
  if (type.getNumInputs() != inputs.size() + inits.size())
    return parser.emitError(loc, "expected ")
           << inputs.size() + inits.size()
           << " operand types (inputs then inits), got " << type.getNumInputs();
  if (parser.resolveOperands(inputs, type.getInputs().take_front(inputs.size()),
                             loc, result.operands) ||
      parser.resolveOperands(inits, type.getInputs().drop_front(inputs.size()),
                             loc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  Properties &props = result.getOrAddProperties<Properties>();
  props.dimension = parser.getBuilder().getI64IntegerAttr(dimension);
  props.operandSegmentSizes = {static_cast<int32_t>(inputs.size()),
                               static_cast<int32_t>(inits.size())};
  return success();
}

void ScanOp::print(OpAsmPrinter &p) {
  p << "(";
  p.printOperands(getInputs());
  p << ") inits (";
  p.printOperands(getInits());
  p << ") dimension=" << getDimension() << " ";
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getDimensionAttrName().getValue(),
                                      getOperandSegmentSizeAttr()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true);
  p << " : ";
  p.printFunctionalType(*this);
}

void ScanOp::getAsmBlockArgumentNames(Region &region,
                                      OpAsmSetValueNameFn setNameFn) {
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, arg.getArgNumber() < getInputs().size() ? "input" : "carry");
}

LogicalResult ScanOp::verifyRegions() {
  int64_t dim = getDimension();
  size_t numInputs = getInputs().size(), numInits = getInits().size();
  if (getNumResults() < numInits)
    return emitOpError("expected at least as many results as inits (")
           << numInits << "), got " << getNumResults();
  size_t numOutputs = getNumResults() - numInits;
  if (numInputs == 0 && numOutputs != 0)
    return emitOpError("outputs need at least one input to scan over");

  int64_t length = ShapedType::kDynamic;
  for (Value input : getInputs()) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    if (dim < 0 || dim >= type.getRank())
      return emitOpError("dimension ")
             << dim << " is out of range for input of type " << type;
    int64_t size = type.getDimSize(dim);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(length) &&
        size != length)
      return emitOpError("inputs must have the same size along dimension ")
             << dim;
    if (std::optional<uint64_t> given = getScanDimSize();
        given && !ShapedType::isDynamic(size) &&
        static_cast<uint64_t>(size) != *given)
      return emitOpError("input of type ")
             << type << " has " << size << " elements along dimension " << dim
             << ", not scan_dim_size = " << *given;
    if (!ShapedType::isDynamic(size))
      length = size;
  }

  Block &body = getBody().front();
  if (body.getNumArguments() != numInputs + numInits)
    return emitOpError("body must take ")
           << numInputs + numInits << " arguments (inputs then carries), got "
           << body.getNumArguments();
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    auto type = llvm::cast<RankedTensorType>(input.getType());
    auto argType =
        llvm::dyn_cast<RankedTensorType>(body.getArgument(i).getType());
    if (!argType || argType.getElementType() != type.getElementType() ||
        failed(verifyCompatibleShape(argType.getShape(),
                                     dropDimension(type.getShape(), dim))))
      return emitOpError("body argument ")
             << i << " must be a slice of input " << i << " without dimension "
             << dim << ", got " << body.getArgument(i).getType();
  }
  for (auto [j, init] : llvm::enumerate(getInits())) {
    Type argType = body.getArgument(numInputs + j).getType();
    if (failed(verifyCompatibleShape(argType, init.getType())) ||
        getElementTypeOrSelf(argType) != getElementTypeOrSelf(init.getType()))
      return emitOpError("body argument ")
             << numInputs + j << " must have the type of init " << j << " ("
             << init.getType() << "), got " << argType;
    Type resultType = getResult(numOutputs + j).getType();
    if (failed(verifyCompatibleShape(resultType, init.getType())) ||
        getElementTypeOrSelf(resultType) !=
            getElementTypeOrSelf(init.getType()))
      return emitOpError("result ")
             << numOutputs + j << " (a final carry) must have the type of init "
             << j << ", got " << resultType;
  }

  if (body.empty() || !body.back().hasTrait<OpTrait::IsTerminator>())
    return emitOpError("body must end with a terminator");
  Operation *terminator = &body.back();
  if (terminator->getNumOperands() != getNumResults())
    return emitOpError("body must return ")
           << getNumResults() << " values (outputs then carries), got "
           << terminator->getNumOperands();
  for (size_t k = 0; k < getNumResults(); ++k) {
    auto returned =
        llvm::dyn_cast<RankedTensorType>(terminator->getOperand(k).getType());
    auto result = llvm::cast<RankedTensorType>(getResult(k).getType());
    if (!returned || returned.getElementType() != result.getElementType())
      return emitOpError("body value ")
             << k << " must have the element type of result " << k;
    if (k >= numOutputs) {
      if (failed(verifyCompatibleShape(returned, result)))
        return emitOpError("body carry ")
               << k - numOutputs << " must have the type of its init, got "
               << returned;
      continue;
    }
    if (dim < 0 || dim >= result.getRank() ||
        failed(verifyCompatibleShape(dropDimension(result.getShape(), dim),
                                     returned.getShape())))
      return emitOpError("output ")
             << k << " must stack the body's value " << k << " ("
             << returned << ") along dimension " << dim << ", got " << result;
    int64_t size = result.getDimSize(dim);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(length) &&
        size != length)
      return emitOpError("output ")
             << k << " must have the inputs' size " << length
             << " along dimension " << dim;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ragged_dot
//===----------------------------------------------------------------------===//

/// Each dimension in [0, rank) and used at most once across `lists`.
static LogicalResult checkDims(Operation *op, StringRef side, int64_t rank,
                               ArrayRef<ArrayRef<int64_t>> lists) {
  llvm::SmallSet<int64_t, 8> used;
  for (ArrayRef<int64_t> list : lists)
    for (int64_t d : list) {
      if (d < 0 || d >= rank)
        return op->emitOpError(side)
               << " dimension " << d << " is out of range for rank " << rank;
      if (!used.insert(d).second)
        return op->emitOpError(side)
               << " dimension " << d << " is used more than once";
    }
  return success();
}

/// Equal, or one of them unknown.
static bool compatibleDims(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

SmallVector<int64_t>
mlir::sfold::chlo::raggedDotResultShape(RankedTensorType lhs,
                                        RankedTensorType rhs,
                                        RankedTensorType groupSizes,
                                        RaggedDotDimensionNumbersAttr dn) {
  ArrayRef<int64_t> lb = dn.getLhsBatchingDimensions(),
                    rb = dn.getRhsBatchingDimensions(),
                    lc = dn.getLhsContractingDimensions(),
                    rc = dn.getRhsContractingDimensions(),
                    lr = dn.getLhsRaggedDimensions(),
                    rg = dn.getRhsGroupDimensions();
  SmallVector<int64_t> shape;
  if (lr.size() == 1 && llvm::is_contained(lc, lr[0]) &&
      groupSizes.getRank() >= 1)
    shape.push_back(groupSizes.getShape().back());
  for (int64_t d : lb)
    if (d >= 0 && d < lhs.getRank())
      shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < lhs.getRank(); ++d)
    if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
      shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < rhs.getRank(); ++d)
    if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d) &&
        !llvm::is_contained(rg, d))
      shape.push_back(rhs.getDimSize(d));
  return shape;
}

LogicalResult RaggedDotOp::verify() {
  auto lhs = llvm::cast<RankedTensorType>(getLhs().getType());
  auto rhs = llvm::cast<RankedTensorType>(getRhs().getType());
  auto sizes = llvm::cast<RankedTensorType>(getGroupSizes().getType());
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  RaggedDotDimensionNumbersAttr dn = getRaggedDotDimensionNumbers();
  ArrayRef<int64_t> lb = dn.getLhsBatchingDimensions(),
                    rb = dn.getRhsBatchingDimensions(),
                    lc = dn.getLhsContractingDimensions(),
                    rc = dn.getRhsContractingDimensions(),
                    lr = dn.getLhsRaggedDimensions(),
                    rg = dn.getRhsGroupDimensions();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != result.getElementType())
    return emitOpError("lhs, rhs and result must have the same element type");
  if (lb.size() != rb.size())
    return emitOpError("lhs and rhs must have as many batching dimensions");
  if (lc.size() != rc.size())
    return emitOpError("lhs and rhs must have as many contracting dimensions");
  if (lr.size() != 1)
    return emitOpError("expected exactly one lhs ragged dimension");
  if (rg.size() > 1)
    return emitOpError("expected at most one rhs group dimension");
  if (failed(checkDims(*this, "lhs", lhs.getRank(), {lb, lc})) ||
      failed(checkDims(*this, "rhs", rhs.getRank(), {rb, rc, rg})))
    return failure();
  if (lr[0] < 0 || lr[0] >= lhs.getRank())
    return emitOpError("lhs ragged dimension ")
           << lr[0] << " is out of range for rank " << lhs.getRank();
  for (size_t i = 0; i < lb.size(); ++i)
    if (!compatibleDims(lhs.getDimSize(lb[i]), rhs.getDimSize(rb[i])))
      return emitOpError("batching dimensions must have equal sizes");
  for (size_t i = 0; i < lc.size(); ++i)
    if (!compatibleDims(lhs.getDimSize(lc[i]), rhs.getDimSize(rc[i])))
      return emitOpError("contracting dimensions must have equal sizes");

  bool raggedContracting = llvm::is_contained(lc, lr[0]);
  bool raggedBatch = llvm::is_contained(lb, lr[0]);
  if (!raggedContracting && !raggedBatch && rg.empty())
    return emitOpError("a ragged free lhs dimension needs an rhs group "
                       "dimension");
  if ((raggedContracting || raggedBatch) && !rg.empty())
    return emitOpError("a ragged contracting or batching dimension takes no "
                       "rhs group dimension");
  if (sizes.getRank() < 1)
    return emitOpError("group_sizes must have rank at least 1");
  // group_sizes is [g], or [p..., g] with p... the sizes of the lhs batching
  // dimensions (for a ragged batching dimension, those listed before it),
  // then of the lhs contracting (ragged contracting) or free (ragged free)
  // dimensions before the ragged one. Compared exactly, as CHLO does.
  if (sizes.getRank() != 1) {
    SmallVector<int64_t> prefix;
    ArrayRef<int64_t> batchBefore =
        raggedBatch ? lb.take_front(llvm::find(lb, lr[0]) - lb.begin()) : lb;
    for (int64_t d : batchBefore)
      prefix.push_back(lhs.getDimSize(d));
    if (raggedContracting) {
      for (int64_t d : lc.take_front(llvm::find(lc, lr[0]) - lc.begin()))
        prefix.push_back(lhs.getDimSize(d));
    } else if (!raggedBatch) {
      for (int64_t d = 0; d < lr[0]; ++d)
        if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
          prefix.push_back(lhs.getDimSize(d));
    }
    if (sizes.getRank() != static_cast<int64_t>(prefix.size()) + 1)
      return emitOpError("group_sizes must have rank 1 or ")
             << prefix.size() + 1 << ", got " << sizes.getRank();
    if (sizes.getShape().drop_back() != ArrayRef<int64_t>(prefix)) {
      InFlightDiagnostic diag =
          emitOpError("group_sizes must have the lhs sizes [");
      llvm::interleaveComma(prefix, diag, [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          diag << "?";
        else
          diag << d;
      });
      return diag << "] before its group count";
    }
  }
  int64_t groups = sizes.getShape().back();
  if (!rg.empty() && !compatibleDims(groups, rhs.getDimSize(rg[0])))
    return emitOpError("group_sizes must have one element per rhs group");

  SmallVector<int64_t> expected = raggedDotResultShape(lhs, rhs, sizes, dn);
  if (failed(verifyCompatibleShape(result.getShape(), expected))) {
    InFlightDiagnostic diag = emitOpError("result shape must be [");
    llvm::interleaveComma(expected, diag, [&](int64_t d) {
      if (ShapedType::isDynamic(d))
        diag << "?";
      else
        diag << d;
    });
    return diag << "], got " << result;
  }
  return success();
}
