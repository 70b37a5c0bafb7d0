//===- Evaluator.cpp - running functions op by op -------------------------===//

#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "ExtraHandlers.h"
#include "Handlers.h"
#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

void InterpreterValue::print(raw_ostream &os) const {
  if (isTensor()) {
    const Tensor &t = getTensor();
    // makeAttr copies the data into the context, where running out of
    // memory is fatal.
    if (!canAllocateNow(t.getSizeInBytes())) {
      os << "<" << t.getType() << ": " << formatBytes(t.getSizeInBytes())
         << ", more memory than the process can get to print>";
      return;
    }
    DenseElementsAttr attr = makeAttr(t);
    if (attr)
      attr.print(os);
    else
      os << "<unprintable " << t.getType() << ">";
    return;
  }
  if (isToken()) {
    os << "token";
    return;
  }
  if (isTuple()) {
    os << '(';
    llvm::interleaveComma(getTuple(), os,
                          [&](const InterpreterValue &v) { v.print(os); });
    os << ')';
    return;
  }
  os << "<null>";
}

//===----------------------------------------------------------------------===//
// Dispatch table
//===----------------------------------------------------------------------===//

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
// Evaluator
//===----------------------------------------------------------------------===//

/// The values defined by one block run; regions see their parents' values.
struct Evaluator::Scope {
  explicit Scope(Scope *parent) : parent(parent) {}
  const InterpreterValue *lookup(Value v) const {
    for (const Scope *s = this; s; s = s->parent) {
      auto it = s->values.find(v);
      if (it != s->values.end())
        return &it->second;
    }
    return nullptr;
  }
  Scope *parent;
  llvm::DenseMap<Value, InterpreterValue> values;
};

Evaluator::Evaluator(ModuleOp module, const InterpreterOptions &options,
                     raw_ostream &output)
    : module(module), options(options), output(output),
      handlers(getHandlerTable()), budget(options.limits) {}

LogicalResult Evaluator::admit(Operation *op) {
  if (!budget.tryCharge(estimateCost(op), op->getName().getStringRef())) {
    op->emitError(budget.getMessage());
    return failure();
  }
  // The results' sizes, before anything is allocated: a clean error rather
  // than a failed allocation (dynamic shapes are checked as they are
  // allocated, under the limit `runHandler` sets).
  for (Type t : op->getResultTypes()) {
    auto type = llvm::dyn_cast<RankedTensorType>(t);
    if (!type)
      continue;
    std::optional<size_t> bytes = Tensor::computeSizeInBytes(type);
    if (bytes && !budget.tryAllocate(type, *bytes)) {
      op->emitError(budget.getMessage());
      return failure();
    }
  }
  return success();
}

FailureOr<ValueList>
Evaluator::runHandler(const OpHandler &handler, Operation *op,
                      ArrayRef<InterpreterValue> operands) {
  takeAllocationFailure();
  FailureOr<ValueList> results = [&] {
    ScopedAllocationLimit limit(budget.getLimits().maxTensorBytes);
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

FailureOr<ValueList> Evaluator::runBlock(Block &block,
                                         ArrayRef<InterpreterValue> args,
                                         Scope *parent) {
  if (block.getNumArguments() != args.size()) {
    emitError(block.getParent()->getLoc())
        << "expected " << block.getNumArguments() << " arguments, got "
        << args.size();
    return failure();
  }
  Scope scope(parent);
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    scope.values[arg] = value;

  Scope *saved = currentScope;
  currentScope = &scope;
  llvm::scope_exit restore([&] { currentScope = saved; });

  ValueList operands;
  for (Operation &op : block) {
    operands.clear();
    for (Value v : op.getOperands()) {
      const InterpreterValue *value = scope.lookup(v);
      if (!value) {
        op.emitError("operand has no value (defined outside the "
                     "interpreted function?)");
        return failure();
      }
      operands.push_back(*value);
    }
    if (op.hasTrait<OpTrait::IsTerminator>())
      return ValueList(operands);

    const OpHandler *handler = handlers.lookup(&op);
    if (!handler) {
      op.emitError("not supported by the interpreter: '")
          << op.getName() << "'";
      return failure();
    }
    if (failed(admit(&op)))
      return failure();
    // An op with `?` in its types runs on a copy with the runtime types
    // (Dynamic.cpp); either way under the budget's allocation limit.
    bool dynamic = hasDynamicTypes(&op);
    FailureOr<ValueList> results =
        dynamic ? runHandler(
                      [&](Operation *o, ArrayRef<InterpreterValue> args,
                          Evaluator &) { return runDynamic(o, *handler, args); },
                      &op, operands)
                : runHandler(*handler, &op, operands);
    if (failed(results))
      return failure();
    if (results->size() != op.getNumResults()) {
      op.emitError("internal error: handler produced ")
          << results->size() << " values for " << op.getNumResults()
          << " results";
      return failure();
    }
    if (dynamic) {
      for (auto [i, result, value] :
           llvm::enumerate(op.getResults(), *results)) {
        if (!value.isTensor())
          continue;
        if (std::optional<std::string> why = getTypeMismatch(
                result.getType(), value.getTensor().getType())) {
          op.emitError("result #")
              << i << " of type " << result.getType()
              << " disagrees with its runtime value: " << *why;
          return failure();
        }
      }
    }
    for (auto [result, value] : llvm::zip(op.getResults(), *results))
      scope.values[result] = std::move(value);
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
  llvm::scope_exit restore([&] { currentScope = saved; });
  return runBlock(func.getBody().front(), args, nullptr);
}

FailureOr<ValueList> Evaluator::evaluateOp(
    Operation *op, ArrayRef<InterpreterValue> operands,
    const llvm::DenseMap<Value, InterpreterValue> &captured) {
  const OpHandler *handler = handlers.lookup(op);
  if (!handler) {
    op->emitError("not supported by the interpreter: '")
        << op->getName() << "'";
    return failure();
  }
  if (failed(admit(op)))
    return failure();
  Scope scope(nullptr);
  scope.values = captured;
  Scope *saved = currentScope;
  currentScope = &scope;
  llvm::scope_exit restore([&] { currentScope = saved; });
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
