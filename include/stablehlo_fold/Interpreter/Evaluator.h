//===- Evaluator.h - running functions op by op -----------------*- C++ -*-===//
//
// The evaluator walks a function's ops in order, maps SSA values to
// InterpreterValues, and dispatches each op to its handler through a table
// keyed by the op's TypeID. Handlers unpack the op's attributes and call the
// op's kernel (Kernels.h), which knows nothing of mlir::Operation. Regions
// (reduce bodies, loop conditions, comparators) are run on demand.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_EVALUATOR_H
#define STABLEHLO_FOLD_INTERPRETER_EVALUATOR_H

#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/OpKinds.h"
#include "stablehlo_fold/Interpreter/Value.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace func {
class FuncOp;
} // namespace func

namespace sfold {

/// Native code compiled for loops over small tensors (SmallLoopNative.cpp),
/// kept per shape of loop: shared by the copies of the InterpreterOptions
/// that made it, so that evaluations with them (a pass folding many ops, a
/// program run many times) compile a loop once. Thread-safe.
class NativeLoopCache;
/// A new, empty cache that compiles at most `maxShapes` shapes of loop
/// (others are interpreted).
std::shared_ptr<NativeLoopCache> makeNativeLoopCache(size_t maxShapes = 256);
/// The shapes of loop `cache` holds code for, those that could not be
/// compiled (no compiler library found, or an op without a native form),
/// and the runs of loops that took code from it.
struct NativeLoopCounts {
  size_t compiled = 0, failed = 0;
  uint64_t runs = 0;
};
NativeLoopCounts getNativeLoopCounts(NativeLoopCache &cache);

/// Options of `fold-opt --interpret`.
struct InterpreterOptions {
  /// Where `interpreter.probe` writes `.npy` files and `index.csv`.
  std::string probeOutputDir;
  /// The work and memory the evaluation may use (unlimited by default;
  /// `fold-opt --interpret` limits memory to what the process can get). Hitting
  /// a limit is an error at the op that would exceed it.
  EvalLimits limits;
  /// The instruction set and threads of the kernels (KernelConfig.h): the
  /// evaluator installs it around each op it runs.
  KernelConfig kernels;
  /// Write a `check-trace:` line to the output for every check executed,
  /// with the bits of its actual operand (`fold-opt --trace-checks`; used by
  /// scripts/differential-fold.py).
  bool traceChecks = false;
  /// How `interpreter.print` writes tensors (`fold-opt --print-hex`).
  TensorFormat printFormat = TensorFormat::Readable;
  /// Fail, with an error at the op, at an integer `divide` or `remainder`
  /// (chlo's broadcasting forms included) that divides some element by zero
  /// or INT_MIN by -1, instead of computing the value its kernel gives: set
  /// by evaluation for folding, so that the fold policy (docs/folders.md)
  /// holds in the regions and callees it runs too. `--interpret` leaves it
  /// unset and computes (Kernels.h: x / 0 = -1, INT_MIN / -1 = INT_MIN,
  /// x % 0 = x, INT_MIN % -1 = 0).
  bool keepUndefinedDivisions = false;
  /// Where loops over small tensors whose every op has a step of its own
  /// (SmallLoop.cpp) keep their native code; null: they are never compiled.
  std::shared_ptr<NativeLoopCache> nativeLoops = makeNativeLoopCache();
  /// The steps (ops, about 2 ns each) a shape of such a loop is
  /// interpreted, in one run or over several with these options, before
  /// its iteration is compiled to native code: about the time compiling
  /// takes (3-6 ms; four times as many before the cache's first compile,
  /// which loads the compiler: 12-20 ms), so that a loop that stops just
  /// after is not much more than twice as slow. 0: compiled before its
  /// first iteration. The same bits and the same work charged either way.
  uint64_t nativeLoopSteps = uint64_t(1) << 21;
};

using ValueList = SmallVector<InterpreterValue, 4>;

class Evaluator;

/// Runs one op: gets the op and its operands' values, returns its results'
/// values or failure (after emitting an error at the op). The operands are
/// the handler's own (the caller's copies, or values it gave up): a handler
/// may write its result over an operand's buffer when it holds it alone
/// (Tensor::isUniquelyOwned), taking it (the operand is then a null tensor),
/// and only on its way to succeeding; a handler that fails leaves them as
/// they were.
using OpHandler = std::function<FailureOr<ValueList>(
    Operation *op, MutableArrayRef<InterpreterValue> operands, Evaluator &ev)>;

/// A kernel call prepared for one op whose operand and result types are
/// static and not quantized: its attributes are unpacked once, then each run
/// computes the op's one result from its operands' tensors (a null Tensor if
/// it cannot; the evaluator then runs the op's handler, which reports why).
using PreparedKernel = std::function<Tensor(ArrayRef<const Tensor *> operands)>;

/// The largest value, in bytes, that loops over small tensors keep in their
/// own memory (`isSmallValueType`).
inline constexpr size_t kMaxSmallValueBytes = 1024;

/// Whether values of `type` may live in a small loop's memory
/// (SmallLoop.cpp): a statically shaped tensor of a supported, non-quantized
/// element type, of at most `kMaxSmallValueBytes` bytes of storage.
bool isSmallValueType(Type type);

/// An op prepared for operands and a result of small static types
/// (`isSmallValueType`) kept at fixed places: `run(operands, result)`
/// computes the op's one result, in the storage format of Tensor.h, from its
/// operands' storage, as the op's kernel would (the kernel's own per-element
/// functor or loop). Used by loops whose values are small tensors
/// (SmallLoop.cpp): no Tensor is made and nothing allocated per run.
/// Operands and result are at 16-byte aligned addresses; the result is
/// either an operand (`inPlaceOperands`) or disjoint from all of them.
struct SmallKernel {
  /// `fn(state, operands, result)`: one call through a function pointer per
  /// run, the functor inlined into it (`make` builds it from a functor).
  using Fn = void (*)(const void *state, const char *const *operands,
                      char *result);
  Fn fn = nullptr;
  std::shared_ptr<const void> state;
  /// Bit k set: `result` may be the very memory of operand k (same size;
  /// the kernel reads each element before writing it, or updates in place).
  unsigned inPlaceOperands = 0;
  /// The result depends on nothing (a constant): computed once per loop.
  bool constant = false;
  /// What `fn` computes when it is one binary op of BinaryOps.h or one
  /// comparison on two 0-d values of a native type: the loop's driver then
  /// computes it inline, with the same functors (binop::applyNative,
  /// binop::compareNative), instead of calling `fn`.
  struct Scalar {
    enum class Kind : uint8_t { None, Binary, Compare };
    /// The storage type (OpKinds.h).
    using Type = ScalarStorage;
    Kind kind = Kind::None;
    Type type = Type::I32;
    BinaryOpKind op{};
    CompareDirection direction{};
  } scalar;
  /// What `fn` computes when it is binary op `op` of BinaryOps.h computed
  /// lane by lane, each element from its operands' elements alone, on
  /// wrapping integers of `laneBytes` bytes (add, subtract, multiply:
  /// native widths; and, or, xor: any integer or boolean type) or on float /
  /// double (`isFloat`; add, subtract, multiply): the loop's driver then computes it inline
  /// on whole 16-byte blocks of the places (writing their padding), and for
  /// floats calls `fn` instead when a result is a NaN (its NaN rule).
  struct Lanes {
    bool enabled = false;
    bool isFloat = false;
    uint8_t laneBytes = 0;
    BinaryOpKind op{};
  } lanes;
  /// What `fn` computes when it is a dynamic_slice (`Slice`: operand 0's
  /// window at starts operands 1, ...) or dynamic_update_slice (`Update`:
  /// operand 0 with the window at starts operands 2, ... replaced by
  /// operand 1) whose window is one contiguous run of `windowBytes` bytes
  /// and whose starts are 0-d i64 (`i64Starts`) or i32 values: the driver
  /// computes the window's offset inline, clamping each start with
  /// `clampWindowStart`, from `dims` (per dimension: its size, the window's
  /// size, its stride in bytes), and copies the run.
  struct Window {
    enum class Kind : uint8_t { None, Slice, Update };
    Kind kind = Kind::None;
    bool i64Starts = false;
    uint32_t windowBytes = 0;
    SmallVector<std::array<int64_t, 3>, 2> dims;
  } window;
  explicit operator bool() const { return fn != nullptr; }
  void run(const char *const *operands, char *result) const {
    fn(state.get(), operands, result);
  }
  /// The kernel that calls `f(operands, result)`.
  template <typename F> static SmallKernel make(F f) {
    SmallKernel k;
    k.state = std::make_shared<const F>(std::move(f));
    k.fn = [](const void *s, const char *const *v, char *r) {
      (*static_cast<const F *>(s))(v, r);
    };
    return k;
  }
};

/// The dispatch table: one handler per op class.
class HandlerTable {
public:
  /// Registers `fn(OpT op, ArrayRef<InterpreterValue>, Evaluator &)` (or
  /// MutableArrayRef: a handler that may take an operand, OpHandler).
  template <typename OpT, typename Fn>
  void add(Fn fn) {
    table[TypeID::get<OpT>()] = [fn](Operation *op,
                                     MutableArrayRef<InterpreterValue> operands,
                                     Evaluator &ev) -> FailureOr<ValueList> {
      return fn(llvm::cast<OpT>(op), operands, ev);
    };
  }
  /// Optionally, beside `add`: `prepare(OpT op) -> PreparedKernel` (empty if
  /// the op's attributes do not allow it). The evaluator prepares each op
  /// once per region it runs (a loop body, a function) and calls the kernel
  /// directly on every run; it must compute what the handler would.
  template <typename OpT, typename Fn>
  void addPrepared(Fn prepare) {
    prepared[TypeID::get<OpT>()] = [prepare](Operation *op) -> PreparedKernel {
      return prepare(llvm::cast<OpT>(op));
    };
  }
  /// Optionally: `prepare(OpT op) -> SmallKernel` (empty if the op's
  /// attributes do not allow it), called only for an op without regions
  /// with one result whose operand and result types all satisfy
  /// `isSmallValueType`; it must compute what the handler would.
  template <typename OpT, typename Fn>
  void addSmall(Fn prepare) {
    small[TypeID::get<OpT>()] = [prepare](Operation *op) -> SmallKernel {
      return prepare(llvm::cast<OpT>(op));
    };
  }
  /// Marks the handler of `OpT` as taking, for an operand of the result's
  /// shape, a 0-d value standing for every index (a splat left unexpanded:
  /// the elementwise ops of BinaryOpKind, `binaryOp`).
  template <typename OpT> void addScalarOperands() {
    scalarOperands.insert(TypeID::get<OpT>());
  }
  /// Whether `op`'s handler takes such 0-d operands.
  bool takesScalarOperands(Operation *op) const;
  const OpHandler *lookup(Operation *op) const;
  /// The prepared kernel of `op` (empty if its class registered none).
  PreparedKernel prepare(Operation *op) const;
  /// The small kernel of `op` (empty if its class registered none, or it
  /// has regions, or not one result, or a type that is not
  /// `isSmallValueType`).
  SmallKernel prepareSmall(Operation *op) const;

private:
  llvm::DenseMap<TypeID, OpHandler> table;
  llvm::DenseMap<TypeID, std::function<PreparedKernel(Operation *)>> prepared;
  llvm::DenseMap<TypeID, std::function<SmallKernel(Operation *)>> small;
  llvm::DenseSet<TypeID> scalarOperands;
};

/// The handlers of every op the interpreter knows (built once).
const HandlerTable &getHandlerTable();

/// The time of running `op` once from a block's plan or a handler, in units
/// of about a nanosecond, its regions excluded (they are charged as they
/// run), `kOpOverhead` included: what it counts (elements for most ops,
/// multiply-adds for dot_general and convolution, n log n comparisons for
/// sort) times the calibrated time of one for its class (Cost.cpp).
OpCost estimateCost(Operation *op);

/// The time of running `op` (0-d operands and result) once in a loop of the
/// small-loop fast path (SmallLoop.cpp), which charges what it runs: no
/// tensors, no dispatch, `kScalarLoopOpOverhead`.
OpCost estimateScalarLoopCost(Operation *op);

/// Registration, one function per op family (Handlers/*.cpp).
void registerCoreHandlers(HandlerTable &table);
void registerCheckHandlers(HandlerTable &table);
void registerElementwiseHandlers(HandlerTable &table);
void registerDataMovementHandlers(HandlerTable &table);
void registerReductionHandlers(HandlerTable &table);
void registerControlFlowHandlers(HandlerTable &table);
void registerMiscHandlers(HandlerTable &table);
void registerCollectiveHandlers(HandlerTable &table);

/// The processes of one `interpreter.run_parallel` and what they share
/// (rendezvous, channels, infeed); defined in lib/Interpreter/Evaluator.
class ProcessGrid;

/// Where an evaluator runs: its process in the grid. Outside
/// `interpreter.run_parallel` it is process (0, 0) of a 1x1 grid, made on
/// first use.
struct ProcessInfo {
  uint32_t replicaId = 0;
  uint32_t partitionId = 0;
  std::shared_ptr<ProcessGrid> grid;
};
void registerLinalgHandlers(HandlerTable &table);

class Evaluator {
public:
  /// The evaluator keeps a reference to `options` (and to `output`): both
  /// must outlive it.
  Evaluator(ModuleOp module, const InterpreterOptions &options,
            raw_ostream &output);
  /// A temporary's options would dangle: refused at compile time.
  Evaluator(ModuleOp module, InterpreterOptions &&options,
            raw_ostream &output) = delete;
  ~Evaluator();

  /// Calls `func` with `args`; returns its results.
  FailureOr<ValueList> call(func::FuncOp func, ArrayRef<InterpreterValue> args);

  /// Runs the single block of `region` with `args` bound to its arguments;
  /// returns the operands of its terminator. Values defined outside the
  /// region are visible inside it.
  FailureOr<ValueList> runRegion(Region &region,
                                 ArrayRef<InterpreterValue> args);

  /// Evaluates `op` on its own, as the folder does: `operands` are the values
  /// of its operands, given to its handler (OpHandler: a tensor the caller
  /// holds nowhere else may become a result's buffer and be left null;
  /// untouched on failure), `captured` those of the values its regions use
  /// from outside. Emits diagnostics at `op` on failure.
  FailureOr<ValueList>
  evaluateOp(Operation *op, MutableArrayRef<InterpreterValue> operands,
             const llvm::DenseMap<Value, InterpreterValue> &captured);

  /// True if the interpreter has a handler for `op`.
  bool canEvaluate(Operation *op) const {
    return handlers.lookup(op) != nullptr;
  }
  /// True if `op`'s handler takes a 0-d value for an operand of its
  /// result's shape (HandlerTable::addScalarOperands).
  bool takesScalarOperands(Operation *op) const {
    return handlers.takesScalarOperands(op);
  }

  /// Runs `stablehlo.while` with regions `cond` and `body` from `init` in
  /// memory of its own when every value of both regions and every value
  /// they use from outside satisfies `isSmallValueType` and no op has
  /// regions (SmallLoop.cpp): each value has a fixed place, ops with a
  /// small kernel run on it directly, others through their prepared kernel
  /// or handler on tensors that borrow it; each op charges the budget as it
  /// would otherwise. Returns the loop's results, or failure after an error
  /// at an op; nullopt if the loop does not qualify (nothing was run or
  /// charged).
  std::optional<FailureOr<ValueList>>
  runSmallWhile(Region &cond, Region &body, ArrayRef<InterpreterValue> init);

  /// The plan of a loop over small values (private to the evaluator's
  /// library: lib/Interpreter/Evaluator/SmallLoop.h).
  struct SmallLoop;

  /// How `runSmallWhile` runs an op of a loop: computed once per run of the
  /// loop (`Constant`), through its handler or prepared kernel on borrowed
  /// tensors (`Handler`), by a call to its small kernel (`Call`), or inline
  /// in the driver: on 0-d values (`Scalar`, SmallKernel::Scalar), on
  /// 16-byte blocks (`Lanes`), a window (`Window`), a window whose offset
  /// an earlier dynamic_slice computed (`SharedWindow`), the condition's
  /// last comparison that also ends or continues the loop
  /// (`CompareBranch`), a multiply and the add after it that reads it, on
  /// f32 / f64 (0-d or one 16-byte block), in one step (`MultiplyAdd`, said
  /// of both); `Copy`: a body result copied into its loop value's place
  /// after each iteration.
  enum class SmallStep : uint8_t {
    Constant,
    Handler,
    Call,
    Scalar,
    Lanes,
    Window,
    SharedWindow,
    CompareBranch,
    MultiplyAdd,
    Copy
  };
  /// How `runSmallWhile` runs each op of the condition `cond`, then of the
  /// body `body` (their terminators excluded), then one `Copy` per body
  /// result copied after each iteration (none when the places trade roles
  /// instead); nullopt if the loop does not qualify. For tests.
  std::optional<SmallVector<SmallStep>> getSmallSteps(Region &cond,
                                                      Region &body);

  /// Looks up a function of the module by name (nullptr if none).
  func::FuncOp lookupFunction(StringRef name);

  /// Where `interpreter.print` writes.
  raw_ostream &getOutput() { return output; }
  const InterpreterOptions &getOptions() const { return options; }

  /// Number of failed checks so far (a failed check does not stop the run).
  unsigned getNumFailedChecks() const { return failedChecks; }
  void noteFailedCheck() { ++failedChecks; }

  /// How many times `probe_id` has been probed so far (then counts this one).
  unsigned nextProbeIteration(StringRef probeId) {
    return probeCounts[probeId]++;
  }

  /// The process this evaluator runs as.
  const ProcessInfo &getProcess() const { return process; }
  void setProcess(ProcessInfo info) { process = std::move(info); }

  /// Counts the runs of `rng` (their seeds: deterministic per run).
  uint64_t nextRngSeed() { return rngRuns++; }

  /// The budget every op run is charged to (see Budget.h).
  const EvalBudget &getBudget() const { return budget; }
  /// Starts a new budget with `limits` (a fold does, per op).
  void resetBudget(const EvalLimits &limits) { budget = EvalBudget(limits); }

private:
  /// Charges `op` to the budget and checks that its static results fit the
  /// memory limit; emits an error at `op` and fails otherwise.
  LogicalResult admit(Operation *op);
  /// Runs `handler` on `op` under the budget's allocation limit; reports a
  /// failed allocation at `op`.
  FailureOr<ValueList> runHandler(const OpHandler &handler, Operation *op,
                                  MutableArrayRef<InterpreterValue> operands);

  struct Scope;
  struct BlockPlan;
  /// The plan of the loop of regions `cond` and `body` over small values
  /// (SmallLoop.cpp), made once per evaluation; null if it does not qualify.
  const SmallLoop *getSmallLoop(Region &cond, Region &body);
  /// The value of `value` in the scopes of the block runs in progress (or
  /// what `evaluateOp` captured); null if it has none.
  const InterpreterValue *lookupValue(Value value) const;
  FailureOr<ValueList> runBlock(Block &block, ArrayRef<InterpreterValue> args,
                                Scope *parent);
  /// The plan of `block` (Evaluator.cpp): each op's handler, cost, operand
  /// and result slots, resolved once per evaluation rather than per run.
  BlockPlan &getPlan(Block &block);
  /// Forgets the plans of the blocks inside `op` (before it is erased).
  void forgetPlans(Operation *op);
  /// Runs one op of a plan; false after an error at the op.
  bool runPlannedOp(BlockPlan &plan, size_t index, Scope &scope,
                    ValueList &operands);
  /// Runs `op`, some of whose operand or result types have `?` dimensions
  /// (Dynamic.cpp): the handler sees a copy of `op` whose operand types are
  /// the runtime ones and whose result types are computed from them (or from
  /// the values of its shape operands); a declared static result type that
  /// disagrees is an error at `op`.
  FailureOr<ValueList> runDynamic(Operation *op, const OpHandler &handler,
                                  MutableArrayRef<InterpreterValue> operands);
  /// A value of type `type` for the copies made by runDynamic: an argument
  /// of the detached block `scratch`, one per type.
  Value getScratchValue(Type type);

  ModuleOp module;
  const InterpreterOptions &options;
  raw_ostream &output;
  const HandlerTable &handlers;
  Scope *currentScope = nullptr;
  unsigned failedChecks = 0;
  EvalBudget budget;
  llvm::StringMap<unsigned> probeCounts;
  ProcessInfo process;
  uint64_t rngRuns = 0;
  std::unique_ptr<Block> scratch;
  llvm::DenseMap<Type, Value> scratchValues;
  /// Plans of the blocks run so far in the current evaluation (cleared when
  /// the outermost `call` or `evaluateOp` returns: the IR may change
  /// between evaluations).
  llvm::DenseMap<Block *, std::unique_ptr<BlockPlan>> plans;
  /// Loops over small values, by condition block, dropped with the plans
  /// (null: tried, does not qualify).
  llvm::DenseMap<Block *, std::unique_ptr<SmallLoop>> smallLoops;
  unsigned depth = 0;
};

/// True if a type of `op`'s operands or results has a `?` dimension (or no
/// rank): running it takes the types of the runtime values.
bool hasDynamicTypes(Operation *op);

/// Why a runtime value of type `runtime` cannot stand for the declared type
/// `declared` (element type, rank, a static size or a `#stablehlo.bounds`
/// bound that differs), or nullopt if it can.
std::optional<std::string> getTypeMismatch(Type declared, Type runtime);

/// Runs every public function of `module` that takes no arguments, in order.
/// Fails if evaluation fails or a check fails; every failing check is
/// reported at its location. `numFailedChecks`, if given, receives the
/// number of failed checks.
LogicalResult interpretModule(ModuleOp module,
                              const InterpreterOptions &options,
                              raw_ostream &output,
                              unsigned *numFailedChecks = nullptr);

/// Running one function on given arguments (`fold-opt --interpret --entry`,
/// the C API). Each emits its error at the module or the function.

/// The function `name` of `module`, if it has a body.
FailureOr<func::FuncOp> lookupEntryFunction(ModuleOp module, StringRef name);

/// The argument types of `func`, if it takes `numArgs` arguments and each is
/// a ranked tensor (what a caller can give; a `?` dimension takes the size of
/// the value given).
FailureOr<SmallVector<RankedTensorType>>
getEntryArgumentTypes(func::FuncOp func, size_t numArgs);

/// Calls `func` on `args`, which must fit its argument types (`getTypeMismatch`
/// finds none). Failed checks
/// do not fail the call: `numFailedChecks`, if given, receives their number.
FailureOr<ValueList> runEntryFunction(func::FuncOp func, ArrayRef<Tensor> args,
                                      const InterpreterOptions &options,
                                      raw_ostream &output,
                                      unsigned *numFailedChecks = nullptr);

/// Helpers for handlers.
/// A value list holding one tensor.
inline ValueList single(Tensor t) {
  ValueList list;
  list.push_back(InterpreterValue(std::move(t)));
  return list;
}
/// `single` for a kernel result that may have failed; on failure emits
/// "could not evaluate" at `op`.
FailureOr<ValueList> single(Operation *op, FailureOr<Tensor> t);

} // namespace sfold
} // namespace mlir

#endif // STABLEHLO_FOLD_INTERPRETER_EVALUATOR_H
