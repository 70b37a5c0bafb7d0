"""Each Module's context has its own kernel and fold settings."""

import threading

import pytest

import stablehlo_fold as sf

DOT = """
func.func @main() -> tensor<64x64xf32> {
  %a = stablehlo.constant dense<1.5> : tensor<64x64xf32>
  %b = stablehlo.constant dense<0.25> : tensor<64x64xf32>
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
"""


def canonicalized(**settings):
    return sf.Module(DOT, **settings).run_passes("canonicalize").text()


def test_the_fold_limits_are_the_contexts():
    assert "dot_general" not in canonicalized()
    assert "dot_general" in canonicalized(fold_max_work=1)


def test_kernel_settings_do_not_change_results():
    expected = canonicalized()
    assert "dense<2.400000e+01>" in expected
    assert canonicalized(kernel_isa="portable", threads=1) == expected
    assert canonicalized(kernel_isa="avx512", threads=3) == expected


def test_a_bad_instruction_set_is_an_error():
    with pytest.raises(sf.Error, match="kernel_isa"):
        sf.Module(DOT, kernel_isa="sse9")


def test_two_threads_with_their_own_settings():
    results = {}

    def run(name, **settings):
        results[name] = [canonicalized(**settings) for _ in range(20)]

    threads = [
        threading.Thread(target=run, args=("limited",),
                         kwargs={"fold_max_work": 1, "threads": 1,
                                 "kernel_isa": "portable"}),
        threading.Thread(target=run, args=("default",),
                         kwargs={"threads": 3}),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all("dot_general" in text for text in results["limited"])
    assert all("dot_general" not in text for text in results["default"])
