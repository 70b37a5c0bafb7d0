//===- ElementTypes.cpp - Element storage kinds ---------------------------===//

#include "stablehlo_fold/Interpreter/ElementTypes.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::sfold {

static std::optional<StorageKind> getIntegerKind(unsigned width,
                                                 bool isSigned) {
  switch (width) {
  case 2:
  case 4:
  case 8:
    return isSigned ? StorageKind::I8 : StorageKind::U8;
  case 16:
    return isSigned ? StorageKind::I16 : StorageKind::U16;
  case 32:
    return isSigned ? StorageKind::I32 : StorageKind::U32;
  case 64:
    return isSigned ? StorageKind::I64 : StorageKind::U64;
  default:
    return std::nullopt;
  }
}

std::optional<StorageKind> getStorageKind(Type t) {
  if (!t)
    return std::nullopt;
  if (auto q = llvm::dyn_cast<quant::QuantizedType>(t)) {
    if (!llvm::isa<IntegerType>(q.getStorageType()))
      return std::nullopt;
    return getIntegerKind(q.getStorageTypeIntegralWidth(), q.isSigned());
  }
  // `index` (shape operands) holds 64-bit signed values, as MLIR stores it.
  if (llvm::isa<IndexType>(t))
    return StorageKind::I64;
  if (auto it = llvm::dyn_cast<IntegerType>(t)) {
    if (it.getWidth() == 1)
      return it.isSignless() ? std::optional(StorageKind::Bool)
                             : std::nullopt;
    return getIntegerKind(it.getWidth(), !it.isUnsigned());
  }
  if (llvm::isa<Float32Type>(t))
    return StorageKind::F32;
  if (llvm::isa<Float64Type>(t))
    return StorageKind::F64;
  if (llvm::isa<Float16Type>(t))
    return StorageKind::F16;
  if (llvm::isa<BFloat16Type>(t))
    return StorageKind::BF16;
  if (llvm::isa<FloatTF32Type>(t))
    return StorageKind::TF32;
  if (llvm::isa<Float8E5M2Type, Float8E4M3Type, Float8E4M3FNType,
                Float8E5M2FNUZType, Float8E4M3FNUZType, Float8E4M3B11FNUZType,
                Float8E3M4Type, Float8E8M0FNUType, Float6E2M3FNType,
                Float6E3M2FNType, Float4E2M1FNType>(t))
    return StorageKind::Narrow8;
  if (auto c = llvm::dyn_cast<ComplexType>(t)) {
    if (llvm::isa<Float32Type>(c.getElementType()))
      return StorageKind::C64;
    if (llvm::isa<Float64Type>(c.getElementType()))
      return StorageKind::C128;
  }
  return std::nullopt;
}

unsigned getStorageBytes(StorageKind kind) {
  switch (kind) {
  case StorageKind::Bool:
  case StorageKind::I8:
  case StorageKind::U8:
  case StorageKind::Narrow8:
    return 1;
  case StorageKind::I16:
  case StorageKind::U16:
  case StorageKind::F16:
  case StorageKind::BF16:
    return 2;
  case StorageKind::I32:
  case StorageKind::U32:
  case StorageKind::TF32:
  case StorageKind::F32:
    return 4;
  case StorageKind::I64:
  case StorageKind::U64:
  case StorageKind::F64:
  case StorageKind::C64:
    return 8;
  case StorageKind::C128:
    return 16;
  }
  return 1;
}

Type getStorageElementType(Type t) {
  if (auto q = llvm::dyn_cast_if_present<quant::QuantizedType>(t))
    return IntegerType::get(t.getContext(), q.getStorageTypeIntegralWidth(),
                            q.isSigned() ? IntegerType::Signless
                                         : IntegerType::Unsigned);
  return t;
}

Type getAttrElementType(Type t) {
  if (auto q = llvm::dyn_cast_if_present<quant::QuantizedType>(t))
    return q.getStorageType();
  return t;
}

unsigned getElementBitWidth(Type t) {
  if (!t)
    return 0;
  if (auto q = llvm::dyn_cast<quant::QuantizedType>(t))
    return q.getStorageTypeIntegralWidth();
  if (auto c = llvm::dyn_cast<ComplexType>(t))
    t = c.getElementType();
  if (auto it = llvm::dyn_cast<IntegerType>(t))
    return it.getWidth();
  if (llvm::isa<IndexType>(t))
    return IndexType::kInternalStorageBitWidth;
  if (auto ft = llvm::dyn_cast<FloatType>(t))
    return ft.getWidth();
  return 0;
}

const llvm::fltSemantics *getFloatSemantics(Type t) {
  if (auto c = llvm::dyn_cast_if_present<ComplexType>(t))
    t = c.getElementType();
  if (auto ft = llvm::dyn_cast_if_present<FloatType>(t))
    return &ft.getFloatSemantics();
  return nullptr;
}

} // namespace mlir::sfold
