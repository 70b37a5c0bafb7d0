"""Module: parse once, run, fold, print and serialise many times."""

import numpy as np

import stablehlo_fold as sf

PROGRAM = """
func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %c = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %c2 = stablehlo.add %c, %c : tensor<2x2xf32>
  %r = stablehlo.dot_general %x, %c2, contracting_dims = [1] x [0]
      : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @twice(%x: tensor<i64>) -> tensor<i64> {
  %r = stablehlo.add %x, %x : tensor<i64>
  return %r : tensor<i64>
}
"""
C2 = np.array([[2, 4], [6, 8]], np.float32)


def test_module_runs_many_times():
    m = sf.Module(PROGRAM)
    rng = np.random.default_rng(1)
    for _ in range(20):
        x = rng.standard_normal((2, 2)).astype(np.float32)
        [r] = m.interpret([x])
        np.testing.assert_allclose(r, x @ C2, rtol=1e-6)
    for i in range(5):
        [r] = m.interpret([np.int64(i)], entry="twice")
        assert r == 2 * i


def test_fold_returns_a_new_module():
    m = sf.Module(PROGRAM, name="prog.mlir")
    folded = m.fold()
    assert str(m).count("stablehlo.add") == 2   # the original is unchanged
    assert folded.text().count("stablehlo.add") == 1  # @twice's is left
    assert folded.name == "prog.mlir"
    x = np.eye(2, dtype=np.float32)
    np.testing.assert_array_equal(folded.interpret([x])[0],
                                  m.interpret([x])[0])
    cse = m.run_passes("cse")
    assert isinstance(cse, sf.Module)


def test_bytecode_round_trip():
    m = sf.Module(PROGRAM)
    bytecode = m.bytecode()
    assert isinstance(bytecode, bytes) and bytecode.startswith(b"ML\xefR")
    again = sf.Module(bytecode)
    assert again.text() == m.text()
    x = np.ones((2, 2), np.float32)
    np.testing.assert_array_equal(again.interpret([x])[0],
                                  m.interpret([x])[0])


def test_functions_take_bytecode():
    bytecode = sf.Module(PROGRAM).bytecode()
    sf.verify(bytecode)
    assert "dense<[" in sf.fold(bytecode)
    [r] = sf.interpret(bytecode, entry="twice", args=[np.int64(21)])
    assert r == 42


def test_text_round_trip_and_repr():
    m = sf.Module(PROGRAM, name="prog.mlir")
    assert sf.Module(m.text()).text() == m.text()
    assert sf.Module(m.text(generic=True)).text() == m.text()
    assert repr(m) == "<stablehlo_fold.Module prog.mlir>"


def test_errors_leave_the_module_usable():
    m = sf.Module(PROGRAM)
    for _ in range(3):
        try:
            m.interpret([np.zeros(3, np.float32)])
        except sf.Error as e:
            assert "argument 0 of type tensor<2x2xf32> cannot take" in str(e)
        else:
            raise AssertionError("no error")
    [r] = m.interpret([np.int64(4)], entry="twice")
    assert r == 8
