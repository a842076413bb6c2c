"""docs/batch.md's PySpark recipe runs: its code block, with Spark replaced by a local stand-in.

pyspark is not a thresher dependency; the stand-in plays ``SparkSession``,
``read.text``, ``repartition``, ``mapPartitions`` and ``write.parquet`` in
this process, so the recipe's thresher part (download, WARC reading, the
guarded ``process_page``, the row schema) runs as written.
"""

from __future__ import annotations

import re
import shutil
import sys
import types
import urllib.request
from pathlib import Path

from tests.batch.batch_helpers import article, write_warc

DOC = Path(__file__).parents[2] / "docs" / "batch.md"


def _recipe() -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### PySpark") :]
    return re.search(r"```python\n(.*?)```", section, re.S)[1]


class _Rdd:
    def __init__(self, values: list) -> None:
        self.values = values

    def map(self, fn):
        return _Rdd([fn(v) for v in self.values])

    def count(self) -> int:
        return len(self.values)

    def repartition(self, n: int):
        return self

    def mapPartitions(self, fn):
        return _Rdd(list(fn(iter(self.values))))


class _Frame:
    def __init__(self, rows: _Rdd, schema, written: dict) -> None:
        self.rows, self.schema, self.written = rows, schema, written
        self.write = types.SimpleNamespace(parquet=self._parquet)

    def _parquet(self, path: str) -> None:
        self.written[path] = (self.schema, self.rows.values)


def _spark(lines: list[str], written: dict) -> types.ModuleType:
    session = types.SimpleNamespace(
        read=types.SimpleNamespace(
            text=lambda path: types.SimpleNamespace(
                rdd=_Rdd([types.SimpleNamespace(value=v) for v in lines])
            )
        ),
        createDataFrame=lambda rows, schema: _Frame(rows, schema, written),
    )
    builder = types.SimpleNamespace(
        appName=lambda name: types.SimpleNamespace(getOrCreate=lambda: session)
    )
    sql = types.ModuleType("pyspark.sql")
    sql.SparkSession = types.SimpleNamespace(builder=builder)
    return sql


def _types() -> types.ModuleType:
    module = types.ModuleType("pyspark.sql.types")
    for name in ("ArrayType", "StringType", "StructType"):
        setattr(module, name, lambda *a, _n=name: (_n, a))
    module.StructField = lambda name, kind: (name, kind)
    return module


def test_pyspark_recipe_runs(tmp_path: Path, monkeypatch) -> None:
    archive = tmp_path / "CC-MAIN-1.warc.gz"
    write_warc(archive, {"https://example.org/a": article("Night trains").encode()})
    monkeypatch.setitem(sys.modules, "pyspark", types.ModuleType("pyspark"))
    written: dict = {}
    spark = _spark(["crawl-data/CC-MAIN-1.warc.gz"], written)
    monkeypatch.setitem(sys.modules, "pyspark.sql", spark)
    monkeypatch.setitem(sys.modules, "pyspark.sql.types", _types())
    fetched = []

    def download(url: str, target: str):
        fetched.append(url)
        shutil.copyfile(archive, target)

    monkeypatch.setattr(urllib.request, "urlretrieve", download)
    exec(compile(_recipe(), str(DOC), "exec"), {"__name__": "recipe"})
    schema, rows = written["s3://bucket/cc-main-text/"]
    assert fetched == ["https://data.commoncrawl.org/crawl-data/CC-MAIN-1.warc.gz"]
    (row,) = rows
    names = [field[0] for field in schema[1][0]]
    record = dict(zip(names, row, strict=True))
    assert record["error"] is None
    assert record["url"] == "https://example.org/a"
    assert "opening sentence of the article about Night trains" in record["text"]
