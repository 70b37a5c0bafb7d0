#!/usr/bin/env python3
"""Writes the malformed artifacts of test/Vhlo/malformed-bytecode.test.

Each is test/Vhlo/artifact.mlir written by our fold-translate at 1.13.8 with
a few bytes changed: the first mutation (deterministic seeds) whose error is
the wanted one. Rerun after a change to the writer:

    test/Vhlo/Inputs/make-malformed.py build/bin/fold-translate
"""

import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WANTED = {
    "regions": "an operation counts more regions than its section holds",
    "results": "an operation counts more results than its section holds",
    "operands": "an operation counts more operands than its section holds",
    "blocks": "a region counts more blocks than its section holds",
    "values": "a region counts more values than its section holds",
    "string": "a string of no size",
    "cycle": "attribute or type entries refer to each other in a cycle",
    "function-type": "function_type is not a function type",
}


def mutate(data, rng):
    out = bytearray(data)
    kind = rng.randrange(3)
    if kind == 0:
        for _ in range(rng.randrange(1, 3)):
            i = rng.randrange(24, len(out))
            out[i] ^= 1 << rng.randrange(8)
    elif kind == 1:
        out[rng.randrange(24, len(out))] = rng.choice([0x00, 0x7F, 0x80, 0xFF])
    else:
        i = rng.randrange(24, len(out))
        for j in range(i, min(len(out), i + rng.randrange(1, 6))):
            out[j] = 0
    return bytes(out)


def main():
    translate = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        seed_path = os.path.join(tmp, "seed.bc")
        subprocess.run([translate, "--serialize", "--target=1.13.8",
                        os.path.join(HERE, "..", "artifact.mlir"),
                        "-o", seed_path], check=True)
        data = open(seed_path, "rb").read()
        missing = dict(WANTED)
        path = os.path.join(tmp, "m.bc")
        for seed in range(200000):
            if not missing:
                break
            mutated = mutate(data, random.Random(seed))
            with open(path, "wb") as f:
                f.write(mutated)
            proc = subprocess.run([translate, "--deserialize", path],
                                  capture_output=True, timeout=60)
            err = proc.stderr.decode(errors="replace")
            for name, message in list(missing.items()):
                if message in err:
                    out = os.path.join(HERE, "malformed-%s.mlir.bc" % name)
                    with open(out, "wb") as f:
                        f.write(mutated)
                    print("%s: seed %d" % (name, seed))
                    del missing[name]
        for name in missing:
            print("%s: not found" % name)


if __name__ == "__main__":
    main()
