"""The pages' fixed files: the stylesheet, the script and the icons, read (or drawn) once and
served from memory. Each is known by its name alone (``/static/app.css``): any other path
under ``/static`` is not found. A page links them with their content's hash in the address
(``?v=…``), so a browser may keep them for a year and still fetches a changed one."""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).parent
TYPES = {".css": "text/css", ".js": "text/javascript", ".svg": "image/svg+xml"}
# The icon: the favicon.svg's hexagon (a 32-unit square), drawn for the browsers that ask for
# /favicon.ico and for a phone's home screen (/apple-touch-icon.png).
HEXAGON = ((16, 2), (28, 9), (28, 23), (16, 30), (4, 23), (4, 9))
RED, DARK = (182, 35, 36, 255), (36, 41, 47, 255)


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    content_type: str
    version: str  # the first hex digits of its content's SHA-256

    @classmethod
    def of(cls, body: bytes, content_type: str) -> Asset:
        return cls(body, content_type, hashlib.sha256(body).hexdigest()[:10])


def icon(size: int, background: tuple[int, int, int, int] | None = None) -> Image.Image:
    """The hexagon at ``size`` pixels (drawn four times larger, then scaled down: smooth edges)."""
    big = size * 4
    img = Image.new("RGBA", (big, big), background or (0, 0, 0, 0))
    scale = big / 32
    points = [(x * scale, y * scale) for x, y in HEXAGON]
    ImageDraw.Draw(img).polygon(points, fill=RED, outline=DARK, width=max(1, round(2 * scale)))
    return img.resize((size, size), Image.Resampling.LANCZOS)


def _encoded(img: Image.Image, fmt: str, **options: object) -> bytes:
    buf = io.BytesIO()
    img.save(buf, fmt, **options)
    return buf.getvalue()


def load(folder: Path = HERE / "static") -> dict[str, Asset]:
    """Every file of ``folder`` by name, and the two drawn icons."""
    assets = {p.name: Asset.of(p.read_bytes(), TYPES[p.suffix]) for p in sorted(folder.iterdir()) if p.suffix in TYPES}
    assets["favicon.ico"] = Asset.of(_encoded(icon(48), "ICO", sizes=[(16, 16), (32, 32), (48, 48)]), "image/x-icon")
    assets["apple-touch-icon.png"] = Asset.of(_encoded(icon(180, (255, 255, 255, 255)), "PNG"), "image/png")
    return assets
