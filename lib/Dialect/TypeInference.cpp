//===- TypeInference.cpp - shape functions of the stablehlo ops -----------===//

#include "stablehlo_fold/Dialect/TypeInference.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::sfold;

LogicalResult hlo::inferSameAsFirstOperand(ValueRange operands,
                                           SmallVectorImpl<Type> &inferred) {
  if (operands.empty())
    return failure();
  inferred.push_back(operands.front().getType());
  return success();
}

/// Element types agree, treating quantized types with the same storage and
/// expressed types as compatible (their scales may differ).
static bool isCompatibleElementType(Type l, Type r) {
  if (l == r)
    return true;
  auto ql = llvm::dyn_cast<quant::QuantizedType>(l);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(r);
  return ql && qr && ql.getStorageType() == qr.getStorageType() &&
         ql.getExpressedType() == qr.getExpressedType();
}

bool hlo::isCompatibleForInference(TypeRange l, TypeRange r) {
  if (l.size() != r.size())
    return false;
  for (auto [a, b] : llvm::zip(l, r)) {
    if (a == b)
      continue;
    auto ta = llvm::dyn_cast<ShapedType>(a);
    auto tb = llvm::dyn_cast<ShapedType>(b);
    if (!ta || !tb)
      return false;
    if (!isCompatibleElementType(ta.getElementType(), tb.getElementType()))
      return false;
    if (failed(verifyCompatibleShape(ta, tb)))
      return false;
  }
  return true;
}
