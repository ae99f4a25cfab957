"""The use cases, one object per concern, each given its collaborators in its constructor;
:func:`bot.app.build_app` wires them (see docs/architecture.md)."""
