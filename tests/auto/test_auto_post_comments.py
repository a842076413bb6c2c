"""Comments signed after their text under a thread's posts (a Q&A engine's comments on an
answer), labelled comments; the posts, and replies nested in them, kept."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.headed_posts import headed_posts
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_comments import drop_post_comments
from thresher.options import Options

POSTS = (
    "Answer one: back up the whole disk with an image tool and keep it on another drive.",
    "Answer two: a plain archive of the home folder is enough for most people at home.",
    "Answer three: use the built-in backup tool, it keeps a history of every file too.",
    "Answer four: copy the files by hand to a second disk once a week and check them.",
)
REMARKS = (
    "Why would you leave the system folders out of the image though?",
    "How big does the archive get for a full disk of photos and music?",
    "The built-in tool failed for me after the last update, sadly.",
    "Which second disk do you use for the weekly copies, an external one?",
)


def _comment(i: int) -> str:
    return (
        f"<li class='qa'><div class='qb'>{i + 2}</div><div class='qc'>"
        f"<span class='qd'>{REMARKS[i]}</span><div class='qe'>– <a href='/u/{i}'>user{i}</a>"
        f"</div><span class='qf'>Mar {i + 4}, 2017 at 22:0{i}</span></div></li>"
    )


def _box(i: int, nested: bool = False) -> str:
    header = (
        f"<div class='qg'><a href='/u/{9 - i}'>poster{i}</a> Oct {i + 1}, 2010 at 21:5{i}</div>"
    )
    text = (
        f"<div class='qh'><p>{POSTS[i]}</p><p>More details follow in the next step here.</p></div>"
    )
    if nested:  # a reply in the post: its date above its text, as a post's
        under = (
            "<div class='qi'><div class='qj'>"
            f"<div class='qk'>replier{i} Nov {i + 1}, 2010 at 10:1{i}</div>"
            f"<p>{REMARKS[i]}</p></div></div>"
        )
    else:  # two comments under each post
        under = f"<ul class='ql'>{_comment(i)}{_comment((i + 1) % 4)}</ul>"
    return f"<div class='qm'>{header}{text}{under}</div>"


def _page(nested: bool = False) -> str:
    boxes = "".join(_box(i, nested) for i in range(4))
    return f"<h1>How to back up my system</h1><div class='qn'>{boxes}</div>"


KEPT = ("Answer", "More details", "How to back", *REMARKS)


def _kept(nested: bool = False, options: Options | None = None, **switches: bool) -> list[str]:
    page = prepared_page(_page(nested))
    _, probs = decide_keeping(page, KEPT)
    return kept_texts(page, probs, AutoParams(**switches), options)


def test_comments_signed_after_their_text_are_dropped_and_the_posts_kept() -> None:
    kept = _kept()
    assert all(text in kept for text in POSTS)
    assert not any(text in kept for text in REMARKS)
    assert all(text in _kept(post_comments=False) for text in REMARKS)


def test_comments_stay_when_comments_are_wanted() -> None:
    kept = _kept(options=Options(include_comments=True))
    assert all(text in kept for text in REMARKS)


def test_a_reply_nested_in_a_post_with_its_date_above_its_text_is_no_comment() -> None:
    kept = _kept(nested=True)
    assert all(text in kept for text in (*POSTS, *REMARKS))


def test_fewer_than_three_comments_at_one_path_are_left_alone() -> None:
    page = prepared_page(_page())
    blocks = list(page.text_blocks)
    posts = headed_posts(blocks, True)
    assert posts is not None and len(posts.boxes) == 4
    flags = [True] * len(blocks)
    dropped = drop_post_comments(blocks, posts, flags)
    assert {b.text for b in blocks if b.index in dropped} >= set(REMARKS)
    assert not {b.text for b in blocks if b.index in dropped} & set(POSTS)
    lists = _page().split("<ul class='ql'>")  # each post's list a class of its own
    few = prepared_page(
        "".join(part + f"<ul class='q{'wxyz'[k]}'>" for k, part in enumerate(lists[:-1]))
        + lists[-1]
    )
    few_blocks = list(few.text_blocks)
    few_posts = headed_posts(few_blocks, True)
    assert few_posts is not None
    few_dropped = drop_post_comments(few_blocks, few_posts, [True] * len(few_blocks))
    assert not {b.text for b in few_blocks if b.index in few_dropped} & set(REMARKS)
    assert drop_post_comments(blocks, None, flags) == {}


def test_an_edit_note_inside_a_posts_text_signs_no_remark() -> None:
    def box(i: int) -> str:
        return (
            f"<div class='qm'><h3>Re: backing up</h3><div class='qp'><dl><dt>poster{i}</dt>"
            f"<dd>Registered: 2012-0{i + 1}-03</dd></dl></div><div class='qg'>"
            f"Oct {i + 1}, 2010 at 21:5{i}</div>"
            f"<div class='qh'><p>{POSTS[i]}</p><p>{REMARKS[i]}</p>"
            f"<p class='qq'>Last edited by poster{i} (2010-10-0{i + 2} 11:02:20)</p></div></div>"
        )

    page = prepared_page(f"<div class='qn'>{''.join(box(i) for i in range(4))}</div>")
    blocks = list(page.text_blocks)
    posts = headed_posts(blocks, True)
    assert posts is not None and len(posts.boxes) == 4
    assert drop_post_comments(blocks, posts, [True] * len(blocks)) == {}


QUESTION = "How do I back up my entire system before the upgrade, with every setting?"
ASKED = "Do you want the settings of the apps too, or only your own files?"


def _asked(shaped: bool = True) -> str:
    comment = _comment(0).replace(REMARKS[0], ASKED)
    if not shaped:  # another shape: a bare list item
        comment = comment.replace("<li class='qa'>", "<li>")
    lists = "<ul class='ql'>" if shaped else "<ul>"
    return f"<div class='qs'><p>{QUESTION}</p>{lists}{comment}</ul></div>{_page()}"


def test_a_remark_of_the_comments_shape_outside_the_boxes_is_a_comment() -> None:
    for shaped in (True, False):
        page = prepared_page(_asked(shaped))
        _, probs = decide_keeping(page, (*KEPT, QUESTION[:10], ASKED[:10]))
        kept = kept_texts(page, probs, AutoParams())
        assert QUESTION in kept and all(text in kept for text in POSTS)
        assert not any(text in kept for text in REMARKS)
        assert (ASKED in kept) is not shaped
