"""Fitting text to a width: lines broken at spaces (Japanese between characters, by its rules), a text cut
with "…", a size stepped down until it fits.

Holds :func:`wrap`, :func:`ellipsize`, :func:`fit_size`, :func:`fit_name`; all measure with
:func:`popejoan.ui.theme.fonts.measure` and draw nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from popejoan.ui.theme.fonts import language_of, line_language, measure, text_language


def wrap(text: str, size_px: int, width: float, language: str | None = None, *, bold: bool = False,
         italic: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (cached).

    Latin and Cyrillic break at spaces; Japanese (no spaces) between its units (:data:`_JA_TOKEN`: a number with
    its counter, kanji with their okurigana, a katakana word, a Latin word), by its line-breaking rules
    (kinsoku): closing punctuation, small kana and the prolonged sound mark never start a line, opening brackets
    never end one. ``language`` defaults to the interface language (:func:`text_language`).
    """
    return list(_wrap(text, size_px, width, text_language(language), bold, italic))


_JA_COUNTERS = "枚目|番目|人目|局目|回目|[枚人局回分秒点個番位組目倍歳年月日時件度手巡戦勝敗割円％%]"
"""Counters a Japanese number is said with (3枚, 2人, 1局目, 1〜2分): a line never parts a number from its counter."""
_JA_PARTICLE = r"(?:[がをにはでともへのや](?![\u3041-\u309F]))?"
"""One particle after a number or a Latin word, kept with it (Annが, 48枚を), when no more kana follow."""
_JA_TOKEN = re.compile(
    r"第?[0-9０-９]+(?:[.,][0-9]+)*(?:[〜～][0-9０-９]+)?(?:" + _JA_COUNTERS + r")" + _JA_PARTICLE +  # 3枚を, 1〜2分
    r"|[0-9A-Za-z\u00C0-\u024F\u0400-\u04FF'’.,:;!?%+\-\u2660-\u2667]+" + _JA_PARTICLE +  # Annが, Q♣を, 1,230
    r"|[\u30A1-\u30FA\u30FC]+[\u3041-\u309F]*"  # a katakana word and the kana that end it (カードを)
    r"|[\u4E00-\u9FFF々〆ヵヶ]+[\u3041-\u309F]*"  # kanji and their okurigana (取った, 出せる, 人が)
    r"|[\u3041-\u309F]+"  # a run of hiragana (いない, ことができる)
    r"|.",
    re.S)
"""A unit Japanese line breaking keeps whole: a number with its counter, a Latin or Cyrillic word, a card's label
(Q♣, 10♦), each with the particle after it (Annが), a katakana word (ディーラー), kanji with the kana that
end them (a verb's ending never starts a line: 取っ|た, 出せ|る), a run of hiragana, or one character. A unit
with Japanese in it that is wider than the line is broken at its scripts, then between characters, as a last
resort."""
_CARD_LABEL = re.compile(r"(?:10|[2-9AJQK])[\u2660-\u2667]")
"""A card's short label at the start of a word (Q♣, 10♦, A♠): a line never breaks just before one, so that "the
Q♣", "la Q♦", "led 7♦" stay together."""
_JA_NO_START = set("、。，．・：；？！…‥）］｝〉》」』】〕〙〗”’)]}!?ーゝゞヽヾ々〻〜～"
                   "ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ")
"""Characters a Japanese line must not start with (kinsoku: closing brackets and quotes, punctuation, the
prolonged sound mark, iteration marks, small kana)."""
_JA_NO_END = set("（［｛〈《「『【〔〘〖“‘([{")
"""Characters a Japanese line must not end with (opening brackets and quotes)."""


_JA_SCRIPT_RUN = re.compile(
    r"[\u4E00-\u9FFF々〆]+|[\u3041-\u309F]+|[\u30A1-\u30FA\u30FC]+|[^\u3041-\u30FF\u4E00-\u9FFF々〆]+")
"""A unit's runs of one script (kanji, hiragana, katakana, the rest): where a unit too wide for the line breaks
first."""


def _has_japanese(token: str) -> bool:
    return any(0x3040 <= ord(ch) <= 0x30FF or 0x4E00 <= ord(ch) <= 0x9FFF for ch in token)


@lru_cache(maxsize=1024)
def _wrap(text: str, size_px: int, width: float, language: str, bold: bool, italic: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if language == "ja" or (language_of(paragraph) == "ja" and " " not in paragraph.strip()):
            tokens: list[str] = []
            for token in _JA_TOKEN.findall(paragraph):  # a Japanese unit wider than the line breaks by character
                wide = len(token) > 1 and _has_japanese(token) and measure(
                    token, size_px, language, bold, italic)[0] > width
                if wide:  # at its kanji and kana first (手札|をすべて), then between characters
                    for part in _JA_SCRIPT_RUN.findall(token):
                        fits = measure(part, size_px, language, bold, italic)[0] <= width
                        tokens.extend([part] if fits else list(part))
                else:
                    tokens.append(token)
            setting: list[str] = []  # the tokens of the line being set
            for ch in tokens:
                shown = "".join(setting)
                if shown.strip() and measure(shown + ch, size_px, language, bold, italic)[0] > width:
                    # the break falls before ch. A closing mark may not start a line (kinsoku): rather than
                    # hang it past the edge, the token before it goes down with it (oidashi); an opening
                    # bracket may not end one, so it goes down too
                    carry = [ch]
                    if ch[0] in _JA_NO_START:
                        while len(setting) > 1 and setting[-1][0] in _JA_NO_START:
                            carry.insert(0, setting.pop())
                        if len(setting) > 1:
                            carry.insert(0, setting.pop())
                    while len(setting) > 1 and setting[-1] in _JA_NO_END:
                        carry.insert(0, setting.pop())
                    if (len(setting) == 1 and carry[0][0] in _JA_NO_START) or all(t in _JA_NO_END for t in setting):
                        setting += carry  # one token and its mark, or an opening bracket alone: hang it
                        continue
                    lines.append("".join(setting).rstrip())
                    setting = carry
                    setting[0] = setting[0].lstrip()
                else:
                    setting.append(ch)
            lines.append("".join(setting))
            continue
        words: list[str] = []
        for word in paragraph.split(" "):
            if words and words[-1] and _CARD_LABEL.match(word) and not _CARD_LABEL.match(words[-1].split(" ")[-1]):
                words[-1] += " " + word  # "the" and "Q♣" go to a line together; "7♦ 8♦ 9♦" may still break
            else:
                words.append(word)
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if line and measure(trial, size_px, language, bold, italic)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def ellipsize(text: str, size_px: int, width: float, language: str | None = None, **style: bool) -> str:
    """``text`` shortened with "…" to fit ``width`` pixels (cached); ``language`` defaults to the interface
    language (:func:`text_language`)."""
    return _ellipsize(text, size_px, width, text_language(language), style.get("bold", False),
                      style.get("italic", False))


def fit_size(text: str, size_px: int, width: float, language: str | None = None, *, smallest: float = 0.8,
             **style: bool) -> int:
    """The text size at which ``text`` fits ``width`` pixels: ``size_px`` when it fits, else the largest
    smaller size that does, but never below ``smallest`` times ``size_px`` (a label too long even then is
    shortened with :func:`ellipsize` at that size).

    Args:
        text: one line.
        size_px: the size it is meant to be drawn at, pixels.
        width: the room, pixels.
        language: as :func:`render` (default: the interface language).
        smallest: the least fraction of ``size_px`` to go down to.
        style: ``bold`` / ``italic``, as drawn.

    Returns:
        A size in pixels, at most ``size_px``.
    """
    floor = max(6, round(size_px * smallest))
    size = size_px
    while size > floor and measure(text, size, language, **style)[0] > width:
        size -= 1
    return size


def fit_name(name: str, size_px: int, width: float, language: str | None = None, **style: bool) -> str:
    """A player's name as it fits ``width`` pixels: whole, or cut short with "…".

    The one way every screen shortens a name (plaques, the pass card, standings,
    the share-out, the seat fields), so a long name reads the same everywhere.

    Args:
        name: the name.
        size_px: the text size it is drawn at.
        width: the room, pixels.
        language: the language it is drawn with (default: :func:`~popejoan.ui.theme.fonts.line_language`, as a
            name beside the interface's words is drawn: the Japanese face in a Japanese interface, else the
            name's own script).
        style: ``bold`` / ``italic``, as drawn.
    """
    return ellipsize(name, size_px, width, language or line_language(name), **style)


@lru_cache(maxsize=2048)
def _ellipsize(text: str, size_px: int, width: float, language: str, bold: bool, italic: bool) -> str:
    style = {"bold": bold, "italic": italic}
    if measure(text, size_px, language, **style)[0] <= width:
        return text
    while text and measure(text + "…", size_px, language, **style)[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
