//===- OpKinds.h - the kinds of binary op, comparison, 0-d value -*- C++ -*-===//
//
// Plain enums, with no dependency: the binary ops and comparison directions
// whose semantics BinaryOps.h defines, and the storage types of the values
// small loops compute inline (Evaluator.h, SmallKernel::Scalar). The native
// loop compiler, which links none of our libraries, reads them too
// (lib/Interpreter/Evaluator/NativeLoopAbi.h).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_OPKINDS_H
#define STABLEHLO_FOLD_INTERPRETER_OPKINDS_H

#include <cstdint>

namespace mlir::sfold {

/// The binary ops a body (reduce, reduce_window, select_and_scatter's
/// scatter, scatter, map, all_reduce, reduce_scatter) is recognised as:
/// the body is `return op(%arg0, %arg1)`. `Subtract` is never a body (not
/// associative): it is here for the elementwise kernel and the small
/// loops' inline steps.
enum class BinaryOpKind : uint8_t {
  Add,
  Multiply,
  Maximum,
  Minimum,
  And,
  Or,
  Xor,
  Subtract
};

/// The direction of `compare`.
enum class CompareDirection : uint8_t { EQ, NE, GE, GT, LE, LT };

/// The storage type of a 0-d value a small loop computes inline (for a
/// comparison, the order: SIGNED or UNSIGNED integers of that width, IEEE
/// order of floats).
enum class ScalarStorage : uint8_t { I32, U32, I64, U64, F32, F64 };

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_OPKINDS_H
