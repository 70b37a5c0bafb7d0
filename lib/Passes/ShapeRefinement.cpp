//===- ShapeRefinement.cpp - helpers of the shape refinement passes -------===//

#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TypeInference.h"
#include "stablehlo_fold/Support/CheckedInt.h"

#include "mlir/IR/Matchers.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace mlir::sfold;

namespace {
std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

LogicalResult fail(std::string *why, const Twine &message) {
  if (why)
    *why = message.str();
  return failure();
}
} // namespace

FailureOr<Type> refine::meetTypes(Type current, Type known, std::string *why) {
  if (current == known)
    return current;
  // Unranked: any ranked tensor of its element type says more.
  auto unranked = llvm::dyn_cast<UnrankedTensorType>(current);
  auto ranked = llvm::dyn_cast<RankedTensorType>(known);
  if (unranked && ranked &&
      unranked.getElementType() == ranked.getElementType())
    return known;
  auto a = llvm::dyn_cast<RankedTensorType>(current);
  auto b = llvm::dyn_cast<RankedTensorType>(known);
  if (!a || !b || a.getRank() != b.getRank()) {
    (void)fail(why, "type " + typeString(known) +
                        " is not a tensor of the rank of " +
                        typeString(current));
    return failure();
  }
  SmallVector<int64_t> ba = hlo::getBounds(a), bb = hlo::getBounds(b);
  for (int64_t d = 0; d < a.getRank(); ++d) {
    int64_t x = a.getDimSize(d), y = b.getDimSize(d);
    bool clash = (!ShapedType::isDynamic(x) && !ShapedType::isDynamic(y) &&
                  x != y) ||
                 (!ShapedType::isDynamic(x) && !ShapedType::isDynamic(bb[d]) &&
                  x > bb[d]) ||
                 (!ShapedType::isDynamic(y) && !ShapedType::isDynamic(ba[d]) &&
                  y > ba[d]);
    if (clash) {
      (void)fail(why, "dimension " + Twine(d) + " of " + typeString(known) +
                          " contradicts " + typeString(current));
      return failure();
    }
  }
  return hlo::refineShape(current, known);
}

Type refine::joinTypes(Type a, Type b, bool keepBounds) {
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (a == b || !ta || !tb || ta.getRank() != tb.getRank())
    return a;
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> ba = hlo::getBounds(ta), bb = hlo::getBounds(tb);
  for (int64_t d = 0; d < ta.getRank(); ++d) {
    int64_t x = ta.getDimSize(d), y = tb.getDimSize(d);
    if (x == y && !ShapedType::isDynamic(x)) {
      shape.push_back(x);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    shape.push_back(ShapedType::kDynamic);
    int64_t ux = hlo::getUpperBound(x, ba[d]), uy = hlo::getUpperBound(y, bb[d]);
    bounds.push_back(!keepBounds || ShapedType::isDynamic(ux) ||
                             ShapedType::isDynamic(uy)
                         ? ShapedType::kDynamic
                         : std::max(ux, uy));
  }
  if (ta.getEncoding() && !llvm::isa<BoundsAttr>(ta.getEncoding()))
    return RankedTensorType::get(shape, ta.getElementType(), ta.getEncoding());
  return hlo::getBoundedTensorType(shape, bounds, ta.getElementType());
}

Type refine::withShape(Type current, ArrayRef<int64_t> shape) {
  auto t = llvm::dyn_cast<RankedTensorType>(current);
  if (!t || t.getRank() != static_cast<int64_t>(shape.size()))
    return Type();
  // No type whose known sizes are negative or hold more than INT64_MAX
  // elements: such a shape is a wrong program's, never a refinement.
  if (!checkedStaticElementCount(shape))
    return Type();
  if (t.getEncoding() && !llvm::isa<BoundsAttr>(t.getEncoding()))
    return RankedTensorType::get(shape, t.getElementType(), t.getEncoding());
  return hlo::getBoundedTensorType(shape, hlo::getBounds(t),
                                   t.getElementType());
}

LogicalResult refine::checkArgumentRefinement(Type old, Type refined,
                                              std::string &why) {
  if (old == refined)
    return success();
  auto oldTensor = llvm::dyn_cast<TensorType>(old);
  auto newTensor = llvm::dyn_cast<RankedTensorType>(refined);
  if (!oldTensor || !newTensor)
    return fail(&why, "only a tensor can be refined, to a ranked tensor");
  if (oldTensor.getElementType() != newTensor.getElementType())
    return fail(&why, "the element types differ");
  auto oldRanked = llvm::dyn_cast<RankedTensorType>(old);
  if (!oldRanked)
    return success();
  if (oldRanked.getRank() != newTensor.getRank())
    return fail(&why, "the ranks differ");
  std::string clash;
  if (failed(meetTypes(old, refined, &clash)))
    return fail(&why, "a static size differs");
  return success();
}

FailureOr<func::FuncOp> refine::getEntryFunction(ModuleOp module) {
  auto funcs = module.getOps<func::FuncOp>();
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    return main;
  if (!funcs.empty() && std::next(funcs.begin()) == funcs.end())
    return *funcs.begin();
  module.emitError("expected a function named `main` or a single function to "
                   "refine");
  return failure();
}

std::string refine::formatAssertionMessage(StringRef message,
                                           ArrayRef<int64_t> values) {
  std::string out;
  llvm::raw_string_ostream os(out);
  while (!message.empty()) {
    size_t open = message.find('{');
    if (open == StringRef::npos) {
      os << message;
      break;
    }
    os << message.take_front(open);
    message = message.drop_front(open);
    size_t close = message.find('}');
    StringRef spec =
        close == StringRef::npos ? StringRef() : message.slice(1, close);
    StringRef index = spec.take_until([](char c) { return c == ':' || c == ','; });
    unsigned n;
    if (close != StringRef::npos && !index.trim().getAsInteger(10, n) &&
        n < values.size()) {
      os << values[n];
      message = message.drop_front(close + 1);
    } else {
      os << '{';
      message = message.drop_front(1);
    }
  }
  return out;
}
