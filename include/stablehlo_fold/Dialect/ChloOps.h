//===- ChloOps.h - the chlo dialect -----------------------------*- C++ -*-===//
//
// The chlo dialect class, its attributes and its op classes (ChloOps.td,
// ChloBroadcastOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLOOPS_H
#define STABLEHLO_FOLD_DIALECT_CHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "stablehlo_fold/Dialect/TypeInference.h"

#include "stablehlo_fold/Dialect/ChloDialect.h.inc"
#include "stablehlo_fold/Dialect/ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo_fold/Dialect/ChloAttrs.h.inc"

namespace mlir::sfold::chlo {
/// How operands broadcast to a common shape: the shape, and for each
/// operand the result dimension of each of its dimensions (the
/// `broadcast_dimensions` of a stablehlo.broadcast_in_dim).
struct BroadcastPlan {
  SmallVector<int64_t> shape;
  SmallVector<SmallVector<int64_t>> operandDims;
};

/// CHLO's broadcasting of `shapes` (ChloBroadcastOps.cpp): numpy-style, or
/// with `dims` (two operands only) the lower-rank operand's dimension i
/// against dimension dims[i] of the other. `error` says why on failure.
FailureOr<BroadcastPlan> planBroadcast(ArrayRef<ArrayRef<int64_t>> shapes,
                                       std::optional<ArrayRef<int64_t>> dims,
                                       std::string &error);

/// The result type of a broadcasting binary op (ChloBroadcastOps.cpp):
/// numpy-style broadcasting of `lhs` and `rhs`, or with `broadcastDims` the
/// lower-rank operand's dimension i against dimension broadcastDims[i] of
/// the other; `elementType` is the result's. An error at `loc` if the
/// operands' element types differ or their shapes do not broadcast.
LogicalResult
inferBroadcastBinaryType(std::optional<Location> loc, Type lhs, Type rhs,
                         std::optional<ArrayRef<int64_t>> broadcastDims,
                         Type elementType, SmallVectorImpl<Type> &inferred);

class RaggedDotDimensionNumbersAttr;

/// ragged_dot's result shape (ChloOps.cpp; the verifier's rule, also
/// shape refinement's): the lhs batching dimensions, the lhs free
/// dimensions, the rhs free dimensions (neither batching, contracting nor
/// group), after the group count (the last size of `groupSizes`) when the
/// ragged dimension is contracting. Dimensions out of range are the
/// verifier's to report: they are skipped here.
SmallVector<int64_t> raggedDotResultShape(RankedTensorType lhs,
                                          RankedTensorType rhs,
                                          RankedTensorType groupSizes,
                                          RaggedDotDimensionNumbersAttr dn);
} // namespace mlir::sfold::chlo

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ChloOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ChloBroadcastOps.h.inc"

#endif // STABLEHLO_FOLD_DIALECT_CHLOOPS_H
