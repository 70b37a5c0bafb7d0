#!/usr/bin/env bash
# fold-opt, with `--inline --fold-constants` replaced by
# `--stablehlo-fold-pipeline`: run the conformance `fold` suite through it to
# check that the pipeline folds every program at least as completely as
#   fold-opt --inline --fold-constants
# does (scripts/test.sh does, with the same ratchet entries):
#   FOLD_OPT=build/bin/fold-opt ../shared/conformance/run --suite fold \
#     --fold-opt scripts/pipeline-fold-opt.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
fold_opt=${FOLD_OPT:-$here/build/bin/fold-opt}
args=()
for a in "$@"; do
  case "$a" in
    --inline) ;;
    --fold-constants) args+=(--stablehlo-fold-pipeline) ;;
    *) args+=("$a") ;;
  esac
done
exec "$fold_opt" "${args[@]}"
