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

//===----------------------------------------------------------------------===//
// DataMovement
//===----------------------------------------------------------------------===//

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"

namespace {
using OptLoc = std::optional<Location>;

/// Emits an error at `loc` (if any) and fails.
template <typename... Args>
LogicalResult dmFail(OptLoc loc, Args &&...args) {
  return emitOptionalError(loc, std::forward<Args>(args)...);
}
} // namespace

bool hlo::dm::isDyn(int64_t d) { return ShapedType::isDynamic(d); }

/// Two dimension sizes that may be equal at run time.
bool hlo::dm::dimsAgree(int64_t a, int64_t b) {
  return isDyn(a) || isDyn(b) || a == b;
}

/// Prints a dimension size, `?` when dynamic.
std::string hlo::dm::dimStr(int64_t d) {
  return isDyn(d) ? std::string("?") : std::to_string(d);
}

std::string hlo::dm::listStr(ArrayRef<int64_t> list) {
  std::string s = "[";
  llvm::interleave(
      list, [&](int64_t v) { s += dimStr(v); }, [&] { s += ", "; });
  return s + "]";
}

/// Element types that agree, quantized types up to their parameters (scales,
/// zero points, quantization dimension).
bool hlo::dm::elementTypesAgree(Type a, Type b) {
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::QuantizedType>(a);
  auto qb = llvm::dyn_cast<quant::QuantizedType>(b);
  return qa && qb && qa.getStorageType() == qb.getStorageType() &&
         qa.getExpressedType() == qb.getExpressedType();
}

/// `list` has `expected` entries.
LogicalResult hlo::dm::checkListSize(OptLoc loc, StringRef name, size_t size,
                                   int64_t expected, StringRef what) {
  if (static_cast<int64_t>(size) == expected)
    return success();
  return dmFail(loc, name, " has ", size, " entries, expected ", expected, " (",
              what, ")");
}

/// `dim` names a dimension of a tensor of rank `rank`.
LogicalResult hlo::dm::checkDimInRange(OptLoc loc, StringRef name, int64_t dim,
                                     int64_t rank, StringRef what) {
  if (dim >= 0 && dim < rank)
    return success();
  return dmFail(loc, name, " ", dim, " is out of range for ", what, " of rank ",
              rank);
}

/// Every entry of `dims` names a dimension of rank `rank`.
LogicalResult hlo::dm::checkDimsInRange(OptLoc loc, StringRef name,
                                      ArrayRef<int64_t> dims, int64_t rank,
                                      StringRef what) {
  for (int64_t d : dims)
    if (failed(checkDimInRange(loc, name, d, rank, what)))
      return failure();
  return success();
}

/// No entry of `dims` repeats.
LogicalResult hlo::dm::checkUnique(OptLoc loc, StringRef name,
                                 ArrayRef<int64_t> dims) {
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t d : dims)
    if (!seen.insert(d).second)
      return dmFail(loc, name, " repeats dimension ", d);
  return success();
}

/// `dims` is in increasing order.
LogicalResult hlo::dm::checkSorted(OptLoc loc, StringRef name,
                                 ArrayRef<int64_t> dims) {
  for (size_t i = 1; i < dims.size(); ++i)
    if (dims[i - 1] > dims[i])
      return dmFail(loc, name, " must be sorted, found ", listStr(dims));
  return success();
}

/// The static size of a 1-dimensional shape operand, or kDynamic.
int64_t hlo::dm::shapeOperandSize(Value v) {
  auto t = v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  return t && t.getRank() == 1 ? t.getDimSize(0) : ShapedType::kDynamic;
}

/// The values of a shape operand defined by a constant, if it is one.
std::optional<SmallVector<int64_t>> hlo::dm::constantValues(Value v) {
  DenseIntElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> values;
  for (const APInt &x : attr.getValues<APInt>())
    values.push_back(x.getSExtValue());
  return values;
}
