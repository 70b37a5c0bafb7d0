//===- Conversions.h - Tensor <-> ElementsAttr ------------------*- C++ -*-===//
//
// Conversions between `Tensor` and the builtin elements attributes.
//
// DenseElementsAttr layout (MLIR's raw data) versus Tensor storage:
//  - i1 is bit-packed (LSB first) in the attribute, one byte per element in a
//    Tensor; an i1 splat is one byte 0x00 / 0xFF.
//  - widths that are not a multiple of 8 take the next byte multiple with the
//    value in the low bits and the upper bits zero (i2/i4/ui2/ui4, f4/f6:
//    one byte; tf32: three bytes). Tensors sign-extend si2/si4 and store tf32
//    in four bytes.
//  - everything else has the same layout, so non-splat attributes are
//    borrowed without a copy and tensors are packed with getFromRawBuffer.
//  - a splat holds one element; unpacking fills the buffer by byte copies.
//
// dense_resource blobs hold the elements densely, little-endian, one element
// per ceil(width / 8) bytes, i1 as one byte per element (0 / non-zero) as in
// `DenseBoolResourceElementsAttr`; a bit-packed i1 blob of ceil(n / 8) bytes
// is accepted as well. Blobs are borrowed without a copy when suitably
// aligned: such a Tensor must not outlive the blob (a pass that replaces a
// resource's blob while it holds Tensors of it must clone them first).
//
// Quantized tensors: attributes hold the storage integers with the element
// type `QuantizedType::getStorageType()`; pass the quantized tensor type to
// `makeTensor(attr, type)` to get a Tensor of that type.
//
// Every element type round-trips bit for bit (NaN payloads, -0.0).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_CONVERSIONS_H
#define STABLEHLO_FOLD_INTERPRETER_CONVERSIONS_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::sfold {

/// A Tensor of the attribute's type and values. Fails for attributes that
/// are not DenseIntOrFPElementsAttr / DenseResourceElementsAttr, element
/// types outside the spec, dynamic shapes, and resources whose blob is
/// missing or of the wrong size.
FailureOr<Tensor> makeTensor(ElementsAttr attr);

/// As above, but the Tensor gets type `type`, which must have the same shape
/// and the same storage as the attribute's type: used for quantized tensors
/// (type `tensor<...x!quant.uniform<i8:...>>`, attribute `tensor<...xi8>`).
FailureOr<Tensor> makeTensor(ElementsAttr attr, ShapedType type);

/// The tensor type an attribute holding `type`'s values has (quantized
/// element types replaced by their storage integer type).
RankedTensorType getAttrType(ShapedType type);

/// A DenseElementsAttr of `getAttrType(tensor.getType())` holding the
/// tensor's values (null for a null tensor).
DenseElementsAttr makeAttr(const Tensor &tensor);

/// Calls `sink` with the raw data (layout above) that a DenseElementsAttr
/// of the first `count` elements of `tensor` holds, piece by piece, without
/// building the attribute: `count` is the number of elements, or 1 for a
/// splat tensor (an i1 splat is then one byte 0x00 / 0xFF). Fails for a
/// null tensor or a `count` out of range.
LogicalResult writeAttrRawData(const Tensor &tensor, int64_t count,
                               function_ref<void(ArrayRef<char>)> sink);

/// A dense_resource attribute holding the tensor's values in a new blob of
/// the builtin dialect, named after `blobName` (made unique by MLIR): a
/// `viewAsBlob` of it when it has one, else a copy in the blob's layout.
DenseResourceElementsAttr makeResourceAttr(const Tensor &tensor,
                                           StringRef blobName);

/// A blob whose bytes are the tensor's buffer, without a copy, keeping the
/// buffer alive (a reference to it until the blob is destroyed); nullopt
/// when the blob layout differs from the tensor's storage (i1, sub-byte
/// and tf32 elements) or the buffer is not aligned for it.
std::optional<AsmResourceBlob> viewAsBlob(const Tensor &tensor);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_CONVERSIONS_H
