//===- Handlers.h - shared pieces of the op handlers ------------*- C++ -*-===//
//
// Private to lib/Interpreter/Evaluator: declarations shared between the
// handler files of different op families.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_HANDLERS_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_HANDLERS_H

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include <cstring>
#include <optional>

namespace mlir::sfold {

/// Evaluates `custom_call @check.*`; nullopt if the target is not a check.
std::optional<FailureOr<ValueList>>
evalCheckCustomCall(CustomCallOp op, ArrayRef<InterpreterValue> args,
                    Evaluator &ev);

/// Evaluates JAX's `custom_call @shape_assertion(%ok, %v0, %v1, ...)`: no
/// results if the scalar `i1` `%ok` is true; otherwise an error at the op
/// with its `error_message`, each `{k}` replaced by the value of `%vk`.
FailureOr<ValueList> evalShapeAssertion(CustomCallOp op,
                                        ArrayRef<InterpreterValue> args);

struct GatherDimensions;
/// The gather kernel's dimensions from the op attribute (gather,
/// dynamic_gather, torch_index_select).
GatherDimensions getGatherDimensions(GatherDimensionNumbersAttr attr);

/// Whether `op` is an integer `divide` or `remainder`, stablehlo's or
/// chlo's broadcasting one (InterpreterOptions::keepUndefinedDivisions).
bool isIntegerDivision(Operation *op);

/// Whether the integer division or remainder of `lhs` by `rhs` (of one
/// shape, or a broadcast's operands) divides some element by zero or, for
/// signed types, INT_MIN by -1. A broadcast pairs elements by position, so
/// for operands of different shapes it is true when any divisor is zero, or
/// is -1 while any dividend is INT_MIN.
bool dividesUndefined(const Tensor &lhs, const Tensor &rhs);

/// The tensors of `values` (all must be tensors).
SmallVector<Tensor> getTensors(ArrayRef<InterpreterValue> values);

/// Wraps tensors as values.
ValueList toValues(ArrayRef<Tensor> tensors);

/// Where `interpreter.probe` writes the `iteration`-th value of `probeId`:
/// `dir/<probeId>_<iteration>.npy`, characters other than letters, digits,
/// `_`, `-` and `.` of the id replaced by `_`.
std::string getProbeFilePath(StringRef dir, StringRef probeId,
                             unsigned iteration);

// Bodies the kernels run natively (BodyRecognition.cpp).

/// Recognises a body `return op(%arg0, %arg1)` (or `op(%arg1, %arg0)` on
/// integers and booleans, where every such op commutes bit for bit) on two
/// 0-d tensors of `elementType`, `op` one of BinaryOpKind's.
std::optional<BinaryOpKind> recognizeBinaryBody(Region &region,
                                                Type elementType);
/// Whether the body is `return %arg1` on two 0-d tensors of `elementType`.
bool isReturnSecondBody(Region &region, Type elementType);
/// Recognises a predicate `return compare(%arg[2k+s], %arg[2k+1-s])` whose
/// arguments are the 0-d tensors of input k (2 * inputs.size() arguments,
/// of the inputs' element types); the compare type is resolved.
std::optional<FastCompare> recognizeCompareBody(Region &region,
                                                ArrayRef<Tensor> inputs);
/// The element type a reduction body computes in for its operand pair `i`
/// (arguments i and i + n of its 2n): accumulator argument i's. Fails with
/// an error at `op` when argument i + n takes another float type, which
/// StableHLO accepts but the interpreter does not run
/// (docs/status-decisions.md).
FailureOr<Type> getReducerElementType(Operation *op, Region &body, size_t i);

/// `t` converted by the convert kernel to element type `to` (a reduction's
/// input or init value promoted to its body's accumulator type, reduce_c6
/// and the like), or `t` itself when it has that type or either type is
/// quantized. Fails with an error at `op` if the conversion does.
FailureOr<Tensor> promoteForBody(Operation *op, const Tensor &t, Type to);

/// Promotes `values[k]` to the element type of the body's pair `k` (pair 0
/// for every k when `sharedPair`, as the collectives' computation), with
/// `getReducerElementType` and `promoteForBody`.
LogicalResult promoteForBody(Operation *op, Region &body,
                             MutableArrayRef<Tensor> values,
                             bool sharedPair = false);

/// The kernels' spelling of the comparison attributes.
CompareDirection toCompareDirection(ComparisonDirection direction);
CompareType toCompareType(std::optional<ComparisonType> type);

/// Copies the first and last `sizeof(B)` bytes of `n` (sizeof(B) <= n <=
/// 2 sizeof(B)) from `from` to `to` (disjoint); with `four`, also the
/// second and the last but one (n <= 4 sizeof(B)).
template <typename B>
LLVM_ATTRIBUTE_ALWAYS_INLINE void copyEnds(char *to, const char *from,
                                           size_t n, bool four) {
  constexpr size_t k = sizeof(B);
  B x[4];
  std::memcpy(&x[0], from, k);
  std::memcpy(&x[1], from + n - k, k);
  if (four) {
    std::memcpy(&x[2], from + k, k);
    std::memcpy(&x[3], from + n - 2 * k, k);
    std::memcpy(to + k, &x[2], k);
    std::memcpy(to + n - 2 * k, &x[3], k);
  }
  std::memcpy(to, &x[0], k);
  std::memcpy(to + n - k, &x[1], k);
}

/// Copies `bytes` bytes between places of a small loop (SmallKernel),
/// `to == from` included: up to 64 bytes inline, as overlapping blocks from
/// both ends, instead of a call to memcpy, which costs more than the copy.
LLVM_ATTRIBUTE_ALWAYS_INLINE void copySmallBytes(char *to, const char *from,
                                              size_t bytes) {
  struct Block16 {
    uint64_t lo, hi;
  };
  if (to == from)
    return;
  if (bytes > 64)
    std::memcpy(to, from, bytes);
  else if (bytes >= 32)
    copyEnds<Block16>(to, from, bytes, true);
  else if (bytes >= 16)
    copyEnds<Block16>(to, from, bytes, false);
  else if (bytes >= 8)
    copyEnds<uint64_t>(to, from, bytes, false);
  else if (bytes >= 4)
    copyEnds<uint32_t>(to, from, bytes, false);
  else if (bytes >= 2)
    copyEnds<uint16_t>(to, from, bytes, false);
  else if (bytes == 1)
    *to = *from;
}

/// Element `i` of storage type T at `p`.
template <typename T> T loadElement(const char *p, int64_t i = 0) {
  T v;
  std::memcpy(&v, p + i * sizeof(T), sizeof(T));
  return v;
}
/// Stores `v` as element `i` at `p`.
template <typename T> void storeElement(char *p, int64_t i, const T &v) {
  std::memcpy(p + i * sizeof(T), &v, sizeof(T));
}

/// `kernel(operands, resultType)`, or, when an operand or the result is
/// quantized, the spec's dequantize_op_quantize around it: quantized
/// operands dequantized to their expressed type, `kernel` on the expressed
/// result type, the result quantized to `resultType`. A null tensor if a
/// step fails. (ElementwiseHandlers.cpp; the stablehlo elementwise ops and
/// chlo's broadcast_* ops share it.)
Tensor runDequantizeOpQuantize(
    ArrayRef<Tensor> operands, ShapedType resultType,
    llvm::function_ref<Tensor(ArrayRef<Tensor>, ShapedType)> kernel);

/// Handlers of the chlo dialect's ops (ChloHandlers.cpp).
void registerChloHandlers(HandlerTable &table);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_EVALUATOR_HANDLERS_H
