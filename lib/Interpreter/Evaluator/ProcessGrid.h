//===- ProcessGrid.h - processes of interpreter.run_parallel ----*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator. A ProcessGrid holds what the
// processes of one `interpreter.run_parallel` share: rendezvous points of the
// collectives, mailboxes (send/recv, collective_permute), the infeed queue
// and the outfeed.
//
// Scheduling: every process runs on its own thread, but only one runs at a
// time: a process holds the grid's mutex while it runs and gives it up only
// while it waits for other processes (std::condition_variable). So the
// processes share the MLIR context, tensors and diagnostics without data
// races, and a run is deterministic up to the order of printed output,
// which is kept per process and written in process order.
//
// Deadlocks are detected exactly rather than by a timeout: a process that
// must wait first checks whether any other process can still make progress
// (one that is running or runnable, or a waiting one whose condition now
// holds). If none can, the run is deadlocked and every waiting process
// fails with an error at its op.
//
// Outside run_parallel, an evaluator gets a 1x1 grid without threads, where
// a wait that is not satisfied at once is a deadlock.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_PROCESSGRID_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_PROCESSGRID_H

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace mlir::sfold {

class ProcessGrid {
public:
  /// A grid of `numReplicas` x `numPartitions` processes; `infeed` lists the
  /// functions whose results `stablehlo.infeed` reads, in order. `parallel`:
  /// the grid of an `interpreter.run_parallel` (else the 1x1 grid of an
  /// evaluator outside one).
  ProcessGrid(uint32_t numReplicas, uint32_t numPartitions,
              std::vector<func::FuncOp> infeed = {}, bool parallel = false);

  /// Whether this is the grid of an `interpreter.run_parallel`.
  bool isParallel() const { return parallel; }

  uint32_t getNumReplicas() const { return numReplicas; }
  uint32_t getNumPartitions() const { return numPartitions; }
  uint32_t getNumProcesses() const { return numReplicas * numPartitions; }
  /// The index of a process: replica-major, as in `programs`.
  unsigned getIndex(uint32_t replicaId, uint32_t partitionId) const {
    return replicaId * numPartitions + partitionId;
  }

  /// Runs `body(processIndex)` for every process, each on its own thread
  /// (one at a time, see above), and returns when all have finished.
  void run(const std::function<void(unsigned)> &body);

  /// Process `self` contributes `values` to a collective over `group`
  /// (process indices, `self` among them) and waits for every member's
  /// contribution. Calls match by `tag` (the op and its channel) and by
  /// their order in each process. Returns the contributions in group order.
  FailureOr<std::vector<ValueList>> exchange(Operation *op, unsigned self,
                                             ArrayRef<unsigned> group,
                                             StringRef tag, ValueList values);

  /// Appends `values` to the mailbox `(tag, target)` (does not wait).
  void post(StringRef tag, int64_t target, ValueList values);

  /// Process `self` takes the oldest message of mailbox `(tag, target)`,
  /// waiting for one if it is empty.
  FailureOr<ValueList> take(Operation *op, unsigned self, StringRef tag,
                            int64_t target);

  /// The next infeed function, or null when the infeed is exhausted.
  func::FuncOp popInfeed();

  /// Records the values of a `stablehlo.outfeed`.
  void pushOutfeed(ValueList values) { outfeed.push_back(std::move(values)); }

private:
  /// Blocks process `self` until `ready()` holds; fails (after emitting an
  /// error at `op`) if that can never happen.
  LogicalResult waitUntil(Operation *op, unsigned self,
                          llvm::function_ref<bool()> ready);
  /// True if no live process can make progress.
  bool isStuck() const;

  struct ProcessState {
    /// The lock the process's thread holds while it runs (null in a grid
    /// without threads).
    std::unique_lock<std::mutex> *lock = nullptr;
    /// While the process waits: what it waits for.
    llvm::function_ref<bool()> waitingFor;
    bool waiting = false;
    bool finished = false;
    /// Per (tag, group): how many collectives the process started.
    std::map<std::pair<std::string, std::vector<unsigned>>, uint64_t> calls;
  };
  /// The contributions to one collective.
  struct Rendezvous {
    std::vector<std::optional<ValueList>> values;
    size_t arrived = 0;
    size_t collected = 0;
  };
  using RendezvousKey =
      std::tuple<std::string, std::vector<unsigned>, uint64_t>;

  uint32_t numReplicas, numPartitions;
  bool parallel;
  std::mutex mutex;
  std::condition_variable changed;
  bool deadlocked = false;
  std::vector<ProcessState> processes;
  std::map<RendezvousKey, Rendezvous> rendezvous;
  std::map<std::pair<std::string, int64_t>, std::deque<ValueList>> mailboxes;
  std::vector<func::FuncOp> infeed;
  size_t infeedNext = 0;
  std::vector<ValueList> outfeed;
};

/// The grid of `ev`'s process (made, 1x1, on first use outside
/// `interpreter.run_parallel`).
ProcessGrid &getProcessGrid(Evaluator &ev);

/// The index of `ev`'s process in its grid.
unsigned getProcessIndex(Evaluator &ev);

/// Whether `value` can be bound to a value of type `type`.
bool matchesType(const InterpreterValue &value, Type type);

/// Registers run_parallel, send, recv, infeed, outfeed, async_start and
/// async_done (ProcessGrid.cpp); called by registerCollectiveHandlers.
void registerGridHandlers(HandlerTable &table);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_PROCESSGRID_H
