//===- NativeLoopCompiler.cpp - a small loop's iteration as native code ---===//
//
// The native loop compiler (NativeLoopAbi.h), a library loaded by the
// evaluator when it first compiles a loop: an iteration list turned into
// one LLVM IR function and compiled with ORC's LLJIT for the baseline
// instruction set of the host's architecture (no FMA: a multiply and an
// add stay two roundings). Each step becomes the IR of what runSteps does
// for it; a value read back from memory within an iteration is taken from
// the register that wrote or read it.
//
//===----------------------------------------------------------------------===//

#include "../Evaluator/NativeLoopAbi.h"

#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/ThreadSafeModule.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <mutex>
#include <string>
#include <vector>

using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;
using namespace mlir::sfold;
using namespace mlir::sfold::smallloop;

namespace {
using Family = StepKind::Family;
using ScalarType = ScalarStorage;
} // namespace

//===----------------------------------------------------------------------===//
// The IR of an iteration list
//===----------------------------------------------------------------------===//

namespace {

/// Emits `loop(context, fits, done) -> exit`: the ops in order from the top
/// with `*done` iterations counted as runSteps counts them; exit bit 0: the
/// loop ended, bit 1: its values are in each other's places.
class Emitter {
public:
  Emitter(llvm::Module &module, StringRef name)
      : ctx(module.getContext()), b(ctx) {
    llvm::Type *ptr = b.getPtrTy(), *i64 = b.getInt64Ty();
    f = llvm::Function::Create(
        llvm::FunctionType::get(i64, {ptr, i64, ptr}, false),
        llvm::Function::ExternalLinkage, name, module);
    f->addFnAttr(llvm::Attribute::NoUnwind);
    auto *entry = llvm::BasicBlock::Create(ctx, "entry", f);
    b.SetInsertPoint(entry);
    llvm::Value *context = f->getArg(0);
    memory = b.CreateLoad(ptr, context);
    offsets =
        b.CreateLoad(ptr, b.CreateConstGEP1_64(b.getInt8Ty(), context, 8));
    calls = b.CreateLoad(ptr, b.CreateConstGEP1_64(b.getInt8Ty(), context, 16));
    fits = f->getArg(1);
    doneOut = f->getArg(2);
    top = llvm::BasicBlock::Create(ctx, "top", f);
    b.CreateBr(top);
    b.SetInsertPoint(top);
    donePhi = b.CreatePHI(i64, 2);
    donePhi->addIncoming(b.getInt64(1), entry);
    done = donePhi;
  }

  /// Emits `op`; false if it has no native form.
  bool emit(const NativeOp &op);

  llvm::Function *function() const { return f; }

private:
  /// A value of `bytes` bytes at `offset` of the memory, as last written or
  /// read in this iteration.
  struct Known {
    uint32_t offset, bytes;
    llvm::Value *value;
  };

  llvm::Type *scalarType(ScalarType t) {
    switch (t) {
    case ScalarType::I32:
    case ScalarType::U32:
      return b.getInt32Ty();
    case ScalarType::I64:
    case ScalarType::U64:
      return b.getInt64Ty();
    case ScalarType::F32:
      return b.getFloatTy();
    case ScalarType::F64:
      return b.getDoubleTy();
    }
    return nullptr;
  }
  /// 16 bytes of lanes.
  llvm::Type *laneVector(LaneType t) {
    switch (t) {
    case LaneType::U8:
      return llvm::FixedVectorType::get(b.getInt8Ty(), 16);
    case LaneType::U16:
      return llvm::FixedVectorType::get(b.getInt16Ty(), 8);
    case LaneType::U32:
      return llvm::FixedVectorType::get(b.getInt32Ty(), 4);
    case LaneType::U64:
      return llvm::FixedVectorType::get(b.getInt64Ty(), 2);
    case LaneType::F32:
      return llvm::FixedVectorType::get(b.getFloatTy(), 4);
    case LaneType::F64:
      return llvm::FixedVectorType::get(b.getDoubleTy(), 2);
    }
    return nullptr;
  }
  /// A type of `bytes` bytes that loads and stores in one move (null if
  /// none).
  llvm::Type *moveType(uint32_t bytes) {
    if (bytes == 16)
      return llvm::FixedVectorType::get(b.getInt64Ty(), 2);
    if (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8)
      return b.getIntNTy(8 * bytes);
    return nullptr;
  }
  uint32_t sizeOf(llvm::Type *t) {
    return static_cast<uint32_t>(t->getPrimitiveSizeInBits().getFixedValue() /
                                 8);
  }

  llvm::Value *at(uint32_t offset) {
    return b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), memory, offset);
  }
  void forget(uint32_t offset, uint32_t bytes) {
    llvm::erase_if(known, [&](const Known &k) {
      return k.offset < offset + bytes && offset < k.offset + k.bytes;
    });
  }
  void remember(uint32_t offset, llvm::Value *v) {
    uint32_t bytes = sizeOf(v->getType());
    forget(offset, bytes);
    known.push_back({offset, bytes, v});
  }
  llvm::Value *load(llvm::Type *t, uint32_t offset) {
    uint32_t bytes = sizeOf(t);
    for (const Known &k : known)
      if (k.offset == offset && k.bytes == bytes)
        return k.value->getType() == t ? k.value : b.CreateBitCast(k.value, t);
    llvm::Value *v = b.CreateAlignedLoad(t, at(offset), llvm::Align(1));
    known.push_back({offset, bytes, v});
    return v;
  }
  void store(llvm::Value *v, uint32_t offset) {
    b.CreateAlignedStore(v, at(offset), llvm::Align(1));
    remember(offset, v);
  }
  /// Calls the kernel of `NativeContext::calls[call]`.
  void callKernel(int32_t call) {
    llvm::Type *ptr = b.getPtrTy();
    llvm::Value *slot = b.CreateConstGEP1_64(
        b.getInt8Ty(), calls, int64_t(call) * sizeof(NativeCall));
    auto field = [&](unsigned k) {
      return b.CreateLoad(ptr,
                          b.CreateConstGEP1_64(b.getInt8Ty(), slot, 8 * k));
    };
    llvm::Value *fn = field(0);
    auto *type = llvm::FunctionType::get(b.getVoidTy(), {ptr, ptr, ptr}, false);
    b.CreateCall(type, fn, {field(1), field(2), field(3)});
  }
  /// `op` on `x` and `y` (scalars or vectors): integers wrap; maximum and
  /// minimum only on integers.
  llvm::Value *binary(BinaryOpKind op, bool fp, bool isSigned, llvm::Value *x,
                      llvm::Value *y) {
    switch (op) {
    case BinaryOpKind::Add:
      return fp ? b.CreateFAdd(x, y) : b.CreateAdd(x, y);
    case BinaryOpKind::Subtract:
      return fp ? b.CreateFSub(x, y) : b.CreateSub(x, y);
    case BinaryOpKind::Multiply:
      return fp ? b.CreateFMul(x, y) : b.CreateMul(x, y);
    case BinaryOpKind::Maximum:
      return b.CreateBinaryIntrinsic(
          isSigned ? llvm::Intrinsic::smax : llvm::Intrinsic::umax, x, y);
    case BinaryOpKind::Minimum:
      return b.CreateBinaryIntrinsic(
          isSigned ? llvm::Intrinsic::smin : llvm::Intrinsic::umin, x, y);
    case BinaryOpKind::And:
      return b.CreateAnd(x, y);
    case BinaryOpKind::Or:
      return b.CreateOr(x, y);
    case BinaryOpKind::Xor:
      return b.CreateXor(x, y);
    }
    return nullptr;
  }
  llvm::Value *isNaN(llvm::Value *v) {
    llvm::Value *c = b.CreateFCmpUNO(v, v);
    return c->getType()->isVectorTy() ? b.CreateOrReduce(c) : c;
  }
  /// Stores `values` at their offsets unless `nan`; then the kernels of
  /// `kernelCalls` compute them instead (their NaN rule) and are read back.
  void storeUnlessNaN(llvm::Value *nan, ArrayRef<int32_t> kernelCalls,
                      ArrayRef<std::pair<uint32_t, llvm::Value *>> values);
  /// The byte offset of `op`'s window, stored in its offset slot.
  llvm::Value *windowOffset(const NativeOp &op);
  /// Ends or continues the loop on `more` (i1).
  void branch(const NativeOp &op, llvm::Value *more);

  llvm::LLVMContext &ctx;
  llvm::IRBuilder<> b;
  llvm::Function *f;
  llvm::Value *memory, *offsets, *calls, *fits, *doneOut, *done;
  llvm::BasicBlock *top;
  llvm::PHINode *donePhi;
  std::vector<Known> known;
  /// The offsets computed in this iteration, by slot.
  llvm::DenseMap<int32_t, llvm::Value *> knownOffsets;
};

void Emitter::storeUnlessNaN(
    llvm::Value *nan, ArrayRef<int32_t> kernelCalls,
    ArrayRef<std::pair<uint32_t, llvm::Value *>> values) {
  auto *slow = llvm::BasicBlock::Create(ctx, "nan", f);
  auto *fast = llvm::BasicBlock::Create(ctx, "store", f);
  auto *join = llvm::BasicBlock::Create(ctx, "join", f);
  b.CreateCondBr(nan, slow, fast,
                 llvm::MDBuilder(ctx).createUnlikelyBranchWeights());
  b.SetInsertPoint(fast);
  for (auto [offset, v] : values)
    b.CreateAlignedStore(v, at(offset), llvm::Align(1));
  b.CreateBr(join);
  b.SetInsertPoint(slow);
  for (int32_t call : kernelCalls)
    callKernel(call);
  SmallVector<llvm::Value *, 4> computed;
  for (auto [offset, v] : values)
    computed.push_back(
        b.CreateAlignedLoad(v->getType(), at(offset), llvm::Align(1)));
  b.CreateBr(join);
  b.SetInsertPoint(join);
  for (auto [k, entry] : llvm::enumerate(values)) {
    llvm::PHINode *phi = b.CreatePHI(entry.second->getType(), 2);
    phi->addIncoming(entry.second, fast);
    phi->addIncoming(computed[k], slow);
    remember(entry.first, phi);
  }
}

llvm::Value *Emitter::windowOffset(const NativeOp &op) {
  if (op.kind.family == Family::UpdateShared) {
    if (llvm::Value *v = knownOffsets.lookup(op.offsetSlot))
      return v;
    return b.CreateLoad(
        b.getInt64Ty(),
        b.CreateConstGEP1_64(b.getInt64Ty(), offsets, op.offsetSlot));
  }
  llvm::Type *index = op.kind.i64Starts ? b.getInt64Ty() : b.getInt32Ty();
  llvm::Value *offset = b.getInt64(0);
  for (uint32_t d = 0; d < op.rank; ++d) {
    const std::array<int64_t, 3> &dim = op.dims[d];
    uint32_t start = op.starts[d];
    // clampWindowStart: the start within [0, size - window size].
    llvm::Value *s = b.CreateSExt(load(index, start), b.getInt64Ty());
    s = b.CreateBinaryIntrinsic(llvm::Intrinsic::smax, s, b.getInt64(0));
    s = b.CreateBinaryIntrinsic(llvm::Intrinsic::smin, s,
                                b.getInt64(dim[0] - dim[1]));
    offset = b.CreateAdd(offset, b.CreateMul(s, b.getInt64(dim[2])));
  }
  if (op.offsetSlot >= 0) {
    b.CreateStore(offset,
                  b.CreateConstGEP1_64(b.getInt64Ty(), offsets, op.offsetSlot));
    knownOffsets[op.offsetSlot] = offset;
  }
  return offset;
}

void Emitter::branch(const NativeOp &op, llvm::Value *more) {
  llvm::Value *stop = b.CreateOr(b.CreateNot(more), b.CreateICmpEQ(done, fits));
  auto *leave = llvm::BasicBlock::Create(ctx, "leave", f);
  auto *next = llvm::BasicBlock::Create(ctx, "next", f);
  b.CreateCondBr(stop, leave, next,
                 llvm::MDBuilder(ctx).createUnlikelyBranchWeights());
  b.SetInsertPoint(leave);
  b.CreateStore(done, doneOut);
  llvm::Value *exit = b.CreateZExt(b.CreateNot(more), b.getInt64Ty());
  if (op.swapped)
    exit = b.CreateOr(exit, b.getInt64(2));
  b.CreateRet(exit);
  b.SetInsertPoint(next);
  done = b.CreateAdd(done, b.getInt64(1));
  if (op.restart) {
    donePhi->addIncoming(done, next);
    b.CreateBr(top);
  }
}

bool Emitter::emit(const NativeOp &op) {
  const StepKind &k = op.kind;
  switch (k.family) {
  case Family::Call:
    callKernel(op.call);
    known.clear();
    return true;
  case Family::Copy:
    if (llvm::Type *t = moveType(op.bytes)) {
      store(load(t, op.a), op.result);
      return true;
    }
    b.CreateMemCpy(at(op.result), llvm::Align(16), at(op.a), llvm::Align(16),
                   op.bytes);
    forget(op.result, op.bytes);
    return true;
  case Family::Binary: {
    llvm::Type *t = scalarType(k.type);
    bool fp = isFloat(k.type);
    if (fp && k.op != BinaryOpKind::Add && k.op != BinaryOpKind::Multiply &&
        k.op != BinaryOpKind::Subtract) {
      // Maximum, minimum: the kernel.
      callKernel(op.call);
      forget(op.result, sizeOf(t));
      return true;
    }
    bool isSigned = k.type == ScalarType::I32 || k.type == ScalarType::I64;
    llvm::Value *r = binary(k.op, fp, isSigned, load(t, op.a), load(t, op.b));
    if (fp)
      storeUnlessNaN(isNaN(r), {op.call}, {{op.result, r}});
    else
      store(r, op.result);
    return true;
  }
  case Family::Compare:
  case Family::CompareBranch: {
    llvm::Type *t = scalarType(k.type);
    llvm::Value *x = load(t, op.a), *y = load(t, op.b), *more;
    using P = llvm::CmpInst::Predicate;
    // applyDirection: ordered comparisons but `!=`.
    static constexpr P kFloat[] = {P::FCMP_OEQ, P::FCMP_UNE, P::FCMP_OGE,
                                   P::FCMP_OGT, P::FCMP_OLE, P::FCMP_OLT};
    static constexpr P kSigned[] = {P::ICMP_EQ,  P::ICMP_NE,  P::ICMP_SGE,
                                    P::ICMP_SGT, P::ICMP_SLE, P::ICMP_SLT};
    static constexpr P kUnsigned[] = {P::ICMP_EQ,  P::ICMP_NE,  P::ICMP_UGE,
                                      P::ICMP_UGT, P::ICMP_ULE, P::ICMP_ULT};
    unsigned dir = static_cast<unsigned>(k.direction);
    if (isFloat(k.type))
      more = b.CreateFCmp(kFloat[dir], x, y);
    else if (k.type == ScalarType::I32 || k.type == ScalarType::I64)
      more = b.CreateICmp(kSigned[dir], x, y);
    else
      more = b.CreateICmp(kUnsigned[dir], x, y);
    store(b.CreateZExt(more, b.getInt8Ty()), op.result);
    if (k.family == Family::CompareBranch)
      branch(op, more);
    return true;
  }
  case Family::Test:
    branch(op, b.CreateTrunc(load(b.getInt8Ty(), op.result), b.getInt1Ty()));
    return true;
  case Family::Lanes:
  case Family::Bitwise: {
    llvm::Type *v = k.family == Family::Bitwise ? laneVector(LaneType::U64)
                                                : laneVector(k.lane);
    bool fp = k.family == Family::Lanes && isFloat(k.lane);
    SmallVector<std::pair<uint32_t, llvm::Value *>, 4> results;
    llvm::Value *nan = nullptr;
    for (uint32_t block = 0; block < op.bytes; block += 16) {
      llvm::Value *r = binary(k.op, fp, /*isSigned=*/false,
                              load(v, op.a + block), load(v, op.b + block));
      if (!fp) {
        // Stored before the next block is read, as integerLanes.
        store(r, op.result + block);
        continue;
      }
      nan = nan ? b.CreateOr(nan, isNaN(r)) : isNaN(r);
      results.push_back({op.result + block, r});
    }
    if (fp)
      storeUnlessNaN(nan, {op.call}, results);
    return true;
  }
  case Family::MultiplyAdd:
  case Family::LanesMultiplyAdd: {
    llvm::Type *t = k.family == Family::MultiplyAdd ? scalarType(k.type)
                                                    : laneVector(k.lane);
    llvm::Value *m = b.CreateFMul(load(t, op.a), load(t, op.b));
    auto addOperand = [&](uint32_t offset) {
      return offset == op.result ? m : load(t, offset);
    };
    llvm::Value *r = b.CreateFAdd(addOperand(op.addA), addOperand(op.addB));
    storeUnlessNaN(b.CreateOr(isNaN(m), isNaN(r)), {op.call, op.addCall},
                   {{op.result, m}, {op.addResult, r}});
    return true;
  }
  case Family::Slice: {
    llvm::Value *offset = windowOffset(op);
    llvm::Value *from = b.CreateInBoundsGEP(b.getInt8Ty(), at(op.a), offset);
    if (llvm::Type *t = moveType(op.bytes)) {
      store(b.CreateAlignedLoad(t, from, llvm::Align(1)), op.result);
      return true;
    }
    b.CreateMemCpy(at(op.result), llvm::Align(16), from, llvm::Align(1),
                   op.bytes);
    forget(op.result, op.bytes);
    return true;
  }
  case Family::Update:
  case Family::UpdateShared: {
    if (op.result != op.a) {
      b.CreateMemCpy(at(op.result), llvm::Align(16), at(op.a), llvm::Align(16),
                     op.bytes);
      forget(op.result, op.bytes);
    }
    llvm::Value *offset = windowOffset(op);
    llvm::Value *to = b.CreateInBoundsGEP(b.getInt8Ty(), at(op.result), offset);
    if (llvm::Type *t = moveType(op.windowBytes))
      b.CreateAlignedStore(load(t, op.b), to, llvm::Align(1));
    else
      b.CreateMemCpy(to, llvm::Align(1), at(op.b), llvm::Align(16),
                     op.windowBytes);
    forget(op.result, op.bytes);
    return true;
  }
  }
  return false;
}

} // namespace

//===----------------------------------------------------------------------===//
// The compiler
//===----------------------------------------------------------------------===//

namespace {

/// One LLJIT; each list compiled into a module of its own.
struct Compiler {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  unsigned compiled = 0;

  NativeLoopFn compile(ArrayRef<NativeOp> ops) {
    auto context = std::make_unique<llvm::LLVMContext>();
    auto module = std::make_unique<llvm::Module>("sfold-loop", *context);
    module->setDataLayout(jit->getDataLayout());
    module->setTargetTriple(jit->getTargetTriple());
    std::string name = "loop" + std::to_string(compiled++);
    Emitter emitter(*module, name);
    for (const NativeOp &op : ops)
      if (!emitter.emit(op))
        return nullptr;
    if (llvm::verifyFunction(*emitter.function()))
      return nullptr;
    if (llvm::Error e = jit->addIRModule(llvm::orc::ThreadSafeModule(
            std::move(module),
            llvm::orc::ThreadSafeContext(std::move(context))))) {
      llvm::consumeError(std::move(e));
      return nullptr;
    }
    auto address = jit->lookup(name);
    if (!address) {
      llvm::consumeError(address.takeError());
      return nullptr;
    }
    return address->toPtr<NativeLoopFn>();
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT bool
sfoldMakeNativeCompiler(uint32_t version, NativeCompiler *out) {
  static_assert(std::is_same_v<decltype(&sfoldMakeNativeCompiler),
                               SfoldNativeCompilerFactory>);
  if (version != kNativeAbiVersion)
    return false;
  // LLVM's target registry of this library: filled once, read-only after.
  static std::once_flag targets;
  std::call_once(targets, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  // The baseline instruction set of the host's architecture.
  llvm::orc::JITTargetMachineBuilder machine{
      llvm::Triple(llvm::sys::getProcessTriple())};
  machine.setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(machine)
                 .setSupportConcurrentCompilation(false)
                 .setPlatformSetUp(llvm::orc::setUpInactivePlatform)
                 .create();
  if (!jit) {
    llvm::consumeError(jit.takeError());
    return false;
  }
  auto *compiler = new Compiler{std::move(*jit)};
  out->self = compiler;
  out->compile = [](void *self, const NativeOp *ops, size_t numOps) {
    return static_cast<Compiler *>(self)->compile(ArrayRef(ops, numOps));
  };
  out->destroy = [](void *self) { delete static_cast<Compiler *>(self); };
  return true;
}
