#!/usr/bin/env bash
# Configures and builds the sanitizer tree: clang-22 with AddressSanitizer,
# UndefinedBehaviorSanitizer (every finding fatal) and libFuzzer's coverage
# instrumentation, into build-asan/ (or $SANITIZE_BUILD), installing the
# Debian packages it needs the way scripts/build.sh does. Our code is
# instrumented; Debian's libLLVM.so and libMLIR*.a are not.
# Used by scripts/sanitize.sh and scripts/fuzz.sh (see docs/sanitizers.md).
# Usage: scripts/sanitizer-build.sh [ninja targets...] (default: all)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SANITIZE_BUILD:-$here/build-asan}

packages=(cmake ninja-build libmlir-22-dev mlir-22-tools llvm-22-dev
          libzstd-dev libgtest-dev ccache lld-22 python3
          clang-22 libclang-rt-22-dev libfuzzer-22-dev)
"$here/scripts/install-packages.sh" "${packages[@]}"

# vptr is left out: LLVM and MLIR are built without RTTI, so the check has
# no type information to compare against.
san="-fsanitize=address,undefined -fno-sanitize=vptr"
san+=" -fno-sanitize-recover=all -fno-omit-frame-pointer"
# -O1 with line tables: reports carry file:line, the build stays cheap.
opt="-O1 -gline-tables-only -DNDEBUG"

jobs=${JOBS:-$(nproc)}
export CCACHE_BASEDIR="$here"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$here" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_C_FLAGS="$san -fsanitize=fuzzer-no-link" \
    -DCMAKE_CXX_FLAGS="$san -fsanitize=fuzzer-no-link" \
    -DCMAKE_C_FLAGS_RELEASE="$opt" -DCMAKE_CXX_FLAGS_RELEASE="$opt" \
    -DCMAKE_EXE_LINKER_FLAGS="$san" -DCMAKE_SHARED_LINKER_FLAGS="$san" \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DLLVM_USE_LINKER=lld \
    -DSTABLEHLO_FOLD_BUILD_FUZZER=ON \
    -DSTABLEHLO_FOLD_BUILD_CAPI=OFF \
    -DSTABLEHLO_FOLD_BUILD_PYTHON=OFF
fi
start=$(date +%s)
targets=()
[ $# -eq 0 ] || targets=(--target "$@")
cmake --build "$build" -j "$jobs" "${targets[@]}"
echo "== sanitizer build: $(( $(date +%s) - start )) s"
