//===- Passes.td - stablehlo-fold passes ----------------------*- tablegen -*-===//

#ifndef STABLEHLO_FOLD_PASSES_TD
#define STABLEHLO_FOLD_PASSES_TD

include "mlir/Pass/PassBase.td"

def FoldConstants : Pass<"fold-constants", "::mlir::ModuleOp"> {
  let summary = "Evaluate every stablehlo op whose operands are constants";
  let description = [{
    Replaces each side-effect-free stablehlo op whose operands (and, for ops
    with regions, every value its regions capture) are constants by the
    constants it computes, running the interpreter's handler for the op: the
    same kernels as `fold-opt --interpret`, so folding never gives a different
    bit than interpretation. Ops with regions (reduce, sort, while, if, case,
    scatter, ...) fold too. Repeats until nothing changes, so whole constant
    subgraphs fold; run `--inline` first to fold across calls.

    An op is left alone (a "decline") when an operand is not constant, it has
    side effects (custom_call, collectives, rng, ...), a result is not a
    statically shaped tensor, a result or any tensor evaluating it allocates
    would exceed `size-budget` bytes (splat results are exempt), evaluating
    it would take more than `work-budget` units of work, `keep-floats` is set
    and a result is a float tensor, it is an integer `divide` or `remainder`
    by zero or of INT_MIN by -1 (kept as by the fold hook), it has several
    results and discardable attributes (which no one constant could keep),
    or evaluation fails. A folded op's discardable attributes (`mhlo.sharding`,
    ...) go to the constant that replaces it. Declines are counted in the pass statistics
    (`--mlir-pass-statistics`, counted only when LLVM is built with
    statistics) and, with `report`, summarised in a remark; with `explain`,
    each decline is also reported as a remark at the op. Constants left
    without users by the folding are erased.

    The default size budget, 4 MiB per result, folds everything a program's
    shape computations and small weights need while keeping a single fold
    from materialising a large tensor in the output (a 1024x1024 f32 result
    is exactly 4 MiB). The work budget makes every fold return: the
    interpreter charges each op by a cost model (elements; multiply-adds for
    dot_general and convolution; n log n comparisons for sort; a loop's body
    each iteration), and an op whose evaluation would exceed the budget, or
    a loop that runs it out, is left in place. The default, 1e9 units (about
    one f32 multiply-add each), keeps one fold well under a second.
  }];
  let options = [
    Option<"sizeBudget", "size-budget", "uint64_t", /*default=*/"4194304",
           "Largest result, in bytes, that a fold may create (splats are "
           "exempt)">,
    Option<"workBudget", "work-budget", "uint64_t",
           /*default=*/"1000000000",
           "Most work one fold may do, in cost-model units (element "
           "operations, multiply-adds, comparisons; each loop iteration "
           "charges its body); 0 is unlimited">,
    Option<"keepFloats", "keep-floats", "bool", /*default=*/"false",
           "Do not fold ops that produce floating-point tensors">,
    Option<"threads", "threads", "unsigned", /*default=*/"0",
           "Threads a large kernel splits its outputs over (0: fold-opt's "
           "--threads, by default the machine's hardware threads); results "
           "are the same for any count">,
    Option<"kernelIsa", "kernel-isa", "std::string", /*default=*/"\"\"",
           "Instruction set of the kernels: portable, avx2 or avx512 (at "
           "most the CPU's; empty: fold-opt's --kernel-isa); results are "
           "the same for every choice">,
    Option<"nativeLoops", "native-loops", "bool", /*default=*/"true",
           "Compile the iteration of a while loop over small tensors that "
           "runs long to native code; results and work are the same">,
    Option<"explain", "explain", "bool", /*default=*/"false",
           "Emit a remark at each op that is not folded, saying why">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark summarising what was folded and declined (the "
           "pass statistics, which release builds of LLVM do not count)">,
  ];
  let statistics = [
    Statistic<"numFolded", "folded", "Ops replaced by constants">,
    Statistic<"bytesCreated", "bytes-created",
              "Bytes of constant data created">,
    Statistic<"numNotConstant", "declined-not-constant",
              "Ops not folded: an operand or captured value is not constant">,
    Statistic<"numSideEffects", "declined-side-effects",
              "Ops not folded: they have side effects">,
    Statistic<"numOverBudget", "declined-over-budget",
              "Ops not folded: a result exceeds the size budget">,
    Statistic<"numOverWork", "declined-over-work",
              "Ops not folded: the work exceeds the work budget">,
    Statistic<"numNotStatic", "declined-not-static",
              "Ops not folded: a result is not a statically shaped tensor">,
    Statistic<"numKeptFloats", "declined-keep-floats",
              "Ops not folded because of keep-floats">,
    Statistic<"numEvalFailed", "declined-eval-failed",
              "Ops not folded: the interpreter could not evaluate them">,
    Statistic<"numKeptByPolicy", "declined-by-policy",
              "Ops not folded by policy: an integer division by zero or of "
              "INT_MIN by -1, or discardable attributes on an op of several "
              "results (no one constant to keep them)">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

def FoldToFixedPoint : Pass<"fold-to-fixed-point", "::mlir::ModuleOp"> {
  let summary = "Inline, canonicalize, fold constants and CSE until nothing "
                "changes";
  let description = [{
    Runs `inline`, `canonicalize`, `fold-constants` and `cse` on the module,
    in that order, again and again until a round leaves the module unchanged
    (its fingerprint, a hash of every op, attribute and type, is the same) or
    `max-iterations` rounds have run. Each pass can expose work for the
    others: inlining makes call arguments constant, canonicalization turns
    dynamic ops static and drops unused loop values, folding makes constants
    that canonicalization can use, CSE merges what folding duplicated.

    This is the pass behind `--stablehlo-fold-pipeline` and
    `buildFoldPipeline`; `size-budget`, `work-budget`, `keep-floats` and
    `threads` are passed to `fold-constants`. Reaching `max-iterations` without a fixed point is not
    an error: the module is valid after every round; with `report`, a remark
    says how many rounds ran and whether the fixed point was reached.
  }];
  let options = [
    Option<"sizeBudget", "size-budget", "uint64_t", /*default=*/"4194304",
           "Largest result, in bytes, that fold-constants may create">,
    Option<"workBudget", "work-budget", "uint64_t",
           /*default=*/"1000000000",
           "Most work one fold of fold-constants may do; 0 is unlimited">,
    Option<"keepFloats", "keep-floats", "bool", /*default=*/"false",
           "Do not fold ops that produce floating-point tensors">,
    Option<"threads", "threads", "unsigned", /*default=*/"0",
           "Threads a large kernel of fold-constants splits its outputs "
           "over (0: fold-opt's --threads, by default the machine's)">,
    Option<"maxIterations", "max-iterations", "unsigned", /*default=*/"8",
           "Most rounds of inline, canonicalize, fold-constants, cse">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark saying how many rounds ran">,
  ];
  let statistics = [
    Statistic<"numRounds", "rounds", "Rounds of the fold pipeline run">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

def RefineToFixedPoint : Pass<"refine-to-fixed-point", "::mlir::ModuleOp"> {
  let summary = "Refine shapes and canonicalize dynamism until nothing "
                "changes";
  let description = [{
    Runs `stablehlo-refine-shapes`, `stablehlo-canonicalize-dynamism` and
    `stablehlo-check-shape-assertions`
    again and again until a round leaves the module unchanged (its
    fingerprint is the same) or `max-iterations` rounds have run: each
    exposes work for the other (canonicalization turns a dynamic_conv or a
    dynamic_gather into an op whose shape function refines further). The
    pass behind `buildRefinementPipeline`, `--stablehlo-specialize` and the
    fold pipeline's first step. Reaching `max-iterations` is not an error;
    with `report`, a remark says how many rounds ran.
  }];
  let options = [
    Option<"maxIterations", "max-iterations", "unsigned", /*default=*/"8",
           "Most rounds of refine-shapes and canonicalize-dynamism">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark saying how many rounds ran">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}


//===----------------------------------------------------------------------===//
// Shape refinement: the passes of StableHLO's names and options, so that
// scripts written for stablehlo-opt run with fold-opt unchanged.
//===----------------------------------------------------------------------===//

def StablehloRefineArguments
    : Pass<"stablehlo-refine-arguments", "::mlir::ModuleOp"> {
  let summary = "Refines the argument types of the entry function";
  let description = [{
    Gives the entry function (`main`, or the module's only function) the
    argument types of `types`, one per argument, in order. A type may keep
    `?` dimensions, and an argument whose type is repeated unchanged is left
    alone. Each refined type must be a ranked tensor of the same element type
    and rank whose sizes agree with every static size of the old type.

    The function's body keeps seeing the old types until
    `--stablehlo-refine-shapes` runs: each refined argument is wrapped in a
    `custom_call @stablehlo.shape_refinement_operand_wrapper(%arg, %shape)`
    of the old type, which refine-shapes removes. The IR is valid in
    between.

    `args` (a stablehlo-fold extension) binds arguments to values: its
    entries, in argument order, are integers or `?` (not bound), e.g.
    `args=3` binds `%arg0` to 3. A bound argument must be a scalar integer
    tensor; its uses are replaced by a constant, so the dimension sizes that
    older exports pass as leading scalar arguments become constants that
    refine-shapes propagates. The argument stays in the signature.

    A wrong number of types, a type that does not parse, or a refinement
    that contradicts the old type is an error at the function.
  }];
  let options = [
    ListOption<"types", "types", "std::string",
               "The new argument types of the entry function, one per "
               "argument: 'tensor<4xf32>,tensor<?x2xi32>,...'">,
    ListOption<"args", "args", "std::string",
               "Values bound to the leading arguments, in order: an integer "
               "binds a scalar integer argument, '?' leaves it alone">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

def StablehloRefineShapes
    : Pass<"stablehlo-refine-shapes", "::mlir::ModuleOp"> {
  let summary = "Propagates static shapes and constant shape values through "
                "the program";
  let description = [{
    Removes the `custom_call @stablehlo.shape_refinement_operand_wrapper`
    ops that `--stablehlo-refine-arguments` inserts, then refines every
    result type of every public function, and of the private functions they
    call, to the most static type the program determines:

    - an op's result types from its shape function (InferTypeOpInterface),
      from its static form's (dot as dot_general, dynamic_gather with
      constant sizes as gather), and for the ops whose result type is an
      input (convert, bitcast_convert across widths, uniform_quantize,
      reshape, broadcast_in_dim, chlo.ragged_dot) from their operands;
    - the ops whose shape is an operand (dynamic_broadcast_in_dim,
      dynamic_reshape, dynamic_iota, dynamic_pad, real_dynamic_slice, rng,
      custom_call through `indices_of_shape_operands`) from that operand
      when it is a constant, and real_dynamic_slice from limits that are
      its starts plus constants (unit strides); a constant that contradicts
      a static result size is an error at the op;
    - integer computations are evaluated to constants as soon as their
      operands are, by the Folders (the interpreter's kernels): StableHLO's
      list (add, subtract, multiply, divide, remainder, and, or, maximum,
      minimum, sign, clamp, compare, select, convert, broadcast_in_dim,
      reshape, slice, dynamic_slice, concatenate) on integer tensors of at
      most 65536 elements, any op of the values that flow into shape
      operands, get_dimension_size of a static dimension, and
      set_dimension_size to the size the type has (the identity);
    - while loops: a loop-carried value keeps a static size only where the
      initial value and the body agree; if and case: a result size is static
      where every branch returns it;
    - calls: the callee is specialised for the call's argument types and its
      dimension arguments (the constant scalar integers after any leading
      tokens, which become constants in the callee and leave its signature),
      in a private copy per distinct signature; integer constants the callee
      returns replace the call's results, and a call left without used
      results whose callee has no side effects (through its own calls too;
      an unknown callee counts as one) goes; recursive calls are not refined
      (a remark says so);
    - function result types follow their returns; `#stablehlo.bounds` are
      kept for what stays dynamic and dropped where a size becomes static.

    What the program does not determine stays dynamic, and the module stays
    valid: an op whose result is used by an op that cannot take a refined
    type (an op of another dialect) keeps its types, as in StableHLO; with
    `convert-foreign-uses` it is refined and that use is given the old type
    back through an identity `stablehlo.convert`. A call that is not
    specialised gets its operands' old types back the same way. The pass
    verifies the module.
  }];
  let options = [
    Option<"convertForeignUses", "convert-foreign-uses", "bool",
           /*default=*/"false",
           "refine values used by ops of other dialects too, giving those "
           "uses the old type through an identity convert (ours)">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

def StablehloCanonicalizeDynamism
    : Pass<"stablehlo-canonicalize-dynamism", "::mlir::func::FuncOp"> {
  let summary = "Turns dynamic ops whose shapes are constant into static "
                "ops";
  let description = [{
    StableHLO's dynamic-to-static rewrites and nothing else (no folding):
    dynamic_broadcast_in_dim, dynamic_reshape and dynamic_iota whose shape
    operand is a constant and whose result type is static become
    broadcast_in_dim, reshape and iota; dynamic_pad, dynamic_gather and
    dynamic_conv with constant paddings or slice sizes become pad, gather
    and convolution (of the same result type, static or not);
    real_dynamic_slice becomes slice when its bounds are constants and
    dynamic_slice when its strides are 1 and its limits are its starts plus
    constant sizes; a custom_call whose `indices_of_shape_operands` name
    constant shapes of static results loses those operands and the
    attribute. Discardable attributes move to the replacement. See
    docs/passes.md.
  }];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

def StablehloCheckShapeAssertions
    : Pass<"stablehlo-check-shape-assertions", "::mlir::func::FuncOp"> {
  let summary = "Checks the shape assertions whose predicate is a constant";
  let description = [{
    `custom_call @shape_assertion(%pred, %v...)` whose predicate is a
    constant is checked: when it holds the op is erased, when it fails the
    pass fails with the op's `error_message` at the op (`{0}`, `{1}`, ...
    replaced by the constant values of the other operands). An assertion
    whose predicate is not a constant stays (StableHLO's pass reports it).
    With `enable-shape-assertions=false` every assertion is erased
    unchecked.
  }];
  let options = [
    Option<"enableShapeAssertions", "enable-shape-assertions", "bool",
           /*default=*/"true",
           "check the assertions (else erase them unchecked)">,
  ];
  let dependentDialects = ["::mlir::sfold::StablehloDialect"];
}

#endif // STABLEHLO_FOLD_PASSES_TD
