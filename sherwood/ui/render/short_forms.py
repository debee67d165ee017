"""The short forms of a name, longest first, for a label with too little room (the text kit's
:func:`~sherwood.ui.render.text.shorten` keeps the first that fits). Words only, no pygame.

>>> list(short_forms("Arrows for the Holy Land"))
['Arrows', 'Arrows', 'Arrows', 'Arr.']
>>> list(short_forms("Construction"))
['Construction', 'Construct.', 'Constr.']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

_SMALL_WORDS = frozenset({"a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "the", "to", "with"})
_VOWELS = frozenset("aeiouyAEIOUY")
_MARKS = frozenset({"·", "-", "—", "–"})


def _cuts(words: Sequence[str]) -> list[int]:
    """How many of ``words`` to keep, the longest first: where a phrase ends ("Arrows | for
    the Holy Land", "Maid Marian | · no ability", "Guy Fawkes' | Blazing Bandits"), else
    after any word ("King Richard's | Crusade")."""
    phrases = [
        n
        for n in range(len(words) - 1, 0, -1)
        if words[n].lower() in _SMALL_WORDS
        or words[n] in _MARKS
        or words[n - 1][-1] in ",;:"
        or words[n - 1].endswith(("'", "’"))
    ]
    return phrases or list(range(len(words) - 1, 0, -1))


def phrases(text: str) -> Iterator[str]:
    """``text``'s first words without a dangling "of" or "the" ("Arrows for the Holy Land" ->
    "Arrows"), cut where a phrase ends, longest first."""
    words = text.split()
    for n in _cuts(words):
        head = list(words[:n])
        while head and head[-1].lower().strip(",;:") in _SMALL_WORDS:
            head.pop()
        short = " ".join(head).rstrip(",;:·-—").rstrip()
        if short:
            yield short


def short_forms(text: str) -> Iterator[str]:
    """Its :func:`phrases`; then its first real word; then that word abbreviated before a
    vowel with a full stop ("Construction" -> "Constr."), longest first."""
    yield from phrases(text)
    words = text.split()
    real = [w for w in words if w.lower() not in _SMALL_WORDS] or words[:1]
    if not real:
        return
    word = real[0].rstrip(",;:")
    yield word
    for cut in range(len(word) - 1, 2, -1):
        if word[cut] in _VOWELS and word[cut - 1] not in _VOWELS and word[cut - 1].isalpha():
            yield word[:cut] + "."
