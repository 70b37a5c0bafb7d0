//===- Folders.h - folding stablehlo ops ------------------------*- C++ -*-===//
//
// Every stablehlo op without regions and side effects folds when its operands
// are constants: the operands are unpacked into Tensors, the interpreter's
// handler for the op runs the op's kernel, and the results are packed back
// into attributes. The fold is therefore bit for bit what `--interpret`
// computes. Folds that need no constants (`reshape` to the same type ->
// operand, ...) live here too; they are IEEE-exact.
//
// The folds reach the ops through a DialectFoldInterface that
// `registerStablehloFolders` attaches to the dialect, so `Operation::fold`,
// `-canonicalize`, the greedy pattern driver and SCCP all use them. Each
// context's interface holds its own `FoldSettings`, given at registration
// and fixed for the context's life.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_FOLDERS_FOLDERS_H
#define STABLEHLO_FOLD_FOLDERS_FOLDERS_H

#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
class RewriterBase;
} // namespace mlir

namespace mlir::sfold {

class Evaluator;

/// What the fold hook of a context runs under.
struct FoldSettings {
  /// The work and bytes of each fold (4 MiB per result and
  /// `kDefaultFoldWorkBudget` of work by default).
  EvalLimits limits = defaultFoldLimits();
  /// The instruction set and threads of the kernels a fold runs.
  KernelConfig kernels;
};

/// Adds the stablehlo folders to the stablehlo and chlo dialects when they
/// are loaded into a context, with `settings` for that context. A registry
/// takes the first registration only (MLIR keeps one extension per kind).
void registerStablehloFolders(DialectRegistry &registry,
                              const FoldSettings &settings = {});

/// The settings of the fold hook in `context` (the defaults if the folders
/// are not registered or the stablehlo dialect not loaded).
FoldSettings getFoldSettings(MLIRContext *context);

/// Folded results of more bytes than this are packed as dense_resource blobs
/// instead of DenseElementsAttrs, which the context keeps uniqued until it
/// dies (see docs/folders.md).
inline constexpr uint64_t kResourceThreshold = 64u << 10;

/// Bytes a constant of `type` takes in an attribute (sub-byte elements take
/// a byte each; complex elements both parts).
uint64_t getConstantByteSize(RankedTensorType type);

/// True for ops no fold evaluates even when they are free of side effects:
/// custom_call (its meaning is its target's), rng_bit_generator (its bits
/// are implementation-defined: a fold would bake in this interpreter's) and
/// optimization_barrier (it exists to stop optimizations).
bool isNeverFolded(Operation *op);

/// Why `evaluateConstantOp` gave no constants.
enum class DeclineReason {
  /// A result is not a statically shaped tensor.
  NotStatic,
  /// The results, or the splat operands an evaluation would expand, or a
  /// tensor allocated while evaluating, exceed the size budget.
  OverSizeBudget,
  /// The work exceeds the compute budget (estimated up front, or run out of
  /// while evaluating, e.g. in a loop).
  OverWorkBudget,
  /// The interpreter could not evaluate the op, or a result cannot be a
  /// constant.
  EvaluationFailed,
};

/// A decline: its reason and, in words and numbers, what happened.
struct Decline {
  DeclineReason reason = DeclineReason::EvaluationFailed;
  std::string message;
};

/// The dense_resource blobs a pass packs its folded results into, each with
/// the Tensor whose buffer it holds without a copy (`packTensor`). Operands
/// that are such blobs are evaluated on that Tensor, so nothing views a
/// blob's storage but the blob itself, and the pass can drop a blob's buffer
/// as soon as the last constant holding it is erased: the intermediate
/// values of a folded subgraph then live until their last use, not until
/// the context dies (docs/passes.md). One per pass run.
class FoldedBlobs {
public:
  /// The Tensor `attr` holds if it is one of these blobs, else null.
  Tensor lookup(Attribute attr) const;
  /// `tensor` packed by `packTensor`, remembered if it became a blob. A
  /// tensor borrowing the storage of one of these blobs (a constant in a
  /// region evaluated) is copied first, so that no blob views another's.
  ElementsAttr pack(const Tensor &tensor);
  /// Drops the buffer of `attr`'s blob if it is one of these (the blob is
  /// left empty): call it once nothing refers to `attr` any more.
  void release(Attribute attr);
  /// The Tensor of `attr`'s blob, if it is one of these and views it, for
  /// an evaluation that may write its result over it (OpHandler): the blob
  /// is emptied and forgotten, so the Tensor holds its buffer alone (unless
  /// another blob shares it). Only for the operand of the op being
  /// evaluated whose constant, the one holding `attr`, has no other use.
  /// Null (nothing changed) otherwise.
  Tensor lend(Attribute attr);
  /// Makes `tensor`, lent by `lend(attr)` and not written over, `attr`'s
  /// blob's again, as before `lend`.
  void giveBack(Attribute attr, const Tensor &tensor);
  /// Releases the blobs that no stablehlo constant under `root` holds and
  /// forgets the others, which keep their buffers for the context's life.
  void finish(Operation *root);

private:
  using BlobEntry = DialectResourceBlobManager::BlobEntry;
  /// Every blob packed, with the Tensor it views (null for a blob that
  /// holds a re-encoded copy: i1, sub-byte integers, tf32).
  llvm::DenseMap<BlobEntry *, Tensor> tensors;
};

/// The one routine that turns an op with constant operands into constants,
/// shared by the fold hook (`foldByEvaluation`) and the --fold-constants
/// pass, which add their policies (which ops, regions or not, budgets) and
/// do the replacing. `operands` holds an ElementsAttr per operand;
/// `captured` the values `op`'s regions use from outside, each with its
/// constant. The evaluation runs under `limits` (work and bytes, see
/// Budget.h) on `evaluator`, whose budget is reset for it, and emits nothing.
/// Splat operands of ops that keep splats give splat results without the
/// size budget (`foldSplats`). On failure, `why` (if given) says why. With
/// `blobs`, operands and captured values that are its blobs are read from
/// their Tensors and the results are packed by it; an operand whose
/// constant `op` is the only user of is lent (`FoldedBlobs::lend`), and a
/// kernel may write the result over it: its blob is then left empty, and
/// the caller replaces `op` and erases that constant. Nothing changes on
/// failure.
FailureOr<SmallVector<Attribute>>
evaluateConstantOp(Operation *op, ArrayRef<Attribute> operands,
                   ArrayRef<std::pair<Value, ElementsAttr>> captured,
                   const EvalLimits &limits, Evaluator &evaluator,
                   Decline *why = nullptr, FoldedBlobs *blobs = nullptr);

/// True when `op` is an integer `divide` or `remainder` whose constant
/// `operands` hold a zero divisor or INT_MIN / -1 (signed) in some element,
/// or cannot be read to tell: the interpreter gives these a value, but the
/// folds keep the op, as StableHLO's folders do (docs/folders.md).
bool isKeptIntegerDivision(Operation *op, ArrayRef<Attribute> operands);

/// Iotas of at most this many elements fold to constants from the fold hook;
/// larger ones fold only when they are splats or a user folds with them.
inline constexpr int64_t kMaxIotaFoldElements = 16;

/// True when the fold hook may turn `iota` (a stablehlo.iota) into a
/// constant: its result has at most `kMaxIotaFoldElements` elements, is a
/// splat (its iota dimension has size 1), or some user of it is a foldable
/// op whose other operands are all constants, at least one of them, or whose
/// results are that small too (a slice of it, not a broadcast of it).
bool shouldFoldIota(Operation *iota);

/// Folds `op` by evaluating it on constant `operands` (attributes, null where
/// an operand is not constant) through `evaluateConstantOp`. Declines
/// (fails, changing nothing, emitting nothing) when an operand is not
/// constant, `op` has regions or side effects or `isNeverFolded(op)`, or
/// `evaluateConstantOp` declines under `settings.limits`; the kernels run
/// with `settings.kernels`.
LogicalResult foldByEvaluation(Operation *op, ArrayRef<Attribute> operands,
                               SmallVectorImpl<OpFoldResult> &results,
                               const FoldSettings &settings = {});

/// True if `op` has no regions and gives splat results for splat operands:
/// elementwise ops (the `Elementwise` trait, clamp, select) and pure
/// re-layouts (broadcast_in_dim, reshape, transpose, reverse, slice,
/// dynamic_slice, and pad / concatenate of one splat value).
bool preservesSplats(Operation *op);

/// If `preservesSplats(op)` and every operand in `operands` is a splat
/// DenseElementsAttr, returns `op`'s results as splat attributes without
/// materializing them: re-layouts keep the operand's element, elementwise
/// ops are evaluated by `evaluator` on one-element operands (the same
/// kernels as a full evaluation). Fails, creating and emitting nothing, in
/// every other case (including empty tensors).
FailureOr<SmallVector<Attribute>>
foldSplats(Operation *op, ArrayRef<Attribute> operands, Evaluator &evaluator);

/// The attribute for a folded value: a splat DenseElementsAttr if every
/// element has the same bits, a DenseResourceElementsAttr (a new blob) if it
/// takes more than `resourceThreshold` bytes, a DenseElementsAttr otherwise.
/// Null if the element type cannot be held in an attribute.
ElementsAttr packTensor(const Tensor &tensor,
                        uint64_t resourceThreshold = kResourceThreshold);

/// Folds that need no constants and are exact for every input, e.g.
/// `reshape(x) -> x` when the types are equal. Never returns `op`'s own
/// result.
LogicalResult foldIdentity(Operation *op, ArrayRef<Attribute> operands,
                           SmallVectorImpl<OpFoldResult> &results);

/// Erases the stablehlo constants nested under `root` that have no users:
/// what folding leaves behind (the inputs of folded computations). The one
/// clean-up of the passes that fold.
void eraseDeadConstants(Operation *root, RewriterBase &rewriter);

/// Erases the stablehlo constants among the producers of `values` (the
/// inputs of an op just folded away) that have no users left.
void eraseDeadConstants(ArrayRef<Value> values);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_FOLDERS_FOLDERS_H
