"""interpret(): results agree with numpy's own computation."""

import numpy as np
import pytest

import stablehlo_fold as sf

MLP = """
func.func @main(%x: tensor<4x3xf32>, %w: tensor<3x2xf32>, %b: tensor<2xf32>)
    -> tensor<4x2xf32> {
  %xw = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1]
      : (tensor<2xf32>) -> tensor<4x2xf32>
  %y = stablehlo.add %xw, %bb : tensor<4x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4x2xf32>
  %r = stablehlo.maximum %y, %zero : tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
"""

STATS = """
func.func @stats(%x: tensor<5xf64>) -> (tensor<f64>, tensor<f64>, tensor<5xf64>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add
      across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum
      across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
  %e = stablehlo.exponential %x : tensor<5xf64>
  return %sum, %max, %e : tensor<f64>, tensor<f64>, tensor<5xf64>
}
"""


def test_mlp_matches_numpy():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 3)).astype(np.float32)
    w = rng.standard_normal((3, 2)).astype(np.float32)
    b = rng.standard_normal(2).astype(np.float32)
    [r] = sf.interpret(MLP, args=[x, w, b])
    assert r.shape == (4, 2) and r.dtype == np.float32
    np.testing.assert_allclose(r, np.maximum(x @ w + b, 0), rtol=1e-6)


def test_several_results_and_entry():
    x = np.array([0.5, -1.0, 2.0, 3.25, 0.0])
    total, biggest, e = sf.interpret(STATS, entry="stats", args=[x])
    assert total.shape == () and total == x.sum()
    assert biggest == 3.25
    np.testing.assert_allclose(e, np.exp(x), rtol=1e-15)


def test_integer_semantics_match_numpy():
    program = """
    func.func @main(%a: tensor<6xi32>, %b: tensor<6xi32>)
        -> (tensor<6xi32>, tensor<6xi32>, tensor<6xi1>) {
      %q = stablehlo.divide %a, %b : tensor<6xi32>
      %r = stablehlo.remainder %a, %b : tensor<6xi32>
      %lt = stablehlo.compare LT, %a, %b, SIGNED
          : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      return %q, %r, %lt : tensor<6xi32>, tensor<6xi32>, tensor<6xi1>
    }"""
    a = np.array([7, -7, 7, -7, 0, 100], np.int32)
    b = np.array([2, 2, -2, -2, 5, 7], np.int32)
    q, r, lt = sf.interpret(program, args=[a, b])
    # StableHLO divides and takes remainders towards zero, like C.
    np.testing.assert_array_equal(q, np.trunc(a / b).astype(np.int32))
    np.testing.assert_array_equal(r, np.fmod(a, b))
    np.testing.assert_array_equal(lt, a < b)
    assert lt.dtype == np.bool_


def test_ieee_special_values():
    program = """
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = stablehlo.sqrt %x : tensor<4xf32>
      return %r : tensor<4xf32>
    }"""
    x = np.array([-0.0, np.inf, -1.0, 4.0], np.float32)
    [r] = sf.interpret(program, args=[x])
    with np.errstate(invalid="ignore"):
        expected = np.sqrt(x)
    np.testing.assert_array_equal(r, expected)
    assert np.signbit(r[0])


def test_program_output_goes_to_stdout(capsys):
    program = """
    func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
      interpreter.print %x : tensor<2xi32>
      return %x : tensor<2xi32>
    }"""
    sf.interpret(program, args=[np.array([4, 5], np.int32)])
    assert "[4, 5]" in capsys.readouterr().out


def test_failed_check_is_an_error():
    program = """
    func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
      check.expect_eq_const %x, dense<[1, 2]> : tensor<2xi32>
      return %x : tensor<2xi32>
    }"""
    [r] = sf.interpret(program, args=[np.array([1, 2], np.int32)])
    with pytest.raises(sf.Error, match=r"1 check failed"):
        sf.interpret(program, args=[np.array([1, 3], np.int32)])


def test_max_work_stops_an_endless_loop():
    program = """
    func.func @main(%x: tensor<i32>) -> tensor<i32> {
      %r = stablehlo.while(%i = %x) : tensor<i32>
      cond {
        %t = stablehlo.constant dense<true> : tensor<i1>
        stablehlo.return %t : tensor<i1>
      } do {
        stablehlo.return %i : tensor<i32>
      }
      return %r : tensor<i32>
    }"""
    with pytest.raises(sf.Error, match="the compute budget of 1 ms ran out"):
        sf.interpret(program, args=[np.int32(0)], max_work=10**6)


def test_function_without_arguments():
    program = """
    func.func @main() -> tensor<3xui8> {
      %r = stablehlo.iota dim = 0 : tensor<3xui8>
      return %r : tensor<3xui8>
    }"""
    [r] = sf.interpret(program)
    np.testing.assert_array_equal(r, np.arange(3, dtype=np.uint8))
