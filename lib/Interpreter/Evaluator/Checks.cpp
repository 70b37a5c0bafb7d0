//===- Checks.cpp - the check ops and the @check.* custom calls -----------===//
//
// Semantics the StableHLO test suites were validated against:
// - expect_eq, expect_eq_const: the same bits, for every element type (a
//   NaN equals a NaN of the same bits only; -0.0 differs from +0.0); when
//   the differing values print alike, the report shows their bits.
// - expect_almost_eq: |actual - expected| <= tolerance; NaN matches NaN;
//   infinities must match exactly.
// - expect_close: distance in ULPs within [min, max]; NaN to NaN is 0, a
//   finite value to a non-finite one is maximal; complex: the worse part.
// - expect_serialized_eq: as custom_call @check.expect_eq, against the .npy
//   file `interpreter.probe` wrote (a missing or mismatched file fails the
//   check).
// - custom_call @check.expect_eq (exact, NaN matches NaN),
//   @check.expect_close (<= 3 ULP), @check.expect_almost_eq (<= 1e-3),
//   @check.eq (returns tensor<i1>: integers exact, others within 1e-4).
// A failed check reports where it is and what differed, and the run goes on
// so that every failing check is reported.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/TestDialects.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Npy.h"
#include "stablehlo_fold/Interpreter/Print.h"
#include "Handlers.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::sfold;

namespace {

enum class Mode {
  Bitwise,     ///< the same bits
  Equal,       ///< integers exact, floats IEEE ==
  EqualOrNaN,  ///< as Equal, and NaN matches NaN
  Almost,      ///< |a - b| <= tolerance, NaN matches NaN, inf exact
  Ulp,         ///< ULP distance within [minUlp, maxUlp]
};

struct CheckSpec {
  Mode mode = Mode::Equal;
  double tolerance = 0;
  int64_t minUlp = 0, maxUlp = 0;
};

/// A real number as the checks see it: its value and, for ULP distances, its
/// position in the format's order.
struct Real {
  double value;
  int64_t ordinal; // monotonic in value for non-NaN values
};

/// Position of a float bit pattern in the order of its format: sign-magnitude
/// becomes two's-complement-like, so adjacent floats differ by 1.
int64_t orderOf(uint64_t bits, const llvm::fltSemantics &sem) {
  unsigned width = llvm::APFloat::semanticsSizeInBits(sem);
  if (!llvm::APFloat::semanticsHasSignedRepr(sem))
    return static_cast<int64_t>(bits);
  uint64_t signBit = uint64_t(1) << (width - 1);
  int64_t magnitude = static_cast<int64_t>(bits & (signBit - 1));
  return (bits & signBit) ? -magnitude : magnitude;
}

/// The distance of a finite value to a non-finite one (finite values are
/// at most 2^64 - 2^53 - 2 ULPs apart, in f64).
const uint64_t kMaxDistance = std::numeric_limits<uint64_t>::max();

uint64_t ulpDistance(const Real &a, const Real &b) {
  bool nanA = std::isnan(a.value), nanB = std::isnan(b.value);
  if (nanA || nanB)
    return nanA && nanB ? 0 : kMaxDistance;
  bool finA = std::isfinite(a.value), finB = std::isfinite(b.value);
  if (!finA || !finB)
    return a.value == b.value ? 0 : kMaxDistance;
  // Unsigned: f64 values of opposite signs can be more than INT64_MAX apart.
  uint64_t ua = static_cast<uint64_t>(a.ordinal);
  uint64_t ub = static_cast<uint64_t>(b.ordinal);
  return a.ordinal >= b.ordinal ? ua - ub : ub - ua;
}

/// Compares two reals under `spec`; `distance` receives the measure used
/// (ULPs or absolute difference) for the report.
bool compareReals(const Real &a, const Real &b, const CheckSpec &spec,
                  double &distance) {
  switch (spec.mode) {
  case Mode::Bitwise: // compared on the storage bytes (compareTensors)
  case Mode::Equal:
    distance = std::fabs(a.value - b.value);
    return a.value == b.value;
  case Mode::EqualOrNaN:
    distance = std::fabs(a.value - b.value);
    return a.value == b.value || (std::isnan(a.value) && std::isnan(b.value));
  case Mode::Almost: {
    if (std::isnan(a.value) || std::isnan(b.value)) {
      distance = std::isnan(a.value) && std::isnan(b.value)
                     ? 0
                     : std::numeric_limits<double>::infinity();
      return std::isnan(a.value) && std::isnan(b.value);
    }
    if (std::isinf(a.value) || std::isinf(b.value)) {
      distance = a.value == b.value ? 0 : std::numeric_limits<double>::infinity();
      return a.value == b.value;
    }
    distance = std::fabs(a.value - b.value);
    return distance <= spec.tolerance;
  }
  case Mode::Ulp: {
    uint64_t d = ulpDistance(a, b);
    distance = static_cast<double>(d);
    return (spec.minUlp <= 0 || d >= static_cast<uint64_t>(spec.minUlp)) &&
           spec.maxUlp >= 0 && d <= static_cast<uint64_t>(spec.maxUlp);
  }
  }
  return false;
}

/// Decodes element `i` of a float tensor of storage tag `Tag`.
template <typename Tag>
Real readReal(ArrayRef<typename Tag::StorageType> data, int64_t i,
              const llvm::fltSemantics &sem) {
  using S = typename Tag::StorageType;
  S v = data[i];
  if constexpr (std::is_same_v<S, float>) {
    uint32_t bits;
    std::memcpy(&bits, &v, 4);
    return {v, orderOf(bits, sem)};
  } else if constexpr (std::is_same_v<S, double>) {
    uint64_t bits;
    std::memcpy(&bits, &v, 8);
    return {v, orderOf(bits, sem)};
  } else {
    uint64_t bits = static_cast<uint64_t>(v);
    return {floatBitsToDouble(sem, bits), orderOf(bits, sem)};
  }
}

Real complexPart(double part, const llvm::fltSemantics &sem) {
  if (&sem == &llvm::APFloat::IEEEsingle()) {
    float f = static_cast<float>(part);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return {part, orderOf(bits, sem)};
  }
  uint64_t bits;
  std::memcpy(&bits, &part, 8);
  return {part, orderOf(bits, sem)};
}

/// Element `i` of `t` as results print (Print.h): every bit pattern
/// prints differently (NaNs other than the default show their bits).
std::string elementText(const Tensor &t, int64_t i) {
  std::string s;
  llvm::raw_string_ostream os(s);
  printTensorElement(os, t, i);
  return s;
}

std::string formatIndex(ArrayRef<int64_t> shape, int64_t linear) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    int64_t n = shape[d] == 0 ? 1 : shape[d];
    index[d] = linear % n;
    linear /= n;
  }
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '[';
  llvm::interleaveComma(index, os);
  os << ']';
  return s;
}

struct Report {
  int64_t mismatches = 0;
  int64_t firstIndex = -1;
  double worst = 0;
};

/// Compares `actual` and `expected` element by element; fails (without a
/// report) if their types cannot be compared.
FailureOr<Report> compareTensors(const Tensor &actual, const Tensor &expected,
                                 const CheckSpec &spec) {
  if (actual.getShape() != expected.getShape() ||
      actual.getStorageKind() != expected.getStorageKind())
    return failure();
  Report report;
  auto note = [&](int64_t i, bool ok, double distance) {
    if (!std::isnan(distance) && distance > report.worst)
      report.worst = distance;
    if (ok)
      return;
    if (report.mismatches++ == 0)
      report.firstIndex = i;
  };
  Type elementType = actual.getElementType();
  const llvm::fltSemantics *sem = getFloatSemantics(elementType);
  int64_t n = actual.getNumElements();
  if (spec.mode == Mode::Bitwise) {
    size_t bytes = actual.getElementStorageBytes();
    const char *a = actual.rawData(), *b = expected.rawData();
    for (int64_t i = 0; i < n; ++i)
      note(i, std::memcmp(a + i * bytes, b + i * bytes, bytes) == 0, 0);
    return report;
  }
  LogicalResult dispatched =
      dispatchOnElementType(elementType, [&](auto tag) {
        using Tag = decltype(tag);
        using S = typename Tag::StorageType;
        ArrayRef<S> a = actual.data<S>(), b = expected.data<S>();
        if constexpr (Tag::kind == ElementKind::Complex) {
          for (int64_t i = 0; i < n; ++i) {
            double dr, di;
            bool okR = compareReals(complexPart(a[i].real(), *sem),
                                    complexPart(b[i].real(), *sem), spec, dr);
            bool okI = compareReals(complexPart(a[i].imag(), *sem),
                                    complexPart(b[i].imag(), *sem), spec, di);
            note(i, okR && okI, std::max(dr, di));
          }
        } else if constexpr (isFloatTag<Tag>) {
          for (int64_t i = 0; i < n; ++i) {
            double d;
            bool ok = compareReals(readReal<Tag>(a, i, *sem),
                                   readReal<Tag>(b, i, *sem), spec, d);
            note(i, ok, d);
          }
        } else {
          // Booleans and integers: exact under every mode.
          for (int64_t i = 0; i < n; ++i) {
            bool ok = a[i] == b[i];
            double d = 0;
            if (!ok) {
              if constexpr (Tag::kind == ElementKind::UnsignedInt ||
                            Tag::kind == ElementKind::Bool)
                d = static_cast<double>(a[i] > b[i] ? a[i] - b[i]
                                                    : b[i] - a[i]);
              else
                d = std::fabs(static_cast<double>(a[i]) -
                              static_cast<double>(b[i]));
            }
            note(i, ok, d);
          }
        }
      });
  if (failed(dispatched))
    return failure();
  return report;
}

StringRef describe(const CheckSpec &spec) {
  switch (spec.mode) {
  case Mode::Bitwise:
    return "bitwise equal";
  case Mode::Equal:
  case Mode::EqualOrNaN:
    return "equal";
  case Mode::Almost:
    return "almost equal";
  case Mode::Ulp:
    return "close";
  }
  return "";
}

/// With `--trace-checks`: one line naming the check and the bits of the
/// value it checks, in hex up to 64 bytes, as a 64-bit xxh3 hash beyond.
/// Locations are left out so that the lines of a program and of its folded
/// form can be compared.
void traceCheck(Operation *op, const Tensor &actual, Evaluator &ev) {
  if (!ev.getOptions().traceChecks)
    return;
  raw_ostream &os = ev.getOutput();
  os << "check-trace: ";
  if (auto call = llvm::dyn_cast<CustomCallOp>(op))
    os << "@" << call.getCallTargetName();
  else
    os << op->getName();
  os << " " << actual.getType() << " ";
  ArrayRef<char> bytes = actual.getRawBytes();
  if (bytes.size() <= 64) {
    os << "0x";
    for (char c : bytes)
      os << llvm::format_hex_no_prefix(static_cast<uint8_t>(c), 2);
  } else {
    os << "xxh3:"
       << llvm::format_hex_no_prefix(
              llvm::xxh3_64bits(ArrayRef<uint8_t>(
                  reinterpret_cast<const uint8_t *>(bytes.data()),
                  bytes.size())),
              16);
  }
  os << "\n";
}

/// Runs a check: on mismatch emits the report at `op` and counts a failed
/// check. Returns failure only if the check could not be evaluated.
LogicalResult runCheck(Operation *op, const Tensor &actual,
                       const Tensor &expected, const CheckSpec &spec,
                       Evaluator &ev) {
  traceCheck(op, actual, ev);
  FailureOr<Report> report = compareTensors(actual, expected, spec);
  if (failed(report)) {
    op->emitError("cannot compare ")
        << actual.getType() << " with " << expected.getType();
    return failure();
  }
  if (report->mismatches == 0)
    return success();
  ev.noteFailedCheck();
  int64_t i = report->firstIndex;
  InFlightDiagnostic diag = op->emitError();
  diag << "check failed: not " << describe(spec) << " in "
       << report->mismatches << " of " << actual.getNumElements()
       << " elements; first at " << formatIndex(actual.getShape(), i)
       << ": actual " << elementText(actual, i) << ", expected "
       << elementText(expected, i);
  if (spec.mode == Mode::Ulp) {
    if (report->worst >= static_cast<double>(kMaxDistance))
      diag << "; worst distance: a finite value against a non-finite one";
    else
      diag << "; worst distance " << static_cast<uint64_t>(report->worst)
           << " ULP";
    diag << " (allowed " << spec.minUlp << " to " << spec.maxUlp << ")";
  } else if (spec.mode == Mode::Almost) {
    diag << "; worst absolute difference " << report->worst
         << " (tolerance " << spec.tolerance << ")";
  }
  return success();
}

FailureOr<Tensor> literal(Operation *op, ElementsAttr value) {
  FailureOr<Tensor> t = makeTensor(value);
  if (failed(t))
    op->emitError("cannot evaluate the literal ") << value;
  return t;
}

} // namespace

void mlir::sfold::registerCheckHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;
  auto done = [](LogicalResult r) -> FailureOr<ValueList> {
    if (failed(r))
      return failure();
    return ValueList();
  };

  table.add<check::ExpectEqOp>([done](check::ExpectEqOp op, Args args,
                                      Evaluator &ev) {
    return done(runCheck(op, args[0].getTensor(), args[1].getTensor(),
                         CheckSpec{Mode::Bitwise}, ev));
  });
  table.add<check::ExpectEqConstOp>([done](check::ExpectEqConstOp op,
                                           Args args, Evaluator &ev)
                                        -> FailureOr<ValueList> {
    FailureOr<Tensor> expected = literal(op, op.getValue());
    if (failed(expected))
      return failure();
    return done(runCheck(op, args[0].getTensor(), *expected,
                         CheckSpec{Mode::Bitwise}, ev));
  });
  table.add<check::ExpectAlmostEqOp>([done](check::ExpectAlmostEqOp op,
                                            Args args, Evaluator &ev) {
    CheckSpec spec{Mode::Almost, op.getTolerance().convertToDouble()};
    return done(
        runCheck(op, args[0].getTensor(), args[1].getTensor(), spec, ev));
  });
  table.add<check::ExpectAlmostEqConstOp>(
      [done](check::ExpectAlmostEqConstOp op, Args args,
             Evaluator &ev) -> FailureOr<ValueList> {
        FailureOr<Tensor> expected = literal(op, op.getValue());
        if (failed(expected))
          return failure();
        CheckSpec spec{Mode::Almost, op.getTolerance().convertToDouble()};
        return done(runCheck(op, args[0].getTensor(), *expected, spec, ev));
      });
  table.add<check::ExpectCloseOp>([done](check::ExpectCloseOp op, Args args,
                                         Evaluator &ev) {
    CheckSpec spec{Mode::Ulp};
    spec.minUlp = op.getMinUlpDifference();
    spec.maxUlp = op.getMaxUlpDifference();
    return done(
        runCheck(op, args[0].getTensor(), args[1].getTensor(), spec, ev));
  });
  table.add<check::ExpectSerializedEqOp>(
      [done](check::ExpectSerializedEqOp op, Args args,
             Evaluator &ev) -> FailureOr<ValueList> {
        StringRef dir = ev.getOptions().probeOutputDir;
        if (dir.empty()) {
          op.emitError("check.expect_serialized_eq needs the probe "
                       "directory: pass --probe-output-dir=DIR");
          return failure();
        }
        const Tensor &actual = args[0].getTensor();
        std::string path =
            getProbeFilePath(dir, op.getProbeId(), op.getIteration());
        std::string error;
        FailureOr<Tensor> expected = readNpy(path, actual.getType(), error);
        if (failed(expected)) {
          ev.noteFailedCheck();
          op.emitError("check failed: ") << error;
          return ValueList();
        }
        return done(
            runCheck(op, actual, *expected, CheckSpec{Mode::EqualOrNaN}, ev));
      });
}

/// `stablehlo.custom_call @check.*`: nullopt if `op` is not a check call.
std::optional<FailureOr<ValueList>>
mlir::sfold::evalCheckCustomCall(CustomCallOp op, ArrayRef<InterpreterValue> args,
                                 Evaluator &ev) {
  StringRef target = op.getCallTargetName();
  if (!target.starts_with("check."))
    return std::nullopt;
  auto tensors = [&]() -> bool {
    if (args.size() != 2 || !args[0].isTensor() || !args[1].isTensor()) {
      op.emitError("@") << target << " expects two tensors";
      return false;
    }
    return true;
  };
  CheckSpec spec;
  if (target == "check.expect_eq") {
    spec.mode = Mode::EqualOrNaN;
  } else if (target == "check.expect_close") {
    spec.mode = Mode::Ulp;
    spec.maxUlp = 3;
  } else if (target == "check.expect_almost_eq") {
    spec.mode = Mode::Almost;
    spec.tolerance = 1e-3;
  } else if (target == "check.eq") {
    if (!tensors())
      return FailureOr<ValueList>(failure());
    const Tensor &a = args[0].getTensor();
    traceCheck(op, a, ev);
    CheckSpec eq{Mode::Almost, 1e-4};
    if (!llvm::isa<FloatType, ComplexType>(a.getElementType()))
      eq.mode = Mode::Equal;
    FailureOr<Report> report = compareTensors(a, args[1].getTensor(), eq);
    if (failed(report)) {
      op.emitError("cannot compare the operands of @check.eq");
      return FailureOr<ValueList>(failure());
    }
    auto resultType = llvm::dyn_cast<RankedTensorType>(op.getResult(0).getType());
    if (!resultType || resultType.getNumElements() != 1 ||
        !resultType.getElementType().isInteger(1)) {
      op.emitError("@check.eq must return tensor<i1>");
      return FailureOr<ValueList>(failure());
    }
    uint8_t ok = report->mismatches == 0;
    return FailureOr<ValueList>(
        single(Tensor::fromValues<uint8_t>(resultType, ArrayRef<uint8_t>(ok))));
  } else {
    return std::nullopt;
  }
  if (!tensors())
    return FailureOr<ValueList>(failure());
  if (failed(runCheck(op, args[0].getTensor(), args[1].getTensor(), spec, ev)))
    return FailureOr<ValueList>(failure());
  return FailureOr<ValueList>(ValueList());
}
