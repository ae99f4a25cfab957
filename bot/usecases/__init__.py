"""The use cases, one module per group; :class:`bot.service.GameService` combines them."""
