//===- ShapeRefinement.h - helpers of the shape refinement passes -*- C++ -*-===//
//
// The type arithmetic behind `--stablehlo-refine-arguments`,
// `--stablehlo-refine-shapes` and `--stablehlo-canonicalize-dynamism`
// (docs/passes.md): merging what is known about a type, generalising where
// two types disagree, reading constant shapes, and the shape assertion
// message. Free functions without state, unit-tested in unittests/Passes.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_SHAPEREFINEMENT_H
#define STABLEHLO_FOLD_PASSES_SHAPEREFINEMENT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>
#include <string>

namespace mlir::sfold::refine {

/// The custom_call target of the wrapper that `--stablehlo-refine-arguments`
/// puts around a refined argument (StableHLO's name).
inline constexpr llvm::StringLiteral kOperandWrapper =
    "stablehlo.shape_refinement_operand_wrapper";

/// The custom_call attribute listing, per result, the operand that holds
/// its shape (StableHLO's name).
inline constexpr llvm::StringLiteral kIndicesOfShapeOperands =
    "indices_of_shape_operands";

/// The custom_call target of JAX's shape assertions.
inline constexpr llvm::StringLiteral kShapeAssertion = "shape_assertion";

/// The most refined type that is both `current` and `known`: per dimension
/// a static size if either has one, else the smaller bound; the element type
/// and any non-bounds encoding of `current` are kept. Fails, with the reason
/// in `why`, when the types are not tensors of the same rank or a static
/// size of one differs from the other's size or exceeds its bound. Types
/// other than ranked tensors are returned unchanged when equal; an unranked
/// `current` takes a ranked `known` of its element type.
FailureOr<Type> meetTypes(Type current, Type known, std::string *why = nullptr);

/// The most refined type that both `a` and `b` are refinements of: a static
/// size where both have the same one, else `?` with the larger bound (none
/// if either has none, or without `keepBounds`: a loop value that grows
/// has no bound). `a` when the types are not ranked tensors of the same
/// rank.
Type joinTypes(Type a, Type b, bool keepBounds = true);

/// A tensor type of `current`'s element type with `shape`, keeping the
/// bounds of `current` for dimensions that stay dynamic; null if `current`
/// is not a ranked tensor of `shape`'s rank.
Type withShape(Type current, ArrayRef<int64_t> shape);

/// Checks that `refined` may replace argument type `old`: equal, or a
/// ranked tensor of the same element type and rank whose sizes agree with
/// every static size of `old` (an unranked `old` takes any ranked tensor).
/// Fails with the reason in `why`.
LogicalResult checkArgumentRefinement(Type old, Type refined,
                                      std::string &why);

/// The function shape refinement starts from: `main`, else the module's
/// only function. Emits an error at the module and fails otherwise.
FailureOr<func::FuncOp> getEntryFunction(ModuleOp module);

/// `message` with `{N}` (and `{N:...}`) replaced by `values[N]`; a
/// specifier naming no value and any other text are kept as they are.
std::string formatAssertionMessage(StringRef message,
                                   ArrayRef<int64_t> values);

} // namespace mlir::sfold::refine

#endif // STABLEHLO_FOLD_PASSES_SHAPEREFINEMENT_H
