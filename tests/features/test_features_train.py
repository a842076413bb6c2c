"""Training-set labels, a tiny synthetic training run, and the ``train`` command."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from thresher.cli.main import main
from thresher.methods.features.model import load_model
from thresher.methods.features.nodes import TextNode
from thresher.train.features import (
    TrainConfig,
    TrainingPage,
    held_out,
    label_nodes,
    train,
)

ARTICLE = (
    "<html><head><title>Storm hits the coast | Daily</title></head><body>"
    "<div class=nav><a href=/>Home</a> <a href=/w>World news</a> <a href=/s>Sport pages</a></div>"
    "<h1>Storm hits the coast</h1><div class=story>"
    "<p>The storm reached the coast on Monday, flooding several streets.</p>"
    "<p>Residents were evacuated, and the coast guard stayed on alert.</p></div>"
    "<div class=footer>Copyright Daily, all rights reserved</div></body></html>"
)
BODY = (
    "The storm reached the coast on Monday, flooding several streets.\n"
    "Residents were evacuated, and the coast guard stayed on alert."
)


def text_node(text: str) -> TextNode:
    return TextNode(0, text, len(text), 0, 0, 0, 0.0, "D", "D")


def training_page(**fields) -> TrainingPage:
    base = {"dataset": "d", "id": "1", "site": "s", "path": Path("x"), "url": None, "body": None}
    return TrainingPage(**(base | fields))


def test_body_labels_from_the_truth_text():
    page = training_page(body=BODY + "\nShare")
    nodes = [
        text_node("The storm reached the coast on Monday, flooding several streets."),
        text_node("Home"),
        text_node("Share"),  # short, but a whole line of the truth
        text_node("Monday"),  # short, inside the truth, not a line: unknown
    ]
    assert label_nodes(nodes, page, TrainConfig()) == [1, 0, 1, None]


def test_snippet_labels():
    page = training_page(
        with_snippets=("flooding several streets",), without_snippets=("Copyright Daily",)
    )
    nodes = [
        text_node("The storm reached the coast on Monday, flooding several streets."),
        text_node("Copyright Daily, all rights reserved"),
        text_node("Home"),
    ]
    assert label_nodes(nodes, page, TrainConfig()) == [1, 0, None]


def test_site_holdout_is_stable():
    sites = [f"site{i}.example" for i in range(200)]
    held = [s for s in sites if held_out(s, 0.2)]
    assert 20 < len(held) < 60
    assert held == [s for s in sites if held_out(s, 0.2)]
    assert not any(held_out(s, 0.0) for s in sites)


def write_dataset(folder: Path, pages: int = 6) -> Path:
    (folder / "html").mkdir(parents=True)
    lines = []
    for i in range(pages):
        name = f"html/p{i}.html.gz"
        (folder / name).write_bytes(gzip.compress(ARTICLE.encode("utf-8")))
        lines.append(json.dumps({"id": f"p{i}", "file": name, "site": f"site{i}", "body": BODY}))
    (folder / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def test_training_on_a_tiny_set_is_reproducible(tmp_path):
    dataset = write_dataset(tmp_path / "tiny")
    config = TrainConfig(holdout=0.0, max_samples=100)
    first = train([dataset], tmp_path / "a.npz", config, log=lambda _: None)
    second = train([dataset], tmp_path / "b.npz", config, log=lambda _: None)
    assert first["fingerprint"] == second["fingerprint"]
    assert first["pages"] == 6 and first["body_nodes"] > 0
    model = load_model(tmp_path / "a.npz")
    assert model.info["datasets"] == ["tiny"]


def test_train_command_writes_a_model(tmp_path, capsys):
    dataset = write_dataset(tmp_path / "tiny")
    out = tmp_path / "model.npz"
    code = main(["train", "--method", "features", str(dataset), "-o", str(out), "--holdout", "0"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["output"] == str(out) and out.is_file()


def test_train_command_trains_auto_with_cross_validation(tmp_path, capsys):
    from thresher.methods.auto.method import load_model as load_auto_model

    dataset = write_dataset(tmp_path / "tiny")
    out = tmp_path / "auto.npz"
    args = ["train", "--method", "auto", str(dataset), "-o", str(out), "--folds", "2", "-j", "1"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["model"] == str(out) and report["pages"] == 6
    assert report["cv"]["0.50"]["tiny"]["pages"] == 6  # every page scored out of fold
    model = load_auto_model(str(out))
    assert model.meta["folds"] == 2 and model.meta["datasets"] == ["tiny"]


def test_train_command_rejects_one_fold(tmp_path, capsys):
    dataset = write_dataset(tmp_path / "tiny")
    assert main(["train", "--method", "auto", str(dataset), "--folds", "1"]) != 0
    assert "--folds must be at least 2" in capsys.readouterr().err
