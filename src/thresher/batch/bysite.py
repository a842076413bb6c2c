"""Site-aware batches: learn a template per host, strip it from every page, then extract.

Pages stream in; each host's first ``learn_pages`` pages are held back while a
worker learns the host's template from them (``thresher.learn_template``);
then those pages and every later page of the host are extracted through it
(``SiteTemplate.extract(data, then=method)``: ``auto`` reads the whole page
and drops what it kept in the template's navigation slots, other methods read
the page with the template removed). Held-back pages are bounded by
``max_buffered``: past it, the host holding the most pages is learned early
(when it has ``min_pages``) or released without a template. Hosts with fewer
than ``min_pages`` pages at the end are extracted without a template. Pages
without a URL (plain files) form one group.

Learned templates are saved in ``template_dir`` under a name derived from the
host, so a resumed run applies the same template to the pages it has left.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from thresher.batch.page_input import PageInput
from thresher.batch.pipeline import Job, PageOutcome, PageTask, error_message
from thresher.batch.runner import as_outcome
from thresher.batch.sources import read_input
from thresher.site import learn_template
from thresher.urls import url_host

_UNSAFE = re.compile(r"[^A-Za-z0-9.-]+")


@dataclass(frozen=True)
class SiteSettings:
    """How many pages to learn from, the smallest learnable group, the buffer cap."""

    template_dir: Path
    learn_pages: int = 20
    min_pages: int = 4
    max_buffered: int = 2000


@dataclass(frozen=True)
class LearnResult:
    """A host's learned template file, or None and why not."""

    host: str
    path: str | None
    note: str = ""


@dataclass(frozen=True)
class LearnTask:
    """Learn one host's template from some of its pages and save it to ``path``."""

    host: str
    pages: tuple[PageInput, ...]
    path: str

    def run(self) -> LearnResult:
        """Learn and save; a failure becomes a result without a path."""
        try:
            pages = {page.key: read_input(page)[0] for page in self.pages}
            template = learn_template(pages)
            if template is None:
                return LearnResult(self.host, None, "no template found")
            tmp = f"{self.path}.tmp"
            template.save(tmp)
            os.replace(tmp, self.path)
            return LearnResult(self.host, self.path)
        except Exception as exc:  # learning must not stop the batch
            return LearnResult(self.host, None, error_message(exc))


def host_of(page: PageInput) -> str:
    """The page's host name (lower case), or '' for pages without a URL."""
    return url_host(page.url) or ""


def template_file(template_dir: Path, host: str) -> Path:
    """Where the template of ``host`` is saved."""
    digest = hashlib.sha1(host.encode("utf-8")).hexdigest()[:10]
    return template_dir / f"{_UNSAFE.sub('_', host)[:80] or 'files'}-{digest}.template"


@dataclass
class _Host:
    buffer: list[PageInput] = field(default_factory=list)
    state: str = "collecting"  # then "learning", then "ready"
    template: str | None = None


class SiteSource:
    """A task source for the batch driver that groups pages by host."""

    def __init__(self, pages: Iterable[PageInput], job: Job, settings: SiteSettings) -> None:
        self._pages: Iterator[PageInput] = iter(pages)
        self.job, self.settings = job, settings
        self.hosts: dict[str, _Host] = {}
        self.learned: dict[str, LearnResult] = {}
        self._ready: deque[Any] = deque()
        self._buffered = 0
        self._input_done = False
        settings.template_dir.mkdir(parents=True, exist_ok=True)

    def next_task(self) -> Any | None:
        """A page task, a learning task, or None while pages wait for learning."""
        while not self._ready and not self._input_done:
            if self._buffered >= self.settings.max_buffered and not self._evict():
                break  # everything held back waits for a template being learned
            page = next(self._pages, None)
            if page is None:
                self._input_done = True
                self._flush_all()
            else:
                self._take(page)
        return self._ready.popleft() if self._ready else None

    def exhausted(self) -> bool:
        """True when the input is read, nothing is queued and nothing is being learned."""
        learning = any(h.state == "learning" for h in self.hosts.values())
        return self._input_done and not self._ready and not learning

    def completed(self, task: Any, result: Any) -> list[PageOutcome]:
        """Page outcomes for page tasks; for a learning task, release the host's pages."""
        if isinstance(task, LearnTask):
            if not isinstance(result, LearnResult):
                result = LearnResult(task.host, None, getattr(result, "reason", str(result)))
            self._release(task.host, result.path)
            self.learned[task.host] = result
            return []
        return [as_outcome(task, result)]

    def _take(self, page: PageInput) -> None:
        host_name = host_of(page)
        host = self.hosts.get(host_name) or self._new_host(host_name)
        if host.state == "ready":
            self._ready.append(PageTask(page, self.job, host.template))
            return
        host.buffer.append(page)
        self._buffered += 1
        if host.state == "collecting" and len(host.buffer) >= self.settings.learn_pages:
            self._learn(host_name)

    def _new_host(self, name: str) -> _Host:
        host = self.hosts[name] = _Host()
        saved = template_file(self.settings.template_dir, name)
        if saved.exists():  # learned by an earlier, interrupted run
            host.state, host.template = "ready", str(saved)
        return host

    def _learn(self, name: str) -> None:
        host = self.hosts[name]
        host.state = "learning"
        path = str(template_file(self.settings.template_dir, name))
        self._ready.append(LearnTask(name, tuple(host.buffer), path))

    def _release(self, name: str, template: str | None) -> None:
        host = self.hosts[name]
        host.state, host.template = "ready", template
        for page in host.buffer:
            self._ready.append(PageTask(page, self.job, template))
        self._buffered -= len(host.buffer)
        host.buffer = []

    def _evict(self) -> bool:
        collecting = [(len(h.buffer), n) for n, h in self.hosts.items() if h.state == "collecting"]
        if not collecting:
            return False
        size, name = max(collecting)
        if size >= self.settings.min_pages:
            self._learn(name)
        else:
            self._release(name, None)
        return True

    def _flush_all(self) -> None:
        for name, host in self.hosts.items():
            if host.state != "collecting" or not host.buffer:
                continue
            if len(host.buffer) >= self.settings.min_pages:
                self._learn(name)
            else:
                self._release(name, None)
