"""Army data files."""
