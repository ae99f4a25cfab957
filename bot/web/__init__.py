"""The web companion (docs/web.md): read-only pages of every game (its whole history step by
step, with its battles) and of the leagues their moderators made public.

``model``    a game's history as steps (replayed from its action log), worded in a language
``pictures`` the steps' board and battle pictures, rendered off the event loop, cached
``leagues``  what the league pages show (standings, seasons, fixtures, profiles)
``server``   the aiohttp application: routes, templates, security headers, rate limits
``links``    the addresses the bot shows (Discord link buttons, the console's lines)
"""
