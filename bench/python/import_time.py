"""Import time: ``import stt_service`` against ``import openai``, each in a fresh interpreter, N times.

Two figures per module: the wall time of ``python -c "import <module>"`` minus that of ``python -c "pass"``
(what a CLI or a serverless cold start pays), median of N runs after one warm-up that writes the bytecode
caches; and ``-X importtime``'s cumulative time of the module itself (the interpreter's own count, without
process start-up).

Usage: python import_time.py <runs>; prints one JSON list of rows.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

runs = int(sys.argv[1])
modules = ["stt_service", "openai"]


def wall_ms(code: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return (time.perf_counter() - started) * 1000


def importtime_ms(module: str) -> float:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {module}"], check=True, capture_output=True, text=True
    )
    # Lines: "import time: self [us] | cumulative | imported package"; the module's own line is unindented.
    for line in done.stderr.splitlines():
        parts = [part.strip() for part in line.removeprefix("import time:").split("|")]
        if len(parts) == 3 and parts[2] == module:
            return int(parts[1]) / 1000
    raise RuntimeError(f"-X importtime printed no line for {module}")


codes = {"bare interpreter": "pass", **{module: f"import {module}" for module in modules}}
for code in codes.values():
    wall_ms(code)
walls: dict[str, list[float]] = {name: [] for name in codes}
cumulative: dict[str, list[float]] = {module: [] for module in modules}
for _ in range(runs):
    for name, code in codes.items():
        walls[name].append(wall_ms(code))
    for module in modules:
        cumulative[module].append(importtime_ms(module))
bare = statistics.median(walls["bare interpreter"])
imports = {module: statistics.median(walls[module]) - bare for module in modules}
importtimes = {module: statistics.median(cumulative[module]) for module in modules}
print(
    json.dumps(
        [
            {
                "measure": f"import, median of {runs} fresh interpreters (ms)",
                "python": sys.version.split()[0],
                "bare interpreter": round(bare, 1),
                "import stt_service (wall − bare)": round(imports["stt_service"], 1),
                "import openai (wall − bare)": round(imports["openai"], 1),
                "stt_service / openai": round(imports["stt_service"] / imports["openai"], 3),
                "-X importtime stt_service / openai": f"{importtimes['stt_service']:.1f} / {importtimes['openai']:.1f}",
            }
        ]
    )
)
