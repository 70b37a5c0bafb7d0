//===- Interpret.cpp - `fold-opt --interpret` -----------------------------===//
//
// Parses the input (each `// -----` chunk on its own with
// --split-input-file), verifies it, and runs it with the interpreter.
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"

#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/Npy.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/DebugStringHelper.h"
#include "llvm/Support/Path.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::sfold;

/// The arguments of `func` from `--args` or `--input`.
static FailureOr<SmallVector<Tensor>> readArguments(func::FuncOp func,
                                                    const EntryOptions &entry) {
  auto fail = [&](const Twine &message) {
    func.emitError(message);
    return failure();
  };
  if (!entry.args.empty() && !entry.inputs.empty())
    return fail("give the arguments with --args or with --input, not both");
  SmallVector<Attribute> literals;
  if (!entry.args.empty()) {
    Attribute parsed = parseAttribute(entry.args, func.getContext());
    auto array = llvm::dyn_cast_if_present<ArrayAttr>(parsed);
    if (!array)
      return fail("--args must be a list of literals: "
                  "[dense<...> : tensor<...>, ...]");
    literals.assign(array.begin(), array.end());
  }
  size_t given = entry.args.empty() ? entry.inputs.size() : literals.size();
  FailureOr<SmallVector<RankedTensorType>> types =
      getEntryArgumentTypes(func, given);
  if (failed(types))
    return failure();
  SmallVector<Tensor> values;
  for (auto [i, tensorType] : llvm::enumerate(*types)) {
    FailureOr<Tensor> t = failure();
    if (!entry.args.empty()) {
      auto elements = llvm::dyn_cast<ElementsAttr>(literals[i]);
      if (!elements)
        return fail("argument " + Twine(i) + " is not a tensor literal");
      auto literalType = llvm::dyn_cast<RankedTensorType>(elements.getType());
      if (!literalType)
        return fail("argument " + Twine(i) + " is not a ranked tensor literal");
      // Shapes first (the literal of a quantized argument holds its storage
      // integers), then the element type.
      if (std::optional<std::string> why = getTypeMismatch(
              RankedTensorType::get(tensorType.getShape(),
                                    literalType.getElementType(),
                                    tensorType.getEncoding()),
              literalType))
        return fail("argument " + Twine(i) + " of type " +
                    Twine(debugString(tensorType)) +
                    " cannot take the value given: " + *why);
      t = makeTensor(elements,
                     RankedTensorType::get(literalType.getShape(),
                                           tensorType.getElementType()));
      if (failed(t) || !*t ||
          t->getElementType() != tensorType.getElementType())
        return fail("argument " + Twine(i) + " has type " +
                    Twine(debugString(elements.getType())) + ", expected " +
                    Twine(debugString(tensorType)));
    } else {
      std::string error;
      t = readNpy(entry.inputs[i], tensorType, error);
      if (failed(t))
        return fail("cannot read argument " + Twine(i) + " from '" +
                    entry.inputs[i] + "': " + error);
    }
    // runEntryFunction checks the value against the declared type.
    values.push_back(std::move(*t));
  }
  return values;
}

/// Runs `--entry` and prints or writes its results.
static LogicalResult runEntry(ModuleOp module, const InterpretRequest &request,
                              const InterpreterOptions &options,
                              raw_ostream &os) {
  const EntryOptions &entry = request.entry;
  FailureOr<func::FuncOp> func = lookupEntryFunction(module, entry.entry);
  if (failed(func))
    return failure();
  FailureOr<SmallVector<Tensor>> args = readArguments(*func, entry);
  if (failed(args))
    return failure();
  unsigned failedChecks = 0;
  FailureOr<ValueList> results =
      runEntryFunction(*func, *args, options, os, &failedChecks);
  if (failed(results))
    return failure();
  for (auto [i, value] : llvm::enumerate(*results)) {
    if (entry.outputDir.empty()) {
      value.print(os, options.printFormat);
      os << "\n";
      continue;
    }
    if (!value.isTensor()) {
      func->emitError("result ") << i << " is not a tensor";
      return failure();
    }
    if (std::error_code ec =
            llvm::sys::fs::create_directories(entry.outputDir)) {
      func->emitError("cannot create '")
          << entry.outputDir << "': " << ec.message();
      return failure();
    }
    SmallString<128> path(entry.outputDir);
    llvm::sys::path::append(path, "result_" + Twine(i) + ".npy");
    std::string error;
    if (failed(writeNpy(value.getTensor(), path, error))) {
      func->emitError("cannot write '") << path << "': " << error;
      return failure();
    }
  }
  if (failedChecks) {
    llvm::errs() << request.tool << ": " << failedChecks
                 << " check(s) failed\n";
    return failure();
  }
  return success();
}

/// Runs `module`: `entry`'s function, or every public function without
/// arguments.
static LogicalResult interpretParsed(ModuleOp module,
                                     const InterpretRequest &request,
                                     const InterpreterOptions &options,
                                     raw_ostream &os) {
  if (!request.entry.entry.empty())
    return runEntry(module, request, options, os);
  unsigned failedChecks = 0;
  LogicalResult result = interpretModule(module, options, os, &failedChecks);
  if (failedChecks)
    llvm::errs() << request.tool << ": " << failedChecks << " check"
                 << (failedChecks == 1 ? "" : "s") << " failed\n";
  return result;
}

static LogicalResult interpretChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                                    DialectRegistry &registry,
                                    const InterpretRequest &request,
                                    const InterpreterOptions &options,
                                    ImportModule import, raw_ostream &os) {
  // Dialects load as the parser meets them: a program of stablehlo and func
  // ops does not pay for chlo, quant, check and interpreter.
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(chunk), SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return failure();
  auto run = [&](ModuleOp toRun) {
    return interpretParsed(toRun, request, options, os);
  };
  return import ? import(*module, run) : run(*module);
}

LogicalResult mlir::sfold::runInterpreterMain(StringRef inputFilename,
                                              StringRef outputFilename,
                                              StringRef splitMarker,
                                              DialectRegistry &registry,
                                              const InterpretRequest &request,
                                              ImportModule import) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  return runInterpreterMain(std::move(input), outputFilename, splitMarker,
                            registry, request, import);
}

LogicalResult mlir::sfold::runInterpreterMain(
    std::unique_ptr<llvm::MemoryBuffer> input, StringRef outputFilename,
    StringRef splitMarker, DialectRegistry &registry,
    const InterpretRequest &request, ImportModule import) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }
  // Without --probe-output-dir, probes go to a temporary directory that is
  // removed at the end (check.expect_serialized_eq reads them back). It is
  // only named here: the first probe creates it (a mkdir and an rmdir were
  // a fifth of the start-up of a run without probes).
  InterpreterOptions runOptions = request.options;
  SmallString<128> tempDir;
  if (runOptions.probeOutputDir.empty()) {
    llvm::sys::fs::createUniquePath("fold-opt-probes-%%%%%%%%%%%%%%%%", tempDir,
                                    /*MakeAbsolute=*/true);
    runOptions.probeOutputDir = std::string(tempDir);
  }
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     raw_ostream &os) {
    return interpretChunk(std::move(chunk), registry, request, runOptions,
                          import, os);
  };
  // Every chunk runs even when an earlier one failed.
  LogicalResult result = splitAndProcessBuffer(std::move(input), process,
                                               output->os(), splitMarker, "");
  output->keep();
  if (!tempDir.empty() && llvm::sys::fs::exists(tempDir))
    (void)llvm::sys::fs::remove_directories(tempDir);
  return result;
}

LogicalResult mlir::sfold::runOptMainOnBuffer(
    std::unique_ptr<llvm::MemoryBuffer> input, StringRef outputFilename,
    DialectRegistry &registry, const MlirOptMainConfig &config) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return failure();
  output->keep();
  return success();
}
