#!/usr/bin/python3
"""The overhead of a Python interpret call: N calls of Module.interpret on a
2-op program against the wall time of one `fold-opt --interpret --entry`
process on the same program, and the cost of the one-shot functions.

    PYTHONPATH=build/python /usr/bin/python3 scripts/bench-python.py \\
        --fold-opt build/bin/fold-opt [-n 1000]
"""

import argparse
import resource
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
    """(wall, CPU) seconds per call: on a loaded machine the CPU time is the
    steadier figure."""
    fn()  # warm up
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(n):
        fn()
    return ((time.perf_counter() - start) / n,
            (time.process_time() - cpu) / n)


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


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
        runs, cpus = [], []
        for _ in range(10):
            start, cpu = time.perf_counter(), children_cpu()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            runs.append(time.perf_counter() - start)
            cpus.append(children_cpu() - cpu)
    t_process = (sorted(runs)[len(runs) // 2], sorted(cpus)[len(cpus) // 2])

    def us(t):
        return f"{t[0] * 1e6:8.1f} us wall, {t[1] * 1e6:8.1f} us CPU"

    print(f"Module.interpret, 2 ops on tensor<4xf32>: {us(t_module)} per call"
          f" ({args.n} calls: {t_module[0] * args.n * 1e3:.1f} ms wall)")
    print(f"sf.interpret(text, ...) (parses each time): {us(t_oneshot)}")
    print(f"Module.fold():                             {us(t_fold)}")
    print(f"fold-opt --interpret --entry, one process: "
          f"{t_process[0] * 1e3:8.1f} ms wall, {t_process[1] * 1e3:8.1f} ms "
          "CPU (median of 10)")
    print(f"one process = {t_process[0] / t_module[0]:.0f} Module.interpret "
          f"calls (wall), {t_process[1] / t_module[1]:.0f} (CPU)")


if __name__ == "__main__":
    sys.exit(main())
