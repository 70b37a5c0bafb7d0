//===- RefineShapes.cpp - --stablehlo-refine-shapes -----------------------===//
//
// Refines result types in place, op by op in program order, from the shape
// functions the verifier already uses (InferTypeOpInterface) and from
// constant shape operands; shape computations fold through the Folders, so
// the same kernels as --interpret compute every constant. Regions, calls and
// function signatures follow. See Passes.td and docs/passes.md.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"
#include "stablehlo_fold/Support/CheckedInt.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_STABLEHLOREFINESHAPES
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Shape values are small integer tensors; larger ones are data.
constexpr int64_t kMaxShapeElements = 64;

bool isShapeValue(Value v) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  return t && t.hasStaticShape() && t.getNumElements() <= kMaxShapeElements &&
         llvm::isa<IntegerType>(t.getElementType());
}

bool isScalarInt(Value v) {
  auto t = llvm::dyn_cast<RankedTensorType>(v.getType());
  return t && t.getRank() == 0 && llvm::isa<IntegerType>(t.getElementType());
}

/// Erases the constants among the definitions of `values` that have no
/// users left (the inputs of a folded shape computation).
void eraseDeadConstants(ArrayRef<Value> values) {
  // Each value once: erasing a constant frees its result.
  llvm::SmallSetVector<Value, 4> unique(values.begin(), values.end());
  for (Value v : unique)
    if (auto constant = v.getDefiningOp<ConstantOp>())
      if (constant->use_empty())
        constant->erase();
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

bool hasDynamicTypes(TypeRange types) {
  return llvm::any_of(types, [](Type t) {
    auto s = llvm::dyn_cast<ShapedType>(t);
    return s && !s.hasStaticShape();
  });
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

class ShapeRefiner {
public:
  ShapeRefiner(ModuleOp module) : module(module), symbols(module) {}

  LogicalResult refineFunction(func::FuncOp func);

  /// Erases the originals of specialised functions that lost their callers
  /// and gives a sole specialisation its original's name.
  void cleanUp();

  /// Inserts identity converts back to the old type where a refined value
  /// is used by an op that is not known to take refined operands.
  void widenForeignUses();

private:
  LogicalResult refineBlock(Block &block);
  LogicalResult refineOp(Operation *op);
  LogicalResult refineCall(func::CallOp call);
  LogicalResult refineWhile(WhileOp op);
  LogicalResult refineBranches(Operation *op);
  LogicalResult refineResult(Operation *op, unsigned i, Type known,
                             bool strict);
  void setType(Value v, Type type);
  bool tryFold(Operation *op);
  FailureOr<std::optional<SmallVector<Type>>> knownResultTypes(Operation *op);
  std::optional<Type> typeFromShapeOperand(Operation *op, Value shape);
  Value widen(OpBuilder &builder, Value v, Type type);
  void computeSlice(func::FuncOp func);

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
  int trialDepth = 0;
  bool changed = false;
};

void ShapeRefiner::setType(Value v, Type type) {
  if (v.getType() == type)
    return;
  if (trialDepth == 0)
    original.try_emplace(v, v.getType());
  v.setType(type);
  changed = true;
}

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
    DenseElementsAttr attr = getIntegerSplat(resultType, type.getDimSize(d));
    if (!attr)
      return false; // the size does not fit the result type
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
              std::optional<int64_t> r =
                  ShapedType::isDynamic(s)
                      ? std::nullopt
                      : checkedPaddedSize(s, (*lo)[d], (*hi)[d], (*inner)[d]);
              shape.push_back(r && *r >= 0 ? *r : ShapedType::kDynamic);
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
              shape.push_back(
                  checkedSliceSize(b, e, s).value_or(ShapedType::kDynamic));
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

Value ShapeRefiner::widen(OpBuilder &builder, Value v, Type type) {
  if (v.getType() == type || !llvm::isa<RankedTensorType>(v.getType()) ||
      !llvm::isa<RankedTensorType>(type))
    return v;
  auto convert = ConvertOp::create(builder, v.getLoc(), type, v);
  if (trialDepth == 0) // trial copies are erased: keep no pointers to them
    widenings.insert(convert);
  return convert.getResult();
}

LogicalResult ShapeRefiner::refineOp(Operation *op) {
  if (widenings.contains(op))
    return success();
  if (tryFold(op))
    return success();
  if (auto call = llvm::dyn_cast<func::CallOp>(op))
    return refineCall(call);
  if (auto loop = llvm::dyn_cast<WhileOp>(op))
    return refineWhile(loop);
  if (llvm::isa<IfOp, CaseOp>(op))
    return refineBranches(op);
  if (!llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
          op->getDialect()))
    return success();
  FailureOr<std::optional<SmallVector<Type>>> known = knownResultTypes(op);
  if (failed(known))
    return failure();
  if (!*known)
    return success();
  for (auto [i, type] : llvm::enumerate(**known))
    if (failed(refineResult(op, i, type, /*strict=*/true)))
      return failure();
  return success();
}

LogicalResult ShapeRefiner::refineBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(refineOp(&op)))
      return failure();
  return success();
}

LogicalResult ShapeRefiner::refineBranches(Operation *op) {
  for (Region &region : op->getRegions())
    if (!region.empty() && failed(refineBlock(region.front())))
      return failure();
  // A result is as static as what every branch returns.
  SmallVector<Type> joined;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      return success();
    Operation *terminator = region.front().getTerminator();
    if (!terminator || terminator->getNumOperands() != op->getNumResults())
      return success();
    for (auto [i, t] : llvm::enumerate(terminator->getOperandTypes())) {
      if (joined.size() <= i)
        joined.push_back(t);
      else
        joined[i] = refine::joinTypes(joined[i], t);
    }
  }
  for (auto [i, type] : llvm::enumerate(joined))
    if (failed(refineResult(op, i, type, /*strict=*/false)))
      return failure();
  // Branches that disagree return the joined type (the verifier wants
  // compatible branches).
  for (Region &region : op->getRegions()) {
    Operation *terminator = region.front().getTerminator();
    OpBuilder builder(terminator);
    for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
      if (terminator->getOperand(i).getType() != type)
        terminator->setOperand(
            i, widen(builder, terminator->getOperand(i), type));
  }
  return success();
}

LogicalResult ShapeRefiner::refineWhile(WhileOp op) {
  Block &cond = op.getCond().front(), &body = op.getBody().front();
  // The loop types: the initial values', generalised where the body returns
  // something less static, until the body returns what it receives. Each
  // candidate is tried on a copy (diagnostics dropped: a candidate that is
  // too static may make the copy contradict itself).
  SmallVector<Type> candidate;
  for (auto [arg, init] : llvm::zip(body.getArguments(), op.getOperands())) {
    FailureOr<Type> met = refine::meetTypes(arg.getType(), init.getType());
    candidate.push_back(succeeded(met) ? *met : arg.getType());
  }
  if (candidate != SmallVector<Type>(body.getArgumentTypes())) {
    bool savedChanged = changed;
    for (int round = 0; round < 16; ++round) {
      Operation *copy = op->clone();
      auto trial = llvm::cast<WhileOp>(copy);
      for (Region *r : {&trial.getCond(), &trial.getBody()})
        for (auto [arg, type] : llvm::zip(r->getArguments(), candidate))
          arg.setType(type);
      ++trialDepth;
      bool ok;
      {
        ScopedDiagnosticHandler quiet(op->getContext(),
                                      [](Diagnostic &) { return success(); });
        ok = succeeded(refineBlock(trial.getBody().front()));
      }
      --trialDepth;
      SmallVector<Type> next = candidate;
      if (ok) {
        Operation *yield = trial.getBody().front().getTerminator();
        for (auto [i, t] : llvm::enumerate(yield->getOperandTypes()))
          if (i < next.size())
            next[i] = refine::joinTypes(next[i], t, /*keepBounds=*/false);
      } else {
        next.assign(body.getArgumentTypes().begin(),
                    body.getArgumentTypes().end());
      }
      copy->erase();
      if (next == candidate)
        break;
      candidate = next;
    }
    changed = savedChanged;
  }
  // Apply: the operands take the loop types (identity converts where the
  // initial value is more static), then the regions and the results.
  OpBuilder builder(op);
  for (auto [i, type] : llvm::enumerate(candidate)) {
    Value init = op->getOperand(i);
    if (init.getType() != type) {
      FailureOr<Type> met = refine::meetTypes(type, init.getType());
      if (failed(met) || *met != init.getType())
        continue; // not a refinement of the initial value: left alone
      op->setOperand(i, widen(builder, init, type));
    }
    for (Block *block : {&cond, &body})
      setType(block->getArgument(i), type);
    setType(op->getResult(i), type);
  }
  if (failed(refineBlock(cond)) || failed(refineBlock(body)))
    return failure();
  // The body may return something more static than the loop types: fine
  // for the verifier (compatible types), nothing to do.
  return success();
}

LogicalResult ShapeRefiner::refineCall(func::CallOp call) {
  auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
  OpBuilder builder(call);
  auto widenOperands = [&](TypeRange types) {
    if (types.size() != call.getNumOperands())
      return;
    for (auto [i, type] : llvm::enumerate(types))
      call->setOperand(i, widen(builder, call->getOperand(i), type));
  };
  if (!callee || callee.isExternal() || callee.isPublic() ||
      callee.getNumArguments() != call.getNumOperands()) {
    if (callee)
      widenOperands(callee.getArgumentTypes());
    return success();
  }
  Operation *origin = originOf.lookup(callee);
  if (!origin)
    origin = callee;
  if (active.contains(origin)) {
    if (trialDepth == 0)
      call.emitRemark("recursive call to @")
          << call.getCallee() << " is not refined";
    widenOperands(callee.getArgumentTypes());
    return success();
  }

  // The signature: argument types and constant scalar arguments.
  auto origFunc = llvm::cast<func::FuncOp>(origin);
  SmallVector<Type> argTypes;
  std::string key;
  llvm::raw_string_ostream os(key);
  os << origFunc.getSymName() << '(';
  for (auto [operand, declared] :
       llvm::zip(call.getOperands(), origFunc.getArgumentTypes())) {
    FailureOr<Type> met = refine::meetTypes(declared, operand.getType());
    if (failed(met)) {
      widenOperands(callee.getArgumentTypes());
      return success();
    }
    argTypes.push_back(*met);
    os << *met;
    if (isScalarInt(operand))
      if (auto value = sfold::getConstantInts(operand))
        os << '=' << (*value)[0];
    os << ',';
  }
  os << ')';

  func::FuncOp specialized = specializations.lookup(key);
  if (!specialized) {
    specialized = origFunc.clone();
    symbols.insert(specialized, std::next(Block::iterator(origFunc)));
    specialized.setPrivate();
    specializations[key] = specialized;
    originOf[specialized] = origFunc;
    copies.push_back({origFunc, specialized});
    originalNames.try_emplace(origFunc, origFunc.getSymNameAttr());
    Block &entry = specialized.front();
    OpBuilder inner = OpBuilder::atBlockBegin(&entry);
    for (auto [arg, type, operand] :
         llvm::zip(entry.getArguments(), argTypes, call.getOperands())) {
      arg.setType(type);
      if (!isScalarInt(operand))
        continue;
      DenseElementsAttr attr;
      if (matchPattern(operand, m_Constant(&attr)) && !arg.use_empty())
        arg.replaceAllUsesWith(
            ConstantOp::create(inner, arg.getLoc(),
                               llvm::cast<ElementsAttr>(attr))
                .getResult());
    }
    specialized.setFunctionType(
        inner.getFunctionType(argTypes, specialized.getResultTypes()));
    if (failed(refineFunction(specialized)))
      return failure();
  }
  call.setCallee(specialized.getSymName());
  for (auto [i, type] : llvm::enumerate(specialized.getResultTypes()))
    if (i < call.getNumResults())
      setType(call.getResult(i), type);
  for (auto [i, type] : llvm::enumerate(specialized.getArgumentTypes()))
    call->setOperand(i, widen(builder, call->getOperand(i), type));
  return success();
}

LogicalResult ShapeRefiner::refineFunction(func::FuncOp func) {
  if (func.isExternal())
    return success();
  if (!func.getBody().hasOneBlock()) {
    func.emitRemark("not refined: the function has several blocks");
    return success();
  }
  Operation *origin = originOf.lookup(func);
  if (!origin)
    origin = func;
  active.insert(origin);
  // A callee is refined in the middle of its caller: the caller's slice
  // comes back afterwards.
  llvm::DenseSet<Operation *> callerSlice = std::move(slice);
  llvm::scope_exit done([&] {
    active.erase(origin);
    slice = std::move(callerSlice);
  });
  bool outerChanged = changed;
  for (int round = 0; round < 4; ++round) {
    changed = false;
    computeSlice(func);
    if (failed(refineBlock(func.front())))
      return failure();
    outerChanged |= changed;
    if (!changed)
      break;
  }
  changed = outerChanged;
  // Result types follow the returns, unless callers we do not refine depend
  // on them (a public function that is also called).
  auto ret = llvm::dyn_cast<func::ReturnOp>(func.front().getTerminator());
  if (!ret || ret.getNumOperands() != func.getNumResults())
    return success();
  bool called = func.isPublic() && !SymbolTable::symbolKnownUseEmpty(func, module);
  if (called) {
    OpBuilder builder(ret);
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      ret->setOperand(i, widen(builder, ret->getOperand(i), type));
    return success();
  }
  SmallVector<Type> results;
  for (auto [declared, returned] :
       llvm::zip(func.getResultTypes(), ret.getOperandTypes())) {
    FailureOr<Type> met = refine::meetTypes(declared, returned);
    results.push_back(succeeded(met) ? *met : declared);
  }
  OpBuilder builder(ret);
  for (auto [i, type] : llvm::enumerate(results))
    ret->setOperand(i, widen(builder, ret->getOperand(i), type));
  func.setFunctionType(
      builder.getFunctionType(func.getArgumentTypes(), results));
  return success();
}

void ShapeRefiner::widenForeignUses() {
  for (auto [value, type] : original) {
    for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
      Operation *user = use.getOwner();
      if (llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
              user->getDialect()) ||
          llvm::isa<func::ReturnOp, func::CallOp>(user))
        continue;
      OpBuilder builder(user);
      use.set(widen(builder, value, type));
    }
  }
}

void ShapeRefiner::cleanUp() {
  // Erasing an original can free the last use of another: repeat until
  // nothing changes (each round erases at least one function).
  llvm::SetVector<Operation *> origins;
  for (auto [origin, copy] : copies)
    origins.insert(origin);
  llvm::DenseSet<Operation *> erased;
  for (bool progress = true; progress;) {
    progress = false;
    for (auto [origin, copy] : copies) {
      // Copies made for trial loop bodies may have lost their callers.
      if (!erased.contains(copy) &&
          SymbolTable::symbolKnownUseEmpty(copy, module)) {
        erased.insert(copy);
        symbols.erase(copy);
        progress = true;
      }
    }
    for (Operation *origin : origins) {
      auto func = llvm::cast<func::FuncOp>(origin);
      if (erased.contains(origin) || !func.isPrivate() ||
          !SymbolTable::symbolKnownUseEmpty(func, module))
        continue;
      erased.insert(origin);
      symbols.erase(func);
      progress = true;
    }
  }
  // A sole live copy takes its original's name.
  for (Operation *origin : origins) {
    if (!erased.contains(origin))
      continue;
    SmallVector<func::FuncOp> live;
    for (auto [o, copy] : copies)
      if (o == origin && !erased.contains(copy))
        live.push_back(copy);
    auto it = originalNames.find(origin);
    if (live.size() == 1 && it != originalNames.end())
      (void)symbols.rename(live.front(), it->second);
  }
}

struct RefineShapesPass
    : public sfold::impl::StablehloRefineShapesBase<RefineShapesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The wrappers of refine-arguments go first: their users see the
    // refined arguments.
    module.walk([](CustomCallOp op) {
      if (op.getCallTargetName() != refine::kOperandWrapper ||
          op->getNumOperands() < 1 || op->getNumResults() != 1)
        return;
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      SmallVector<Value> shapes(op->getOperands().drop_front());
      op->erase();
      eraseDeadConstants(shapes);
    });
    ShapeRefiner refiner(module);
    SmallVector<func::FuncOp> roots;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic())
        roots.push_back(func);
    for (func::FuncOp func : roots)
      if (failed(refiner.refineFunction(func)))
        return signalPassFailure();
    refiner.widenForeignUses();
    refiner.cleanUp();
    if (failed(verify(module)))
      return signalPassFailure();
  }
};

} // namespace
