//===- Dynamic.cpp - running ops whose types have `?` dimensions ----------===//
//
// A shape-polymorphic program (`tensor<?x4xf32>` arguments, shapes flowing
// through `get_dimension_size` and the `dynamic_*` ops) runs with the shapes
// of its runtime values. An op with a `?` in an operand or result type is
// run on a detached copy whose operands have the runtime types and whose
// result types are computed from them: by the op's own type inference
// (`InferTypeOpInterface`, the same shape functions the verifier uses), or
// from the values of its shape operands for the ops whose result shape is
// data. The handler, and so the kernel, then sees only static types. The
// evaluator checks every result of such an op against its declared type.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Dialect/TypeInference.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/ElementTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Support/DebugStringHelper.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MathExtras.h"

#include <mutex>

using namespace mlir;
using namespace mlir::sfold;

namespace {

bool isDynamicType(Type type) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  return shaped && !shaped.hasStaticShape();
}

/// Ops that run on the original: control flow passes values through and
/// runs regions that see the caller's values; custom calls and ops of other
/// dialects (checks, probes, calls) do not compute result shapes.
bool runsOnOriginal(Operation *op) {
  if (isa<WhileOp, IfOp, CaseOp, OptimizationBarrierOp, CustomCallOp>(op))
    return true;
  StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
  return ns != "stablehlo" && ns != "chlo";
}

/// The integer values of a shape operand.
FailureOr<SmallVector<int64_t>> getShapeValues(const InterpreterValue &v) {
  if (!v.isTensor())
    return failure();
  return getIntegerValues(v.getTensor());
}

/// The runtime shape of operand `i` (empty if it is not a tensor).
ArrayRef<int64_t> getRuntimeShape(ArrayRef<InterpreterValue> operands,
                                  unsigned i) {
  if (i >= operands.size() || !operands[i].isTensor())
    return {};
  return operands[i].getTensor().getShape();
}

/// Result types computed from the values of shape operands, for the ops
/// whose result shape is data (and for broadcast_in_dim / reshape, which
/// have no type inference). Entries left null keep the declared type.
LogicalResult computeDataShapes(Operation *op,
                                ArrayRef<InterpreterValue> operands,
                                SmallVectorImpl<SmallVector<int64_t>> &shapes,
                                SmallVectorImpl<bool> &known) {
  auto set = [&](SmallVector<int64_t> shape) {
    for (int64_t d : shape)
      if (d < 0) {
        op->emitError("runtime result shape ")
            << hlo::dm::listStr(shape) << " has a negative dimension size";
        return failure();
      }
    shapes[0] = std::move(shape);
    known[0] = true;
    return success();
  };
  auto fromOperand = [&](unsigned i) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> shape = getShapeValues(operands[i]);
    if (failed(shape))
      return success(); // the kernel reports it
    return set(*shape);
  };
  if (auto bcast = dyn_cast<DynamicBroadcastInDimOp>(op)) {
    if (failed(fromOperand(1)))
      return failure();
    if (!known[0])
      return success();
    // Each operand dimension is 1 or the size of the result dimension it
    // maps to.
    ArrayRef<int64_t> in = getRuntimeShape(operands, 0);
    ArrayRef<int64_t> dims = bcast.getBroadcastDimensions();
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (i >= in.size() || d < 0 || d >= (int64_t)shapes[0].size() ||
          in[i] == 1 || in[i] == shapes[0][d])
        continue;
      op->emitError("operand dimension ")
          << i << " of size " << in[i] << " cannot broadcast to size "
          << shapes[0][d] << " of result dimension " << d;
      return failure();
    }
    return success();
  }
  if (isa<DynamicReshapeOp>(op)) {
    if (failed(fromOperand(1)))
      return failure();
    if (!known[0] || !operands[0].isTensor())
      return success();
    int64_t elements = operands[0].getTensor().getNumElements();
    int64_t wanted = 1;
    bool overflow = false;
    for (int64_t d : shapes[0])
      overflow |= llvm::MulOverflow(wanted, d, wanted);
    if (overflow || wanted != elements) {
      op->emitError("the operand's ")
          << elements << " elements cannot take the shape "
          << hlo::dm::listStr(shapes[0]);
      return failure();
    }
    return success();
  }
  if (isa<DynamicIotaOp>(op))
    return fromOperand(0);

  if (isa<RealDynamicSliceOp>(op)) {
    FailureOr<SmallVector<int64_t>> start = getShapeValues(operands[1]);
    FailureOr<SmallVector<int64_t>> limit = getShapeValues(operands[2]);
    FailureOr<SmallVector<int64_t>> stride = getShapeValues(operands[3]);
    if (failed(start) || failed(limit) || failed(stride) ||
        start->size() != limit->size() || start->size() != stride->size())
      return success();
    SmallVector<int64_t> shape;
    for (auto [s, l, k] : llvm::zip_equal(*start, *limit, *stride)) {
      if (k <= 0 || l < s)
        return success(); // invalid: the kernel reports it
      shape.push_back((l - s + k - 1) / k);
    }
    return set(shape);
  }

  if (isa<DynamicPadOp>(op)) {
    ArrayRef<int64_t> in = getRuntimeShape(operands, 0);
    FailureOr<SmallVector<int64_t>> lo = getShapeValues(operands[2]);
    FailureOr<SmallVector<int64_t>> hi = getShapeValues(operands[3]);
    FailureOr<SmallVector<int64_t>> interior = getShapeValues(operands[4]);
    if (failed(lo) || failed(hi) || failed(interior) ||
        lo->size() != in.size() || hi->size() != in.size() ||
        interior->size() != in.size())
      return success();
    SmallVector<int64_t> shape;
    for (auto [n, l, h, p] : llvm::zip_equal(in, *lo, *hi, *interior)) {
      if (p < 0)
        return success();
      shape.push_back(l + h + n + (n > 0 ? (n - 1) * p : 0));
    }
    return set(shape);
  }

  auto declared = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!declared)
    return success();

  if (auto bcast = llvm::dyn_cast<BroadcastInDimOp>(op)) {
    // A `?` result dimension is the size of the operand dimension mapped to
    // it (broadcast_in_dim_c4: that size is 1 or the result's).
    ArrayRef<int64_t> in = getRuntimeShape(operands, 0);
    ArrayRef<int64_t> dims = bcast.getBroadcastDimensions();
    if (in.size() != dims.size())
      return success();
    SmallVector<int64_t> shape(declared.getShape());
    for (auto [i, d] : llvm::enumerate(dims))
      if (d >= 0 && d < declared.getRank() && ShapedType::isDynamic(shape[d]))
        shape[d] = in[i];
    if (llvm::any_of(shape, ShapedType::isDynamic)) {
      op->emitError("cannot run: a `?` result dimension of ")
          << declared << " is not mapped from an operand dimension";
      return failure();
    }
    return set(shape);
  }

  if (isa<ReshapeOp>(op)) {
    // One `?` result dimension takes the elements the others leave.
    if (!operands[0].isTensor())
      return success();
    int64_t elements = operands[0].getTensor().getNumElements();
    SmallVector<int64_t> shape(declared.getShape());
    int64_t rest = 1;
    int64_t dynamicDims = 0;
    for (int64_t d : shape) {
      if (ShapedType::isDynamic(d))
        ++dynamicDims;
      else
        rest *= d;
    }
    if (dynamicDims == 0 && rest == elements)
      return success();
    if (dynamicDims > 1 || rest == 0 || elements % rest != 0 ||
        (dynamicDims == 0 && rest != elements)) {
      op->emitError("cannot run: the runtime operand of ")
          << elements << " elements cannot be reshaped to " << declared;
      return failure();
    }
    for (int64_t &d : shape)
      if (ShapedType::isDynamic(d))
        d = elements / rest;
    return set(shape);
  }
  if (isa<BitcastConvertOp>(op)) {
    // bitcast_convert_c1: a narrower result has one more (minor) dimension,
    // a wider one one less.
    if (!operands[0].isTensor())
      return success();
    const Tensor &in = operands[0].getTensor();
    unsigned from = getElementBitWidth(in.getElementType());
    unsigned to = getElementBitWidth(declared.getElementType());
    SmallVector<int64_t> shape(in.getShape());
    if (from > to && to != 0 && from % to == 0)
      shape.push_back(from / to);
    else if (from < to && !shape.empty())
      shape.pop_back();
    return set(shape);
  }

  // Ops without type inference whose result has the operand's shape.
  if (!isa<InferTypeOpInterface>(op) &&
      op->hasTrait<OpTrait::SameOperandsAndResultShape>() &&
      op->getNumOperands() > 0 && operands[0].isTensor())
    return set(SmallVector<int64_t>(operands[0].getTensor().getShape()));
  return success();
}

std::string str(Type type) { return debugString(type); }

} // namespace

bool mlir::sfold::hasDynamicTypes(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isDynamicType) ||
         llvm::any_of(op->getResultTypes(), isDynamicType);
}

std::optional<std::string> mlir::sfold::getTypeMismatch(Type declared,
                                                        Type runtime) {
  if (declared == runtime)
    return std::nullopt;
  auto d = llvm::dyn_cast<ShapedType>(declared);
  auto r = llvm::dyn_cast<ShapedType>(runtime);
  if (!d || !r)
    return "it has type " + str(runtime);
  if (d.getElementType() != r.getElementType())
    return "its element type is " + str(r.getElementType()) + ", expected " +
           str(d.getElementType());
  if (!d.hasRank())
    return std::nullopt;
  if (!r.hasRank() || r.getRank() != d.getRank())
    return "its type is " + str(runtime) + ", of another rank";
  SmallVector<int64_t> bounds = hlo::getBounds(d);
  for (auto [i, want, have] :
       llvm::enumerate(d.getShape(), r.getShape())) {
    if (ShapedType::isDynamic(have))
      continue;
    if (!ShapedType::isDynamic(want) && want != have)
      return "its type is " + str(runtime) + ": dimension " +
             std::to_string(i) + " has size " + std::to_string(have) +
             ", expected " + std::to_string(want);
    if (ShapedType::isDynamic(want) && !ShapedType::isDynamic(bounds[i]) &&
        have > bounds[i])
      return "its type is " + str(runtime) + ": dimension " +
             std::to_string(i) + " has size " + std::to_string(have) +
             ", above its bound " + std::to_string(bounds[i]);
  }
  return std::nullopt;
}

Value Evaluator::getScratchValue(Type type) {
  if (!scratch)
    scratch = std::make_unique<Block>();
  Value &v = scratchValues[type];
  if (!v)
    v = scratch->addArgument(type, UnknownLoc::get(type.getContext()));
  return v;
}

FailureOr<ValueList>
Evaluator::runDynamic(Operation *op, const OpHandler &handler,
                      MutableArrayRef<InterpreterValue> operands) {
  if (runsOnOriginal(op))
    return handler(op, operands, *this);

  // The runtime types of the operands (tokens and tuples keep theirs).
  SmallVector<Value> runtimeOperands;
  for (auto [value, operand] : llvm::zip_equal(operands, op->getOperands()))
    runtimeOperands.push_back(getScratchValue(
        value.isTensor() ? Type(value.getTensor().getType())
                         : operand.getType()));

  // A copy of `op` over them; the regions are copied too and see the same
  // values from outside. Copying and erasing edit the use lists of shared
  // values, which the processes of `interpreter.run_parallel` (threads)
  // would race on.
  static std::mutex useListMutex;
  Operation *copy;
  {
    std::lock_guard<std::mutex> lock(useListMutex);
    copy = op->clone();
    copy->setOperands(runtimeOperands);
  }
  llvm::scope_exit erase([&] {
    forgetPlans(copy); // its blocks' addresses may be reused
    std::lock_guard<std::mutex> lock(useListMutex);
    copy->erase();
  });

  unsigned numResults = op->getNumResults();
  SmallVector<SmallVector<int64_t>> shapes(numResults);
  SmallVector<bool> known(numResults, false);
  if (numResults == 1 && failed(computeDataShapes(op, operands, shapes, known)))
    return failure();

  SmallVector<Type> inferred;
  if (auto infer = llvm::dyn_cast<InferTypeOpInterface>(copy);
      infer && !llvm::is_contained(known, true)) {
    if (failed(infer.inferReturnTypes(
            copy->getContext(), op->getLoc(), copy->getOperands(),
            copy->getRawDictionaryAttrs(), copy->getPropertiesStorage(),
            copy->getRegions(), inferred))) {
      op->emitError("the runtime operand types do not fit the op");
      return failure();
    }
    if (inferred.size() != numResults)
      inferred.clear();
  }

  for (unsigned i = 0; i < numResults; ++i) {
    Type declared = op->getResult(i).getType();
    auto declaredShaped = llvm::dyn_cast<ShapedType>(declared);
    Type runtime;
    if (known[i] && declaredShaped)
      runtime = RankedTensorType::get(shapes[i],
                                      declaredShaped.getElementType());
    else if (auto shaped = inferred.empty()
                               ? ShapedType()
                               : llvm::dyn_cast<ShapedType>(inferred[i]);
             declaredShaped && shaped && shaped.hasStaticShape())
      // The element type is the declared one (dot_general's preferred
      // element type is not inferred).
      runtime = RankedTensorType::get(shaped.getShape(),
                                      declaredShaped.getElementType());
    if (!runtime)
      continue;
    if (std::optional<std::string> why = getTypeMismatch(declared, runtime)) {
      op->emitError("result #")
          << i << " of type " << declared
          << " disagrees with the runtime shapes: " << *why;
      return failure();
    }
    copy->getResult(i).setType(runtime);
  }
  return handler(copy, operands, *this);
}

FailureOr<ValueList>
mlir::sfold::evalShapeAssertion(CustomCallOp op,
                                ArrayRef<InterpreterValue> args) {
  auto fail = [&](const Twine &message) -> FailureOr<ValueList> {
    op.emitError(message);
    return failure();
  };
  if (op->getNumResults() != 0)
    return fail("custom_call @shape_assertion has results");
  if (args.empty() || !args[0].isTensor() ||
      !args[0].getTensor().getElementType().isInteger(1) ||
      args[0].getTensor().getNumElements() != 1)
    return fail("custom_call @shape_assertion takes a scalar i1 condition "
                "first");
  FailureOr<SmallVector<int64_t>> ok = getIntegerValues(args[0].getTensor());
  if (failed(ok))
    return fail("custom_call @shape_assertion: cannot read its condition");
  if ((*ok)[0] != 0)
    return ValueList();

  // The message with `{k}` replaced by the value of input k + 1.
  auto message = op->getAttrOfType<StringAttr>("error_message");
  StringRef text = message ? message.getValue() : "shape assertion failed";
  std::string out;
  while (!text.empty()) {
    size_t open = text.find('{');
    out += text.take_front(open).str();
    if (open == StringRef::npos)
      break;
    text = text.drop_front(open);
    size_t close = text.find('}');
    unsigned k;
    if (close != StringRef::npos &&
        !text.slice(1, close).getAsInteger(10, k) && k + 1 < args.size() &&
        args[k + 1].isTensor()) {
      FailureOr<SmallVector<int64_t>> v =
          getIntegerValues(args[k + 1].getTensor());
      if (succeeded(v) && v->size() == 1) {
        out += std::to_string((*v)[0]);
        text = text.drop_front(close + 1);
        continue;
      }
    }
    out += '{';
    text = text.drop_front();
  }
  return fail("shape assertion failed: " + out);
}
