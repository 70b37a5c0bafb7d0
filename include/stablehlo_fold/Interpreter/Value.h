//===- Value.h - values the evaluator passes around -------------*- C++ -*-===//
//
// An `InterpreterValue` is what an SSA value holds at run time: a Tensor, a
// token, or a tuple of values.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_VALUE_H
#define STABLEHLO_FOLD_INTERPRETER_VALUE_H

#include "stablehlo_fold/Interpreter/Print.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include <memory>
#include <variant>
#include <vector>

namespace mlir::sfold {

/// The value of a `!stablehlo.token`: it carries no data.
struct Token {};

class InterpreterValue;
/// The value of a `tuple<...>`.
using Tuple = std::vector<InterpreterValue>;

class InterpreterValue {
public:
  InterpreterValue() = default;
  InterpreterValue(Tensor tensor) : value(std::move(tensor)) {}
  InterpreterValue(Token token) : value(token) {}
  InterpreterValue(Tuple tuple)
      : value(std::make_shared<const Tuple>(std::move(tuple))) {}

  bool isTensor() const { return std::holds_alternative<Tensor>(value); }
  bool isToken() const { return std::holds_alternative<Token>(value); }
  bool isTuple() const {
    return std::holds_alternative<std::shared_ptr<const Tuple>>(value);
  }

  const Tensor &getTensor() const { return std::get<Tensor>(value); }
  /// The tensor, for a handler to write its result over (OpHandler); null
  /// if this is not a tensor.
  Tensor *getMutableTensor() { return std::get_if<Tensor>(&value); }
  const Tuple &getTuple() const {
    return *std::get<std::shared_ptr<const Tuple>>(value);
  }

  /// Prints a tensor as an MLIR literal (printTensor, in `format`), a token
  /// as `token`, a tuple as `(v0, v1)`.
  void print(raw_ostream &os,
             TensorFormat format = TensorFormat::Readable) const;

private:
  std::variant<std::monostate, Tensor, Token, std::shared_ptr<const Tuple>>
      value;
};

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_VALUE_H
