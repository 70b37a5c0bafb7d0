//===- ElementwiseHandlers.cpp - handlers of the elementwise ops ----------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel
// (Kernels.h). Quantized operands and results are handled once, here, as the
// spec defines them: dequantize the operands, run the float kernel,
// quantize the result to the result type (`runElementwise`).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include "stablehlo_fold/Dialect/ChloOps.h"

#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

using namespace mlir;
using namespace mlir::sfold;

static bool isQuantized(Type type) {
  return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(type));
}

Tensor mlir::sfold::runDequantizeOpQuantize(
    ArrayRef<Tensor> operands, ShapedType resultType,
    llvm::function_ref<Tensor(ArrayRef<Tensor>, ShapedType)> kernel) {
  bool quantized = isQuantized(resultType);
  for (const Tensor &t : operands)
    quantized |= t && isQuantized(t.getElementType());
  if (!quantized)
    return kernel(operands, resultType);
  SmallVector<Tensor> expressed;
  for (const Tensor &t : operands) {
    if (t && isQuantized(t.getElementType())) {
      expressed.push_back(
          uniformDequantizeOp(t, getExpressedTensorType(t.getType())));
      if (!expressed.back())
        return {};
    } else {
      expressed.push_back(t);
    }
  }
  ShapedType floatResultType = getExpressedTensorType(resultType);
  Tensor result = kernel(expressed, floatResultType);
  if (result && floatResultType != resultType)
    result = uniformQuantizeOp(result, resultType);
  return result;
}

namespace {

using Args = ArrayRef<InterpreterValue>;
using KernelFn = llvm::function_ref<Tensor(ArrayRef<Tensor>, ShapedType)>;

/// The op's (first) result type, made static from the operand of highest
/// rank when the op's own type has dynamic dimensions.
ShapedType getResultType(Operation *op, ArrayRef<Tensor> operands) {
  auto type = llvm::dyn_cast<ShapedType>(op->getResult(0).getType());
  if (!type || type.hasStaticShape() || operands.empty())
    return type;
  const Tensor *widest = &operands.front();
  for (const Tensor &t : operands)
    if (t.getRank() > widest->getRank())
      widest = &t;
  if (widest->getRank() != type.getRank())
    return type;
  return RankedTensorType::get(widest->getShape(), type.getElementType());
}

FailureOr<ValueList> kernelFailed(Operation *op, ArrayRef<Tensor> operands) {
  InFlightDiagnostic diag = op->emitError("could not evaluate '")
                            << op->getName() << "' on operands of type";
  for (const Tensor &t : operands) {
    diag << " ";
    if (t)
      diag << t.getType();
    else
      diag << "<null>";
  }
  return failure();
}

/// Runs `kernel` on the op's operands and result type, through
/// `runDequantizeOpQuantize` (quantized operands or result).
FailureOr<ValueList> runElementwise(Operation *op, Args args,
                                    KernelFn kernel) {
  SmallVector<Tensor> operands = getTensors(args);
  ShapedType resultType = getResultType(op, operands);
  Tensor result =
      resultType ? runDequantizeOpQuantize(operands, resultType, kernel)
                 : Tensor();
  if (!result)
    return kernelFailed(op, operands);
  return single(std::move(result));
}

using UnaryKernel = Tensor (*)(const Tensor &, ShapedType);
using BinaryKernel = Tensor (*)(const Tensor &, const Tensor &, ShapedType);
using OverKernelFn =
    llvm::function_ref<Tensor(ArrayRef<const Tensor *>, ShapedType, Tensor *)>;

/// `runElementwise` for a kernel that may write its result over an operand
/// (`donor`, Kernels.h): when the op's result type is static and nothing is
/// quantized, the kernel runs on the operands' own tensors, given the first
/// the handler holds alone (OpHandler: the result then takes its buffer).
FailureOr<ValueList> runElementwiseOver(Operation *op,
                                        MutableArrayRef<InterpreterValue> args,
                                        OverKernelFn kernel) {
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  SmallVector<const Tensor *, 2> operands;
  Tensor *donor = nullptr;
  if (type && type.hasStaticShape() && !isQuantized(type)) {
    for (InterpreterValue &v : args) {
      Tensor *t = v.getMutableTensor();
      if (!t || !*t || isQuantized(t->getElementType()))
        break;
      operands.push_back(t);
      if (!donor && t->isUniquelyOwned() &&
          t->getNumElements() == type.getNumElements())
        donor = t;
    }
  }
  if (operands.size() != args.size())
    return runElementwise(op, args, [&](ArrayRef<Tensor> t, ShapedType rt) {
      SmallVector<const Tensor *, 2> ptrs;
      for (const Tensor &x : t)
        ptrs.push_back(&x);
      return kernel(ptrs, rt, nullptr);
    });
  Tensor result = kernel(operands, type, donor);
  if (!result)
    return kernelFailed(op, getTensors(args));
  return single(std::move(result));
}

/// The op's result type (static: the evaluator prepares kernels only for
/// ops whose types are static and not quantized, where `runElementwise`
/// calls the kernel with exactly this).
ShapedType getStaticResultType(Operation *op) {
  return llvm::cast<ShapedType>(op->getResult(0).getType());
}

/// Registers the handler of `OpT` that runs `kernel(operands, resultType,
/// donor)` through `runElementwiseOver`.
template <typename OpT, typename Fn>
void addOverHandler(HandlerTable &table, Fn kernel) {
  table.add<OpT>([kernel](OpT op, MutableArrayRef<InterpreterValue> args,
                          Evaluator &) -> FailureOr<ValueList> {
    return runElementwiseOver(op, args, kernel);
  });
}

/// `kernel`, or with `kind`, `unaryOp` of it: the same kernel, which may
/// write its result over the operand (`runElementwiseOver`).
template <typename OpT>
void addUnary(HandlerTable &table, UnaryKernel kernel,
              std::optional<UnaryOpKind> kind = std::nullopt) {
  addOverHandler<OpT>(table, [kernel, kind](ArrayRef<const Tensor *> t,
                                            ShapedType type, Tensor *donor) {
    return kind ? unaryOp(*kind, *t[0], type, donor) : kernel(*t[0], type);
  });
  table.addPrepared<OpT>([kernel](OpT op) -> PreparedKernel {
    return [kernel, type = getStaticResultType(op)](
               ArrayRef<const Tensor *> t) { return kernel(*t[0], type); };
  });
}

/// `kernel` on 0-d operands of `type` when the op is the binary op `kind` of
/// BinaryOps.h: the kernel's functor applied to the two values directly
/// (the kernel's loop gives the functor's bits), without its checks and
/// dispatch; other operands go to the kernel.
PreparedKernel prepareScalarBinary(BinaryOpKind kind, BinaryKernel kernel,
                                   ShapedType type) {
  auto scalar = llvm::dyn_cast<RankedTensorType>(type);
  if (!scalar || scalar.getRank() != 0)
    return {};
  PreparedKernel prepared;
  binop::visitTypedBinaryOp(
      scalar.getElementType(), kind, [&](auto op) {
        using T = typename decltype(op)::T;
        prepared = [op, kernel, scalar](ArrayRef<const Tensor *> t) {
          if (t[0]->getType() != scalar || t[1]->getType() != scalar)
            return kernel(*t[0], *t[1], scalar);
          Tensor result(scalar);
          if (result)
            result.mutableData<T>()[0] =
                op(t[0]->data<T>()[0], t[1]->data<T>()[0]);
          return result;
        };
      });
  return prepared;
}

/// The SmallKernel::Scalar type of storage type T with codec `Codec` (of
/// TypedBinaryOp: none for integers), if the small loop's driver computes
/// on it inline: 32- and 64-bit integers, f32, f64.
template <typename T, typename Codec>
std::optional<SmallKernel::Scalar::Type> getScalarType() {
  using Type = SmallKernel::Scalar::Type;
  if constexpr (std::is_same_v<T, float>)
    return Type::F32;
  else if constexpr (std::is_same_v<T, double>)
    return Type::F64;
  else if constexpr (!std::is_same_v<Codec, binop::NoCodec>)
    return std::nullopt;
  else if constexpr (std::is_same_v<T, int32_t>)
    return Type::I32;
  else if constexpr (std::is_same_v<T, uint32_t>)
    return Type::U32;
  else if constexpr (std::is_same_v<T, int64_t>)
    return Type::I64;
  else if constexpr (std::is_same_v<T, uint64_t>)
    return Type::U64;
  else
    return std::nullopt;
}

/// SmallKernel::Lanes of binary op `kind` on elements of `elementType`:
/// add, subtract and multiply on f32, f64 and integers of a native width (8
/// to 64 bits: wrapping, as BinaryOps.h's `wrapAdd`, `wrapSub`, `wrapMul`);
/// and, or, xor on
/// any integer or boolean type (sub-byte integers stay sign- or
/// zero-extended).
SmallKernel::Lanes getLanes(BinaryOpKind kind, Type elementType) {
  SmallKernel::Lanes lanes;
  lanes.op = kind;
  bool arithmetic = kind == BinaryOpKind::Add ||
                    kind == BinaryOpKind::Subtract ||
                    kind == BinaryOpKind::Multiply;
  bool bitwise = kind == BinaryOpKind::And || kind == BinaryOpKind::Or ||
                 kind == BinaryOpKind::Xor;
  if (elementType.isF32() || elementType.isF64()) {
    lanes.enabled = arithmetic;
    lanes.isFloat = true;
    lanes.laneBytes = elementType.isF32() ? 4 : 8;
  } else if (auto t = llvm::dyn_cast<IntegerType>(elementType)) {
    unsigned width = t.getWidth();
    bool native = width == 8 || width == 16 || width == 32 || width == 64;
    lanes.enabled = bitwise || (arithmetic && native);
    lanes.laneBytes = native ? width / 8 : 1;
  }
  return lanes;
}

/// The small kernel of binary op `kind` on operands and result of `type`:
/// the kernel's functor on a single element; on more, for native floats and
/// the other types without a NaN rule, the loop of the kernel's
/// `applySerial` (`raw`, vectorized, redone with the functor if a result is
/// a NaN) without its chunks, and for narrow floats `applySerial` itself
/// (bulk decoding and encoding). Floats read their operands again for a
/// NaN, so a float result written over an operand is computed into a copy
/// first; other types compute each element from its operands' elements
/// alone, in place.
SmallKernel prepareSmallBinary(BinaryOpKind kind, ShapedType type) {
  SmallKernel fn;
  int64_t n = type.getNumElements();
  binop::visitTypedBinaryOp(type.getElementType(), kind, [&](auto op) {
    using Op = decltype(op);
    using T = typename Op::T;
    if (n == 1) {
      fn = SmallKernel::make([op](const char *const *v, char *r) {
        storeElement<T>(r, 0, op(loadElement<T>(v[0]), loadElement<T>(v[1])));
      });
      if (auto t = getScalarType<T, typename Op::Codec>()) {
        fn.scalar.kind = SmallKernel::Scalar::Kind::Binary;
        fn.scalar.type = *t;
        fn.scalar.op = kind;
      }
      return;
    }
    fn = SmallKernel::make([op, n](const char *const *v, char *r) {
      // Places are 16-byte aligned (SmallKernel).
      auto *a = reinterpret_cast<const T *>(v[0]);
      auto *b = reinterpret_cast<const T *>(v[1]);
      alignas(16) char copy[kMaxSmallValueBytes];
      // Only a type with a NaN rule reads its operands again.
      bool inPlace = Op::kHasRaw && (r == v[0] || r == v[1]);
      T *out = reinterpret_cast<T *>(inPlace ? copy : r);
      if constexpr (!Op::kHasRaw || std::is_floating_point_v<T>) {
        unsigned nan = 0;
        for (int64_t i = 0; i < n; ++i) {
          T x = op.raw(a[i], b[i]);
          nan |= op.isNaN(x);
          out[i] = x;
        }
        if (LLVM_UNLIKELY(nan != 0))
          for (int64_t i = 0; i < n; ++i)
            out[i] = op(a[i], b[i]);
      } else {
        op.applySerial(a, b, out, n);
      }
      if (inPlace)
        copySmallBytes(r, copy, n * sizeof(T));
    });
  });
  // Element i is read before it is written.
  fn.inPlaceOperands = 0b11;
  fn.lanes = getLanes(kind, type.getElementType());
  return fn;
}

/// `kernel`, or with `kind`, `binaryOp` of it: the same kernel, which may
/// write its result over an operand (`runElementwiseOver`) and takes 0-d
/// operands for splats (HandlerTable::addScalarOperands).
template <typename OpT>
void addBinary(HandlerTable &table, BinaryKernel kernel,
               std::optional<BinaryOpKind> kind = std::nullopt) {
  addOverHandler<OpT>(table, [kernel, kind](ArrayRef<const Tensor *> t,
                                            ShapedType type, Tensor *donor) {
    return kind ? binaryOp(*kind, *t[0], *t[1], type, donor)
                : kernel(*t[0], *t[1], type);
  });
  table.addPrepared<OpT>([kernel, kind](OpT op) -> PreparedKernel {
    ShapedType type = getStaticResultType(op);
    if (kind)
      if (PreparedKernel scalar = prepareScalarBinary(*kind, kernel, type))
        return scalar;
    return [kernel, type](ArrayRef<const Tensor *> t) {
      return kernel(*t[0], *t[1], type);
    };
  });
  if (!kind)
    return;
  table.addScalarOperands<OpT>();
  table.addSmall<OpT>([kind](OpT op) -> SmallKernel {
    ShapedType type = getStaticResultType(op);
    if (op->getOperand(0).getType() != type ||
        op->getOperand(1).getType() != type)
      return {};
    return prepareSmallBinary(*kind, type);
  });
}

} // namespace

void mlir::sfold::registerElementwiseHandlers(HandlerTable &table) {
  // Unary.
  addUnary<AbsOp>(table, absOp, UnaryOpKind::Abs);
  addUnary<CbrtOp>(table, cbrtOp);
  addUnary<CeilOp>(table, ceilOp, UnaryOpKind::Ceil);
  addUnary<ClzOp>(table, countLeadingZerosOp);
  addUnary<ConvertOp>(table, convertOp);
  addUnary<CosineOp>(table, cosineOp);
  addUnary<ExpOp>(table, exponentialOp);
  addUnary<Expm1Op>(table, exponentialMinusOneOp);
  addUnary<FloorOp>(table, floorOp, UnaryOpKind::Floor);
  addUnary<ImagOp>(table, imagOp);
  addUnary<IsFiniteOp>(table, isFiniteOp);
  addUnary<LogOp>(table, logOp);
  addUnary<Log1pOp>(table, logPlusOneOp);
  addUnary<LogisticOp>(table, logisticOp);
  addUnary<NegateOp>(table, negateOp, UnaryOpKind::Negate);
  addUnary<NotOp>(table, notOp, UnaryOpKind::Not);
  addUnary<PopcntOp>(table, popcntOp);
  addUnary<RealOp>(table, realOp);
  addUnary<RoundNearestAfzOp>(table, roundNearestAfzOp,
                              UnaryOpKind::RoundNearestAfz);
  addUnary<RoundNearestEvenOp>(table, roundNearestEvenOp,
                               UnaryOpKind::RoundNearestEven);
  addUnary<RsqrtOp>(table, rsqrtOp);
  addUnary<SignOp>(table, signOp, UnaryOpKind::Sign);
  addUnary<SineOp>(table, sineOp);
  addUnary<SqrtOp>(table, sqrtOp, UnaryOpKind::Sqrt);
  addUnary<TanOp>(table, tanOp);
  addUnary<TanhOp>(table, tanhOp);

  // Binary.
  addBinary<AddOp>(table, addOp, BinaryOpKind::Add);
  addBinary<AndOp>(table, andOp, BinaryOpKind::And);
  addBinary<Atan2Op>(table, atan2Op);
  addBinary<ComplexOp>(table, complexOp);
  addBinary<DivOp>(table, divideOp);
  addBinary<MaxOp>(table, maximumOp, BinaryOpKind::Maximum);
  addBinary<MinOp>(table, minimumOp, BinaryOpKind::Minimum);
  addBinary<MulOp>(table, multiplyOp, BinaryOpKind::Multiply);
  addBinary<OrOp>(table, orOp, BinaryOpKind::Or);
  addBinary<PowOp>(table, powerOp);
  addBinary<RemOp>(table, remainderOp);
  addBinary<ShiftLeftOp>(table, shiftLeftOp);
  addBinary<ShiftRightArithmeticOp>(table, shiftRightArithmeticOp);
  addBinary<ShiftRightLogicalOp>(table, shiftRightLogicalOp);
  addBinary<SubOp>(table, subtractOp, BinaryOpKind::Subtract);
  addBinary<XorOp>(table, xorOp, BinaryOpKind::Xor);

  // Ops with attributes or their own operand structure.
  table.add<CompareOp>([](CompareOp op, Args args,
                          Evaluator &) -> FailureOr<ValueList> {
    CompareDirection direction = toCompareDirection(op.getComparisonDirection());
    CompareType type = toCompareType(op.getCompareType());
    // Quantized operands compare as floats (dequantize_compare).
    bool quantized = isQuantized(op.getLhs().getType());
    // The verifier, like StableHLO's, takes any compare_type: SIGNED and
    // UNSIGNED reinterpret integers, FLOAT and TOTALORDER order floats; a
    // type that names no order of the elements is refused here.
    Type et = getElementTypeOrSelf(op.getLhs().getType());
    bool integer = llvm::isa<IntegerType>(et);
    bool meaningful =
        quantized || type == CompareType::Default ||
        (integer
             ? type == CompareType::Signed || type == CompareType::Unsigned
             : type == CompareType::Float ||
                   (type == CompareType::TotalOrder &&
                    llvm::isa<FloatType>(et)));
    if (!meaningful)
      return op.emitError() << "cannot evaluate compare_type "
                            << stringifyComparisonType(*op.getCompareType())
                            << " on element type " << et;
    return runElementwise(op, args, [&](ArrayRef<Tensor> t, ShapedType rt) {
      return compareOp(t[0], t[1], direction,
                       quantized ? CompareType::Float : type, rt);
    });
  });
  table.addPrepared<CompareOp>([](CompareOp op) -> PreparedKernel {
    CompareDirection direction = toCompareDirection(op.getComparisonDirection());
    CompareType type = toCompareType(op.getCompareType());
    return [direction, type, rt = getStaticResultType(op)](
               ArrayRef<const Tensor *> t) {
      return compareOp(*t[0], *t[1], direction, type, rt);
    };
  });
  table.addSmall<CompareOp>([](CompareOp op) -> SmallKernel {
    auto type = llvm::cast<ShapedType>(op.getLhs().getType());
    if (op.getRhs().getType() != type ||
        op.getType().getShape() != type.getShape())
      return {};
    int64_t n = type.getNumElements();
    CompareDirection direction =
        toCompareDirection(op.getComparisonDirection());
    SmallKernel fn;
    binop::visitComparePredicate(
        type.getElementType(), direction, toCompareType(op.getCompareType()),
        [&](auto tag, const auto &pred) {
          using T = typename decltype(tag)::StorageType;
          // Into a copy first: the loop vectorizes (r may be an operand).
          if (n == 1) {
            fn = SmallKernel::make([pred](const char *const *v, char *r) {
              *r = pred(loadElement<T>(v[0]), loadElement<T>(v[1]));
            });
            // Integers by their key's signedness, floats in IEEE order.
            using K = typename binop::PredicateKey<
                std::decay_t<decltype(pred)>>::type;
            using Type = SmallKernel::Scalar::Type;
            std::optional<Type> type;
            if constexpr (isIntegerTag<decltype(tag)> && sizeof(T) >= 4)
              type = std::is_signed_v<K>
                         ? (sizeof(T) == 4 ? Type::I32 : Type::I64)
                         : (sizeof(T) == 4 ? Type::U32 : Type::U64);
            else if constexpr (std::is_same_v<K, T>)
              type = getScalarType<T, binop::NoCodec>();
            if (type) {
              fn.scalar.kind = SmallKernel::Scalar::Kind::Compare;
              fn.scalar.type = *type;
              fn.scalar.direction = direction;
            }
            return;
          }
          fn = SmallKernel::make([pred, n](const char *const *v, char *r) {
            const char *a = v[0], *b = v[1];
            char out[kMaxSmallValueBytes];
            for (int64_t i = 0; i < n; ++i)
              out[i] = pred(loadElement<T>(a, i), loadElement<T>(b, i));
            copySmallBytes(r, out, n);
          });
        });
    fn.inPlaceOperands = 0b11;
    return fn;
  });
  table.add<SelectOp>([](SelectOp op, Args args,
                         Evaluator &) -> FailureOr<ValueList> {
    return runElementwise(op, args, [](ArrayRef<Tensor> t, ShapedType rt) {
      return selectOp(t[0], t[1], t[2], rt);
    });
  });
  table.addPrepared<SelectOp>([](SelectOp op) -> PreparedKernel {
    return [rt = getStaticResultType(op)](ArrayRef<const Tensor *> t) {
      return selectOp(*t[0], *t[1], *t[2], rt);
    };
  });
  table.addSmall<SelectOp>([](SelectOp op) -> SmallKernel {
    auto type = llvm::cast<ShapedType>(op.getType());
    auto predType = llvm::cast<ShapedType>(op.getPred().getType());
    if (op.getOnTrue().getType() != type || op.getOnFalse().getType() != type)
      return {};
    size_t bytes = *Tensor::computeSizeInBytes(type);
    SmallKernel fn;
    if (predType.getRank() == 0) {
      fn = SmallKernel::make([bytes](const char *const *v, char *r) {
        copySmallBytes(r, (v[0][0] & 1) ? v[1] : v[2], bytes);
      });
    } else {
      if (predType.getShape() != type.getShape())
        return {};
      int64_t n = type.getNumElements();
      size_t width = n ? bytes / n : 0;
      fn = SmallKernel::make([n, width](const char *const *v, char *r) {
        for (int64_t i = 0; i < n; ++i)
          copySmallBytes(r + i * width, ((v[0][i] & 1) ? v[1] : v[2]) + i * width,
                       width);
      });
    }
    fn.inPlaceOperands = 0b110;
    return fn;
  });
  table.add<ClampOp>([](ClampOp op, Args args,
                        Evaluator &) -> FailureOr<ValueList> {
    return runElementwise(op, args, [](ArrayRef<Tensor> t, ShapedType rt) {
      return clampOp(t[0], t[1], t[2], rt);
    });
  });
  table.addPrepared<ClampOp>([](ClampOp op) -> PreparedKernel {
    return [rt = getStaticResultType(op)](ArrayRef<const Tensor *> t) {
      return clampOp(*t[0], *t[1], *t[2], rt);
    };
  });
  table.add<ReducePrecisionOp>([](ReducePrecisionOp op, Args args,
                                  Evaluator &) -> FailureOr<ValueList> {
    int32_t e = static_cast<int32_t>(op.getExponentBits());
    int32_t m = static_cast<int32_t>(op.getMantissaBits());
    return runElementwise(op, args, [&](ArrayRef<Tensor> t, ShapedType rt) {
      return reducePrecisionOp(t[0], e, m, rt);
    });
  });

  // Raw bits and quantization: no dequantize -> op -> quantize wrapping.
  auto plain = [](UnaryKernel kernel) {
    return [kernel](Operation *op, Args args) -> FailureOr<ValueList> {
      SmallVector<Tensor> operands = getTensors(args);
      auto type = llvm::dyn_cast<ShapedType>(op->getResult(0).getType());
      Tensor result = type ? kernel(operands[0], type) : Tensor();
      if (!result)
        return kernelFailed(op, operands);
      return single(std::move(result));
    };
  };
  table.add<BitcastConvertOp>(
      [run = plain(bitcastConvertOp)](BitcastConvertOp op, Args args,
                                      Evaluator &) { return run(op, args); });
  table.add<UniformQuantizeOp>(
      [run = plain(uniformQuantizeOp)](UniformQuantizeOp op, Args args,
                                       Evaluator &) { return run(op, args); });
  table.add<UniformDequantizeOp>(
      [run = plain(uniformDequantizeOp)](UniformDequantizeOp op, Args args,
                                         Evaluator &) {
        return run(op, args);
      });
}

bool mlir::sfold::isIntegerDivision(Operation *op) {
  return llvm::isa<DivOp, RemOp, chlo::BroadcastDivOp, chlo::BroadcastRemOp>(
             op) &&
         op->getNumResults() == 1 &&
         llvm::isa<IntegerType>(getElementTypeOrSelf(op->getResult(0)));
}

bool mlir::sfold::dividesUndefined(const Tensor &lhs, const Tensor &rhs) {
  auto intType = llvm::dyn_cast<IntegerType>(lhs.getElementType());
  if (!intType || !lhs || !rhs)
    return false;
  bool isSigned = !intType.isUnsigned() && intType.getWidth() > 1;
  auto read = [](const Tensor &t, int64_t k) {
    Element e = t.getFlat(k);
    return e.isBool() ? APInt(1, e.getBool()) : e.getInteger();
  };
  auto isMinusOne = [&](const APInt &b) { return isSigned && b.isAllOnes(); };
  auto isMin = [&](int64_t k) {
    return isSigned && read(lhs, k).isMinSignedValue();
  };
  if (lhs.getShape() == rhs.getShape()) {
    for (int64_t k = 0, n = rhs.getNumElements(); k < n; ++k) {
      APInt b = read(rhs, k);
      if (b.isZero() || (isMinusOne(b) && isMin(k)))
        return true;
    }
    return false;
  }
  bool anyMinusOne = false;
  for (int64_t k = 0, n = rhs.getNumElements(); k < n; ++k) {
    APInt b = read(rhs, k);
    if (b.isZero())
      return true;
    anyMinusOne |= isMinusOne(b);
  }
  for (int64_t k = 0, n = anyMinusOne ? lhs.getNumElements() : 0; k < n; ++k)
    if (isMin(k))
      return true;
  return false;
}
