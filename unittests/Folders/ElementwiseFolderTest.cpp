//===- ElementwiseFolderTest.cpp - folds of the elementwise ops -----------===//
//
// A table of cases, one op each, with the exact expected bits (attribute
// equality compares raw bits: -0.0 differs from 0.0, NaN payloads count).
// Every case is also run
//  - with its operands replaced by function arguments: the fold declines;
//  - element by element with splat operands: the fold gives a splat equal
//    to that element of the full fold (the one-element path of foldSplats
//    against the full evaluation).
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

struct Case {
  const char *name;
  std::vector<std::string> operands;
  const char *op;
  /// The folded value; "nan" means every element is a NaN of any payload
  /// (the payload of a NaN made from non-NaN operands is the platform's).
  const char *expected;
};

/// gtest prints a case by its name.
void PrintTo(const Case &c, std::ostream *os) { *os << c.name; }

// Shorthands for literals.
std::string f32(const char *values, const char *shape = "4") {
  std::string dims = *shape ? std::string(shape) + "x" : std::string();
  return std::string("dense<") + values + "> : tensor<" + dims + "f32>";
}
std::string i32(const char *values, const char *shape = "3") {
  return std::string("dense<") + values + "> : tensor<" + shape + "xi32>";
}

// +inf, -inf and a quiet NaN in f32.
#define INF "0x7F800000"
#define NINF "0xFF800000"
#define QNAN "0x7FC00000"

const Case kCases[] = {
    // Arithmetic, with the IEEE corners.
    {"add_f32",
     {f32("[1.5, -0.0, -0.0, " INF "]"), f32("[2.25, -0.0, 0.0, 1.0]")},
     "stablehlo.add %a0, %a1 : tensor<4xf32>",
     "dense<[3.75, -0.0, 0.0, " INF "]> : tensor<4xf32>"},
    {"add_inf_minus_inf",
     {f32(INF, ""), f32(NINF, "")},
     "stablehlo.add %a0, %a1 : tensor<f32>",
     "nan"},
    {"add_i32_wraps",
     {i32("[2147483647, -1, 5]"), i32("[1, 1, -7]")},
     "stablehlo.add %a0, %a1 : tensor<3xi32>",
     "dense<[-2147483648, 0, -2]> : tensor<3xi32>"},
    {"subtract_f32",
     {f32("[1.0, 0.0, -0.0, " INF "]"), f32("[1.0, -0.0, 0.0, 1.0]")},
     "stablehlo.subtract %a0, %a1 : tensor<4xf32>",
     "dense<[0.0, 0.0, -0.0, " INF "]> : tensor<4xf32>"},
    {"multiply_f32",
     {f32("[-0.0, 2.0, -3.0, " NINF "]"), f32("[5.0, 0.5, 0.0, -2.0]")},
     "stablehlo.multiply %a0, %a1 : tensor<4xf32>",
     "dense<[-0.0, 1.0, -0.0, " INF "]> : tensor<4xf32>"},
    {"multiply_zero_inf",
     {f32("0.0", ""), f32(INF, "")},
     "stablehlo.multiply %a0, %a1 : tensor<f32>",
     "nan"},
    {"divide_by_zero",
     {f32("[1.0, -1.0, 1.0, 6.0]"), f32("[0.0, 0.0, -0.0, 3.0]")},
     "stablehlo.divide %a0, %a1 : tensor<4xf32>",
     "dense<[" INF ", " NINF ", " NINF ", 2.0]> : tensor<4xf32>"},
    {"divide_zero_by_zero",
     {f32("0.0", ""), f32("0.0", "")},
     "stablehlo.divide %a0, %a1 : tensor<f32>",
     "nan"},
    {"divide_i32_truncates",
     {i32("[7, -7, 7]"), i32("[2, 2, -2]")},
     "stablehlo.divide %a0, %a1 : tensor<3xi32>",
     "dense<[3, -3, -3]> : tensor<3xi32>"},
    {"remainder_f32",
     {f32("[5.5, -5.5, -0.0, 1.0]"), f32("[2.0, 2.0, 1.0, " INF "]")},
     "stablehlo.remainder %a0, %a1 : tensor<4xf32>",
     "dense<[1.5, -1.5, -0.0, 1.0]> : tensor<4xf32>"},
    {"remainder_i32_sign_of_dividend",
     {i32("[7, -7, 7]"), i32("[3, 3, -3]")},
     "stablehlo.remainder %a0, %a1 : tensor<3xi32>",
     "dense<[1, -1, 1]> : tensor<3xi32>"},
    {"maximum_nan_and_zeros",
     {f32("[" QNAN ", 1.0, -0.0, 0.0]"), f32("[1.0, " QNAN ", 0.0, -0.0]")},
     "stablehlo.maximum %a0, %a1 : tensor<4xf32>",
     "dense<[" QNAN ", " QNAN ", 0.0, 0.0]> : tensor<4xf32>"},
    {"minimum_nan_and_zeros",
     {f32("[" QNAN ", 1.0, -0.0, 0.0]"), f32("[1.0, " QNAN ", 0.0, -0.0]")},
     "stablehlo.minimum %a0, %a1 : tensor<4xf32>",
     "dense<[" QNAN ", " QNAN ", -0.0, -0.0]> : tensor<4xf32>"},
    {"maximum_i32",
     {i32("[1, -5, 3]"), i32("[2, -6, 3]")},
     "stablehlo.maximum %a0, %a1 : tensor<3xi32>",
     "dense<[2, -5, 3]> : tensor<3xi32>"},
    {"power_i32",
     {i32("[2, 3, -2]"), i32("[10, 0, 3]")},
     "stablehlo.power %a0, %a1 : tensor<3xi32>",
     "dense<[1024, 1, -8]> : tensor<3xi32>"},
    {"power_f32",
     {f32("[2.0, 0.0, " QNAN ", 4.0]"), f32("[3.0, 0.0, 0.0, 0.5]")},
     "stablehlo.power %a0, %a1 : tensor<4xf32>",
     "dense<[8.0, 1.0, 1.0, 2.0]> : tensor<4xf32>"},
    {"atan2_signed_zeros",
     {f32("[0.0, -0.0, 1.0, 0.0]"), f32("[-0.0, 1.0, 0.0, 1.0]")},
     "stablehlo.atan2 %a0, %a1 : tensor<4xf32>",
     "dense<[0x40490FDB, -0.0, 0x3FC90FDB, 0.0]> : tensor<4xf32>"},
    // Unary math.
    {"negate_f32",
     {f32("[0.0, -0.0, " INF ", 1.5]")},
     "stablehlo.negate %a0 : tensor<4xf32>",
     "dense<[-0.0, 0.0, " NINF ", -1.5]> : tensor<4xf32>"},
    {"negate_i32_min",
     {i32("[-2147483648, 0, 5]")},
     "stablehlo.negate %a0 : tensor<3xi32>",
     "dense<[-2147483648, 0, -5]> : tensor<3xi32>"},
    {"abs_f32",
     {f32("[-0.0, " NINF ", -2.5, 3.0]")},
     "stablehlo.abs %a0 : tensor<4xf32>",
     "dense<[0.0, " INF ", 2.5, 3.0]> : tensor<4xf32>"},
    {"abs_i32_min",
     {i32("[-2147483648, -3, 4]")},
     "stablehlo.abs %a0 : tensor<3xi32>",
     "dense<[-2147483648, 3, 4]> : tensor<3xi32>"},
    {"sqrt",
     {f32("[4.0, -0.0, " INF ", 0.0]")},
     "stablehlo.sqrt %a0 : tensor<4xf32>",
     "dense<[2.0, -0.0, " INF ", 0.0]> : tensor<4xf32>"},
    {"sqrt_negative",
     {f32("-1.0", "")},
     "stablehlo.sqrt %a0 : tensor<f32>",
     "nan"},
    {"rsqrt",
     {f32("[4.0, 0.0, -0.0, " INF "]")},
     "stablehlo.rsqrt %a0 : tensor<4xf32>",
     "dense<[0.5, " INF ", " NINF ", 0.0]> : tensor<4xf32>"},
    {"cbrt",
     {f32("[8.0, -27.0, -0.0, " NINF "]")},
     "stablehlo.cbrt %a0 : tensor<4xf32>",
     "dense<[2.0, -3.0, -0.0, " NINF "]> : tensor<4xf32>"},
    {"exponential",
     {f32("[0.0, -0.0, " NINF ", " INF "]")},
     "stablehlo.exponential %a0 : tensor<4xf32>",
     "dense<[1.0, 1.0, 0.0, " INF "]> : tensor<4xf32>"},
    {"exponential_minus_one",
     {f32("[0.0, -0.0, " NINF ", " INF "]")},
     "stablehlo.exponential_minus_one %a0 : tensor<4xf32>",
     "dense<[0.0, -0.0, -1.0, " INF "]> : tensor<4xf32>"},
    {"log",
     {f32("[1.0, 0.0, -0.0, " INF "]")},
     "stablehlo.log %a0 : tensor<4xf32>",
     "dense<[0.0, " NINF ", " NINF ", " INF "]> : tensor<4xf32>"},
    {"log_negative",
     {f32("-1.0", "")},
     "stablehlo.log %a0 : tensor<f32>",
     "nan"},
    {"log_plus_one",
     {f32("[0.0, -0.0, -1.0, " INF "]")},
     "stablehlo.log_plus_one %a0 : tensor<4xf32>",
     "dense<[0.0, -0.0, " NINF ", " INF "]> : tensor<4xf32>"},
    {"logistic",
     {f32("[0.0, -0.0, " NINF ", " INF "]")},
     "stablehlo.logistic %a0 : tensor<4xf32>",
     "dense<[0.5, 0.5, 0.0, 1.0]> : tensor<4xf32>"},
    {"tanh",
     {f32("[0.0, -0.0, " NINF ", " INF "]")},
     "stablehlo.tanh %a0 : tensor<4xf32>",
     "dense<[0.0, -0.0, -1.0, 1.0]> : tensor<4xf32>"},
    {"sine_cosine_zero",
     {f32("[0.0, -0.0]", "2")},
     "stablehlo.sine %a0 : tensor<2xf32>",
     "dense<[0.0, -0.0]> : tensor<2xf32>"},
    {"cosine",
     {f32("[0.0, -0.0]", "2")},
     "stablehlo.cosine %a0 : tensor<2xf32>",
     "dense<1.0> : tensor<2xf32>"},
    {"sine_inf", {f32(INF, "")}, "stablehlo.sine %a0 : tensor<f32>", "nan"},
    {"floor",
     {f32("[-0.5, 1.5, -0.0, " NINF "]")},
     "stablehlo.floor %a0 : tensor<4xf32>",
     "dense<[-1.0, 1.0, -0.0, " NINF "]> : tensor<4xf32>"},
    {"ceil",
     {f32("[-0.5, 1.5, -0.0, " INF "]")},
     "stablehlo.ceil %a0 : tensor<4xf32>",
     "dense<[-0.0, 2.0, -0.0, " INF "]> : tensor<4xf32>"},
    {"round_nearest_even",
     {f32("[0.5, 1.5, 2.5, -0.5]")},
     "stablehlo.round_nearest_even %a0 : tensor<4xf32>",
     "dense<[0.0, 2.0, 2.0, -0.0]> : tensor<4xf32>"},
    {"round_nearest_afz",
     {f32("[0.5, 1.5, 2.5, -0.5]")},
     "stablehlo.round_nearest_afz %a0 : tensor<4xf32>",
     "dense<[1.0, 2.0, 3.0, -1.0]> : tensor<4xf32>"},
    {"sign_f32",
     {f32("[-2.0, -0.0, 0.0, " INF "]")},
     "stablehlo.sign %a0 : tensor<4xf32>",
     "dense<[-1.0, -0.0, 0.0, 1.0]> : tensor<4xf32>"},
    {"sign_nan", {f32(QNAN, "")}, "stablehlo.sign %a0 : tensor<f32>", "nan"},
    {"sign_i32",
     {i32("[-7, 0, 9]")},
     "stablehlo.sign %a0 : tensor<3xi32>",
     "dense<[-1, 0, 1]> : tensor<3xi32>"},
    {"is_finite",
     {f32("[1.0, " INF ", " QNAN ", -0.0]")},
     "stablehlo.is_finite %a0 : (tensor<4xf32>) -> tensor<4xi1>",
     "dense<[true, false, false, true]> : tensor<4xi1>"},
    // Bits.
    {"and_i32",
     {i32("[12, -1, 0]"), i32("[10, 7, -1]")},
     "stablehlo.and %a0, %a1 : tensor<3xi32>",
     "dense<[8, 7, 0]> : tensor<3xi32>"},
    {"or_i1",
     {"dense<[true, false, false]> : tensor<3xi1>",
      "dense<[false, false, true]> : tensor<3xi1>"},
     "stablehlo.or %a0, %a1 : tensor<3xi1>",
     "dense<[true, false, true]> : tensor<3xi1>"},
    {"xor_i32",
     {i32("[12, -1, 0]"), i32("[10, 7, -1]")},
     "stablehlo.xor %a0, %a1 : tensor<3xi32>",
     "dense<[6, -8, -1]> : tensor<3xi32>"},
    {"not_i1",
     {"dense<[true, false]> : tensor<2xi1>"},
     "stablehlo.not %a0 : tensor<2xi1>",
     "dense<[false, true]> : tensor<2xi1>"},
    {"not_i32",
     {i32("[0, -1, 5]")},
     "stablehlo.not %a0 : tensor<3xi32>",
     "dense<[-1, 0, -6]> : tensor<3xi32>"},
    {"shift_left",
     {i32("[1, 1, -1]"), i32("[3, 32, 31]")},
     "stablehlo.shift_left %a0, %a1 : tensor<3xi32>",
     "dense<[8, 0, -2147483648]> : tensor<3xi32>"},
    {"shift_right_arithmetic",
     {i32("[-8, -8, 8]"), i32("[1, 40, 2]")},
     "stablehlo.shift_right_arithmetic %a0, %a1 : tensor<3xi32>",
     "dense<[-4, -1, 2]> : tensor<3xi32>"},
    {"shift_right_logical",
     {i32("[-8, 8, -1]"), i32("[28, 1, 32]")},
     "stablehlo.shift_right_logical %a0, %a1 : tensor<3xi32>",
     "dense<[15, 4, 0]> : tensor<3xi32>"},
    {"popcnt",
     {i32("[0, 1, -1]")},
     "stablehlo.popcnt %a0 : tensor<3xi32>",
     "dense<[0, 1, 32]> : tensor<3xi32>"},
    {"count_leading_zeros",
     {i32("[0, 1, -1]")},
     "stablehlo.count_leading_zeros %a0 : tensor<3xi32>",
     "dense<[32, 31, 0]> : tensor<3xi32>"},
    // Comparisons: NaN is unordered, -0.0 == 0.0.
    {"compare_eq_nan",
     {f32("[" QNAN ", 1.0, -0.0, 2.0]"), f32("[" QNAN ", " QNAN ", 0.0, 2.0]")},
     "stablehlo.compare EQ, %a0, %a1, FLOAT : (tensor<4xf32>, tensor<4xf32>) "
     "-> tensor<4xi1>",
     "dense<[false, false, true, true]> : tensor<4xi1>"},
    {"compare_ne_nan",
     {f32("[" QNAN ", 1.0, -0.0, 2.0]"), f32("[" QNAN ", " QNAN ", 0.0, 2.0]")},
     "stablehlo.compare NE, %a0, %a1, FLOAT : (tensor<4xf32>, tensor<4xf32>) "
     "-> tensor<4xi1>",
     "dense<[true, true, false, false]> : tensor<4xi1>"},
    {"compare_lt_nan",
     {f32("[" QNAN ", 1.0, -0.0, " NINF "]"), f32("[1.0, " QNAN ", 0.0, 2.0]")},
     "stablehlo.compare LT, %a0, %a1, FLOAT : (tensor<4xf32>, tensor<4xf32>) "
     "-> tensor<4xi1>",
     "dense<[false, false, false, true]> : tensor<4xi1>"},
    {"compare_totalorder",
     {f32("[-0.0, 0.0, " QNAN ", " INF "]"),
      f32("[0.0, -0.0, " INF ", " QNAN "]")},
     "stablehlo.compare LT, %a0, %a1, TOTALORDER : (tensor<4xf32>, "
     "tensor<4xf32>) -> tensor<4xi1>",
     "dense<[true, false, false, true]> : tensor<4xi1>"},
    {"compare_unsigned",
     {"dense<[4294967295, 1, 0]> : tensor<3xui32>",
      "dense<[1, 4294967295, 0]> : tensor<3xui32>"},
     "stablehlo.compare LT, %a0, %a1, UNSIGNED : (tensor<3xui32>, "
     "tensor<3xui32>) -> tensor<3xi1>",
     "dense<[false, true, false]> : tensor<3xi1>"},
    // Selection.
    {"clamp_scalar_bounds",
     {f32("0.0", ""), f32("[-1.0, 0.5, 2.0, -0.0]"), f32("1.0", "")},
     "stablehlo.clamp %a0, %a1, %a2 : (tensor<f32>, tensor<4xf32>, "
     "tensor<f32>) -> tensor<4xf32>",
     "dense<[0.0, 0.5, 1.0, 0.0]> : tensor<4xf32>"},
    {"select",
     {"dense<[true, false, true]> : tensor<3xi1>", i32("[1, 2, 3]"),
      i32("[4, 5, 6]")},
     "stablehlo.select %a0, %a1, %a2 : tensor<3xi1>, tensor<3xi32>",
     "dense<[1, 5, 3]> : tensor<3xi32>"},
    // Conversions and complex numbers.
    {"convert_f32_to_i32",
     {f32("[1.9, -1.9, -0.0, 3.0]")},
     "stablehlo.convert %a0 : (tensor<4xf32>) -> tensor<4xi32>",
     "dense<[1, -1, 0, 3]> : tensor<4xi32>"},
    {"convert_f32_to_f16",
     {f32("[1.0, -0.0, 65520.0, " QNAN "]")},
     "stablehlo.convert %a0 : (tensor<4xf32>) -> tensor<4xf16>",
     "dense<[1.0, -0.0, 0x7C00, 0x7E00]> : tensor<4xf16>"},
    {"convert_i32_to_i1",
     {i32("[0, 2, -1]")},
     "stablehlo.convert %a0 : (tensor<3xi32>) -> tensor<3xi1>",
     "dense<[false, true, true]> : tensor<3xi1>"},
    {"real",
     {"dense<[(1.0, 2.0), (-0.0, 3.0)]> : tensor<2xcomplex<f32>>"},
     "stablehlo.real %a0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
     "dense<[1.0, -0.0]> : tensor<2xf32>"},
    {"imag",
     {"dense<[(1.0, 2.0), (-0.0, -0.0)]> : tensor<2xcomplex<f32>>"},
     "stablehlo.imag %a0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>",
     "dense<[2.0, -0.0]> : tensor<2xf32>"},
    {"complex",
     {f32("[1.0, -0.0]", "2"), f32("[2.0, 3.0]", "2")},
     "stablehlo.complex %a0, %a1 : tensor<2xcomplex<f32>>",
     "dense<[(1.0, 2.0), (-0.0, 3.0)]> : tensor<2xcomplex<f32>>"},
    // Narrow floats compute through f32, which is exact for + - * / sqrt
    // (one rounding, to the narrow type, with ties to even).
    {"add_f16_rounds_ties_to_even",
     {"dense<[1.0, 1.0009765625, 65504.0, -0.0]> : tensor<4xf16>",
      "dense<[0.00048828125, 0.00048828125, 32.0, -0.0]> : tensor<4xf16>"},
     "stablehlo.add %a0, %a1 : tensor<4xf16>",
     "dense<[1.0, 1.001953125, 0x7C00, -0.0]> : tensor<4xf16>"},
    {"multiply_bf16",
     {"dense<[3.0, 1.0078125, -0.0, 0x7F00]> : tensor<4xbf16>",
      "dense<[-2.0, 1.0078125, 5.0, 4.0]> : tensor<4xbf16>"},
     "stablehlo.multiply %a0, %a1 : tensor<4xbf16>",
     "dense<[-6.0, 1.015625, -0.0, 0x7F80]> : tensor<4xbf16>"},
    {"divide_f16",
     {"dense<[1.0, 1.0, -0.0, 6.0]> : tensor<4xf16>",
      "dense<[3.0, -0.0, -1.0, 0.5]> : tensor<4xf16>"},
     "stablehlo.divide %a0, %a1 : tensor<4xf16>",
     "dense<[0x3555, 0xFC00, 0.0, 12.0]> : tensor<4xf16>"},
    {"sqrt_bf16",
     {"dense<[2.0, -0.0, 0x7F80, 4.0]> : tensor<4xbf16>"},
     "stablehlo.sqrt %a0 : tensor<4xbf16>",
     "dense<[1.4140625, -0.0, 0x7F80, 2.0]> : tensor<4xbf16>"},
    {"add_f8E4M3FN",
     {"dense<[1.0, 2.0, -0.0, 1.0]> : tensor<4xf8E4M3FN>",
      "dense<[0.125, 0.25, -0.0, 0.0625]> : tensor<4xf8E4M3FN>"},
     "stablehlo.add %a0, %a1 : tensor<4xf8E4M3FN>",
     "dense<[1.125, 2.25, -0.0, 1.0]> : tensor<4xf8E4M3FN>"},
    {"reduce_precision_to_f16",
     {f32("[1.0, 65520.0, -0.0, 1.00048828125]")},
     "stablehlo.reduce_precision %a0, format = e5m10 : tensor<4xf32>",
     "dense<[1.0, " INF ", -0.0, 1.0]> : tensor<4xf32>"},
};

class ElementwiseFolderTest : public FolderTest,
                              public ::testing::WithParamInterface<Case> {};

std::string printed(Attribute attr) {
  std::string s;
  llvm::raw_string_ostream os(s);
  attr.print(os);
  return s;
}

bool allNaN(DenseElementsAttr attr) {
  if (!llvm::isa<FloatType>(attr.getElementType()))
    return false;
  for (APFloat v : attr.getValues<APFloat>())
    if (!v.isNaN())
      return false;
  return true;
}

TEST_P(ElementwiseFolderTest, FoldsToExactBits) {
  const Case &c = GetParam();
  parseOp(c.operands, c.op);
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr) << "did not fold";
  if (StringRef(c.expected) == "nan")
    EXPECT_TRUE(allNaN(attr)) << "got " << printed(attr);
  else
    EXPECT_EQ(attr, literal(c.expected)) << "got " << printed(attr);
}

TEST_P(ElementwiseFolderTest, DeclinesOnArguments) {
  const Case &c = GetParam();
  parseOp(c.operands, c.op, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

/// Element i of `attr` as a splat of the same type (rank-0 attributes are
/// returned as they are).
DenseElementsAttr elementAsSplat(DenseElementsAttr attr, int64_t i) {
  if (attr.getType().getRank() == 0)
    return attr;
  return DenseElementsAttr::get(attr.getType(), attr.getValues<Attribute>()[i]);
}

TEST_P(ElementwiseFolderTest, SplatsGiveSplatsOfTheSameBits) {
  const Case &c = GetParam();
  parseOp(c.operands, c.op);
  Operation *op = lastOp();
  ASSERT_TRUE(op);
  DenseElementsAttr full = foldToAttr(op);
  ASSERT_TRUE(full);
  SmallVector<Attribute> operands = constantOperands(op);
  for (int64_t i = 0; i < full.getNumElements(); ++i) {
    SmallVector<Attribute> splats;
    for (Attribute a : operands)
      splats.push_back(elementAsSplat(llvm::cast<DenseElementsAttr>(a), i));
    std::optional<SmallVector<OpFoldResult>> r = foldWith(op, splats);
    ASSERT_TRUE(r.has_value()) << "element " << i;
    auto attr = llvm::dyn_cast_if_present<DenseElementsAttr>(
        llvm::dyn_cast_if_present<Attribute>(r->front()));
    ASSERT_TRUE(attr && attr.isSplat()) << "element " << i;
    EXPECT_EQ(attr.getType(), full.getType());
    EXPECT_EQ(attr.getSplatValue<Attribute>(), full.getValues<Attribute>()[i])
        << "element " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, ElementwiseFolderTest,
                         ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case> &info) {
                           return std::string(info.param.name);
                         });

// The same-operand identities hold for integers only: max(x, x) of a float
// would have to quiet a signaling NaN.
TEST_F(FolderTest, MaxOfItselfIsAnIdentityForIntegersOnly) {
  parse(R"mlir(
    func.func @f(%i: tensor<2xi32>, %x: tensor<2xf32>) -> (tensor<2xi32>, tensor<2xf32>) {
      %a = stablehlo.maximum %i, %i : tensor<2xi32>
      %b = stablehlo.maximum %x, %x : tensor<2xf32>
      func.return %a, %b : tensor<2xi32>, tensor<2xf32>
    })mlir");
  MaxOp intMax = first<MaxOp>();
  std::optional<SmallVector<OpFoldResult>> r = fold(intMax);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(llvm::dyn_cast_if_present<Value>(r->front()), intMax.getLhs());
  Operation *floatMax = intMax->getNextNode();
  EXPECT_FALSE(fold(floatMax).has_value());
}

// No arithmetic identity on floats: x + 0.0, x * 1.0 and x - x stay.
TEST_F(FolderTest, NoFloatArithmeticIdentities) {
  parse(R"mlir(
    func.func @f(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
      %z = stablehlo.constant dense<0.0> : tensor<2xf32>
      %o = stablehlo.constant dense<1.0> : tensor<2xf32>
      %a = stablehlo.add %x, %z : tensor<2xf32>
      %m = stablehlo.multiply %x, %o : tensor<2xf32>
      %s = stablehlo.subtract %x, %x : tensor<2xf32>
      func.return %a, %m, %s : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
    })mlir");
  EXPECT_FALSE(fold(first<AddOp>()).has_value());
  EXPECT_FALSE(fold(first<MulOp>()).has_value());
  EXPECT_FALSE(fold(first<SubOp>()).has_value());
}

} // namespace

// Quantized values fold to their storage: the result constant keeps the
// quantized type, its attribute holds the stored integers.
TEST_F(FolderTest, UniformQuantizeRoundsAndClampsToStorage) {
  parseOp({"dense<[0.0, 1.0, -1.25, 100.0]> : tensor<4xf32>"},
          "stablehlo.uniform_quantize %a0 : (tensor<4xf32>) -> "
          "tensor<4x!quant.uniform<i8:f32, 0.5:3>>");
  // x / 0.5 + 3, clamped to [-128, 127], then rounded half to even, as the
  // spec orders it: -1.25 gives 0.5, which rounds to 0.
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[3, 5, 0, 127]> : tensor<4xi8>"));
  parseOp({"dense<[0.0, 1.0, -1.25, 100.0]> : tensor<4xf32>"},
          "stablehlo.uniform_quantize %a0 : (tensor<4xf32>) -> "
          "tensor<4x!quant.uniform<i8:f32, 0.5:3>>",
          /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(FolderTest, UniformDequantizeScalesStoredValues) {
  parse(R"mlir(
    func.func @f() -> tensor<4xf32> {
      %q = stablehlo.constant() <{value = dense<[3, 5, -128, 127]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
      %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
      func.return %d : tensor<4xf32>
    })mlir");
  // (q - 3) * 0.5.
  EXPECT_EQ(foldToAttr(first<UniformDequantizeOp>()),
            literal("dense<[0.0, 1.0, -65.5, 62.0]> : tensor<4xf32>"));
}

TEST_F(FolderTest, TanFolds) {
  parseOp({"dense<[0.0, -0.0]> : tensor<2xf32>"},
          "stablehlo.tan %a0 : tensor<2xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[0.0, -0.0]> : tensor<2xf32>"));
  parseOp({"dense<0x7F800000> : tensor<f32>"}, "stablehlo.tan %a0 : tensor<f32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.getSplatValue<APFloat>().isNaN());
}

TEST_F(FolderTest, BitcastConvertFoldsToTheSameBits) {
  parseOp({"dense<[-0.0, 0x7FC00001]> : tensor<2xf32>"},
          "stablehlo.bitcast_convert %a0 : (tensor<2xf32>) -> tensor<2xui32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[2147483648, 2143289345]> : tensor<2xui32>"));
  // A narrower result type gets one more, minor, dimension.
  parseOp({"dense<0x3C00> : tensor<f16>"},
          "stablehlo.bitcast_convert %a0 : (tensor<f16>) -> tensor<2xui8>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[0, 60]> : tensor<2xui8>"));
}
