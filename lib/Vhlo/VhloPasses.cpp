//===- VhloPasses.cpp - the VHLO conversions as passes --------------------===//
//
// StableHLO's pass names over our conversions, for pipelines and lit tests:
//   --stablehlo-legalize-to-vhlo=target=X.Y.Z   stablehlo -> vhlo of X.Y.Z
//   --vhlo-legalize-to-stablehlo                vhlo (any release) -> stablehlo
//   --vhlo-to-version=target=X.Y.Z              vhlo -> vhlo of X.Y.Z
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::sfold::vhlo;

namespace {

/// The target option shared by the passes that write vhlo.
template <typename Derived>
struct TargetPass : PassWrapper<Derived, OperationPass<ModuleOp>> {
  TargetPass() = default;
  TargetPass(const TargetPass &other)
      : PassWrapper<Derived, OperationPass<ModuleOp>>(other) {}
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<VhloDialect>();
  }
  /// The parsed target, or failure after an error at the module.
  FailureOr<Version> getTarget() {
    std::optional<Version> version = Version::parse(target);
    if (!version || Version::current() < *version ||
        *version < Version::minimum()) {
      this->getOperation().emitError()
          << "target '" << target << "' is not a release from "
          << Version::minimum().str() << " to " << Version::current().str();
      return failure();
    }
    return *version;
  }
  typename PassWrapper<Derived, OperationPass<ModuleOp>>::template Option<
      std::string>
      target{*this, "target",
             llvm::cl::desc("The StableHLO release to write (X.Y.Z or "
                            "current)"),
             llvm::cl::init("current")};
};

struct LegalizeToVhloPass : TargetPass<LegalizeToVhloPass> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LegalizeToVhloPass)
  StringRef getArgument() const override {
    return "stablehlo-legalize-to-vhlo";
  }
  StringRef getDescription() const override {
    return "Convert stablehlo to vhlo ops of a target release";
  }
  void runOnOperation() override {
    FailureOr<Version> version = getTarget();
    if (failed(version) ||
        failed(convertStablehloToVhlo(getOperation(), *version)))
      signalPassFailure();
  }
};

struct VhloToVersionPass : TargetPass<VhloToVersionPass> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VhloToVersionPass)
  StringRef getArgument() const override { return "vhlo-to-version"; }
  StringRef getDescription() const override {
    return "Convert vhlo ops of any release to those of a target release";
  }
  void runOnOperation() override {
    FailureOr<Version> version = getTarget();
    if (failed(version) || failed(convertVhloToStablehlo(getOperation())) ||
        failed(convertStablehloToVhlo(getOperation(), *version)))
      signalPassFailure();
  }
};

struct LegalizeToStablehloPass
    : PassWrapper<LegalizeToStablehloPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LegalizeToStablehloPass)
  StringRef getArgument() const override {
    return "vhlo-legalize-to-stablehlo";
  }
  StringRef getDescription() const override {
    return "Convert vhlo ops of any release to stablehlo";
  }
  void runOnOperation() override {
    if (failed(convertVhloToStablehlo(getOperation())))
      signalPassFailure();
  }
};

} // namespace

void mlir::sfold::vhlo::registerVhloPasses() {
  PassRegistration<LegalizeToVhloPass>();
  PassRegistration<VhloToVersionPass>();
  PassRegistration<LegalizeToStablehloPass>();
}
