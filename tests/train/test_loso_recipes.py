"""The named left-out recipes: recipe D (``LOSO_AVERAGED``) against ``LOSO_HGB_PARAMS``."""

from thresher.train.auto import SEED_FREE
from thresher.train.ensemble import member_recipes
from thresher.train.loso import LOSO_AVERAGED, LOSO_HGB_PARAMS, LOSO_RECIPES


def test_averaged_recipe_costs_the_same_trees_and_keeps_the_random_draws():
    """Recipe D fits as many trees as the left-out recipe (four members × 20), with the
    same tree shape, and keeps its random draws (no seed-free keys): member k seeded
    ``random_state`` + k, so a second draw is ``random_state`` ≥ 4 (no member shared)."""
    members = LOSO_AVERAGED["members"]
    assert members * LOSO_AVERAGED["max_iter"] == LOSO_HGB_PARAMS["max_iter"]
    assert not set(SEED_FREE) & set(LOSO_AVERAGED)
    shape = ("max_leaf_nodes", "min_samples_leaf", "l2_regularization")
    assert all(LOSO_AVERAGED[k] == LOSO_HGB_PARAMS[k] for k in shape)
    one = {**LOSO_AVERAGED}
    one.pop("members")
    seeds = [r["random_state"] for r in member_recipes(one, members)]
    assert seeds == [LOSO_HGB_PARAMS["random_state"] + k for k in range(members)]
    assert LOSO_RECIPES["loso"] is LOSO_HGB_PARAMS and "members" not in LOSO_HGB_PARAMS
