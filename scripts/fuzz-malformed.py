#!/usr/bin/env python3
"""Feeds fold-opt mutated programs and reports any crash.

Takes the conformance programs (read in place, never copied), applies one
random mutation to each copy (an integer literal replaced by an edge value,
a dimension of a tensor type changed, an element type swapped, a static
dimension made `?` with a bound that may be wrong, a region's terminator or
block header deleted, a token deleted) and to the portable artifacts of
ROOT/vhlo (bytes truncated, flipped or zeroed, a newer release), and runs
fold-opt on the result: plain (parse + verify), then,
when that succeeds, with --canonicalize, --inline --fold-constants,
--stablehlo-refine-shapes --stablehlo-canonicalize-dynamism --stablehlo-check-shape-assertions
and --interpret. A run "crashes" when fold-opt dies by a signal or prints an
LLVM stack dump / assertion; a clean error exit is the expected outcome
for malformed input. Crashing inputs are kept in $TMPDIR/fold-opt-fuzz.

Usage: scripts/fuzz-malformed.py [--fold-opt build/bin/fold-opt]
           [--root ../shared/conformance] [-n 2000] [--seed 1] [-j 2]
The last line is 'N runs, M crashes'; the exit status is 1 on any crash.
"""
import argparse
import concurrent.futures as cf
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EDGE = ["0", "-1", "1", "2", "3", "-2", "7", "64", "4294967296",
        "9223372036854775807", "-9223372036854775808"]
ELEMENT_TYPES = ["i1", "i8", "ui8", "i32", "i64", "f16", "bf16", "f32",
                 "f64", "complex<f32>", "f8E4M3FN", "i4"]
KEEP = os.path.join(tempfile.gettempdir(), "fold-opt-fuzz")
CRASH = re.compile(r"Stack dump|PLEASE submit|Assertion .* failed|"
                   r"UNREACHABLE executed|LLVM ERROR")


def mutate(text, rng):
    kind = rng.randrange(6)
    if kind == 4:  # a static dimension made `?` with a (possibly wrong) bound
        spots = [m for m in re.finditer(
            r"tensor<((?:\d+x)+)(i\d+|ui\d+|f\d+|bf16)>", text)]
        if spots:
            m = rng.choice(spots)
            dims = m.group(1).split("x")[:-1]
            i = rng.randrange(len(dims))
            bound = rng.choice([dims[i], "0", "1", str(int(dims[i]) + 5),
                                "9223372036854775807"])
            dims[i] = "?"
            bounds = ["?"] * len(dims)
            bounds[i] = bound
            new = ("tensor<" + "x".join(dims) + "x" + m.group(2) +
                   ", #stablehlo.bounds<" + ", ".join(bounds) + ">>")
            return text[:m.start()] + new + text[m.end():], "bound"
    if kind == 5:  # a region's terminator or block header deleted
        spots = [m for m in re.finditer(
            r"^[ \t]*(?:stablehlo\.return|\"stablehlo\.return\"|\^bb\d*).*$",
            text, re.M)]
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + text[m.end():], "region"
    if kind == 0:  # an integer literal
        spots = [m for m in re.finditer(r"(?<![\w.#%])-?\d+(?![\w.])", text)]
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + rng.choice(EDGE) + text[m.end():], "int"
    if kind == 1:  # a dimension of a tensor type
        spots = [m for m in re.finditer(r"tensor<((?:\d+x)+)", text)]
        if spots:
            m = rng.choice(spots)
            dims = m.group(1).split("x")[:-1]
            i = rng.randrange(len(dims))
            dims[i] = rng.choice(["0", "1", "?", "3", "1000000"])
            new = "tensor<" + "x".join(dims) + "x"
            return text[:m.start()] + new + text[m.end():], "dim"
    if kind == 2:  # an element type
        spots = [m for m in re.finditer(r"x(i1|i8|ui8|i16|ui16|i32|ui32|i64|"
                                        r"ui64|f16|bf16|f32|f64)>", text)]
        if spots:
            m = rng.choice(spots)
            return (text[:m.start()] + "x" + rng.choice(ELEMENT_TYPES) + ">" +
                    text[m.end():]), "type"
    # a token deleted
    tokens = [m for m in re.finditer(r"[\w%#@.]+|[\[\](){}<>,:=]", text)]
    m = rng.choice(tokens)
    return text[:m.start()] + text[m.end():], "delete"


def run(fold_opt, args, path):
    try:
        p = subprocess.run([fold_opt, *args, path], capture_output=True,
                           text=True, errors="replace", timeout=20)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if p.returncode < 0 or CRASH.search(p.stderr):
        return "crash", p.stderr[-2000:]
    return ("ok" if p.returncode == 0 else "error"), ""


def one(fold_opt, source, seed, tmpdir, mutate_source=True):
    rng = random.Random(seed)
    with open(source, encoding="utf-8") as f:
        text = f.read()
    mutated, kind = (mutate(text, rng) if mutate_source
                     else (text, "chlo"))
    path = os.path.join(tmpdir, "m%d.mlir" % seed)
    with open(path, "w", encoding="utf-8") as f:
        f.write(mutated)
    results = []
    status, err = run(fold_opt, [], path)
    results.append(("verify", status, err))
    if status == "ok":
        for args in (["--canonicalize"], ["--inline", "--fold-constants"],
                     ["--stablehlo-refine-shapes",
                      "--stablehlo-canonicalize-dynamism",
                      "--stablehlo-check-shape-assertions"],
                     ["--interpret"]):
            s, e = run(fold_opt, args, path)
            results.append((" ".join(args), s, e))
    if any(status in ("crash", "timeout") for _, status, _ in results):
        os.makedirs(KEEP, exist_ok=True)
        kept = os.path.join(KEEP, "crash-%d.mlir" % seed)
        os.replace(path, kept)
        path = kept
    else:
        os.unlink(path)
    return source, kind, results, path


# --- The ops beyond the spec (dot, broadcast, einsum, ...) -------------------
# Programs with each of them: mutated like the conformance programs, and
# malformed forms run as they are.

EXTRA_OPS_PROGRAM = """
func.func @main() {
  %m = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %v = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
  %n = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.dot %m, %v, precision = [DEFAULT, HIGH] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.broadcast %v, sizes = [3, 1] : (tensor<2xf32>) -> tensor<3x1x2xf32>
  %2 = stablehlo.einsum %m, %m, config = "ab,bc->ca" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = stablehlo.unary_einsum %1, config = "a...->...a" : (tensor<3x1x2xf32>) -> tensor<1x2x3xf32>
  %4 = "stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  %5 = stablehlo.set_dimension_size %m, %n, dim = 1 : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 2>>
  %6 = stablehlo.create_token : !stablehlo.token
  %7 = "stablehlo.cross-replica-sum"(%v) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
"""

EXTRA_OPS_MALFORMED = [
    'stablehlo.dot %m, %v, precision = [] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>',
    'stablehlo.dot %v, %v : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
    'stablehlo.dot %m, %m : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<?x?xf32>',
    'stablehlo.broadcast %v, sizes = [9223372036854775807, 9223372036854775807] : (tensor<2xf32>) -> tensor<9223372036854775807x9223372036854775807x2xf32>',
    'stablehlo.einsum %m, %m, config = "" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>',
    'stablehlo.einsum %m, %m, config = "->->" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>',
    'stablehlo.einsum %m, %m, config = "...,...->..." : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>',
    'stablehlo.einsum %m, %v, config = "...a,...->...a" : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>',
    'stablehlo.einsum %m, %m, config = "ab,cd->abcd" : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2x2x2xf32>',
    'stablehlo.einsum %m, %i, config = "ab,c->abc" : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<2x2x3xf32>',
    'stablehlo.unary_einsum %m, config = "a.b->a" : (tensor<2x2xf32>) -> tensor<2xf32>',
    'stablehlo.unary_einsum %m, config = "ab->\u00e9" : (tensor<2x2xf32>) -> tensor<2xf32>',
    'stablehlo.unary_einsum %m, config = "...->" : (tensor<2x2xf32>) -> tensor<f32>',
    '"stablehlo.torch_index_select"(%m, %i) {dim = -1 : i64, batch_dims = 0 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>',
    '"stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64, batch_dims = -5 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>',
    '"stablehlo.torch_index_select"(%m, %n) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>',
    '"stablehlo.torch_index_select"(%m, %i) {dim = 0 : i64} : (tensor<2x2xf32>, tensor<3xi32>) -> tensor<3x2xf32>',
    'stablehlo.set_dimension_size %m, %n, dim = 9223372036854775807 : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x2xf32>',
    'stablehlo.set_dimension_size %m, %n, dim = -1 : (tensor<2x2xf32>, tensor<i32>) -> tensor<2x2xf32>',
    'stablehlo.set_dimension_size %m, %n, dim = 0 : (tensor<2x2xf32>, tensor<i32>) -> tensor<0x2xf32>',
    'stablehlo.create_token %n : !stablehlo.token',
    '"stablehlo.cross-replica-sum"(%v) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<2xf32>) -> tensor<2xf32>',
    '"stablehlo.cross-replica-sum"(%v) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>',
]


def extra_ops_sources(directory):
    """Writes the program with the ops beyond the spec and each malformed
    form (in a function of its own) to `directory`; returns (program path,
    malformed paths)."""
    program = os.path.join(directory, "extra_ops.mlir")
    with open(program, "w", encoding="utf-8") as f:
        f.write(EXTRA_OPS_PROGRAM)
    header = EXTRA_OPS_PROGRAM.split("  %0 =")[0]
    malformed = []
    for k, op in enumerate(EXTRA_OPS_MALFORMED):
        path = os.path.join(directory, "extra_ops_malformed_%d.mlir" % k)
        with open(path, "w", encoding="utf-8") as f:
            f.write(header + "  %r = " + op + "\n  func.return\n}\n")
        malformed.append(path)
    return program, malformed


def run_extra_ops_malformed(fold_opt, paths):
    """Runs each malformed form as `one` runs a mutation; returns the
    crashes."""
    crashes = 0
    for path in paths:
        status, err = run(fold_opt, [], path)
        results = [("verify", status, err)]
        if status == "ok":
            for args in (["--canonicalize"], ["--fold-constants"],
                         ["--interpret"]):
                s, e = run(fold_opt, args, path)
                results.append((" ".join(args), s, e))
        for what, status, err in results:
            if status in ("crash", "timeout"):
                crashes += 1
                print("%s: %s under '%s':\n%s" % (status.upper(), path, what,
                                                   err))
    print("  extra ops: %d malformed forms, %d crashes or timeouts"
          % (len(paths), crashes))
    return crashes


# --- Producer checks: replica groups and channels of the collectives,
# constant shape operands, infeed layouts, dot algorithms, per-axis quantized
# operands (test/Dialect/producer_checks*.mlir). Each malformed form runs as
# written and mutated a few times more.
PRODUCER_CASES = {
    "groups": """func.func @f(%x: tensor<4xf32>) -> tensor<8xf32> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 3], [-1, 1]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = -1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<8xf32>
  func.return %r : tensor<8xf32>
}""",
    "all_to_all": """func.func @f(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  func.return %r : tensor<4x2xf32>
}""",
    "reduce": """func.func @f(%x: tensor<0xf32>) -> tensor<0xf32> {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>, use_global_device_ids} : (tensor<0xf32>) -> tensor<0xf32>
  func.return %r : tensor<0xf32>
}""",
    "shapes": """func.func @f(%x: tensor<3xf32>) -> (tensor<5x3xf32>, tensor<2x4xf32>, tensor<?xf32, #stablehlo.bounds<8>>) {
  %s = stablehlo.constant dense<[4, -3]> : tensor<2xi64>
  %u = stablehlo.constant dense<[255, 18446744073709551615]> : tensor<2xui64>
  %i = stablehlo.constant dense<9223372036854775807> : tensor<1xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<5x3xf32>
  %1 = stablehlo.dynamic_reshape %x, %u : (tensor<3xf32>, tensor<2xui64>) -> tensor<2x4xf32>
  %2 = stablehlo.dynamic_iota %i, dim = 0 : (tensor<1xi64>) -> tensor<?xf32, #stablehlo.bounds<8>>
  func.return %0, %1, %2 : tensor<5x3xf32>, tensor<2x4xf32>, tensor<?xf32, #stablehlo.bounds<8>>
}""",
    "shape_size": """func.func @f(%s: tensor<?xi64>, %a: tensor<f32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<?xi64>) -> tensor<?xf32>
  %1 = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<?xi64>) -> tensor<2xf32>
  "stablehlo.collective_reduce"() ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %z : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  func.return %0 : tensor<?xf32>
}""",
    "channels": """func.func @f(%t: !stablehlo.token) -> tensor<2xf32> {
  %r:2 = "stablehlo.infeed"(%t) {layout = [[0, "x"], 1]} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %q:2 = "stablehlo.recv"(%r#1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<?xf32>, !stablehlo.token)
  func.return %r#0 : tensor<2xf32>
}""",
    "dot": """func.func @f(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f8E4M3FN, rhs_precision_type = tf32, accumulation_type = i32, lhs_component_count = 1, rhs_component_count = 9223372036854775807, num_primitive_operations = 1, allow_imprecise_accumulation = true> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}""",
    "quant": """func.func @f(%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>> {
  %0 = stablehlo.multiply %a, %a : tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>
  %f = "stablehlo.async_start"(%0) ({
  ^bb0(%b: tensor<2xf32>):
    %s = stablehlo.slice %b [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    stablehlo.return %s : tensor<1xf32>
  }) : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>) -> !stablehlo.future<tensor<1xf32>>
  func.return %0 : tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:1}>>
}""",
}


def one_producer(fold_opt, label, text, seed, tmpdir):
    """A producer-check case, as written (seed < 0) or mutated."""
    kind = "producer"
    if seed >= 0:
        text, kind = mutate(text, random.Random(seed))
    path = os.path.join(tmpdir, "p%s%d.mlir" % (label, seed))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    results = [("verify",) + run(fold_opt, [], path)]
    if results[0][1] == "ok":
        results.append(("--interpret",) + run(fold_opt, ["--interpret"], path))
    if any(s in ("crash", "timeout") for _, s, _ in results):
        os.makedirs(KEEP, exist_ok=True)
        kept = os.path.join(KEEP, "crash-%s%d.mlir" % (label, seed))
        os.replace(path, kept)
        path = kept
    else:
        os.unlink(path)
    return "producer:" + label, kind, results, path


def producer_futures(ex, fold_opt, tmpdir, seed, per_case=20):
    """Submits each producer case as written and `per_case` mutations."""
    return [ex.submit(one_producer, fold_opt, label, text,
                      -1 if i == 0 else seed * 7919 + i, tmpdir)
            for label, text in PRODUCER_CASES.items()
            for i in range(per_case + 1)]


# --- producer forms: what JAX/XLA exports carry, malformed.
# Each program is written to the temporary directory and mutated like the
# conformance programs, FORMS_MUTATIONS times each.
FORMS_MUTATIONS = 25
FORMS_CASES = [
    # result_accuracy: negative, wrong-mode and unordered tolerances.
    """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, rtol = -0.5, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %1 = stablehlo.tanh %0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %1 : tensor<2xf32>
}
""",
    # type_extensions bounds of the wrong rank and on static dimensions.
    """func.func @main(%a: tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, 4, ?]>>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %a : tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, ?]>>
  return %0 : tensor<?x4xf32>
}
""",
    # i1 hex constants: bytes other than 0/1, wrong sizes.
    """func.func @main() -> tensor<4xi1> {
  %0 = stablehlo.constant dense<"0x01000203"> : tensor<4xi1>
  %1 = stablehlo.constant dense<"0x0100"> : tensor<4xi1>
  %2 = stablehlo.not %0 : tensor<4xi1>
  return %2 : tensor<4xi1>
}
""",
    # custom_call layouts, aliases and backend_config out of range.
    """func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.custom_call @f(%a) {api_version = 4 : i32, backend_config = {k = 1 : i32}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
""",
    # index shape operands flowing from shape/tensor/arith ops.
    """func.func @main(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  %c = arith.constant dense<[3, 2]> : tensor<2xindex>
  %i = arith.index_cast %c : tensor<2xindex> to tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %a, %c : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_iota %0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xf32>
  %3 = stablehlo.add %1, %2 : tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
""",
    # compare types that name no order of the elements.
    """func.func @main() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1, -1]> : tensor<2xi32>
  %0 = stablehlo.compare LT, %a, %a, UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %a, %a, TOTALORDER : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %2 = stablehlo.and %0, %1 : tensor<2xi1>
  return %2 : tensor<2xi1>
}
""",
    # promoted and narrower accumulators, init values and updates of other
    # types, a body with two float types, indices of odd integer types.
    """func.func @main() -> (tensor<f16>, tensor<3xi32>, tensor<f32>) {
  %x = stablehlo.constant dense<[60000.0, 1.0]> : tensor<2xf32>
  %z = stablehlo.constant dense<0.5> : tensor<f64>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<2xf32>, tensor<f64>) -> tensor<f16>
    reducer(%a: tensor<f16>, %b: tensor<f16>) {
      %s = stablehlo.add %a, %b : tensor<f16>
      stablehlo.return %s : tensor<f16>
    }
  %in = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi8>
  %i = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %u = stablehlo.constant dense<[100, 200]> : tensor<2xi16>
  %1 = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi8>, tensor<2x1xi1>, tensor<2xi16>) -> tensor<3xi32>
  %y = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %w = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = "stablehlo.reduce"(%y, %w) ({
  ^bb0(%a: tensor<f32>, %b: tensor<bf16>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xbf16>, tensor<f32>) -> tensor<f32>
  return %0, %1, %2 : tensor<f16>, tensor<3xi32>, tensor<f32>
}
""",
    # select_and_scatter in promoted types; collectives with promoted
    # computations, use_global_device_ids and unknown group sizes; custom_call
    # on buffers.
    """func.func @main(%m: memref<2xf32>) -> (tensor<3xf32>, tensor<2xi32>, tensor<6xf32>) {
  %x = stablehlo.constant dense<[1.0, 5.0, 2.0]> : tensor<3xf16>
  %s = stablehlo.constant dense<[60000.0, 60000.0]> : tensor<2xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xf16>, tensor<2xf16>, tensor<f32>) -> tensor<3xf32>
  %v = stablehlo.constant dense<[100, 1]> : tensor<2xi8>
  %1 = "stablehlo.collective_reduce"(%v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %t = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %t : tensor<i32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xi8>) -> tensor<2xi32>
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %2 = "stablehlo.all_gather"(%f) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<6xf32>
  %3 = stablehlo.custom_call @fill(%m, %f) {operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (memref<2xf32>, tensor<2xf32>) -> memref<2xf32>
  return %0, %1, %2 : tensor<3xf32>, tensor<2xi32>, tensor<6xf32>
}
""",
]


def write_forms_cases(tmpdir):
    """The FORMS_CASES as files in `tmpdir`."""
    paths = []
    for i, text in enumerate(FORMS_CASES):
        path = os.path.join(tmpdir, "producer%d.mlir" % i)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        paths.append(path)
    return paths
# --- chlo (broadcast_*, constant_like, zeta, ...): hand-written malformed
# forms and mutations of a valid program, through the same runs. -----------
CHLO_SEED = """func.func @main() -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf32>
  %i = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %j = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_zeta %0, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_compare %1, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %3 = chlo.broadcast_divide %i, %j {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %4 = chlo.broadcast_select %p, %1, %a : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = chlo.polygamma %4, %a : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %6 = "chlo.constant_like"(%5) <{value = 1.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = chlo.square %6 : tensor<2x3xf32> -> tensor<2x3xf32>
  %8 = chlo.is_inf %7 : tensor<2x3xf32> -> tensor<2x3xi1>
  %9 = chlo.broadcast_and %8, %2 : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %7, %9, %3 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>
}
"""
CHLO_MALFORMED = [
    # broadcast_dimensions: negative, huge, repeated, too many, on equal ranks
    'func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {\n'
    '  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: DIMS>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>\n'
    '  return %0 : tensor<2x3xf32>\n}\n'.replace("DIMS", d)
    for d in ["-1", "9223372036854775807", "0, 0", "0, 1, 2", ""]
] + [
    # shapes that do not broadcast, or only at run time
    'func.func @main() -> tensor<?xf32> {\n'
    '  %a = stablehlo.constant dense<1.0> : tensor<2xf32>\n'
    '  %b = stablehlo.constant dense<1.0> : tensor<3xf32>\n'
    '  %c = tensor.cast %a : tensor<2xf32> to tensor<?xf32>\n'
    '  %0 = chlo.broadcast_multiply %c, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>\n'
    '  return %0 : tensor<?xf32>\n}\n',
    'func.func @main(%p: tensor<4xi1>, %a: tensor<3xf32>) -> tensor<3xf32> {\n'
    '  %0 = chlo.broadcast_select %p, %a, %a : (tensor<4xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>\n'
    '  return %0 : tensor<3xf32>\n}\n',
    # compare without its direction / with a bad type; constant_like oddities
    'func.func @main(%a: tensor<2xf32>) -> tensor<2xi1> {\n'
    '  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n'
    '  return %0 : tensor<2xi1>\n}\n',
    'func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n'
    '  %0 = "chlo.constant_like"(%a) <{value = "x"}> : (tensor<2xf32>) -> tensor<2xf32>\n'
    '  return %0 : tensor<2xf32>\n}\n',
    'func.func @main() -> tensor<0x4xf32> {\n'
    '  %a = stablehlo.constant dense<> : tensor<0x4xf32>\n'
    '  %0 = "chlo.constant_like"(%a) <{value = 2.0 : f32}> : (tensor<0x4xf32>) -> tensor<0x4xf32>\n'
    '  %1 = chlo.broadcast_zeta %0, %a : (tensor<0x4xf32>, tensor<0x4xf32>) -> tensor<0x4xf32>\n'
    '  return %1 : tensor<0x4xf32>\n}\n',
    'func.func @main() -> tensor<2xi64> {\n'
    '  %0 = chlo.constant dense<[1, 2]> : tensor<3xi64>\n'
    '  return %0 : tensor<2xi64>\n}\n',
    # large / extreme operands of zeta and polygamma (bounded loops)
    'func.func @main() -> (tensor<6xf64>, tensor<6xf64>) {\n'
    '  %x = stablehlo.constant dense<[1.0e300, 2.0, 4.0, 1.0e10, 3.0, 0x7FF0000000000000]> : tensor<6xf64>\n'
    '  %q = stablehlo.constant dense<[1.0e-300, -1.0e15, -4503599627370495.5, 1.0e-10, -0.5, -0.5]> : tensor<6xf64>\n'
    '  %0 = chlo.zeta %x, %q : tensor<6xf64>, tensor<6xf64> -> tensor<6xf64>\n'
    '  %1 = chlo.polygamma %x, %q : tensor<6xf64>, tensor<6xf64> -> tensor<6xf64>\n'
    '  return %0, %1 : tensor<6xf64>, tensor<6xf64>\n}\n',
    # quantized broadcast operands (verify; the interpreter declines)
    'func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {\n'
    '  %0 = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>\n'
    '  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>\n}\n',
]


def chlo_runs(fold_opt, n, seed, tmpdir):
    """The malformed chlo programs, then `n` mutations of CHLO_SEED: yields
    one()'s results for each."""
    rng = random.Random(seed)
    texts = list(CHLO_MALFORMED)
    texts += [mutate(CHLO_SEED, rng)[0] for _ in range(n)]
    for k, text in enumerate(texts):
        path = os.path.join(tmpdir, "chlo%d.mlir" % k)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        yield one(fold_opt, path, seed * 7919 + k, tmpdir, mutate_source=False)


# --- Portable artifacts (vhlo/*/*.mlir.bc): bytes mutated -------------------

def mutate_artifact(data, rng):
    """One byte-level mutation of a StableHLO portable artifact."""
    kind = rng.randrange(5)
    if kind == 0:  # truncated
        return data[:rng.randrange(len(data))], "artifact-truncate"
    if kind == 1:  # a release newer (or older) than the reader knows
        version = rng.choice([b"9.9.9", b"1.99.0", b"0.8.0", b"x.y.z"])
        end = data.index(b"\0", 5)
        return data[:16] + version + data[end:], "artifact-version"
    if kind == 2:  # a few bytes of the body flipped
        out = bytearray(data)
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(24, len(out))
            out[i] ^= 1 << rng.randrange(8)
        return bytes(out), "artifact-flip"
    if kind == 3:  # a run of bytes zeroed (a section's sizes, codes)
        i = rng.randrange(24, len(data))
        n = rng.randrange(1, 16)
        return data[:i] + bytes(min(n, len(data) - i)) + data[i + n:], \
            "artifact-zero"
    # a byte set to an extreme value
    out = bytearray(data)
    out[rng.randrange(5, len(out))] = rng.choice([0x00, 0x7F, 0x80, 0xFF])
    return bytes(out), "artifact-byte"


def one_artifact(fold_opt, source, seed, tmpdir):
    rng = random.Random(seed)
    with open(source, "rb") as f:
        mutated, kind = mutate_artifact(f.read(), rng)
    path = os.path.join(tmpdir, "a%d.mlir.bc" % seed)
    with open(path, "wb") as f:
        f.write(mutated)
    results = [("verify",) + run(fold_opt, [], path)]
    if results[0][1] == "ok":
        results.append(("--interpret",) + run(fold_opt, ["--interpret"], path))
    if any(s in ("crash", "timeout") for _, s, _ in results):
        os.makedirs(KEEP, exist_ok=True)
        kept = os.path.join(KEEP, "crash-%d.mlir.bc" % seed)
        os.replace(path, kept)
        path = kept
    else:
        os.unlink(path)
    return source, kind, results, path


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fold-opt",
                    default=os.path.join(HERE, "..", "build", "bin", "fold-opt"))
    ap.add_argument("--root",
                    default=os.path.join(HERE, "..", "..", "shared", "conformance"))
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--chlo", type=int, default=100,
                    help="mutations of the chlo seed program (after the "
                         "hand-written malformed chlo programs)")
    # 500 mutated artifacts add about 5 s on two cores (docs/vhlo.md,
    # "Malformed artifacts").
    ap.add_argument("--artifacts", type=int, default=500,
                    help="mutated portable artifacts (ROOT/vhlo) to run")
    a = ap.parse_args()
    artifacts = sorted(os.path.join(d, f)
                       for d, _, fs in os.walk(os.path.join(a.root, "vhlo"))
                       for f in fs if f.endswith(".mlir.bc"))
    sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(a.root)
                     for f in fs if f.endswith(".mlir"))
    extra_dir = tempfile.mkdtemp()
    extra_program, extra_malformed = extra_ops_sources(extra_dir)
    # About one pick in 20 mutates the program with the ops beyond the spec.
    sources += [extra_program] * max(1, len(sources) // 20)
    rng = random.Random(a.seed)
    picks = [(rng.choice(sources), a.seed * 1000003 + i) for i in range(a.n)]
    runs = crashes = 0
    outcomes = {}
    kinds = {}
    with tempfile.TemporaryDirectory() as tmpdir, \
            cf.ThreadPoolExecutor(max_workers=a.j) as ex:
        picks += [(path, a.seed * 1000003 + a.n + i * FORMS_MUTATIONS + k)
                  for i, path in enumerate(write_forms_cases(tmpdir))
                  for k in range(FORMS_MUTATIONS)]
        futures = [ex.submit(one, a.fold_opt, s, seed, tmpdir)
                   for s, seed in picks]
        futures += producer_futures(ex, a.fold_opt, tmpdir, a.seed)
        if artifacts:
            futures += [ex.submit(one_artifact, a.fold_opt,
                                  rng.choice(artifacts), a.seed * 31 + i,
                                  tmpdir) for i in range(a.artifacts)]
        chlo = [ex.submit(lambda: list(chlo_runs(a.fold_opt, a.chlo, a.seed,
                                                 tmpdir)))]
        done = [f.result() for f in cf.as_completed(futures)]
        done += chlo[0].result()
        for source, kind, results, kept in done:
            kinds[kind] = kinds.get(kind, 0) + 1
            for what, status, err in results:
                runs += 1
                outcomes[(what, status)] = outcomes.get((what, status), 0) + 1
                if status in ("crash", "timeout"):
                    crashes += status == "crash"
                    print("%s: %s (%s mutation, kept as %s) under '%s':\n%s"
                          % (status.upper(), source, kind, kept, what, err))
    for (what, status), n in sorted(outcomes.items()):
        print("  %-28s %-8s %d" % (what, status, n))
    print("  mutations: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    crashes += run_extra_ops_malformed(a.fold_opt, extra_malformed)
    print("%d runs, %d crashes" % (runs, crashes))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
