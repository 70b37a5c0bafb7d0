"""The Python examples of README.md and python/README.md run as written, and
print what their `# ...` comments say."""

import contextlib
import io
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def examples():
    for page in ("README.md", "python/README.md"):
        text = (ROOT / page).read_text()
        for i, block in enumerate(re.findall(r"```python\n(.*?)```", text,
                                             re.S)):
            yield pytest.param(block, id=f"{page}#{i}")


@pytest.mark.parametrize("code", examples())
def test_example_runs(code):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<example>", "exec"), {})
    printed = out.getvalue()
    # `print(...)  # text`: the text is what it prints.
    for expected in re.findall(r"^print\(.*\)  # (.*)$", code, re.M):
        assert expected in printed
