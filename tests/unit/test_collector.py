import gc

import pytest

import thresher
from thresher.collector import collector_paused


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_collector_off_inside_and_back_on_after(collector_on):
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_collector_back_on_after_an_error(collector_on):
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("page failed")
    assert gc.isenabled()


def test_collector_the_caller_turned_off_stays_off(collector_on):
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_extract_restores_the_collector_even_on_bad_input(collector_on):
    thresher.extract(b"<html><body><p>One sentence here, long enough.</p></body></html>")
    assert gc.isenabled()
    with pytest.raises(thresher.ThresherError):
        thresher.extract(b"")
    assert gc.isenabled()
