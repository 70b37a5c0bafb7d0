#!/usr/bin/env python3
"""Writes the weight preprocessing of an 8-layer MLP (1024 x 1024 f32
weights, each transposed, scaled by 0.125 and converted to bf16) as MLIR
text, the program bench/ModelFoldBench.cpp folds. Convert it to bytecode
and time fold-opt on it:

    python3 bench/gen-mlp.py > /tmp/mlp.mlir
    build/bin/fold-opt /tmp/mlp.mlir --emit-bytecode -o /tmp/mlp.mlirbc
    time build/bin/fold-opt --fold-constants /tmp/mlp.mlirbc --emit-bytecode -o /dev/null
"""
import argparse
import random
import struct
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--dim", type=int, default=1024)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    n, d = args.layers, args.dim
    f32 = f"tensor<{d}x{d}xf32>"
    bf16 = f"tensor<{d}x{d}xbf16>"
    out = sys.stdout
    out.write(f"func.func @weights() -> ({', '.join([bf16] * n)}) {{\n")
    out.write(f"  %scale = stablehlo.constant dense<1.250000e-01> : {f32}\n")
    for i in range(n):
        values = struct.pack(f"<{d * d}f",
                             *(rng.gauss(0.0, 0.02) for _ in range(d * d)))
        out.write(f'  %w{i} = stablehlo.constant dense<"0x{values.hex().upper()}"> : {f32}\n')
        out.write(f"  %t{i} = stablehlo.transpose %w{i}, dims = [1, 0] : ({f32}) -> {f32}\n")
        out.write(f"  %s{i} = stablehlo.multiply %t{i}, %scale : {f32}\n")
        out.write(f"  %c{i} = stablehlo.convert %s{i} : ({f32}) -> {bf16}\n")
    results = ", ".join(f"%c{i}" for i in range(n))
    out.write(f"  return {results} : {', '.join([bf16] * n)}\n}}\n")


if __name__ == "__main__":
    main()
