//===- CoreHandlers.cpp - calls, constants, custom calls, printing --------===//

#include "Handlers.h"

#include "stablehlo_fold/Dialect/TestDialects.h"
#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::sfold;

SmallVector<Tensor> mlir::sfold::getTensors(ArrayRef<InterpreterValue> values) {
  SmallVector<Tensor> tensors;
  tensors.reserve(values.size());
  for (const InterpreterValue &v : values)
    tensors.push_back(v.getTensor());
  return tensors;
}

ValueList mlir::sfold::toValues(ArrayRef<Tensor> tensors) {
  ValueList values;
  values.reserve(tensors.size());
  for (const Tensor &t : tensors)
    values.push_back(InterpreterValue(t));
  return values;
}

void mlir::sfold::registerCoreHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<func::CallOp>([](func::CallOp op, Args args,
                             Evaluator &ev) -> FailureOr<ValueList> {
    func::FuncOp callee = ev.lookupFunction(op.getCallee());
    if (!callee) {
      op.emitError("no function named @") << op.getCallee();
      return failure();
    }
    return ev.call(callee, args);
  });

  table.add<ConstantOp>([](ConstantOp op, Args,
                           Evaluator &) -> FailureOr<ValueList> {
    FailureOr<Tensor> t = makeTensor(op.getValue(), op.getType());
    if (failed(t)) {
      op.emitError("cannot evaluate a constant of type ") << op.getType();
      return failure();
    }
    return single(std::move(*t));
  });

  table.addSmall<ConstantOp>([](ConstantOp op) -> SmallKernel {
    FailureOr<Tensor> t = makeTensor(op.getValue(), op.getType());
    if (failed(t) || !*t)
      return {};
    SmallKernel fn =
        SmallKernel::make([t = *t](const char *const *, char *r) {
          std::memcpy(r, t.rawData(), t.getSizeInBytes());
        });
    fn.constant = true;
    return fn;
  });

  table.add<CustomCallOp>([](CustomCallOp op, Args args,
                             Evaluator &ev) -> FailureOr<ValueList> {
    auto isBuffer = [](Type t) { return llvm::isa<MemRefType>(t); };
    if (llvm::any_of(op->getOperandTypes(), isBuffer) ||
        llvm::any_of(op->getResultTypes(), isBuffer)) {
      op.emitError("not supported by the interpreter: custom_call @")
          << op.getCallTargetName()
          << " on buffers (memref operands or results)";
      return failure();
    }
    if (std::optional<FailureOr<ValueList>> r =
            evalCheckCustomCall(op, args, ev))
      return *r;
    if (op.getCallTargetName() == "shape_assertion")
      return evalShapeAssertion(op, args);
    op.emitError("not supported by the interpreter: custom_call @")
        << op.getCallTargetName();
    return failure();
  });

  table.add<interpreter::PrintOp>([](interpreter::PrintOp op, Args args,
                                     Evaluator &ev) -> FailureOr<ValueList> {
    args[0].print(ev.getOutput(), ev.getOptions().printFormat);
    ev.getOutput() << "\n";
    return ValueList();
  });
}
