//===- Cost.cpp - the cost model the evaluation budget charges ------------===//
//
// One op's time, estimated from its types and attributes alone (before any
// tensor exists, so a fold can decline before unpacking its operands), in
// units of about a nanosecond: what the op counts (elements for most ops,
// multiply-adds for the contractions, n log n comparisons for sort) times
// the measured time of one of them for its class, plus `kOpOverhead` for its
// dispatch. Regions are not included: their ops are charged as they run,
// once per application of the region. The per-class times are measured by
// bench/CostCalibration.cpp (docs/interpreter.md, "Calibration").
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
/// The measured time of one counted unit of each op class, in picoseconds
/// (docs/interpreter.md, "Calibration"; bench/CostCalibration.cpp).
namespace ps {
/// An elementwise op on f32, f64 or integers (add, multiply, compare, ...).
constexpr uint64_t kElement = 500;
/// A transcendental function of f32 or f64 (exp, log, sin, tanh, ...).
constexpr uint64_t kTranscendental = 40000;
/// Factors for elements computed through `float` (f16, bf16, f8, ...) and
/// through `std::complex`.
constexpr uint64_t kNarrowFloatFactor = 2;
constexpr uint64_t kComplexFactor = 256;
/// An element moved by a data movement op (transpose, broadcast, slice,
/// gather, concatenate, iota, ...).
constexpr uint64_t kMove = 1500;
/// An element reduced (reduce, reduce_window: per window element).
constexpr uint64_t kReduce = 20000;
/// A multiply-add of dot_general, convolution, ragged_dot, einsum, fft,
/// cholesky, triangular_solve.
constexpr uint64_t kMultiplyAdd = 300;
/// A comparison of sort and top_k, per operand moved.
constexpr uint64_t kComparison = 1200;
} // namespace ps

/// The time of one element of an elementwise op, in picoseconds.
uint64_t elementPs(Operation *op) {
  uint64_t t = ps::kElement;
  if (llvm::isa<CbrtOp, CosineOp, ExpOp, Expm1Op, LogOp, Log1pOp, LogisticOp,
                RsqrtOp, SineOp, TanOp, TanhOp, Atan2Op, PowOp>(op))
    t = ps::kTranscendental;
  for (Type type : op->getResultTypes()) {
    Type element = getElementTypeOrSelf(type);
    if (llvm::isa<ComplexType>(element))
      t *= ps::kComplexFactor;
    else if (llvm::isa<FloatType>(element) && !element.isF32() &&
             !element.isF64())
      t *= ps::kNarrowFloatFactor;
  }
  return t;
}

/// `count` units of `psEach` picoseconds each, in units (ns), rounded up.
uint64_t toUnits(uint64_t count, uint64_t psEach) {
  uint64_t p = satMul(count, psEach);
  return p == kUnlimited ? kUnlimited : (p + 999) / 1000;
}
} // namespace

OpCost mlir::sfold::estimateCost(Operation *op) {
  uint64_t results = sumElements(op->getResultTypes());
  uint64_t operands = maxElements(op->getOperandTypes());
  uint64_t elements = std::max(results, operands);
  // What the op counts, and the time of one.
  OpCost cost{0, WorkUnit::ElementOps, elements};
  uint64_t psEach = op->hasTrait<OpTrait::Elementwise>() ? elementPs(op)
                                                         : ps::kMove;

  auto multiplyAdds = [&](uint64_t n) {
    cost = {0, WorkUnit::MultiplyAdds, n};
    psEach = ps::kMultiplyAdd;
  };
  if (auto dot = llvm::dyn_cast<DotGeneralOp>(op)) {
    multiplyAdds(satMul(results, dimProduct(dot.getLhs().getType(),
                                            dot.getDotDimensionNumbers()
                                                .getLhsContractingDimensions())));
  } else if (auto dot = llvm::dyn_cast<DotOp>(op)) {
    RankedTensorType lhs = dot.getLhs().getType();
    multiplyAdds(satMul(results, dimProduct(lhs, {lhs.getRank() - 1})));
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
      multiplyAdds(satAdd(satMul(product(plan->productShape), contracted),
                          satMul(operands, 2)));
    }
  } else if (auto conv = llvm::dyn_cast<ConvolutionOp>(op)) {
    multiplyAdds(convolutionWork(conv));
  } else if (auto conv = llvm::dyn_cast<DynamicConvOp>(op)) {
    multiplyAdds(convolutionWork(conv));
  } else if (auto ragged = llvm::dyn_cast<chlo::RaggedDotOp>(op)) {
    multiplyAdds(satMul(results, dimProduct(ragged.getLhs().getType(),
                                            ragged.getRaggedDotDimensionNumbers()
                                                .getLhsContractingDimensions())));
  } else if (llvm::isa<SortOp, chlo::TopKOp>(op)) {
    // Comparisons, each moving every operand.
    cost = {0, WorkUnit::Comparisons, nLogN(operands)};
    psEach = satMul(ps::kComparison, std::max<uint64_t>(op->getNumOperands(), 1));
  } else if (llvm::isa<FftOp>(op)) {
    multiplyAdds(satMul(nLogN(elements), 5));
  } else if (llvm::isa<CholeskyOp, TriangularSolveOp>(op)) {
    // n^3 per matrix: the result's elements times its last dimension.
    auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
    uint64_t n = type && type.hasStaticShape() && type.getRank() > 0
                     ? static_cast<uint64_t>(type.getShape().back())
                     : 1;
    multiplyAdds(satMul(results, std::max<uint64_t>(n, 1)));
  } else if (llvm::isa<ReduceOp>(op)) {
    psEach = ps::kReduce;
  } else if (auto window = llvm::dyn_cast<ReduceWindowOp>(op)) {
    cost.count = satMul(results, product(window.getWindowDimensions()));
    psEach = ps::kReduce;
  } else if (auto sas = llvm::dyn_cast<SelectAndScatterOp>(op)) {
    if (std::optional<ArrayRef<int64_t>> dims = sas.getWindowDimensions())
      cost.count = satMul(cost.count, product(*dims));
    psEach = ps::kReduce;
  } else if (llvm::isa<WhileOp, IfOp, CaseOp, func::CallOp, CompositeOp,
                       AsyncStartOp>(op)) {
    // Their regions and callees are charged as they run; passing values
    // through is free.
    cost.count = 0;
  }
  cost.work = satAdd(toUnits(cost.count, psEach), kOpOverhead);
  return cost;
}

OpCost mlir::sfold::estimateScalarLoopCost(Operation *) {
  return {kScalarLoopOpOverhead, WorkUnit::ElementOps, 1};
}
