"""`make report`: REPORT.md and a self-contained report.html, checked in a real headless browser."""
import re
import shutil
import subprocess

import pytest

from workbench.cli import main
from workbench.pages import write

CLAIMS = ["pml.limits", "pml.figure", "staircase.geometric"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("build")
    assert main(["verify", *CLAIMS, "--out", str(out), "--examples", "5"]) == 0
    return out, write(out / "report.json", out)


def test_markdown_has_errata_and_every_claim(built):
    _, (md, _) = built
    text = md.read_text()
    assert text.index("## Errata") < text.index("## Summary")
    assert "`pml.limits` (Remark 1)" in text and "min{e^eps - 1, 1}" in text
    assert all(f"### `{c}`" in text for c in CLAIMS)
    assert "![figures/pml_fig1a.png](figures/pml_fig1a.png)" in text


def test_html_is_self_contained(built):
    _, (_, page) = built
    text = page.read_text()
    assert len(re.findall(r"<tr class='claim ", text)) == len(CLAIMS)
    assert text.count("data:image/png;base64,iVBOR") == 2          # both Fig. 1 panels embedded


@pytest.mark.skipif(shutil.which("chromium") is None, reason="chromium not installed (.ci/run installs it)")
def test_html_in_headless_chromium(built):
    _, (_, page) = built
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
                          "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120).stdout
    assert len(re.findall(r'<tr class="claim ', dom)) == len(CLAIMS)
    assert 'data-images-rendered="2"' in dom


def test_report_without_verify_is_a_clear_error(tmp_path, capsys):
    assert main(["report", "--json", str(tmp_path / "none.json"), "--out", str(tmp_path)]) == 2
    assert "run `make verify`" in capsys.readouterr().err
