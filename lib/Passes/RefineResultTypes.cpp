//===- RefineResultTypes.cpp - one op's refined result types -------------===//
//
// --stablehlo-refine-shapes, op by op: the result types an op's operands
// determine (its shape function, the one the verifier runs, or a constant
// shape operand), and the shape computations that fold on the way through
// the Folders. See ShapeRefiner.h and docs/passes.md.
//
//===----------------------------------------------------------------------===//

#include "ShapeRefiner.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::refine;

bool refine::isShapeValue(Value v) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  return t && t.hasStaticShape() && t.getNumElements() <= kMaxShapeElements &&
         llvm::isa<IntegerType>(t.getElementType());
}

bool refine::isScalarInt(Value v) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  return t && t.getRank() == 0 && llvm::isa<IntegerType>(t.getElementType());
}

bool refine::hasDynamicTypes(TypeRange types) {
  return llvm::any_of(types, [](Type t) {
    auto s = llvm::dyn_cast<ShapedType>(t);
    return s && !s.hasStaticShape();
  });
}

void refine::eraseDeadConstants(ArrayRef<Value> values) {
  // Each value once: erasing a constant frees its result.
  llvm::SmallSetVector<Value, 4> unique(values.begin(), values.end());
  for (Value v : unique)
    if (auto constant = v.getDefiningOp<ConstantOp>())
      if (constant->use_empty())
        constant->erase();
}

namespace {

/// The bits of an element type (complex: both parts, quantized: storage);
/// 0 when unknown.
unsigned bitWidth(Type t) {
  if (auto complex = llvm::dyn_cast<ComplexType>(t))
    return 2 * bitWidth(complex.getElementType());
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(t))
    return quant.getStorageTypeIntegralWidth();
  return t.isIntOrFloat() ? t.getIntOrFloatBitWidth() : 0;
}

/// The operands of `op` whose values decide result shapes or shape facts.
SmallVector<Value> shapeOperands(Operation *op) {
  return llvm::TypeSwitch<Operation *, SmallVector<Value>>(op)
      .Case([](DynamicBroadcastInDimOp o) {
        return SmallVector<Value>{o.getOutputDimensions()};
      })
      .Case([](DynamicReshapeOp o) {
        return SmallVector<Value>{o.getOutputShape()};
      })
      .Case([](DynamicIotaOp o) {
        return SmallVector<Value>{o.getOutputShape()};
      })
      .Case([](DynamicPadOp o) {
        return SmallVector<Value>{o.getEdgePaddingLow(),
                                  o.getEdgePaddingHigh(),
                                  o.getInteriorPadding()};
      })
      .Case([](RealDynamicSliceOp o) {
        return SmallVector<Value>{o.getStartIndices(), o.getLimitIndices(),
                                  o.getStrides()};
      })
      .Case([](DynamicGatherOp o) {
        return SmallVector<Value>{o.getSliceSizes()};
      })
      .Case([](DynamicConvOp o) { return SmallVector<Value>{o.getPadding()}; })
      .Case([](CustomCallOp o) {
        return o.getCallTargetName() == refine::kShapeAssertion
                   ? SmallVector<Value>(o->getOperands())
                   : SmallVector<Value>();
      })
      .Case([](func::CallOp o) {
        // Constant scalar arguments specialise dynamic callees.
        SmallVector<Value> scalars;
        if (hasDynamicTypes(o.getOperandTypes()) ||
            hasDynamicTypes(o.getResultTypes()))
          llvm::copy_if(o.getOperands(), std::back_inserter(scalars),
                        isScalarInt);
        return scalars;
      })
      .Default([](Operation *) { return SmallVector<Value>(); });
}

} // namespace

void ShapeRefiner::computeSlice(func::FuncOp func) {
  slice.clear();
  SmallVector<Value> worklist;
  func.walk([&](Operation *op) {
    llvm::append_range(worklist, shapeOperands(op));
  });
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    Operation *def = v.getDefiningOp();
    // Constants are not in the slice: they are what it folds to.
    if (!def || !isShapeValue(v) || def->getNumRegions() != 0 ||
        llvm::isa<ConstantOp>(def) || !slice.insert(def).second)
      continue;
    // A dimension size reads the shape of data, not its values: stop.
    if (llvm::isa<GetDimensionSizeOp>(def))
      continue;
    llvm::append_range(worklist, def->getOperands());
  }
}

/// Folds a shape computation whose operands are constants, through the
/// Folders (the interpreter's kernels); get_dimension_size of a static
/// dimension becomes its size.
bool ShapeRefiner::tryFold(Operation *op) {
  if (!slice.contains(op) || llvm::isa<ConstantOp>(op) ||
      !llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
          op->getDialect()))
    return false;
  OpBuilder builder(op);
  if (auto dim = llvm::dyn_cast<GetDimensionSizeOp>(op)) {
    auto type = llvm::dyn_cast<RankedTensorType>(dim.getOperand().getType());
    auto resultType = llvm::cast<RankedTensorType>(dim.getType());
    int64_t d = static_cast<int64_t>(dim.getDimension());
    if (!type || d >= type.getRank() || type.isDynamicDim(d) ||
        !llvm::isa<IntegerType>(resultType.getElementType()))
      return false;
    auto width = resultType.getElementType().getIntOrFloatBitWidth();
    auto attr = DenseElementsAttr::get(
        resultType, APInt(width, static_cast<uint64_t>(type.getDimSize(d))));
    auto constant = ConstantOp::create(builder, op->getLoc(),
                                       llvm::cast<ElementsAttr>(attr));
    op->getResult(0).replaceAllUsesWith(constant.getResult());
    slice.erase(op);
    op->erase();
    changed = true;
    return true;
  }
  SmallVector<Attribute> operands;
  for (Value v : op->getOperands()) {
    Attribute attr;
    if (!matchPattern(v, m_Constant(&attr)))
      return false;
    operands.push_back(attr);
  }
  SmallVector<OpFoldResult> results;
  if (failed(foldByEvaluation(op, operands, results)) ||
      results.size() != op->getNumResults())
    return false;
  SmallVector<Value> constants;
  for (auto [result, folded] : llvm::zip(op->getResults(), results)) {
    auto attr = llvm::dyn_cast_if_present<ElementsAttr>(
        llvm::dyn_cast_if_present<Attribute>(folded));
    if (!attr || attr.getType() != result.getType())
      return false;
    constants.push_back(ConstantOp::create(builder, op->getLoc(), attr));
  }
  for (auto [result, constant] : llvm::zip(op->getResults(), constants))
    result.replaceAllUsesWith(constant);
  SmallVector<Value> inputs(op->getOperands());
  slice.erase(op);
  op->erase();
  eraseDeadConstants(inputs);
  changed = true;
  return true;
}


std::optional<Type> ShapeRefiner::typeFromShapeOperand(Operation *op,
                                                       Value shape) {
  std::optional<SmallVector<int64_t>> sizes = sfold::getConstantInts(shape);
  if (!sizes)
    return std::nullopt;
  for (int64_t &s : *sizes)
    if (s < 0)
      s = ShapedType::kDynamic; // the verifier's business, not refinement's
  Type type = refine::withShape(op->getResult(0).getType(), *sizes);
  if (!type)
    return std::nullopt;
  return type;
}

/// The result types `op`'s operands determine (nullopt when they say
/// nothing); fails after an error.
FailureOr<std::optional<SmallVector<Type>>>
ShapeRefiner::knownResultTypes(Operation *op) {
  using Result = std::optional<SmallVector<Type>>;
  auto one = [](std::optional<Type> t) -> Result {
    if (!t || !*t)
      return std::nullopt;
    return SmallVector<Type>{*t};
  };
  auto operandShape = [](Value v) -> std::optional<ArrayRef<int64_t>> {
    auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
    if (!t)
      return std::nullopt;
    return t.getShape();
  };
  Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
  auto special =
      llvm::TypeSwitch<Operation *, std::optional<Result>>(op)
          .Case([&](ConvertOp o) -> std::optional<Result> {
            auto shape = operandShape(o.getOperand());
            return shape ? one(refine::withShape(resultType, *shape))
                         : Result();
          })
          .Case([&](BitcastConvertOp o) -> std::optional<Result> {
            auto in = llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            auto out = llvm::dyn_cast<RankedTensorType>(resultType);
            if (!in || !out)
              return Result();
            unsigned wi = bitWidth(in.getElementType()),
                     wo = bitWidth(out.getElementType());
            if (wi == 0 || wo == 0)
              return Result();
            SmallVector<int64_t> shape(in.getShape());
            if (wi > wo)
              shape.push_back(wi / wo);
            else if (wi < wo && !shape.empty())
              shape.pop_back();
            return one(refine::withShape(resultType, shape));
          })
          .Case([&](ReshapeOp o) -> std::optional<Result> {
            auto in = llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            auto out = llvm::dyn_cast<RankedTensorType>(resultType);
            if (!in || !out || !in.hasStaticShape() ||
                out.getNumDynamicDims() != 1)
              return Result();
            int64_t known = 1;
            for (int64_t s : out.getShape())
              if (!ShapedType::isDynamic(s))
                known *= s;
            if (known == 0 || in.getNumElements() % known != 0)
              return Result();
            SmallVector<int64_t> shape(out.getShape());
            for (int64_t &s : shape)
              if (ShapedType::isDynamic(s))
                s = in.getNumElements() / known;
            return one(refine::withShape(resultType, shape));
          })
          .Case([&](BroadcastInDimOp o) -> std::optional<Result> {
            auto in = llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            auto out = llvm::dyn_cast<RankedTensorType>(resultType);
            ArrayRef<int64_t> dims = o.getBroadcastDimensions();
            if (!in || !out || static_cast<int64_t>(dims.size()) != in.getRank())
              return Result();
            SmallVector<int64_t> shape(out.getShape());
            for (auto [j, d] : llvm::enumerate(dims))
              if (d >= 0 && d < out.getRank() && !in.isDynamicDim(j) &&
                  in.getDimSize(j) != 1)
                shape[d] = in.getDimSize(j);
            return one(refine::withShape(resultType, shape));
          })
          .Case([&](DynamicBroadcastInDimOp o) -> std::optional<Result> {
            return one(typeFromShapeOperand(op, o.getOutputDimensions()));
          })
          .Case([&](DynamicReshapeOp o) -> std::optional<Result> {
            return one(typeFromShapeOperand(op, o.getOutputShape()));
          })
          .Case([&](DynamicIotaOp o) -> std::optional<Result> {
            return one(typeFromShapeOperand(op, o.getOutputShape()));
          })
          .Case([&](DynamicPadOp o) -> std::optional<Result> {
            auto in = llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            auto lo = sfold::getConstantInts(o.getEdgePaddingLow());
            auto hi = sfold::getConstantInts(o.getEdgePaddingHigh());
            auto inner = sfold::getConstantInts(o.getInteriorPadding());
            if (!in || !lo || !hi || !inner ||
                static_cast<int64_t>(lo->size()) != in.getRank() ||
                hi->size() != lo->size() || inner->size() != lo->size())
              return Result();
            SmallVector<int64_t> shape;
            for (int64_t d = 0; d < in.getRank(); ++d) {
              int64_t s = in.getDimSize(d);
              int64_t r = ShapedType::isDynamic(s) || (*inner)[d] < 0
                              ? ShapedType::kDynamic
                              : (*lo)[d] + (*hi)[d] + s +
                                    std::max<int64_t>(s - 1, 0) * (*inner)[d];
              shape.push_back(r < 0 ? ShapedType::kDynamic : r);
            }
            return one(refine::withShape(resultType, shape));
          })
          .Case([&](RealDynamicSliceOp o) -> std::optional<Result> {
            auto start = sfold::getConstantInts(o.getStartIndices());
            auto limit = sfold::getConstantInts(o.getLimitIndices());
            auto strides = sfold::getConstantInts(o.getStrides());
            if (!start || !limit || !strides || limit->size() != start->size() ||
                strides->size() != start->size())
              return Result();
            SmallVector<int64_t> shape;
            for (auto [b, e, s] : llvm::zip(*start, *limit, *strides))
              shape.push_back(s <= 0 || e < b ? ShapedType::kDynamic
                                              : (e - b + s - 1) / s);
            return one(refine::withShape(resultType, shape));
          })
          .Default([](Operation *) -> std::optional<Result> {
            return std::nullopt;
          });
  if (special)
    return *special;
  auto infer = llvm::dyn_cast<InferTypeOpInterface>(op);
  if (!infer)
    return Result();
  SmallVector<Type> inferred;
  if (failed(infer.inferReturnTypes(op->getContext(), op->getLoc(),
                                    op->getOperands(),
                                    op->getRawDictionaryAttrs(),
                                    op->getPropertiesStorage(),
                                    op->getRegions(), inferred)))
    return failure();
  if (inferred.size() != op->getNumResults())
    return Result();
  return Result(std::move(inferred));
}

LogicalResult ShapeRefiner::refineResult(Operation *op, unsigned i, Type known,
                                         bool strict) {
  Value result = op->getResult(i);
  if (!llvm::isa<RankedTensorType>(result.getType()) ||
      !llvm::isa<RankedTensorType>(known))
    return success();
  std::string why;
  FailureOr<Type> met = refine::meetTypes(result.getType(), known, &why);
  if (failed(met)) {
    if (!strict)
      return success();
    return op->emitOpError("cannot refine result ")
           << i << ": the operands give " << known
           << ", which contradicts its type " << result.getType();
  }
  setType(result, *met);
  return success();
}
