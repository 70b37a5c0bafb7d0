//===- Wrap.h - the objects behind the C API handles ------------*- C++ -*-===//
//
// What SfoldContext, SfoldModule and SfoldTensor point to, and the
// diagnostics plumbing every entry point shares. Private to lib/CAPI.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_CAPI_WRAP_H
#define STABLEHLO_FOLD_LIB_CAPI_WRAP_H

#include "stablehlo_fold-c/Interpreter.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace mlir::sfold::capi {

/// A context and the text of the diagnostics of the current call.
struct Context {
  explicit Context(const FoldSettings &settings);
  /// The settings its fold hook and its interpretations run with.
  FoldSettings settings;
  MLIRContext context;
  std::string diagnostics;
  llvm::raw_string_ostream diagnosticStream{diagnostics};
  /// Prints diagnostics outside any module's source (no source line).
  llvm::SourceMgr noSource;
  SourceMgrDiagnosticHandler handler{noSource, &context, diagnosticStream};
};

/// A module and the source it was parsed from (shared with its clones), so
/// that diagnostics of later calls show the source line.
struct Module {
  Context *context;
  std::shared_ptr<llvm::SourceMgr> source;
  OwningOpRef<ModuleOp> module;
};

/// A tensor and the context its type lives in.
struct TensorValue {
  Context *context;
  Tensor tensor;
};

inline Context *unwrap(SfoldContext c) { return static_cast<Context *>(c.ptr); }
inline Module *unwrap(SfoldModule m) { return static_cast<Module *>(m.ptr); }
inline TensorValue *unwrap(SfoldTensor t) {
  return static_cast<TensorValue *>(t.ptr);
}
inline SfoldContext wrap(Context *c) { return {c}; }
inline SfoldModule wrap(Module *m) { return {m}; }
inline SfoldTensor wrap(TensorValue *t) { return {t}; }
inline StringRef unwrap(SfoldStringRef s) { return StringRef(s.data, s.length); }
inline SfoldLogicalResult wrap(LogicalResult r) {
  return {static_cast<int8_t>(succeeded(r))};
}

/// For the duration of one call on a module: clears the context's
/// diagnostics and prints new ones with the module's source lines.
class ModuleCall {
public:
  explicit ModuleCall(Module &m)
      : context(*m.context),
        handler(*m.source, &context.context, context.diagnosticStream) {
    context.diagnostics.clear();
  }
  /// Fails, making sure a diagnostic says so: `message` if none was emitted.
  LogicalResult fail(StringRef message);

private:
  Context &context;
  SourceMgrDiagnosticHandler handler;
};

/// A raw_ostream that hands what is written to an SfoldStringCallback.
class CallbackOstream : public llvm::raw_ostream {
public:
  CallbackOstream(SfoldStringCallback callback, void *userData)
      : callback(callback), userData(userData) {}
  ~CallbackOstream() override { flush(); }

private:
  void write_impl(const char *ptr, size_t size) override {
    if (callback)
      callback(SfoldStringRef{ptr, size}, userData);
    written += size;
  }
  uint64_t current_pos() const override { return written; }

  SfoldStringCallback callback;
  void *userData;
  uint64_t written = 0;
};

} // namespace mlir::sfold::capi

#endif // STABLEHLO_FOLD_LIB_CAPI_WRAP_H
