"""Moloch: a base army with no mechanics beyond the generic flow's.

Its one rule of its own is data (``army.json``: ``fights_allies``): in team play Moloch's
units attack, net and push allies too ("Moloch w trybie drużynowym").
"""
