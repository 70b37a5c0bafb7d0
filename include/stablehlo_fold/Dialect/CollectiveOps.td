//===- CollectiveOps.td ---------------------------------------*- tablegen -*-===//
//
// Collectives and distributed ops: all_gather, all_reduce, all_to_all,
// collective_*, reduce_scatter, infeed, outfeed, send, recv, partition_id,
// replica_id, async_start, async_done.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD
#define STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"


// Collectives exchange data between processes: they must run where they are
// written, so they read and write (communication) memory and never fold.
class Stablehlo_CommOp<string mnemonic, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits # [MemoryEffects<[MemRead, MemWrite]>]>;

defvar HLO_ReplicaGroups = I64ElementsAttr;

def Stablehlo_AllGatherOp : Stablehlo_CommOp<"all_gather",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "concatenates the operands of every process in a group";
  let description = [{
    Within each process group (from `replica_groups`, across replicas or,
    with a `channel_handle` whose handle is positive, across partitions),
    concatenates every process's operand along `all_gather_dim`.

    Example:
    ```mlir
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x3xf32>) -> tensor<4x3xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$all_gather_dim,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let hasVerifier = 1;
}

def Stablehlo_AllReduceOp : Stablehlo_CommOp<"all_reduce",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reduces the operands of every process in a group";
  let description = [{
    Within each process group, combines the operands of all processes
    element by element with `computation`; every process gets the result.

    Example:
    ```mlir
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
      : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def Stablehlo_AllToAllOp : Stablehlo_CommOp<"all_to_all",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "exchanges slices of the operands between processes";
  let description = [{
    Splits each operand into `split_count` parts along `split_dimension`,
    sends part i to the i-th process of the group, and concatenates the
    received parts along `concat_dimension`.

    Example:
    ```mlir
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 1 : i64, concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x4xf32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$split_dimension,
                       I64Attr:$concat_dimension,
                       I64Attr:$split_count,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_Tensor>:$results);
}

def Stablehlo_CollectiveBroadcastOp
    : Stablehlo_CommOp<"collective_broadcast",
                       [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "sends the operands of a group's root to the whole group";
  let description = [{
    Every process of a group receives the operands of the group's first
    process; processes outside every group get zeros. With
    `has_dynamic_root` the last operand is a 1-D `si32` tensor naming, for
    each data operand, the index in the group of the process to copy from.

    Example:
    ```mlir
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<1x2xi64>) -> tensor<1x2xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                       UnitAttr:$has_dynamic_root);
  let results = (outs Variadic<HLO_Tensor>:$results);
}

def Stablehlo_CollectivePermuteOp : Stablehlo_CommOp<"collective_permute",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "sends each process's operand to another process";
  let description = [{
    Each pair `[source, target]` of `source_target_pairs` sends the operand
    of `source` to `target`; a process that is no target gets zeros.

    Example:
    ```mlir
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>
    } : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_ReplicaGroups:$source_target_pairs,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle);
  let results = (outs HLO_Tensor:$result);
}

def Stablehlo_CollectiveReduceOp : Stablehlo_CommOp<"collective_reduce",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reduces the operands of a group onto its root";
  let description = [{
    Combines the operands of the processes of each group with
    `computation`; the group's root process gets the result, the others get
    zeros. With `has_dynamic_root` the last operand names the roots. As in
    StableHLO (the spec does not list it), `use_global_device_ids` makes
    `replica_groups` name processes by their flattened ids, as for
    `all_reduce`, and then needs a positive channel id.

    Example:
    ```mlir
    %r = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
      : (tensor<4xi64>) -> tensor<4xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids,
                       UnitAttr:$has_dynamic_root);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def Stablehlo_ReduceScatterOp : Stablehlo_CommOp<"reduce_scatter",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "reduces across a group, then scatters the parts";
  let description = [{
    Reduces the operands of a group's processes with `computation`, splits
    the result along `scatter_dimension` into one part per process and gives
    each process its part.

    Example:
    ```mlir
    %r = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {scatter_dimension = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
      : (tensor<4xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       I64Attr:$scatter_dimension,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def Stablehlo_InfeedOp : Stablehlo_CommOp<"infeed"> {
  let summary = "reads values from the infeed";
  let description = [{
    Reads values from the implementation's infeed queue after `token`; the
    last result is a token ordering later side effects.

    Example:
    ```mlir
    %x, %t1 = "stablehlo.infeed"(%t0) {infeed_config = ""}
      : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    ```
  }];
  let arguments = (ins HLO_Token:$token,
                       DefaultValuedOptionalAttr<StrAttr, "\"\"">:$infeed_config,
                       OptionalAttr<ArrayAttr>:$layout);
  let results = (outs Variadic<HLO_TensorOrPerAxisQuantizedTensorOrToken>:$results);
  let hasVerifier = 1;
}

def Stablehlo_OutfeedOp : Stablehlo_CommOp<"outfeed", [HLO_InferTypes]> {
  let summary = "writes values to the outfeed";
  let description = [{
    Writes `inputs` to the implementation's outfeed queue after `token` and
    returns a token.

    Example:
    ```mlir
    %t1 = "stablehlo.outfeed"(%x, %t0)
      : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrPerAxisQuantizedTensor>:$inputs, HLO_Token:$token,
                       DefaultValuedOptionalAttr<StrAttr, "\"\"">:$outfeed_config);
  let results = (outs HLO_Token:$result);
}

def Stablehlo_SendOp : Stablehlo_CommOp<"send", [InferTypeOpAdaptor]> {
  let summary = "sends values over a channel";
  let description = [{
    Sends `inputs` over the channel of `channel_handle` (to the host when
    `is_host_transfer`) after `token`, and returns a token.

    Example:
    ```mlir
    %t1 = "stablehlo.send"(%x, %t0) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_TensorOrPerAxisQuantizedTensor>:$inputs, HLO_Token:$token,
                       Stablehlo_ChannelHandle:$channel_handle,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
                       OptionalAttr<HLO_ReplicaGroups>:$source_target_pairs);
  let results = (outs HLO_Token:$result);
}

def Stablehlo_RecvOp : Stablehlo_CommOp<"recv"> {
  let summary = "receives values over a channel";
  let description = [{
    Receives values over the channel of `channel_handle` after `token`; the
    last result is a token.

    Example:
    ```mlir
    %x, %t1 = "stablehlo.recv"(%t0) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    ```
  }];
  let arguments = (ins HLO_Token:$token,
                       Stablehlo_ChannelHandle:$channel_handle,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
                       OptionalAttr<HLO_ReplicaGroups>:$source_target_pairs);
  let results = (outs Variadic<HLO_TensorOrPerAxisQuantizedTensorOrToken>:$results);
  let hasVerifier = 1;
}

// The ids depend on the process that runs the op: they read it, so they are
// not constants.
def Stablehlo_PartitionIdOp : Stablehlo_Op<"partition_id",
    [MemoryEffects<[MemRead]>, HLO_InferTypes]> {
  let summary = "the partition id of the current process";
  let description = [{
    Example:
    ```mlir
    %id = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Stablehlo_ReplicaIdOp : Stablehlo_Op<"replica_id",
    [MemoryEffects<[MemRead]>, HLO_InferTypes]> {
  let summary = "the replica id of the current process";
  let description = [{
    Example:
    ```mlir
    %id = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Stablehlo_AsyncStartOp : Stablehlo_CommOp<"async_start"> {
  let summary = "starts an operation asynchronously";
  let description = [{
    Starts the single operation of `body` (a collective or a slice) on
    `operands` and returns a future of its result, to be waited for by
    `async_done`.

    Example:
    ```mlir
    %f = "stablehlo.async_start"(%x) ({
      %g = "stablehlo.all_gather"(%x) {
        all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
      } : (tensor<2xf32>) -> tensor<4xf32>
      stablehlo.return %g : tensor<4xf32>
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands);
  let results = (outs HLO_Future:$result);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def Stablehlo_AsyncDoneOp : Stablehlo_CommOp<"async_done",
    [InferTypeOpAdaptorWithIsCompatible]> {
  let summary = "waits for an asynchronous operation";
  let description = [{
    Waits for the operation that produced the future `operand` and returns
    its value.

    Example:
    ```mlir
    %r = "stablehlo.async_done"(%f)
      : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Future:$operand);
  let results = (outs Variadic<HLO_Tensor>:$results);
}

#endif // STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD
