"""Dancer's Objects, where callers found them before the armies became packages: see
:mod:`rules.armies.dancer.objects`."""

from rules.armies.dancer.objects import HEAL, OBJECT_HP, nets_on, objects_of, start_hp, sync_hp
from rules.catalog import has_objects, object_hp

__all__ = ["HEAL", "OBJECT_HP", "has_objects", "nets_on", "object_hp", "objects_of", "start_hp", "sync_hp"]
