//===- ProcessGrid.cpp - the process grid and the ops that run on it ------===//
//
// The ProcessGrid, `interpreter.run_parallel`, and the point-to-point and
// streaming ops: send, recv, infeed, outfeed (see CollectiveHandlers.cpp for
// the choices they make), and async_start / async_done.
//
//===----------------------------------------------------------------------===//

#include "ProcessGrid.h"
#include "Handlers.h"

#include "stablehlo_fold/Dialect/TestDialects.h"

#include "llvm/ADT/ScopeExit.h"

#include <thread>

using namespace mlir;
using namespace mlir::sfold;

ProcessGrid::ProcessGrid(uint32_t numReplicas, uint32_t numPartitions,
                         std::vector<func::FuncOp> infeed, bool parallel)
    : numReplicas(numReplicas), numPartitions(numPartitions),
      parallel(parallel),
      processes(static_cast<size_t>(numReplicas) * numPartitions),
      infeed(std::move(infeed)) {}

void ProcessGrid::run(const std::function<void(unsigned)> &body) {
  std::vector<std::thread> threads;
  threads.reserve(processes.size());
  for (unsigned i = 0, e = processes.size(); i < e; ++i) {
    threads.emplace_back([this, i, &body] {
      std::unique_lock<std::mutex> lock(mutex);
      processes[i].lock = &lock;
      body(i);
      processes[i].lock = nullptr;
      processes[i].finished = true;
      // Whoever still waits may now wait forever.
      if (isStuck())
        deadlocked = true;
      changed.notify_all();
    });
  }
  for (std::thread &t : threads)
    t.join();
}

bool ProcessGrid::isStuck() const {
  bool anyLive = false;
  for (const ProcessState &p : processes) {
    if (p.finished)
      continue;
    anyLive = true;
    if (!p.waiting || p.waitingFor())
      return false;
  }
  return anyLive;
}

LogicalResult ProcessGrid::waitUntil(Operation *op, unsigned self,
                                     llvm::function_ref<bool()> ready) {
  if (ready())
    return success();
  ProcessState &me = processes[self];
  auto fail = [&](StringRef why) {
    op->emitError("process ") << self << " of the grid " << why;
    return failure();
  };
  if (!me.lock)
    return fail("waits for another process, but it runs alone (outside "
                "interpreter.run_parallel)");
  me.waitingFor = ready;
  me.waiting = true;
  llvm::scope_exit clear([&] {
    me.waiting = false;
    me.waitingFor = nullptr;
  });
  while (!ready()) {
    if (!deadlocked && isStuck()) {
      deadlocked = true;
      changed.notify_all();
    }
    if (deadlocked)
      return fail("is deadlocked: no process can make progress");
    changed.wait(*me.lock);
  }
  return success();
}

FailureOr<std::vector<ValueList>>
ProcessGrid::exchange(Operation *op, unsigned self, ArrayRef<unsigned> group,
                      StringRef tag, ValueList values) {
  std::vector<unsigned> members(group.begin(), group.end());
  auto position = llvm::find(members, self);
  if (position == members.end()) {
    op->emitError("internal error: process not in its group");
    return failure();
  }
  uint64_t call = processes[self].calls[{tag.str(), members}]++;
  RendezvousKey key{tag.str(), members, call};
  Rendezvous &r = rendezvous[key];
  if (r.values.empty())
    r.values.resize(members.size());
  r.values[position - members.begin()] = std::move(values);
  ++r.arrived;
  changed.notify_all();
  if (failed(waitUntil(op, self, [&] { return r.arrived == members.size(); })))
    return failure();
  std::vector<ValueList> result;
  result.reserve(members.size());
  for (const std::optional<ValueList> &v : r.values)
    result.push_back(*v);
  if (++r.collected == members.size())
    rendezvous.erase(key);
  return result;
}

void ProcessGrid::post(StringRef tag, int64_t target, ValueList values) {
  mailboxes[{tag.str(), target}].push_back(std::move(values));
  changed.notify_all();
}

FailureOr<ValueList> ProcessGrid::take(Operation *op, unsigned self,
                                       StringRef tag, int64_t target) {
  std::deque<ValueList> &box = mailboxes[{tag.str(), target}];
  if (failed(waitUntil(op, self, [&] { return !box.empty(); })))
    return failure();
  ValueList values = std::move(box.front());
  box.pop_front();
  return values;
}

func::FuncOp ProcessGrid::popInfeed() {
  if (infeedNext >= infeed.size())
    return nullptr;
  return infeed[infeedNext++];
}

ProcessGrid &mlir::sfold::getProcessGrid(Evaluator &ev) {
  if (!ev.getProcess().grid) {
    ProcessInfo info = ev.getProcess();
    info.grid = std::make_shared<ProcessGrid>(1, 1);
    ev.setProcess(std::move(info));
  }
  return *ev.getProcess().grid;
}

unsigned mlir::sfold::getProcessIndex(Evaluator &ev) {
  const ProcessInfo &info = ev.getProcess();
  return getProcessGrid(ev).getIndex(info.replicaId, info.partitionId);
}

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

/// Whether `value` can be bound to a value of type `type`.
bool mlir::sfold::matchesType(const InterpreterValue &value, Type type) {
  if (llvm::isa<TokenType>(type))
    return value.isToken();
  if (llvm::isa<TupleType>(type))
    return value.isTuple();
  return value.isTensor() && value.getTensor().getType() == type;
}

/// The payload results of `op` (all but the trailing token) from `values`.
static FailureOr<ValueList> withToken(Operation *op, ValueList values,
                                      StringRef source) {
  TypeRange types = TypeRange(op->getResultTypes()).drop_back();
  if (values.size() != types.size()) {
    op->emitError() << source << " gave " << values.size() << " values for "
                    << types.size() << " results";
    return failure();
  }
  for (auto [value, type] : llvm::zip(values, types))
    if (!matchesType(value, type)) {
      op->emitError() << source << " gave a value that is not a " << type;
      return failure();
    }
  values.push_back(InterpreterValue(Token{}));
  return values;
}

/// The flattened process id named by `source_target_pairs` as the source
/// of process `self`, or (with `asSource`) the targets `self` sends to.
static FailureOr<SmallVector<int64_t>>
pairPeers(Operation *op, DenseIntElementsAttr pairs, unsigned self,
          unsigned numProcesses, bool asSource) {
  auto type = llvm::cast<ShapedType>(pairs.getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2) {
    op->emitError("source_target_pairs must be an N x 2 tensor");
    return failure();
  }
  SmallVector<int64_t> ids;
  for (APInt v : pairs.getValues<APInt>())
    ids.push_back(v.getSExtValue());
  SmallVector<int64_t> peers;
  for (size_t i = 0; i + 1 < ids.size(); i += 2) {
    for (int64_t id : {ids[i], ids[i + 1]})
      if (id < 0 || id >= static_cast<int64_t>(numProcesses)) {
        op->emitError("source_target_pairs names process ")
            << id << ", but the grid has " << numProcesses;
        return failure();
      }
    if (asSource && ids[i] == self)
      peers.push_back(ids[i + 1]);
    if (!asSource && ids[i + 1] == self)
      peers.push_back(ids[i]);
  }
  return peers;
}

/// Runs `interpreter.run_parallel`.
static FailureOr<ValueList> runParallel(interpreter::RunParallelOp op,
                                        ArrayRef<InterpreterValue> args,
                                        Evaluator &ev) {
  if (ev.getProcess().grid && ev.getProcess().grid->isParallel()) {
    op.emitError("interpreter.run_parallel cannot run inside another");
    return failure();
  }
  ArrayAttr programs = op.getPrograms();
  uint32_t numReplicas = programs.size();
  uint32_t numPartitions =
      numReplicas ? llvm::cast<ArrayAttr>(programs[0]).size() : 0;
  constexpr uint64_t kMaxProcesses = 256;
  if (numReplicas == 0 || numPartitions == 0 ||
      uint64_t(numReplicas) * numPartitions > kMaxProcesses) {
    op.emitError("the grid must have 1 to ")
        << kMaxProcesses << " processes, not " << numReplicas << "x"
        << numPartitions;
    return failure();
  }
  ModuleOp module = op->getParentOfType<ModuleOp>();
  auto lookup = [&](Attribute symbol) -> func::FuncOp {
    auto ref = llvm::dyn_cast<FlatSymbolRefAttr>(symbol);
    func::FuncOp f =
        ref ? module.lookupSymbol<func::FuncOp>(ref.getValue()) : nullptr;
    if (!f || f.isExternal())
      op.emitError("no function with a body named ") << symbol;
    return f && !f.isExternal() ? f : nullptr;
  };
  std::vector<func::FuncOp> funcs;
  for (Attribute row : programs) {
    auto rowArray = llvm::cast<ArrayAttr>(row);
    if (rowArray.size() != numPartitions) {
      op.emitError("every replica must have the same number of partitions");
      return failure();
    }
    for (Attribute symbol : rowArray) {
      funcs.push_back(lookup(symbol));
      if (!funcs.back())
        return failure();
    }
  }
  std::vector<func::FuncOp> infeed;
  if (std::optional<ArrayAttr> queue = op.getInfeed())
    for (Attribute symbol : *queue) {
      infeed.push_back(lookup(symbol));
      if (!infeed.back())
        return failure();
    }

  // Each process takes as many inputs as its function has arguments.
  std::vector<ValueList> inputs(funcs.size());
  size_t next = 0, numResults = 0;
  for (size_t i = 0; i < funcs.size(); ++i) {
    FunctionType type = funcs[i].getFunctionType();
    numResults += type.getNumResults();
    for (Type argType : type.getInputs()) {
      if (next >= args.size() || !matchesType(args[next], argType)) {
        op.emitError("the inputs do not match the arguments of the "
                     "programs (process ")
            << i << " needs " << type.getInputs() << ")";
        return failure();
      }
      inputs[i].push_back(args[next++]);
    }
  }
  if (next != args.size() || numResults != op->getNumResults()) {
    op.emitError("the programs take ")
        << next << " inputs and return " << numResults << " results, the op "
        << "has " << args.size() << " and " << op->getNumResults();
    return failure();
  }

  auto grid = std::make_shared<ProcessGrid>(numReplicas, numPartitions,
                                            std::move(infeed),
                                            /*parallel=*/true);
  std::vector<std::string> outputs(funcs.size());
  std::vector<std::optional<ValueList>> results(funcs.size());
  std::vector<unsigned> failedChecks(funcs.size(), 0);
  grid->run([&](unsigned i) {
    llvm::raw_string_ostream os(outputs[i]);
    Evaluator process(module, ev.getOptions(), os);
    process.setProcess({i / numPartitions, i % numPartitions, grid});
    FailureOr<ValueList> r = process.call(funcs[i], inputs[i]);
    if (succeeded(r))
      results[i] = std::move(*r);
    failedChecks[i] = process.getNumFailedChecks();
  });

  bool ok = true;
  ValueList all;
  for (size_t i = 0; i < funcs.size(); ++i) {
    ev.getOutput() << outputs[i];
    for (unsigned c = 0; c < failedChecks[i]; ++c)
      ev.noteFailedCheck();
    if (!results[i]) {
      ok = false;
      continue;
    }
    all.append(results[i]->begin(), results[i]->end());
  }
  if (!ok)
    return failure();
  for (auto [value, type] : llvm::zip(all, op->getResultTypes()))
    if (!matchesType(value, type)) {
      op.emitError("a program returned a value that is not a ") << type;
      return failure();
    }
  return all;
}

void mlir::sfold::registerGridHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<SendOp>(
      [](SendOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        ProcessGrid &grid = getProcessGrid(ev);
        unsigned self = getProcessIndex(ev);
        std::string tag =
            "channel:" + std::to_string(op.getChannelHandle().getHandle());
        ValueList payload(args.drop_back());
        std::optional<DenseIntElementsAttr> pairs = op.getSourceTargetPairs();
        if (op.getIsHostTransfer() || !pairs || pairs->empty()) {
          grid.post(tag, -1, std::move(payload));
        } else {
          FailureOr<SmallVector<int64_t>> targets = pairPeers(
              op, *pairs, self, grid.getNumProcesses(), /*asSource=*/true);
          if (failed(targets))
            return failure();
          for (int64_t target : *targets)
            grid.post(tag, target, payload);
        }
        ValueList result;
        result.push_back(InterpreterValue(Token{}));
        return result;
      });

  table.add<RecvOp>([](RecvOp op, Args, Evaluator &ev) -> FailureOr<ValueList> {
    ProcessGrid &grid = getProcessGrid(ev);
    unsigned self = getProcessIndex(ev);
    std::string tag =
        "channel:" + std::to_string(op.getChannelHandle().getHandle());
    std::optional<DenseIntElementsAttr> pairs = op.getSourceTargetPairs();
    int64_t box = -1;
    if (!op.getIsHostTransfer() && pairs && !pairs->empty()) {
      FailureOr<SmallVector<int64_t>> sources = pairPeers(
          op, *pairs, self, grid.getNumProcesses(), /*asSource=*/false);
      if (failed(sources))
        return failure();
      if (sources->empty()) {
        op.emitError("no process sends to process ") << self;
        return failure();
      }
      box = self;
    }
    FailureOr<ValueList> received = grid.take(op, self, tag, box);
    if (failed(received))
      return failure();
    return withToken(op, std::move(*received), "the channel");
  });

  table.add<InfeedOp>(
      [](InfeedOp op, Args, Evaluator &ev) -> FailureOr<ValueList> {
        func::FuncOp source = getProcessGrid(ev).popInfeed();
        if (!source) {
          op.emitError("the infeed is empty (run_parallel's `infeed` lists the "
                       "functions it reads)");
          return failure();
        }
        FailureOr<ValueList> values = ev.call(source, {});
        if (failed(values))
          return failure();
        return withToken(op, std::move(*values), "the infeed");
      });

  table.add<OutfeedOp>(
      [](OutfeedOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        getProcessGrid(ev).pushOutfeed(ValueList(args.drop_back()));
        ValueList result;
        result.push_back(InterpreterValue(Token{}));
        return result;
      });

  table.add<AsyncStartOp>([](AsyncStartOp op, Args args,
                             Evaluator &ev) -> FailureOr<ValueList> {
    Region &body = op.getBody();
    unsigned numArgs = body.front().getNumArguments();
    if (numArgs != 0 && numArgs != args.size()) {
      op.emitError("the body takes ")
          << numArgs << " arguments for " << args.size() << " operands";
      return failure();
    }
    FailureOr<ValueList> values =
        ev.runRegion(body, numArgs ? args : ArrayRef<InterpreterValue>());
    if (failed(values))
      return failure();
    ValueList result;
    result.push_back(InterpreterValue(Tuple(values->begin(), values->end())));
    return result;
  });

  table.add<AsyncDoneOp>(
      [](AsyncDoneOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        if (!args[0].isTuple() ||
            args[0].getTuple().size() != op->getNumResults()) {
          op.emitError("the future does not hold ")
              << op->getNumResults() << " values";
          return failure();
        }
        return ValueList(args[0].getTuple().begin(), args[0].getTuple().end());
      });

  table.add<interpreter::RunParallelOp>(runParallel);
}
