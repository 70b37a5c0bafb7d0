#!/usr/bin/env python3
"""Writes docs/status.md: how far each of the 108 spec ops is implemented.

Every column is read from the code, never typed by hand:

  ODS             a `def` of the op in include/stablehlo_fold/Dialect/*Ops.td
                  (records resolved by llvm-tblgen, so class templates count)
  verifier        hasVerifier / hasRegionVerifier, or a shape function (the op
                  implements InferTypeOpInterface/InferShapedTypeOpInterface)
  type inference  the op implements one of those interfaces
  interpreter     a handler registered as `add...<XOp>(...)` in
                  lib/Interpreter/Evaluator/*.cpp
  folder          derived from the traits: region-free and free of side effects
                  -> fold() (the dialect fold interface), regions with
                  recursive effects -> --fold-constants, otherwise never;
                  ops named in `isNeverFolded` (lib/Folders/FoldByEvaluation.cpp)
                  never fold. An op that folds by fold() needs a GoogleTest in
                  unittests/Folders/*.cpp folding it directly: `first<XOp>()`
                  in a test that calls a fold helper, or an op literal
                  "stablehlo.x ..." (parseOp's op, folded through lastOp());
                  `--check` fails when one has none
  constraints     for each label <op>_c<n> of the spec: a `// <op>_c<n>` comment
                  at a check in lib/Dialect (or include/stablehlo_fold/Dialect),
                  and a negative test `func.func @<op>_c<n>` (optionally
                  followed by `_c<m>` or `_<words>`) in test/Dialect/*_invalid*.mlir

Beyond the spec, the page counts every op of StableHLO's ODS and of CHLO's
ODS (docs/stablehlo-ods-ops.txt, docs/chlo-ods-ops.txt: the mnemonics only,
extracted from StableHLO's StablehloOps.td and ChloOps.td) that parses
(defined in our ODS), verifies (a verifier, shape function or type-relating
traits such as SameOperandsAndResultShape), interprets (a
handler; `chlo::XOp` for CHLO) and folds (as the Folder column). `--check`
also fails when a stablehlo op beyond the spec folds by fold() without a
unit test. Rewrite both lists with

    scripts/gen-status.py --from-ods StablehloOps.td ChloOps.td

The labels per op come from docs/spec-constraints.txt, itself derived from the
spec (facts only: op names, families, label lists):

    scripts/gen-status.py --from-spec /tmp/ref/spec.md \\
        --ops /work/shared/spec-ops-by-family.txt     # rewrite that file too

Constraints the code does not check need a reason in docs/status-exceptions.txt
(`label[, label...]: reason`), and so do ops without type inference
(`inference/<op>[, inference/<op>...]: reason`, e.g. the result type is an
input of the op); `--check` fails when an op neither infers nor has a reason.

    scripts/gen-status.py              # rewrite docs/status.md
    scripts/gen-status.py --check      # exit 1 if docs/status.md is stale
    scripts/gen-status.py --list untested|missing|explained|unknown
"""
import argparse
import collections
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "status.md"
SPEC_DATA = ROOT / "docs" / "spec-constraints.txt"
EXCEPTIONS = ROOT / "docs" / "status-exceptions.txt"
DECISIONS = ROOT / "docs" / "status-decisions.md"
STABLEHLO_ODS_OPS = ROOT / "docs" / "stablehlo-ods-ops.txt"
CHLO_ODS_OPS = ROOT / "docs" / "chlo-ods-ops.txt"
TD_DIR = ROOT / "include" / "stablehlo_fold" / "Dialect"
HANDLER_DIR = ROOT / "lib" / "Interpreter" / "Evaluator"
FOLD_HOOK = ROOT / "lib" / "Folders" / "FoldByEvaluation.cpp"
FOLDER_TEST_DIR = ROOT / "unittests" / "Folders"
CHECK_DIRS = [ROOT / "lib" / "Dialect", TD_DIR]
TEST_DIR = ROOT / "test" / "Dialect"

LABEL = re.compile(r"\b([a-z][a-z0-9_]*?)_c(\d+)\b")
# `foo_c3 .. foo_c6`, `foo_c3 .. c6` or `foo_c3-c6`: every label of the range.
LABEL_RANGE = re.compile(
    r"\b([a-z][a-z0-9_]*?)_c(\d+)\s*(?:\.\.|-|–)\s*(?:\1_)?c(\d+)\b")


def fail(message):
    print(f"gen-status: {message}", file=sys.stderr)
    sys.exit(2)


# --- The spec's facts ------------------------------------------------------

def read_ops_list(path):
    """[(family, [op, ...])] from `Family: op op ...` lines."""
    families = []
    for line in pathlib.Path(path).read_text().splitlines():
        if not line.strip() or line.startswith("#") or ":" not in line:
            continue
        family, ops = line.split(":", 1)
        families.append((family.strip(), ops.split()))
    return families


# The pseudo-op under which the constraints of the spec's "Types" section
# (all on quantized element types) are listed: labels quantized_type_c<n>.
TYPES_FAMILY = "Types"
QUANTIZED_TYPE = "quantized_type"


def parse_spec(path):
    """{op: [n, ...]}: the (Cn) items of each op's `#### Constraints`, and
    those of the "Types" section as QUANTIZED_TYPE."""
    constraints = {}
    op = None
    in_constraints = False
    for line in pathlib.Path(path).read_text().splitlines():
        heading = re.match(r"^(#+)\s+(.*?)\s*$", line)
        if heading:
            level, title = len(heading.group(1)), heading.group(2)
            if level <= 2:
                op, in_constraints = None, False
            elif level == 3:
                op = title if re.fullmatch(r"[a-z_0-9]+", title) else None
                in_constraints = False
                if title == "Types":
                    op, in_constraints = QUANTIZED_TYPE, True
            else:
                in_constraints = (title == "Constraints" or
                                  op == QUANTIZED_TYPE)
            continue
        if op == QUANTIZED_TYPE and not re.match(r"^\s*\* \(C\d+\)", line):
            continue
        if op and in_constraints:
            for n in re.findall(r"\(C(\d+)\)", line):
                numbers = constraints.setdefault(op, [])
                if int(n) not in numbers:
                    numbers.append(int(n))
    return constraints


def write_spec_data(spec, ops_list):
    families = read_ops_list(ops_list)
    constraints = parse_spec(spec)
    out = ["# The ops of the StableHLO spec by family, each with the labels of",
           "# the items of its \"Constraints\" section. Facts only, derived by",
           "#   scripts/gen-status.py --from-spec SPEC.md --ops OPS.txt",
           "# (don't manually edit). Read by scripts/gen-status.py."]
    for family, ops in families + [(TYPES_FAMILY, [QUANTIZED_TYPE])]:
        out.append(f"[{family}]")
        for op in ops:
            labels = " ".join(f"{op}_c{n}" for n in constraints.get(op, []))
            out.append(f"{op}: {labels}".rstrip())
    SPEC_DATA.write_text("\n".join(out) + "\n")


def read_spec_data():
    """[(family, [(op, [label, ...])])]."""
    if not SPEC_DATA.exists():
        fail(f"{SPEC_DATA} is missing; run with --from-spec and --ops")
    families = []
    for line in SPEC_DATA.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        m = re.fullmatch(r"\[(.*)\]", line.strip())
        if m:
            families.append((m.group(1), []))
            continue
        op, labels = line.split(":", 1)
        families[-1][1].append((op.strip(), labels.split()))
    return families


# --- StableHLO's and CHLO's ODS (the op lists) ------------------------------

def parse_ods_ops(path, prefix):
    """Mnemonics of the ops a StableHLO .td file defines: `def <prefix>_XOp :
    <Class>Op<"mnemonic"` (any op base class)."""
    text = pathlib.Path(path).read_text()
    return sorted(set(re.findall(
        rf'^def {prefix}_\w+Op\s*:\s*\w+Op<\s*"([\w.-]+)"', text, re.M)))


def write_ods_ops(stablehlo_td, chlo_td):
    for path, prefix, out, name in [
            (stablehlo_td, "StableHLO", STABLEHLO_ODS_OPS, "StablehloOps.td"),
            (chlo_td, "CHLO", CHLO_ODS_OPS, "ChloOps.td")]:
        ops = parse_ods_ops(path, prefix)
        if not ops:
            fail(f"no `def {prefix}_*Op` in {path}")
        header = [f"# The ops of StableHLO's {name} (openxla/stablehlo), one",
                  "# mnemonic a line. Facts only, derived by",
                  "#   scripts/gen-status.py --from-ods StablehloOps.td "
                  "ChloOps.td",
                  "# (don't manually edit). Read by scripts/gen-status.py."]
        out.write_text("\n".join(header + ops) + "\n")


def read_ods_ops(path):
    if not path.exists():
        fail(f"{path} is missing; run with --from-ods")
    return [line.strip() for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]


# --- ODS, through llvm-tblgen ------------------------------------------------

def find_tblgen(given):
    if given:
        return given
    for candidate in ["/usr/lib/llvm-22/bin/llvm-tblgen", "llvm-tblgen-22",
                      "llvm-tblgen"]:
        found = shutil.which(candidate) or (
            candidate if os.access(candidate, os.X_OK) else None)
        if found:
            return found
    fail("llvm-tblgen not found; give --tblgen")


def load_records(tblgen, mlir_include):
    with tempfile.TemporaryDirectory() as tmp:
        main = pathlib.Path(tmp) / "all.td"
        # Every op file; the records are filtered by dialect below.
        main.write_text("".join(
            f'include "stablehlo_fold/Dialect/{td.name}"\n'
            for td in sorted(TD_DIR.glob("*Ops.td"))))
        result = subprocess.run(
            [tblgen, "--dump-json", "-I", str(ROOT / "include"),
             "-I", mlir_include, str(main)],
            capture_output=True, text=True)
    if result.returncode != 0:
        fail("llvm-tblgen failed:\n" + result.stderr)
    return json.loads(result.stdout)


def flatten_traits(records, traits):
    """Every trait record under `traits`, trait lists expanded."""
    out = []
    for t in traits or []:
        name = t["def"]
        record = records.get(name, {})
        if "TraitList" in record.get("!superclasses", []):
            out += flatten_traits(records, record.get("traits"))
        else:
            out.append((name, record))
    return out


def read_ods(records, dialect_def="Stablehlo_Dialect"):
    """{mnemonic: properties} for the ops of one dialect (stablehlo unless
    `dialect_def` names another)."""
    ops = {}
    for name in records.get("!instanceof", {}).get("Op", []):
        record = records[name]
        dialect = (record.get("opDialect") or {}).get("def")
        if dialect != dialect_def:
            continue
        traits = flatten_traits(records, record.get("traits"))
        interfaces = {r.get("cppInterfaceName") for _, r in traits}
        effects = [r for _, r in traits
                   if "MemoryEffects" in r.get("!superclasses", [])]
        natives = {r.get("trait") for _, r in traits}
        results = [a[0]["def"] for a in record["results"]["args"]]
        text = "\n".join(str(record.get(f) or "") for f in
                         ["extraClassDeclaration", "extraClassDefinition"])
        ops[record["opName"]] = {
            "cpp": name.split("_", 1)[1],
            "verifier": bool(record.get("hasVerifier")),
            "regionVerifier": bool(record.get("hasRegionVerifier")),
            "inferTypes": "InferTypeOpInterface" in interfaces,
            "inferShapes": "InferShapedTypeOpInterface" in interfaces,
            "regions": len(record["regions"]["args"]) > 0,
            "effectFree": bool(effects) and all(not e.get("effects")
                                                for e in effects)
                          and "MemoryEffectOpInterface" not in interfaces,
            "recursive": "HasRecursiveMemoryEffects" in natives,
            "constant": "ConstantLike" in natives,
            "terminator": "IsTerminator" in natives,
            # Traits that relate operand and result types (verified).
            "typeTraits": bool(natives & TYPE_TRAITS),
            "results": results,
            # Labels written in a class template as `<op>_c<n>`.
            "templateLabels": {f"{record['opName']}_c{n}" for n in
                               re.findall(r"//.*?<op>_c(\d+)", text)},
        }
    return ops


# Op traits whose verifiers relate an op's operand and result types.
TYPE_TRAITS = {"SameOperandsAndResultType",
               "SameOperandsAndResultShape",
               "SameOperandsAndResultElementType",
               "SameTypeOperands",
               "SameOperandsShape",
               "SameOperandsElementType"}


# --- The code ---------------------------------------------------------------

def read_handlers(namespace=None):
    """C++ class names of the ops with an interpreter handler: `add<XOp>(`
    (stablehlo), or `add<ns::XOp>(` for `namespace` ns (e.g. chlo)."""
    names = set()
    qualifier = rf"{namespace}::" if namespace else ""
    for path in sorted(HANDLER_DIR.glob("*.cpp")):
        names |= set(re.findall(rf"\badd\w*<{qualifier}(\w+)>\s*\(",
                                path.read_text()))
    return names


def read_never_folded():
    """C++ class names of the ops `isNeverFolded` lists (an `isa<...>`)."""
    text = FOLD_HOOK.read_text()
    m = re.search(r"bool\s+mlir::sfold::isNeverFolded\(Operation \*op\)\s*"
                  r"\{(.*?)\n\}", text, re.S)
    if not m:
        fail(f"no isNeverFolded in {FOLD_HOOK.relative_to(ROOT)}")
    names = set()
    for group in re.findall(r"isa<([\w\s,:]+)>", m.group(1)):
        names |= {n.strip().split("::")[-1] for n in group.split(",")}
    if not names:
        fail("isNeverFolded names no op")
    return names


# A call of one of FolderTestUtils.h's fold helpers.
FOLD_CALL = re.compile(r"\b(?:fold|foldWith|foldToAttr|foldToAttrs)\(")


def read_folder_tests(dialect="stablehlo"):
    """(C++ class names, mnemonics) of the ops a unit test in
    unittests/Folders folds directly: `first<XOp>` in a test body that calls
    a fold helper, or a string literal that starts with the op
    ("stablehlo.x ...", "%r:2 = stablehlo.x ..." or the generic form
    "\\"stablehlo.x\\"(...", parseOp's op, folded through lastOp())."""
    classes, mnemonics = set(), set()
    qualifier = "" if dialect == "stablehlo" else rf"{dialect}::"
    for path in sorted(FOLDER_TEST_DIR.glob("*.cpp")):
        text = path.read_text()
        for body in re.split(r"\n(?=TEST(?:_F|_P)?\()", text):
            if FOLD_CALL.search(body):
                classes |= set(re.findall(rf"\bfirst<{qualifier}(\w+)>",
                                          body))
        mnemonics |= set(re.findall(
            rf'"(?:%[\w:]+ = )?(?:\\")?{dialect}\.(\w+)[ "\\]', text))
    return classes, mnemonics


def labels_in(text):
    found = set()
    for m in LABEL_RANGE.finditer(text):
        for n in range(int(m.group(2)), int(m.group(3)) + 1):
            found.add(f"{m.group(1)}_c{n}")
    for m in LABEL.finditer(text):
        found.add(f"{m.group(1)}_c{m.group(2)}")
    return found


def read_checks():
    """{label: [file, ...]}: labels in `//` comments of the verifier code."""
    checks = {}
    for base in CHECK_DIRS:
        for path in sorted(base.rglob("*")):
            if path.suffix not in (".cpp", ".h", ".td") or \
                    "Canonicalization" in path.parts:
                continue
            for line in path.read_text().splitlines():
                comment = line.partition("//")[2]
                for label in labels_in(comment):
                    files = checks.setdefault(label, [])
                    if path.name not in files:
                        files.append(path.name)
    return checks


def read_tests(op_names):
    """{label: [file, ...]} for `func.func @<op>_c<n>[_c<m>...][_words]`."""
    tests = {}
    by_length = sorted(op_names, key=len, reverse=True)
    for path in sorted(TEST_DIR.glob("*_invalid*.mlir")):
        for name in re.findall(r"func\.func\s+@([\w.]+)", path.read_text()):
            op = next((o for o in by_length
                       if re.match(re.escape(o) + r"_c\d", name)), None)
            if not op:
                continue
            for part in name[len(op) + 1:].split("_"):
                if not re.fullmatch(r"c\d+", part):
                    break
                files = tests.setdefault(f"{op}_{part}", [])
                if path.name not in files:
                    files.append(path.name)
    return tests


def read_inference_tests():
    """Ops named on the line an `inferred: ...` remark points at, in
    test/Dialect/infer_*.mlir (the positive inference tests)."""
    ops = set()
    for path in sorted(TEST_DIR.glob("infer_*.mlir")):
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            m = re.search(r"expected-remark @\+(\d+) \{\{inferred", line)
            if m and i + int(m.group(1)) < len(lines):
                ops.update(re.findall(r"\bstablehlo\.(\w+)",
                                      lines[i + int(m.group(1))]))
    return ops


def read_exceptions():
    """{label: reason} from `label[, label...]: reason` lines."""
    reasons = {}
    if not EXCEPTIONS.exists():
        return reasons
    for number, line in enumerate(EXCEPTIONS.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        labels, sep, reason = line.partition(":")
        if not sep or not reason.strip():
            fail(f"{EXCEPTIONS.name}:{number}: expected `label: reason`")
        for label in labels.split(","):
            reasons[label.strip()] = reason.strip()
    return reasons


# --- The page ---------------------------------------------------------------

def folder_of(ods, has_handler, never_folded):
    if ods["constant"]:
        return "is a constant"
    if not has_handler:
        return "never (no handler)"
    if ods["cpp"] in never_folded:
        return "never (isNeverFolded)"
    if ods["regions"]:
        if not (ods["recursive"] or ods["effectFree"]):
            return "never (side effects)"
    elif not ods["effectFree"]:
        return "never (side effects)"
    if not ods["results"] or any(re.search(r"Token|Tuple|Future", r)
                                 for r in ods["results"]):
        return "never (non-tensor result)"
    return "--fold-constants" if ods["regions"] else "fold()"


def gather(args):
    families = read_spec_data()
    records = load_records(find_tblgen(args.tblgen), args.mlir_include)
    ods = read_ods(records)
    handlers = read_handlers()
    never_folded = read_never_folded()
    tested_classes, tested_mnemonics = read_folder_tests()
    checks = read_checks()
    for op in ods.values():
        for label in op["templateLabels"]:
            checks.setdefault(label, []).append("StablehloOpBase.td")
    all_ops = [op for _, ops in families for op, _ in ops]
    tests = read_tests(all_ops)
    reasons = read_exceptions()
    inference_tested = read_inference_tests()

    rows = []
    status = {}  # label -> tested | untested | explained | missing
    for family, ops in families:
        for op, labels in ops:
            o = ods.get(op)
            row = {"family": family, "op": op, "ods": o is not None,
                   "isType": family == TYPES_FAMILY}
            if o:
                verifiers = []
                if o["verifier"]:
                    verifiers.append("verify()")
                if o["regionVerifier"]:
                    verifiers.append("verifyRegions()")
                if o["inferTypes"] or o["inferShapes"]:
                    verifiers.append("shape function")
                row["verifier"] = ", ".join(verifiers) or "—"
                row["inference"] = ("types" if o["inferTypes"] else
                                    "components" if o["inferShapes"] else
                                    "n/a" if f"inference/{op}" in reasons
                                    else "**missing**")
                if row["inference"] in ("types", "components"):
                    row["inference"] += (" ✓" if op in inference_tested
                                         else " (untested)")
                row["interpreter"] = o["cpp"] in handlers
                row["folder"] = folder_of(o, row["interpreter"],
                                          never_folded)
                if row["folder"] == "fold()":
                    tested = (o["cpp"] in tested_classes or
                              op in tested_mnemonics)
                    row["folder"] += " ✓" if tested else " (untested)"
            cells = []
            for label in labels:
                if label in checks:
                    state = "tested" if label in tests else "untested"
                else:
                    state = "explained" if label in reasons else "missing"
                status[label] = state
                cells.append((label, state))
            row["constraints"] = cells
            rows.append(row)
    known = set(status)
    unknown = sorted(l for l in checks if l.rsplit("_c", 1)[0] in all_ops
                     and l not in known)
    inferring = {r["op"] for r in rows if r.get("inference", "").startswith(
                 ("types", "components"))}
    stale = sorted(l for l in reasons
                   if (l.startswith("inference/") and
                       (l[len("inference/"):] in inferring or
                        l[len("inference/"):] not in all_ops)) or
                   (not l.startswith("inference/") and
                    (l in checks or l not in known)))
    spec_ops = set(all_ops)
    ods_rows = {
        "stablehlo": ods_rows_of(read_ods_ops(STABLEHLO_ODS_OPS), ods,
                                 handlers, never_folded,
                                 (tested_classes, tested_mnemonics)),
        "chlo": ods_rows_of(read_ods_ops(CHLO_ODS_OPS),
                            read_ods(records, "Chlo_Dialect"),
                            read_handlers("chlo"), never_folded,
                            read_folder_tests("chlo")),
    }
    for row in ods_rows["stablehlo"]:
        row["spec"] = row["op"] in spec_ops
    return rows, status, checks, tests, reasons, unknown, stale, ods_rows


def ods_rows_of(names, ods, handlers, never_folded, fold_tests):
    """One row per op of a StableHLO ODS list: whether our ODS defines it
    (parses), verifies (a verifier, a shape function or traits relating
    operand and result types), interprets (a handler) and folds (fold() or
    --fold-constants; constants count)."""
    rows = []
    for op in names:
        o = ods.get(op)
        row = {"op": op, "parses": o is not None, "verifies": False,
               "interprets": False, "folder": "—", "folds": False}
        if o and o["terminator"]:
            # A region's terminator: the region's op verifies what it
            # returns, and the evaluator runs it as the end of the block.
            row.update(verifies=True, interprets=True,
                       folder="never (terminator; verified and run by "
                              "its region's op)")
        elif o:
            row["verifies"] = (o["verifier"] or o["regionVerifier"] or
                               o["inferTypes"] or o["inferShapes"] or
                               o["typeTraits"])
            row["interprets"] = o["cpp"] in handlers
            row["folder"] = folder_of(o, row["interprets"], never_folded)
            row["folds"] = not row["folder"].startswith("never")
            if row["folder"] == "fold()":
                tested = o["cpp"] in fold_tests[0] or op in fold_tests[1]
                row["folder"] += " ✓" if tested else " (untested)"
        rows.append(row)
    return rows


def ods_totals(title, rows):
    n = len(rows)
    count = lambda key: sum(bool(r[key]) for r in rows)
    text = (f"- {title}: {count('parses')} of {n} parse, {count('verifies')} "
            f"verify, {count('interprets')} interpret, {count('folds')} fold")
    never = collections.Counter(
        r["folder"].split("(", 1)[1].split(";")[0].rstrip(")")
        for r in rows if r["folder"].startswith("never"))
    if never:
        text += ("; never folded, by design: " +
                 ", ".join(f"{k} {why}" for why, k in sorted(
                     never.items(), key=lambda item: -item[1])))
    return text + "."


def ods_table(rows):
    out = ["| Op | Parses | Verifies | Interprets | Folder |",
           "|---|---|---|---|---|"]
    mark = lambda b: "✓" if b else "—"
    for r in rows:
        out.append(f"| {r['op']} | {mark(r['parses'])} | "
                   f"{mark(r['verifies'])} | {mark(r['interprets'])} | "
                   f"{r['folder']} |")
    return out


MARK = {"tested": "✓", "untested": "checked, no test", "explained": "explained",
        "missing": "**missing**"}


def ranges(numbers):
    """`C1-C3, C7` for [1, 2, 3, 7]."""
    parts = []
    for n in numbers:
        if parts and parts[-1][1] == n - 1:
            parts[-1][1] = n
        else:
            parts.append([n, n])
    return ", ".join(f"C{a}" if a == b else f"C{a}-C{b}" for a, b in parts)


def render(rows, status, checks, tests, reasons, ods_rows):
    count = lambda s: sum(1 for v in status.values() if v == s)
    total = len(status)
    type_rows = [r for r in rows if r["isType"]]
    rows = [r for r in rows if not r["isType"]]
    type_labels = sum(len(r["constraints"]) for r in type_rows)
    out = ["<!-- Generated by scripts/gen-status.py; don't manually edit -->",
           "",
           "# Status of the spec's ops",
           "",
           "Every column is read from the code by `scripts/gen-status.py` (a",
           "test fails when this page is stale); the labels of the spec's",
           "constraints come from `docs/spec-constraints.txt` and the reasons",
           "for constraints without a check from `docs/status-exceptions.txt`.",
           "",
           "- **ODS**: the op is defined in `include/stablehlo_fold/Dialect`.",
           "- **Verifier**: `verify()`, `verifyRegions()`, or a shape function",
           "  (type inference whose result the declared types must match).",
           "- **Inference**: the op infers its result types (`types`:",
           "  InferTypeOpInterface, `components`: InferShapedTypeOpInterface);",
           "  ✓: an `inferred:` remark in `test/Dialect/infer_*.mlir` checks",
           "  the inferred types exactly; `n/a`: the operands and attributes",
           "  do not determine them (the reason is listed below).",
           "- **Interpreter**: a handler in `lib/Interpreter/Evaluator`.",
           "- **Folder**: `fold()` through the dialect's fold interface,",
           "  `--fold-constants` for ops with regions, or never (side",
           "  effects, no handler, or named by `isNeverFolded`); ✓: a",
           "  GoogleTest in `unittests/Folders` folds the op directly.",
           "- **Constraints**: the spec's `(Cn)` labels; ✓ means a verifier",
           "  checks it (a `// <op>_c<n>` comment at the check) and a negative",
           "  test `@<op>_c<n>` in `test/Dialect/*_invalid*.mlir` shows it.",
           "",
           "## Totals",
           "",
           f"- Ops: {len(rows)}; defined in ODS: "
           f"{sum(r['ods'] for r in rows)}; with an interpreter handler: "
           f"{sum(bool(r.get('interpreter')) for r in rows)}; inferring "
           f"types: {sum(r.get('inference', '').startswith(('types', 'components')) for r in rows)}; "
           f"not inferable, with a reason: "
           f"{sum(r.get('inference') == 'n/a' for r in rows)}; "
           f"missing: {sum(r.get('inference') == '**missing**' for r in rows)}.",
           f"- Constraints: {total} ({total - type_labels} of ops, "
           f"{type_labels} of the \"Types\" section).",
           f"  - checked and tested: {count('tested')}",
           f"  - checked, without a negative test: {count('untested')}",
           f"  - not checked, with a reason: {count('explained')}",
           f"  - not checked, no reason (missing): {count('missing')}",
           ods_totals("StableHLO ODS ops", ods_rows["stablehlo"]),
           ods_totals("CHLO ops", ods_rows["chlo"]),
           ""]
    family = None
    for row in rows:
        if row["family"] != family:
            family = row["family"]
            out += ["", f"## {family}", "",
                    "| Op | ODS | Verifier | Inference | Interpreter | Folder "
                    "| Constraints |",
                    "|---|---|---|---|---|---|---|"]
        cons = row["constraints"]
        summary = "none" if not cons else \
            f"{sum(s == 'tested' for _, s in cons)}/{len(cons)} ✓"
        for state in ["untested", "explained", "missing"]:
            numbers = [int(l.rsplit("_c", 1)[1]) for l, s in cons
                       if s == state]
            if numbers:
                summary += f"; {MARK[state]}: {ranges(numbers)}"
        if not row["ods"]:
            out.append(f"| {row['op']} | — | — | — | — | — | {summary} |")
            continue
        out.append(f"| {row['op']} | ✓ | {row['verifier']} | "
                   f"{row['inference']} | "
                   f"{'✓' if row['interpreter'] else '—'} | {row['folder']} | "
                   f"{summary} |")

    for row in type_rows:
        cons = row["constraints"]
        out += ["", f"## {TYPES_FAMILY}", "",
                "The constraints of the spec's \"Types\" section, all on "
                "quantized element",
                "types; checked for every operand and result type of every op "
                "(and by",
                "MLIR's quant dialect where it says so below).", "",
                "| Type | Constraints |", "|---|---|"]
        summary = f"{sum(s == 'tested' for _, s in cons)}/{len(cons)} ✓"
        for state in ["untested", "explained", "missing"]:
            numbers = [int(l.rsplit("_c", 1)[1]) for l, s in cons
                       if s == state]
            if numbers:
                summary += f"; {MARK[state]}: {ranges(numbers)}"
        out.append(f"| {row['op']} | {summary} |")

    beyond = [r for r in ods_rows["stablehlo"] if not r["spec"]]
    out += ["", f"## StableHLO ops beyond the spec ({len(beyond)})", "",
            "The ops of StableHLO's ODS (`docs/stablehlo-ods-ops.txt`) that "
            "the spec",
            "does not list; `docs/status-decisions.md` says how they are "
            "treated.", ""]
    out += ods_table(beyond)
    out += ["", f"## CHLO ops ({len(ods_rows['chlo'])})", "",
            "The ops of CHLO's ODS (`docs/chlo-ods-ops.txt`).", ""]
    out += ods_table(ods_rows["chlo"])

    def listing(title, state, with_reason=False):
        labels = [l for l, s in status.items() if s == state]
        out.extend(["", f"## {title} ({len(labels)})", ""])
        if not labels:
            out.append("None.")
        for label in labels:
            text = f"- `{label}`"
            if with_reason:
                text += f": {reasons[label]}"
                if label in tests:
                    text += f" (test in {', '.join(tests[label])})"
            elif state == "untested":
                text += f" (checked in {', '.join(checks[label])})"
            out.append(text)

    no_inference = [r["op"] for r in rows if r.get("inference") == "n/a"]
    out.extend(["", "## Ops without type inference, with the reason "
                f"({len(no_inference)})", ""])
    for op in no_inference:
        out.append(f"- `{op}`: {reasons[f'inference/{op}']}")
    listing("Constraints not checked, with the reason", "explained", True)
    listing("Checked constraints without a negative test", "untested")
    listing("Constraints neither checked nor explained", "missing")
    # Hand-written: where the spec and StableHLO's implementation differ.
    out.extend(["", DECISIONS.read_text().rstrip("\n")])
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if docs/status.md is stale")
    parser.add_argument("--list", choices=["tested", "untested", "explained",
                                           "missing", "unknown", "stale"],
                        help="print the labels in one state and exit")
    parser.add_argument("--from-spec", metavar="SPEC.md",
                        help="first rewrite docs/spec-constraints.txt from "
                             "the spec (needs --ops)")
    parser.add_argument("--ops", metavar="OPS.txt",
                        help="the spec's ops by family (`Family: op op`)")
    parser.add_argument("--from-ods", nargs=2,
                        metavar=("STABLEHLO_OPS.td", "CHLO_OPS.td"),
                        help="first rewrite docs/stablehlo-ods-ops.txt and "
                             "docs/chlo-ods-ops.txt from StableHLO's "
                             "StablehloOps.td and ChloOps.td")
    parser.add_argument("--tblgen", help="path of llvm-tblgen")
    parser.add_argument("--mlir-include", default="/usr/lib/llvm-22/include",
                        help="MLIR's include directory")
    args = parser.parse_args()

    if args.from_spec:
        if not args.ops:
            fail("--from-spec needs --ops")
        write_spec_data(args.from_spec, args.ops)

    if args.from_ods:
        write_ods_ops(*args.from_ods)

    rows, status, checks, tests, reasons, unknown, stale, ods_rows = \
        gather(args)
    if args.list:
        if args.list == "unknown":
            print("\n".join(unknown))
        elif args.list == "stale":
            print("\n".join(stale))
        else:
            print("\n".join(l for l, s in status.items() if s == args.list))
        return 0
    for label in unknown:
        print(f"gen-status: warning: {label} is not a label of the spec",
              file=sys.stderr)
    for label in stale:
        print(f"gen-status: warning: {EXCEPTIONS.name} explains {label}, "
              "which is checked or not in the spec", file=sys.stderr)
    no_reason = [r["op"] for r in rows if r.get("inference") == "**missing**"]
    untested = [r["op"] for r in rows
                if r.get("inference", "").endswith("(untested)")]
    if untested:
        print(f"gen-status: {len(untested)} ops infer types that no "
              "test/Dialect/infer_*.mlir remark checks: " + " ".join(untested),
              file=sys.stderr)
    if no_reason:
        print(f"gen-status: {len(no_reason)} ops neither infer their result "
              f"types nor say why in {EXCEPTIONS.name}: " + " ".join(no_reason),
              file=sys.stderr)
    missing = [l for l, s in status.items() if s == "missing"]
    if missing:
        print(f"gen-status: {len(missing)} constraints are neither checked "
              f"nor explained in {EXCEPTIONS.name}: " + " ".join(missing),
              file=sys.stderr)

    no_fold_test = [r["op"] for r in rows
                    if r.get("folder") == "fold() (untested)"]
    no_fold_test += [r["op"] for r in ods_rows["stablehlo"]
                     if not r["spec"] and r["folder"] == "fold() (untested)"]
    if no_fold_test:
        print(f"gen-status: {len(no_fold_test)} ops fold through fold() "
              "without a unit test in unittests/Folders folding them: " +
              " ".join(no_fold_test), file=sys.stderr)

    text = render(rows, status, checks, tests, reasons, ods_rows)
    if args.check and (no_reason or untested or no_fold_test):
        return 1
    if args.check:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"gen-status: {OUT.relative_to(ROOT)} is stale; run "
                  "scripts/gen-status.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
