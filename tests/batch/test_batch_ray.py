"""The Ray engine on a local Ray instance: a small WARC end to end."""

from __future__ import annotations

import pytest
from batch_helpers import article, write_warc

from thresher.batch.pipeline import Job
from thresher.cli.main import main

ray = pytest.importorskip("ray", reason="ray is not installed (pip install 'thresher[ray]')")
pytest.importorskip("ray.data", reason="Ray Data is not installed")
pytest.importorskip("fastwarc", reason="fastwarc (a base dependency) is not importable")
pq = pytest.importorskip("pyarrow.parquet", reason="Parquet output needs pyarrow")

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

PAGES = {f"http://site.example/{i}": article(f"Page {i}").encode() for i in range(6)}


@pytest.fixture(scope="module")
def local_ray():
    ray.init(
        num_cpus=1,
        object_store_memory=80 * 1024 * 1024,
        include_dashboard=False,
        log_to_driver=False,
        configure_logging=False,
    )
    yield ray
    ray.shutdown()


@pytest.fixture
def crawl(tmp_path):
    path = tmp_path / "crawl.warc.gz"
    ids = write_warc(path, PAGES)
    with path.open("ab") as handle:
        handle.write(b"\x1f\x8b\x08\x00 a damaged tail")
    return path, ids


def test_ray_cli_writes_parquet_rows(local_ray, crawl, tmp_path):
    path, ids = crawl
    out = tmp_path / "rows"
    assert (
        main(
            [
                "extract",
                "--engine",
                "ray",
                str(path),
                "-f",
                "parquet",
                "-o",
                str(out),
                "-q",
                "--markdown",
            ]
        )
        == 1
    )  # the damaged tail is one failed row
    rows = pq.read_table(out).to_pylist()
    good = {r["url"]: r for r in rows if r["error"] is None}
    assert set(good) == set(PAGES)
    assert good["http://site.example/3"]["record_id"] == ids["http://site.example/3"]
    assert good["http://site.example/3"]["title"] == "Page 3"
    assert good["http://site.example/3"]["markdown"].startswith("# Page 3")
    assert sum(r["error"] is not None for r in rows) == 1


def test_ray_dataset_matches_the_local_pipeline(local_ray, crawl):
    from thresher.batch.runner import run_batch
    from thresher.batch.sources import expand_inputs

    path, _ = crawl
    job = Job(method="sentences", fmt="jsonl")
    from thresher.batch.ray_engine import warc_dataset

    remote = {r["key"]: r for r in warc_dataset([str(path)], job).take_all()}
    local = {}
    run_batch(
        expand_inputs([str(path)]),
        job,
        jobs=0,
        progress=False,
        on_outcome=lambda o: local.__setitem__(o.record["key"], o.record),
    )
    assert remote.keys() == local.keys()
    for key, row in local.items():
        assert {k: remote[key][k] for k in ("url", "title", "text", "error")} == {
            k: row[k] for k in ("url", "title", "text", "error")
        }
