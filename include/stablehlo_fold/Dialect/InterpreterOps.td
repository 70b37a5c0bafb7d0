//===- InterpreterOps.td - the `interpreter` test dialect -----*- tablegen -*-===//
//
// Ops that only the interpreter gives meaning to: printing, probing values
// into files, and running functions in parallel on a process grid.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_INTERPRETER_OPS_TD
#define STABLEHLO_FOLD_DIALECT_INTERPRETER_OPS_TD

include "stablehlo_fold/Dialect/StablehloBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::mlir::sfold::interpreter";
  let summary = "interpreter-only ops: print, probe, run_parallel";
}

class Interpreter_Op<string mnemonic, list<Trait> traits = []>
    : Op<Interpreter_Dialect, mnemonic, traits>;

def Interpreter_PrintOp : Interpreter_Op<"print",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "prints a value";
  let description = [{
    Writes the operand to standard output as an MLIR literal.

    ```mlir
    interpreter.print %x : tensor<2xi32>
    ```
  }];
  let arguments = (ins HLO_TensorOrTokenOrTuple:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

def Interpreter_ProbeOp : Interpreter_Op<"probe",
    [MemoryEffects<[MemWrite]>, AllTypesMatch<["operand", "result"]>]> {
  let summary = "records a value into a file and passes it on";
  let description = [{
    Writes the operand as a `.npy` file into the probe directory and appends
    a line `probe_id,type,path` to its `index.csv`; returns the operand.

    ```mlir
    %y = interpreter.probe %x, probe_id = "x" : tensor<2xi64>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$probe_id);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)
  }];
}

def Interpreter_RunParallelOp : Interpreter_Op<"run_parallel", []> {
  let summary = "runs functions on a grid of processes";
  let description = [{
    `programs` is a num_replicas x num_partitions array of function symbols;
    each process runs its function on its slice of the operands (in order)
    and the results are concatenated in process order. `infeed` optionally
    names functions whose results feed `stablehlo.infeed`.

    ```mlir
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@f], [@f]]
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrToken>:$inputs,
                       OptionalAttr<ArrayAttr>:$infeed,
                       ArrayAttr:$programs);
  let results = (outs Variadic<HLO_TensorOrToken>:$results);
  let hasVerifier = 1;
}

#endif // STABLEHLO_FOLD_DIALECT_INTERPRETER_OPS_TD
