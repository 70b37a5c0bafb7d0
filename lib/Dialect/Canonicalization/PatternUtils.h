//===- PatternUtils.h - helpers shared by the pattern files -----*- C++ -*-===//
//
// Matchers and builders the canonicalization patterns of every family use.
// Private to lib/Dialect/Canonicalization.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_DIALECT_CANONICALIZATION_PATTERNUTILS_H
#define STABLEHLO_FOLD_LIB_DIALECT_CANONICALIZATION_PATTERNUTILS_H

#include "stablehlo_fold/Dialect/Canonicalization.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::sfold::canon {

/// The constant value of `v` when it is defined by a constant op (any
/// ConstantLike op: stablehlo.constant, arith.constant, ...) holding dense
/// elements; null otherwise.
DenseElementsAttr getConstant(Value v);

/// The single value of `v` when it is a splat integer constant (i1
/// included); nullopt otherwise.
std::optional<APInt> getSplatInt(Value v);

/// The single value of `v` when it is a splat float constant.
std::optional<APFloat> getSplatFloat(Value v);

/// True when `v` is an integer (or i1) splat constant equal to zero / one /
/// all ones (-1; `true` for i1). One is 1 for every integer width but i1.
bool isIntZero(Value v);
bool isIntOne(Value v);
bool isIntAllOnes(Value v);

/// True when `v` is a float splat constant that is exactly -0.0 / +0.0 /
/// 1.0 (the sign of zero matters: only -0.0 is the identity of addition).
bool isFloatNegZero(Value v);
bool isFloatPosZero(Value v);
bool isFloatOne(Value v);

/// True for integer element types (i1 and unsigned included), false for
/// floats, complex and quantized types.
bool hasIntegerElements(Type type);

/// True when `type` is a ranked tensor with a static shape.
bool isStaticTensor(Type type);

/// A `stablehlo.constant` of `type` (a ranked tensor, not quantized) whose
/// elements all equal `element` (an IntegerAttr / FloatAttr / complex
/// ArrayAttr of the element type).
Value makeSplatConstant(OpBuilder &b, Location loc, RankedTensorType type,
                        Attribute element);

/// A `stablehlo.constant` of `type` (static, with zero elements). Null when
/// the element type cannot be held by a dense attribute (quantized).
Value makeEmptyConstant(OpBuilder &b, Location loc, RankedTensorType type);

/// Which computations of a region's only block still matter once some of
/// the values its terminator returns are dropped.
struct BlockLiveness {
  /// The ops (terminator excluded) that have memory effects or whose results
  /// a live op or a kept terminator operand uses (directly or from a nested
  /// region).
  llvm::SmallPtrSet<Operation *, 16> liveOps;
  /// The block arguments that a live op or a kept terminator operand reads.
  llvm::BitVector argsRead;
};

/// The liveness of `block` when only the terminator operands whose bit is
/// set in `keptReturns` are kept.
BlockLiveness computeBlockLiveness(Block &block,
                                   const llvm::BitVector &keptReturns);

/// Rewrites `block` to the result of `computeBlockLiveness`: its terminator
/// returns only the kept operands (a `stablehlo.return`), the ops that are
/// not live are erased and so are the arguments set in `argsToErase` (which
/// nothing live may read).
void pruneBlock(RewriterBase &rewriter, Block &block,
                const llvm::BitVector &keptReturns,
                const BlockLiveness &liveness,
                const llvm::BitVector &argsToErase);

using sfold::getConstantInts;

/// Ops a pattern builds outside the IR, so that they can be verified before
/// anything is changed: create them with `create<OpTy>(loc, args...)` (later
/// ones may use earlier ones' results), check `verify()`, then `commit()`
/// inserts them, in order, at the rewriter's insertion point. Ops not
/// committed are erased when the StagedOps goes away.
class StagedOps {
public:
  explicit StagedOps(MLIRContext *ctx) : builder(ctx) {}
  StagedOps(const StagedOps &) = delete;
  StagedOps &operator=(const StagedOps &) = delete;
  ~StagedOps();

  /// Builds an `OpTy`, detached from any block.
  template <typename OpTy, typename... Args>
  OpTy create(Location loc, Args &&...args) {
    OpTy op = OpTy::create(builder, loc, std::forward<Args>(args)...);
    ops.push_back(op.getOperation());
    return op;
  }

  /// A builder for attributes and types (it inserts nowhere).
  OpBuilder &getBuilder() { return builder; }

  /// True when every staged op passes its verifier; the diagnostics of a
  /// failing one are dropped.
  bool verify();

  /// Inserts the staged ops at the rewriter's insertion point and returns
  /// the first result of the last one.
  Value commit(RewriterBase &rewriter);

private:
  OpBuilder builder;
  SmallVector<Operation *> ops;
};

/// True when every op of `region` (nested ones included) is free of memory
/// effects.
bool isRegionPure(Region &region);

//===----------------------------------------------------------------------===//
// Discardable attributes of replaced ops (docs/canonicalization.md,
// "Attributes of replaced ops"). Every pattern replaces an op through one of
// these, never with a bare `rewriter.replaceOp`.
//===----------------------------------------------------------------------===//

// getAttrTarget, canKeepAttrs, replaceOpKeepingAttrs: the shared versions
// (stablehlo_fold/Dialect/RewriteUtils.h), also used by `--fold-constants`.
using sfold::canKeepAttrs;
using sfold::getAttrTarget;
using sfold::replaceOpKeepingAttrs;

/// Builds an `OpTy` at the rewriter's insertion point and replaces `op` by
/// its results; the new op takes `op`'s discardable attributes.
template <typename OpTy, typename... Args>
OpTy replaceOpWithNewOpKeepingAttrs(RewriterBase &rewriter, Operation *op,
                                    Args &&...args) {
  auto newOp =
      OpTy::create(rewriter, op->getLoc(), std::forward<Args>(args)...);
  (void)replaceOpKeepingAttrs(rewriter, op, newOp->getResults());
  return newOp;
}

/// True when `op` may be rebuilt with fewer results (unused ones pruned)
/// keeping its attributes: `op` has no `mhlo.sharding`, whose value lists
/// one sharding per result.
bool canPruneKeepingAttrs(Operation *op);

/// For DRR patterns: `canKeepAttrs` for the op defining `replaced` when
/// `replacement` replaces it.
bool canForwardKeepingAttrs(Value replaced, Value replacement);

/// For DRR patterns: merges the discardable attributes of the op defining
/// `replaced` into the op defining `replacement` (the pattern checked
/// `canForwardKeepingAttrs`) and returns `replacement`, which the generated
/// code then puts in the op's place.
Value forwardKeepingAttrs(RewriterBase &rewriter, Value replaced,
                          Value replacement);

/// Patterns of ops without a canonicalizer hook of their own (`tuple`),
/// added by the dialect's `getCanonicalizationPatterns`.
void populateControlFlowDialectPatterns(RewritePatternSet &results);

} // namespace mlir::sfold::canon

#endif // STABLEHLO_FOLD_LIB_DIALECT_CANONICALIZATION_PATTERNUTILS_H
