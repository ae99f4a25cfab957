"""Dancer: three Objects that are units, HQs and modules at once (:mod:`.objects`), set up
instead of an HQ; Action, Dance, Release and Healing (:mod:`.mechanics`)."""

from rules.armies.dancer import mechanics, objects

__all__ = ["mechanics", "objects"]
