"""StableHLO portable artifacts: written by Module.artifact, read by Module."""

import numpy as np
import pytest

import stablehlo_fold as sf

PROGRAM = """
func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %y = stablehlo.exponential %x : tensor<2x2xf32>
  %z = stablehlo.add %y, %x : tensor<2x2xf32>
  return %z : tensor<2x2xf32>
}
"""


@pytest.mark.parametrize("target", ["1.0.0", "1.7.0", "current"])
def test_artifact_round_trip(target):
    m = sf.Module(PROGRAM)
    artifact = m.artifact(target=target)
    version = target if target != "current" else "1.13.8"
    assert artifact.startswith(b"ML\xefR")
    assert b"StableHLO_v" + version.encode() in artifact[:32]
    again = sf.Module(artifact)
    assert again.text() == m.text()
    x = np.arange(4, dtype=np.float32).reshape(2, 2)
    np.testing.assert_array_equal(again.interpret([x])[0],
                                  m.interpret([x])[0])


def test_artifact_target_too_old():
    m = sf.Module("""
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.tan %x : tensor<2xf32>
  return %y : tensor<2xf32>
}
""")
    with pytest.raises(sf.Error, match="needs StableHLO 1.4.0"):
        m.artifact(target="1.0.0")


def test_artifact_newer_than_known():
    artifact = sf.Module(PROGRAM).artifact(target="1.0.0")
    newer = artifact.replace(b"StableHLO_v1.0.0", b"StableHLO_v9.9.9")
    with pytest.raises(sf.Error, match="newer than this build reads"):
        sf.Module(newer)
