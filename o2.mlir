/dev/fd/3: line 94: --split-input-file: command not found
