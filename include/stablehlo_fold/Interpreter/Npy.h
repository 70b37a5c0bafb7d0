//===- Npy.h - tensors as NumPy .npy files ----------------*- C++ -*-===//
//
// `interpreter.probe` writes tensors as NumPy files (format version 1.0) and
// `check.expect_serialized_eq` reads them back. The data is the Tensor's
// storage (Tensor.h) as is: little-endian, row-major. The dtype names the
// storage: `|b1` for i1, `|i1`..`<i8` and `|u1`..`<u8` for integers
// (quantized: their storage integers; si2/si4 and ui2/ui4 one byte each),
// `<f2`, `<f4`, `<f8` for f16, f32, f64, `<c8`, `<c16` for complex, and raw
// bytes `<V2` for bf16, `|V1` for the 8-bit and narrower floats, `<V4` for
// tf32 (NumPy has no such floats; their bit patterns are kept).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_NPY_H
#define STABLEHLO_FOLD_INTERPRETER_NPY_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <string>

namespace mlir::sfold {

/// The NumPy dtype string of the elements of `elementType` ("" if the
/// interpreter cannot hold the type).
std::string getNpyDtype(Type elementType);

/// Writes `tensor` to `path` as a .npy file; on failure `error` says why.
LogicalResult writeNpy(const Tensor &tensor, StringRef path,
                       std::string &error);

/// Reads the .npy file at `path` as a tensor of `type`, whose `?` dimensions
/// take the file's sizes; fails, saying why in `error`, if the file is
/// missing or malformed or its dtype, rank or a static size is not that of
/// `type`.
FailureOr<Tensor> readNpy(StringRef path, RankedTensorType type,
                          std::string &error);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_NPY_H
