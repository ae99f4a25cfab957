# Neuroshima Hex Discord bot. The token comes from the environment:
#   docker build -t hexbot .
#   docker run -e DISCORD_TOKEN=... -v hexbot-data:/data hexbot
# With the web pages (docs/web.md) served by the bot's own process on port 8080:
#   docker run -e DISCORD_TOKEN=... -e HEXBOT_WEB_BIND=0.0.0.0:8080 \
#     -e HEXBOT_WEB_URL=https://hex.example.org -p 8080:8080 -v hexbot-data:/data hexbot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HEXBOT_DB=/data/hexbot.sqlite3 \
    HEXBOT_IMAGE_DIR=/data/images

RUN useradd --create-home --uid 10001 hexbot && mkdir -p /data && chown hexbot:hexbot /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY i18n ./i18n
COPY rules ./rules
COPY renderer ./renderer
COPY warzone ./warzone
COPY bot ./bot
RUN pip install --no-cache-dir .

USER hexbot
VOLUME ["/data"]
EXPOSE 8080
CMD ["python", "-m", "bot"]
