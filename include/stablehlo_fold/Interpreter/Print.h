//===- Print.h - tensors as text for people ---------------------*- C++ -*-===//
//
// How `fold-opt --interpret --entry`, `interpreter.print`, the check ops'
// failure messages and the C API print values, whatever their size:
//
//   dense<[[1.0, 2.5, -0.0],
//          [nan, inf, 1.0e+20]]> : tensor<2x3xf32>
//
//  - an MLIR literal, nested brackets, every row of a tensor of rank 2 or
//    more on its own line (indented under the first), a splat as one value
//    (`dense<0.0> : tensor<1000xf32>`), no elements as `dense<>`;
//  - floats of every format in the fewest decimal digits that read back to
//    the same bits, with a `.` (`1.0`, `0.1`, `-0.0`), in exponent form
//    outside [1e-4, 1e16) (`1.0e+20`, `1.5e-07`), whole numbers inside it
//    in full (`65504.0`); the literal reads back bit for bit unless it
//    holds a NaN or an infinity;
//  - `inf`, `-inf`; `nan` and `-nan` for the format's default quiet NaN
//    (`APFloat::getQNaN`) and its negation; any other NaN with its bits in
//    hexadecimal: `nan(0x7FC00001)`;
//  - complex numbers as `(re, im)`, i1 as `true` / `false`, integers in
//    decimal (unsigned ones unsigned), quantized tensors as their storage
//    integers with the storage type (`tensor<4xi8>`), as `--args` takes them.
//
// TensorFormat::Hex instead prints MLIR's hexadecimal form of the
// attribute's bytes, `dense<"0x0000803F..."> : tensor<...>`: compact and
// exact (NaN payloads included), and it reads back as an argument.
//
// Each call dispatches on the element type once and runs a typed loop over
// the buffer; floats go through `std::to_chars` (shortest round trip, no
// locale), narrow formats through a per-call memo of each bit pattern.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_PRINT_H
#define STABLEHLO_FOLD_INTERPRETER_PRINT_H

#include "stablehlo_fold/Interpreter/Tensor.h"

namespace llvm {
struct fltSemantics;
} // namespace llvm

namespace mlir::sfold {

/// How printTensor writes the elements.
enum class TensorFormat {
  /// Decimal values in nested brackets (see the file comment).
  Readable,
  /// MLIR's hexadecimal form of the attribute's raw bytes.
  Hex,
};

/// Writes `tensor` as an MLIR literal, `dense<...> : tensor<...>`.
void printTensor(raw_ostream &os, const Tensor &tensor,
                 TensorFormat format = TensorFormat::Readable);

/// Writes element `index` (row-major) of `tensor` as printTensor does.
void printTensorElement(raw_ostream &os, const Tensor &tensor, int64_t index);

/// Writes the float of format `sem` whose bits are `bits` as printTensor
/// does.
void printFloatBits(raw_ostream &os, const llvm::fltSemantics &sem,
                    uint64_t bits);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_PRINT_H
