//===- LinalgHandlers.cpp - handlers of the linear-algebra ops ------------===//
//
// dot_general, convolution, dynamic_conv, fft, cholesky, triangular_solve and
// the batch_norm_* ops: each handler unpacks its op's attributes and calls
// the op's kernel (LinalgKernels.h).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;

/// The dimension numbers of a convolution attribute.
static ConvDimensions getConvDimensions(ConvDimensionNumbersAttr attr) {
  ConvDimensions d;
  d.inputBatch = attr.getInputBatchDimension();
  d.inputFeature = attr.getInputFeatureDimension();
  d.inputSpatial.assign(attr.getInputSpatialDimensions().begin(),
                        attr.getInputSpatialDimensions().end());
  d.kernelInputFeature = attr.getKernelInputFeatureDimension();
  d.kernelOutputFeature = attr.getKernelOutputFeatureDimension();
  d.kernelSpatial.assign(attr.getKernelSpatialDimensions().begin(),
                         attr.getKernelSpatialDimensions().end());
  d.outputBatch = attr.getOutputBatchDimension();
  d.outputFeature = attr.getOutputFeatureDimension();
  d.outputSpatial.assign(attr.getOutputSpatialDimensions().begin(),
                         attr.getOutputSpatialDimensions().end());
  return d;
}

/// The window attributes common to convolution and dynamic_conv.
template <typename OpT> static ConvWindow getConvWindow(OpT op) {
  ConvWindow w;
  if (auto s = op.getWindowStrides())
    w.strides.assign(s->begin(), s->end());
  if (auto s = op.getLhsDilation())
    w.lhsDilation.assign(s->begin(), s->end());
  if (auto s = op.getRhsDilation())
    w.rhsDilation.assign(s->begin(), s->end());
  if (auto s = op.getWindowReversal())
    w.reversal.assign(s->begin(), s->end());
  return w;
}

/// Fails with an error at `op` unless every window attribute has one entry
/// per spatial dimension (convolution_c4, c7, c9, c10 / dynamic_conv's).
template <typename OpT>
static LogicalResult checkConvWindow(OpT op, const ConvWindow &w) {
  size_t n = op.getDimensionNumbers().getInputSpatialDimensions().size();
  auto check = [&](size_t size, StringRef name) {
    if (size == 0 || size == n)
      return success();
    op.emitError(name) << " has " << size << " entries for " << n
                       << " spatial dimension" << (n == 1 ? "" : "s");
    return failure();
  };
  return success(succeeded(check(w.strides.size(), "window_strides")) &&
                 succeeded(check(w.lhsDilation.size(), "lhs_dilation")) &&
                 succeeded(check(w.rhsDilation.size(), "rhs_dilation")) &&
                 succeeded(check(w.reversal.size(), "window_reversal")) &&
                 succeeded(check(w.padding.size(), "padding")));
}

/// Reads an Nx2 padding tensor of any integer type into (low, high) pairs.
static FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
readPadding(const Tensor &t) {
  if (t.getRank() != 2 || t.getShape()[1] != 2)
    return failure();
  SmallVector<std::pair<int64_t, int64_t>> pairs;
  for (int64_t i = 0; i < t.getShape()[0]; ++i) {
    Element lo = t.get({i, 0}), hi = t.get({i, 1});
    if (!lo.isInteger() || !hi.isInteger())
      return failure();
    pairs.push_back({lo.getIntegerAsInt64(), hi.getIntegerAsInt64()});
  }
  return pairs;
}

/// The types of an op's results.
static SmallVector<ShapedType> resultTypes(Operation *op) {
  SmallVector<ShapedType> types;
  for (Type t : op->getResultTypes())
    types.push_back(cast<ShapedType>(t));
  return types;
}

/// Emits "could not evaluate" for a failed multi-result kernel.
static FailureOr<ValueList>
triple(Operation *op, FailureOr<std::tuple<Tensor, Tensor, Tensor>> r) {
  if (failed(r)) {
    op->emitError("could not evaluate this op");
    return failure();
  }
  auto [a, b, c] = *r;
  return toValues({a, b, c});
}

void mlir::sfold::registerLinalgHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<DotGeneralOp>(
      [](DotGeneralOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
        return single(op, dotGeneralOp(args[0].getTensor(), args[1].getTensor(),
                                       dims.getLhsBatchingDimensions(),
                                       dims.getRhsBatchingDimensions(),
                                       dims.getLhsContractingDimensions(),
                                       dims.getRhsContractingDimensions(),
                                       op.getType()));
      });

  table.add<ConvolutionOp>([](ConvolutionOp op, Args args,
                              Evaluator &) -> FailureOr<ValueList> {
    ConvWindow window = getConvWindow(op);
    if (std::optional<DenseIntElementsAttr> pad = op.getPadding()) {
      SmallVector<int64_t> values(pad->getValues<int64_t>());
      for (size_t i = 0; i + 1 < values.size(); i += 2)
        window.padding.push_back({values[i], values[i + 1]});
    }
    return single(op, convolutionOp(args[0].getTensor(), args[1].getTensor(),
                                    window,
                                    getConvDimensions(op.getDimensionNumbers()),
                                    op.getFeatureGroupCount(),
                                    op.getBatchGroupCount(), op.getType()));
  });

  table.add<DynamicConvOp>([](DynamicConvOp op, Args args,
                              Evaluator &) -> FailureOr<ValueList> {
    ConvWindow window = getConvWindow(op);
    FailureOr<SmallVector<std::pair<int64_t, int64_t>>> pad =
        readPadding(args[2].getTensor());
    if (failed(pad)) {
      op.emitError("padding must be an Nx2 integer tensor");
      return failure();
    }
    window.padding = std::move(*pad);
    if (failed(checkConvWindow(op, window)))
      return failure();
    return single(op, convolutionOp(args[0].getTensor(), args[1].getTensor(),
                                    window,
                                    getConvDimensions(op.getDimensionNumbers()),
                                    op.getFeatureGroupCount(),
                                    op.getBatchGroupCount(), op.getType()));
  });

  table.add<FftOp>(
      [](FftOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        FftKind kind = FftKind::FFT;
        switch (op.getFftType()) {
        case FftType::FFT:
          kind = FftKind::FFT;
          break;
        case FftType::IFFT:
          kind = FftKind::IFFT;
          break;
        case FftType::RFFT:
          kind = FftKind::RFFT;
          break;
        case FftType::IRFFT:
          kind = FftKind::IRFFT;
          break;
        }
        return single(op, fftOp(args[0].getTensor(), kind, op.getFftLength(),
                                op.getType()));
      });

  table.add<CholeskyOp>([](CholeskyOp op, Args args,
                           Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  choleskyOp(args[0].getTensor(), op.getLower(), op.getType()));
  });

  table.add<TriangularSolveOp>([](TriangularSolveOp op, Args args,
                                  Evaluator &) -> FailureOr<ValueList> {
    TransposeKind kind;
    switch (op.getTransposeA()) {
    case Transpose::NO_TRANSPOSE:
      kind = TransposeKind::NoTranspose;
      break;
    case Transpose::TRANSPOSE:
      kind = TransposeKind::Transpose;
      break;
    case Transpose::ADJOINT:
      kind = TransposeKind::Adjoint;
      break;
    default:
      op.emitError("transpose_a must be NO_TRANSPOSE, TRANSPOSE or ADJOINT");
      return failure();
    }
    return single(op,
                  triangularSolveOp(args[0].getTensor(), args[1].getTensor(),
                                    op.getLeftSide(), op.getLower(),
                                    op.getUnitDiagonal(), kind, op.getType()));
  });

  table.add<BatchNormInferenceOp>([](BatchNormInferenceOp op, Args args,
                                     Evaluator &) -> FailureOr<ValueList> {
    SmallVector<Tensor> t = getTensors(args);
    return single(
        op, batchNormInferenceOp(
                t[0], t[1], t[2], t[3], t[4], op.getEpsilon().convertToDouble(),
                static_cast<int64_t>(op.getFeatureIndex()), op.getType()));
  });

  table.add<BatchNormTrainingOp>([](BatchNormTrainingOp op, Args args,
                                    Evaluator &) -> FailureOr<ValueList> {
    SmallVector<Tensor> t = getTensors(args);
    return triple(op, batchNormTrainingOp(
                          t[0], t[1], t[2], op.getEpsilon().convertToDouble(),
                          static_cast<int64_t>(op.getFeatureIndex()),
                          resultTypes(op)));
  });

  table.add<BatchNormGradOp>([](BatchNormGradOp op, Args args,
                                Evaluator &) -> FailureOr<ValueList> {
    SmallVector<Tensor> t = getTensors(args);
    return triple(
        op, batchNormGradOp(
                t[0], t[1], t[2], t[3], t[4], op.getEpsilon().convertToDouble(),
                static_cast<int64_t>(op.getFeatureIndex()), resultTypes(op)));
  });
}
