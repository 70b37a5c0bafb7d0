//===- SmallLoopNative.cpp - a small loop's iteration as native code ------===//
//
// An iteration list's shape (NativeOp: offsets instead of addresses), the
// run that calls its native code, and NativeLoopCache: the code per shape,
// from the native loop compiler loaded on first use (NativeLoopAbi.h).
//
//===----------------------------------------------------------------------===//

#include "SmallLoopNative.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

#include <mutex>
#include <unordered_map>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::smallloop;

using Family = StepKind::Family;

static_assert(std::is_same_v<SmallKernel::Fn, NativeKernelFn>,
              "the compiler calls kernels as SmallKernel::Fn");

std::unique_ptr<NativeSteps> NativeSteps::make(ArrayRef<Step> steps,
                                               char *memory,
                                               uint32_t memoryBytes,
                                               int64_t *offsets) {
  // An iteration list: only its last step starts it again.
  if (steps.empty() || !steps.back().restart)
    return nullptr;
  std::unique_ptr<NativeSteps> n(new NativeSteps());
  bool inMemory = true;
  auto place = [&](const char *p) {
    if (!p)
      return kNoPlace;
    if (p < memory || p >= memory + memoryBytes) {
      inMemory = false;
      return kNoPlace;
    }
    return static_cast<uint32_t>(p - memory);
  };
  auto call = [&](const Step &s) {
    n->calls.push_back({s.fn, s.state, s.operands, s.result});
    return static_cast<int32_t>(n->calls.size() - 1);
  };
  auto floatOp = [](const StepKind &k) {
    return k.family == Family::Lanes ? isFloat(k.lane) : isFloat(k.type);
  };
  // Where each op's window dimensions and starts begin in `dims` and
  // `starts` (one start per dimension).
  std::vector<size_t> windows;
  for (const Step &s : steps) {
    NativeOp &op = n->ops.emplace_back();
    op.kind = describeStep(s);
    op.a = place(s.a);
    op.b = place(s.b);
    op.result = place(s.result);
    op.bytes = s.bytes;
    op.windowBytes = s.windowBytes;
    op.swapped = s.swapped;
    op.restart = s.restart && &s == &steps.back();
    windows.push_back(n->dims.size());
    switch (op.kind.family) {
    case Family::Call:
      op.call = call(s);
      break;
    case Family::Binary:
    case Family::Lanes:
      if (floatOp(op.kind))
        op.call = call(s);
      break;
    case Family::MultiplyAdd:
    case Family::LanesMultiplyAdd:
      op.call = call(s);
      op.addCall = call(*s.partner);
      op.addA = place(s.partner->a);
      op.addB = place(s.partner->b);
      op.addResult = place(s.partner->result);
      break;
    case Family::Slice:
    case Family::Update:
      op.rank = static_cast<uint32_t>(s.window->dims.size());
      llvm::append_range(n->dims, s.window->dims);
      for (uint32_t d = 0; d < op.rank; ++d)
        n->starts.push_back(place(s.starts[d]));
      [[fallthrough]];
    case Family::UpdateShared:
      if (s.offset)
        op.offsetSlot = static_cast<int32_t>(s.offset - offsets);
      else if (op.kind.family != Family::Update)
        return nullptr;
      break;
    default:
      break;
    }
    if (s.restart && !op.restart)
      return nullptr;
  }
  if (!inMemory)
    return nullptr;
  for (auto [op, window] : llvm::zip(n->ops, windows)) {
    op.dims = n->dims.data() + window;
    op.starts = n->starts.data() + window;
  }
  // The key: every field of every op (the pointers' targets, not them).
  auto put = [&](const auto &v) {
    n->key.append(reinterpret_cast<const char *>(&v), sizeof(v));
  };
  for (const NativeOp &op : n->ops) {
    put(op.kind.family), put(op.kind.type), put(op.kind.lane), put(op.kind.op);
    put(op.kind.direction), put(op.kind.i64Starts), put(op.a), put(op.b);
    put(op.result), put(op.bytes), put(op.windowBytes), put(op.call);
    put(op.offsetSlot), put(op.rank), put(op.swapped), put(op.restart);
    put(op.addA), put(op.addB), put(op.addResult), put(op.addCall);
    for (uint32_t d = 0; d < op.rank; ++d)
      put(op.dims[d]), put(op.starts[d]);
  }
  n->context = {memory, offsets, n->calls.data()};
  return n;
}

// Not UBSan's check of indirect calls (-fsanitize=function), which reads a
// type signature before the callee: compiled code has none.
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
StepsExit NativeSteps::run(EvalBudget &budget, uint64_t work) const {
  uint64_t fits = iterationsThatFit(budget, work);
  if (fits == 0)
    return {false, false, 0};
  uint64_t done = 0;
  uint64_t exit = fn(&context, fits, &done);
  // Fits: done <= fits.
  (void)budget.tryChargeQuietly(done * work);
  return {(exit & 1) != 0, (exit & 2) != 0, done};
}

//===----------------------------------------------------------------------===//
// The cache
//===----------------------------------------------------------------------===//

namespace mlir::sfold {

class NativeLoopCache {
public:
  explicit NativeLoopCache(size_t maxShapes) : maxShapes(maxShapes) {}
  ~NativeLoopCache() {
    if (compiler.destroy)
      compiler.destroy(compiler.self);
  }
  /// The code of `steps`' shape, if compiled.
  NativeLoopFn find(const NativeSteps &steps);
  /// Counts `numSteps` more steps of `steps`' shape interpreted; compiles
  /// it when they reach `threshold` (four times that before the first
  /// compile). Returns the steps to interpret before it is compiled (0
  /// once it is, or if it cannot be, or if the cache is full).
  uint64_t interpreted(const NativeSteps &steps, uint64_t numSteps,
                       uint64_t threshold);
  NativeLoopCounts getCounts() {
    std::lock_guard<std::mutex> lock(mutex);
    NativeLoopCounts counts;
    counts.runs = runs;
    for (const auto &[key, shape] : shapes)
      if (shape.compiled)
        ++(shape.fn ? counts.compiled : counts.failed);
    return counts;
  }

private:
  struct Shape {
    NativeLoopFn fn = nullptr;
    /// Whether compiling it was tried.
    bool compiled = false;
    uint64_t interpretedSteps = 0;
  };
  /// Shapes compiled (or tried) at most; loops of other shapes are
  /// interpreted.
  size_t maxShapes, numCompiled = 0;
  /// Shapes counted but not compiled at most.
  static constexpr size_t kMaxCounted = 4096;
  std::mutex mutex;
  /// Made on first use; `tried`: whether that was tried.
  NativeCompiler compiler;
  bool tried = false;
  std::unordered_map<std::string, Shape> shapes;
  uint64_t runs = 0;
};

std::shared_ptr<NativeLoopCache> makeNativeLoopCache(size_t maxShapes) {
  return std::make_shared<NativeLoopCache>(maxShapes);
}

NativeLoopCounts getNativeLoopCounts(NativeLoopCache &cache) {
  return cache.getCounts();
}

/// The compiler library's factory: beside the library or executable this
/// code is in (or in `../lib` from it), else where this build put it or
/// installs it. Null if none loads. It stays loaded: its code may run
/// until the process exits.
static SfoldNativeCompilerFactory loadNativeCompilerFactory() {
  constexpr const char *kName = "libStablehloFoldNative.so";
  SmallVector<std::string, 4> candidates;
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&makeNativeLoopCache), &info) &&
      info.dli_fname) {
    StringRef dir = llvm::sys::path::parent_path(info.dli_fname);
    for (StringRef sub : {"", "../lib"}) {
      SmallString<256> path(dir);
      llvm::sys::path::append(path, sub, kName);
      candidates.push_back(std::string(path));
    }
  }
  candidates.push_back(SFOLD_NATIVE_BUILD_PATH);
  candidates.push_back(SFOLD_NATIVE_INSTALL_PATH);
  for (const std::string &path : candidates) {
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      continue;
    if (void *factory = dlsym(handle, SFOLD_NATIVE_COMPILER_FACTORY))
      return reinterpret_cast<SfoldNativeCompilerFactory>(factory);
    dlclose(handle);
  }
  return nullptr;
}

NativeLoopFn NativeLoopCache::find(const NativeSteps &steps) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = shapes.find(steps.getKey());
  if (it == shapes.end() || !it->second.fn)
    return nullptr;
  ++runs;
  return it->second.fn;
}

uint64_t NativeLoopCache::interpreted(const NativeSteps &steps,
                                      uint64_t numSteps, uint64_t threshold) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = shapes.find(steps.getKey());
  if (it == shapes.end()) {
    if (numCompiled >= maxShapes)
      return 0;
    // Counts of shapes not compiled yet start again rather than grow
    // without bound.
    if (shapes.size() >= numCompiled + kMaxCounted)
      for (auto i = shapes.begin(); i != shapes.end();)
        i = i->second.compiled ? std::next(i) : shapes.erase(i);
    it = shapes.try_emplace(steps.getKey()).first;
  }
  Shape &shape = it->second;
  if (shape.compiled)
    return 0;
  if (!tried && threshold <= UINT64_MAX / 4)
    threshold *= 4;
  shape.interpretedSteps += numSteps;
  if (shape.interpretedSteps < threshold)
    return threshold - shape.interpretedSteps;
  if (!tried) {
    tried = true;
    SfoldNativeCompilerFactory factory = loadNativeCompilerFactory();
    if (!factory || !factory(kNativeAbiVersion, &compiler))
      compiler = NativeCompiler();
  }
  shape.compiled = true;
  ++numCompiled;
  if (compiler.compile)
    shape.fn = compiler.compile(compiler.self, steps.getOps().data(),
                                steps.getOps().size());
  return 0;
}

} // namespace mlir::sfold

bool NativeSteps::bind(NativeLoopCache &cache) {
  fn = cache.find(*this);
  return fn != nullptr;
}

uint64_t NativeSteps::interpreted(NativeLoopCache &cache, uint64_t iterations,
                                  uint64_t threshold) {
  uint64_t left = cache.interpreted(*this, iterations * ops.size(), threshold);
  return left == 0 ? 0 : llvm::divideCeil(left, ops.size());
}
