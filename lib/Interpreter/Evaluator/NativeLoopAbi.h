//===- NativeLoopAbi.h - the evaluator and its loop compiler -*- C++ -*-===//
//
// Private to lib/Interpreter: what the evaluator (SmallLoopNative.cpp) and
// the native loop compiler (Native/NativeLoopCompiler.cpp) exchange. The
// compiler is a library of its own, loaded the first time a loop is
// compiled: it carries LLVM's code generator, whose few hundred static
// initialisers and tens of megabytes every other process would otherwise
// pay for at start-up. So only plain structs and functions cross.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_NATIVELOOPABI_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_NATIVELOOPABI_H

#include "stablehlo_fold/Interpreter/OpKinds.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace mlir::sfold::smallloop {

/// The storage types of lane-wise steps.
enum class LaneType : uint8_t { U8, U16, U32, U64, F32, F64 };

/// Whether values of the type are floats (f32, f64).
inline bool isFloat(ScalarStorage t) {
  return t == ScalarStorage::F32 || t == ScalarStorage::F64;
}
inline bool isFloat(LaneType t) {
  return t == LaneType::F32 || t == LaneType::F64;
}

/// What a step (SmallLoopSteps.h) computes: its family and, for an inline
/// op, its type and op or direction.
struct StepKind {
  enum class Family : uint8_t {
    Call,
    Copy,
    Binary,
    Compare,
    CompareBranch,
    Lanes,
    Bitwise,
    Slice,
    Update,
    UpdateShared,
    Test,
    MultiplyAdd,
    LanesMultiplyAdd
  };
  Family family = Family::Call;
  /// Binary, Compare, CompareBranch; MultiplyAdd (F32 or F64).
  ScalarStorage type = ScalarStorage::I32;
  /// Lanes; LanesMultiplyAdd (F32 or F64).
  LaneType lane = LaneType::U8;
  /// Binary, Lanes, Bitwise.
  BinaryOpKind op{};
  /// Compare, CompareBranch.
  CompareDirection direction{};
  /// Slice, Update: the starts are i64 (else i32).
  bool i64Starts = false;
};

/// A kernel's call (SmallKernel::Fn).
using NativeKernelFn = void (*)(const void *state, const char *const *operands,
                                char *result);

/// What native code reads of one run: the loop's memory, the window offsets
/// (Step::offset) and, per op that may call its kernel (an op without an
/// inline form, or a float op whose result is a NaN: the kernel's NaN
/// rule), the kernel's call.
struct NativeCall {
  NativeKernelFn fn;
  const void *state;
  const char *const *operands;
  char *result;
};
struct NativeContext {
  char *memory;
  int64_t *offsets;
  const NativeCall *calls;
};

/// No place (a step without that operand).
constexpr uint32_t kNoPlace = UINT32_MAX;

/// One step of an iteration list, its places as offsets into the loop's
/// memory: what the compiler needs of it.
struct NativeOp {
  StepKind kind;
  uint32_t a = kNoPlace, b = kNoPlace, result = kNoPlace;
  uint32_t bytes = 0, windowBytes = 0;
  /// The kernel's call (NativeContext::calls), -1 if none.
  int32_t call = -1;
  /// A window's offset slot, and its `rank` dimensions and starts.
  int32_t offsetSlot = -1;
  uint32_t rank = 0;
  const std::array<int64_t, 3> *dims = nullptr;
  const uint32_t *starts = nullptr;
  bool swapped = false, restart = false;
  /// A multiply-add: its add's operands, result and call.
  uint32_t addA = kNoPlace, addB = kNoPlace, addResult = kNoPlace;
  int32_t addCall = -1;
};

/// `loop(context, fits, done) -> exit`: runs the list from its first step as
/// runSteps does with `fits` iterations fitting the budget (at least one),
/// counting them in `*done`; exit bit 0: the loop ended, bit 1: its values
/// are in each other's places.
using NativeLoopFn = uint64_t (*)(const NativeContext *context, uint64_t fits,
                                  uint64_t *done);

/// A compiler made by the library. `compile` is called under a lock.
struct NativeCompiler {
  void *self = nullptr;
  /// The code of `ops` (the last one restarts the list); null if it cannot
  /// be compiled. Lives as long as the compiler.
  NativeLoopFn (*compile)(void *self, const NativeOp *ops,
                          size_t numOps) = nullptr;
  void (*destroy)(void *self) = nullptr;
};

/// Changes whenever a struct above does.
constexpr uint32_t kNativeAbiVersion = 1;

} // namespace mlir::sfold::smallloop

/// The library's one entry point: fills `out` and returns true if it
/// speaks `version` and could make a compiler.
extern "C" {
using SfoldNativeCompilerFactory =
    bool (*)(uint32_t version, mlir::sfold::smallloop::NativeCompiler *out);
}
#define SFOLD_NATIVE_COMPILER_FACTORY "sfoldMakeNativeCompiler"

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_NATIVELOOPABI_H
