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
// ops on 16-byte blocks and contiguous dynamic windows inline
// (SmallLoopSteps.h); a loop whose ops all have one runs an iteration as one
// list of steps, its condition's comparison branching, and places of
// carried values trading roles instead of copies. Each
// op charges the budget exactly as when it runs through its plan, so work
// limits and their messages are unchanged.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include "SmallLoopNative.h"
#include "SmallLoopSteps.h"

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstring>
#include <deque>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::smallloop;

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
  /// both inline on the same float type, 0-d or one 16-byte block of lanes,
  /// in a region that runs as steps (otherwise its ops run one by one).
  static void markMultiplyAdds(SmallLoop::Region &region) {
    if (!region.allSmall)
      return;
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
      fuseMultiplyAdd(steps.back(), partners.emplace_back(stepOf(*++it)));
    }
    return steps;
  };
  std::vector<Step> condSteps = stepsOf(loop->cond, false),
                    bodySteps = stepsOf(loop->body, false), copySteps,
                    unswapSteps;
  // The body's results into the loop values' places, through the staging
  // memory when one of them is another loop value's place.
  char *staging = base + loop->stagingOffset;
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
  char *more = at(loop->condResult);
  std::vector<Step> iteration;
  auto appendCondition = [&](bool swapped, bool restart) {
    std::vector<Step> cond = stepsOf(loop->cond, swapped);
    if (loop->branchesOnCompare)
      branchOnCompare(cond.back());
    else
      cond.push_back(testStep(more));
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
  // The iteration as native code (SmallLoopNative.h) once its shape has
  // been interpreted `nativeLoopSteps` steps, in this run or earlier ones.
  std::unique_ptr<NativeSteps> native;
  bool nativeReady = false;
  uint64_t untilNative = UINT64_MAX;
  auto interpreted = [&](uint64_t iterations) {
    untilNative = native->interpreted(*options.nativeLoops, iterations,
                                      options.nativeLoopSteps);
    if (untilNative == 0) {
      nativeReady = native->bind(*options.nativeLoops);
      untilNative = UINT64_MAX;
    }
  };
  if (loop->fused && options.nativeLoops &&
      (native = NativeSteps::make(iteration, base,
                                  memory.size() * sizeof(Block16),
                                  offsets.data())) &&
      !(nativeReady = native->bind(*options.nativeLoops)))
    interpreted(0);

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
      // Tensors borrowing the loop's memory: no handler takes them.
      FailureOr<ValueList> r =
          runHandler(*p.handler, p.op,
                     MutableArrayRef<InterpreterValue>(
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
      StepsExit exit = nativeReady ? native->run(budget, iterationWork)
                                   : runSteps(iteration, &budget, iterationWork,
                                              untilNative);
      if (!nativeReady && untilNative != UINT64_MAX)
        interpreted(exit.iterations);
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
