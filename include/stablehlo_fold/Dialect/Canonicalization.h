//===- Canonicalization.h - stablehlo canonicalization patterns -*- C++ -*-===//
//
// The canonicalization patterns of the stablehlo dialect: each op's (its
// `getCanonicalizationPatterns`, declared by `hasCanonicalizer` in ODS) and
// the dialect-wide ones. `-canonicalize` collects them all by itself; this
// header is for drivers that run the patterns on their own:
//
//   RewritePatternSet patterns(ctx);
//   mlir::sfold::populateStablehloCanonicalizationPatterns(ctx, patterns);
//   (void)applyPatternsGreedily(op, std::move(patterns));
//
// Every pattern keeps the program's meaning bit for bit: float identities are
// used only where IEEE arithmetic makes them exact (`add(x, -0.0) -> x`, never
// `add(x, 0.0) -> x`). docs/generated/Canonicalization.md lists them all.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CANONICALIZATION_H
#define STABLEHLO_FOLD_DIALECT_CANONICALIZATION_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::sfold {

class ConcatenateOp;

/// Adds every canonicalization pattern of the stablehlo dialect to
/// `patterns`: the dialect-wide ones and those of each op.
void populateStablehloCanonicalizationPatterns(MLIRContext *ctx,
                                               RewritePatternSet &patterns);

/// The dynamic-to-static rewrites of `--stablehlo-canonicalize-dynamism`,
/// StableHLO's list: dynamic_broadcast_in_dim, dynamic_reshape and
/// dynamic_iota with a constant shape and a static result, dynamic_pad,
/// dynamic_gather and dynamic_conv with constant pads or sizes,
/// real_dynamic_slice with constant bounds (to slice) or with limits that
/// are the starts plus constant sizes and unit strides (to dynamic_slice),
/// custom_call whose `indices_of_shape_operands` name constant shapes of
/// static results. Canonicalization has each of them (but the custom_call
/// one) or a more general form: dynamic_iota, dynamic_reshape and
/// dynamic_broadcast_in_dim (of a static operand) with a static result
/// become static whatever their shape operand holds.
void populateCanonicalizeDynamismPatterns(MLIRContext *ctx,
                                          RewritePatternSet &patterns);

/// Rewrites `concatenate(.., splat c : A, splat c : B, ..)` into
/// `concatenate(.., splat c : A+B, ..)` for adjacent constants whose
/// elements are one value, bit for bit; the new concatenate, returned, takes
/// `op`'s discardable attributes. Fails, changing nothing, when `op` has no
/// such neighbours. The canonicalization pattern `ConcatenateAdjacentSplats`
/// and `--stablehlo-refine-shapes` (as StableHLO's refinement does) call it.
FailureOr<ConcatenateOp> mergeAdjacentSplats(ConcatenateOp op,
                                             RewriterBase &rewriter);

/// The debug label of the canonicalization patterns that StableHLO's
/// `stablehlo-aggressive-folder` applies besides evaluating constants: a
/// while whose condition is constant false, a case on a constant index, a
/// reduce across no dimensions or whose body returns values that do not
/// depend on its arguments, set_dimension_size to the size the type has,
/// adjacent equal splats of a concatenate, dynamic_slice of a splat.
/// `--stablehlo-aggressive-folder` runs exactly these
/// (`createCanonicalizerPass(config, {}, {kFolderPatternLabel})`).
inline constexpr llvm::StringLiteral kFolderPatternLabel =
    "stablehlo-aggressive-folder";

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_DIALECT_CANONICALIZATION_H
