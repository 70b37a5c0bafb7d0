//===- core.cpp - stablehlo_fold._core: the C API for Python --------------===//
//
// A thin layer over include/stablehlo_fold-c: a Module owns its context,
// arrays go in and out as (element type, storage array) pairs, and every
// failure raises _core.Error with the context's diagnostics. The package
// (stablehlo_fold/__init__.py) maps numpy dtypes and RawArray onto this.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold-c/Interpreter.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace py = pybind11;

namespace {

/// Every failure: the message is the diagnostics.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void appendTo(SfoldStringRef piece, void *userData) {
  static_cast<std::string *>(userData)->append(piece.data, piece.length);
}

SfoldStringRef toRef(const std::string &s) { return {s.data(), s.size()}; }

/// A context, destroyed after everything made in it.
struct Context {
  Context() : context(sfoldContextCreate()) {}
  ~Context() { sfoldContextDestroy(context); }
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  /// Raises Error with the diagnostics of the last call (`prefix` first).
  [[noreturn]] void raise(const std::string &prefix = "") const {
    std::string text;
    sfoldContextGetDiagnostics(context, appendTo, &text);
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    throw Error(prefix + (text.empty() ? "failed" : text));
  }

  SfoldContext context;
};

/// The numpy dtype that holds elements of storage `kind` (native order).
py::dtype storageDtype(SfoldStorageKind kind) {
  static const char *names[] = {
      "bool",    "int8",    "int16",   "int32",   "int64",     "uint8",
      "uint16",  "uint32",  "uint64",  "float16", "uint16",    "uint8",
      "uint32",  "float32", "float64", "complex64", "complex128"};
  static_assert(sizeof(names) / sizeof(names[0]) == SFOLD_STORAGE_C128 + 1,
                "one dtype per storage kind");
  return py::dtype(names[kind]);
}

/// Destroys the tensors it holds.
struct TensorList {
  ~TensorList() {
    for (SfoldTensor t : tensors)
      sfoldTensorDestroy(t);
  }
  std::vector<SfoldTensor> tensors;
};

void collect(SfoldTensor result, void *userData) {
  static_cast<TensorList *>(userData)->tensors.push_back(result);
}

std::string elementType(SfoldTensor t) {
  std::string text;
  sfoldTensorPrintElementType(t, appendTo, &text);
  return text;
}

class Module {
public:
  Module(const std::string &source, const std::string &name)
      : context(std::make_shared<Context>()) {
    module = sfoldModuleParse(context->context, toRef(source), toRef(name));
    if (sfoldModuleIsNull(module))
      context->raise();
  }
  Module(std::shared_ptr<Context> context, SfoldModule module)
      : context(std::move(context)), module(module) {}
  ~Module() {
    if (!sfoldModuleIsNull(module))
      sfoldModuleDestroy(module);
  }
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  std::unique_ptr<Module> clone() const {
    return std::make_unique<Module>(context, sfoldModuleClone(module));
  }

  void runPasses(const std::string &pipeline) {
    if (sfoldLogicalResultIsFailure(
            sfoldModuleRunPassPipeline(module, toRef(pipeline))))
      context->raise();
  }

  std::string print(bool generic) const {
    std::string text;
    sfoldModulePrint(module, generic, appendTo, &text);
    return text;
  }

  py::bytes bytecode() const {
    std::string bytes;
    if (sfoldLogicalResultIsFailure(
            sfoldModuleWriteBytecode(module, appendTo, &bytes)))
      context->raise();
    return py::bytes(bytes);
  }

  py::bytes artifact(const std::string &target) const {
    std::string bytes;
    if (sfoldLogicalResultIsFailure(sfoldModuleWritePortableArtifact(
            module, toRef(target), appendTo, &bytes)))
      context->raise();
    return py::bytes(bytes);
  }

  /// Runs `entry` on `args`, a list of (element type, C-contiguous storage
  /// array); returns its results the same way and what the program printed.
  py::tuple interpret(const std::string &entry, const py::list &args,
                      uint64_t maxWork, const std::string &probeDir) {
    TensorList tensors;
    for (size_t i = 0; i < args.size(); ++i) {
      std::string prefix = "argument " + std::to_string(i) + ": ";
      auto pair = args[i].cast<py::tuple>();
      auto type = pair[0].cast<std::string>();
      auto array = py::array::ensure(pair[1], py::array::c_style);
      if (!array)
        throw Error(prefix + "not an array");
      std::vector<int64_t> shape(array.shape(), array.shape() + array.ndim());
      SfoldTensor t =
          sfoldTensorCreate(context->context, toRef(type), array.ndim(),
                            shape.data(), array.data(), array.nbytes());
      if (sfoldTensorIsNull(t))
        context->raise(prefix);
      tensors.tensors.push_back(t);
      py::dtype expected = storageDtype(sfoldTensorGetStorageKind(t));
      if (expected.kind() != array.dtype().kind() ||
          expected.itemsize() != array.dtype().itemsize())
        throw Error(prefix + type + " elements are given as " +
                    std::string(py::str(expected)) + ", not " +
                    std::string(py::str(array.dtype())));
    }
    std::string output;
    SfoldInterpretOptions options = sfoldInterpretOptionsGetDefault();
    options.maxWork = maxWork;
    options.probeOutputDir = toRef(probeDir);
    options.output = appendTo;
    options.outputUserData = &output;
    TensorList results;
    SfoldLogicalResult ok = sfoldModuleInterpret(
        module, toRef(entry), static_cast<intptr_t>(tensors.tensors.size()),
        tensors.tensors.data(), &options, collect, &results);
    if (sfoldLogicalResultIsFailure(ok)) {
      // What the program printed before it failed comes first.
      if (!output.empty())
        py::module_::import("sys").attr("stdout").attr("write")(output);
      context->raise();
    }
    py::list values;
    for (SfoldTensor t : results.tensors) {
      std::vector<py::ssize_t> shape;
      for (intptr_t d = 0, e = sfoldTensorGetRank(t); d < e; ++d)
        shape.push_back(sfoldTensorGetDimSize(t, d));
      py::array array(storageDtype(sfoldTensorGetStorageKind(t)), shape,
                      sfoldTensorGetData(t));
      values.append(py::make_tuple(elementType(t), std::move(array)));
    }
    return py::make_tuple(std::move(values), py::str(output));
  }

private:
  std::shared_ptr<Context> context; // Destroyed after `module`.
  SfoldModule module;
};

} // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "The C API of stablehlo-fold (use the stablehlo_fold package).";
  py::register_exception<Error>(m, "Error");
  py::class_<Module>(m, "Module")
      .def(py::init<const std::string &, const std::string &>(),
           py::arg("source"), py::arg("name"),
           "Parses and verifies MLIR text or bytecode.")
      .def("clone", &Module::clone, "A deep copy.")
      .def("run_passes", &Module::runPasses, py::arg("pipeline"),
           "Runs a textual pass pipeline in place.")
      .def("print", &Module::print, py::arg("generic") = false,
           "The module as MLIR text.")
      .def("bytecode", &Module::bytecode, "The module as MLIR bytecode.")
      .def("artifact", &Module::artifact, py::arg("target") = "current",
           "The module as a StableHLO portable artifact for `target`.")
      .def("interpret", &Module::interpret, py::arg("entry"), py::arg("args"),
           py::arg("max_work") = 0, py::arg("probe_dir") = "",
           "Runs a function on (element type, storage array) pairs; returns "
           "the results as such pairs and what the program printed.");
  m.def(
      "is_pass_registered",
      [](const std::string &name) {
        // Passes are registered with the first context.
        Context context;
        return sfoldIsPassRegistered(toRef(name));
      },
      py::arg("name"), "Whether a pass or pipeline of that name exists.");
}
