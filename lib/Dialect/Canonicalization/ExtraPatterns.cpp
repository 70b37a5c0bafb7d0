//===- ExtraPatterns.cpp - the ops that are not in the spec, as spec ops --===//
//
// Canonicalization patterns that rewrite the ops of ExtraOps.td into the
// spec ops they stand for: dot -> dot_general, broadcast -> broadcast_in_dim,
// einsum / unary_einsum -> reduce + dot_general + transpose (Einsum.h),
// create_token -> after_all, cross-replica-sum -> all_reduce,
// torch_index_select -> gather; and XLA's legacy custom_call config
// (mhlo.backend_config) as the typed FFI's backend_config. The new ops are
// staged and verified before anything changes, and take the replaced op's
// discardable attributes.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "stablehlo_fold/Dialect/Einsum.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Commits `staged` in place of `op` if every staged op verifies.
LogicalResult commitStaged(PatternRewriter &rewriter, Operation *op,
                           canon::StagedOps &staged) {
  if (!staged.verify())
    return rewriter.notifyMatchFailure(op, "the spec ops do not verify");
  rewriter.setInsertionPoint(op);
  return canon::replaceOpKeepingAttrs(rewriter, op, staged.commit(rewriter));
}

/// Fills `region` with the body `return add(%a, %b)` on 0-d tensors of
/// `element`.
void buildAddBody(OpBuilder &builder, Location loc, Region &region,
                  Type element) {
  auto scalar = RankedTensorType::get({}, element);
  Block *block = builder.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  Value sum = AddOp::create(builder, loc, block->getArgument(0),
                            block->getArgument(1));
  ReturnOp::create(builder, loc, ValueRange{sum});
}

// Pattern: dot(lhs, rhs) -> dot_general(lhs, rhs,
// contracting_dims = [last] x [0])
struct DotToDotGeneral : public OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    int64_t last = op.getLhs().getType().getRank() - 1;
    canon::StagedOps staged(getContext());
    auto dims = DotDimensionNumbersAttr::get(getContext(), {}, {}, {last}, {0});
    ArrayAttr precision = op.getPrecisionConfigAttr();
    if (precision && precision.empty())
      precision = nullptr;
    staged.create<DotGeneralOp>(op.getLoc(), op.getType(), op.getLhs(),
                                op.getRhs(), dims, precision,
                                DotAlgorithmAttr());
    return commitStaged(rewriter, op, staged);
  }
};

// Pattern: broadcast(x, sizes = [s...]) -> broadcast_in_dim(x,
// dims = trailing result dims)
struct BroadcastToBroadcastInDim : public OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto n = static_cast<int64_t>(op.getBroadcastSizes().size());
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < op.getOperand().getType().getRank(); ++d)
      dims.push_back(n + d);
    canon::StagedOps staged(getContext());
    staged.create<BroadcastInDimOp>(
        op.getLoc(), op.getType(), op.getOperand(),
        staged.getBuilder().getDenseI64ArrayAttr(dims));
    return commitStaged(rewriter, op, staged);
  }
};

/// einsum and unary_einsum: a reduce (add, zero init) per operand with
/// labels of its own that the result leaves out, dot_general for two
/// operands, transpose into the result's order.
LogicalResult rewriteEinsum(PatternRewriter &rewriter, Operation *op,
                            StringRef config) {
  SmallVector<ArrayRef<int64_t>, 2> shapes;
  for (Type t : op->getOperandTypes())
    shapes.push_back(llvm::cast<RankedTensorType>(t).getShape());
  FailureOr<EinsumPlan> plan = planEinsum(std::nullopt, config, shapes);
  if (failed(plan))
    return rewriter.notifyMatchFailure(op, "unreadable configuration");
  auto resultType = llvm::cast<RankedTensorType>(op->getResult(0).getType());
  Location loc = op->getLoc();
  canon::StagedOps staged(op->getContext());
  OpBuilder &b = staged.getBuilder();
  SmallVector<Value, 2> summed;
  for (auto [k, operand] : llvm::enumerate(op->getOperands())) {
    if (plan->sumDims[k].empty()) {
      summed.push_back(operand);
      continue;
    }
    Type element = getElementTypeOrSelf(operand.getType());
    if (!llvm::isa<IntegerType, FloatType>(element))
      return rewriter.notifyMatchFailure(op, "no zero constant for the sum");
    auto scalar = RankedTensorType::get({}, element);
    Value zero = staged.create<ConstantOp>(
        loc, DenseElementsAttr::get(scalar, b.getZeroAttr(element)));
    auto reduce = staged.create<ReduceOp>(
        loc, TypeRange{RankedTensorType::get(plan->summedShapes[k], element)},
        ValueRange{operand}, ValueRange{zero},
        b.getDenseI64ArrayAttr(plan->sumDims[k]));
    OpBuilder::InsertionGuard guard(b);
    buildAddBody(b, loc, reduce.getBody(), element);
    summed.push_back(reduce.getResult(0));
  }
  Value product = summed[0];
  auto productType = RankedTensorType::get(plan->productShape,
                                           resultType.getElementType());
  if (summed.size() == 2) {
    auto dims = DotDimensionNumbersAttr::get(
        op->getContext(), plan->lhsBatching, plan->rhsBatching,
        plan->lhsContracting, plan->rhsContracting);
    product = staged.create<DotGeneralOp>(loc, productType, summed[0],
                                          summed[1], dims, ArrayAttr(),
                                          DotAlgorithmAttr());
  }
  if (plan->needsTranspose())
    staged.create<TransposeOp>(loc, resultType, product,
                               b.getDenseI64ArrayAttr(plan->permutation));
  else if (summed.size() == 1 && plan->sumDims[0].empty())
    return rewriter.notifyMatchFailure(op, "the einsum copies its operand");
  return commitStaged(rewriter, op, staged);
}

// Pattern: einsum(lhs, rhs) -> transpose(dot_general(reduce(lhs), reduce(rhs)))
struct EinsumToDotGeneral : public OpRewritePattern<EinsumOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(EinsumOp op,
                                PatternRewriter &rewriter) const override {
    return rewriteEinsum(rewriter, op, op.getEinsumConfig());
  }
};

// Pattern: unary_einsum(x) -> transpose(reduce(x)) (x itself when the
// config keeps every label in order)
struct UnaryEinsumToReduce : public OpRewritePattern<UnaryEinsumOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UnaryEinsumOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<ArrayRef<int64_t>, 1> shapes{
        op.getOperand().getType().getShape()};
    FailureOr<EinsumPlan> plan =
        planEinsum(std::nullopt, op.getEinsumConfig(), shapes);
    if (succeeded(plan) && plan->sumDims[0].empty() &&
        !plan->needsTranspose() && op.getType() == op.getOperand().getType())
      return canon::replaceOpKeepingAttrs(rewriter, op, op.getOperand());
    return rewriteEinsum(rewriter, op, op.getEinsumConfig());
  }
};

// Pattern: create_token() -> after_all()
struct CreateTokenToAfterAll : public OpRewritePattern<CreateTokenOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CreateTokenOp op,
                                PatternRewriter &rewriter) const override {
    canon::replaceOpWithNewOpKeepingAttrs<AfterAllOp>(
        rewriter, op, op.getType(), ValueRange{});
    return success();
  }
};

// Pattern: cross-replica-sum(x) -> all_reduce(x) with an addition over the
// same replica groups
struct CrossReplicaSumToAllReduce : public OpRewritePattern<CrossReplicaSumOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CrossReplicaSumOp op,
                                PatternRewriter &rewriter) const override {
    Type element = op.getOperand().getType().getElementType();
    canon::StagedOps staged(getContext());
    auto reduce = staged.create<AllReduceOp>(
        op.getLoc(), TypeRange{op.getType()}, ValueRange{op.getOperand()},
        op.getReplicaGroupsAttr(), ChannelHandleAttr(), UnitAttr());
    OpBuilder &b = staged.getBuilder();
    OpBuilder::InsertionGuard guard(b);
    buildAddBody(b, op.getLoc(), reduce.getComputation(), element);
    return commitStaged(rewriter, op, staged);
  }
};

// Pattern: torch_index_select(x, index) -> gather(x, index) collecting
// slices of size 1 along dim
struct TorchIndexSelectToGather : public OpRewritePattern<TorchIndexSelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TorchIndexSelectOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<int64_t> sizes =
        op.getGatherSliceSizes(op.getOperand().getType().getShape());
    if (llvm::any_of(sizes, ShapedType::isDynamic))
      return rewriter.notifyMatchFailure(op, "the slice sizes are not static");
    canon::StagedOps staged(getContext());
    staged.create<GatherOp>(op.getLoc(), op.getType(), op.getOperand(),
                            op.getIndex(), op.getGatherDimensionNumbers(),
                            staged.getBuilder().getDenseI64ArrayAttr(sizes),
                            BoolAttr());
    return commitStaged(rewriter, op, staged);
  }
};

// Pattern: set_dimension_size(x, constant n) -> x when n is the size of
// that dimension of x and the result has x's type
struct SetDimensionSizeToOperand : public OpRewritePattern<SetDimensionSizeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SetDimensionSizeOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> size =
        canon::getConstantInts(op.getSize());
    int64_t dim = static_cast<int64_t>(op.getDimension());
    if (!size || size->size() != 1 ||
        op.getType() != op.getOperand().getType() ||
        (*size)[0] != op.getOperand().getType().getDimSize(dim))
      return rewriter.notifyMatchFailure(op, "the size may change");
    return canon::replaceOpKeepingAttrs(rewriter, op, op.getOperand());
  }
};

// Pattern: custom_call {mhlo.backend_config = dict} -> custom_call
// {backend_config = dict, api_version = 4} (XLA's legacy spelling of a
// typed-FFI call: api_version is the original one, backend_config is absent
// or empty, and mhlo.backend_config is a dictionary, which the typed FFI
// requires)
struct CustomCallBackendConfigToFfi : public OpRewritePattern<CustomCallOp> {
  using OpRewritePattern::OpRewritePattern;
  static constexpr llvm::StringLiteral kLegacyConfig = "mhlo.backend_config";
  LogicalResult matchAndRewrite(CustomCallOp op,
                                PatternRewriter &rewriter) const override {
    auto config =
        llvm::dyn_cast_if_present<DictionaryAttr>(op->getAttr(kLegacyConfig));
    if (!config ||
        op.getApiVersion() != CustomCallApiVersion::API_VERSION_ORIGINAL)
      return rewriter.notifyMatchFailure(op, "no legacy dictionary config");
    std::optional<Attribute> current = op.getBackendConfig();
    auto text =
        llvm::dyn_cast_if_present<StringAttr>(current ? *current : Attribute());
    if ((current && (!text || !text.empty())) ||
        !op.getBackendConfigString().empty())
      return rewriter.notifyMatchFailure(op, "backend_config is set");
    rewriter.modifyOpInPlace(op, [&] {
      op.setBackendConfigAttr(config);
      op.setApiVersion(CustomCallApiVersion::API_VERSION_TYPED_FFI);
      op->removeAttr(kLegacyConfig);
    });
    return success();
  }
};

} // namespace

void CustomCallOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *ctx) {
  results.add<CustomCallBackendConfigToFfi>(ctx);
}

void DotOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<DotToDotGeneral>(ctx);
}

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *ctx) {
  results.add<BroadcastToBroadcastInDim>(ctx);
}

void EinsumOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.add<EinsumToDotGeneral>(ctx);
}

void UnaryEinsumOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<UnaryEinsumToReduce>(ctx);
}

void CreateTokenOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<CreateTokenToAfterAll>(ctx);
}

void CrossReplicaSumOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                    MLIRContext *ctx) {
  results.add<CrossReplicaSumToAllReduce>(ctx);
}

void TorchIndexSelectOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                     MLIRContext *ctx) {
  results.add<TorchIndexSelectToGather>(ctx);
}

void SetDimensionSizeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                     MLIRContext *ctx) {
  results.addWithLabel<SetDimensionSizeToOperand>({kFolderPatternLabel}, ctx);
}
