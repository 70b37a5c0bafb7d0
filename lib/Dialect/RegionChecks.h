//===- RegionChecks.h - checks shared by the ops with bodies ----*- C++ -*-===//
//
// Private to lib/Dialect: the checks that reduce, reduce_window,
// select_and_scatter, sort and map share (ReductionRegionVerify.cpp,
// ReductionWindowVerify.cpp; ControlFlowOps.cpp uses `errorsAt`). They
// serve both the shape functions, which may see any operands and regions
// (a type-inferring builder passes empty regions; nothing is verified yet),
// and the verifiers, which run them first. Each reports through `emit`,
// which words the error as the op's verifier does (`'stablehlo.reduce' op
// expects ...`), or reports nothing when a shape function has no location.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_DIALECT_REGIONCHECKS_H
#define STABLEHLO_FOLD_LIB_DIALECT_REGIONCHECKS_H

#include "mlir/IR/Diagnostics.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::sfold::regions {

/// Starts an error of the op being checked.
using EmitFn = llvm::function_ref<InFlightDiagnostic()>;

/// An `EmitFn` for the shape function of op `OpT`: errors at `loc`, worded
/// as the verifier's, or none without a location.
template <typename OpT> auto errorsAt(std::optional<Location> loc) {
  return [loc]() -> InFlightDiagnostic {
    if (!loc)
      return InFlightDiagnostic();
    InFlightDiagnostic diag = mlir::emitError(*loc);
    diag << "'" << OpT::getOperationName() << "' op ";
    return diag;
  };
}

/// The ranked tensor type of `v`, or an error naming it `what`.
RankedTensorType rankedOrError(EmitFn emit, Value v, const llvm::Twine &what);

/// `region` has one block with `numArgs` arguments that ends in a
/// `stablehlo.return` of `numResults` values; returns that return, or null
/// after an error.
ReturnOp checkBody(EmitFn emit, Region &region, StringRef name, size_t numArgs,
                   size_t numResults);

/// The operand list splits evenly into `inputs` and `init_values`.
LogicalResult checkPairedOperands(EmitFn emit, size_t numOperands);

/// All of `inputs` are ranked tensors of compatible shapes.
LogicalResult checkSameInputShapes(EmitFn emit, ValueRange inputs);

/// Each init value is a 0-d tensor (its element type is the body's, checked
/// with the body).
LogicalResult checkInitValues(EmitFn emit, ValueRange inits);

/// How reduction-body messages name the body, the inputs and the init
/// values; input i is numbered `inputBase + i`.
struct ReducerNames {
  StringRef body = "body";
  StringRef input = "input";
  StringRef init = "init value";
  size_t inputBase = 0;
};

/// The reduction body that `ret` ends (checked by `checkBody`) takes
/// (tensor<A0>, ..., tensor<AN-1>, tensor<X0>, ..., tensor<XN-1>) and
/// returns (tensor<A0>, ..., tensor<AN-1>), as StableHLO's reduction bodies
/// do: Xi is Ai or another float type when Ai is a float type; the element
/// type of input i (`inputs`) is promotable to Xi and that of init value i
/// (`inits`, possibly fewer) to Ai, any float type to any float type. Sets
/// `accTypes` to the Ai.
LogicalResult checkReducerTypes(EmitFn emit, Operation *ret, TypeRange inputs,
                                TypeRange inits,
                                SmallVectorImpl<Type> &accTypes,
                                const ReducerNames &names = {});

/// A computation's argument `i` is a `tensor<elem>`.
LogicalResult checkScalarArg(EmitFn emit, Block &block, size_t i, Type elem,
                             StringRef name);

/// One result per input (as many as `inferred`), each with the inferred
/// shape (up to `?`) and element type (the body's); `shapeWhat` says where
/// the shape comes from.
LogicalResult checkResults(EmitFn emit, TypeRange results,
                           ArrayRef<Type> inferred, StringRef shapeWhat);

} // namespace mlir::sfold::regions

#endif // STABLEHLO_FOLD_LIB_DIALECT_REGIONCHECKS_H
