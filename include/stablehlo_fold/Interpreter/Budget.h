//===- Budget.h - bounds on the work and memory of an evaluation -*- C++ -*-===//
//
// Every evaluation (a fold through the dialect's fold hook, the
// --fold-constants pass, the fold pipeline, `fold-opt --interpret`) runs
// under an `EvalBudget`: a limit on work ("fuel", in the units of the cost
// model, `estimateCost` in Evaluator.h) and a limit on the bytes of any one
// tensor it allocates. The evaluator charges each op before running it and
// checks each result's size before it is allocated; running out is a located
// error, never a hang or an abort. See docs/interpreter.md.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_BUDGET_H
#define STABLEHLO_FOLD_INTERPRETER_BUDGET_H

#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <optional>
#include <string>

namespace mlir::sfold {

/// "Unlimited", for either limit.
inline constexpr uint64_t kUnlimited = std::numeric_limits<uint64_t>::max();

/// The largest result, in bytes, a fold creates by default: a 1024 x 1024
/// f32 tensor (see docs/folders.md).
inline constexpr uint64_t kDefaultFoldSizeBudget = 4u << 20;

/// The work a fold may do by default, in cost-model units. One unit is about
/// a nanosecond on the project's 2-core machine (the cost model is
/// calibrated per op class by bench/CostCalibration.cpp; docs/interpreter.md,
/// "Calibration"), so the default is about one second of evaluation.
inline constexpr uint64_t kDefaultFoldWorkBudget = 1'000'000'000;

/// The work charged for running any op beyond its elements, in units (ns):
/// dispatch, operand lookup, result allocation of an op run from a block's
/// plan (measured, docs/interpreter.md). It dominates in regions applied per
/// element (a scalar add in a reduce body) and makes a loop with an empty
/// body cost something.
inline constexpr uint64_t kOpOverhead = 300;

/// The work charged for one op of a loop the scalar fast path runs
/// (SmallLoop.cpp: no tensors, no dispatch; `estimateScalarLoopCost`).
inline constexpr uint64_t kScalarLoopOpOverhead = 100;

/// What one unit of an op's count is (for messages; the budget is charged
/// in time units whatever the op counts).
enum class WorkUnit { ElementOps, MultiplyAdds, Comparisons };

/// The estimated work of running one op, its regions excluded (their ops are
/// charged as they run).
struct OpCost {
  /// The estimated time, in units (about a nanosecond each).
  uint64_t work = 0;
  /// What the op counts, and how many (0 when not known): for messages
  /// ("needs ~1.1e12 multiply-adds, ~5 min").
  WorkUnit unit = WorkUnit::ElementOps;
  uint64_t count = 0;
};

/// The limits of one evaluation.
struct EvalLimits {
  /// Most work, in cost-model units (about nanoseconds).
  uint64_t maxWork = kUnlimited;
  /// Largest tensor, in bytes, the evaluation may allocate (results and
  /// intermediates).
  uint64_t maxTensorBytes = kUnlimited;
};

/// The limits a fold runs under unless configured otherwise.
inline EvalLimits defaultFoldLimits() {
  return {kDefaultFoldWorkBudget, kDefaultFoldSizeBudget};
}

/// The limits of `fold-opt --interpret` unless configured otherwise: no limit
/// on work, and tensors up to what the process can get
/// (`getProcessMemoryLimit`).
EvalLimits defaultInterpreterLimits();

/// The bytes this process may still map, as far as the system says (the
/// address-space and data rlimits, physical memory plus swap); `kUnlimited`
/// if nothing says.
uint64_t getProcessMemoryLimit();

/// An evaluation's budget: its limits and the work charged so far. When a
/// limit is hit, `isExhausted()` holds and `getMessage()` says why in
/// numbers; the evaluator also emits that as an error at the op.
class EvalBudget {
public:
  explicit EvalBudget(EvalLimits limits = {}) : limits(limits) {}

  const EvalLimits &getLimits() const { return limits; }
  uint64_t getWorkDone() const { return workDone; }

  /// Charges `cost`; if that would exceed the work limit, charges nothing,
  /// records why and fails. `what` names the op for the message.
  bool tryCharge(const OpCost &cost, StringRef what);

  /// Charges `work` if that stays within the work limit; otherwise charges
  /// and records nothing and fails (the caller then charges op by op with
  /// `tryCharge`, for the message). Inline: a loop's iteration at a time.
  bool tryChargeQuietly(uint64_t work) {
    if (limits.maxWork != kUnlimited &&
        (work > limits.maxWork || workDone > limits.maxWork - work))
      return false;
    workDone += work;
    return true;
  }

  /// Whether a tensor of `type` (`bytes` bytes) may be allocated; if not,
  /// records why.
  bool tryAllocate(ShapedType type, uint64_t bytes);

  /// Records that allocating a tensor of `type` (`bytes` bytes) failed.
  void noteAllocationFailure(ShapedType type, uint64_t bytes);

  bool isExhausted() const { return exhausted != Exhausted::No; }
  /// True if the work limit (not memory) was hit.
  bool isOutOfWork() const { return exhausted == Exhausted::Work; }
  const std::string &getMessage() const { return message; }

private:
  enum class Exhausted { No, Work, Memory };
  EvalLimits limits;
  uint64_t workDone = 0;
  Exhausted exhausted = Exhausted::No;
  std::string message;
};

/// "1.1e12", "4096": a count for messages (exact below 10^6).
std::string formatCount(uint64_t n);
/// Work units as a time for messages: "250 ns", "3.2 ms", "1 s", "4.6 min",
/// "5.1 h".
std::string formatDuration(uint64_t units);
/// "2.4 GB", "4 MiB", "512 bytes".
std::string formatBytes(uint64_t bytes);
/// "multiply-adds", ...
StringRef getWorkUnitName(WorkUnit unit);

/// While alive, the tensors this thread allocates may take at most
/// `maxBytes` each: a larger one is a null Tensor (as when memory runs out)
/// and the failure is recorded for `takeAllocationFailure`. Scopes nest; the
/// innermost limit applies.
class ScopedAllocationLimit {
public:
  explicit ScopedAllocationLimit(uint64_t maxBytes);
  ~ScopedAllocationLimit();
  ScopedAllocationLimit(const ScopedAllocationLimit &) = delete;
  ScopedAllocationLimit &operator=(const ScopedAllocationLimit &) = delete;

private:
  uint64_t saved;
};

/// A tensor allocation that failed on this thread: its type (null when not
/// known), its size, and whether the allocation limit refused it (rather
/// than the system).
struct AllocationFailure {
  ShapedType type;
  uint64_t bytes = 0;
  bool overLimit = false;
};

/// `bytes` zeroed bytes of working memory for a kernel (free them with
/// `std::free`), from the allocator of tensors' buffers: null, with the
/// failure recorded as for a tensor, if `bytes` is over this thread's
/// allocation limit or the memory is not there.
void *allocateScratch(uint64_t bytes);

/// A kernel's working memory (packed GEMM panels, a convolution's rows, an
/// operand converted to the compute type): `size` zeroed values of `T` (a
/// type for which zero bytes are a value) from `allocateScratch`, so that
/// each buffer counts against the evaluation's limit as a tensor does. A
/// buffer that cannot be had is null (`!buffer`) and the kernel fails; the
/// evaluator reports the recorded failure at the op. Never an abort, which
/// a std::vector's failure would be.
template <typename T> class ScratchBuffer {
public:
  ScratchBuffer() = default;
  explicit ScratchBuffer(int64_t size) { allocate(size); }

  /// Holds `size` zeroed values instead (none if `size` <= 0); false if the
  /// memory could not be had (it then holds none and is null).
  bool allocate(int64_t size) {
    memory.reset();
    count = 0;
    failed = false;
    if (size <= 0)
      return true;
    void *p = static_cast<uint64_t>(size) > kUnlimited / sizeof(T)
                  ? nullptr
                  : allocateScratch(static_cast<uint64_t>(size) * sizeof(T));
    if (!p) {
      failed = true;
      return false;
    }
    memory.reset(static_cast<T *>(p));
    count = size;
    return true;
  }

  /// False if the last allocation failed.
  explicit operator bool() const { return !failed; }
  T *data() const { return memory.get(); }
  int64_t size() const { return count; }
  bool empty() const { return count == 0; }
  T &operator[](int64_t i) const { return memory.get()[i]; }
  /// The values, read-only.
  ArrayRef<T> array() const {
    return ArrayRef<T>(memory.get(), static_cast<size_t>(count));
  }

private:
  struct Free {
    void operator()(T *p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> memory;
  int64_t count = 0;
  bool failed = false;
};

/// The current thread's allocation limit (`kUnlimited` outside any scope).
uint64_t getAllocationLimit();
/// Records a failed allocation on this thread (called by Tensor).
void recordAllocationFailure(AllocationFailure failure);
/// The first failed allocation recorded on this thread since the last call,
/// and clears it.
std::optional<AllocationFailure> takeAllocationFailure();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_BUDGET_H
