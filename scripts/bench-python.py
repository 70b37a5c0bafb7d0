#!/usr/bin/python3
"""The overhead of a Python interpret call: N calls of Module.interpret on a
2-op program against the wall time of one `fold-opt --interpret --entry`
process on the same program, and the cost of the one-shot functions.

    PYTHONPATH=build/python /usr/bin/python3 scripts/bench-python.py \\
        --fold-opt build/bin/fold-opt [-n 1000]
"""

import argparse
import subprocess
import sys
import tempfile
import time

import numpy as np

import stablehlo_fold as sf

PROGRAM = """func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<4xf32>
  %1 = stablehlo.add %0, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def per_call(fn, n):
    fn()  # warm up
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fold-opt", required=True)
    parser.add_argument("-n", type=int, default=1000)
    args = parser.parse_args()

    x = np.arange(4, dtype=np.float32)
    y = np.full(4, 2, np.float32)
    module = sf.Module(PROGRAM)
    assert np.array_equal(module.interpret([x, y])[0], x * y + x)

    t_module = per_call(lambda: module.interpret([x, y]), args.n)
    t_oneshot = per_call(lambda: sf.interpret(PROGRAM, args=[x, y]),
                         max(args.n // 10, 1))
    t_fold = per_call(lambda: module.fold(), max(args.n // 10, 1))

    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(PROGRAM)
        f.flush()
        cmd = [args.fold_opt, "--interpret", "--entry=main",
               "--args=[dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>, "
               "dense<2.0> : tensor<4xf32>]", f.name]
        runs = []
        for _ in range(10):
            start = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            runs.append(time.perf_counter() - start)
    t_process = sorted(runs)[len(runs) // 2]

    print(f"Module.interpret, 2 ops on tensor<4xf32>: {t_module * 1e6:8.1f} us"
          f" per call ({args.n} calls: {t_module * args.n * 1e3:.1f} ms)")
    print(f"sf.interpret(text, ...) (parse each time): "
          f"{t_oneshot * 1e6:8.1f} us per call")
    print(f"Module.fold():                             "
          f"{t_fold * 1e6:8.1f} us per call")
    print(f"fold-opt --interpret --entry, one process: "
          f"{t_process * 1e3:8.1f} ms (median of 10)")
    print(f"one process = {t_process / t_module:.0f} Module.interpret calls")


if __name__ == "__main__":
    sys.exit(main())
