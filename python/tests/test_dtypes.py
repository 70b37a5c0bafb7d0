"""Every element type goes in and comes back out: numpy dtypes as arrays,
the types numpy lacks as RawArray."""

import numpy as np
import pytest

import stablehlo_fold as sf
from conftest import identity, unary

NATIVE = [
    ("i1", np.bool_), ("i8", np.int8), ("i16", np.int16), ("i32", np.int32),
    ("i64", np.int64), ("ui8", np.uint8), ("ui16", np.uint16),
    ("ui32", np.uint32), ("ui64", np.uint64), ("f16", np.float16),
    ("f32", np.float32), ("f64", np.float64), ("complex<f32>", np.complex64),
    ("complex<f64>", np.complex128),
]


def sample(dtype, shape=(3, 2)):
    n = int(np.prod(shape))
    values = np.arange(n) - 2
    if dtype == np.bool_:
        return (values % 2 == 0).reshape(shape)
    if np.issubdtype(dtype, np.complexfloating):
        return (values + 1j * values[::-1]).astype(dtype).reshape(shape)
    if np.issubdtype(dtype, np.unsignedinteger):
        values = values + 2
    return values.astype(dtype).reshape(shape)


@pytest.mark.parametrize("element_type,dtype", NATIVE)
def test_native_round_trip(element_type, dtype):
    x = sample(dtype)
    [r] = sf.interpret(unary(element_type, "3x2x"), args=[x])
    assert type(r) is np.ndarray
    assert r.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(r, x[::-1])


@pytest.mark.parametrize("element_type,dtype",
                         [t for t in NATIVE if t[0] != "i1"])
def test_native_arithmetic_matches_numpy(element_type, dtype):
    x = sample(dtype)
    t = f"tensor<3x2x{element_type}>"
    body = f"%r = stablehlo.multiply %x, %x : {t}"
    [r] = sf.interpret(unary(element_type, "3x2x", body), args=[x])
    np.testing.assert_array_equal(r, x * x)


def test_scalar_and_empty():
    [r] = sf.interpret(unary("f64", "", "%r = stablehlo.negate %x : "
                             "tensor<f64>"), args=[np.float64(2.5)])
    assert r.shape == () and r == -2.5
    empty = np.zeros((0, 3), np.int32)
    [r] = sf.interpret(unary("i32", "0x3x"), args=[empty])
    assert r.shape == (0, 3) and r.dtype == np.int32


def test_non_contiguous_and_big_endian_arguments():
    x = np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]
    [r] = sf.interpret(unary("i32", "3x2x"), args=[x])
    np.testing.assert_array_equal(r, x[::-1])
    big = np.array([[1, 2], [3, 4], [5, 6]], dtype=">f4")
    [r] = sf.interpret(unary("f32", "3x2x"), args=[big])
    assert r.dtype == np.float32
    np.testing.assert_array_equal(r, big[::-1])


# (element type, storage dtype, well-formed storage values)
RAW = [
    ("bf16", np.uint16, [0x3F80, 0x4040, 0x7FC0, 0x8000]),
    ("f8E4M3FN", np.uint8, [0x38, 0x7F, 0x80, 0x01]),
    ("f8E5M2", np.uint8, [0x3C, 0x7C, 0xFF, 0x00]),
    ("f8E4M3FNUZ", np.uint8, [0x40, 0x80, 0x01, 0x7F]),
    ("f6E2M3FN", np.uint8, [0x08, 0x3F, 0x20, 0x00]),
    ("f4E2M1FN", np.uint8, [0x02, 0x0F, 0x08, 0x07]),
    ("tf32", np.uint32, [0x1FC00, 0x7FFFF, 0x40000, 0]),
    ("i4", np.int8, [-8, 7, 0, -1]),
    ("ui4", np.uint8, [0, 15, 9, 1]),
    ("i2", np.int8, [-2, 1, 0, -1]),
    ("ui2", np.uint8, [0, 3, 2, 1]),
    ("!quant.uniform<i8:f32, 5.000000e-01>", np.int8, [-128, 127, 0, 3]),
]


@pytest.mark.parametrize("element_type,dtype,values", RAW)
def test_raw_round_trip(element_type, dtype, values):
    x = sf.RawArray(np.array(values, dtype).reshape(2, 2), element_type)
    [same] = sf.interpret(identity(element_type, "2x2x"), args=[x])
    assert same == x
    if element_type == "tf32":
        return  # no stablehlo op takes tf32
    [r] = sf.interpret(unary(element_type, "2x2x"), args=[x])
    assert isinstance(r, sf.RawArray)
    assert r.element_type == element_type
    assert r.storage.dtype == np.dtype(dtype)
    assert r == sf.RawArray(x.storage[::-1], element_type)
    assert r.shape == (2, 2)


def test_bf16_arithmetic():
    one, two = 0x3F80, 0x4000  # 1.0, 2.0
    x = sf.RawArray(np.array([one, two], np.uint16), "bf16")
    body = "%r = stablehlo.add %x, %x : tensor<2xbf16>"
    [r] = sf.interpret(unary("bf16", "2x", body), args=[x])
    as_f32 = (r.storage.astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(as_f32, [2.0, 4.0])


def test_i4_arithmetic_wraps():
    x = sf.RawArray(np.array([7, -8, 3], np.int8), "i4")
    body = "%r = stablehlo.add %x, %x : tensor<3xi4>"
    [r] = sf.interpret(unary("i4", "3x", body), args=[x])
    np.testing.assert_array_equal(r.storage, [-2, 0, 6])


@pytest.mark.parametrize("element_type,dtype,bad", [
    ("i4", np.int8, 8),          # out of range
    ("ui4", np.uint8, 16),
    ("i2", np.int8, -3),
    ("f4E2M1FN", np.uint8, 0x10),  # bit above the width
    ("f6E2M3FN", np.uint8, 0x40),
    ("tf32", np.uint32, 1 << 19),
])
def test_malformed_raw_storage_is_an_error(element_type, dtype, bad):
    x = sf.RawArray(np.array([0, bad], dtype), element_type)
    with pytest.raises(sf.Error, match=r"argument 0: .*element 1 is not a "
                       "well-formed " + element_type):
        sf.interpret(identity(element_type, "2x"), args=[x])


def test_bool_other_than_0_or_1_is_an_error():
    x = np.array([1, 2], np.uint8).view(np.bool_)
    with pytest.raises(sf.Error, match="element 1 is not a well-formed i1"):
        sf.interpret(unary("i1", "2x"), args=[x])


def test_raw_storage_of_the_wrong_dtype_is_an_error():
    x = sf.RawArray(np.array([1, 2], np.int16), "bf16")
    with pytest.raises(sf.Error, match="bf16 elements are given as uint16, "
                       "not int16"):
        sf.interpret(unary("bf16", "2x"), args=[x])
    x = sf.RawArray(np.array([1, 2], np.uint8), "bf16")
    with pytest.raises(sf.Error, match="holds 4 bytes, 2 given"):
        sf.interpret(unary("bf16", "2x"), args=[x])


def test_unknown_element_types_are_errors():
    with pytest.raises(sf.Error, match="'f99' is not an element type"):
        sf.interpret(unary("f32", "2x"),
                     args=[sf.RawArray(np.zeros(2, np.uint8), "f99")])
    # index tensors (shape operands) hold 64-bit integers; not f32 ones.
    with pytest.raises(sf.Error, match="its element type is index, "
                       "expected f32"):
        sf.interpret(unary("f32", "2x"),
                     args=[sf.RawArray(np.zeros(2, np.int64), "index")])
    with pytest.raises(sf.Error, match="numpy dtype <U1 has no element type"):
        sf.interpret(unary("f32", "2x"), args=[np.array(["a", "b"])])
    with pytest.raises(sf.Error, match="has no element type"):
        sf.interpret(unary("f32", "2x"), args=[np.array([None, 1])])
