//===- SmallLoopSteps.cpp - the steps of a loop over small tensors --------===//
//
// The steps a loop over small tensors runs on its places (SmallLoop.cpp
// makes them) and their threaded driver: each step is one indirect jump to
// its code, with 0-d ops, lane-wise ops on 16-byte blocks, contiguous
// dynamic windows, multiply-adds and the loop's branch inline.
//
//===----------------------------------------------------------------------===//

#include "SmallLoopSteps.h"
#include "Handlers.h"

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstring>
#include <iterator>

using namespace mlir;
using namespace mlir::sfold;

namespace mlir::sfold::smallloop {

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
static uint8_t lanesStepCode(const SmallKernel::Lanes &lanes) {
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


uint64_t iterationsThatFit(const EvalBudget &budget, uint64_t work) {
  uint64_t limit = budget.getLimits().maxWork, used = budget.getWorkDone();
  return limit == kUnlimited || work == 0 ? UINT64_MAX
         : used > limit                   ? 0
                                          : (limit - used) / work;
}

LLVM_ATTRIBUTE_NOINLINE StepsExit runSteps(ArrayRef<Step> steps,
                                           EvalBudget *budget, uint64_t work,
                                           uint64_t maxIterations) {
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
  // as much as charging each would).
  uint64_t fits = 0, done = 0;
  bool ended = false, swapped = false;
  if (budget) {
    fits = std::min(iterationsThatFit(*budget, work), maxIterations);
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
  return {ended, swapped, done};

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

Step copyStep(char *to, const char *from, uint32_t bytes) {
  Step s{};
  s.code = kCopyCode;
  s.a = from;
  s.result = to;
  s.bytes = bytes;
  return s;
}

Step testStep(char *more) {
  Step s{};
  s.code = kTestCode;
  s.result = more;
  return s;
}

void branchOnCompare(Step &compare) {
  compare.code = compareBranchCode(compare.code);
}

StepKind describeStep(const Step &s) {
  using Family = StepKind::Family;
  StepKind k;
  uint8_t c = s.code;
  auto scalar = [&](uint8_t index, unsigned perType) {
    k.type = static_cast<ScalarType>(index / perType);
    return index % perType;
  };
  uint8_t firstCompare = compareCode(ScalarType::I32, CompareDirection::EQ);
  if (c == kCallCode || c == kCopyCode) {
    k.family = c == kCallCode ? Family::Call : Family::Copy;
  } else if (c < firstCompare) {
    k.family = Family::Binary;
    k.op = static_cast<BinaryOpKind>(scalar(c - 2, kNumBinaryOps));
  } else if (c < kFirstLanesCode) {
    k.family = Family::Compare;
    k.direction =
        static_cast<CompareDirection>(scalar(c - firstCompare, kNumDirections));
  } else if (c < kAndCode) {
    k.family = Family::Lanes;
    unsigned index = c - kFirstLanesCode;
    k.lane = static_cast<LaneType>(index / 3);
    k.op = index % 3 == 0   ? BinaryOpKind::Add
           : index % 3 == 1 ? BinaryOpKind::Multiply
                            : BinaryOpKind::Subtract;
  } else if (c <= kXorCode) {
    k.family = Family::Bitwise;
    k.op = c == kAndCode  ? BinaryOpKind::And
           : c == kOrCode ? BinaryOpKind::Or
                          : BinaryOpKind::Xor;
  } else if (c <= kSliceI64Code) {
    k.family = Family::Slice;
    k.i64Starts = c == kSliceI64Code;
  } else if (c <= kUpdateI64Code) {
    k.family = Family::Update;
    k.i64Starts = c == kUpdateI64Code;
  } else if (c == kUpdateSharedCode) {
    k.family = Family::UpdateShared;
  } else if (c == kTestCode) {
    k.family = Family::Test;
  } else if (c < kMultiplyAddF32Code) {
    k.family = Family::CompareBranch;
    k.direction = static_cast<CompareDirection>(
        scalar(c - kFirstCompareBranchCode, kNumDirections));
  } else if (c <= kMultiplyAddF64Code) {
    k.family = Family::MultiplyAdd;
    k.type = c == kMultiplyAddF32Code ? ScalarType::F32 : ScalarType::F64;
  } else {
    k.family = Family::LanesMultiplyAdd;
    k.lane = c == kLanesMultiplyAddF32Code ? LaneType::F32 : LaneType::F64;
  }
  return k;
}

void fuseMultiplyAdd(Step &mul, const Step &add) {
  mul.partner = &add;
  bool lanes = mul.code >= kFirstLanesCode && mul.code < kAndCode;
  bool f32 =
      lanes ? mul.code == lanesCode(LaneType::F32, BinaryOpKind::Multiply)
            : mul.code == binaryCode(ScalarType::F32, BinaryOpKind::Multiply);
  mul.code = lanes ? (f32 ? kLanesMultiplyAddF32Code : kLanesMultiplyAddF64Code)
                   : (f32 ? kMultiplyAddF32Code : kMultiplyAddF64Code);
}

} // namespace mlir::sfold::smallloop
