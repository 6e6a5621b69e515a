"""scripts/compare-reports: timings may differ, evidence may not."""
import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "compare-reports"


def _report(verdict="holds", seconds=1.0, detail="3 of 3"):
    return {"seed": 0, "claims": [{"id": "x.y", "verdict": verdict, "routes": {"exact": {"detail": detail}}}],
            "timings": {"x.y": seconds}, "cpu_timings": {"x.y": seconds}, "run": {"wall_seconds": seconds}}


def _compare(tmp_path, before, after):
    paths = []
    for name, report in (("before.json", before), ("after.json", after)):
        (tmp_path / name).write_text(json.dumps(report))
        paths.append(str(tmp_path / name))
    return subprocess.run([sys.executable, str(SCRIPT), *paths], capture_output=True, text=True)


def test_only_timings_differ(tmp_path):
    result = _compare(tmp_path, _report(seconds=1.0), _report(seconds=9.0))
    assert result.returncode == 0 and "0 difference(s)" in result.stdout


def test_a_changed_verdict_or_detail_is_named(tmp_path):
    result = _compare(tmp_path, _report(), _report(verdict="fails"))
    assert result.returncode == 1 and "claims/x.y/verdict" in result.stdout
    result = _compare(tmp_path, _report(), _report(detail="2 of 3"))
    assert result.returncode == 1 and "claims/x.y/routes/exact/detail" in result.stdout


def test_a_missing_claim_is_named(tmp_path):
    after = _report()
    after["claims"] = []
    result = _compare(tmp_path, _report(), after)
    assert result.returncode == 1 and "claims/x.y" in result.stdout
