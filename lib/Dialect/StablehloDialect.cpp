//===- StablehloDialect.cpp - dialect registration ------------------------===//

#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::sfold;

#include "stablehlo_fold/Dialect/StablehloDialect.cpp.inc"

namespace {
/// Every stablehlo op may be inlined into any region: none of them depends on
/// the region that holds it (function bodies, reduce bodies, ...).
struct StablehloInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void StablehloDialect::initialize() {
  registerAttributes();
  registerTypes();
  registerElementwiseOps();
  registerDataMovementOps();
  registerReductionOps();
  registerControlFlowOps();
  registerCollectiveOps();
  registerMiscOps();
  registerExtraOps(*this);
  addInterfaces<StablehloInlinerInterface>();
}

Operation *StablehloDialect::materializeConstant(OpBuilder &builder,
                                                 Attribute value, Type type,
                                                 Location loc) {
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  // Quantized constants hold their storage integers, so the value's type
  // may differ from the result type in its element type only.
  if (!elements || !llvm::isa<RankedTensorType>(type) ||
      !ConstantOp::isCompatibleReturnTypes(TypeRange{elements.getType()},
                                           TypeRange{type}))
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}

#define GET_TYPEDEF_CLASSES
#include "stablehlo_fold/Dialect/StablehloTypes.cpp.inc"

void StablehloDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "stablehlo_fold/Dialect/StablehloTypes.cpp.inc"
      >();
}
