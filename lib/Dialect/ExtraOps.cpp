//===- ExtraOps.cpp - the stablehlo ops that are not in the spec ----------===//
//
// Op definitions, syntax, shape functions and verifiers of ExtraOps.td. The
// checks are StableHLO's (its TypeInference.cpp); where StableHLO checks
// nothing (einsum, unary_einsum, torch_index_select) we check what the
// interpreter and the canonicalization patterns rely on
// (docs/status-decisions.md).
//
//===----------------------------------------------------------------------===//

#include "PrecisionSyntax.h"

#include "stablehlo_fold/Dialect/Einsum.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::sfold;
using hlo::dm::dimsAgree;
using hlo::dm::dimStr;
using hlo::dm::listStr;

/// `, precision = [DEFAULT, DEFAULT]`, or nothing (dot).
static ParseResult parseOptionalPrecisionConfig(OpAsmParser &parser,
                                                ArrayAttr &precision) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return failure(parser.parseKeyword("precision") || parser.parseEqual() ||
                 parsePrecisionList(parser, precision));
}

static void printOptionalPrecisionConfig(OpAsmPrinter &p, Operation *,
                                         ArrayAttr precision) {
  if (!precision)
    return;
  p << ", precision = ";
  printPrecisionList(p, precision);
}

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ExtraOps.cpp.inc"

namespace {
template <typename... Ops> void insertOps(StablehloDialect &dialect) {
  (RegisteredOperationName::insert<Ops>(dialect), ...);
}
} // namespace

void mlir::sfold::registerExtraOps(StablehloDialect &dialect) {
  insertOps<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ExtraOps.cpp.inc"
      >(dialect);
}

/// The result type of a verified op agrees with `shape` (dimension by
/// dimension, `?` agreeing with any size).
static LogicalResult checkResultShape(Operation *op, ArrayRef<int64_t> shape) {
  auto type = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  if (type.getRank() == static_cast<int64_t>(shape.size()) &&
      llvm::all_of(llvm::zip_equal(type.getShape(), shape), [](auto dims) {
        return dimsAgree(std::get<0>(dims), std::get<1>(dims));
      }))
    return success();
  return op->emitOpError("inferred shape ")
         << listStr(shape) << " is incompatible with the result type " << type;
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  ArrayAttr precision = getPrecisionConfigAttr();
  if (precision && precision.size() > 2)
    return emitOpError("expects precision_config to be empty or have at most "
                       "2 entries, found ")
           << precision.size();
  RankedTensorType lhs = getLhs().getType(), rhs = getRhs().getType();
  int64_t lr = lhs.getRank(), rr = rhs.getRank();
  if (lr < 1 || lr > 2 || rr < 1 || rr > 2)
    return emitOpError("expects lhs and rhs to have rank 1 or 2, found ")
           << lr << " and " << rr;
  if (!dimsAgree(lhs.getDimSize(lr - 1), rhs.getDimSize(0)))
    return emitOpError("expects the last dimension of lhs (")
           << dimStr(lhs.getDimSize(lr - 1))
           << ") to equal the first dimension of rhs ("
           << dimStr(rhs.getDimSize(0)) << ")";
  SmallVector<int64_t> shape;
  if (lr == 2)
    shape.push_back(lhs.getDimSize(0));
  if (rr == 2)
    shape.push_back(rhs.getDimSize(1));
  return checkResultShape(*this, shape);
}

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  BroadcastOp::Adaptor adaptor(operands, attributes, properties, regions);
  auto type = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> sizes = adaptor.getBroadcastSizes();
  for (int64_t size : sizes)
    if (size < 0)
      return emitOptionalError(loc, "expects broadcast_sizes to be "
                                    "non-negative, found ",
                               size);
  SmallVector<int64_t> shape(sizes);
  llvm::append_range(shape, type.getShape());
  SmallVector<int64_t> bounds(sizes.size(), ShapedType::kDynamic);
  llvm::append_range(bounds, hlo::getBounds(type));
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, type.getElementType()));
  return success();
}

bool BroadcastOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===----------------------------------------------------------------------===//
// einsum, unary_einsum
//===----------------------------------------------------------------------===//

/// Verifies an einsum op's configuration against its operands and result.
static LogicalResult verifyEinsum(Operation *op, StringRef config) {
  SmallVector<ArrayRef<int64_t>, 2> shapes;
  for (Type t : op->getOperandTypes())
    shapes.push_back(llvm::cast<RankedTensorType>(t).getShape());
  FailureOr<EinsumPlan> plan = planEinsum(op->getLoc(), config, shapes);
  if (failed(plan))
    return failure();
  return checkResultShape(op, plan->resultShape);
}

LogicalResult EinsumOp::verify() {
  return verifyEinsum(*this, getEinsumConfig());
}

LogicalResult UnaryEinsumOp::verify() {
  return verifyEinsum(*this, getEinsumConfig());
}

//===----------------------------------------------------------------------===//
// create_token, cross-replica-sum
//===----------------------------------------------------------------------===//

LogicalResult CreateTokenOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location>, ValueRange, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TokenType::get(context));
  return success();
}

LogicalResult CrossReplicaSumOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  return hlo::inferSameAsFirstOperand(operands, inferred);
}

bool CrossReplicaSumOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===----------------------------------------------------------------------===//
// torch_index_select
//===----------------------------------------------------------------------===//

LogicalResult TorchIndexSelectOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  TorchIndexSelectOp::Adaptor adaptor(operands, attributes, properties,
                                      regions);
  auto operand = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto index = llvm::cast<RankedTensorType>(adaptor.getIndex().getType());
  int64_t dim = adaptor.getDim(), batchDims = adaptor.getBatchDims();
  if (batchDims < 0 || batchDims > index.getRank())
    return emitOptionalError(loc, "expects batch_dims (", batchDims,
                             ") to be in [0, ", index.getRank(),
                             "], the rank of index");
  if (dim < batchDims || dim >= operand.getRank())
    return emitOptionalError(loc, "expects dim (", dim, ") to be in [",
                             batchDims, ", ", operand.getRank(),
                             "): batch_dims to the rank of operand");
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < batchDims; ++d) {
    int64_t a = operand.getDimSize(d), b = index.getDimSize(d);
    if (!dimsAgree(a, b))
      return emitOptionalError(loc, "expects batch dimension ", d,
                               " of operand (", dimStr(a),
                               ") to equal that of index (", dimStr(b), ")");
    shape.push_back(ShapedType::isDynamic(a) ? b : a);
  }
  llvm::append_range(shape, operand.getShape().slice(batchDims,
                                                     dim - batchDims));
  llvm::append_range(shape, index.getShape().drop_front(batchDims));
  llvm::append_range(shape, operand.getShape().drop_front(dim + 1));
  inferred.push_back(RankedTensorType::get(shape, operand.getElementType()));
  return success();
}

bool TorchIndexSelectOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

GatherDimensionNumbersAttr TorchIndexSelectOp::getGatherDimensionNumbers() {
  int64_t rank = getOperand().getType().getRank();
  int64_t indexRank = getIndex().getType().getRank();
  int64_t dim = getDim(), batchDims = getBatchDims();
  SmallVector<int64_t> offsetDims, batching;
  for (int64_t d = 0; d < rank; ++d) {
    if (d < batchDims)
      batching.push_back(d);
    else if (d < dim)
      offsetDims.push_back(d);
    else if (d > dim)
      offsetDims.push_back(d - 1 + indexRank - batchDims);
  }
  return GatherDimensionNumbersAttr::get(
      getContext(), offsetDims, /*collapsedSliceDims=*/{dim},
      /*operandBatchingDims=*/batching, /*startIndicesBatchingDims=*/batching,
      /*startIndexMap=*/{dim}, /*indexVectorDim=*/indexRank);
}

SmallVector<int64_t>
TorchIndexSelectOp::getGatherSliceSizes(ArrayRef<int64_t> operandShape) {
  SmallVector<int64_t> sizes(operandShape);
  for (int64_t d = 0; d < getBatchDims(); ++d)
    sizes[d] = 1;
  sizes[getDim()] = 1;
  return sizes;
}

//===----------------------------------------------------------------------===//
// set_dimension_size
//===----------------------------------------------------------------------===//

LogicalResult SetDimensionSizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  SetDimensionSizeOp::Adaptor adaptor(operands, attributes, properties,
                                      regions);
  auto type = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto sizeType = llvm::cast<RankedTensorType>(adaptor.getSize().getType());
  if (sizeType.getRank() != 0)
    return emitOptionalError(loc, "expects size to be a 0-d tensor, found ",
                             sizeType);
  auto dim = static_cast<int64_t>(adaptor.getDimension());
  if (dim >= type.getRank())
    return emitOptionalError(loc, "expects dimension (", dim,
                             ") to be less than the rank of the operand (",
                             type.getRank(), ")");
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int64_t> bounds = hlo::getBounds(type);
  // The dimension becomes dynamic, bounded by what it could hold before,
  // unless the size is a constant equal to that bound.
  int64_t bound = hlo::getUpperBound(shape[dim], bounds[dim]);
  shape[dim] = ShapedType::kDynamic;
  bounds[dim] = bound;
  DenseIntElementsAttr size;
  if (!ShapedType::isDynamic(bound) &&
      matchPattern(adaptor.getSize(), m_Constant(&size)) &&
      (*size.value_begin<APInt>()).getSExtValue() == bound) {
    shape[dim] = bound;
    bounds[dim] = ShapedType::kDynamic;
  }
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, type.getElementType()));
  return success();
}

bool SetDimensionSizeOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}
