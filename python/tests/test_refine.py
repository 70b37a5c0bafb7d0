"""refine(): the shape refinement passes on argument types
(stablehlo-refine-arguments, stablehlo-refine-shapes,
stablehlo-canonicalize-dynamism)."""

import collections

import numpy as np
import pytest

import stablehlo_fold as sf

DYNAMIC = """
func.func @main(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %s = stablehlo.add %x, %y : tensor<?xf32>
  %r = stablehlo.multiply %s, %x : tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

ShapeDtype = collections.namedtuple("ShapeDtype", "shape dtype")


def test_refine_to_static_types():
    refined = sf.refine(DYNAMIC, ["tensor<4xf32>", "tensor<4xf32>"])
    assert "?" not in refined
    assert "tensor<4xf32>" in refined
    x = np.arange(4, dtype=np.float32)
    y = np.full(4, 0.5, np.float32)
    [r] = sf.interpret(refined, args=[x, y])
    np.testing.assert_array_equal(r, (x + y) * x)


def test_arg_types_from_arrays_and_shape_dtype_objects():
    x = np.zeros(3, np.float32)
    refined = sf.refine(DYNAMIC, [x, ShapeDtype((3,), np.float32)])
    assert "tensor<3xf32>" in refined and "?" not in refined
    # None keeps a dimension dynamic.
    partly = sf.refine(DYNAMIC, [ShapeDtype((None,), np.float32), x])
    assert "tensor<?xf32>" in partly


def test_module_refine_then_interpret():
    m = sf.Module(DYNAMIC).refine([np.zeros(2, np.float32)] * 2)
    [r] = m.interpret([np.ones(2, np.float32), np.ones(2, np.float32)])
    np.testing.assert_array_equal(r, [2, 2])


def test_refine_errors():
    with pytest.raises(sf.Error):
        sf.refine(DYNAMIC, ["tensor<4xf32>"])             # one type missing
    with pytest.raises(sf.Error):
        sf.refine(DYNAMIC, ["tensor<4xi32>", "tensor<4xi32>"])  # element type
    with pytest.raises(sf.Error, match="one type per argument"):
        sf.refine(DYNAMIC, "tensor<4xf32>")
