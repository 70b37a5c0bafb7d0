//===- Bridge.h - IR between two contexts, by op name -----------*- C++ -*-===//
//
// Our `stablehlo`/`chlo` dialects and openxla's share their namespaces, so
// they are never loaded in one MLIRContext. The bridge copies IR from one
// context into another generically, by op name: an op becomes the op of the
// same name in the destination context (whichever dialect registered it
// there), with its operands, result types, inherent attributes (properties),
// discardable attributes, regions, successors and locations translated.
// Builtin elements attributes go by raw buffer (dense, dense_resource:
// the blob is copied); other builtin attributes and types are rebuilt from
// their parameters; dialect attributes and types (`#stablehlo.<...>`,
// `!stablehlo.token`, quant types) are printed alone and parsed in the
// destination context. That is the one place that says how an op maps: both
// dialects follow StableHLO's op names, attribute names and syntax.
//
// `PrivateContext` owns the context our engine runs in, one per fold
// extension or pass instance, shared by the threads that use it.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_OPENXLA_BRIDGE_H
#define STABLEHLO_FOLD_OPENXLA_BRIDGE_H

#include "stablehlo_fold/Folders/Folders.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

namespace mlir::sfold::openxla {

/// Translates types, attributes, locations and ops into `dest`. Caches what
/// it translated; one translator per translation (not shared by threads).
class IRTranslator {
public:
  explicit IRTranslator(MLIRContext *dest) : dest(dest) {}

  /// The type in `dest`, or null (with `getError()` saying why).
  Type translate(Type type);
  /// Appends `types` translated to `translated`; fails at the first that
  /// does not translate.
  LogicalResult translate(TypeRange types, SmallVectorImpl<Type> &translated);
  /// The attribute in `dest`, or null (with `getError()` saying why).
  Attribute translate(Attribute attr);
  /// The location in `dest` (unknown for kinds it does not rebuild).
  Location translate(Location loc);

  /// Creates the op of `op`'s name in `dest`, unattached, with operands from
  /// `mapping` (every operand must be mapped) and `op`'s regions translated
  /// recursively; maps `op`'s results (and the blocks and block arguments of
  /// its regions) in `mapping`. Null on failure (see `getError()`).
  Operation *translate(Operation *op, IRMapping &mapping);

  /// Why the last translation failed.
  const std::string &getError() const { return error; }

  /// Bytes of elements attributes copied so far.
  uint64_t getCopiedBytes() const { return copiedBytes; }

private:
  LogicalResult translateRegion(Region &from, Region &to, IRMapping &mapping);
  /// The inherent attributes an op `name` holds when created without any
  /// (its default-valued ones), in the source context.
  DictionaryAttr getDefaults(OperationName name);
  Attribute reparse(Attribute attr);
  Type reparse(Type type);
  Attribute fail(const Twine &message);

  MLIRContext *dest;
  DenseMap<Type, Type> types;
  DenseMap<Attribute, Attribute> attrs;
  DenseMap<OperationName, DictionaryAttr> defaults;
  std::string error;
  uint64_t copiedBytes = 0;
};

/// Verifies `op` and what it holds with the verifiers of its context,
/// emitting nothing. IR that openxla's verifiers accept and ours reject
/// (a constraint one of them checks and the other does not) must stop here:
/// our kernels expect IR our verifiers accepted.
LogicalResult verifyQuietly(Operation *op);

/// Translates module `module` into `dest`; null on failure, after an error
/// at `module`'s location.
OwningOpRef<ModuleOp> translateModule(ModuleOp module, MLIRContext *dest);

/// Replaces the body and attributes of `target` with those of `source`
/// translated into `target`'s context; fails (changing nothing, after an
/// error at `target`) if something does not translate.
LogicalResult replaceModuleFrom(ModuleOp target, ModuleOp source);

/// While it lives, every diagnostic emitted in `from` is emitted in `to`
/// instead, with the same severity, message and notes, at its location
/// translated into `to`.
class DiagnosticForwarder {
public:
  DiagnosticForwarder(MLIRContext *from, MLIRContext *to);
  ~DiagnosticForwarder();

private:
  MLIRContext *from;
  uint64_t id;
};

/// The context our engine runs in for a bridge: our dialects
/// (`registerAllDialects`), all loaded up front so threads can share it.
/// Every constant the bridge copies in stays uniqued in it; once more than
/// `kRenewBytes` were copied, the next `acquire` starts a fresh context
/// (users of the old one keep it alive until they are done).
class PrivateContext {
public:
  /// Copied bytes after which a fresh context is started.
  static constexpr uint64_t kRenewBytes = 256u << 20;

  /// Each new context's fold hook runs under `settings`.
  explicit PrivateContext(const FoldSettings &settings = {})
      : settings(settings) {}

  /// The current context (created on first use). Thread-safe.
  std::shared_ptr<MLIRContext> acquire();
  /// Records `bytes` copied into the context. Thread-safe.
  void charge(uint64_t bytes);

private:
  FoldSettings settings;
  std::mutex mutex;
  std::shared_ptr<MLIRContext> context;
  std::atomic<uint64_t> bytes{0};
};

} // namespace mlir::sfold::openxla

#endif // STABLEHLO_FOLD_OPENXLA_BRIDGE_H
