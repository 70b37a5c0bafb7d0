//===- FoldByEvaluation.cpp - constant folding through the kernels --------===//

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
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

LogicalResult
mlir::sfold::foldByEvaluation(Operation *op, ArrayRef<Attribute> operands,
                              SmallVectorImpl<OpFoldResult> &results,
                              uint64_t budget) {
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      llvm::isa<ConstantOp>(op) || isNeverFolded(op) || !isMemoryEffectFree(op))
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
