"""Shared helpers for the batch tests: pages, tiny WARC files, task functions for workers.

Task functions live here (a module, not a test file) so worker processes can
import them by name.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from thresher.batch.pipeline import PageOutcome, PageTask, run_task
from thresher.batch.warcwrite import HttpResponse, WarcFileWriter


def article(title: str, body: str = "") -> str:
    """A small article page whose text the default method keeps."""
    body = body or f"This is the opening sentence of the article about {title}, told plainly."
    return (
        f"<html><head><title>{title}</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/about'>About</a></nav>"
        f"<h1>{title}</h1><p>{body}</p>"
        "<p>A second paragraph follows with several more words in a real sentence.</p>"
        "<footer>Copyright notice</footer></body></html>"
    )


def write_warc(path: Path, pages: dict[str, bytes], *, extra: list[HttpResponse] = ()) -> dict:
    """A WARC of HTML responses (url -> body) plus ``extra`` responses; url -> record id."""
    ids = {}
    with WarcFileWriter(path) as writer:
        writer.write_warcinfo()
        for url, body in pages.items():
            ids[url] = writer.write_response(HttpResponse(url, body))
        for response in extra:
            writer.write_response(response)
    return ids


def slow_task(task: PageTask) -> PageOutcome:
    """Sleeps for pages named ``*slow*``, else the real pipeline."""
    if "slow" in task.page.name:
        time.sleep(30)
    return run_task(task)


def paced_task(task: PageTask) -> PageOutcome:
    """The real pipeline, a little slower per page (so a test can kill a run midway)."""
    time.sleep(0.05)
    return run_task(task)


def crashing_task(task: PageTask) -> PageOutcome:
    """Kills its own worker for pages named ``*crash*``."""
    if "crash" in task.page.name:
        os.kill(os.getpid(), signal.SIGKILL)
    return run_task(task)


def hungry_task(task: PageTask) -> PageOutcome:
    """Holds ~300 MB for pages named ``*hungry*``."""
    if "hungry" in task.page.name:
        hoard = bytearray(300 * 1024 * 1024)
        for i in range(0, len(hoard), 4096):
            hoard[i] = 1
        time.sleep(30)
    return run_task(task)


_WORDS = (
    "river mountain council budget school harvest bridge festival market railway museum "
    "library election storm doctor teacher farmer bakery theatre orchestra"
).split()


def site_page(host: str, number: int) -> bytes:
    """A page of a site whose navigation, welcome and footer sentences repeat on every page."""
    import random

    rnd = random.Random(f"{host}{number}")
    nav = "".join(f"<li><a href='/s{j}'>Section number {j}</a></li>" for j in range(12))
    paragraphs = "".join(
        "<p>" + " ".join(rnd.choice(_WORDS) for _ in range(40)).capitalize() + ".</p>"
        for _ in range(8)
    )
    return (
        f"<html><head><title>Story {number}</title></head><body><div class='top'><ul>{nav}</ul>"
        f"<p>Welcome to {host}, the daily newspaper of the valley since 1901, with news.</p></div>"
        f"<div class='main'><h1>Story {number}</h1>{paragraphs}</div><div class='foot'>"
        f"<p>Subscribe to {host} today and never miss a single edition of the paper.</p>"
        "<p>Copyright 2024 the company, all rights reserved worldwide.</p></div></body></html>"
    ).encode()
