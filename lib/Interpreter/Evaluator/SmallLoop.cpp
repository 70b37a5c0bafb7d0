//===- SmallLoop.cpp - while loops over small tensors ---------------------===//
//
// A `while` loop whose values are all small static tensors (loop counters,
// accumulators, RNN states, the buffers of `scan`-style loops; Evaluator.h,
// `isSmallValueType`) and whose ops have no regions runs on one block of
// memory made once per run of the loop, in which every value has a fixed
// place: no Tensor is made, nothing is allocated and no type is dispatched
// on per iteration for the ops with a small kernel (the per-element functors
// and loops of the ops' own kernels). Other ops run through their prepared
// kernel or handler on tensors that borrow their operands' places. A
// region's small kernels run as threaded steps, with 0-d ops, lane-wise
// ops on 16-byte blocks and contiguous dynamic windows inline (Step). Each
// op charges the budget exactly as when it runs through its plan, so work
// limits and their messages are unchanged.
//
//===----------------------------------------------------------------------===//

#include "SmallLoop.h"
#include "Handlers.h"

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <iterator>

using namespace mlir;
using namespace mlir::sfold;

bool mlir::sfold::isSmallValueType(Type type) {
  auto t = llvm::dyn_cast<RankedTensorType>(type);
  if (!t || !t.hasStaticShape() || t.getEncoding() ||
      llvm::isa<quant::QuantizedType>(t.getElementType()))
    return false;
  std::optional<size_t> bytes = Tensor::computeSizeInBytes(t);
  return bytes && *bytes <= kMaxSmallValueBytes;
}

namespace {

/// Makes the plan of one loop (Evaluator::SmallLoop).
class LoopBuilder {
public:
  using SmallLoop = Evaluator::SmallLoop;
  /// With `checkDivisions`, integer divisions run through their handler,
  /// which `runHandler` checks (InterpreterOptions::keepUndefinedDivisions).
  LoopBuilder(SmallLoop &loop, const HandlerTable &handlers,
              bool checkDivisions)
      : loop(loop), handlers(handlers), checkDivisions(checkDivisions) {}

  bool build(Block &cond, Block &body) {
    if (!llvm::equal(cond.getArgumentTypes(), body.getArgumentTypes()))
      return false;
    for (Type t : cond.getArgumentTypes()) {
      if (!isSmallValueType(t))
        return false;
      loop.argTypes.push_back(t);
      newPlace(t);
    }
    if (!addRegion(cond, loop.cond, /*isBody=*/false) ||
        !addRegion(body, loop.body, /*isBody=*/true))
      return false;
    // The body's results into the loop values' places.
    size_t n = loop.argTypes.size();
    for (uint32_t k = 0; k < n; ++k) {
      uint32_t from = returned[k];
      if (from == k)
        continue;
      loop.copies.push_back({k, from});
      loop.staging |= from < n;
    }
    if (loop.staging) {
      loop.stagingOffset = llvm::alignTo(loop.memoryBytes, 16);
      uint32_t bytes = 0;
      for (uint32_t k = 0; k < n; ++k)
        bytes += llvm::alignTo(loop.places[k].bytes, 16);
      loop.memoryBytes = loop.stagingOffset + bytes;
    }
    loop.fused = loop.cond.allSmall && loop.body.allSmall;
    // Places trade roles when each copied place is the body's own (not a
    // loop value's, a constant's or an outer value's) and copied once.
    llvm::SmallDenseSet<uint32_t, 4> copied;
    loop.swapsPlaces = loop.fused && !loop.staging && !loop.copies.empty();
    for (auto [_, from] : loop.copies)
      loop.swapsPlaces &=
          bodyPlaces.contains(from) && copied.insert(from).second;
    const SmallLoop::Op *last =
        loop.cond.ops.empty() ? nullptr : &loop.cond.ops.back();
    loop.branchesOnCompare =
        loop.fused && last && !last->once &&
        last->kernel.scalar.kind == SmallKernel::Scalar::Kind::Compare &&
        loop.results[last->firstResult] == loop.condResult;
    return true;
  }

private:
  uint32_t newPlace(Type type) {
    uint32_t bytes = static_cast<uint32_t>(
        *Tensor::computeSizeInBytes(llvm::cast<ShapedType>(type)));
    uint32_t offset = llvm::alignTo(loop.memoryBytes, 16);
    loop.places.push_back({offset, bytes});
    loop.placeTypes.push_back(type);
    loop.memoryBytes = offset + bytes;
    loop.largestValue = std::max<uint64_t>(loop.largestValue, bytes);
    return loop.places.size() - 1;
  }

  /// The place of operand `v`: a value of the loop, or one from an
  /// enclosing block (given a place of its own, read-only).
  std::optional<uint32_t> place(Value v) {
    auto found = placeOf.find(v);
    if (found != placeOf.end())
      return found->second;
    if (!isSmallValueType(v.getType()))
      return std::nullopt;
    uint32_t p = newPlace(v.getType());
    loop.outers.push_back({v, p});
    placeOf[v] = p;
    return p;
  }

  /// Whether op `i` of the region, `op`, may write its result over value
  /// `v` (the same number of bytes): `v` is not used after it, and each
  /// operand of `op` that is `v` is one the kernel may write over.
  bool mayOverwrite(Operation &op, size_t i, const SmallKernel &kernel, Value v,
                    Type resultType) {
    auto last = lastUse.find(v);
    if (last != lastUse.end() && last->second > i)
      return false;
    if (Tensor::computeSizeInBytes(llvm::cast<ShapedType>(v.getType())) !=
        Tensor::computeSizeInBytes(llvm::cast<ShapedType>(resultType)))
      return false;
    for (auto [k, operand] : llvm::enumerate(op.getOperands()))
      if (operand == v && !(kernel.inPlaceOperands & (1u << k)))
        return false;
    return true;
  }

  bool addRegion(Block &block, SmallLoop::Region &region, bool isBody) {
    if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>())
      return false;
    for (auto [k, arg] : llvm::enumerate(block.getArguments()))
      placeOf[arg] = k;
    lastUse.clear();
    slices.clear();
    for (auto [i, op] : llvm::enumerate(block))
      for (Value v : op.getOperands())
        lastUse[v] = i;
    Operation *terminator = &block.back();

    for (auto [i, op] : llvm::enumerate(block)) {
      if (&op == terminator)
        break;
      if (op.getNumRegions() != 0 ||
          !llvm::all_of(op.getOperandTypes(), isSmallValueType) ||
          !llvm::all_of(op.getResultTypes(), isSmallValueType))
        return false;
      SmallLoop::Op p{};
      p.op = &op;
      p.offsetSlot = -1;
      p.handler = handlers.lookup(&op);
      if (!p.handler)
        return false;
      bool viaHandler = checkDivisions && isIntegerDivision(&op);
      if (!viaHandler)
        p.kernel = handlers.prepareSmall(&op);
      if (!p.kernel && !viaHandler && op.getNumResults() == 1)
        p.prepared = handlers.prepare(&op);
      region.allSmall &= static_cast<bool>(p.kernel);
      if (p.kernel)
        shareWindowOffset(op, p);
      // Small kernels run without dispatch or tensors: charged as such.
      p.cost = p.kernel ? estimateScalarLoopCost(&op) : estimateCost(&op);
      region.work += p.cost.work;
      p.firstOperand = loop.operands.size();
      p.numOperands = op.getNumOperands();
      for (Value v : op.getOperands()) {
        std::optional<uint32_t> s = place(v);
        if (!s)
          return false;
        loop.operands.push_back(*s);
        loop.operandTypes.push_back(v.getType());
      }
      p.firstResult = loop.results.size();
      p.numResults = op.getNumResults();
      for (Value r : op.getResults()) {
        uint32_t s = p.kernel ? resultPlace(op, i, p.kernel, r, block, isBody)
                              : newPlace(r.getType());
        if (p.kernel.constant) {
          p.once = true;
          onceValues.insert(r);
        } else if (isBody) {
          bodyPlaces.insert(s);
        }
        placeOf[r] = s;
        loop.results.push_back(s);
      }
      region.ops.push_back(std::move(p));
    }
    markMultiplyAdds(region);

    SmallVector<uint32_t, 4> out;
    for (Value v : terminator->getOperands()) {
      std::optional<uint32_t> s = place(v);
      if (!s)
        return false;
      out.push_back(*s);
    }
    if (!isBody) {
      // One tensor<i1>, as the generic loop checks.
      if (out.size() != 1 ||
          terminator->getOperand(0).getType() !=
              RankedTensorType::get(
                  {}, IntegerType::get(block.getParent()->getContext(), 1)))
        return false;
      loop.condResult = out[0];
      return true;
    }
    if (out.size() != loop.argTypes.size())
      return false;
    for (auto [k, v] : llvm::enumerate(terminator->getOperands()))
      if (v.getType() != loop.argTypes[k])
        return false;
    returned = std::move(out);
    return true;
  }

  /// Marks each multiply that runs with the add after it (Op::multiplyAdd):
  /// both inline on the same float type, 0-d or one 16-byte block of lanes.
  static void markMultiplyAdds(SmallLoop::Region &region) {
    auto kindOf = [](const SmallLoop::Op &p, BinaryOpKind op) {
      const SmallKernel &k = p.kernel;
      if (!k || p.once)
        return 0;
      if (k.scalar.kind == SmallKernel::Scalar::Kind::Binary &&
          k.scalar.op == op &&
          (k.scalar.type == SmallKernel::Scalar::Type::F32 ||
           k.scalar.type == SmallKernel::Scalar::Type::F64))
        return k.scalar.type == SmallKernel::Scalar::Type::F32 ? 1 : 2;
      bool oneBlock = Tensor::computeSizeInBytes(llvm::cast<ShapedType>(
                          p.op->getResult(0).getType())) <= 16;
      if (k.scalar.kind == SmallKernel::Scalar::Kind::None && k.lanes.enabled &&
          k.lanes.isFloat && k.lanes.op == op && oneBlock)
        return k.lanes.laneBytes == 4 ? 3 : 4;
      return 0;
    };
    for (size_t k = 0; k + 1 < region.ops.size(); ++k) {
      SmallLoop::Op &mul = region.ops[k], &add = region.ops[k + 1];
      int kind = kindOf(mul, BinaryOpKind::Multiply);
      mul.multiplyAdd =
          kind && kindOf(add, BinaryOpKind::Add) == kind &&
          llvm::is_contained(add.op->getOperands(), mul.op->getResult(0));
      if (mul.multiplyAdd)
        ++k;
    }
  }

  /// Gives a dynamic_slice computed inline a slot for its window's offset,
  /// and a dynamic_update_slice computed inline the slot of an earlier
  /// dynamic_slice of the region with the same operand type, window and
  /// start values (its offset clamped once).
  void shareWindowOffset(Operation &op, SmallLoop::Op &p) {
    using Kind = SmallKernel::Window::Kind;
    Kind kind = p.kernel.window.kind;
    if (kind == Kind::Slice) {
      p.offsetSlot = loop.numOffsetSlots++;
      slices.push_back(
          {op.getOperand(0).getType(),
           llvm::cast<ShapedType>(op.getResult(0).getType()).getShape(),
           op.getOperands().drop_front(1), p.offsetSlot});
      return;
    }
    if (kind != Kind::Update)
      return;
    ValueRange starts = op.getOperands().drop_front(2);
    ArrayRef<int64_t> sizes =
        llvm::cast<ShapedType>(op.getOperand(1).getType()).getShape();
    for (const WindowSlice &slice : slices)
      if (slice.operandType == op.getOperand(0).getType() &&
          slice.sizes == sizes && llvm::equal(slice.starts, starts)) {
        p.offsetSlot = slice.slot;
        p.sharesOffset = true;
        return;
      }
  }

  /// Where the result `r` of op `i` of the region goes: the place of the
  /// loop value it replaces (the body returns it there alone and nothing
  /// reads that loop value afterwards), the place of an operand that dies
  /// here and may be written over, or a place of its own.
  uint32_t resultPlace(Operation &op, size_t i, const SmallKernel &kernel,
                       Value r, Block &block, bool isBody) {
    if (kernel.constant)
      return newPlace(r.getType());
    if (isBody) {
      Operation *terminator = &block.back();
      std::optional<unsigned> position;
      unsigned count = 0;
      for (auto [k, v] : llvm::enumerate(terminator->getOperands()))
        if (v == r) {
          position = k;
          ++count;
        }
      if (count == 1 && mayOverwrite(op, i, kernel,
                                     block.getArgument(*position), r.getType()))
        return *position;
    }
    for (auto [k, v] : llvm::enumerate(op.getOperands())) {
      if (!(kernel.inPlaceOperands & (1u << k)))
        continue;
      Operation *def = v.getDefiningOp();
      if (!def || def->getBlock() != &block)
        continue;
      auto s = placeOf.find(v);
      if (s == placeOf.end() || onceValues.contains(v))
        continue;
      if (mayOverwrite(op, i, kernel, v, r.getType()))
        return s->second;
    }
    return newPlace(r.getType());
  }

  SmallLoop &loop;
  const HandlerTable &handlers;
  bool checkDivisions;
  llvm::DenseMap<Value, uint32_t> placeOf;
  llvm::DenseMap<Value, size_t> lastUse;
  /// Results of constants (never written over: computed once).
  llvm::DenseSet<Value> onceValues;
  /// The places the body's ops (not constants) write.
  llvm::DenseSet<uint32_t> bodyPlaces;
  /// The region's dynamic_slice ops computed inline.
  struct WindowSlice {
    Type operandType;
    ArrayRef<int64_t> sizes;
    ValueRange starts;
    int32_t slot;
  };
  SmallVector<WindowSlice, 2> slices;
  SmallVector<uint32_t, 4> returned;
};

/// One step of a loop's region run by the driver: a call to an op's small
/// kernel, the same op computed inline on 0-d operands of a native type
/// (SmallKernel::Scalar), on 16-byte blocks of lanes (SmallKernel::Lanes)
/// or on a window (SmallKernel::Window), or a copy of a loop value between
/// places. `code` says which, and for an inline op its type and functor or
/// direction, so that a step is one jump.
struct Step {
  uint8_t code;
  /// Bytes of a copy, of a window, of the blocks of a lanes op, of the
  /// tensor a window is updated in.
  uint32_t bytes;
  /// Bytes of an updated window.
  uint32_t windowBytes;
  SmallKernel::Fn fn;
  const void *state;
  const char *const *operands;
  /// The first two operands (or a copy's source), and the result.
  const char *a, *b;
  char *result;
  /// A window's dimensions and starts, and the slot of its offset.
  const SmallKernel::Window *window;
  const char *const *starts;
  int64_t *offset;
  /// A step that ends or continues the loop (a test or a comparison
  /// branching): whether the loop values are in each other's places after
  /// it (SmallLoop::swapsPlaces), and whether the iteration's list starts
  /// again after it.
  bool swapped, restart;
  /// A multiply-add: the add's step.
  const Step *partner;
};

using ScalarType = SmallKernel::Scalar::Type;
constexpr unsigned kNumBinaryOps = 8, kNumDirections = 6,
                   kNumScalarTypes = static_cast<unsigned>(ScalarType::F64) + 1;
constexpr uint8_t kCallCode = 0, kCopyCode = 1;
constexpr uint8_t binaryCode(ScalarType type, BinaryOpKind op) {
  return 2 + static_cast<unsigned>(type) * kNumBinaryOps +
         static_cast<unsigned>(op);
}
constexpr uint8_t compareCode(ScalarType type, CompareDirection dir) {
  return 2 + kNumScalarTypes * kNumBinaryOps +
         static_cast<unsigned>(type) * kNumDirections +
         static_cast<unsigned>(dir);
}
/// Lanes steps: add, multiply and subtract per lane type (u8, u16, u32,
/// u64, f32, f64), then and, or, xor; then window steps.
enum class LaneType : uint8_t { U8, U16, U32, U64, F32, F64 };
constexpr uint8_t kFirstLanesCode =
    2 + kNumScalarTypes * (kNumBinaryOps + kNumDirections);
constexpr uint8_t lanesCode(LaneType type, BinaryOpKind op) {
  return kFirstLanesCode + 3 * static_cast<unsigned>(type) +
         (op == BinaryOpKind::Multiply   ? 1
          : op == BinaryOpKind::Subtract ? 2
                                         : 0);
}
constexpr uint8_t kAndCode = kFirstLanesCode + 18, kOrCode = kAndCode + 1,
                  kXorCode = kAndCode + 2, kSliceI32Code = kAndCode + 3,
                  kSliceI64Code = kAndCode + 4, kUpdateI32Code = kAndCode + 5,
                  kUpdateI64Code = kAndCode + 6,
                  kUpdateSharedCode = kAndCode + 7, kTestCode = kAndCode + 8,
                  kFirstCompareBranchCode = kTestCode + 1,
                  kMultiplyAddF32Code = kFirstCompareBranchCode +
                                        kNumScalarTypes * kNumDirections,
                  kMultiplyAddF64Code = kMultiplyAddF32Code + 1,
                  kLanesMultiplyAddF32Code = kMultiplyAddF32Code + 2,
                  kLanesMultiplyAddF64Code = kMultiplyAddF32Code + 3;
/// The comparison step of `code` that also ends or continues the loop.
constexpr uint8_t compareBranchCode(uint8_t code) {
  return kFirstCompareBranchCode + code -
         compareCode(ScalarType::I32, CompareDirection::EQ);
}

/// The code of a lanes step (SmallKernel::Lanes).
uint8_t lanesStepCode(const SmallKernel::Lanes &lanes) {
  switch (lanes.op) {
  case BinaryOpKind::And:
    return kAndCode;
  case BinaryOpKind::Or:
    return kOrCode;
  case BinaryOpKind::Xor:
    return kXorCode;
  default:
    break;
  }
  LaneType type = lanes.isFloat
                      ? (lanes.laneBytes == 4 ? LaneType::F32 : LaneType::F64)
                      : static_cast<LaneType>(llvm::Log2_32(lanes.laneBytes));
  return lanesCode(type, lanes.op);
}

using SmallStep = Evaluator::SmallStep;

/// How op `p` of a loop runs.
SmallStep getSmallStep(const Evaluator::SmallLoop::Op &p) {
  const SmallKernel &kernel = p.kernel;
  if (p.once)
    return SmallStep::Constant;
  if (!kernel)
    return SmallStep::Handler;
  if (kernel.scalar.kind != SmallKernel::Scalar::Kind::None)
    return SmallStep::Scalar;
  if (kernel.window.kind != SmallKernel::Window::Kind::None)
    return p.sharesOffset ? SmallStep::SharedWindow : SmallStep::Window;
  return kernel.lanes.enabled ? SmallStep::Lanes : SmallStep::Call;
}

/// The step of op `p`, whose kernel is `kernel`, on `operands` (its result
/// at `result`, `bytes` bytes); `offset`: the slot of its window's offset.
Step makeStep(const Evaluator::SmallLoop::Op &p, const char *const *operands,
              char *result, uint32_t bytes, int64_t *offset) {
  const SmallKernel &kernel = p.kernel;
  SmallStep kind = getSmallStep(p);
  Step s{};
  s.fn = kernel.fn;
  s.state = kernel.state.get();
  s.operands = operands;
  s.result = result;
  const SmallKernel::Window &window = kernel.window;
  bool update = window.kind == SmallKernel::Window::Kind::Update;
  // Binary ops and updates read two operands.
  s.a = operands[0];
  s.b = kind == SmallStep::Scalar || kind == SmallStep::Lanes || update
            ? operands[1]
            : nullptr;
  switch (kind) {
  case SmallStep::Scalar:
    s.code = kernel.scalar.kind == SmallKernel::Scalar::Kind::Binary
                 ? binaryCode(kernel.scalar.type, kernel.scalar.op)
                 : compareCode(kernel.scalar.type, kernel.scalar.direction);
    return s;
  case SmallStep::Lanes:
    s.code = lanesStepCode(kernel.lanes);
    s.bytes = llvm::alignTo(bytes, 16);
    return s;
  case SmallStep::Window:
  case SmallStep::SharedWindow:
    s.window = &window;
    s.offset = offset;
    if (!update) {
      s.code = window.i64Starts ? kSliceI64Code : kSliceI32Code;
      s.bytes = window.windowBytes;
      s.starts = operands + 1;
      return s;
    }
    s.code = kind == SmallStep::SharedWindow ? kUpdateSharedCode
             : window.i64Starts              ? kUpdateI64Code
                                             : kUpdateI32Code;
    s.bytes = bytes;
    s.windowBytes = window.windowBytes;
    s.starts = operands + 2;
    return s;
  case SmallStep::Constant:
  case SmallStep::Handler:
  case SmallStep::Call:
  case SmallStep::CompareBranch:
  case SmallStep::MultiplyAdd:
  case SmallStep::Copy:
    break;
  }
  s.code = kCallCode;
  return s;
}

/// Integer lanes: `f` on each 16-byte block of the operands (vectors of
/// type V), stored before the next block is read (the result is an operand
/// or disjoint from both).
template <typename V, typename F>
LLVM_ATTRIBUTE_ALWAYS_INLINE void integerLanes(const Step &s, F f) {
  // Not reloaded from the step after each store.
  const char *a = s.a, *b = s.b;
  char *result = s.result;
  uint32_t bytes = s.bytes;
  for (uint32_t k = 0; k < bytes; k += 16) {
    V x, y;
    std::memcpy(&x, a + k, 16);
    std::memcpy(&y, b + k, 16);
    V r = f(x, y);
    std::memcpy(result + k, &r, 16);
  }
}

/// Float lanes: `f` on each 16-byte block; when a result is a NaN, the op's
/// kernel instead (its NaN rule), on operands not yet written over.
template <typename V, typename F>
LLVM_ATTRIBUTE_ALWAYS_INLINE void floatLanes(const Step &s, F f) {
  auto anyNaN = [](V r) {
    auto m = r != r;
    uint64_t w[2];
    std::memcpy(w, &m, 16);
    return (w[0] | w[1]) != 0;
  };
  auto load = [](const char *p) {
    V v;
    std::memcpy(&v, p, 16);
    return v;
  };
  if (s.bytes == 16) {
    V r = f(load(s.a), load(s.b));
    if (LLVM_UNLIKELY(anyNaN(r)))
      s.fn(s.state, s.operands, s.result);
    else
      std::memcpy(s.result, &r, 16);
    return;
  }
  alignas(16) char out[kMaxSmallValueBytes];
  bool nan = false;
  const char *a = s.a, *b = s.b;
  for (uint32_t k = 0; k < s.bytes; k += 16) {
    V r = f(load(a + k), load(b + k));
    nan |= anyNaN(r);
    std::memcpy(out + k, &r, 16);
  }
  if (LLVM_UNLIKELY(nan))
    s.fn(s.state, s.operands, s.result);
  else
    std::memcpy(s.result, out, s.bytes);
}

/// The byte offset of a step's window: each start (0-d, storage type I)
/// clamped as the kernels clamp it.
template <typename I>
LLVM_ATTRIBUTE_ALWAYS_INLINE int64_t windowOffset(const Step &s) {
  ArrayRef<std::array<int64_t, 3>> dims = s.window->dims;
  // Rank 1 (the common case) without the loop.
  if (LLVM_LIKELY(dims.size() == 1))
    return clampWindowStart(readIndex<I>(s.starts[0]), dims[0][0], dims[0][1]) *
           dims[0][2];
  int64_t offset = 0;
  for (auto [d, dim] : llvm::enumerate(dims))
    offset +=
        clampWindowStart(readIndex<I>(s.starts[d]), dim[0], dim[1]) * dim[2];
  return offset;
}

/// A dynamic_update_slice step with its window at `offset`.
LLVM_ATTRIBUTE_ALWAYS_INLINE void updateWindow(const Step &s, int64_t offset) {
  copySmallBytes(s.result, s.a, s.bytes);
  copySmallBytes(s.result + offset, s.b, s.windowBytes);
}

/// 16-byte vectors of lanes (GCC / Clang vector extensions).
template <typename T> struct Vector16Of;
#define SFOLD_VECTOR16(T)                                                      \
  template <> struct Vector16Of<T> {                                           \
    typedef T type __attribute__((vector_size(16)));                           \
  };
SFOLD_VECTOR16(uint8_t)
SFOLD_VECTOR16(uint16_t)
SFOLD_VECTOR16(uint32_t)
SFOLD_VECTOR16(uint64_t)
SFOLD_VECTOR16(float)
SFOLD_VECTOR16(double)
#undef SFOLD_VECTOR16
template <typename T> using Vector16 = typename Vector16Of<T>::type;

/// The operands of a multiply-add step's add: the product `m` where it
/// reads the multiply's result, else its operand.
template <typename V>
LLVM_ATTRIBUTE_ALWAYS_INLINE std::pair<V, V> addOperands(const Step &s, V m) {
  const Step &add = *s.partner;
  auto load = [&](const char *p) {
    if (p == s.result)
      return m;
    V v;
    std::memcpy(&v, p, sizeof(V));
    return v;
  };
  return {load(add.a), load(add.b)};
}

/// A multiply-add on 0-d floats: the two functors, the product in a
/// register (and stored: later ops may read it).
template <typename T>
LLVM_ATTRIBUTE_ALWAYS_INLINE void multiplyAdd(const Step &s) {
  T m = binop::applyNative(BinaryOpKind::Multiply, loadElement<T>(s.a),
                           loadElement<T>(s.b));
  auto [x, y] = addOperands(s, m);
  storeElement<T>(s.result, 0, m);
  storeElement<T>(s.partner->result, 0,
                  binop::applyNative(BinaryOpKind::Add, x, y));
}

/// A multiply-add on one 16-byte block of float lanes; when a result is a
/// NaN, the two ops' kernels instead (their NaN rule).
template <typename V>
LLVM_ATTRIBUTE_ALWAYS_INLINE void lanesMultiplyAdd(const Step &s) {
  V x, y;
  std::memcpy(&x, s.a, 16);
  std::memcpy(&y, s.b, 16);
  V m = x * y;
  auto [p, q] = addOperands(s, m);
  V r = p + q;
  auto nan = (m != m) | (r != r);
  uint64_t w[2];
  std::memcpy(w, &nan, 16);
  if (LLVM_UNLIKELY((w[0] | w[1]) != 0)) {
    s.fn(s.state, s.operands, s.result);
    s.partner->fn(s.partner->state, s.partner->operands, s.partner->result);
    return;
  }
  std::memcpy(s.result, &m, 16);
  std::memcpy(s.partner->result, &r, 16);
}

// The inline steps of each family, in the order of their codes.
// clang-format off
#define SFOLD_SCALAR_TYPES(M)                                                  \
  M(I32, int32_t) M(U32, uint32_t) M(I64, int64_t) M(U64, uint64_t)            \
  M(F32, float) M(F64, double)
#define SFOLD_BINARY_OPS(M, TYPE, T)                                           \
  M(TYPE, T, Add) M(TYPE, T, Multiply) M(TYPE, T, Maximum)                     \
  M(TYPE, T, Minimum) M(TYPE, T, And) M(TYPE, T, Or) M(TYPE, T, Xor)         \
  M(TYPE, T, Subtract)
#define SFOLD_DIRECTIONS(M, TYPE, T)                                           \
  M(TYPE, T, EQ) M(TYPE, T, NE) M(TYPE, T, GE) M(TYPE, T, GT) M(TYPE, T, LE)   \
  M(TYPE, T, LT)
#define SFOLD_LANE_TYPES(M)                                                    \
  M(U8, uint8_t) M(U16, uint16_t) M(U32, uint32_t) M(U64, uint64_t)            \
  M(F32, float) M(F64, double)
#define SFOLD_BINARY_LABEL(TYPE, T, OP) &&binary##TYPE##OP,
#define SFOLD_BINARY_LABELS(TYPE, T)                                           \
  SFOLD_BINARY_OPS(SFOLD_BINARY_LABEL, TYPE, T)
#define SFOLD_COMPARE_LABEL(TYPE, T, DIR) &&compare##TYPE##DIR,
#define SFOLD_COMPARE_LABELS(TYPE, T)                                          \
  SFOLD_DIRECTIONS(SFOLD_COMPARE_LABEL, TYPE, T)
#define SFOLD_BRANCH_LABEL(TYPE, T, DIR) &&branch##TYPE##DIR,
#define SFOLD_BRANCH_LABELS(TYPE, T)                                           \
  SFOLD_DIRECTIONS(SFOLD_BRANCH_LABEL, TYPE, T)
#define SFOLD_LANES_LABELS(TYPE, T)                                            \
  &&lanes##TYPE##Add, &&lanes##TYPE##Multiply, &&lanes##TYPE##Subtract,

constexpr uint8_t kEndCode = kLanesMultiplyAddF64Code + 1;

/// How a loop run by runSteps left: whether it ended (its condition was
/// false; otherwise an iteration did not fit the budget and was not run),
/// and whether its values are in each other's places (Step::swapped).
struct StepsExit {
  bool ended, swapped;
};

/// Runs `steps` in order, once, or, with `budget`, as a loop's iterations
/// (after a condition that was true) while each iteration's `work` fits
/// the budget: a test step (or a comparison branching) after each
/// condition leaves when it is false, the last one starts the list again.
/// Threaded: each step jumps to the next one's code (one indirect jump per
/// step, predicted from the step before), the last to the end. An inline
/// op's functor or direction is a constant of its code.
LLVM_ATTRIBUTE_NOINLINE StepsExit runSteps(ArrayRef<Step> steps,
                                           EvalBudget *budget = nullptr,
                                           uint64_t work = 0) {
  static void *const labels[] = {
      &&call, &&copy, SFOLD_SCALAR_TYPES(SFOLD_BINARY_LABELS)
      SFOLD_SCALAR_TYPES(SFOLD_COMPARE_LABELS)
      SFOLD_LANE_TYPES(SFOLD_LANES_LABELS) &&bitAnd, &&bitOr, &&bitXor,
      &&sliceI32, &&sliceI64, &&updateI32, &&updateI64, &&updateShared,
      &&test, SFOLD_SCALAR_TYPES(SFOLD_BRANCH_LABELS) &&multiplyAddF32,
      &&multiplyAddF64, &&lanesMultiplyAddF32, &&lanesMultiplyAddF64, &&end};
  static_assert(std::size(labels) == kEndCode + 1, "a code without a label");
  SmallVector<void *, 32> targets;
  for (const Step &step : steps)
    targets.push_back(labels[step.code]);
  targets.push_back(&&end);
  const Step *s = steps.data();
  void *const *t = targets.data();
  // The iterations that fit the budget (those run are charged at the end,
  // as much as charging each would: iteration k fits when the work done
  // before the loop plus k times `work` does).
  uint64_t fits = 0, done = 0;
  bool ended = false, swapped = false;
  if (budget) {
    uint64_t limit = budget->getLimits().maxWork, used = budget->getWorkDone();
    fits = limit == kUnlimited || work == 0 ? UINT64_MAX
           : used > limit                   ? 0
                                            : (limit - used) / work;
    if (fits == 0)
      goto leave;
    done = 1;
  }
#define SFOLD_NEXT                                                             \
  ++s;                                                                         \
  goto **++t
  // After a condition whose value is `more`: leaves when it is false or
  // the next iteration does not fit.
#define SFOLD_BRANCH(more)                                                     \
  if (!(more) || done == fits) {                                               \
    ended = !(more);                                                           \
    swapped = s->swapped;                                                      \
    goto leave;                                                                \
  }                                                                            \
  ++done;                                                                      \
  if (s->restart) {                                                            \
    s = steps.data();                                                          \
    t = targets.data();                                                        \
    goto **t;                                                                  \
  }                                                                            \
  SFOLD_NEXT
  goto **t;

end:
  return {true, false};
leave:
  // Fits: done <= fits.
  (void)budget->tryChargeQuietly(done * work);
  return {ended, swapped};

test:
  SFOLD_BRANCH(*s->result & 1);

call:
  s->fn(s->state, s->operands, s->result);
  SFOLD_NEXT;
copy:
  copySmallBytes(s->result, s->a, s->bytes);
  SFOLD_NEXT;

#define SFOLD_BINARY_STEP(TYPE, T, OP)                                         \
  binary##TYPE##OP : storeElement<T>(                                          \
      s->result, 0,                                                            \
      binop::applyNative(BinaryOpKind::OP, loadElement<T>(s->a),               \
                         loadElement<T>(s->b)));                               \
  SFOLD_NEXT;
#define SFOLD_BINARY_STEPS(TYPE, T) SFOLD_BINARY_OPS(SFOLD_BINARY_STEP, TYPE, T)
  SFOLD_SCALAR_TYPES(SFOLD_BINARY_STEPS)
#define SFOLD_COMPARE_STEP(TYPE, T, DIR)                                       \
  compare##TYPE##DIR : *s->result = binop::compareNative(                      \
      CompareDirection::DIR, loadElement<T>(s->a), loadElement<T>(s->b));      \
  SFOLD_NEXT;
#define SFOLD_COMPARE_STEPS(TYPE, T) SFOLD_DIRECTIONS(SFOLD_COMPARE_STEP, TYPE, T)
  SFOLD_SCALAR_TYPES(SFOLD_COMPARE_STEPS)
#define SFOLD_BRANCH_STEP(TYPE, T, DIR)                                        \
  branch##TYPE##DIR : {                                                        \
    bool more = binop::compareNative(CompareDirection::DIR,                    \
                                     loadElement<T>(s->a),                     \
                                     loadElement<T>(s->b));                    \
    *s->result = more;                                                         \
    SFOLD_BRANCH(more);                                                        \
  }
#define SFOLD_BRANCH_STEPS(TYPE, T) SFOLD_DIRECTIONS(SFOLD_BRANCH_STEP, TYPE, T)
  SFOLD_SCALAR_TYPES(SFOLD_BRANCH_STEPS)

  // Integers wrap, as BinaryOps.h's wrapAdd / wrapMul: unsigned lanes.
#define SFOLD_LANES_STEPS(TYPE, T)                                             \
  lanes##TYPE##Add : if constexpr (std::is_floating_point_v<T>)                \
      floatLanes<Vector16<T>>(*s, [](auto x, auto y) { return x + y; });       \
  else integerLanes<Vector16<T>>(*s, [](auto x, auto y) { return x + y; });    \
  SFOLD_NEXT;                                                                  \
  lanes##TYPE##Multiply : if constexpr (std::is_floating_point_v<T>)           \
      floatLanes<Vector16<T>>(*s, [](auto x, auto y) { return x * y; });       \
  else integerLanes<Vector16<T>>(*s, [](auto x, auto y) { return x * y; });    \
  SFOLD_NEXT;                                                                  \
  lanes##TYPE##Subtract : if constexpr (std::is_floating_point_v<T>)           \
      floatLanes<Vector16<T>>(*s, [](auto x, auto y) { return x - y; });       \
  else integerLanes<Vector16<T>>(*s, [](auto x, auto y) { return x - y; });    \
  SFOLD_NEXT;
  SFOLD_LANE_TYPES(SFOLD_LANES_STEPS)
bitAnd:
  integerLanes<Vector16<uint64_t>>(*s, [](auto x, auto y) { return x & y; });
  SFOLD_NEXT;
bitOr:
  integerLanes<Vector16<uint64_t>>(*s, [](auto x, auto y) { return x | y; });
  SFOLD_NEXT;
bitXor:
  integerLanes<Vector16<uint64_t>>(*s, [](auto x, auto y) { return x ^ y; });
  SFOLD_NEXT;

multiplyAddF32:
  multiplyAdd<float>(*s);
  SFOLD_NEXT;
multiplyAddF64:
  multiplyAdd<double>(*s);
  SFOLD_NEXT;
lanesMultiplyAddF32:
  lanesMultiplyAdd<Vector16<float>>(*s);
  SFOLD_NEXT;
lanesMultiplyAddF64:
  lanesMultiplyAdd<Vector16<double>>(*s);
  SFOLD_NEXT;

sliceI32:
  *s->offset = windowOffset<int32_t>(*s);
  copySmallBytes(s->result, s->a + *s->offset, s->bytes);
  SFOLD_NEXT;
sliceI64:
  *s->offset = windowOffset<int64_t>(*s);
  copySmallBytes(s->result, s->a + *s->offset, s->bytes);
  SFOLD_NEXT;
updateI32:
  updateWindow(*s, windowOffset<int32_t>(*s));
  SFOLD_NEXT;
updateI64:
  updateWindow(*s, windowOffset<int64_t>(*s));
  SFOLD_NEXT;
updateShared:
  updateWindow(*s, *s->offset);
  SFOLD_NEXT;
#undef SFOLD_BRANCH
#undef SFOLD_NEXT
}
#undef SFOLD_BRANCH_STEPS
#undef SFOLD_BRANCH_STEP
#undef SFOLD_BRANCH_LABELS
#undef SFOLD_BRANCH_LABEL
#undef SFOLD_LANES_STEPS
#undef SFOLD_COMPARE_STEPS
#undef SFOLD_COMPARE_STEP
#undef SFOLD_BINARY_STEPS
#undef SFOLD_BINARY_STEP
#undef SFOLD_LANES_LABELS
#undef SFOLD_COMPARE_LABELS
#undef SFOLD_COMPARE_LABEL
#undef SFOLD_BINARY_LABELS
#undef SFOLD_BINARY_LABEL
#undef SFOLD_LANE_TYPES
#undef SFOLD_DIRECTIONS
#undef SFOLD_BINARY_OPS
#undef SFOLD_SCALAR_TYPES
// clang-format on

} // namespace

const Evaluator::SmallLoop *Evaluator::getSmallLoop(Region &cond,
                                                    Region &body) {
  if (!cond.hasOneBlock() || !body.hasOneBlock())
    return nullptr;
  auto [it, inserted] = smallLoops.try_emplace(&cond.front());
  if (!inserted)
    return it->second.get();
  auto loop = std::make_unique<SmallLoop>();
  if (!LoopBuilder(*loop, handlers, options.keepUndefinedDivisions)
           .build(cond.front(), body.front()))
    return nullptr;
  it->second = std::move(loop);
  return it->second.get();
}

std::optional<SmallVector<Evaluator::SmallStep>>
Evaluator::getSmallSteps(Region &cond, Region &body) {
  const SmallLoop *loop = getSmallLoop(cond, body);
  if (!loop)
    return std::nullopt;
  SmallVector<SmallStep> steps;
  for (const SmallLoop::Region *region : {&loop->cond, &loop->body})
    for (auto [k, p] : llvm::enumerate(region->ops))
      steps.push_back(p.multiplyAdd || (k > 0 && region->ops[k - 1].multiplyAdd)
                          ? SmallStep::MultiplyAdd
                          : getSmallStep(p));
  if (loop->branchesOnCompare)
    steps[loop->cond.ops.size() - 1] = SmallStep::CompareBranch;
  if (!loop->swapsPlaces)
    steps.append(loop->copies.size(), SmallStep::Copy);
  return steps;
}

std::optional<FailureOr<ValueList>>
Evaluator::runSmallWhile(Region &cond, Region &body,
                         ArrayRef<InterpreterValue> init) {
  const SmallLoop *loop = getSmallLoop(cond, body);
  size_t n = init.size();
  if (!loop || loop->argTypes.size() != n ||
      loop->largestValue > budget.getLimits().maxTensorBytes)
    return std::nullopt;

  // The loop's memory (places at 16-byte aligned addresses), its values and
  // the values from enclosing blocks, read once.
  struct alignas(16) Block16 {
    char bytes[16];
  };
  SmallVector<Block16, 64> memory((loop->memoryBytes + 15) / 16, Block16{});
  char *base = reinterpret_cast<char *>(memory.data());
  auto at = [&](uint32_t place) { return base + loop->places[place].offset; };
  auto load = [&](const InterpreterValue *v, Type type, uint32_t place) {
    if (!v || !v->isTensor() || v->getTensor().getType() != type)
      return false;
    std::memcpy(at(place), v->getTensor().rawData(), loop->places[place].bytes);
    return true;
  };
  for (size_t k = 0; k < n; ++k)
    if (!load(&init[k], loop->argTypes[k], k))
      return std::nullopt;
  for (auto [v, place] : loop->outers)
    if (!load(lookupValue(v), v.getType(), place))
      return std::nullopt;

  // Each op's operand and result addresses (and, when places trade roles,
  // the same with each copied place and its loop value's place exchanged);
  // tensors borrowing the places of the operands of ops without a small
  // kernel.
  SmallVector<uint32_t, 16> swap(loop->places.size());
  for (auto [k, place] : llvm::enumerate(swap))
    place = k;
  if (loop->swapsPlaces)
    for (auto [to, from] : loop->copies)
      std::swap(swap[to], swap[from]);
  std::vector<const char *> operandPtrs(loop->operands.size()),
      swappedOperandPtrs(loop->operands.size());
  std::vector<char *> resultPtrs(loop->results.size()),
      swappedResultPtrs(loop->results.size());
  for (auto [k, place] : llvm::enumerate(loop->operands)) {
    operandPtrs[k] = at(place);
    swappedOperandPtrs[k] = at(swap[place]);
  }
  for (auto [k, place] : llvm::enumerate(loop->results)) {
    resultPtrs[k] = at(place);
    swappedResultPtrs[k] = at(swap[place]);
  }
  std::vector<InterpreterValue> borrowed(loop->operands.size());
  std::vector<const Tensor *> borrowedPtrs(loop->operands.size());
  for (const SmallLoop::Region *region : {&loop->cond, &loop->body})
    for (const SmallLoop::Op &p : region->ops) {
      if (p.kernel)
        continue;
      for (uint32_t k = p.firstOperand; k < p.firstOperand + p.numOperands;
           ++k) {
        uint32_t place = loop->operands[k];
        borrowed[k] = InterpreterValue(
            Tensor(llvm::cast<ShapedType>(loop->operandTypes[k]),
                   detail::TensorBuffer::borrow(at(place),
                                                loop->places[place].bytes)));
        borrowedPtrs[k] = &borrowed[k].getTensor();
      }
    }
  // Constants, once; each region's other ops with a small kernel as a
  // list of steps on the places (or on the places exchanged).
  SmallVector<int64_t, 4> offsets(loop->numOffsetSlots);
  for (const SmallLoop::Region *region : {&loop->cond, &loop->body})
    for (const SmallLoop::Op &p : region->ops)
      if (p.once)
        p.kernel.run(&operandPtrs[p.firstOperand], resultPtrs[p.firstResult]);
  // The adds of multiply-adds (Step::partner).
  std::deque<Step> partners;
  auto stepsOf = [&](const SmallLoop::Region &region, bool swapped) {
    std::vector<Step> steps;
    auto stepOf = [&](const SmallLoop::Op &p) {
      return makeStep(
          p, &(swapped ? swappedOperandPtrs : operandPtrs)[p.firstOperand],
          (swapped ? swappedResultPtrs : resultPtrs)[p.firstResult],
          loop->places[loop->results[p.firstResult]].bytes,
          p.offsetSlot >= 0 ? &offsets[p.offsetSlot] : nullptr);
    };
    for (auto it = region.ops.begin(); it != region.ops.end(); ++it) {
      if (!it->kernel || it->once)
        continue;
      steps.push_back(stepOf(*it));
      if (!it->multiplyAdd)
        continue;
      Step &mul = steps.back();
      mul.partner = &partners.emplace_back(stepOf(*++it));
      bool f32 = it->kernel.scalar.kind != SmallKernel::Scalar::Kind::None
                     ? it->kernel.scalar.type == ScalarType::F32
                     : it->kernel.lanes.laneBytes == 4;
      mul.code =
          it->kernel.scalar.kind != SmallKernel::Scalar::Kind::None
              ? (f32 ? kMultiplyAddF32Code : kMultiplyAddF64Code)
              : (f32 ? kLanesMultiplyAddF32Code : kLanesMultiplyAddF64Code);
    }
    return steps;
  };
  std::vector<Step> condSteps = stepsOf(loop->cond, false),
                    bodySteps = stepsOf(loop->body, false), copySteps,
                    unswapSteps;
  // The body's results into the loop values' places, through the staging
  // memory when one of them is another loop value's place.
  char *staging = base + loop->stagingOffset;
  auto copyStep = [](char *to, const char *from, uint32_t bytes) {
    Step s{};
    s.code = kCopyCode;
    s.a = from;
    s.result = to;
    s.bytes = bytes;
    return s;
  };
  if (loop->staging) {
    char *to = staging;
    for (auto [_, from] : loop->copies) {
      copySteps.push_back(copyStep(to, at(from), loop->places[from].bytes));
      to += llvm::alignTo(loop->places[from].bytes, 16);
    }
    const char *from = staging;
    for (auto [to, place] : loop->copies) {
      copySteps.push_back(copyStep(at(to), from, loop->places[to].bytes));
      from += llvm::alignTo(loop->places[place].bytes, 16);
    }
  } else {
    for (auto [to, from] : loop->copies)
      copySteps.push_back(copyStep(at(to), at(from), loop->places[to].bytes));
  }
  // When every op has a small kernel, an iteration after the first
  // condition is one list: the body, its copies, the next condition and
  // its test, charged at once; when places trade roles, two iterations,
  // the second on the places exchanged, and no copies.
  const char *more = at(loop->condResult);
  std::vector<Step> iteration;
  auto appendCondition = [&](bool swapped, bool restart) {
    std::vector<Step> cond = stepsOf(loop->cond, swapped);
    if (!loop->branchesOnCompare) {
      Step test{};
      test.code = kTestCode;
      test.result = const_cast<char *>(more);
      cond.push_back(test);
    } else {
      cond.back().code = compareBranchCode(cond.back().code);
    }
    cond.back().swapped = swapped;
    cond.back().restart = restart;
    llvm::append_range(iteration, cond);
  };
  if (loop->swapsPlaces) {
    iteration = bodySteps;
    appendCondition(/*swapped=*/true, /*restart=*/false);
    llvm::append_range(iteration, stepsOf(loop->body, true));
    appendCondition(/*swapped=*/false, /*restart=*/true);
    // The loop values back into their places when it leaves in between.
    for (auto [to, from] : loop->copies)
      unswapSteps.push_back(copyStep(at(to), at(from), loop->places[to].bytes));
  } else if (loop->fused) {
    iteration = bodySteps;
    llvm::append_range(iteration, copySteps);
    appendCondition(/*swapped=*/false, /*restart=*/true);
  }
  uint64_t iterationWork = loop->body.work + loop->cond.work;

  auto runBorrowed = [&](const SmallLoop::Op &p) {
    Tensor result;
    if (p.prepared) {
      ScopedAllocationLimit limit(budget.getLimits().maxTensorBytes);
      result = p.prepared(ArrayRef<const Tensor *>(
          borrowedPtrs.data() + p.firstOperand, p.numOperands));
    }
    ValueList values;
    if (result) {
      values.push_back(InterpreterValue(std::move(result)));
    } else {
      FailureOr<ValueList> r =
          runHandler(*p.handler, p.op,
                     ArrayRef<InterpreterValue>(
                         borrowed.data() + p.firstOperand, p.numOperands));
      if (failed(r))
        return false;
      values = std::move(*r);
    }
    if (values.size() != p.numResults) {
      p.op->emitError("internal error: handler produced ")
          << values.size() << " values for " << p.numResults << " results";
      return false;
    }
    for (auto [k, v] : llvm::enumerate(values)) {
      uint32_t place = loop->results[p.firstResult + k];
      if (!v.isTensor() || v.getTensor().getType() != loop->placeTypes[place]) {
        p.op->emitError("internal error: result #")
            << k << " does not have its declared type";
        return false;
      }
      std::memmove(resultPtrs[p.firstResult + k], v.getTensor().rawData(),
                   loop->places[place].bytes);
    }
    return true;
  };
  // An iteration's ops charged at once when they fit (then each fits), op
  // by op otherwise, for the message at the op that does not.
  // Out of line, so that the loop of calls stays small.
  auto runOps = [&](const SmallLoop::Region &region,
                    bool charged) LLVM_ATTRIBUTE_NOINLINE {
    for (const SmallLoop::Op &p : region.ops) {
      if (!charged &&
          !budget.tryCharge(p.cost, p.op->getName().getStringRef())) {
        p.op->emitError(budget.getMessage());
        return false;
      }
      if (p.once)
        continue;
      if (p.kernel)
        p.kernel.run(&operandPtrs[p.firstOperand], resultPtrs[p.firstResult]);
      else if (!runBorrowed(p))
        return false;
    }
    return true;
  };
  auto run = [&](const SmallLoop::Region &region, ArrayRef<Step> steps) {
    bool charged = budget.tryChargeQuietly(region.work);
    if (!charged || !region.allSmall)
      return runOps(region, charged);
    runSteps(steps);
    return true;
  };

  if (!run(loop->cond, condSteps))
    return FailureOr<ValueList>(failure());
  while (*more & 1) {
    if (loop->fused) {
      StepsExit exit = runSteps(iteration, &budget, iterationWork);
      if (exit.swapped)
        runSteps(unswapSteps);
      if (exit.ended)
        break;
    }
    if (!run(loop->body, bodySteps))
      return FailureOr<ValueList>(failure());
    runSteps(copySteps);
    if (!run(loop->cond, condSteps))
      return FailureOr<ValueList>(failure());
  }

  ValueList results;
  for (size_t k = 0; k < n; ++k) {
    Tensor t(llvm::cast<ShapedType>(loop->argTypes[k]));
    if (t)
      std::memcpy(t.mutableRawData(), at(k), loop->places[k].bytes);
    results.push_back(InterpreterValue(std::move(t)));
  }
  return FailureOr<ValueList>(std::move(results));
}
