"""Rebuild ``NotoSerifJP-Subset.otf`` from Debian's fonts-noto-cjk (run by hand, not at run time),
then record every shipped font's character map in ``cmaps.json`` (read at start-up instead of the fonts).

The subset keeps ASCII and Latin-1, general punctuation, arrows and card suits,
CJK punctuation, hiragana, katakana, half- and full-width forms, the 2,965
kanji of JIS X 0208 level 1 (which hold nearly all the jōyō kanji), and every
character in the shipped rulesets and the UI's own strings, so that Japanese
text never meets a blank glyph.

Usage::

    python assets/fonts/build_japanese_subset.py [/path/to/NotoSerifCJK-Regular.ttc]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc")


def jis_level1_kanji() -> list[str]:
    """The kanji of JIS X 0208 rows 16-47 (level 1), read through the EUC-JP codec."""
    out = []
    for row in range(16, 48):
        for cell in range(1, 95):
            try:
                out.append(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return out


def project_text() -> str:
    """Every character of the shipped rulesets and the UI's own strings."""
    text = "".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "rulesets").glob("*.yaml")))
    i18n = ROOT / "popejoan" / "ui" / "i18n"  # the package: the strings table and the game's vocabulary
    for path in sorted(i18n.glob("*.py")):
        text += path.read_text(encoding="utf-8")
    return text


def main() -> None:
    """Write the subset next to this script."""
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE
    ranges = [
        (0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x2027), (0x2030, 0x203B), (0x2190, 0x2193),
        (0x2160, 0x216B), (0x25A0, 0x25CF), (0x2600, 0x2606), (0x2660, 0x2667), (0x266A, 0x266F),
        (0x3000, 0x303F), (0x3041, 0x3096), (0x3099, 0x30FF), (0xFF01, 0xFF5E), (0xFF61, 0xFF9F),
    ]
    chars = {chr(c) for lo, hi in ranges for c in range(lo, hi + 1)}
    chars.update(jis_level1_kanji())
    chars.update(ch for ch in project_text() if ord(ch) >= 0x20)
    unicodes = ",".join(f"U+{ord(ch):04X}" for ch in sorted(chars))
    out = HERE / "NotoSerifJP-Subset.otf"
    subprocess.run(
        [sys.executable, "-m", "fontTools.subset", str(source), "--font-number=0",
         f"--unicodes={unicodes}", "--layout-features=kern,palt,vert,vrt2,ccmp,locl", "--name-IDs=*",
         "--notdef-outline", f"--output-file={out}"],
        check=True,
    )
    print(f"{out.name}: {out.stat().st_size / 1e6:.2f} MB, {len(chars)} characters asked for")
    sys.path.insert(0, str(ROOT))
    from popejoan.ui.theme import write_cmap_cache

    print(f"character maps recorded in {write_cmap_cache().name}")


if __name__ == "__main__":
    main()
