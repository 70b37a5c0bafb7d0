//===- core.cpp - stablehlo_fold._core: the C API for Python --------------===//
//
// A thin layer over include/stablehlo_fold-c: a Module owns its context,
// arrays go in and out as (element type, storage array) pairs, and every
// failure raises _core.Error with the context's diagnostics. The package
// (stablehlo_fold/__init__.py) maps numpy dtypes and RawArray onto this.
//
// Calls that do work (parse, passes, interpret, print) release the GIL, so
// other Python threads run meanwhile; a context is used by one thread at a
// time (its mutex), and what runs without the GIL touches no Python object.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold-c/Interpreter.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <mutex>
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

/// A context, destroyed after everything made in it, and the lock that
/// keeps it to one thread at a time.
struct Context {
  explicit Context(const SfoldContextOptions &options) {
    py::gil_scoped_release released;
    context = sfoldContextCreateWithOptions(&options);
  }
  ~Context() { sfoldContextDestroy(context); }
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  /// Runs `work()` on the context without the GIL and with the context's
  /// lock. `work` touches no Python object and returns "" on success, else
  /// the message of the Error to raise (`failure`).
  template <typename Work>
  void run(Work work) {
    std::string error;
    {
      py::gil_scoped_release released;
      std::lock_guard<std::mutex> lock(mutex);
      error = work();
    }
    if (!error.empty())
      throw Error(error);
  }

  /// Inside `run`: the message for a failed call, its diagnostics
  /// (`prefix` first).
  std::string failure(const std::string &prefix = "") const {
    std::string text;
    sfoldContextGetDiagnostics(context, appendTo, &text);
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    return prefix + (text.empty() ? "failed" : text);
  }

  SfoldContext context;
  std::mutex mutex;
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
  Module(const std::string &source, const std::string &name,
         const SfoldContextOptions &options)
      : context(std::make_shared<Context>(options)) {
    context->run([&] {
      module = sfoldModuleParse(context->context, toRef(source), toRef(name));
      return sfoldModuleIsNull(module) ? context->failure() : std::string();
    });
  }
  Module(std::shared_ptr<Context> context, SfoldModule module)
      : context(std::move(context)), module(module) {}
  ~Module() {
    if (sfoldModuleIsNull(module))
      return;
    // A clone may be in use on another thread: wait for it without the GIL.
    py::gil_scoped_release released;
    std::lock_guard<std::mutex> lock(context->mutex);
    sfoldModuleDestroy(module);
  }
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  std::unique_ptr<Module> clone() const {
    SfoldModule copy;
    context->run([&] {
      copy = sfoldModuleClone(module);
      return std::string();
    });
    return std::make_unique<Module>(context, copy);
  }

  void runPasses(const std::string &pipeline) {
    context->run([&] {
      return sfoldLogicalResultIsSuccess(
                 sfoldModuleRunPassPipeline(module, toRef(pipeline)))
                 ? std::string()
                 : context->failure();
    });
  }

  std::string print(bool generic) const {
    std::string text;
    context->run([&] {
      sfoldModulePrint(module, generic, appendTo, &text);
      return std::string();
    });
    return text;
  }

  py::bytes bytecode() const {
    std::string bytes;
    context->run([&] {
      return sfoldLogicalResultIsSuccess(
                 sfoldModuleWriteBytecode(module, appendTo, &bytes))
                 ? std::string()
                 : context->failure();
    });
    return py::bytes(bytes);
  }

  py::bytes artifact(const std::string &target) const {
    std::string bytes;
    context->run([&] {
      return sfoldLogicalResultIsSuccess(sfoldModuleWritePortableArtifact(
                 module, toRef(target), appendTo, &bytes))
                 ? std::string()
                 : context->failure();
    });
    return py::bytes(bytes);
  }

  /// Runs `entry` on `args`, a list of (element type, C-contiguous storage
  /// array); returns its results the same way and what the program printed.
  py::tuple interpret(const std::string &entry, const py::list &args,
                      uint64_t maxWork, const std::string &probeDir) {
    // The arguments' arrays, read with the GIL; their tensors are made and
    // the function runs without it.
    std::vector<std::string> types;
    std::vector<py::array> arrays; // Keep the buffers alive.
    std::vector<std::vector<int64_t>> shapes;
    for (size_t i = 0; i < args.size(); ++i) {
      auto pair = args[i].cast<py::tuple>();
      types.push_back(pair[0].cast<std::string>());
      py::array array = py::array::ensure(pair[1], py::array::c_style);
      if (!array)
        throw Error("argument " + std::to_string(i) + ": not an array");
      shapes.emplace_back(array.shape(), array.shape() + array.ndim());
      arrays.push_back(std::move(array));
    }
    std::vector<std::pair<const void *, size_t>> buffers;
    for (const py::array &array : arrays)
      buffers.emplace_back(array.data(), array.nbytes());
    TensorList tensors;
    context->run([&] {
      for (size_t i = 0; i < types.size(); ++i) {
        SfoldTensor t = sfoldTensorCreate(
            context->context, toRef(types[i]),
            static_cast<intptr_t>(shapes[i].size()), shapes[i].data(),
            buffers[i].first, buffers[i].second);
        if (sfoldTensorIsNull(t))
          return context->failure("argument " + std::to_string(i) + ": ");
        tensors.tensors.push_back(t);
      }
      return std::string();
    });
    for (size_t i = 0; i < arrays.size(); ++i) {
      py::dtype expected =
          storageDtype(sfoldTensorGetStorageKind(tensors.tensors[i]));
      py::dtype given = arrays[i].dtype();
      if (expected.kind() != given.kind() ||
          expected.itemsize() != given.itemsize())
        throw Error("argument " + std::to_string(i) + ": " + types[i] +
                    " elements are given as " +
                    std::string(py::str(expected)) + ", not " +
                    std::string(py::str(given)));
    }
    std::string output;
    SfoldInterpretOptions options = sfoldInterpretOptionsGetDefault();
    options.maxWork = maxWork;
    options.probeOutputDir = toRef(probeDir);
    options.output = appendTo;
    options.outputUserData = &output;
    TensorList results;
    std::vector<std::string> resultTypes;
    try {
      context->run([&] {
        SfoldLogicalResult ok = sfoldModuleInterpret(
            module, toRef(entry), static_cast<intptr_t>(tensors.tensors.size()),
            tensors.tensors.data(), &options, collect, &results);
        if (sfoldLogicalResultIsFailure(ok))
          return context->failure();
        for (SfoldTensor t : results.tensors)
          resultTypes.push_back(elementType(t));
        return std::string();
      });
    } catch (const Error &) {
      // What the program printed before it failed comes first.
      if (!output.empty())
        py::module_::import("sys").attr("stdout").attr("write")(output);
      throw;
    }
    py::list values;
    for (size_t i = 0; i < results.tensors.size(); ++i) {
      SfoldTensor t = results.tensors[i];
      std::vector<py::ssize_t> shape;
      for (intptr_t d = 0, e = sfoldTensorGetRank(t); d < e; ++d)
        shape.push_back(sfoldTensorGetDimSize(t, d));
      py::array array(storageDtype(sfoldTensorGetStorageKind(t)), shape,
                      sfoldTensorGetData(t));
      values.append(py::make_tuple(resultTypes[i], std::move(array)));
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
      .def(py::init([](const std::string &source, const std::string &name,
                       const std::string &kernelIsa, unsigned threads,
                       uint64_t foldMaxWork, uint64_t foldMaxBytes) {
             SfoldContextOptions options = sfoldContextOptionsGetDefault();
             if (kernelIsa == "portable")
               options.kernelIsa = SFOLD_KERNEL_ISA_PORTABLE;
             else if (kernelIsa == "avx2")
               options.kernelIsa = SFOLD_KERNEL_ISA_AVX2;
             else if (kernelIsa == "avx512")
               options.kernelIsa = SFOLD_KERNEL_ISA_AVX512;
             else if (!kernelIsa.empty())
               throw Error("kernel_isa is 'portable', 'avx2' or 'avx512', "
                           "not '" + kernelIsa + "'");
             options.threads = threads;
             options.foldMaxWork = foldMaxWork;
             options.foldMaxBytes = foldMaxBytes;
             return std::make_unique<Module>(source, name, options);
           }),
           py::arg("source"), py::arg("name"), py::arg("kernel_isa") = "",
           py::arg("threads") = 0, py::arg("fold_max_work") = 0,
           py::arg("fold_max_bytes") = 0,
           "Parses and verifies MLIR text or bytecode in a new context with "
           "these settings (0 or empty: the defaults).")
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
        // The first call registers the passes: without the GIL.
        py::gil_scoped_release released;
        return sfoldIsPassRegistered(toRef(name));
      },
      py::arg("name"), "Whether a pass or pipeline of that name exists.");
}
