#!/usr/bin/env bash
# Checks that stablehlo-fold works as an installed package: installs the build
# into a temporary prefix, configures and builds examples/downstream against
# that prefix only (not the build tree), runs it on input.mlir and checks the
# output with FileCheck; then imports the installed Python module and runs a
# program with it. Exits non-zero on any failure.
# Usage: scripts/check-downstream.sh [build-dir] (default: build, already
# built; scripts/test.sh builds it first).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
llvm_bin=/usr/lib/llvm-22/bin

work=$(mktemp -d "${TMPDIR:-/tmp}/sfold-downstream.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

echo "== install into $prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log" ||
  { cat "$work/install.log"; exit 1; }

echo "== configure and build examples/downstream against it"
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
launcher=()
command -v ccache >/dev/null &&
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# Only the prefix: find_package(StablehloFold) must not see the build tree.
cmake -S "$here/examples/downstream" -B "$work/build" "${generator[@]}" \
  "${launcher[@]}" -DCMAKE_PREFIX_PATH="$prefix" >"$work/configure.log" ||
  { cat "$work/configure.log"; exit 1; }
grep -q "StablehloFoldConfig.cmake in: $prefix/" "$work/configure.log" ||
  { echo "error: StablehloFold was not found in $prefix"; \
    cat "$work/configure.log"; exit 1; }
cmake --build "$work/build" -j "${JOBS:-1}"

echo "== run it on examples/downstream/input.mlir"
input=$here/examples/downstream/input.mlir
"$work/build/downstream-fold" "$input" >"$work/output.mlir"
"$llvm_bin/FileCheck" --input-file="$work/output.mlir" "$input"
"$work/build/downstream-fold" --size-budget=64 "$input" >"$work/output64.mlir"
"$llvm_bin/FileCheck" --check-prefix=BUDGET64 \
  --input-file="$work/output64.mlir" "$input"
# buildFoldPipeline folds at least as far as the hand-made pipeline: the same
# output here.
"$work/build/downstream-fold" --fold-pipeline "$input" >"$work/pipeline.mlir"
"$llvm_bin/FileCheck" --input-file="$work/pipeline.mlir" "$input"
# Upstream passes alone (inline, sccp, canonicalize, cse) fold through the
# fold interface: the UPSTREAM lines.
"$work/build/downstream-fold" --upstream-only "$input" >"$work/upstream.mlir"
"$llvm_bin/FileCheck" --check-prefix=UPSTREAM \
  --input-file="$work/upstream.mlir" "$input"
echo "downstream example: OK"

echo "== the C API: examples/downstream/capi.c"
"$work/build/downstream-capi" >"$work/capi.txt"
"$llvm_bin/FileCheck" --check-prefix=CAPI --input-file="$work/capi.txt" \
  "$here/examples/downstream/capi.check"

# The Python module from the prefix alone (not the build tree), when the
# build has one.
if [ -d "$build/python/stablehlo_fold" ]; then
  echo "== the installed Python module"
  (cd "$work" && PYTHONPATH="$prefix/python" /usr/bin/python3 -c '
import numpy as np, stablehlo_fold as sf
assert sf.__file__.startswith("'"$prefix"'/python/"), sf.__file__
program = """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %x, %x : tensor<2xi32>
  return %0 : tensor<2xi32>
}"""
[r] = sf.interpret(program, args=[np.array([20, 21], np.int32)])
assert r.tolist() == [40, 42], r
print("python module: OK")')
else
  echo "== no Python module in $build: skipped"
fi
