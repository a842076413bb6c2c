"""Small synthetic sites for the template tests: a fixed frame around unique content."""

from __future__ import annotations

import random

import numpy as np

from thresher.site.cluster import PageChains

WORDS = (
    "river stone garden lantern copper meadow harbor violet thunder maple orbit canvas "
    "pepper saddle lemon falcon marble cinder willow quartz anchor bramble cobalt ember"
).split()

HEADER_A = (
    '<div id="header"><a href="/"><img src="/logo.png" alt="Example logo"></a>'
    '<ul class="menu"><li><a href="/">Home</a></li><li><a href="/news">News</a></li>'
    '<li><a href="/sport">Sport</a></li><li><a href="/about">About us</a></li></ul></div>'
)
FOOTER_A = (
    '<div id="footer"><p>Copyright Example Corp, all rights kept safe.</p>'
    '<p><a href="/privacy">Privacy</a> | <a href="/terms">Terms of use</a></p></div>'
)
HEADER_B = (
    '<table class="top"><tr><td><b>Other Portal</b></td><td><a href="/x">Index</a></td>'
    '<td><a href="/y">Archive</a></td><td><a href="/z">Search the portal</a></td></tr></table>'
)
FOOTER_B = (
    '<div class="bottom"><span>Other Portal Ltd</span> <a href="/c">Contact the desk</a></div>'
)


def sentence(rng: random.Random, words: int = 12) -> str:
    """A unique-looking sentence."""
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def page(number: int, *, frame: str = "A", related: bool = False) -> str:
    """One page of the synthetic site: template frame ``A`` or ``B`` around its own content."""
    rng = random.Random(number)
    header, footer = (HEADER_A, FOOTER_A) if frame == "A" else (HEADER_B, FOOTER_B)
    paragraphs = "".join(f"<p>{sentence(rng)} {sentence(rng)}</p>" for _ in range(3))
    side = ""
    if related:
        links = "".join(
            f'<li><a href="/p{rng.randrange(999)}">{sentence(rng, 3)}</a></li>' for _ in range(4)
        )
        side = f'<div class="related"><h4>Related</h4><ul>{links}</ul></div>'
    return (
        f"<!DOCTYPE html><html><head><title>{sentence(rng, 4)}</title></head><body>"
        f'{header}<div id="main"><h1>Story {number} {rng.choice(WORDS)}</h1>{paragraphs}</div>'
        f"{side}{footer}</body></html>"
    )


def site(
    count: int = 12, *, frame: str = "A", start: int = 0, related: bool = False
) -> dict[str, str]:
    """``count`` pages named ``p000.html`` … of one frame."""
    return {
        f"p{start + i:03d}.html": page(start + i, frame=frame, related=related)
        for i in range(count)
    }


def key(weight: int, ident: int) -> int:
    """A chain key of the given byte weight."""
    return (weight << 32) | ident


def chains(name: str, keys: list[int], extra_weight: int = 0) -> PageChains:
    """A hand-made page: these chain keys (and ``extra_weight`` bytes of its own chains)."""
    array = np.array(sorted(set(keys)), dtype=np.uint64)
    return PageChains(name, array, int((array >> np.uint64(32)).sum()) + extra_weight)
