#!/usr/bin/env bash
# Installs what is missing (Debian packages), configures and builds.
# Idempotent: apt runs only when a package is missing; the build is
# incremental. Usage: scripts/build.sh [build-dir] (default: build).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}

# pybind11-dev, python3-dev, python3-numpy, python3-pytest: the Python
# module (python/), built for Debian's /usr/bin/python3, and its tests.
packages=(cmake ninja-build g++ libmlir-22-dev mlir-22-tools llvm-22-dev
          libzstd-dev libgtest-dev libbenchmark-dev ccache lld-22 python3
          python3-dev pybind11-dev python3-numpy python3-pytest)
"$here/scripts/install-packages.sh" "${packages[@]}"

jobs=${JOBS:-$(nproc)}
# Cache hits across checkouts: ccache hashes paths relative to the checkout.
export CCACHE_BASEDIR="$here"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$here" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DLLVM_USE_LINKER=lld
fi
cmake --build "$build" -j "$jobs"
