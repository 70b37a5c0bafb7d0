//===- PackingTest.cpp - splats, blobs and the size budget ----------------===//
//
// Splat operands give splat results computed from one element (exempt from
// the budget); results above kResourceThreshold bytes become dense_resource
// blobs, which unpack without a copy.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/IR/DialectResourceBlobManager.h"

#include <chrono>
#include <cmath>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using PackingTest = FolderTest;

TEST_F(PackingTest, BroadcastOfASplatToTenBillionElementsIsASplat) {
  // 10^10 f32 would be 40 GB: only one element may be computed.
  parseOp({"dense<-0.0> : tensor<f32>"},
          "stablehlo.broadcast_in_dim %a0, dims = [] : (tensor<f32>) -> "
          "tensor<100000x100000xf32>");
  auto start = std::chrono::steady_clock::now();
  DenseElementsAttr attr = foldToAttr(lastOp());
  auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.isSplat());
  EXPECT_EQ(attr, literal("dense<-0.0> : tensor<100000x100000xf32>"));
  EXPECT_LT(std::chrono::duration_cast<std::chrono::seconds>(elapsed).count(),
            5);
}

TEST_F(PackingTest, ElementwiseChainOfHugeSplatsStaysSplat) {
  parse(R"mlir(
    func.func @f() -> tensor<100000x100000xi1> {
      %a = stablehlo.constant dense<0x7FC00000> : tensor<100000x100000xf32>
      %b = stablehlo.constant dense<1.0> : tensor<100000x100000xf32>
      %m = stablehlo.maximum %a, %b : tensor<100000x100000xf32>
      %c = stablehlo.compare NE, %m, %m, FLOAT : (tensor<100000x100000xf32>, tensor<100000x100000xf32>) -> tensor<100000x100000xi1>
      func.return %c : tensor<100000x100000xi1>
    })mlir");
  DenseElementsAttr max = foldToAttr(first<MaxOp>());
  ASSERT_TRUE(max);
  EXPECT_EQ(max, literal("dense<0x7FC00000> : tensor<100000x100000xf32>"));
  // compare sees the max's result only once it is a constant: fold it
  // with the attribute directly.
  CompareOp cmp = first<CompareOp>();
  std::optional<SmallVector<OpFoldResult>> r = foldWith(cmp, {max, max});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(llvm::dyn_cast_if_present<Attribute>(r->front()),
            literal("dense<true> : tensor<100000x100000xi1>"));
}

TEST_F(PackingTest, PadOfOneSplatValueIsASplatOtherwiseComputed) {
  const char *pad = "stablehlo.pad %a0, %a1, low = [1], high = [2], "
                    "interior = [1] : (tensor<3xi8>, tensor<i8>) -> "
                    "tensor<8xi8>";
  parseOp({"dense<7> : tensor<3xi8>", "dense<7> : tensor<i8>"}, pad);
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<7> : tensor<8xi8>"));
  parseOp({"dense<7> : tensor<3xi8>", "dense<0> : tensor<i8>"}, pad);
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[0, 7, 0, 7, 0, 7, 0, 0]> : tensor<8xi8>"));
}

TEST_F(PackingTest, NonSplatResultsStillHaveABudget) {
  // A non-splat operand: 2 x 1024 x 1024 f32 is 8 MiB, over 4 MiB.
  parseOp({"dense<[1.0, 2.0]> : tensor<2xf32>"},
          "stablehlo.broadcast_in_dim %a0, dims = [0] : (tensor<2xf32>) -> "
          "tensor<2x1024x1024xf32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(PackingTest, LargeResultsAreResourceBlobs) {
  // 20000 x i32 = 80000 bytes, over the 64 KiB threshold. (Not an iota: the
  // fold hook keeps large iotas.)
  parseOp({"dense<[0, 1]> : tensor<2xi32>"},
          "stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<2xi32>) -> "
          "tensor<10000x2xi32>");
  std::optional<SmallVector<OpFoldResult>> r = fold(lastOp());
  ASSERT_TRUE(r.has_value());
  auto res = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(
      llvm::dyn_cast_if_present<Attribute>(r->front()));
  ASSERT_TRUE(res);
  AsmResourceBlob *blob = res.getRawHandle().getBlob();
  ASSERT_TRUE(blob);
  ArrayRef<char> data = blob->getData();
  ASSERT_EQ(data.size(), 80000u);
  FailureOr<Tensor> t = makeTensor(res);
  ASSERT_TRUE(succeeded(t));
  // Unpacking borrows the blob: no copy.
  EXPECT_EQ(t->rawData(), data.data());
  EXPECT_EQ(t->data<int32_t>()[0], 0);
  EXPECT_EQ(t->data<int32_t>()[19999], 1);
}

TEST_F(PackingTest, SmallResultsAreDense) {
  // 16000 x i32 = 64000 bytes, under 64 KiB.
  parseOp({"dense<[0, 1]> : tensor<2xi32>"},
          "stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<2xi32>) -> "
          "tensor<8000x2xi32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_FALSE(attr.isSplat());
}

TEST_F(PackingTest, UniformResultsAreSplatsWhateverTheirSize) {
  // dot of splats is evaluated in full (it is not elementwise), but its
  // uniform result is packed as a splat, not as a blob.
  parseOp({"dense<1.5> : tensor<300x4xf32>", "dense<2.0> : tensor<4x300xf32>"},
          "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
          "(tensor<300x4xf32>, tensor<4x300xf32>) -> tensor<300x300xf32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.isSplat());
  EXPECT_EQ(attr, literal("dense<12.0> : tensor<300x300xf32>"));
}

TEST_F(PackingTest, PackTensorChoosesTheAttribute) {
  auto type = RankedTensorType::get({4}, IntegerType::get(&context, 1));
  Tensor bools = Tensor::fromValues<uint8_t>(type, {1, 1, 1, 1});
  ElementsAttr splat = packTensor(bools);
  EXPECT_EQ(splat, literal("dense<true> : tensor<4xi1>"));
  Tensor mixed = Tensor::fromValues<uint8_t>(type, {1, 0, 1, 1});
  EXPECT_EQ(packTensor(mixed),
            literal("dense<[true, false, true, true]> : tensor<4xi1>"));
  // With a threshold of 0 bytes every non-splat is a blob; it round-trips.
  ElementsAttr blob = packTensor(mixed, /*resourceThreshold=*/0);
  ASSERT_TRUE(llvm::isa_and_nonnull<DenseResourceElementsAttr>(blob));
  FailureOr<Tensor> back = makeTensor(blob);
  ASSERT_TRUE(succeeded(back));
  EXPECT_TRUE(back->isBitwiseEqual(mixed));
  // -0.0 and NaN payloads survive both ways.
  auto f32 = RankedTensorType::get({2}, Float32Type::get(&context));
  Tensor floats = Tensor::fromValues<float>(f32, {-0.0f, 1.0f});
  ElementsAttr dense = packTensor(floats);
  EXPECT_EQ(dense, literal("dense<[-0.0, 1.0]> : tensor<2xf32>"));
  ElementsAttr negZeros =
      packTensor(Tensor::fromValues<float>(f32, {-0.0f, -0.0f}));
  EXPECT_EQ(negZeros, literal("dense<-0.0> : tensor<2xf32>"));
}

// A blob whose bytes are the tensor's borrows the tensor's buffer (no copy)
// and keeps it alive after the last Tensor handle is gone; the tensor stays
// copy-on-write, so writing through another handle does not change the blob.
TEST_F(PackingTest, ResourceBlobsBorrowTheTensorBuffer) {
  auto type = RankedTensorType::get({3}, Float32Type::get(&context));
  ElementsAttr blob;
  const char *bufferAddress = nullptr;
  {
    Tensor t = Tensor::fromValues<float>(type, {1.0f, -0.0f, 3.0f});
    bufferAddress = t.rawData();
    blob = packTensor(t, /*resourceThreshold=*/0);
    Tensor writer = t;
    writer.mutableData<float>()[0] = 42.0f; // copies: the buffer is shared
  }
  auto res = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(blob);
  ASSERT_TRUE(res);
  AsmResourceBlob *data = res.getRawHandle().getBlob();
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(data->getData().data(), bufferAddress);
  FailureOr<Tensor> back = makeTensor(blob);
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->data<float>(), ArrayRef<float>({1.0f, -0.0f, 3.0f}));
  EXPECT_TRUE(std::signbit(back->data<float>()[1]));
}

TEST_F(PackingTest, FoldSplatsDeclinesWhatItCannotKeepSplat) {
  parse(R"mlir(
    func.func @f(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<0xi32>) {
      %c = stablehlo.constant dense<1> : tensor<3xi32>
      %i = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
      %a = stablehlo.add %c, %i : tensor<3xi32>
      %b = stablehlo.add %c, %x : tensor<3xi32>
      %e = stablehlo.constant dense<> : tensor<0xi32>
      %n = stablehlo.negate %e : tensor<0xi32>
      func.return %a, %b, %n : tensor<3xi32>, tensor<3xi32>, tensor<0xi32>
    })mlir");
  InterpreterOptions options;
  std::string out;
  llvm::raw_string_ostream os(out);
  Evaluator evaluator(ModuleOp(), options, os);
  AddOp add = first<AddOp>();
  // One operand is not a splat.
  EXPECT_TRUE(failed(foldSplats(add, constantOperands(add), evaluator)));
  // One operand is not a constant.
  Operation *add2 = add->getNextNode();
  EXPECT_TRUE(failed(foldSplats(add2, constantOperands(add2), evaluator)));
  // Empty tensors.
  NegateOp neg = first<NegateOp>();
  EXPECT_TRUE(failed(foldSplats(neg, constantOperands(neg), evaluator)));
  // Nothing was inserted into the function.
  unsigned count = 0;
  module->walk([&](Operation *) { ++count; });
  EXPECT_EQ(count, 9u);
  EXPECT_TRUE(out.empty());
}

// FoldedBlobs keeps the Tensor of each blob it packs: a lookup shares the
// buffer (no view of the blob), a release drops the blob's reference.
TEST_F(PackingTest, FoldedBlobsShareTheBufferUntilReleased) {
  auto type = RankedTensorType::get({1 << 15}, Float32Type::get(&context));
  Tensor t(type);
  ASSERT_TRUE(t);
  t.mutableData<float>()[1] = -0.0f;
  FoldedBlobs blobs;
  ElementsAttr attr = blobs.pack(t);
  auto res = llvm::dyn_cast_if_present<DenseResourceElementsAttr>(attr);
  ASSERT_TRUE(res);
  Tensor kept = blobs.lookup(attr);
  EXPECT_TRUE(kept.sharesBufferWith(t));
  EXPECT_FALSE(blobs.lookup(literal("dense<1.0> : tensor<2xf32>")));

  // A borrowed view of the blob's storage is copied when packed, so that no
  // blob views another's.
  FailureOr<Tensor> view = makeTensor(attr);
  ASSERT_TRUE(succeeded(view));
  EXPECT_EQ(view->rawData(), t.rawData());
  ElementsAttr copied = blobs.pack(*view);
  ASSERT_TRUE(llvm::isa_and_present<DenseResourceElementsAttr>(copied));
  EXPECT_NE(blobs.lookup(copied).rawData(), t.rawData());
  EXPECT_TRUE(blobs.lookup(copied).isBitwiseEqual(t));

  kept = Tensor();
  view = Tensor();
  blobs.release(attr);
  EXPECT_FALSE(blobs.lookup(attr));
  ASSERT_NE(res.getRawHandle().getBlob(), nullptr);
  EXPECT_TRUE(res.getRawHandle().getBlob()->getData().empty());
  EXPECT_TRUE(t.isUniquelyOwned());
}

// finish keeps the blobs a constant holds and empties the others.
TEST_F(PackingTest, FoldedBlobsFinishKeepsWhatConstantsHold) {
  parse(R"mlir(
    func.func @f() -> tensor<32768xf32> {
      %c = stablehlo.constant dense<1.0> : tensor<32768xf32>
      func.return %c : tensor<32768xf32>
    })mlir");
  auto type = RankedTensorType::get({1 << 15}, Float32Type::get(&context));
  FoldedBlobs blobs;
  Tensor held(type), dropped(type);
  held.mutableData<float>()[0] = 1.0f;
  dropped.mutableData<float>()[0] = 2.0f;
  auto heldAttr = llvm::cast<DenseResourceElementsAttr>(blobs.pack(held));
  auto droppedAttr = llvm::cast<DenseResourceElementsAttr>(blobs.pack(dropped));
  first<ConstantOp>().setValueAttr(heldAttr);
  blobs.finish(*module);
  EXPECT_EQ(heldAttr.getRawHandle().getBlob()->getData().data(),
            held.rawData());
  EXPECT_TRUE(droppedAttr.getRawHandle().getBlob()->getData().empty());
  EXPECT_FALSE(blobs.lookup(heldAttr));
  EXPECT_TRUE(dropped.isUniquelyOwned());
}

// evaluateConstantOp lends the blob of an operand whose constant it is the
// last user of: the result is written over its buffer and the blob left
// empty. With another user, or when the evaluation fails, the blob keeps
// its buffer and elements.
TEST_F(PackingTest, LastUseOfABlobIsWrittenOver) {
  parse(R"mlir(
    func.func @f() -> (tensor<32768xi32>, tensor<32768xi32>, tensor<32768xi32>) {
      %c = stablehlo.constant dense<1> : tensor<32768xi32>
      %d = stablehlo.constant dense<1> : tensor<32768xi32>
      %z = stablehlo.constant dense<0> : tensor<32768xi32>
      %n = stablehlo.negate %c : tensor<32768xi32>
      %m = stablehlo.negate %d : tensor<32768xi32>
      %q = stablehlo.divide %c, %z : tensor<32768xi32>
      func.return %n, %m, %d : tensor<32768xi32>, tensor<32768xi32>, tensor<32768xi32>
    })mlir");
  auto type = RankedTensorType::get({1 << 15}, IntegerType::get(&context, 32));
  InterpreterOptions options;
  options.keepUndefinedDivisions = true;
  std::string printed;
  llvm::raw_string_ostream sink(printed);
  Evaluator evaluator(ModuleOp(), options, sink);
  FoldedBlobs blobs;
  auto blobOf = [&](int32_t first) {
    Tensor t(type);
    t.mutableData<int32_t>()[0] = first;
    auto attr = llvm::cast<DenseResourceElementsAttr>(blobs.pack(t));
    return std::make_pair(attr, t.rawData());
  };
  auto data = [](DenseResourceElementsAttr attr) {
    return attr.getRawHandle().getBlob()->getData();
  };
  auto [cAttr, cData] = blobOf(5);
  auto [dAttr, dData] = blobOf(7);
  SmallVector<ConstantOp> constants;
  module->walk([&](ConstantOp op) { constants.push_back(op); });
  constants[0].setValueAttr(cAttr);
  constants[1].setValueAttr(dAttr);
  SmallVector<NegateOp> negates;
  module->walk([&](NegateOp op) { negates.push_back(op); });
  auto fold = [&](Operation *op) {
    SmallVector<Attribute> operands;
    for (Value v : op->getOperands())
      operands.push_back(v.getDefiningOp<ConstantOp>().getValue());
    return evaluateConstantOp(op, operands, {}, {kUnlimited, kUnlimited},
                              evaluator, nullptr, &blobs);
  };

  // The divide alone uses %c: lent, its blob is given back whole when the
  // evaluation fails (an integer division by zero is kept).
  Value z = first<DivOp>().getRhs();
  negates[0]->setOperand(0, z);
  EXPECT_TRUE(failed(fold(first<DivOp>())));
  EXPECT_EQ(data(cAttr).data(), cData);
  EXPECT_EQ(blobs.lookup(cAttr).data<int32_t>()[0], 5);
  first<DivOp>()->erase();
  negates[0]->setOperand(0, constants[0]);

  // %d is also returned: the negate writes a new buffer.
  FailureOr<SmallVector<Attribute>> m = fold(negates[1]);
  ASSERT_TRUE(succeeded(m));
  auto mAttr = llvm::cast<DenseResourceElementsAttr>((*m)[0]);
  EXPECT_NE(data(mAttr).data(), dData);
  EXPECT_EQ(data(dAttr).data(), dData);
  EXPECT_EQ(blobs.lookup(dAttr).data<int32_t>()[0], 7);
  EXPECT_EQ(blobs.lookup(mAttr).data<int32_t>()[0], -7);

  // The negate is the last user of %c: its result takes %c's buffer.
  FailureOr<SmallVector<Attribute>> n = fold(negates[0]);
  ASSERT_TRUE(succeeded(n));
  auto nAttr = llvm::cast<DenseResourceElementsAttr>((*n)[0]);
  EXPECT_EQ(data(nAttr).data(), cData);
  EXPECT_TRUE(data(cAttr).empty());
  EXPECT_FALSE(blobs.lookup(cAttr));
  EXPECT_EQ(blobs.lookup(nAttr).data<int32_t>()[0], -5);
}

} // namespace
