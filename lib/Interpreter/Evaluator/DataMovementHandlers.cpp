//===- DataMovementHandlers.cpp - handlers of the DataMovement ops --------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel
// (DataMovementKernels.h). Scatter's update computation runs natively when
// the region returns the update or is a single binary op (BodyRecognition.cpp)
// and through `Evaluator::runRegion` per element otherwise.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
using Args = ArrayRef<InterpreterValue>;

/// The int64 value of a scalar integer tensor.
FailureOr<int64_t> getScalarInt(const Tensor &t) {
  FailureOr<SmallVector<int64_t>> v = getIntegerValues(t);
  if (failed(v) || v->size() != 1)
    return failure();
  return (*v)[0];
}

} // namespace

GatherDimensions
mlir::sfold::getGatherDimensions(GatherDimensionNumbersAttr attr) {
  GatherDimensions dims;
  dims.offsetDims = attr.getOffsetDims();
  dims.collapsedSliceDims = attr.getCollapsedSliceDims();
  dims.operandBatchingDims = attr.getOperandBatchingDims();
  dims.startIndicesBatchingDims = attr.getStartIndicesBatchingDims();
  dims.startIndexMap = attr.getStartIndexMap();
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

namespace {

FailureOr<ValueList> evalScatter(ScatterOp op, Args args, Evaluator &ev) {
  size_t n = op.getInputs().size();
  SmallVector<Tensor> tensors = getTensors(args);
  // The inputs and updates promoted to update_computation's accumulator
  // types (scatter_c23), which the results have (scatter_c25).
  MutableArrayRef<Tensor> mutableAll(tensors);
  if (failed(promoteForBody(op, op.getUpdateComputation(),
                            mutableAll.take_front(n))) ||
      failed(promoteForBody(op, op.getUpdateComputation(),
                            mutableAll.drop_front(n + 1))))
    return failure();
  ArrayRef<Tensor> all(tensors);
  ArrayRef<Tensor> inputs = all.take_front(n);
  const Tensor &indices = all[n];
  ArrayRef<Tensor> updates = all.drop_front(n + 1);

  ScatterDimensionNumbersAttr attr = op.getScatterDimensionNumbers();
  ScatterDimensions dims;
  dims.updateWindowDims = attr.getUpdateWindowDims();
  dims.insertedWindowDims = attr.getInsertedWindowDims();
  dims.inputBatchingDims = attr.getInputBatchingDims();
  dims.scatterIndicesBatchingDims = attr.getScatterIndicesBatchingDims();
  dims.scatterDimsToOperandDims = attr.getScatterDimsToOperandDims();
  dims.indexVectorDim = attr.getIndexVectorDim();

  bool regionFailed = false;
  auto runBody =
      [&](ArrayRef<Tensor> current,
          ArrayRef<Tensor> update) -> FailureOr<SmallVector<Tensor>> {
    ValueList regionArgs;
    for (const Tensor &t : current)
      regionArgs.push_back(InterpreterValue(t));
    for (const Tensor &t : update)
      regionArgs.push_back(InterpreterValue(t));
    FailureOr<ValueList> values =
        ev.runRegion(op.getUpdateComputation(), regionArgs);
    if (failed(values)) {
      regionFailed = true;
      return failure();
    }
    SmallVector<Tensor> out;
    for (const InterpreterValue &v : *values) {
      if (!v.isTensor())
        return failure();
      out.push_back(v.getTensor());
    }
    return out;
  };
  ScatterComputation computation;
  if (n == 1) {
    Type et = inputs[0].getElementType();
    computation.replace = isReturnSecondBody(op.getUpdateComputation(), et);
    computation.combiner = recognizeBinaryBody(op.getUpdateComputation(), et);
  }
  computation.fn = runBody;
  FailureOr<SmallVector<Tensor>> results =
      scatterOp(inputs, indices, updates, dims, computation);
  if (failed(results)) {
    if (!regionFailed)
      op.emitError("could not evaluate 'stablehlo.scatter' on these operands");
    return failure();
  }
  return toValues(*results);
}
//===----------------------------------------------------------------------===//
// Small kernels (loops over small tensors)
//===----------------------------------------------------------------------===//

/// Calls `fn(W{})` with an unsigned word type of `bytes` bytes (1, 2, 4 or
/// 8); false for other widths.
template <typename Fn> bool dispatchOnWord(unsigned bytes, Fn &&fn) {
  switch (bytes) {
  case 1:
    return fn(uint8_t{}), true;
  case 2:
    return fn(uint16_t{}), true;
  case 4:
    return fn(uint32_t{}), true;
  case 8:
    return fn(uint64_t{}), true;
  default:
    return false;
  }
}

/// Bytes of one element of `type`'s storage.
unsigned getElementBytes(ShapedType type) {
  return static_cast<unsigned>(*Tensor::computeSizeInBytes(
      RankedTensorType::get({1}, type.getElementType())));
}

/// The small kernel of an op that moves the elements of its operand 0
/// (broadcast_in_dim, transpose, reverse, slice): result element i is
/// operand element map[i], where the map is what the op's own kernel,
/// `kernel(indices, indexResultType)`, makes of a tensor holding each
/// element's index (i32, the op's shapes).
SmallKernel prepareSmallMove(
    Operation *op,
    llvm::function_ref<FailureOr<Tensor>(const Tensor &, ShapedType)> kernel) {
  auto operandType = llvm::cast<ShapedType>(op->getOperand(0).getType());
  auto resultType = llvm::cast<ShapedType>(op->getResult(0).getType());
  if (operandType.getElementType() != resultType.getElementType())
    return {};
  Type i32 = IntegerType::get(op->getContext(), 32);
  SmallVector<int32_t> iota(operandType.getNumElements());
  for (auto [i, v] : llvm::enumerate(iota))
    v = static_cast<int32_t>(i);
  FailureOr<Tensor> map = kernel(
      Tensor::fromValues<int32_t>(
          RankedTensorType::get(operandType.getShape(), i32), iota),
      RankedTensorType::get(resultType.getShape(), i32));
  if (failed(map) || !*map ||
      map->getNumElements() != resultType.getNumElements())
    return {};
  std::vector<int32_t> from(map->data<int32_t>().begin(),
                            map->data<int32_t>().end());
  SmallKernel fn;
  dispatchOnWord(getElementBytes(resultType), [&](auto w) {
    using W = decltype(w);
    fn = SmallKernel::make([from](const char *const *v, char *r) {
      const char *operand = v[0];
      for (size_t i = 0; i < from.size(); ++i)
        storeElement<W>(r, i, loadElement<W>(operand, from[i]));
    });
  });
  return fn;
}

/// The readers of the start indices of `op`, operands `first`, ... (empty
/// if one is not an integer).
SmallVector<IndexReader> getStartReaders(Operation *op, unsigned first) {
  SmallVector<IndexReader> readers;
  for (Type t : llvm::drop_begin(op->getOperandTypes(), first)) {
    IndexReader r = getIndexReader(getElementTypeOrSelf(t));
    if (!r)
      return {};
    readers.push_back(r);
  }
  return readers;
}

/// The most dimensions of a dynamic_slice / dynamic_update_slice with a
/// small kernel (its starts are read into an array on the stack).
constexpr size_t kMaxSmallWindowRank = 8;

/// Calls `make(read)` and returns its kernel, where `read(operands, starts)`
/// reads the start indices (one operand each) into `starts`: inline when
/// they are all 32- or 64-bit signed integers of one type (loop counters),
/// through their readers otherwise.
template <typename Make>
SmallKernel withStartReader(ArrayRef<IndexReader> readers, Make make) {
  size_t n = readers.size();
  auto inlineReader = [&](auto t) -> std::optional<SmallKernel> {
    using T = decltype(t);
    if (!llvm::all_of(readers,
                      [](IndexReader r) { return r == &readIndex<T>; }))
      return std::nullopt;
    return make([n](const char *const *v, int64_t *starts) {
      for (size_t d = 0; d < n; ++d)
        starts[d] = readIndex<T>(v[d]);
    });
  };
  if (std::optional<SmallKernel> k = inlineReader(int64_t()))
    return std::move(*k);
  if (std::optional<SmallKernel> k = inlineReader(int32_t()))
    return std::move(*k);
  return make([all = SmallVector<IndexReader, 4>(readers)](const char *const *v,
                                                           int64_t *starts) {
    for (auto [d, read] : llvm::enumerate(all))
      starts[d] = read(v[d]);
  });
}

/// Whether `sizes` fit `shape` dimension by dimension.
bool fits(ArrayRef<int64_t> sizes, ArrayRef<int64_t> shape) {
  if (sizes.size() != shape.size())
    return false;
  for (auto [size, dim] : llvm::zip(sizes, shape))
    if (size < 0 || size > dim)
      return false;
  return true;
}

/// SmallKernel::Window of kind `kind` over an operand of `shape` and a
/// window of `sizes` (which fit it): none unless the window is one
/// contiguous run (sizes of 1, then at most one other size, then whole
/// dimensions) and the starts are all i64 or all i32.
SmallKernel::Window getWindow(SmallKernel::Window::Kind kind,
                              ArrayRef<int64_t> shape, ArrayRef<int64_t> sizes,
                              unsigned elementBytes,
                              ArrayRef<IndexReader> readers) {
  SmallKernel::Window window;
  bool i64 = llvm::all_of(
      readers, [](IndexReader r) { return r == &readIndex<int64_t>; });
  bool i32 = llvm::all_of(
      readers, [](IndexReader r) { return r == &readIndex<int32_t>; });
  if (!i64 && !i32)
    return window;
  size_t rank = shape.size(), d = 0;
  while (d < rank && sizes[d] == 1)
    ++d;
  for (size_t e = d + 1; e < rank; ++e)
    if (sizes[e] != shape[e])
      return window;
  SmallVector<int64_t> strides = computeStrides(shape);
  int64_t bytes = elementBytes;
  for (size_t e = 0; e < rank; ++e) {
    window.dims.push_back({shape[e], sizes[e], strides[e] * elementBytes});
    bytes *= sizes[e];
  }
  window.kind = kind;
  window.i64Starts = i64;
  window.windowBytes = static_cast<uint32_t>(bytes);
  return window;
}

void registerSmallKernels(HandlerTable &table) {
  table.addSmall<ReshapeOp>([](ReshapeOp op) -> SmallKernel {
    auto type = llvm::cast<ShapedType>(op.getType());
    if (op.getOperand().getType().getElementType() != type.getElementType())
      return {};
    size_t bytes = *Tensor::computeSizeInBytes(type);
    SmallKernel fn = SmallKernel::make([bytes](const char *const *v, char *r) {
      copySmallBytes(r, v[0], bytes);
    });
    fn.inPlaceOperands = 0b1;
    return fn;
  });
  table.addSmall<BroadcastInDimOp>([](BroadcastInDimOp op) {
    return prepareSmallMove(op, [&](const Tensor &t, ShapedType type) {
      return broadcastInDimOp(t, op.getBroadcastDimensions(), type);
    });
  });
  table.addSmall<TransposeOp>([](TransposeOp op) {
    return prepareSmallMove(op, [&](const Tensor &t, ShapedType type) {
      return transposeOp(t, op.getPermutation(), type);
    });
  });
  table.addSmall<ReverseOp>([](ReverseOp op) {
    return prepareSmallMove(op, [&](const Tensor &t, ShapedType) {
      return reverseOp(t, op.getDimensions());
    });
  });
  table.addSmall<SliceOp>([](SliceOp op) {
    return prepareSmallMove(op, [&](const Tensor &t, ShapedType type) {
      return sliceOp(t, op.getStartIndices(), op.getLimitIndices(),
                     op.getStrides(), type);
    });
  });
  table.addSmall<DynamicSliceOp>([](DynamicSliceOp op) -> SmallKernel {
    auto operandType = llvm::cast<ShapedType>(op.getOperand().getType());
    SmallVector<int64_t> shape(operandType.getShape()),
        sizes(op.getSliceSizes());
    SmallVector<IndexReader> readers = getStartReaders(op, 1);
    if (readers.size() != shape.size() || !fits(sizes, shape) ||
        shape.size() > kMaxSmallWindowRank ||
        op.getType().getShape() != ArrayRef<int64_t>(sizes) ||
        op.getType().getElementType() != operandType.getElementType())
      return {};
    DynamicWindow window(shape, sizes, getElementBytes(operandType));
    SmallKernel fn = withStartReader(readers, [&](auto read) {
      return SmallKernel::make([window, read](const char *const *v, char *r) {
        int64_t starts[kMaxSmallWindowRank];
        read(v + 1, starts);
        window.slice(v[0], starts, r);
      });
    });
    fn.window = getWindow(SmallKernel::Window::Kind::Slice, shape, sizes,
                          getElementBytes(operandType), readers);
    return fn;
  });
  table.addSmall<DynamicUpdateSliceOp>(
      [](DynamicUpdateSliceOp op) -> SmallKernel {
        auto type = llvm::cast<ShapedType>(op.getType());
        auto updateType = llvm::cast<ShapedType>(op.getUpdate().getType());
        SmallVector<int64_t> shape(type.getShape()),
            updateShape(updateType.getShape());
        SmallVector<IndexReader> readers = getStartReaders(op, 2);
        if (readers.size() != shape.size() || !fits(updateShape, shape) ||
            shape.size() > kMaxSmallWindowRank ||
            op.getOperand().getType() != type ||
            updateType.getElementType() != type.getElementType())
          return {};
        DynamicWindow window(shape, updateShape, getElementBytes(type));
        size_t bytes = *Tensor::computeSizeInBytes(type);
        SmallKernel fn = withStartReader(readers, [&](auto read) {
          return SmallKernel::make(
              [window, read, bytes](const char *const *v, char *r) {
                int64_t starts[kMaxSmallWindowRank];
                read(v + 2, starts);
                copySmallBytes(r, v[0], bytes);
                window.update(r, v[1], starts);
              });
        });
        // Updated in place.
        fn.inPlaceOperands = 0b1;
        fn.window = getWindow(SmallKernel::Window::Kind::Update, shape,
                              updateShape, getElementBytes(type), readers);
        return fn;
      });
}
} // namespace

void mlir::sfold::registerDataMovementHandlers(HandlerTable &table) {
  registerSmallKernels(table);
  table.add<BroadcastInDimOp>([](BroadcastInDimOp op, Args args,
                                 Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  broadcastInDimOp(args[0].getTensor(),
                                   op.getBroadcastDimensions(), op.getType()));
  });

  table.add<ConcatenateOp>(
      [](ConcatenateOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, concatenateOp(getTensors(args),
                                        static_cast<int64_t>(op.getDimension()),
                                        op.getType()));
      });

  table.add<ReshapeOp>(
      [](ReshapeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, reshapeOp(args[0].getTensor(), op.getType()));
      });

  table.add<TransposeOp>(
      [](TransposeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, transposeOp(args[0].getTensor(), op.getPermutation(),
                                      op.getType()));
      });

  table.add<ReverseOp>(
      [](ReverseOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, reverseOp(args[0].getTensor(), op.getDimensions()));
      });

  table.add<SliceOp>([](SliceOp op, Args args,
                        Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  sliceOp(args[0].getTensor(), op.getStartIndices(),
                          op.getLimitIndices(), op.getStrides(), op.getType()));
  });

  table.add<PadOp>(
      [](PadOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, padOp(args[0].getTensor(), args[1].getTensor(),
                                op.getEdgePaddingLow(), op.getEdgePaddingHigh(),
                                op.getInteriorPadding(), op.getType()));
      });

  table.add<DynamicSliceOp>(
      [](DynamicSliceOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        SmallVector<int64_t> starts;
        for (const InterpreterValue &v : args.drop_front()) {
          FailureOr<int64_t> s = getScalarInt(v.getTensor());
          if (failed(s))
            return single(op, FailureOr<Tensor>(failure()));
          starts.push_back(*s);
        }
        return single(op, dynamicSliceOp(args[0].getTensor(), starts,
                                         op.getSliceSizes(), op.getType()));
      });

  table.add<DynamicUpdateSliceOp>([](DynamicUpdateSliceOp op, Args args,
                                     Evaluator &) -> FailureOr<ValueList> {
    SmallVector<int64_t> starts;
    for (const InterpreterValue &v : args.drop_front(2)) {
      FailureOr<int64_t> s = getScalarInt(v.getTensor());
      if (failed(s))
        return single(op, FailureOr<Tensor>(failure()));
      starts.push_back(*s);
    }
    return single(op, dynamicUpdateSliceOp(args[0].getTensor(),
                                           args[1].getTensor(), starts));
  });

  table.add<GatherOp>([](GatherOp op, Args args,
                         Evaluator &) -> FailureOr<ValueList> {
    return single(op, gatherOp(args[0].getTensor(), args[1].getTensor(),
                               getGatherDimensions(op.getDimensionNumbers()),
                               op.getSliceSizes(), op.getType()));
  });

  table.add<DynamicGatherOp>([](DynamicGatherOp op, Args args,
                                Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, dynamicGatherOp(
                args[0].getTensor(), args[1].getTensor(), args[2].getTensor(),
                getGatherDimensions(op.getDimensionNumbers()), op.getType()));
  });

  table.add<ScatterOp>(evalScatter);

  table.add<DynamicBroadcastInDimOp>([](DynamicBroadcastInDimOp op, Args args,
                                        Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, dynamicBroadcastInDimOp(args[0].getTensor(), args[1].getTensor(),
                                    op.getBroadcastDimensions(), op.getType()));
  });

  table.add<DynamicIotaOp>([](DynamicIotaOp op, Args args,
                              Evaluator &) -> FailureOr<ValueList> {
    return single(op, dynamicIotaOp(args[0].getTensor(),
                                    static_cast<int64_t>(op.getIotaDimension()),
                                    op.getType()));
  });

  table.add<DynamicPadOp>(
      [](DynamicPadOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, dynamicPadOp(args[0].getTensor(), args[1].getTensor(),
                                       args[2].getTensor(), args[3].getTensor(),
                                       args[4].getTensor(), op.getType()));
      });

  table.add<DynamicReshapeOp>(
      [](DynamicReshapeOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        return single(op, dynamicReshapeOp(args[0].getTensor(),
                                           args[1].getTensor(), op.getType()));
      });

  table.add<RealDynamicSliceOp>([](RealDynamicSliceOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  realDynamicSliceOp(args[0].getTensor(), args[1].getTensor(),
                                     args[2].getTensor(), args[3].getTensor(),
                                     op.getType()));
  });

  table.add<GetDimensionSizeOp>([](GetDimensionSizeOp op, Args args,
                                   Evaluator &) -> FailureOr<ValueList> {
    return single(op,
                  getDimensionSizeOp(args[0].getTensor(),
                                     static_cast<int64_t>(op.getDimension()),
                                     op.getType()));
  });

  // iota is defined with the Misc ops; its kernel lives with these.
  table.add<IotaOp>([](IotaOp op, Args, Evaluator &) -> FailureOr<ValueList> {
    return single(
        op, iotaOp(static_cast<int64_t>(op.getIotaDimension()), op.getType()));
  });
}
