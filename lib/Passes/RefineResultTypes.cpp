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
#include "stablehlo_fold/Dialect/ExtraOps.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"
#include "stablehlo_fold/Support/CheckedInt.h"

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

namespace {

/// The values of the constant `v` as sizes, bounds or indices of a type: the
/// one reader, declining an unsigned value above INT64_MAX instead of
/// saturating it (a saturated size would give a wrong type).
std::optional<SmallVector<int64_t>> constantInts(Value v) {
  return sfold::getConstantInts(v, /*exact=*/true);
}

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
      .Case([](RngOp o) { return SmallVector<Value>{o.getShape()}; })
      .Case([](CustomCallOp o) {
        if (o.getCallTargetName() == refine::kShapeAssertion)
          return SmallVector<Value>(o->getOperands());
        SmallVector<Value> shapes;
        if (auto indices = o->getAttrOfType<DenseIntElementsAttr>(
                refine::kIndicesOfShapeOperands))
          for (const APInt &index : indices.getValues<APInt>())
            if (index.getZExtValue() < o->getNumOperands())
              shapes.push_back(o->getOperand(index.getZExtValue()));
        return shapes;
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

/// StableHLO's refinement evaluates these ops (its shape folder patterns)
/// whenever their operands are constants and their types are integers,
/// whether or not the result is a shape.
bool isShapeArithmetic(Operation *op) {
  return llvm::isa<AddOp, AndOp, BroadcastInDimOp, ClampOp, CompareOp,
                   ConcatenateOp, ConvertOp, DivOp, DynamicSliceOp, MaxOp,
                   MinOp, MulOp, OrOp, RemOp, ReshapeOp, SelectOp, SignOp,
                   SliceOp, SubOp>(op);
}

/// Every operand and result of `op` is a ranked tensor of integers (i1
/// included), and the results are static with at most
/// kMaxEvaluatedElements elements each.
bool isSmallIntegerComputation(Operation *op) {
  auto isInt = [](Type t) {
    auto r = llvm::dyn_cast<RankedTensorType>(t);
    return r && llvm::isa<IntegerType>(r.getElementType());
  };
  if (!llvm::all_of(op->getOperandTypes(), isInt))
    return false;
  return llvm::all_of(op->getResultTypes(), [&](Type t) {
    auto r = llvm::dyn_cast<RankedTensorType>(t);
    return isInt(t) && r.hasStaticShape() &&
           r.getNumElements() <= kMaxEvaluatedElements;
  });
}


/// The result type the shape function of the static op `StaticOp` gives for
/// `operands` and the properties `setProps` fills in, with `op`'s element
/// type: how ops without a shape function of their own (dot,
/// dynamic_gather) share their static form's, the one its verifier runs.
template <typename StaticOp, typename SetProps>
std::optional<SmallVector<Type>> shapeFrom(Operation *op, ValueRange operands,
                                           SetProps setProps) {
  typename StaticOp::Properties props;
  setProps(props);
  SmallVector<Type> inferred;
  // A failure is the verifier's to report, with the op's own words.
  ScopedDiagnosticHandler quiet(op->getContext(),
                                [](Diagnostic &) { return success(); });
  if (failed(StaticOp::inferReturnTypes(
          op->getContext(), std::nullopt, operands, DictionaryAttr(),
          OpaqueProperties(&props), RegionRange(), inferred)) ||
      inferred.size() != 1)
    return std::nullopt;
  auto shaped = llvm::dyn_cast<RankedTensorType>(inferred[0]);
  if (!shaped)
    return std::nullopt;
  Type type = refine::withShape(op->getResult(0).getType(), shaped.getShape());
  if (!type)
    return std::nullopt;
  return SmallVector<Type>{type};
}

/// chlo.ragged_dot's result, by the verifier's rule.
Type raggedDotType(chlo::RaggedDotOp o) {
  auto lhs = llvm::dyn_cast<RankedTensorType>(o.getLhs().getType());
  auto rhs = llvm::dyn_cast<RankedTensorType>(o.getRhs().getType());
  auto sizes = llvm::dyn_cast<RankedTensorType>(o.getGroupSizes().getType());
  if (!lhs || !rhs || !sizes)
    return Type();
  return refine::withShape(
      o.getType(), chlo::raggedDotResultShape(
                       lhs, rhs, sizes, o.getRaggedDotDimensionNumbers()));
}

/// A custom_call's results from the constant shape operands its
/// `indices_of_shape_operands` names, one per result (tuples flattened);
/// nothing unless every named operand is a constant.
std::optional<SmallVector<Type>> customCallTypes(CustomCallOp o) {
  auto indices = o->getAttrOfType<DenseIntElementsAttr>(
      refine::kIndicesOfShapeOperands);
  if (!indices)
    return std::nullopt;
  SmallVector<Type> flat;
  for (Type t : o->getResultTypes()) {
    if (auto tuple = llvm::dyn_cast<TupleType>(t))
      llvm::append_range(flat, tuple.getTypes());
    else
      flat.push_back(t);
  }
  if (static_cast<size_t>(indices.getNumElements()) != flat.size())
    return std::nullopt;
  for (auto [i, index] : llvm::enumerate(indices.getValues<APInt>())) {
    uint64_t k = index.getZExtValue();
    if (k >= o->getNumOperands())
      return std::nullopt;
    std::optional<SmallVector<int64_t>> shape = constantInts(o->getOperand(k));
    if (!shape || llvm::any_of(*shape, [](int64_t s) { return s < 0; }))
      return std::nullopt;
    Type refined = refine::withShape(flat[i], *shape);
    if (!refined)
      return std::nullopt;
    flat[i] = refined;
  }
  SmallVector<Type> results;
  ArrayRef<Type> rest = flat;
  for (Type t : o->getResultTypes()) {
    if (auto tuple = llvm::dyn_cast<TupleType>(t)) {
      results.push_back(TupleType::get(
          t.getContext(), rest.take_front(tuple.getTypes().size())));
      rest = rest.drop_front(tuple.getTypes().size());
    } else {
      results.push_back(rest.front());
      rest = rest.drop_front();
    }
  }
  return results;
}

/// A real_dynamic_slice whose limits are its starts plus constant sizes
/// (`add(start, c)` or `add(c, start)`) and whose strides are 1 has those
/// sizes, whatever the starts.
Type sliceSizesFromLimit(RealDynamicSliceOp o,
                         const std::optional<SmallVector<int64_t>> &strides) {
  if (!strides || llvm::any_of(*strides, [](int64_t s) { return s != 1; }))
    return Type();
  auto add = o.getLimitIndices().getDefiningOp<AddOp>();
  if (!add)
    return Type();
  Value start = o.getStartIndices();
  Value other = add.getLhs() == start   ? add.getRhs()
                : add.getRhs() == start ? add.getLhs()
                                        : Value();
  std::optional<SmallVector<int64_t>> sizes =
      other ? constantInts(other) : std::nullopt;
  if (!sizes || llvm::any_of(*sizes, [](int64_t s) { return s < 0; }))
    return Type();
  return refine::withShape(o.getType(), *sizes);
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
  if (llvm::isa<ConstantOp>(op) ||
      !llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
          op->getDialect()))
    return false;
  // set_dimension_size to the size the type already has is the identity.
  if (auto set = llvm::dyn_cast<SetDimensionSizeOp>(op)) {
    auto type = llvm::dyn_cast<RankedTensorType>(set.getType());
    std::optional<SmallVector<int64_t>> size = constantInts(set.getSize());
    int64_t d = static_cast<int64_t>(set.getDimension());
    if (!type || set.getOperand().getType() != type || !size ||
        size->size() != 1 || d >= type.getRank() ||
        (*size)[0] != type.getDimSize(d))
      return false;
    return replaceKeepingAttrs(op, set.getOperand());
  }
  if (!slice.contains(op) && !llvm::isa<GetDimensionSizeOp>(op) &&
      !(isShapeArithmetic(op) && isSmallIntegerComputation(op)))
    return false;
  if (llvm::isa<GetDimensionSizeOp>(op)) {
    // The fold hook's identity (lib/Folders/Identities.cpp): a static
    // dimension's size, declined where the result type cannot hold it.
    SmallVector<Attribute> none(op->getNumOperands());
    SmallVector<OpFoldResult> folded;
    if (failed(foldIdentity(op, none, folded)) || folded.size() != 1)
      return false;
    auto attr = llvm::dyn_cast_if_present<ElementsAttr>(
        llvm::dyn_cast_if_present<Attribute>(folded[0]));
    if (!attr)
      return false;
    return replaceByConstants(op, attr);
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
  SmallVector<ElementsAttr> attrs;
  for (auto [result, folded] : llvm::zip(op->getResults(), results)) {
    auto attr = llvm::dyn_cast_if_present<ElementsAttr>(
        llvm::dyn_cast_if_present<Attribute>(folded));
    if (!attr || attr.getType() != result.getType())
      return false;
    attrs.push_back(attr);
  }
  return replaceByConstants(op, attrs);
}

bool ShapeRefiner::replaceByConstants(Operation *op,
                                      ArrayRef<ElementsAttr> attrs) {
  OpBuilder builder(op);
  SmallVector<Value> constants;
  for (ElementsAttr attr : attrs)
    constants.push_back(
        ConstantOp::create(builder, op->getLoc(), attr).getResult());
  if (replaceKeepingAttrs(op, constants))
    return true;
  for (Value c : constants)
    c.getDefiningOp()->erase();
  return false;
}

bool ShapeRefiner::replaceKeepingAttrs(Operation *op, ValueRange values) {
  if (!canKeepAttrs(op, values))
    return false;
  if (Operation *target = getAttrTarget(op, values)) {
    IRRewriter rewriter(op->getContext());
    mergeAttrsInto(rewriter, op, target);
  }
  op->replaceAllUsesWith(values);
  SmallVector<Value> inputs(op->getOperands());
  eraseOp(op);
  eraseDeadConstants(inputs);
  return true;
}

std::optional<Type> ShapeRefiner::typeFromShapeOperand(Operation *op,
                                                       Value shape) {
  std::optional<SmallVector<int64_t>> sizes = constantInts(shape);
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
            std::optional<int64_t> count =
                checkedStaticElementCount(out.getShape());
            if (!count || *count == 0 || in.getNumElements() % *count != 0)
              return Result();
            int64_t known = *count;
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
          .Case([&](RngOp o) -> std::optional<Result> {
            return one(typeFromShapeOperand(op, o.getShape()));
          })
          .Case([&](UniformQuantizeOp o) -> std::optional<Result> {
            auto shape = operandShape(o.getOperand());
            return shape ? one(refine::withShape(resultType, *shape))
                         : Result();
          })
          .Case([&](DotOp o) -> std::optional<Result> {
            // dot is the dot_general contracting lhs's last dimension with
            // rhs's first: dot_general's shape function decides.
            auto lhs = llvm::dyn_cast<RankedTensorType>(o.getLhs().getType());
            if (!lhs || lhs.getRank() < 1)
              return Result();
            int64_t last = lhs.getRank() - 1;
            auto dims = DotDimensionNumbersAttr::get(op->getContext(), {}, {},
                                                     {last}, {0});
            return shapeFrom<DotGeneralOp>(
                op, {o.getLhs(), o.getRhs()}, [&](auto &props) {
                  props.setDotDimensionNumbers(dims);
                });
          })
          .Case([&](DynamicGatherOp o) -> std::optional<Result> {
            // With constant slice sizes, gather's shape function decides.
            auto sizes = constantInts(o.getSliceSizes());
            if (!sizes)
              return Result();
            auto attr = DenseI64ArrayAttr::get(op->getContext(), *sizes);
            return shapeFrom<GatherOp>(
                op, {o.getOperand(), o.getStartIndices()}, [&](auto &props) {
                  props.setDimensionNumbers(o.getDimensionNumbers());
                  props.setSliceSizes(attr);
                });
          })
          .Case([&](chlo::RaggedDotOp o) -> std::optional<Result> {
            return one(raggedDotType(o));
          })
          .Case([&](CustomCallOp o) -> std::optional<Result> {
            return customCallTypes(o);
          })
          .Case([&](DynamicPadOp o) -> std::optional<Result> {
            // Constant paddings: pad's shape function decides.
            auto lo = constantInts(o.getEdgePaddingLow());
            auto hi = constantInts(o.getEdgePaddingHigh());
            auto inner = constantInts(o.getInteriorPadding());
            if (!lo || !hi || !inner)
              return Result();
            MLIRContext *ctx = op->getContext();
            return shapeFrom<PadOp>(
                op, {o.getOperand(), o.getPaddingValue()}, [&](auto &props) {
                  props.setEdgePaddingLow(DenseI64ArrayAttr::get(ctx, *lo));
                  props.setEdgePaddingHigh(DenseI64ArrayAttr::get(ctx, *hi));
                  props.setInteriorPadding(
                      DenseI64ArrayAttr::get(ctx, *inner));
                });
          })
          .Case([&](RealDynamicSliceOp o) -> std::optional<Result> {
            // Constant bounds: slice's shape function decides.
            auto start = constantInts(o.getStartIndices());
            auto limit = constantInts(o.getLimitIndices());
            auto strides = constantInts(o.getStrides());
            if (!start || !limit)
              return one(sliceSizesFromLimit(o, strides));
            if (!strides)
              return Result();
            MLIRContext *ctx = op->getContext();
            return shapeFrom<SliceOp>(op, {o.getOperand()}, [&](auto &props) {
              props.setStartIndices(DenseI64ArrayAttr::get(ctx, *start));
              props.setLimitIndices(DenseI64ArrayAttr::get(ctx, *limit));
              props.setStrides(DenseI64ArrayAttr::get(ctx, *strides));
            });
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
