//===- StablehloOps.h - the stablehlo op classes ----------------*- C++ -*-===//
//
// All op classes of the stablehlo dialect, one generated header per family.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_STABLEHLOOPS_H
#define STABLEHLO_FOLD_DIALECT_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TypeInference.h"

namespace mlir::sfold::hlo {
/// Checks every quantized type among the operand and result types of an op
/// (`hlo::verifyQuantizedOpTypes`); every stablehlo op has this trait.
template <typename ConcreteType>
class QuantizedTypesValid
    : public ::mlir::OpTrait::TraitBase<ConcreteType, QuantizedTypesValid> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyQuantizedOpTypes(op);
  }
};
} // namespace mlir::sfold::hlo

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ElementwiseOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/DataMovementOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ReductionOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ControlFlowOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CollectiveOps.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/MiscOps.h.inc"

#endif // STABLEHLO_FOLD_DIALECT_STABLEHLOOPS_H
