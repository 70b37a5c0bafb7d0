//===- FoldByEvaluation.cpp - constant folding through the kernels --------===//

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FoldInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;

uint64_t mlir::sfold::getConstantByteSize(RankedTensorType type) {
  Type element = type.getElementType();
  uint64_t bits = 8;
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else if (auto q = llvm::dyn_cast<quant::QuantizedType>(element))
    bits = q.getStorageTypeIntegralWidth();
  else if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  return static_cast<uint64_t>(type.getNumElements()) * ((bits + 7) / 8);
}

bool mlir::sfold::isNeverFolded(Operation *op) {
  return llvm::isa<CustomCallOp, RngBitGeneratorOp, OptimizationBarrierOp>(op);
}

bool mlir::sfold::isKeptIntegerDivision(Operation *op,
                                        ArrayRef<Attribute> operands) {
  if (!llvm::isa<DivOp, RemOp>(op) || operands.size() != 2 ||
      op->getNumResults() != 1)
    return false;
  auto intType =
      llvm::dyn_cast<IntegerType>(getElementTypeOrSelf(op->getResult(0)));
  if (!intType || !operands[0] || !operands[1])
    return false;
  auto lhs = llvm::dyn_cast<DenseIntElementsAttr>(operands[0]);
  auto rhs = llvm::dyn_cast<DenseIntElementsAttr>(operands[1]);
  if (!lhs || !rhs || lhs.getNumElements() != rhs.getNumElements())
    return true; // A blob or a mismatch: nothing tells that it is safe.
  bool isSigned = !intType.isUnsigned();
  auto kept = [&](const APInt &a, const APInt &b) {
    return b.isZero() || (isSigned && a.isMinSignedValue() && b.isAllOnes());
  };
  // A splat side is read once; the other is iterated (its elements are
  // stored, so the loop is bounded by the IR's size).
  if (lhs.isSplat() && rhs.isSplat())
    return kept(lhs.getSplatValue<APInt>(), rhs.getSplatValue<APInt>());
  if (lhs.isSplat()) {
    APInt a = lhs.getSplatValue<APInt>();
    return llvm::any_of(rhs.getValues<APInt>(),
                        [&](const APInt &b) { return kept(a, b); });
  }
  if (rhs.isSplat()) {
    APInt b = rhs.getSplatValue<APInt>();
    return llvm::any_of(lhs.getValues<APInt>(),
                        [&](const APInt &a) { return kept(a, b); });
  }
  for (auto [a, b] : llvm::zip(lhs.getValues<APInt>(), rhs.getValues<APInt>()))
    if (kept(a, b))
      return true;
  return false;
}

bool mlir::sfold::shouldFoldIota(Operation *iota) {
  auto op = llvm::dyn_cast<IotaOp>(iota);
  if (!op)
    return false;
  auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
  if (!type || !type.hasStaticShape())
    return false;
  auto dim = static_cast<int64_t>(op.getIotaDimension());
  if (type.getNumElements() <= kMaxIotaFoldElements ||
      (dim < type.getRank() && type.getDimSize(dim) == 1))
    return true;
  // A user that folds once the iota is a constant (no regions, no effects,
  // not exempt, every other operand a constant) and either combines it with
  // a constant or gives a small result: a re-layout of a large iota
  // (broadcast_in_dim, reshape, ...) would only write out a larger one.
  return llvm::any_of(op->getUsers(), [&](Operation *user) {
    if (!llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
            user->getDialect()) ||
        user->getNumRegions() != 0 || isNeverFolded(user) ||
        !isMemoryEffectFree(user))
      return false;
    bool withConstant = false;
    for (Value v : user->getOperands()) {
      if (v == op.getResult())
        continue;
      if (!matchPattern(v, m_Constant()))
        return false;
      withConstant = true;
    }
    return withConstant ||
           llvm::all_of(user->getResultTypes(), [](Type t) {
             auto type = llvm::dyn_cast<RankedTensorType>(t);
             return type && type.hasStaticShape() &&
                    type.getNumElements() <= kMaxIotaFoldElements;
           });
  });
}

LogicalResult
mlir::sfold::foldByEvaluation(Operation *op, ArrayRef<Attribute> operands,
                              SmallVectorImpl<OpFoldResult> &results,
                              uint64_t budget) {
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      llvm::isa<ConstantOp>(op) || isNeverFolded(op) || !isMemoryEffectFree(op))
    return failure();
  if (isKeptIntegerDivision(op, operands))
    return failure();

  // Cheap checks first: every operand constant, every result a static
  // tensor.
  for (Attribute a : operands)
    if (!llvm::isa_and_nonnull<ElementsAttr>(a))
      return failure();
  uint64_t bytes = 0;
  for (Type t : op->getResultTypes()) {
    auto type = llvm::dyn_cast<RankedTensorType>(t);
    if (!type || !type.hasStaticShape())
      return failure();
    bytes += getConstantByteSize(type);
  }

  InterpreterOptions options;
  std::string printed;
  llvm::raw_string_ostream sink(printed);
  Evaluator evaluator(ModuleOp(), options, sink);
  if (!evaluator.canEvaluate(op))
    return failure();

  // Splats in, splats out: one element is computed, the budget is moot.
  if (FailureOr<SmallVector<Attribute>> splats =
          foldSplats(op, operands, evaluator);
      succeeded(splats)) {
    results.append(splats->begin(), splats->end());
    return success();
  }
  if (bytes > budget)
    return failure();

  ValueList values;
  for (auto [attr, operand] : llvm::zip(operands, op->getOperands())) {
    auto type = llvm::dyn_cast<ShapedType>(operand.getType());
    if (!type)
      return failure();
    FailureOr<Tensor> t = makeTensor(llvm::cast<ElementsAttr>(attr), type);
    if (failed(t))
      return failure();
    values.push_back(InterpreterValue(std::move(*t)));
  }

  FailureOr<ValueList> computed;
  {
    // A fold that cannot be done says nothing.
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    llvm::DenseMap<Value, InterpreterValue> noCaptures;
    computed = evaluator.evaluateOp(op, values, noCaptures);
  }
  if (failed(computed) || computed->size() != op->getNumResults())
    return failure();

  SmallVector<OpFoldResult> folded;
  for (const InterpreterValue &v : *computed) {
    if (!v.isTensor())
      return failure();
    ElementsAttr attr = packTensor(v.getTensor());
    if (!attr)
      return failure();
    folded.push_back(attr);
  }
  results.append(folded.begin(), folded.end());
  return success();
}

namespace {
/// The dialect-wide fold hook: exact identities first, then evaluation.
struct StablehloFoldInterface : public DialectFoldInterface {
  using DialectFoldInterface::DialectFoldInterface;

  LogicalResult fold(Operation *op, ArrayRef<Attribute> operands,
                     SmallVectorImpl<OpFoldResult> &results) const final {
    if (succeeded(foldIdentity(op, operands, results)))
      return success();
    // Large iotas stay ops unless a user folds with them (--fold-constants,
    // which evaluates on its own, still materializes them).
    if (llvm::isa<IotaOp>(op) && !shouldFoldIota(op))
      return failure();
    return foldByEvaluation(op, operands, results);
  }
};
} // namespace

void mlir::sfold::registerStablehloFolders(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, StablehloDialect *dialect) {
    dialect->addInterfaces<StablehloFoldInterface>();
  });
  registry.addExtension(+[](MLIRContext *, chlo::ChloDialect *dialect) {
    dialect->addInterfaces<StablehloFoldInterface>();
  });
}
