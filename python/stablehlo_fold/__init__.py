"""Fold, refine and run StableHLO programs on numpy arrays.

A program is MLIR text (``str``) or bytecode (``bytes``), as
``jax.export(...).mlir_module()``, torch-mlir or TensorFlow give it::

    import numpy as np
    import stablehlo_fold as sf

    program = '''
    func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
      %0 = stablehlo.multiply %x, %y : tensor<3xf32>
      %1 = stablehlo.add %0, %y : tensor<3xf32>
      return %1 : tensor<3xf32>
    }'''
    x = np.array([1, 2, 3], np.float32)
    [r] = sf.interpret(program, args=[x, x])      # array([ 2.,  6., 12.])

Element types and numpy dtypes: ``i1`` is ``bool``, ``i8``..``i64`` are
``int8``..``int64``, ``ui8``..``ui64`` are ``uint8``..``uint64``, ``f16``,
``f32``, ``f64`` are ``float16``, ``float32``, ``float64``, and
``complex<f32>``, ``complex<f64>`` are ``complex64``, ``complex128``. Elements
of the types numpy lacks come and go as a :class:`RawArray`.

Every failure raises :class:`Error`, whose message is the diagnostics
(``name:line:column: error: ...``).
"""

from __future__ import annotations

import sys
from typing import Any, Iterable, List, Optional, Sequence, Union

import numpy as np

from . import _core

__all__ = [
    "Error",
    "Module",
    "RawArray",
    "fold",
    "interpret",
    "refine",
    "verify",
    "FOLD_PIPELINE",
    "REFINE_PASSES",
]

Error = _core.Error
Error.__doc__ = """A program that does not parse or verify, a pass pipeline that fails,
an evaluation that fails, or arguments that do not fit the function. The
message holds the diagnostics, each as ``name:line:column: error: message``
(``name`` is the ``name`` given with the program) followed by the source
line."""

Source = Union[str, bytes]
"""MLIR text or bytecode."""

#: The pass pipeline :func:`fold` runs by default.
FOLD_PIPELINE = "stablehlo-fold-pipeline"

#: The passes :func:`refine` runs after ``stablehlo-refine-arguments``
#: (canonicalize-dynamism and check-shape-assertions run on each function).
REFINE_PASSES = ("stablehlo-refine-shapes",
                 "func.func(stablehlo-canonicalize-dynamism)",
                 "func.func(stablehlo-check-shape-assertions)")

# Element types numpy holds natively, both ways.
_TYPE_OF_DTYPE = {
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
    np.dtype(np.uint8): "ui8",
    np.dtype(np.uint16): "ui16",
    np.dtype(np.uint32): "ui32",
    np.dtype(np.uint64): "ui64",
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.complex64): "complex<f32>",
    np.dtype(np.complex128): "complex<f64>",
}
_NATIVE_TYPES = frozenset(_TYPE_OF_DTYPE.values())


class RawArray:
    """Elements of a type numpy lacks, in the interpreter's storage.

    ``element_type`` is the MLIR element type (``"bf16"``, ``"f8E4M3FN"``,
    ``"i4"``, ``"!quant.uniform<i8:f32, 5.000000e-01>"``, ...) and ``storage``
    a numpy array of its shape holding each element as:

    ============================  =======  ===================================
    element type                  dtype    each element
    ============================  =======  ===================================
    bf16                          uint16   its 16 bits
    f8E4M3FN, f8E5M2, ... f6, f4  uint8    its bits, in the low bits
    tf32                          uint32   its 19 bits, in the low bits
    i2, i4                        int8     its value (-8..7 for i4)
    ui2, ui4                      uint8    its value (0..15 for ui4)
    quantized (!quant.uniform)    int8..   its storage integer
    ============================  =======  ===================================

    :func:`interpret` returns elements of these types as a ``RawArray`` and
    takes them the same way; bits above a narrow type's width, or an integer
    outside its range, are an :class:`Error`. For instance bf16 bits to
    float32: ``(r.storage.astype(np.uint32) << 16).view(np.float32)``.
    """

    __slots__ = ("storage", "element_type")

    def __init__(self, storage: Any, element_type: str) -> None:
        self.storage: np.ndarray = np.asarray(storage)
        self.element_type: str = element_type

    @property
    def shape(self) -> tuple:
        """The shape of the tensor."""
        return self.storage.shape

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, RawArray)
                and self.element_type == other.element_type
                and self.storage.dtype == other.storage.dtype
                and np.array_equal(self.storage, other.storage))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"RawArray({self.storage!r}, {self.element_type!r})"


def _to_storage(value: Any, index: int) -> tuple:
    """An argument as (element type, C-contiguous native-order array)."""
    if isinstance(value, RawArray):
        element_type, array = value.element_type, value.storage
    else:
        array = np.asarray(value)
        dtype = array.dtype
        if not dtype.isnative:
            array = array.astype(dtype.newbyteorder("="))
        element_type = _TYPE_OF_DTYPE.get(array.dtype)
        if element_type is None:
            raise Error(f"argument {index}: numpy dtype {dtype} has no "
                        "element type; pass a RawArray for other types")
    if not array.dtype.isnative:
        array = array.astype(array.dtype.newbyteorder("="))
    if not array.flags.c_contiguous:
        array = array.copy(order="C")
    return element_type, array


def _from_storage(element_type: str, array: np.ndarray) -> Any:
    if element_type in _NATIVE_TYPES:
        return array
    return RawArray(array, element_type)


def _tensor_type(value: Any) -> str:
    """``tensor<...>`` for a type string or anything with a shape and a dtype
    (a numpy array, ``jax.ShapeDtypeStruct``) or a RawArray; ``None`` in a
    shape is a dynamic dimension."""
    if isinstance(value, str):
        return value
    if isinstance(value, RawArray):
        element_type = value.element_type
    else:
        try:
            dtype = np.dtype(value.dtype)
        except (AttributeError, TypeError) as e:
            raise Error(f"not a type: {value!r}") from e
        element_type = _TYPE_OF_DTYPE.get(dtype.newbyteorder("="))
        if element_type is None:
            raise Error(f"numpy dtype {dtype} has no element type")
    dims = ["?" if d is None else str(int(d)) for d in value.shape]
    return "tensor<" + "".join(d + "x" for d in dims) + element_type + ">"


class Module:
    """A program parsed and verified once, to run, fold and print many times.

    ``Module(source, name="<input>")`` parses MLIR text (``str``) or bytecode
    (``bytes``); ``name`` is the file name diagnostics give. Each Module has
    its own MLIR context; :meth:`fold` and :meth:`refine` return new modules
    and leave this one as it is.

    The context's settings, for this module and those made from it:
    ``kernel_isa`` (``"portable"``, ``"avx2"``, ``"avx512"``; default the
    best the CPU has) and ``threads`` (default the machine's) say how the
    kernels run, which never changes a result; ``fold_max_work`` (cost-model
    units) and ``fold_max_bytes`` are the limits of each fold that
    canonicalization makes (``fold-constants`` has its own options).
    Modules with different settings may be used from different threads.
    """

    __slots__ = ("_module", "name")

    def __init__(self, source: Source, *, name: str = "<input>",
                 kernel_isa: Optional[str] = None, threads: int = 0,
                 fold_max_work: int = 0, fold_max_bytes: int = 0) -> None:
        if not isinstance(source, (str, bytes)):
            raise Error(f"a program is str or bytes, not {type(source).__name__}")
        self._module = _core.Module(source, name, kernel_isa or "", threads,
                                    fold_max_work, fold_max_bytes)
        self.name: str = name

    @classmethod
    def _wrap(cls, core_module: Any, name: str) -> "Module":
        m = cls.__new__(cls)
        m._module = core_module
        m.name = name
        return m

    def interpret(self, args: Sequence[Any] = (), *, entry: str = "main",
                  max_work: Optional[int] = None,
                  probe_dir: Optional[str] = None) -> List[Any]:
        """Runs the function ``entry`` on ``args``; returns its results.

        ``args`` are numpy arrays (or values ``np.asarray`` takes, such as
        ``np.float32(2)``) or :class:`RawArray` s, one per argument, of
        exactly the argument's element type and shape: nothing is converted.
        Results are numpy arrays (a :class:`RawArray` for types numpy
        lacks). What the program prints (``interpreter.print``, ``check``
        ops) goes to ``sys.stdout``. ``max_work`` stops a run with an
        :class:`Error` at the op that would take its work past that many
        cost-model units (element operations, multiply-adds, comparisons,
        10000 per op run); ``probe_dir`` is where ``interpreter.probe`` writes.
        """
        if isinstance(args, (np.ndarray, RawArray, str, bytes)):
            raise Error("args is a list with one array per argument")
        pairs = [_to_storage(a, i) for i, a in enumerate(args)]
        results, output = self._module.interpret(
            entry, pairs, max_work or 0, probe_dir or "")
        if output:
            sys.stdout.write(output)
        return [_from_storage(t, a) for t, a in results]

    def run_passes(self, pipeline: str) -> "Module":
        """A new module: this one after the textual pass pipeline
        ``pipeline`` (``"inline,cse"`` or ``"builtin.module(inline,cse)"``;
        passes that run on functions go in ``func.func(...)``)."""
        copy = self._module.clone()
        copy.run_passes(pipeline)
        return Module._wrap(copy, self.name)

    def fold(self, *, pipeline: Optional[str] = None,
             size_budget: Optional[int] = None,
             keep_floats: Optional[bool] = None,
             max_iterations: Optional[int] = None) -> "Module":
        """A new module: this one folded (see :func:`fold`)."""
        return self.run_passes(_fold_pipeline(pipeline, size_budget,
                                              keep_floats, max_iterations))

    def refine(self, arg_types: Sequence[Any]) -> "Module":
        """A new module: this one refined to ``arg_types`` (see
        :func:`refine`)."""
        return self.run_passes(_refine_pipeline(arg_types))

    def text(self, *, generic: bool = False) -> str:
        """The module as MLIR text (the generic op form if ``generic``)."""
        return self._module.print(generic)

    def bytecode(self) -> bytes:
        """The module as MLIR bytecode, which :class:`Module` reads back."""
        return self._module.bytecode()

    def artifact(self, target: str = "current") -> bytes:
        """The module as a StableHLO portable artifact (VHLO bytecode) for
        the release ``target`` (``"1.0.0"``, ..., ``"current"``), as
        ``stablehlo-translate --serialize`` writes; :class:`Module` reads it
        back, and so does StableHLO. Raises :class:`Error` at the first op or
        attribute the target cannot express."""
        return self._module.artifact(target)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"<stablehlo_fold.Module {self.name}>"


def _fold_pipeline(pipeline: Optional[str], size_budget: Optional[int],
                   keep_floats: Optional[bool],
                   max_iterations: Optional[int]) -> str:
    options = []
    if size_budget is not None:
        options.append(f"size-budget={int(size_budget)}")
    if keep_floats is not None:
        options.append(f"keep-floats={'true' if keep_floats else 'false'}")
    if max_iterations is not None:
        options.append(f"max-iterations={int(max_iterations)}")
    if pipeline is not None:
        if options:
            raise Error("size_budget, keep_floats and max_iterations are "
                        "options of the default pipeline; put them in "
                        "`pipeline` instead")
        return pipeline
    if not options:
        return FOLD_PIPELINE
    return FOLD_PIPELINE + "{" + " ".join(options) + "}"


def _refine_pipeline(arg_types: Iterable[Any]) -> str:
    if isinstance(arg_types, (str, RawArray, np.ndarray)):
        raise Error("arg_types is a list: one type per argument")
    types = [_tensor_type(t) for t in arg_types]
    passes = list(REFINE_PASSES)
    if types:
        passes.insert(0, "stablehlo-refine-arguments{types=" +
                      ",".join(types) + "}")
    return ",".join(passes)


def verify(source: Source, *, name: str = "<input>") -> None:
    """Parses and verifies a program; raises :class:`Error` if it is not
    valid."""
    Module(source, name=name)


def fold(source: Source, *, pipeline: Optional[str] = None,
         size_budget: Optional[int] = None, keep_floats: Optional[bool] = None,
         max_iterations: Optional[int] = None, name: str = "<input>",
         generic: bool = False) -> str:
    """Folds a program and returns it as MLIR text.

    By default runs :data:`FOLD_PIPELINE` (``stablehlo-fold-pipeline``:
    inline, canonicalize, fold constants and CSE until nothing changes) with
    its options ``size_budget`` (largest result a fold may create, in bytes;
    default 4 MiB), ``keep_floats`` (do not fold ops producing
    floating-point tensors) and ``max_iterations`` (default 8). ``pipeline``
    runs any textual pass pipeline instead, e.g.
    ``"inline,fold-constants{size-budget=64},cse"``.
    """
    return Module(source, name=name).fold(
        pipeline=pipeline, size_budget=size_budget, keep_floats=keep_floats,
        max_iterations=max_iterations).text(generic=generic)


def refine(source: Source, arg_types: Sequence[Any], *,
           name: str = "<input>", generic: bool = False) -> str:
    """Refines a program to concrete argument types; returns MLIR text.

    ``arg_types`` gives one type per argument of the entry function: a type
    string (``"tensor<4x2xf32>"``) or anything with ``shape`` and ``dtype``
    (a numpy array, ``jax.ShapeDtypeStruct``; ``None`` in a shape stays
    dynamic). Runs ``stablehlo-refine-arguments{types=...}`` then
    :data:`REFINE_PASSES` (``stablehlo-refine-shapes``,
    ``func.func(stablehlo-canonicalize-dynamism)``,
    ``func.func(stablehlo-check-shape-assertions)``) as a pass pipeline. An empty
    ``arg_types`` refines shapes only.
    """
    return Module(source, name=name).refine(arg_types).text(generic=generic)


def interpret(source: Source, *, entry: str = "main",
              args: Sequence[Any] = (), max_work: Optional[int] = None,
              name: str = "<input>") -> List[Any]:
    """Runs the function ``entry`` of a program on ``args`` and returns its
    results as numpy arrays (see :meth:`Module.interpret`)."""
    return Module(source, name=name).interpret(args, entry=entry,
                                               max_work=max_work)
