"""A TCP proxy in front of the test PostgreSQL server that cuts its own connections on demand:
the bot's pool connects through it, and :meth:`CuttingProxy.cut` drops every connection
that passes through it (as a restart or a network cut does), without touching any other
session of the server (no ``pg_terminate_backend``: the server sees its clients go away).
:meth:`CuttingProxy.cut_after` lets one request through and cuts before its answer (a
COMMIT applied, its answer lost); :meth:`CuttingProxy.down` refuses new connections too,
until :meth:`CuttingProxy.up`."""

from __future__ import annotations

import asyncio
import contextlib
from urllib.parse import urlsplit, urlunsplit


class CuttingProxy:
    """``127.0.0.1:<port>`` forwarding to ``host:port``; :meth:`cut` drops every connection."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.server: asyncio.Server | None = None
        self.listen_port = 0
        self._links: set[asyncio.StreamWriter] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self.refusing = False
        self.cuts = 0  # connections cut
        self.trap: bytes | None = None  # see cut_after
        self.trapped = 0

    @classmethod
    async def start(cls, url: str) -> tuple[CuttingProxy, str]:
        """A proxy in front of the server of ``url``, and the URL that goes through it."""
        parts = urlsplit(url)
        proxy = cls(parts.hostname or "127.0.0.1", parts.port or 5432)
        proxy.server = await asyncio.start_server(proxy._accept, "127.0.0.1", 0)
        proxy.listen_port = proxy.server.sockets[0].getsockname()[1]
        user = f"{parts.username}@" if parts.username else ""
        via = urlunsplit((parts.scheme, f"{user}127.0.0.1:{proxy.listen_port}", parts.path, parts.query, ""))
        return proxy, via

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.refusing:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.port)
        except OSError:
            writer.transport.abort()
            return
        self._links.update((writer, up_writer))

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter, *, upstream: bool) -> None:
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
                    if upstream and self.trap is not None and self.trap in data:
                        # the request reached the server: its answer is lost with the connection
                        self.trap = None
                        self.trapped += 1
                        await asyncio.sleep(0.2)
                        self.cut()
            except (OSError, asyncio.IncompleteReadError):
                pass
            finally:
                self._links.discard(dst)
                dst.transport.abort()

        for task in (
            asyncio.create_task(pipe(reader, up_writer, upstream=True)),
            asyncio.create_task(pipe(up_reader, writer, upstream=False)),
        ):
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def cut(self) -> int:
        """Drop every connection through the proxy (both ends, at once); how many."""
        links = list(self._links)
        self._links.clear()
        for w in links:
            w.transport.abort()
        self.cuts += len(links) // 2
        return len(links) // 2

    def cut_after(self, pattern: bytes) -> None:
        """The next request that carries ``pattern`` (``b"COMMIT"``) goes through to the
        server, then every connection is cut before its answer comes back."""
        self.trap = pattern

    def down(self) -> None:
        """The server is away: connections cut, new ones refused."""
        self.refusing = True
        self.cut()

    def up(self) -> None:
        self.refusing = False

    async def close(self) -> None:
        self.cut()
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(Exception):
                await self.server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
