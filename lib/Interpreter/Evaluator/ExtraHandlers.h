//===- ExtraHandlers.h - handlers of the ops beyond the spec ----*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_EXTRAHANDLERS_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_EXTRAHANDLERS_H

namespace mlir::sfold {
class HandlerTable;
/// Handlers of the stablehlo ops that are not in the spec (ExtraOps.h).
void registerExtraHandlers(HandlerTable &table);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_EXTRAHANDLERS_H
