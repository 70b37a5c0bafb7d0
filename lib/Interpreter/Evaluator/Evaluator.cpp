//===- Evaluator.cpp - running functions op by op -------------------------===//

#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "ExtraHandlers.h"
#include "Handlers.h"
#include "SmallLoop.h"
#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

void InterpreterValue::print(raw_ostream &os, TensorFormat format) const {
  if (isTensor()) {
    printTensor(os, getTensor(), format);
    return;
  }
  if (isToken()) {
    os << "token";
    return;
  }
  if (isTuple()) {
    os << '(';
    llvm::interleaveComma(getTuple(), os, [&](const InterpreterValue &v) {
      v.print(os, format);
    });
    os << ')';
    return;
  }
  os << "<null>";
}

//===----------------------------------------------------------------------===//
// Dispatch table
//===----------------------------------------------------------------------===//

PreparedKernel HandlerTable::prepare(Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name)
    return {};
  auto it = prepared.find(name->getTypeID());
  return it == prepared.end() ? PreparedKernel() : it->second(op);
}

SmallKernel HandlerTable::prepareSmall(Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name || op->getNumRegions() != 0 || op->getNumResults() != 1 ||
      !llvm::all_of(op->getOperandTypes(), isSmallValueType) ||
      !isSmallValueType(op->getResult(0).getType()))
    return {};
  auto it = small.find(name->getTypeID());
  return it == small.end() ? SmallKernel() : it->second(op);
}

bool HandlerTable::takesScalarOperands(Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  return name && scalarOperands.contains(name->getTypeID());
}

const OpHandler *HandlerTable::lookup(Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name)
    return nullptr;
  auto it = table.find(name->getTypeID());
  return it == table.end() ? nullptr : &it->second;
}

const HandlerTable &mlir::sfold::getHandlerTable() {
  static const HandlerTable table = [] {
    HandlerTable t;
    registerCoreHandlers(t);
    registerCheckHandlers(t);
    registerElementwiseHandlers(t);
    registerDataMovementHandlers(t);
    registerReductionHandlers(t);
    registerControlFlowHandlers(t);
    registerMiscHandlers(t);
    registerCollectiveHandlers(t);
    registerLinalgHandlers(t);
    registerChloHandlers(t);
    registerExtraHandlers(t);
    return t;
  }();
  return table;
}

FailureOr<ValueList> mlir::sfold::single(Operation *op, FailureOr<Tensor> t) {
  if (failed(t)) {
    op->emitError("could not evaluate '")
        << op->getName() << "' on these operands";
    return failure();
  }
  return single(std::move(*t));
}

//===----------------------------------------------------------------------===//
// Block plans
//===----------------------------------------------------------------------===//
//
// A block is planned once per evaluation (the first time it runs): each op's
// handler, prepared kernel, cost and largest static result, and where its
// operands and results live. Values are slots of an array (the block's
// arguments, then each op's results), not entries of a map; a value is
// dropped after its last use, and moved into the op that uses it last. A
// loop body, a reduce body or a called function therefore runs without
// looking anything up.

namespace {
/// Where an operand's value is: slot `index` of the block's values, or, for
/// a value from an enclosing block, `index` into the plan's outer values.
struct OperandRef {
  uint32_t index;
  bool outer;
  /// The block's last use of a local value: moved out of its slot.
  bool move;
};

/// One op of a plan.
struct OpPlan {
  Operation *op;
  const OpHandler *handler;
  PreparedKernel kernel;
  OpCost cost;
  /// The largest statically shaped result, in bytes.
  uint64_t resultBytes;
  uint32_t firstOperand, numOperands;
  uint32_t firstResult;
  /// Slots whose last use is this op (dropped after it runs).
  uint32_t firstRelease, numReleases;
  bool dynamic;
  bool terminator;
};

bool holdsValue(const InterpreterValue &v) {
  return v.isTensor() || v.isToken() || v.isTuple();
}

bool isStaticUnquantized(Type type) {
  auto t = llvm::dyn_cast<RankedTensorType>(type);
  return t && t.hasStaticShape() &&
         !llvm::isa<quant::QuantizedType>(t.getElementType());
}
} // namespace

struct Evaluator::BlockPlan {
  /// A value from an enclosing block: slot `slot` of the running `owner`, or
  /// (when the owner has no plan: the values an `evaluateOp` captured)
  /// looked up by `value`.
  struct OuterRef {
    Value value;
    const BlockPlan *owner;
    uint32_t slot;
  };
  Block *block = nullptr;
  uint32_t numSlots = 0;
  std::vector<OpPlan> ops;
  std::vector<OperandRef> operands;
  std::vector<uint32_t> releases;
  std::vector<OuterRef> outers;
  llvm::DenseMap<Value, uint32_t> slotOf;
  /// The slots of the run in progress, kept for the next run (a recursive
  /// run gets its own).
  ValueList slots;
  bool running = false;
};

/// The values of one block run; regions see their parents' values.
struct Evaluator::Scope {
  Scope *parent = nullptr;
  BlockPlan *plan = nullptr;
  MutableArrayRef<InterpreterValue> slots;
  /// The plan's outer values, resolved on first use.
  SmallVector<const InterpreterValue *, 4> outerValues;
  /// What `evaluateOp` was given for the values its regions capture.
  const llvm::DenseMap<Value, InterpreterValue> *captured = nullptr;

  const InterpreterValue *lookupOuter(const BlockPlan::OuterRef &ref) const {
    for (const Scope *s = parent; s; s = s->parent) {
      if (ref.owner && s->plan == ref.owner) {
        const InterpreterValue &v = s->slots[ref.slot];
        return holdsValue(v) ? &v : nullptr;
      }
      if (s->captured) {
        auto it = s->captured->find(ref.value);
        if (it != s->captured->end())
          return &it->second;
      }
    }
    return nullptr;
  }

  /// The value of `value` in this scope or an enclosing one (null if none).
  const InterpreterValue *lookup(Value value) const {
    for (const Scope *s = this; s; s = s->parent) {
      if (s->plan && s->plan->block == value.getParentBlock()) {
        auto it = s->plan->slotOf.find(value);
        if (it == s->plan->slotOf.end())
          return nullptr;
        const InterpreterValue &v = s->slots[it->second];
        return holdsValue(v) ? &v : nullptr;
      }
      if (s->captured) {
        auto it = s->captured->find(value);
        if (it != s->captured->end())
          return &it->second;
      }
    }
    return nullptr;
  }

  /// The value of `ref`, or null if it has none (an error at the op).
  InterpreterValue *get(const OperandRef &ref) {
    if (!ref.outer) {
      InterpreterValue &v = slots[ref.index];
      return holdsValue(v) ? &v : nullptr;
    }
    const InterpreterValue *&v = outerValues[ref.index];
    if (!v)
      v = lookupOuter(plan->outers[ref.index]);
    // Outer values are only read (never moved).
    return const_cast<InterpreterValue *>(v);
  }
};

Evaluator::BlockPlan &Evaluator::getPlan(Block &block) {
  std::unique_ptr<BlockPlan> &entry = plans[&block];
  if (entry)
    return *entry;
  entry = std::make_unique<BlockPlan>();
  BlockPlan &plan = *entry;
  plan.block = &block;
  uint32_t next = 0;
  for (BlockArgument arg : block.getArguments())
    plan.slotOf[arg] = next++;
  size_t numOps = 0;
  for (Operation &op : block) {
    ++numOps;
    for (Value r : op.getResults())
      plan.slotOf[r] = next++;
  }
  plan.numSlots = next;

  // The last op of the block that uses each slot, itself or inside its
  // regions (operand lists only: other threads may be editing use lists).
  std::vector<int64_t> lastUse(next, -1);
  for (auto [i, op] : llvm::enumerate(block)) {
    op.walk([&, i = i](Operation *user) {
      for (Value v : user->getOperands()) {
        auto it = plan.slotOf.find(v);
        if (it != plan.slotOf.end())
          lastUse[it->second] = std::max<int64_t>(lastUse[it->second], i);
      }
    });
  }
  std::vector<SmallVector<uint32_t, 2>> releasedAfter(numOps);
  for (uint32_t slot = block.getNumArguments(); slot < next; ++slot)
    if (lastUse[slot] >= 0)
      releasedAfter[lastUse[slot]].push_back(slot);
  for (uint32_t slot = 0; slot < block.getNumArguments(); ++slot)
    if (lastUse[slot] >= 0)
      releasedAfter[lastUse[slot]].push_back(slot);

  llvm::DenseMap<Value, uint32_t> outerIndex;
  uint32_t resultSlot = block.getNumArguments();
  for (auto [i, op] : llvm::enumerate(block)) {
    OpPlan p{};
    p.op = &op;
    p.terminator = op.hasTrait<OpTrait::IsTerminator>();
    p.handler = p.terminator ? nullptr : handlers.lookup(&op);
    p.firstResult = resultSlot;
    resultSlot += op.getNumResults();
    p.firstOperand = plan.operands.size();
    p.numOperands = op.getNumOperands();
    for (auto [k, v] : llvm::enumerate(op.getOperands())) {
      auto local = plan.slotOf.find(v);
      if (local != plan.slotOf.end()) {
        uint32_t slot = local->second;
        bool lastHere = lastUse[slot] == static_cast<int64_t>(i) &&
                        op.getNumRegions() == 0 &&
                        !llvm::is_contained(
                            op.getOperands().drop_front(k + 1), v);
        plan.operands.push_back({slot, false, lastHere});
        continue;
      }
      auto [it, inserted] = outerIndex.try_emplace(v, plan.outers.size());
      if (inserted) {
        BlockPlan::OuterRef ref{v, nullptr, 0};
        if (Block *owner = v.getParentBlock()) {
          auto ownerPlan = plans.find(owner);
          if (ownerPlan != plans.end() && ownerPlan->second) {
            ref.owner = ownerPlan->second.get();
            ref.slot = ref.owner->slotOf.lookup(v);
          }
        }
        plan.outers.push_back(ref);
      }
      plan.operands.push_back({it->second, true, false});
    }
    p.firstRelease = plan.releases.size();
    p.numReleases = releasedAfter[i].size();
    plan.releases.insert(plan.releases.end(), releasedAfter[i].begin(),
                         releasedAfter[i].end());
    // Results nothing uses are dropped at once.
    for (unsigned r = 0; r < op.getNumResults(); ++r)
      if (lastUse[p.firstResult + r] < 0) {
        plan.releases.push_back(p.firstResult + r);
        ++p.numReleases;
      }
    if (p.handler) {
      p.dynamic = hasDynamicTypes(&op);
      p.cost = estimateCost(&op);
      p.resultBytes = 0;
      for (Type t : op.getResultTypes())
        if (auto type = llvm::dyn_cast<RankedTensorType>(t))
          if (std::optional<size_t> bytes = Tensor::computeSizeInBytes(type))
            p.resultBytes = std::max<uint64_t>(p.resultBytes, *bytes);
      if (!p.dynamic && op.getNumRegions() == 0 && op.getNumResults() == 1 &&
          llvm::all_of(op.getOperandTypes(), isStaticUnquantized) &&
          isStaticUnquantized(op.getResult(0).getType()) &&
          !(options.keepUndefinedDivisions && isIntegerDivision(&op)))
        p.kernel = handlers.prepare(&op); // divisions checked: by runHandler
    }
    plan.ops.push_back(std::move(p));
  }
  return plan;
}

const InterpreterValue *Evaluator::lookupValue(Value value) const {
  return currentScope ? currentScope->lookup(value) : nullptr;
}

void Evaluator::forgetPlans(Operation *op) {
  op->walk([&](Block *block) {
    plans.erase(block);
    smallLoops.erase(block);
  });
}

//===----------------------------------------------------------------------===//
// Evaluator
//===----------------------------------------------------------------------===//

Evaluator::Evaluator(ModuleOp module, const InterpreterOptions &options,
                     raw_ostream &output)
    : module(module), options(options), output(output),
      handlers(getHandlerTable()), budget(options.limits) {}

Evaluator::~Evaluator() = default;

/// Checks that the statically shaped results of `op` fit the memory limit;
/// records why not in `budget`.
static bool checkResultSizes(Operation *op, EvalBudget &budget) {
  // The results' sizes, before anything is allocated: a clean error rather
  // than a failed allocation (dynamic shapes are checked as they are
  // allocated, under the limit `runHandler` sets).
  for (Type t : op->getResultTypes()) {
    auto type = llvm::dyn_cast<RankedTensorType>(t);
    if (!type)
      continue;
    std::optional<size_t> bytes = Tensor::computeSizeInBytes(type);
    if (bytes && !budget.tryAllocate(type, *bytes))
      return false;
  }
  return true;
}

LogicalResult Evaluator::admit(Operation *op) {
  if (!budget.tryCharge(estimateCost(op), op->getName().getStringRef()) ||
      !checkResultSizes(op, budget)) {
    op->emitError(budget.getMessage());
    return failure();
  }
  return success();
}

FailureOr<ValueList>
Evaluator::runHandler(const OpHandler &handler, Operation *op,
                      MutableArrayRef<InterpreterValue> operands) {
  // Evaluation for folding keeps the fold policy inside regions and callees.
  if (options.keepUndefinedDivisions && isIntegerDivision(op) &&
      operands.size() == 2 && operands[0].isTensor() &&
      operands[1].isTensor() &&
      dividesUndefined(operands[0].getTensor(), operands[1].getTensor())) {
    op->emitError("an integer division by zero or of INT_MIN by -1 is "
                  "kept, as by the fold hook");
    return failure();
  }
  takeAllocationFailure();
  FailureOr<ValueList> results = [&] {
    ScopedAllocationLimit limit(budget.getLimits().maxTensorBytes);
    KernelConfigScope kernels(options.kernels);
    return handler(op, operands, *this);
  }();
  // A handler that passes on a kernel's null Tensor (its allocation failed)
  // has failed too.
  bool nullResult =
      succeeded(results) && llvm::any_of(*results, [](const auto &v) {
        return v.isTensor() && !v.getTensor();
      });
  std::optional<AllocationFailure> f = takeAllocationFailure();
  if (f && (failed(results) || nullResult) && !budget.isExhausted()) {
    if (f->overLimit)
      budget.tryAllocate(f->type, f->bytes);
    else
      budget.noteAllocationFailure(f->type, f->bytes);
    op->emitError(budget.getMessage());
    return failure();
  }
  if (nullResult) {
    op->emitError("could not evaluate '") << op->getName() << "'";
    return failure();
  }
  return results;
}

func::FuncOp Evaluator::lookupFunction(StringRef name) {
  if (!module)
    return nullptr;
  return module.lookupSymbol<func::FuncOp>(name);
}

static void emitNoValue(Operation *op) {
  op->emitError("operand has no value (defined outside the interpreted "
                "function?)");
}

bool Evaluator::runPlannedOp(BlockPlan &plan, size_t index, Scope &scope,
                             ValueList &operands) {
  OpPlan &p = plan.ops[index];
  Operation *op = p.op;
  ArrayRef<OperandRef> refs(plan.operands.data() + p.firstOperand,
                            p.numOperands);
  auto release = [&] {
    for (uint32_t slot : ArrayRef<uint32_t>(
             plan.releases.data() + p.firstRelease, p.numReleases))
      scope.slots[slot] = InterpreterValue();
  };

  // The prepared kernel: no handler, no operand copies.
  bool admitted = false;
  if (p.kernel) {
    SmallVector<const Tensor *, 4> tensors;
    for (const OperandRef &ref : refs) {
      const InterpreterValue *v = scope.get(ref);
      if (!v || !v->isTensor())
        break;
      tensors.push_back(&v->getTensor());
    }
    if (tensors.size() == refs.size()) {
      if (!budget.tryCharge(p.cost, op->getName().getStringRef()) ||
          (p.resultBytes > budget.getLimits().maxTensorBytes &&
           !checkResultSizes(op, budget))) {
        op->emitError(budget.getMessage());
        return false;
      }
      admitted = true;
      Tensor result;
      {
        ScopedAllocationLimit limit(budget.getLimits().maxTensorBytes);
        KernelConfigScope kernels(options.kernels);
        result = p.kernel(tensors);
      }
      if (result) {
        scope.slots[p.firstResult] = InterpreterValue(std::move(result));
        release();
        return true;
      }
      // The handler reports why (and does the same work: nothing else was
      // changed).
    }
  }

  operands.clear();
  for (const OperandRef &ref : refs) {
    InterpreterValue *v = scope.get(ref);
    if (!v) {
      emitNoValue(op);
      return false;
    }
    if (ref.move)
      operands.push_back(std::move(*v));
    else
      operands.push_back(*v);
  }
  if (!p.handler) {
    op->emitError("not supported by the interpreter: '")
        << op->getName() << "'";
    return false;
  }
  if (!admitted) {
    if (!budget.tryCharge(p.cost, op->getName().getStringRef()) ||
        (p.resultBytes > budget.getLimits().maxTensorBytes &&
         !checkResultSizes(op, budget))) {
      op->emitError(budget.getMessage());
      return false;
    }
  }
  // An op with `?` in its types runs on a copy with the runtime types
  // (Dynamic.cpp); either way under the budget's allocation limit.
  const OpHandler &handler = *p.handler;
  FailureOr<ValueList> results =
      p.dynamic
          ? runHandler(
                [&](Operation *o, MutableArrayRef<InterpreterValue> args,
                    Evaluator &) { return runDynamic(o, handler, args); },
                op, operands)
          : runHandler(handler, op, operands);
  operands.clear();
  if (failed(results))
    return false;
  if (results->size() != op->getNumResults()) {
    op->emitError("internal error: handler produced ")
        << results->size() << " values for " << op->getNumResults()
        << " results";
    return false;
  }
  if (p.dynamic) {
    for (auto [i, result, value] :
         llvm::enumerate(op->getResults(), *results)) {
      if (!value.isTensor())
        continue;
      if (std::optional<std::string> why = getTypeMismatch(
              result.getType(), value.getTensor().getType())) {
        op->emitError("result #")
            << i << " of type " << result.getType()
            << " disagrees with its runtime value: " << *why;
        return false;
      }
    }
  }
  for (auto [k, value] : llvm::enumerate(*results))
    scope.slots[p.firstResult + k] = std::move(value);
  release();
  return true;
}

FailureOr<ValueList> Evaluator::runBlock(Block &block,
                                         ArrayRef<InterpreterValue> args,
                                         Scope *parent) {
  if (block.getNumArguments() != args.size()) {
    emitError(block.getParent()->getLoc())
        << "expected " << block.getNumArguments() << " arguments, got "
        << args.size();
    return failure();
  }
  BlockPlan &plan = getPlan(block);
  // The plan's slots are reused from run to run, unless this is a run inside
  // a run of the same block (recursion).
  ValueList ownSlots;
  bool reuse = !plan.running;
  MutableArrayRef<InterpreterValue> slots;
  if (reuse) {
    plan.running = true;
    plan.slots.resize(plan.numSlots);
    slots = plan.slots;
  } else {
    ownSlots.resize(plan.numSlots);
    slots = ownSlots;
  }
  Scope scope;
  scope.parent = parent;
  scope.plan = &plan;
  scope.slots = slots;
  scope.outerValues.assign(plan.outers.size(), nullptr);
  for (auto [slot, value] : llvm::zip(slots, args))
    slot = value;

  Scope *saved = currentScope;
  currentScope = &scope;
  llvm::scope_exit restore([&] {
    currentScope = saved;
    if (reuse) {
      for (InterpreterValue &v : slots)
        v = InterpreterValue();
      plan.running = false;
    }
  });

  ValueList operands;
  for (size_t i = 0, e = plan.ops.size(); i < e; ++i) {
    const OpPlan &p = plan.ops[i];
    if (p.terminator) {
      ValueList results;
      for (const OperandRef &ref : ArrayRef<OperandRef>(
               plan.operands.data() + p.firstOperand, p.numOperands)) {
        InterpreterValue *v = scope.get(ref);
        if (!v) {
          emitNoValue(p.op);
          return failure();
        }
        if (ref.move)
          results.push_back(std::move(*v));
        else
          results.push_back(*v);
      }
      return results;
    }
    if (!runPlannedOp(plan, i, scope, operands))
      return failure();
  }
  emitError(block.getParent()->getLoc()) << "block has no terminator";
  return failure();
}

FailureOr<ValueList> Evaluator::runRegion(Region &region,
                                          ArrayRef<InterpreterValue> args) {
  if (!region.hasOneBlock()) {
    emitError(region.getLoc()) << "expected a region with one block";
    return failure();
  }
  return runBlock(region.front(), args, currentScope);
}

FailureOr<ValueList> Evaluator::call(func::FuncOp func,
                                     ArrayRef<InterpreterValue> args) {
  if (func.isExternal()) {
    func.emitError("cannot call a function without a body");
    return failure();
  }
  // A function sees nothing of its caller's values.
  Scope *saved = currentScope;
  currentScope = nullptr;
  ++depth;
  llvm::scope_exit restore([&] {
    currentScope = saved;
    if (--depth == 0) {
      plans.clear();
      smallLoops.clear();
    }
  });
  return runBlock(func.getBody().front(), args, nullptr);
}

FailureOr<ValueList> Evaluator::evaluateOp(
    Operation *op, MutableArrayRef<InterpreterValue> operands,
    const llvm::DenseMap<Value, InterpreterValue> &captured) {
  const OpHandler *handler = handlers.lookup(op);
  if (!handler) {
    op->emitError("not supported by the interpreter: '")
        << op->getName() << "'";
    return failure();
  }
  if (failed(admit(op)))
    return failure();
  Scope scope;
  scope.captured = &captured;
  Scope *saved = currentScope;
  currentScope = &scope;
  ++depth;
  llvm::scope_exit restore([&] {
    currentScope = saved;
    if (--depth == 0) {
      plans.clear();
      smallLoops.clear();
    }
  });
  FailureOr<ValueList> results = runHandler(*handler, op, operands);
  if (succeeded(results) && results->size() != op->getNumResults()) {
    op->emitError("internal error: handler produced ")
        << results->size() << " values for " << op->getNumResults()
        << " results";
    return failure();
  }
  return results;
}

LogicalResult mlir::sfold::interpretModule(ModuleOp module,
                                           const InterpreterOptions &options,
                                           raw_ostream &output,
                                           unsigned *numFailedChecks) {
  Evaluator ev(module, options, output);
  bool ok = true;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal() || func.getNumArguments() != 0)
      continue;
    if (failed(ev.call(func, {})))
      ok = false;
  }
  if (numFailedChecks)
    *numFailedChecks = ev.getNumFailedChecks();
  return success(ok && ev.getNumFailedChecks() == 0);
}

//===----------------------------------------------------------------------===//
// Running one function on given arguments
//===----------------------------------------------------------------------===//

FailureOr<func::FuncOp> mlir::sfold::lookupEntryFunction(ModuleOp module,
                                                        StringRef name) {
  auto func = module.lookupSymbol<func::FuncOp>(name);
  if (!func || func.isExternal()) {
    emitError(module.getLoc())
        << "no function @" << name << " with a body in the input";
    return failure();
  }
  return func;
}

FailureOr<SmallVector<RankedTensorType>>
mlir::sfold::getEntryArgumentTypes(func::FuncOp func, size_t numArgs) {
  FunctionType type = func.getFunctionType();
  if (numArgs != type.getNumInputs()) {
    func.emitError("@") << func.getSymName() << " takes "
                        << type.getNumInputs() << " arguments, " << numArgs
                        << " given";
    return failure();
  }
  SmallVector<RankedTensorType> types;
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    auto tensorType = llvm::dyn_cast<RankedTensorType>(argType);
    if (!tensorType) {
      func.emitError("argument ") << i << " must be a ranked tensor to be given";
      return failure();
    }
    types.push_back(tensorType);
  }
  return types;
}

FailureOr<ValueList> mlir::sfold::runEntryFunction(
    func::FuncOp func, ArrayRef<Tensor> args,
    const InterpreterOptions &options, raw_ostream &output,
    unsigned *numFailedChecks) {
  FailureOr<SmallVector<RankedTensorType>> types =
      getEntryArgumentTypes(func, args.size());
  if (failed(types))
    return failure();
  ValueList values;
  for (auto [i, arg, type] : llvm::enumerate(args, *types)) {
    // A `?` dimension takes the size of the value given; the value must
    // agree with the declared element type, rank, static sizes and bounds.
    if (std::optional<std::string> why = getTypeMismatch(type, arg.getType())) {
      // Types as printed, without the quotes a diagnostic puts around them.
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "argument " << i << " of type " << type
         << " cannot take the value given: " << *why;
      func.emitError(message);
      return failure();
    }
    values.push_back(InterpreterValue(arg));
  }
  Evaluator evaluator(func->getParentOfType<ModuleOp>(), options, output);
  FailureOr<ValueList> results = evaluator.call(func, values);
  if (numFailedChecks)
    *numFailedChecks = evaluator.getNumFailedChecks();
  return results;
}
