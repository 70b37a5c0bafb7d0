"""Type stubs of stablehlo_fold._core, the pybind11 extension over the C API
(include/stablehlo_fold-c). Use the stablehlo_fold package rather than this
module: it maps numpy dtypes and RawArray onto these (element type, storage
array) pairs."""

from typing import List, Sequence, Tuple, Union

import numpy as np

class Error(Exception):
    """Any failure; the message is the diagnostics."""

class Module:
    """A parsed, verified module with its own MLIR context."""

    def __init__(self, source: Union[str, bytes], name: str,
                 kernel_isa: str = "", threads: int = 0,
                 fold_max_work: int = 0, fold_max_bytes: int = 0) -> None:
        """Parses and verifies MLIR text or bytecode in a new context with
        these settings; ``name`` names the source in diagnostics."""
    def clone(self) -> Module:
        """A deep copy (sharing the context)."""
    def run_passes(self, pipeline: str) -> None:
        """Runs a textual pass pipeline in place."""
    def print(self, generic: bool = False) -> str:
        """The module as MLIR text."""
    def bytecode(self) -> bytes:
        """The module as MLIR bytecode."""
    def artifact(self, target: str = "current") -> bytes:
        """The module as a StableHLO portable artifact for ``target``."""
    def interpret(
        self,
        entry: str,
        args: Sequence[Tuple[str, np.ndarray]],
        max_work: int = 0,
        probe_dir: str = "",
    ) -> Tuple[List[Tuple[str, np.ndarray]], str]:
        """Runs ``entry`` on (element type, C-contiguous storage array)
        pairs; returns the results as such pairs and what the program
        printed."""

def is_pass_registered(name: str) -> bool:
    """Whether a pass or pass pipeline of that name exists."""
