"""Outpost: a base army with no mechanics beyond the generic flow's (its tiles are data only)."""
