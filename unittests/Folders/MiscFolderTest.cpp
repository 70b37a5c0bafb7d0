//===- MiscFolderTest.cpp - iota, tuples, and the ops that never fold -----===//
//
// iota folds; get_tuple_element of a tuple folds to the element; and every
// op whose result is not a pure function of its operands (custom_call, rng,
// rng_bit_generator, infeed, the collectives, replica_id, ...) or that
// exists to stop optimizations (optimization_barrier) never folds, even with
// constant operands.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using MiscFolderTest = FolderTest;

TEST_F(MiscFolderTest, IotaFolds) {
  parseOp({}, "stablehlo.iota dim = 0 : tensor<3x2xi64>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[0, 0], [1, 1], [2, 2]]> : tensor<3x2xi64>"));
  parseOp({}, "stablehlo.iota dim = 0 : tensor<4xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>"));
}

TEST_F(MiscFolderTest, IotaAlongASizeOneDimensionIsASplat) {
  parseOp({}, "stablehlo.iota dim = 0 : tensor<1x5xi32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.isSplat());
  EXPECT_EQ(attr, literal("dense<0> : tensor<1x5xi32>"));
}

TEST_F(MiscFolderTest, IotaAboveSixteenElementsDoesNotFoldAlone) {
  parseOp({}, "stablehlo.iota dim = 0 : tensor<16xi32>");
  EXPECT_TRUE(foldToAttr(lastOp()));
  parseOp({}, "stablehlo.iota dim = 0 : tensor<17xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  // Along a dimension of size 1 it is a splat, whatever its size.
  parseOp({}, "stablehlo.iota dim = 0 : tensor<1x1000xi32>");
  EXPECT_TRUE(foldToAttr(lastOp()));
}

TEST_F(MiscFolderTest, IntegerDivisionByZeroDoesNotFold) {
  parseOp({"dense<[1, 2]> : tensor<2xi32>", "dense<[1, 0]> : tensor<2xi32>"},
          "stablehlo.divide %a0, %a1 : tensor<2xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  parseOp({"dense<[1, 2]> : tensor<2xi32>", "dense<[1, 0]> : tensor<2xi32>"},
          "stablehlo.remainder %a0, %a1 : tensor<2xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  parseOp({"dense<-128> : tensor<2xi8>", "dense<-1> : tensor<2xi8>"},
          "stablehlo.divide %a0, %a1 : tensor<2xi8>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  // Unsigned 128 / 255 is an ordinary division.
  parseOp({"dense<128> : tensor<2xui8>", "dense<255> : tensor<2xui8>"},
          "stablehlo.divide %a0, %a1 : tensor<2xui8>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<0> : tensor<2xui8>"));
}

TEST_F(MiscFolderTest, GetTupleElementOfTupleFoldsToTheElement) {
  parse(R"mlir(
    func.func @f(%x: tensor<2xf32>, %y: tensor<i8>) -> tensor<i8> {
      %t = stablehlo.tuple %x, %y : tuple<tensor<2xf32>, tensor<i8>>
      %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<i8>>) -> tensor<i8>
      func.return %e : tensor<i8>
    })mlir");
  GetTupleElementOp op = first<GetTupleElementOp>();
  std::optional<SmallVector<OpFoldResult>> r = fold(op);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(llvm::dyn_cast_if_present<Value>(r->front()),
            op->getParentOfType<func::FuncOp>().getArgument(1));
  // A tuple of constants is not a tensor: it does not fold.
  EXPECT_FALSE(fold(first<TupleOp>()).has_value());
}

/// Ops that must not fold although every operand is a constant.
struct NeverCase {
  const char *name;
  std::vector<std::string> operands;
  const char *op;
};

const NeverCase kNeverFolded[] = {
    {"custom_call",
     {"dense<[1.0, 2.0]> : tensor<2xf32>"},
     "stablehlo.custom_call @foo(%a0) : (tensor<2xf32>) -> tensor<2xf32>"},
    {"custom_call_check_eq",
     {"dense<1> : tensor<2xi32>", "dense<1> : tensor<2xi32>"},
     "stablehlo.custom_call @check.eq(%a0, %a1) : (tensor<2xi32>, "
     "tensor<2xi32>) -> tensor<i1>"},
    {"rng",
     {"dense<0.0> : tensor<f32>", "dense<1.0> : tensor<f32>",
      "dense<[2, 2]> : tensor<2xi64>"},
     "stablehlo.rng %a0, %a1, %a2, distribution = UNIFORM : (tensor<f32>, "
     "tensor<f32>, tensor<2xi64>) -> tensor<2x2xf32>"},
    {"rng_bit_generator",
     {"dense<[1, 2, 3]> : tensor<3xui64>"},
     "%r:2 = stablehlo.rng_bit_generator %a0, algorithm = PHILOX : "
     "(tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)"},
    {"optimization_barrier",
     {"dense<[1, 2]> : tensor<2xi32>"},
     "stablehlo.optimization_barrier %a0 : tensor<2xi32>"},
    {"replica_id", {}, "stablehlo.replica_id : tensor<ui32>"},
    {"partition_id", {}, "stablehlo.partition_id : tensor<ui32>"},
    {"after_all", {}, "stablehlo.after_all : !stablehlo.token"},
    {"infeed",
     {},
     "%t = stablehlo.after_all : !stablehlo.token\n  %r:2 = "
     "\"stablehlo.infeed\"(%t) : (!stablehlo.token) -> (tensor<3xi32>, "
     "!stablehlo.token)"},
    {"all_gather",
     {"dense<[[1.0], [2.0]]> : tensor<2x1xf32>"},
     "\"stablehlo.all_gather\"(%a0) {all_gather_dim = 1 : i64, "
     "replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x1xf32>) "
     "-> tensor<2x1xf32>"},
    {"all_to_all",
     {"dense<[[1.0, 2.0]]> : tensor<1x2xf32>"},
     "\"stablehlo.all_to_all\"(%a0) {split_dimension = 1 : i64, "
     "concat_dimension = 1 : i64, split_count = 1 : i64, replica_groups = "
     "dense<[[0]]> : tensor<1x1xi64>} : (tensor<1x2xf32>) -> "
     "tensor<1x2xf32>"},
    {"collective_permute",
     {"dense<[1, 2]> : tensor<2xi64>"},
     "\"stablehlo.collective_permute\"(%a0) {source_target_pairs = "
     "dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> "
     "tensor<2xi64>"},
    {"collective_broadcast",
     {"dense<[1, 2]> : tensor<2xi64>"},
     "\"stablehlo.collective_broadcast\"(%a0) {replica_groups = dense<[[0]]> "
     ": tensor<1x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>"},
    {"all_reduce",
     {"dense<[1, 2]> : tensor<2xi64>"},
     "\"stablehlo.all_reduce\"(%a0) ({\n  ^bb0(%x: tensor<i64>, %y: "
     "tensor<i64>):\n    %s = stablehlo.add %x, %y : tensor<i64>\n    "
     "stablehlo.return %s : tensor<i64>\n  }) {replica_groups = dense<[[0]]> "
     ": tensor<1x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>"},
};

/// gtest prints a case by its name.
void PrintTo(const NeverCase &c, std::ostream *os) { *os << c.name; }

class NeverFoldedTest : public FolderTest,
                        public ::testing::WithParamInterface<NeverCase> {};

TEST_P(NeverFoldedTest, DoesNotFold) {
  const NeverCase &c = GetParam();
  parseOp(c.operands, c.op);
  Operation *op = lastOp();
  ASSERT_TRUE(op);
  for (Value v : op->getOperands()) {
    if (llvm::isa<TensorType>(v.getType())) {
      EXPECT_TRUE(matchPattern(v, m_Constant()))
          << "the test means every tensor operand to be a constant";
    }
  }
  EXPECT_FALSE(fold(op).has_value());
  // The lower-level entry point declines too.
  SmallVector<OpFoldResult> results;
  EXPECT_TRUE(failed(foldByEvaluation(op, constantOperands(op), results)));
  EXPECT_TRUE(results.empty());
}

INSTANTIATE_TEST_SUITE_P(Ops, NeverFoldedTest,
                         ::testing::ValuesIn(kNeverFolded),
                         [](const ::testing::TestParamInfo<NeverCase> &info) {
                           return std::string(info.param.name);
                         });

} // namespace
