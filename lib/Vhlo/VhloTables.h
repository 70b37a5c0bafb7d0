//===- VhloTables.h - how vhlo attributes map to stablehlo ------*- C++ -*-===//
//
// One table, read by both conversions (VhloImport.cpp, VhloExport.cpp): for
// an op (its name without the `_vN` version) and attribute, how the VHLO
// value maps to the stablehlo one and which VHLO value stands for "absent"
// (VHLO has no optional attributes: an absent stablehlo attribute is
// written as its default and dropped again on the way back).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_VHLO_VHLOTABLES_H
#define STABLEHLO_FOLD_LIB_VHLO_VHLOTABLES_H

#include "stablehlo_fold/Vhlo/VhloDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::sfold::vhlo {

/// How a VHLO attribute value becomes the stablehlo one.
enum class AttrRule {
  Generic,      ///< kind by kind (integer -> IntegerAttr, tensor -> dense...)
  I64Array,     ///< 1-D i64 tensor_v1 <-> DenseI64ArrayAttr
  BoolArray,    ///< 1-D i1 tensor_v1 <-> DenseBoolArrayAttr
  Symbol,       ///< string_v1 <-> FlatSymbolRefAttr
  SymbolArray,  ///< array_v1 of string_v1 <-> ArrayAttr of FlatSymbolRefAttr
  UnitFlag,     ///< bool_v1 <-> UnitAttr (false: absent)
  Field,        ///< one field of a struct attribute (see structAttrs)
};

/// The VHLO value an absent stablehlo attribute is written as.
enum class AttrDefault {
  None,          ///< always present
  False,         ///< bool_v1 false
  Zero,          ///< integer_v1 0 (i64; i32 for `version`)
  MinusOne,      ///< integer_v1 -1
  EmptyString,   ///< string_v1 ""
  EmptyArray,    ///< array_v1 []
  EmptyDict,     ///< dict_v1 {}
  EmptyTensor,   ///< tensor_v1 of 0 i64 elements
  Ones,          ///< i64 tensor of ones, one per window/spatial dimension
  Zeros2D,       ///< i64 tensor<Nx2> of zeros (padding)
  FalseTensor,   ///< i1 tensor of false, one per spatial dimension
  NoType,        ///< comparison_type_v1 NOTYPE
  ApiOriginal,   ///< api_version_v1 API_VERSION_ORIGINAL
  Precisions,    ///< array_v1 of precision_v1 DEFAULT, one per operand
  Accuracy,      ///< result_accuracy_v1 DEFAULT with zero tolerances
  NoneType,      ///< type_v1 none_v1 (dot_general without an algorithm)
};

struct AttrEntry {
  StringRef op;   ///< op name without `_vN` ("" = any op)
  StringRef name; ///< VHLO attribute name
  AttrRule rule;
  AttrDefault absent;
};

/// The entry for `op`'s attribute `name`, or null (Generic, always present).
const AttrEntry *lookupAttr(StringRef op, StringRef name);

/// The name of `op`'s struct attribute made of Field attributes
/// (`dimension_numbers`, ...), for the field `name`, or "".
StringRef structAttrName(StringRef op, StringRef name);

/// The first release with this type or attribute kind.
Version getMinVersion(TypeCode code);
Version getMinVersion(AttrCode code);

/// The op name without its `_vN` version suffix.
StringRef baseName(StringRef vhloName);

/// Converts one op into a block (both conversions implement it).
using ConvertOpFn =
    function_ref<LogicalResult(Operation *op, Block *into, IRMapping &)>;

/// Creates `state` (converted from `op`) at the end of `into`, maps `op`'s
/// results to it and fills its regions with `op`'s blocks, block argument
/// types through `convertType`, ops through `convertOp`. `typeError` is
/// what a block argument type that does not convert reports.
LogicalResult buildConverted(Operation *op, OperationState &state,
                             Block *into, IRMapping &mapping,
                             function_ref<Type(Type)> convertType,
                             ConvertOpFn convertOp,
                             function_ref<std::string()> typeError);

/// Replaces the body of `module` by its ops converted through `convertOp`;
/// `module` is unchanged on failure.
LogicalResult rebuildModuleBody(ModuleOp module, ConvertOpFn convertOp);

} // namespace mlir::sfold::vhlo

#endif // STABLEHLO_FOLD_LIB_VHLO_VHLOTABLES_H
