"""One JSON file per army, derived from the reference tile data."""
