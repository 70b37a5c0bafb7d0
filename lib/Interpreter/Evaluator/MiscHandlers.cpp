//===- MiscHandlers.cpp - tuples, composite, rng, probe -------------------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel
// (MiscKernels.h, Npy.h).
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include "ProcessGrid.h"

#include "stablehlo_fold/Dialect/TestDialects.h"
#include "stablehlo_fold/Interpreter/MiscKernels.h"
#include "stablehlo_fold/Interpreter/Npy.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;

std::string mlir::sfold::getProbeFilePath(StringRef dir, StringRef probeId,
                                          unsigned iteration) {
  std::string name;
  for (char c : probeId)
    name += llvm::isAlnum(c) || c == '_' || c == '-' || c == '.' ? c : '_';
  name += "_" + std::to_string(iteration) + ".npy";
  SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// A CSV field: quoted when it holds a comma, quote or line break.
static std::string csvField(StringRef text) {
  if (text.find_first_of(",\"\n\r") == StringRef::npos)
    return text.str();
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"')
      quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

/// `interpreter.probe`: writes the operand to the probe directory.
static FailureOr<ValueList> evalProbe(interpreter::ProbeOp op,
                                      ArrayRef<InterpreterValue> args,
                                      Evaluator &ev) {
  StringRef dir = ev.getOptions().probeOutputDir;
  if (dir.empty()) {
    op.emitError("interpreter.probe needs a directory: pass "
                 "--probe-output-dir=DIR");
    return failure();
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    op.emitError("cannot create the probe directory '")
        << dir << "': " << ec.message();
    return failure();
  }
  StringRef probeId = op.getProbeId();
  std::string path =
      getProbeFilePath(dir, probeId, ev.nextProbeIteration(probeId));
  std::string error;
  if (failed(writeNpy(args[0].getTensor(), path, error))) {
    op.emitError("cannot write the probe: ") << error;
    return failure();
  }
  SmallString<256> indexPath(dir);
  llvm::sys::path::append(indexPath, "index.csv");
  std::error_code ec;
  llvm::raw_fd_ostream index(indexPath, ec, llvm::sys::fs::OF_Append);
  if (ec) {
    op.emitError("cannot open '") << indexPath << "': " << ec.message();
    return failure();
  }
  std::string type;
  llvm::raw_string_ostream typeOs(type);
  typeOs << op.getOperand().getType();
  index << csvField(probeId) << ',' << csvField(type) << ',' << csvField(path)
        << '\n';
  index.close();
  if (index.has_error()) {
    op.emitError("cannot write '") << indexPath << "'";
    index.clear_error();
    return failure();
  }
  return ValueList(args.begin(), args.end());
}

static RngBitAlgorithm getAlgorithm(RngAlgorithm algorithm) {
  switch (algorithm) {
  case RngAlgorithm::THREE_FRY:
    return RngBitAlgorithm::ThreeFry;
  case RngAlgorithm::PHILOX:
    return RngBitAlgorithm::Philox;
  case RngAlgorithm::DEFAULT:
    break;
  }
  return RngBitAlgorithm::Default;
}

void mlir::sfold::registerMiscHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<TupleOp>(
      [](TupleOp, Args args, Evaluator &) -> FailureOr<ValueList> {
        ValueList result;
        result.push_back(InterpreterValue(Tuple(args.begin(), args.end())));
        return result;
      });

  table.add<GetTupleElementOp>(
      [](GetTupleElementOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        if (!args[0].isTuple() || op.getIndex() >= args[0].getTuple().size()) {
          op.emitError("index ") << op.getIndex() << " is out of the tuple";
          return failure();
        }
        ValueList result;
        result.push_back(args[0].getTuple()[op.getIndex()]);
        return result;
      });

  table.add<CompositeOp>(
      [](CompositeOp op, Args args, Evaluator &ev) -> FailureOr<ValueList> {
        func::FuncOp decomposition = ev.lookupFunction(op.getDecomposition());
        if (!decomposition) {
          op.emitError("no function named @") << op.getDecomposition();
          return failure();
        }
        FunctionType type = decomposition.getFunctionType();
        if (type.getNumInputs() != args.size() ||
            type.getNumResults() != op->getNumResults() ||
            !llvm::all_of(llvm::zip(args, type.getInputs()), [](auto pair) {
              return matchesType(std::get<0>(pair), std::get<1>(pair));
            })) {
          op.emitError("the operands do not match the arguments of @")
              << op.getDecomposition();
          return failure();
        }
        return ev.call(decomposition, args);
      });

  table.add<RngBitGeneratorOp>(
      [](RngBitGeneratorOp op, Args args, Evaluator &) -> FailureOr<ValueList> {
        auto outputType =
            llvm::dyn_cast<RankedTensorType>(op.getOutput().getType());
        if (!outputType || !outputType.hasStaticShape()) {
          op.emitError("the output must have a static shape");
          return failure();
        }
        std::string error;
        FailureOr<RngBits> bits =
            rngBitGenerator(getAlgorithm(op.getRngAlgorithm()),
                            args[0].getTensor(), outputType, error);
        if (failed(bits)) {
          op.emitError("cannot generate random bits: ") << error;
          return failure();
        }
        ValueList result;
        result.push_back(InterpreterValue(std::move(bits->outputState)));
        result.push_back(InterpreterValue(std::move(bits->output)));
        return result;
      });

  table.add<RngOp>([](RngOp op, Args args,
                      Evaluator &ev) -> FailureOr<ValueList> {
    auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
    if (!type || !type.hasStaticShape()) {
      op.emitError("the result must have a static shape");
      return failure();
    }
    const Tensor &shape = args[2].getTensor();
    if (shape.getNumElements() != type.getRank()) {
      op.emitError("the shape operand does not match the result type");
      return failure();
    }
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (shape.getFlat(d).getInteger().getSExtValue() != type.getDimSize(d)) {
        op.emitError("the shape operand does not match the result type");
        return failure();
      }
    // Different runs of the op, and different processes, differ.
    uint64_t seed =
        ev.nextRngSeed() * 0x9E3779B97F4A7C15ULL + getProcessIndex(ev);
    const Tensor &a = args[0].getTensor(), &b = args[1].getTensor();
    if (op.getRngDistribution() == RngDistribution::NORMAL)
      return single(op, rngNormal(a, b, type, seed));
    return single(op, rngUniform(a, b, type, seed));
  });

  table.add<interpreter::ProbeOp>(evalProbe);
}
