//===- ShapeRefiner.h - the state of --stablehlo-refine-shapes --*- C++ -*-===//
//
// Private to lib/Passes. `ShapeRefiner` walks the public functions of a
// module and refines result types in place; its members are defined by
// concern:
//   RefineShapes.cpp       the pass, functions and blocks, giving refined
//                          values back to users that need the old type;
//   RefineResultTypes.cpp  one op's result types, and the shape
//                          computations that fold on the way;
//   RefineCalls.cpp        calls: callee specialisation and clean-up;
//   RefineLoops.cpp        while, if and case.
// See docs/passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_PASSES_SHAPEREFINER_H
#define STABLEHLO_FOLD_LIB_PASSES_SHAPEREFINER_H

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

namespace mlir::sfold::refine {

/// Shape values are small integer tensors; larger ones are data.
inline constexpr int64_t kMaxShapeElements = 64;

/// The largest result (in elements) of an integer op that refinement
/// evaluates outside the shape computations (StableHLO has no limit there;
/// ours keeps every evaluation small, and the fold hook's budgets hold).
inline constexpr int64_t kMaxEvaluatedElements = 65536;

/// Most passes over one function body before its types settle (each pass
/// refines what the previous one exposed; the last is the one that changes
/// nothing).
inline constexpr int kMaxFunctionRounds = 4;

/// Most candidate loop types tried on a copy of a while loop before its
/// types settle (each round makes at least one loop value less static).
inline constexpr int kMaxLoopTrialRounds = 16;

/// A static integer tensor of at most kMaxShapeElements elements.
bool isShapeValue(Value v);

/// A rank-0 integer tensor.
bool isScalarInt(Value v);

/// Some type in `types` is a shaped type that is not static.
bool hasDynamicTypes(TypeRange types);

/// `user` verifies with refined operand types: a stablehlo or chlo op
/// (compatible types), func.return (the signature follows), func.call (the
/// callee is specialised) or an op of Shardy's `sdy` dialect, as in
/// StableHLO.
bool takesRefinedOperands(Operation *user);

class ShapeRefiner {
public:
  /// With `convertForeignUses`, a value used by an op that cannot take a
  /// refined type is refined anyway and that use gets the old type back
  /// through an identity convert; without, the op defining it is left as it
  /// is (StableHLO's rule).
  ShapeRefiner(ModuleOp module, bool convertForeignUses)
      : module(module), symbols(module),
        convertForeignUses(convertForeignUses) {}

  LogicalResult refineFunction(func::FuncOp func);

  /// Erases the originals of specialised functions that lost their callers
  /// and gives a sole specialisation its original's name.
  void cleanUp();

  /// Inserts identity converts back to the old type where a refined value
  /// is used by an op that does not take refined operands: any value with
  /// `convertForeignUses`, else the arguments of specialised functions.
  void widenForeignUses();

private:
  // RefineShapes.cpp
  LogicalResult refineBlock(Block &block);
  LogicalResult refineOp(Operation *op);
  void setType(Value v, Type type);
  /// Erases `op`, forgetting what the refiner recorded about it.
  void eraseOp(Operation *op);
  /// Every user of `op`'s results takes a refined type, or
  /// `convertForeignUses` gives the others the old one.
  bool mayRefineResults(Operation *op) const;
  Value widen(OpBuilder &builder, Value v, Type type);

  // RefineResultTypes.cpp
  void computeSlice(func::FuncOp func);
  bool tryFold(Operation *op);
  /// Replaces `op` by `values` and erases it, its discardable attributes
  /// going to the op of `values` by the rule of RewriteUtils.h; declines
  /// (false, nothing changed) where that rule declines: an op of several
  /// results with attributes, a conflict, a block argument.
  bool replaceKeepingAttrs(Operation *op, ValueRange values);
  /// `replaceKeepingAttrs` by new constants holding `attrs`, which go again
  /// when it declines.
  bool replaceByConstants(Operation *op, ArrayRef<ElementsAttr> attrs);
  FailureOr<std::optional<SmallVector<Type>>> knownResultTypes(Operation *op);
  std::optional<Type> typeFromShapeOperand(Operation *op, Value shape);
  LogicalResult refineResult(Operation *op, unsigned i, Type known,
                             bool strict);

  // RefineCalls.cpp
  LogicalResult refineCall(func::CallOp call);
  /// Replaces the results of `call` that `callee` returns as integer
  /// constants by those constants, and erases the call when all are and
  /// the callee has no side effects (StableHLO's rule).
  void propagateConstantResults(func::CallOp call, func::FuncOp callee);

  // RefineLoops.cpp
  LogicalResult refineWhile(WhileOp op);
  LogicalResult refineBranches(Operation *op);

  ModuleOp module;
  SymbolTable symbols;
  /// Ops computing shape values in the function being refined.
  llvm::DenseSet<Operation *> slice;
  /// The type each refined value had before, to give it back to users that
  /// need it (not recorded inside trial copies, which are erased).
  llvm::DenseMap<Value, Type> original;
  /// Original functions under refinement (recursion check).
  llvm::SmallPtrSet<Operation *, 8> active;
  /// Specialised copies, by original and call signature.
  llvm::StringMap<func::FuncOp> specializations;
  llvm::DenseMap<Operation *, Operation *> originOf;
  llvm::SmallVector<std::pair<Operation *, func::FuncOp>> copies;
  llvm::DenseMap<Operation *, StringAttr> originalNames;
  /// The identity converts that give values their old types back: never
  /// refined.
  llvm::DenseSet<Operation *> widenings;
  bool convertForeignUses;
  int trialDepth = 0;
  bool changed = false;
};

} // namespace mlir::sfold::refine

#endif // STABLEHLO_FOLD_LIB_PASSES_SHAPEREFINER_H
