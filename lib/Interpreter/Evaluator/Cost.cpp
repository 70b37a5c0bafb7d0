//===- Cost.cpp - the cost model the evaluation budget charges ------------===//
//
// One op's work, estimated from its types and attributes alone (before any
// tensor exists, so a fold can decline before unpacking its operands):
// elements for most ops, multiply-adds for the contractions, n log n
// comparisons for sort. Regions are not included: their ops are charged as
// they run, once per application of the region. Every op also costs
// `kOpOverhead` for its dispatch.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/Einsum.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <cmath>

using namespace mlir;
using namespace mlir::sfold;

namespace {
/// Saturating arithmetic on work counts.
uint64_t satMul(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_mul_overflow(a, b, &r) ? kUnlimited : r;
}
uint64_t satAdd(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_add_overflow(a, b, &r) ? kUnlimited : r;
}

/// Elements of `t` if it is a statically shaped tensor; 0 otherwise (a
/// token, a tuple, a dynamic shape: charged the dispatch only).
uint64_t numElements(Type t) {
  auto type = llvm::dyn_cast<RankedTensorType>(t);
  if (!type || !type.hasStaticShape())
    return 0;
  return static_cast<uint64_t>(type.getNumElements());
}

uint64_t sumElements(TypeRange types) {
  uint64_t n = 0;
  for (Type t : types)
    n = satAdd(n, numElements(t));
  return n;
}

uint64_t maxElements(TypeRange types) {
  uint64_t n = 0;
  for (Type t : types)
    n = std::max(n, numElements(t));
  return n;
}

/// The product of the sizes of `dims` of `t` (1 if `t` is not static).
uint64_t dimProduct(Type t, ArrayRef<int64_t> dims) {
  auto type = llvm::dyn_cast<RankedTensorType>(t);
  if (!type || !type.hasStaticShape())
    return 1;
  uint64_t n = 1;
  for (int64_t d : dims)
    if (d >= 0 && d < type.getRank())
      n = satMul(n, static_cast<uint64_t>(type.getDimSize(d)));
  return n;
}

uint64_t product(ArrayRef<int64_t> values) {
  uint64_t n = 1;
  for (int64_t v : values)
    n = satMul(n, static_cast<uint64_t>(std::max<int64_t>(v, 1)));
  return n;
}

uint64_t nLogN(uint64_t n) {
  if (n < 2)
    return n;
  return satMul(n, static_cast<uint64_t>(std::ceil(std::log2(double(n)))));
}

/// Multiply-adds of a convolution: each result element contracts a window
/// of the kernel over the input features of its group, i.e. the kernel's
/// elements divided by its output features.
template <typename OpT> uint64_t convolutionWork(OpT op) {
  auto rhs = llvm::dyn_cast<RankedTensorType>(op.getRhs().getType());
  if (!rhs || !rhs.hasStaticShape())
    return numElements(op.getType());
  uint64_t outFeatures = std::max<int64_t>(
      rhs.getDimSize(op.getDimensionNumbers().getKernelOutputFeatureDimension()),
      1);
  return satMul(numElements(op.getType()),
                std::max<uint64_t>(numElements(rhs) / outFeatures, 1));
}
/// The relative cost of one element of an elementwise op: a transcendental
/// function of glibc or an element of a type computed through `float` or
/// `std::complex` takes ~10-40 times an f32 add.
uint64_t elementWeight(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>())
    return 1;
  uint64_t weight = 1;
  if (llvm::isa<CbrtOp, CosineOp, ExpOp, Expm1Op, LogOp, Log1pOp, LogisticOp,
                RsqrtOp, SineOp, TanOp, TanhOp, Atan2Op, PowOp>(op))
    weight = 16;
  for (Type t : op->getResultTypes()) {
    Type element = getElementTypeOrSelf(t);
    if (llvm::isa<ComplexType>(element) ||
        (llvm::isa<FloatType>(element) && !element.isF32() && !element.isF64()))
      weight *= 8;
  }
  return weight;
}
} // namespace

OpCost mlir::sfold::estimateCost(Operation *op) {
  uint64_t results = sumElements(op->getResultTypes());
  uint64_t operands = maxElements(op->getOperandTypes());
  OpCost cost{satMul(std::max(results, operands), elementWeight(op)),
              WorkUnit::ElementOps};

  if (auto dot = llvm::dyn_cast<DotGeneralOp>(op)) {
    cost = {satMul(results,
                   dimProduct(dot.getLhs().getType(),
                              dot.getDotDimensionNumbers()
                                  .getLhsContractingDimensions())),
            WorkUnit::MultiplyAdds};
  } else if (auto dot = llvm::dyn_cast<DotOp>(op)) {
    RankedTensorType lhs = dot.getLhs().getType();
    cost = {satMul(results, dimProduct(lhs, {lhs.getRank() - 1})),
            WorkUnit::MultiplyAdds};
  } else if (auto einsum = llvm::dyn_cast<EinsumOp>(op)) {
    // The sums, then the dot_general's multiply-adds (Einsum.h).
    FailureOr<EinsumPlan> plan = planEinsum(
        std::nullopt, einsum.getEinsumConfig(),
        {einsum.getLhs().getType().getShape(),
         einsum.getRhs().getType().getShape()});
    if (succeeded(plan)) {
      uint64_t contracted = 1;
      for (int64_t d : plan->lhsContracting)
        contracted = satMul(contracted, static_cast<uint64_t>(std::max<int64_t>(
                                            plan->summedShapes[0][d], 1)));
      cost = {satAdd(satMul(product(plan->productShape), contracted),
                     satMul(operands, 2)),
              WorkUnit::MultiplyAdds};
    }
  } else if (auto conv = llvm::dyn_cast<ConvolutionOp>(op)) {
    cost = {convolutionWork(conv), WorkUnit::MultiplyAdds};
  } else if (auto conv = llvm::dyn_cast<DynamicConvOp>(op)) {
    cost = {convolutionWork(conv), WorkUnit::MultiplyAdds};
  } else if (auto ragged = llvm::dyn_cast<chlo::RaggedDotOp>(op)) {
    cost = {satMul(results, dimProduct(ragged.getLhs().getType(),
                                       ragged.getRaggedDotDimensionNumbers()
                                           .getLhsContractingDimensions())),
            WorkUnit::MultiplyAdds};
  } else if (llvm::isa<SortOp, chlo::TopKOp>(op)) {
    // Comparisons, each moving every operand.
    cost = {satMul(nLogN(operands), op->getNumOperands()),
            WorkUnit::Comparisons};
  } else if (llvm::isa<FftOp>(op)) {
    cost.work = satMul(nLogN(std::max(results, operands)), 5);
  } else if (llvm::isa<CholeskyOp, TriangularSolveOp>(op)) {
    // n^3 per matrix: the result's elements times its last dimension.
    auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    uint64_t n = type && type.hasStaticShape() && type.getRank() > 0
                     ? static_cast<uint64_t>(type.getShape().back())
                     : 1;
    cost.work = satMul(results, std::max<uint64_t>(n, 1));
  } else if (auto window = llvm::dyn_cast<ReduceWindowOp>(op)) {
    cost.work = satMul(results, product(window.getWindowDimensions()));
  } else if (auto sas = llvm::dyn_cast<SelectAndScatterOp>(op)) {
    if (std::optional<ArrayRef<int64_t>> dims = sas.getWindowDimensions())
      cost.work = satMul(cost.work, product(*dims));
  } else if (llvm::isa<WhileOp, IfOp, CaseOp, func::CallOp, CompositeOp,
                       AsyncStartOp>(op)) {
    // Their regions and callees are charged as they run; passing values
    // through is free.
    cost.work = 0;
  }
  cost.work = satAdd(cost.work, kOpOverhead);
  return cost;
}
