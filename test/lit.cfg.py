# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "STABLEHLO_FOLD"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.stablehlo_fold_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py"]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(["fold-opt", "fold-lsp-server", "fold-translate"], [config.stablehlo_fold_tools_dir])

# Sanitized builds reserve terabytes of address space: tests that limit it
# (`ulimit -v`) cannot run there.
if "-fsanitize=" in getattr(config, "stablehlo_fold_cxx_flags", ""):
    config.available_features.add("sanitizer")
