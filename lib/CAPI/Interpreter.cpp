//===- Interpreter.cpp - C API: tensors and sfoldModuleInterpret ----------===//

#include "Wrap.h"

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::capi;

/// The C enumerator of a storage kind.
static SfoldStorageKind wrap(StorageKind kind) {
  switch (kind) {
  case StorageKind::Bool:
    return SFOLD_STORAGE_BOOL;
  case StorageKind::I8:
    return SFOLD_STORAGE_I8;
  case StorageKind::I16:
    return SFOLD_STORAGE_I16;
  case StorageKind::I32:
    return SFOLD_STORAGE_I32;
  case StorageKind::I64:
    return SFOLD_STORAGE_I64;
  case StorageKind::U8:
    return SFOLD_STORAGE_U8;
  case StorageKind::U16:
    return SFOLD_STORAGE_U16;
  case StorageKind::U32:
    return SFOLD_STORAGE_U32;
  case StorageKind::U64:
    return SFOLD_STORAGE_U64;
  case StorageKind::F16:
    return SFOLD_STORAGE_F16;
  case StorageKind::BF16:
    return SFOLD_STORAGE_BF16;
  case StorageKind::Narrow8:
    return SFOLD_STORAGE_NARROW8;
  case StorageKind::TF32:
    return SFOLD_STORAGE_TF32;
  case StorageKind::F32:
    return SFOLD_STORAGE_F32;
  case StorageKind::F64:
    return SFOLD_STORAGE_F64;
  case StorageKind::C64:
    return SFOLD_STORAGE_C64;
  case StorageKind::C128:
    return SFOLD_STORAGE_C128;
  }
  return SFOLD_STORAGE_U8;
}

/// `type` as printed (a diagnostic would quote it).
static std::string text(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

SfoldTensor sfoldTensorCreate(SfoldContext c, SfoldStringRef elementType,
                              intptr_t rank, const int64_t *shape,
                              const void *data, size_t sizeInBytes) {
  Context *context = unwrap(c);
  context->diagnostics.clear();
  MLIRContext *ctx = &context->context;
  auto fail = [&]() -> InFlightDiagnostic {
    return emitError(UnknownLoc::get(ctx));
  };
  StringRef typeText = unwrap(elementType).trim();
  Type type;
  {
    // The parser's own message points into a buffer the caller never saw.
    ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
    type = parseType(typeText, ctx);
  }
  if (!type) {
    fail() << "'" << typeText << "' is not an element type";
    return {nullptr};
  }
  if (!isSupportedElementType(type)) {
    fail() << "the interpreter cannot hold elements of type " << text(type);
    return {nullptr};
  }
  if (rank < 0 || (rank > 0 && !shape)) {
    fail() << "a tensor needs a rank and " << rank << " dimension sizes";
    return {nullptr};
  }
  ArrayRef<int64_t> dims(shape, static_cast<size_t>(rank));
  if (llvm::any_of(dims, [](int64_t d) { return d < 0; })) {
    fail() << "a dimension size is negative";
    return {nullptr};
  }
  auto tensorType = RankedTensorType::get(dims, type);
  std::optional<size_t> size = Tensor::computeSizeInBytes(tensorType);
  if (!size) {
    fail() << text(tensorType) << " is too large";
    return {nullptr};
  }
  if (*size != sizeInBytes) {
    fail() << "a " << text(tensorType) << " holds " << *size << " bytes, "
           << sizeInBytes << " given";
    return {nullptr};
  }
  if (*size && !data) {
    fail() << "no data given for a " << text(tensorType);
    return {nullptr};
  }
  Tensor tensor(tensorType,
                ArrayRef<char>(static_cast<const char *>(data), *size));
  if (!tensor) {
    fail() << "out of memory for a " << text(tensorType);
    return {nullptr};
  }
  if (std::optional<int64_t> bad = tensor.findMalformedElement()) {
    fail() << "element " << *bad << " is not a well-formed " << text(type)
           << " (see the storage in stablehlo_fold-c/Interpreter.h)";
    return {nullptr};
  }
  return wrap(new TensorValue{context, std::move(tensor)});
}

void sfoldTensorDestroy(SfoldTensor tensor) { delete unwrap(tensor); }

intptr_t sfoldTensorGetRank(SfoldTensor tensor) {
  return unwrap(tensor)->tensor.getRank();
}

int64_t sfoldTensorGetDimSize(SfoldTensor tensor, intptr_t dim) {
  return unwrap(tensor)->tensor.getShape()[dim];
}

SfoldStorageKind sfoldTensorGetStorageKind(SfoldTensor tensor) {
  return wrap(unwrap(tensor)->tensor.getStorageKind());
}

void sfoldTensorPrintElementType(SfoldTensor tensor,
                                 SfoldStringCallback callback, void *userData) {
  CallbackOstream os(callback, userData);
  os << unwrap(tensor)->tensor.getElementType();
}

void sfoldTensorPrint(SfoldTensor tensor, SfoldStringCallback callback,
                      void *userData) {
  CallbackOstream os(callback, userData);
  InterpreterValue(unwrap(tensor)->tensor).print(os);
}

const void *sfoldTensorGetData(SfoldTensor tensor) {
  return unwrap(tensor)->tensor.rawData();
}

size_t sfoldTensorGetSizeInBytes(SfoldTensor tensor) {
  return unwrap(tensor)->tensor.getSizeInBytes();
}

//===----------------------------------------------------------------------===//
// sfoldModuleInterpret
//===----------------------------------------------------------------------===//

SfoldLogicalResult sfoldModuleInterpret(SfoldModule m, SfoldStringRef entry,
                                        intptr_t numArgs,
                                        const SfoldTensor *args,
                                        const SfoldInterpretOptions *options,
                                        SfoldTensorCallback callback,
                                        void *userData) {
  Module *module = unwrap(m);
  ModuleCall call(*module);
  SfoldInterpretOptions given =
      options ? *options : sfoldInterpretOptionsGetDefault();
  InterpreterOptions interpreterOptions;
  interpreterOptions.kernels = module->context->settings.kernels;
  interpreterOptions.limits = defaultInterpreterLimits();
  if (given.maxWork)
    interpreterOptions.limits.maxWork = given.maxWork;
  interpreterOptions.probeOutputDir = unwrap(given.probeOutputDir).str();

  FailureOr<func::FuncOp> func =
      lookupEntryFunction(*module->module, unwrap(entry));
  if (failed(func))
    return wrap(failure());
  SmallVector<Tensor> tensors;
  for (intptr_t i = 0; i < numArgs; ++i) {
    TensorValue *arg = unwrap(args[i]);
    if (!arg || arg->context != module->context) {
      func->emitError("argument ")
          << i << (arg ? " belongs to another context" : " is null");
      return wrap(failure());
    }
    tensors.push_back(arg->tensor);
  }
  unsigned failedChecks = 0;
  FailureOr<ValueList> results;
  {
    CallbackOstream output(given.output, given.outputUserData);
    results = runEntryFunction(*func, tensors, interpreterOptions, output,
                               &failedChecks);
  }
  if (failed(results))
    return wrap(call.fail("evaluation failed"));
  if (failedChecks) {
    func->emitError() << failedChecks << " check"
                      << (failedChecks == 1 ? "" : "s") << " failed";
    return wrap(failure());
  }
  for (auto [i, value] : llvm::enumerate(*results)) {
    if (!value.isTensor()) {
      func->emitError("result ")
          << i << " is not a tensor: tokens and tuples cannot be returned";
      return wrap(failure());
    }
  }
  for (InterpreterValue &value : *results)
    callback(wrap(new TensorValue{module->context, value.getTensor()}),
             userData);
  return wrap(success());
}
