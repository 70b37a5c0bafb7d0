//===- Einsum.cpp - reading einsum configurations -------------------------===//

#include "stablehlo_fold/Dialect/Einsum.h"

#include "stablehlo_fold/Dialect/TypeInference.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::sfold;

namespace {
/// Labels: a letter is its character; the k-th dimension of the `...` runs
/// (aligned at their ends) is kEllipsisLabel + k.
constexpr int64_t kEllipsisLabel = 1000;

/// One term of the configuration, before `...` is expanded.
struct Term {
  SmallVector<int64_t> before, after; // the labels around `...`
  bool hasEllipsis = false;
};

std::string labelStr(int64_t label) {
  if (label < kEllipsisLabel)
    return std::string("'") + static_cast<char>(label) + "'";
  return "of '...'";
}

FailureOr<Term> parseTerm(std::optional<Location> loc, StringRef text) {
  Term term;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '.') {
      if (term.hasEllipsis || !text.substr(i).starts_with("..."))
        return emitOptionalError(loc, "einsum_config: '...' may appear once "
                                      "per term, found '",
                                 text, "'");
      term.hasEllipsis = true;
      i += 2;
      continue;
    }
    if (!llvm::isAlpha(c)) {
      // Not a letter: quoted if printable ASCII, else as a byte (a byte of
      // a multi-byte character alone is not text).
      std::string what = llvm::isPrint(c)
                              ? "character '" + std::string(1, c) + "'"
                              : "byte 0x" + llvm::utohexstr(
                                                static_cast<unsigned char>(c));
      return emitOptionalError(loc, "einsum_config: unexpected ", what,
                               " in '", text, "'");
    }
    (term.hasEllipsis ? term.after : term.before).push_back(c);
  }
  return term;
}

/// The labels of a term with `run` dimensions for its `...`, the `...` runs
/// being `longest` long at most.
SmallVector<int64_t> expand(const Term &term, int64_t run, int64_t longest) {
  SmallVector<int64_t> labels(term.before);
  for (int64_t k = longest - run; k < longest; ++k)
    labels.push_back(kEllipsisLabel + k);
  llvm::append_range(labels, term.after);
  return labels;
}

LogicalResult checkDistinct(std::optional<Location> loc, StringRef term,
                            ArrayRef<int64_t> labels) {
  for (size_t i = 0; i < labels.size(); ++i)
    if (llvm::is_contained(labels.drop_front(i + 1), labels[i]))
      return emitOptionalError(loc, "einsum_config: label ",
                               labelStr(labels[i]), " repeats in '", term,
                               "' (diagonals are not supported)");
  return success();
}

int64_t position(ArrayRef<int64_t> labels, int64_t label) {
  const auto *it = llvm::find(labels, label);
  return it == labels.end() ? -1 : it - labels.begin();
}
} // namespace

bool EinsumPlan::needsTranspose() const {
  for (auto [i, p] : llvm::enumerate(permutation))
    if (p != static_cast<int64_t>(i))
      return true;
  return false;
}

FailureOr<EinsumPlan>
mlir::sfold::planEinsum(std::optional<Location> loc, StringRef config,
                        ArrayRef<ArrayRef<int64_t>> operandShapes) {
  size_t n = operandShapes.size();
  auto [inputsText, resultText] = config.split("->");
  SmallVector<StringRef, 2> inputTexts;
  inputsText.split(inputTexts, ',');
  if (!config.contains("->") || resultText.contains("->") ||
      inputTexts.size() != n)
    return emitOptionalError(loc, "einsum_config must be ",
                             n == 1 ? "'<operand>-><result>'"
                                    : "'<lhs>,<rhs>-><result>'",
                             ", found '", config, "'");

  // Terms and the length of each `...` run.
  SmallVector<Term, 2> terms;
  SmallVector<int64_t, 2> runs;
  int64_t longest = 0;
  for (auto [text, shape] : llvm::zip_equal(inputTexts, operandShapes)) {
    FailureOr<Term> term = parseTerm(loc, text);
    if (failed(term))
      return failure();
    auto letters =
        static_cast<int64_t>(term->before.size() + term->after.size());
    auto rank = static_cast<int64_t>(shape.size());
    if (term->hasEllipsis ? letters > rank : letters != rank)
      return emitOptionalError(loc, "einsum_config: '", text, "' names ",
                               letters, " dimensions, the operand has rank ",
                               rank);
    runs.push_back(term->hasEllipsis ? rank - letters : 0);
    longest = std::max(longest, runs.back());
    terms.push_back(std::move(*term));
  }
  FailureOr<Term> resultTerm = parseTerm(loc, resultText);
  if (failed(resultTerm))
    return failure();
  SmallVector<int64_t> out =
      expand(*resultTerm, resultTerm->hasEllipsis ? longest : 0, longest);
  if (failed(checkDistinct(loc, resultText, out)))
    return failure();

  // Labels of each operand and the size of each label.
  SmallVector<SmallVector<int64_t>, 2> labels;
  llvm::DenseMap<int64_t, int64_t> sizes;
  for (size_t k = 0; k < n; ++k) {
    labels.push_back(expand(terms[k], runs[k], longest));
    if (failed(checkDistinct(loc, inputTexts[k], labels[k])))
      return failure();
    for (auto [label, size] : llvm::zip_equal(labels[k], operandShapes[k])) {
      auto [it, inserted] = sizes.try_emplace(label, size);
      if (inserted)
        continue;
      if (!hlo::dm::dimsAgree(it->second, size))
        return emitOptionalError(loc, "einsum_config: label ", labelStr(label),
                                 " has sizes ", hlo::dm::dimStr(it->second),
                                 " and ", hlo::dm::dimStr(size));
      if (ShapedType::isDynamic(it->second))
        it->second = size;
    }
  }
  for (int64_t label : out)
    if (!sizes.count(label))
      return emitOptionalError(loc, "einsum_config: result label ",
                               labelStr(label), " names no operand dimension");

  // Sum away the labels only one operand has and the result leaves out.
  EinsumPlan plan;
  SmallVector<SmallVector<int64_t>, 2> kept;
  for (size_t k = 0; k < n; ++k) {
    SmallVector<int64_t> sum, shape, keep;
    for (auto [d, label] : llvm::enumerate(labels[k])) {
      bool inOther = n == 2 && llvm::is_contained(labels[1 - k], label);
      if (!inOther && !llvm::is_contained(out, label)) {
        sum.push_back(d);
        continue;
      }
      keep.push_back(label);
      shape.push_back(operandShapes[k][d]);
    }
    plan.sumDims.push_back(std::move(sum));
    plan.summedShapes.push_back(std::move(shape));
    kept.push_back(std::move(keep));
  }

  // The product's labels: batching, then lhs's free, then rhs's free.
  SmallVector<int64_t> product;
  if (n == 1) {
    product = kept[0];
  } else {
    ArrayRef<int64_t> l = kept[0], r = kept[1];
    for (auto [i, label] : llvm::enumerate(l)) {
      int64_t j = position(r, label);
      if (j < 0)
        continue;
      bool batch = llvm::is_contained(out, label);
      (batch ? plan.lhsBatching : plan.lhsContracting).push_back(i);
      (batch ? plan.rhsBatching : plan.rhsContracting).push_back(j);
      if (batch)
        product.push_back(label);
    }
    for (int64_t label : l)
      if (!llvm::is_contained(r, label))
        product.push_back(label);
    for (int64_t label : r)
      if (!llvm::is_contained(l, label))
        product.push_back(label);
  }
  for (int64_t label : product)
    plan.productShape.push_back(sizes[label]);
  for (int64_t label : out) {
    plan.permutation.push_back(position(product, label));
    plan.resultShape.push_back(sizes[label]);
  }
  return plan;
}
