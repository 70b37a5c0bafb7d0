"""Errors raise stablehlo_fold.Error with located diagnostics, never crash."""

import numpy as np
import pytest

import stablehlo_fold as sf

ADD = """func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.add %x, %y : tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


def test_parse_error_has_line_and_column():
    bad = "func.func @main() -> () {\n  %r = stablehlo.bogus\n}\n"
    with pytest.raises(sf.Error) as e:
        sf.verify(bad, name="model.mlir")
    message = str(e.value)
    assert message.startswith("model.mlir:2:")
    assert "error:" in message
    assert "stablehlo.bogus" in message  # the source line is shown


def test_verifier_error_has_line_and_column():
    bad = ("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n"
           "  %r = stablehlo.reshape %x : (tensor<3xf32>) -> tensor<4xf32>\n"
           "  return %x : tensor<3xf32>\n"
           "}\n")
    with pytest.raises(sf.Error, match=r"^<input>:2:8: error: "):
        sf.verify(bad)
    with pytest.raises(sf.Error, match=r"^<input>:2:8: error: "):
        sf.fold(bad)
    with pytest.raises(sf.Error, match=r"^<input>:2:8: error: "):
        sf.interpret(bad, args=[np.zeros(3, np.float32)])


def test_argument_count():
    x = np.zeros(3, np.float32)
    with pytest.raises(sf.Error, match=r"<input>:1:1: error: @main takes 2 "
                       "arguments, 1 given"):
        sf.interpret(ADD, args=[x])
    with pytest.raises(sf.Error, match="takes 2 arguments, 3 given"):
        sf.interpret(ADD, args=[x, x, x])


def test_argument_shape_and_dtype():
    x = np.zeros(3, np.float32)
    with pytest.raises(sf.Error, match=r"argument 1 of type tensor<3xf32> "
                       r"cannot take the value given: its type is "
                       r"tensor<4xf32>: dimension 0 has size 4, expected 3"):
        sf.interpret(ADD, args=[x, np.zeros(4, np.float32)])
    with pytest.raises(sf.Error, match=r"argument 0 of type tensor<3xf32> "
                       r"cannot take the value given: its element type is "
                       r"f64, expected f32"):
        sf.interpret(ADD, args=[np.zeros(3), x])
    with pytest.raises(sf.Error, match=r"argument 1 of type tensor<3xf32> "
                       r"cannot take the value given: its type is "
                       r"tensor<3x1xf32>, of another rank"):
        sf.interpret(ADD, args=[x, x.reshape(3, 1)])


def test_args_must_be_a_list():
    x = np.zeros(3, np.float32)
    with pytest.raises(sf.Error, match="one array per argument"):
        sf.interpret(ADD, args=x)
    with pytest.raises(sf.Error, match="one array per argument"):
        sf.Module(ADD).interpret(x)


def test_missing_entry_and_dynamic_arguments():
    with pytest.raises(sf.Error, match="no function @nope with a body"):
        sf.interpret(ADD, entry="nope", args=[])
    # A `?` dimension takes the size of the array given; the rank and the
    # static sizes must still agree.
    dynamic = """func.func @main(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
      %y = stablehlo.add %x, %x : tensor<?x2xf32>
      return %y : tensor<?x2xf32>
    }"""
    x = np.arange(6, dtype=np.float32).reshape(3, 2)
    (y,) = sf.interpret(dynamic, args=[x])
    np.testing.assert_array_equal(y, x + x)
    with pytest.raises(sf.Error, match="argument 0 of type tensor<\\?x2xf32> "
                       "cannot take the value given"):
        sf.interpret(dynamic, args=[np.zeros((3, 3), np.float32)])


def test_token_results_are_errors():
    program = """func.func @main() -> !stablehlo.token {
      %t = stablehlo.after_all : !stablehlo.token
      return %t : !stablehlo.token
    }"""
    with pytest.raises(sf.Error, match="result 0 is not a tensor"):
        sf.interpret(program)


def test_evaluation_error_is_located():
    program = """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
      %r = stablehlo.custom_call @no_such_target(%x) : (tensor<2xi32>) -> tensor<2xi32>
      return %r : tensor<2xi32>
    }"""
    with pytest.raises(sf.Error, match=r"<input>:2:\d+: error: "):
        sf.interpret(program, args=[np.zeros(2, np.int32)])


@pytest.mark.parametrize("source", [
    b"ML\xefR\x00garbage",        # bytecode magic, then nonsense
    b"\x00\x01\x02",
    "func.func @main(",
    "}",
    "\xff\xfe",
])
def test_garbage_is_an_error_not_a_crash(source):
    with pytest.raises(sf.Error):
        sf.verify(source)


def test_not_a_program():
    with pytest.raises(sf.Error, match="str or bytes"):
        sf.verify(42)


def test_error_is_an_exception():
    assert issubclass(sf.Error, Exception)
    assert "diagnostics" in sf.Error.__doc__


def test_failed_check_quotes_readable_values():
    """A failed check inside interpret quotes the values as results print:
    shortest decimals, NaN and infinity spelled out, a NaN payload in hex."""
    program = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      check.expect_eq_const %x, dense<[0.1, -0.0, 0x7FC00001]> : tensor<3xf32>
      return %x : tensor<3xf32>
    }"""
    x = np.array([np.inf, -0.0, np.nan], np.float32)
    with pytest.raises(sf.Error, match=r"not bitwise equal in 2 of 3 elements; "
                       r"first at \[0\]: actual inf, expected 0\.1(?!\d)"):
        sf.interpret(program, args=[x])
    x[0] = np.float32(0.1)
    with pytest.raises(sf.Error, match=r"first at \[2\]: actual nan, "
                       r"expected nan\(0x7FC00001\)"):
        sf.interpret(program, args=[x])


def test_printed_tensors_are_readable(capsys):
    """interpreter.print writes a matrix a row per line, whatever its size,
    with NaN spelled out, never as a hex blob."""
    program = """func.func @main(%x: tensor<20x10xf32>) -> tensor<20x10xf32> {
      interpreter.print %x : tensor<20x10xf32>
      return %x : tensor<20x10xf32>
    }"""
    x = np.arange(200, dtype=np.float32).reshape(20, 10) / 4
    x[19, 9] = np.nan
    sf.interpret(program, args=[x])
    out = capsys.readouterr().out
    assert '"0x' not in out
    lines = out.splitlines()
    assert len(lines) == 20
    assert lines[0] == ("dense<[[0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, "
                        "2.0, 2.25],")
    assert lines[19].endswith("49.25, 49.5, nan]]> : tensor<20x10xf32>")
