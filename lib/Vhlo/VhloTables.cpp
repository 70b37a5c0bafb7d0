//===- VhloTables.cpp - how vhlo attributes map to stablehlo --------------===//

#include "VhloTables.h"

#include "llvm/ADT/ArrayRef.h"

using namespace mlir;
using namespace mlir::sfold::vhlo;

namespace {
using R = AttrRule;
using D = AttrDefault;

/// Attributes that are not Generic-and-always-present. Facts from
/// StableHLO's VHLO conversions; the rows are ours.
const AttrEntry kAttrs[] = {
    // func, call
    {"func", "sym_visibility", R::Generic, D::EmptyString},
    {"func", "arg_attrs", R::Generic, D::EmptyArray},
    {"func", "res_attrs", R::Generic, D::EmptyArray},
    {"call", "callee", R::Symbol, D::None},
    {"composite", "decomposition", R::Symbol, D::None},
    {"composite", "version", R::Generic, D::Zero},
    {"composite", "composite_attributes", R::Generic, D::EmptyDict},
    // collectives
    {"all_gather", "channel_id", R::Field, D::Zero},
    {"all_gather", "use_global_device_ids", R::UnitFlag, D::False},
    {"all_reduce", "channel_id", R::Field, D::Zero},
    {"all_reduce", "use_global_device_ids", R::UnitFlag, D::False},
    {"reduce_scatter", "channel_id", R::Field, D::Zero},
    {"reduce_scatter", "use_global_device_ids", R::UnitFlag, D::False},
    {"all_to_all", "channel_id", R::Field, D::Zero},
    {"collective_permute", "channel_id", R::Field, D::Zero},
    {"collective_broadcast", "channel_id", R::Field, D::Zero},
    {"send", "channel_id", R::Field, D::None},
    {"send", "channel_type", R::Field, D::None},
    {"send", "is_host_transfer", R::Generic, D::False},
    {"send", "source_target_pairs", R::Generic, D::EmptyTensor},
    {"recv", "channel_id", R::Field, D::None},
    {"recv", "channel_type", R::Field, D::None},
    {"recv", "is_host_transfer", R::Generic, D::False},
    {"recv", "source_target_pairs", R::Generic, D::EmptyTensor},
    // misc
    {"cholesky", "lower", R::Generic, D::False},
    {"compare", "compare_type", R::Generic, D::NoType},
    {"custom_call", "has_side_effect", R::Generic, D::False},
    {"custom_call", "backend_config", R::Generic, D::EmptyString},
    {"custom_call", "api_version", R::Generic, D::ApiOriginal},
    {"custom_call", "called_computations", R::SymbolArray, D::EmptyArray},
    {"custom_call", "operand_layouts", R::Generic, D::EmptyArray},
    {"custom_call", "result_layouts", R::Generic, D::EmptyArray},
    {"custom_call", "output_operand_aliases", R::Generic, D::EmptyArray},
    {"infeed", "infeed_config", R::Generic, D::EmptyString},
    {"infeed", "layout", R::Generic, D::EmptyArray},
    {"outfeed", "outfeed_config", R::Generic, D::EmptyString},
    {"sort", "dimension", R::Generic, D::MinusOne},
    {"sort", "is_stable", R::Generic, D::False},
    // transcendental ops: result_accuracy (1.9.0, 1.10.0)
    {"cbrt", "result_accuracy", R::Generic, D::Accuracy},
    {"cosine", "result_accuracy", R::Generic, D::Accuracy},
    {"exponential", "result_accuracy", R::Generic, D::Accuracy},
    {"exponential_minus_one", "result_accuracy", R::Generic, D::Accuracy},
    {"log", "result_accuracy", R::Generic, D::Accuracy},
    {"log_plus_one", "result_accuracy", R::Generic, D::Accuracy},
    {"logistic", "result_accuracy", R::Generic, D::Accuracy},
    {"rsqrt", "result_accuracy", R::Generic, D::Accuracy},
    {"sine", "result_accuracy", R::Generic, D::Accuracy},
    {"sqrt", "result_accuracy", R::Generic, D::Accuracy},
    {"tan", "result_accuracy", R::Generic, D::Accuracy},
    {"tanh", "result_accuracy", R::Generic, D::Accuracy},
    // dense arrays
    {"fft", "fft_length", R::I64Array, D::None},
    {"broadcast", "broadcast_sizes", R::I64Array, D::None},
    {"broadcast_in_dim", "broadcast_dimensions", R::I64Array, D::None},
    {"dynamic_broadcast_in_dim", "broadcast_dimensions", R::I64Array,
     D::None},
    {"dynamic_broadcast_in_dim", "known_expanding_dimensions", R::I64Array,
     D::EmptyTensor},
    {"dynamic_broadcast_in_dim", "known_nonexpanding_dimensions", R::I64Array,
     D::EmptyTensor},
    {"dynamic_slice", "slice_sizes", R::I64Array, D::None},
    {"reverse", "dimensions", R::I64Array, D::None},
    {"transpose", "permutation", R::I64Array, D::None},
    {"pad", "edge_padding_low", R::I64Array, D::None},
    {"pad", "edge_padding_high", R::I64Array, D::None},
    {"pad", "interior_padding", R::I64Array, D::None},
    {"slice", "start_indices", R::I64Array, D::None},
    {"slice", "limit_indices", R::I64Array, D::None},
    {"slice", "strides", R::I64Array, D::None},
    {"map", "dimensions", R::I64Array, D::None},
    {"reduce", "dimensions", R::I64Array, D::None},
    {"select_and_scatter", "window_dimensions", R::I64Array, D::None},
    {"select_and_scatter", "window_strides", R::I64Array, D::Ones},
    {"select_and_scatter", "padding", R::Generic, D::Zeros2D},
    {"reduce_window", "window_dimensions", R::I64Array, D::None},
    {"reduce_window", "window_strides", R::I64Array, D::Ones},
    {"reduce_window", "base_dilations", R::I64Array, D::Ones},
    {"reduce_window", "window_dilations", R::I64Array, D::Ones},
    {"reduce_window", "padding", R::Generic, D::Zeros2D},
    // gather, scatter
    {"gather", "slice_sizes", R::I64Array, D::None},
    {"gather", "indices_are_sorted", R::Generic, D::False},
    {"dynamic_gather", "indices_are_sorted", R::Generic, D::False},
    {"scatter", "indices_are_sorted", R::Generic, D::False},
    {"scatter", "unique_indices", R::Generic, D::False},
    // dot, convolution
    {"dot", "precision_config", R::Generic, D::Precisions},
    {"dot_general", "precision_config", R::Generic, D::Precisions},
    {"dot_general", "lhs_precision_type", R::Field, D::NoneType},
    {"dot_general", "rhs_precision_type", R::Field, D::NoneType},
    {"dot_general", "accumulation_type", R::Field, D::NoneType},
    {"dot_general", "lhs_component_count", R::Field, D::NoneType},
    {"dot_general", "rhs_component_count", R::Field, D::NoneType},
    {"dot_general", "num_primitive_operations", R::Field, D::NoneType},
    {"dot_general", "allow_imprecise_accumulation", R::Field, D::NoneType},
    {"convolution", "window_strides", R::I64Array, D::Ones},
    {"convolution", "padding", R::Generic, D::Zeros2D},
    {"convolution", "lhs_dilation", R::I64Array, D::Ones},
    {"convolution", "rhs_dilation", R::I64Array, D::Ones},
    {"convolution", "window_reversal", R::BoolArray, D::FalseTensor},
    {"convolution", "precision_config", R::Generic, D::Precisions},
    {"dynamic_conv", "window_strides", R::I64Array, D::Ones},
    {"dynamic_conv", "lhs_dilation", R::I64Array, D::Ones},
    {"dynamic_conv", "rhs_dilation", R::I64Array, D::Ones},
    {"dynamic_conv", "window_reversal", R::BoolArray, D::FalseTensor},
    {"dynamic_conv", "precision_config", R::Generic, D::Precisions},
};

/// Struct attributes: the op, the stablehlo name, its VHLO fields.
struct StructEntry {
  StringRef op;
  StringRef name;
  ArrayRef<StringRef> fields;
};
const StringRef kGatherFields[] = {
    "offset_dims",         "collapsed_slice_dims",
    "operand_batching_dims", "start_indices_batching_dims",
    "start_index_map",     "index_vector_dim"};
const StringRef kScatterFields[] = {
    "update_window_dims",         "inserted_window_dims",
    "input_batching_dims",        "scatter_indices_batching_dims",
    "scatter_dims_to_operand_dims", "index_vector_dim"};
const StringRef kDotFields[] = {
    "lhs_batching_dimensions", "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
const StringRef kAlgorithmFields[] = {
    "lhs_precision_type",  "rhs_precision_type",
    "accumulation_type",   "lhs_component_count",
    "rhs_component_count", "num_primitive_operations",
    "allow_imprecise_accumulation"};
const StringRef kConvFields[] = {
    "input_batch_dimension",           "input_feature_dimension",
    "input_spatial_dimensions",        "kernel_input_feature_dimension",
    "kernel_output_feature_dimension", "kernel_spatial_dimensions",
    "output_batch_dimension",          "output_feature_dimension",
    "output_spatial_dimensions"};
const StringRef kChannelFields[] = {"channel_id", "channel_type"};

const StructEntry kStructs[] = {
    {"gather", "dimension_numbers", kGatherFields},
    {"dynamic_gather", "dimension_numbers", kGatherFields},
    {"scatter", "scatter_dimension_numbers", kScatterFields},
    {"dot_general", "dot_dimension_numbers", kDotFields},
    {"dot_general", "algorithm", kAlgorithmFields},
    {"convolution", "dimension_numbers", kConvFields},
    {"dynamic_conv", "dimension_numbers", kConvFields},
    {"", "channel_handle", kChannelFields},
};
} // namespace

const AttrEntry *mlir::sfold::vhlo::lookupAttr(StringRef op, StringRef name) {
  for (const AttrEntry &entry : kAttrs)
    if (entry.op == op && entry.name == name)
      return &entry;
  return nullptr;
}

StringRef mlir::sfold::vhlo::structAttrName(StringRef op, StringRef name) {
  for (const StructEntry &entry : kStructs)
    if ((entry.op.empty() || entry.op == op) &&
        llvm::is_contained(entry.fields, name))
      return entry.name;
  return "";
}

StringRef mlir::sfold::vhlo::baseName(StringRef vhloName) {
  size_t pos = vhloName.rfind("_v");
  return pos == StringRef::npos ? vhloName : vhloName.take_front(pos);
}

Version mlir::sfold::vhlo::getMinVersion(TypeCode code) {
  switch (code) {
  case TypeCode::F8E4M3FNUZ:
  case TypeCode::F8E5M2FNUZ: return {{0, 10, 0}};
  case TypeCode::F8E4M3B11FNUZ: return {{0, 11, 0}};
  case TypeCode::UniformQuantizedPerAxis: return {{0, 18, 0}};
  case TypeCode::SI2:
  case TypeCode::UI2: return {{1, 2, 0}};
  case TypeCode::TF32:
  case TypeCode::None: return {{1, 6, 0}};
  case TypeCode::F8E4M3:
  case TypeCode::F8E3M4: return {{1, 7, 0}};
  case TypeCode::F4E2M1FN:
  case TypeCode::F6E2M3FN:
  case TypeCode::F6E3M2FN:
  case TypeCode::F8E8M0FNU: return {{1, 8, 0}};
  case TypeCode::RankedBuffer: return {{1, 13, 0}};
  default: return Version::minimum();
  }
}

Version mlir::sfold::vhlo::getMinVersion(AttrCode code) {
  switch (code) {
  case AttrCode::ResultAccuracy:
  case AttrCode::ResultAccuracyMode: return {{1, 9, 0}};
  default: return Version::minimum();
  }
}

LogicalResult mlir::sfold::vhlo::buildConverted(
    Operation *op, OperationState &state, Block *into, IRMapping &mapping,
    function_ref<Type(Type)> convertType, ConvertOpFn convertOp,
    function_ref<std::string()> typeError) {
  for (size_t i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  Operation *created = Operation::create(state);
  into->push_back(created);
  for (auto [from, to] : llvm::zip(op->getResults(), created->getResults()))
    mapping.map(from, to);
  for (auto [from, to] :
       llvm::zip(op->getRegions(), created->getRegions())) {
    for (Block &block : from) {
      auto *newBlock = new Block();
      to.push_back(newBlock);
      for (BlockArgument arg : block.getArguments()) {
        Type type = convertType(arg.getType());
        if (!type)
          return op->emitError() << typeError();
        mapping.map(arg, newBlock->addArgument(type, arg.getLoc()));
      }
      for (Operation &inner : block)
        if (failed(convertOp(&inner, newBlock, mapping)))
          return failure();
    }
  }
  return success();
}

LogicalResult mlir::sfold::vhlo::rebuildModuleBody(ModuleOp module,
                                                   ConvertOpFn convertOp) {
  Block *body = module.getBody();
  auto *newBody = new Block();
  IRMapping mapping;
  for (Operation &op : *body) {
    if (failed(convertOp(&op, newBody, mapping))) {
      newBody->dropAllReferences();
      delete newBody;
      return failure();
    }
  }
  body->dropAllReferences();
  body->erase();
  module.getBodyRegion().push_back(newBody);
  return success();
}
