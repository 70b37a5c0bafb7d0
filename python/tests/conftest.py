"""Shared programs for the stablehlo_fold tests (run by ctest `python` with
PYTHONPATH pointing at <build>/python)."""


def unary(element_type: str, shape: str, body: str = "") -> str:
    """A @main taking and returning one tensor<{shape}{element_type}>;
    `body` computes %r from %x (default: returns %x)."""
    t = f"tensor<{shape}{element_type}>"
    if not body:
        body = f"%r = stablehlo.reverse %x, dims = [0] : {t}"
    return (f"func.func @main(%x: {t}) -> {t} {{\n"
            f"  {body}\n"
            f"  return %r : {t}\n"
            "}\n")


def identity(element_type: str, shape: str) -> str:
    """A @main returning its tensor<{shape}{element_type}> argument (for
    types no stablehlo op takes, such as tf32)."""
    t = f"tensor<{shape}{element_type}>"
    return f"func.func @main(%x: {t}) -> {t} {{\n  return %x : {t}\n}}\n"
