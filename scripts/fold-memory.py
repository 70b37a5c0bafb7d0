#!/usr/bin/env python3
"""Peak memory and time of folding the MLP weight preprocessing
(bench/gen-mlp.py) from bytecode to bytecode, against parsing and printing
the same file, in one session:

    /usr/bin/python3 scripts/fold-memory.py [--fold-opt build/bin/fold-opt]
        [--baseline OTHER_FOLD_OPT] [--runs 3]

Each run is `/usr/bin/time -v`; the figures are the minimum over the runs
of the maximum resident set size and of the elapsed time. With --baseline,
another fold-opt (e.g. main's) folds the same file in the same runs.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def measure(cmd):
    """(peak RSS in MB, elapsed seconds) of one run of `cmd`."""
    proc = subprocess.run(["/usr/bin/time", "-v"] + cmd,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True, check=False)
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{proc.stderr}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)",
                        proc.stderr).group(1))
    clock = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)",
                      proc.stderr)
    seconds = (int(clock.group(1) or 0) * 3600 + int(clock.group(2)) * 60 +
               float(clock.group(3)))
    return rss / 1000.0, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fold-opt",
                        default=os.path.join(HERE, "..", "build", "bin",
                                             "fold-opt"))
    parser.add_argument("--baseline", help="another fold-opt to compare")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        text = os.path.join(tmp, "mlp.mlir")
        bytecode = os.path.join(tmp, "mlp.mlirbc")
        with open(text, "w") as out:
            subprocess.run([sys.executable,
                            os.path.join(HERE, "..", "bench", "gen-mlp.py")],
                           stdout=out, check=True)
        subprocess.run([args.fold_opt, text, "--emit-bytecode", "-o",
                        bytecode], check=True)
        os.remove(text)
        fold = ["--fold-constants=size-budget=1000000000", bytecode,
                "--emit-bytecode", "-o", os.devnull]
        variants = [("parse+print", [args.fold_opt, bytecode,
                                     "--emit-bytecode", "-o", os.devnull]),
                    ("fold", [args.fold_opt] + fold)]
        if args.baseline:
            variants.append(("fold (baseline)", [args.baseline] + fold))
        best = {name: (float("inf"), float("inf")) for name, _ in variants}
        for _ in range(args.runs):
            for name, cmd in variants:
                rss, seconds = measure(cmd)
                best[name] = (min(best[name][0], rss),
                              min(best[name][1], seconds))
    base = best["parse+print"][0]
    for name, (rss, seconds) in best.items():
        print(f"{name:16} peak RSS {rss:7.1f} MB ({rss / base:.2f}x "
              f"parse+print)  {seconds * 1000:6.0f} ms")


if __name__ == "__main__":
    main()
