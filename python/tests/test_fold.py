"""fold(): the fold pipeline by default, any pass pipeline on request."""

import numpy as np
import pytest

import stablehlo_fold as sf

CONSTANTS = """
func.func @main() -> tensor<4xi32> {
  %a = stablehlo.iota dim = 0 : tensor<4xi32>
  %b = stablehlo.constant dense<10> : tensor<4xi32>
  %c = stablehlo.multiply %a, %b : tensor<4xi32>
  %d = stablehlo.add %c, %a : tensor<4xi32>
  return %d : tensor<4xi32>
}
"""

MIXED = """
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<3xf32>
  %two = stablehlo.add %one, %one : tensor<3xf32>
  %r = stablehlo.multiply %x, %two : tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


def test_fold_to_a_constant():
    folded = sf.fold(CONSTANTS)
    assert "stablehlo.constant dense<[0, 11, 22, 33]> : tensor<4xi32>" in folded
    assert "stablehlo.multiply" not in folded
    # The folded program means the same.
    [r] = sf.interpret(folded)
    np.testing.assert_array_equal(r, sf.interpret(CONSTANTS)[0])


def test_fold_keeps_what_depends_on_arguments():
    folded = sf.fold(MIXED)
    assert "dense<2.000000e+00>" in folded
    assert "stablehlo.multiply" in folded
    assert "stablehlo.add" not in folded
    x = np.array([1.5, -2.0, 0.25], np.float32)
    np.testing.assert_array_equal(sf.interpret(folded, args=[x])[0], x * 2)


def test_fold_options():
    assert "stablehlo.add" in sf.fold(MIXED, keep_floats=True)
    assert "stablehlo.add" not in sf.fold(MIXED, keep_floats=False)
    assert "stablehlo.multiply" not in sf.fold(CONSTANTS, size_budget=16,
                                               max_iterations=1)
    # The options reach the pipeline's parser.
    with pytest.raises(sf.Error, match="size-budget=-1"):
        sf.fold(CONSTANTS, size_budget=-1)


def test_size_budget_of_fold_constants():
    # The 16-byte results do not fit a budget of 8.
    small = sf.fold(CONSTANTS, pipeline="fold-constants{size-budget=8}")
    assert "stablehlo.multiply" in small
    big = sf.fold(CONSTANTS, pipeline="fold-constants{size-budget=64}")
    assert "stablehlo.multiply" not in big


def test_any_pipeline():
    canonical = sf.fold(CONSTANTS, pipeline="canonicalize")
    assert "dense<[0, 11, 22, 33]>" in canonical
    anchored = sf.fold(CONSTANTS, pipeline="builtin.module(fold-constants)")
    assert "dense<[0, 11, 22, 33]>" in anchored
    nested = sf.fold(CONSTANTS, pipeline="func.func(cse),fold-constants")
    assert "dense<[0, 11, 22, 33]>" in nested
    unchanged = sf.fold(CONSTANTS, pipeline="")
    assert "stablehlo.multiply" in unchanged


def test_generic_form():
    text = sf.fold(CONSTANTS, generic=True)
    assert '"stablehlo.constant"()' in text


def test_bad_pipelines_are_errors():
    with pytest.raises(sf.Error, match="invalid pass pipeline 'no-such-pass'"
                       "(.|\n)*no-such-pass"):
        sf.fold(CONSTANTS, pipeline="no-such-pass")
    with pytest.raises(sf.Error, match="size-budget"):
        sf.fold(CONSTANTS, pipeline="fold-constants{size-budget=big}")
    with pytest.raises(sf.Error, match="put them in `pipeline`"):
        sf.fold(CONSTANTS, pipeline="cse", size_budget=3)
