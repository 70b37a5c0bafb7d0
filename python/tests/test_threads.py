"""Folding and interpreting release the GIL: other Python threads run
meanwhile, and several runs go on at once (each Module's context is used by
one thread at a time)."""

import threading
import time

import numpy as np

import stablehlo_fold as sf

N = 65536

# acc = x, then n times acc += x: x * (n + 1), exact for ones.
LOOP = f"""
func.func @main(%x: tensor<{N}xf32>, %n: tensor<i32>) -> tensor<{N}xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<{N}xf32>
  cond {{
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %a = stablehlo.add %acc, %x : tensor<{N}xf32>
    stablehlo.return %j, %a : tensor<i32>, tensor<{N}xf32>
  }}
  return %r#1 : tensor<{N}xf32>
}}
"""

ONES = np.ones(N, np.float32)


def constant_loop(n: int) -> str:
    """LOOP on constants, which the fold pipeline folds to a splat."""
    body = LOOP[LOOP.index("  %c0"):LOOP.index("  return")]
    return f"""
func.func @main() -> tensor<{N}xf32> {{
  %x = stablehlo.constant dense<1.0> : tensor<{N}xf32>
  %n = stablehlo.constant dense<{n}> : tensor<i32>
{body}  return %r#1 : tensor<{N}xf32>
}}
"""


def run_loop(module: sf.Module, n: int) -> np.ndarray:
    [r] = module.interpret([ONES, np.int32(n)])
    return r


def long_trip_count(module: sf.Module) -> int:
    """A trip count for which one interpretation takes at least 0.3 s."""
    n = 64
    while n < 1 << 16:
        start = time.perf_counter()
        run_loop(module, n)
        if time.perf_counter() - start >= 0.3:
            break
        n *= 2
    return n


def samples_while(work) -> tuple:
    """Runs `work()` on another thread while this one takes a time stamp
    every millisecond; returns the call's (start, end) and the stamps."""
    window = {}

    def worker():
        window["start"] = time.perf_counter()
        window["result"] = work()
        window["end"] = time.perf_counter()

    thread = threading.Thread(target=worker)
    stamps = []
    thread.start()
    while thread.is_alive():
        stamps.append(time.perf_counter())
        time.sleep(0.001)
    thread.join()
    return window, stamps


def assert_ran_meanwhile(window, stamps):
    """This thread took stamps across most of the call: with the GIL held
    it could take none between the call's start and end (at most one
    switch interval, 5 ms, before the call began)."""
    inside = [s for s in stamps if window["start"] < s < window["end"]]
    duration = window["end"] - window["start"]
    assert inside, "no Python thread ran during the call"
    assert inside[-1] - inside[0] >= 0.5 * duration, (
        f"stamps span {inside[-1] - inside[0]:.3f} s of a "
        f"{duration:.3f} s call")


def test_interpret_lets_other_threads_run():
    module = sf.Module(LOOP)
    n = long_trip_count(module)
    window, stamps = samples_while(lambda: run_loop(module, n))
    np.testing.assert_array_equal(window["result"], np.float32(n + 1))
    assert_ran_meanwhile(window, stamps)


# Within the fold pipeline's default compute budget (1e9 units).
FOLD_TRIPS = 6000


def test_fold_lets_other_threads_run():
    n = FOLD_TRIPS
    module = sf.Module(constant_loop(n))
    window, stamps = samples_while(module.fold)
    folded = window["result"].text()
    assert f"dense<{float(n + 1):e}> : tensor<{N}xf32>" in folded
    assert "stablehlo.while" not in folded
    assert_ran_meanwhile(window, stamps)


def test_two_threads_at_once():
    """An interpretation, a fold and two calls on one shared Module on four
    threads at once: each gets its right result (the shared Module's calls
    take turns on its context). The two tests above are the ones that fail
    when a call holds the GIL (checked: "stamps span 0.000 s")."""
    module = sf.Module(LOOP)
    n = long_trip_count(module)
    shared = sf.Module(LOOP)
    results = {}

    def interpret(key, m, trips):
        results[key] = run_loop(m, trips)

    def fold():
        results["fold"] = sf.Module(constant_loop(FOLD_TRIPS)).fold().text()

    threads = [
        threading.Thread(target=interpret, args=("a", module, n)),
        threading.Thread(target=fold),
        threading.Thread(target=interpret, args=("b", shared, 3)),
        threading.Thread(target=interpret, args=("c", shared, 5)),
    ]

    def work():
        for t in threads:
            t.start()
        for t in threads:
            t.join()

    window, stamps = samples_while(work)
    np.testing.assert_array_equal(results["a"], np.float32(n + 1))
    np.testing.assert_array_equal(results["b"], np.float32(4))
    np.testing.assert_array_equal(results["c"], np.float32(6))
    assert "stablehlo.while" not in results["fold"]
    assert_ran_meanwhile(window, stamps)


def test_errors_from_threads_keep_their_diagnostics():
    """Each thread's Error carries its own call's diagnostics."""
    module = sf.Module(LOOP)
    messages = []

    def bad(i):
        try:
            module.interpret([ONES] * (i % 2))
        except sf.Error as e:
            messages.append((i % 2, str(e)))

    threads = [threading.Thread(target=bad, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(messages) == 12
    for given, message in messages:
        assert f"takes 2 arguments, {given} given" in message


def test_is_pass_registered():
    for name in ("stablehlo-fold-pipeline", "fold-constants", "canonicalize",
                 "inline", "stablehlo-refine-shapes"):
        assert sf._core.is_pass_registered(name), name
    assert not sf._core.is_pass_registered("no-such-pass")
    assert not sf._core.is_pass_registered("")
    # No context per call: 20,000 calls take well under a second (a context
    # each took about 0.35 ms).
    start = time.perf_counter()
    for _ in range(20000):
        sf._core.is_pass_registered("fold-constants")
    assert time.perf_counter() - start < 1.0
