# Fairway Coach, one image for both roles. UNTESTED: the machine this was written on has no
# container runtime (decision 3200); the same commands run in CI outside a container.
#
#   docker build -t fairway-coach .
#   docker run --env-file fairway.env -p 3000:3000 fairway-coach                  # a web process
#   docker run --env-file fairway.env fairway-coach node scripts/start.mjs --role=worker
#
# Several processes need DATABASE_URL (PostgreSQL), REDIS_URL and S3_* (README, "Scale out").

# ---- build: every dependency, the browser app ------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- run: the app and its production dependencies, as the unprivileged `node` user -------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/fairway-coach
WORKDIR /app
# sharp draws the text of exported videos and summary cards (decision 3310) with a system font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fontconfig-config && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /var/lib/fairway-coach && chown node:node /var/lib/fairway-coach
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# A web process answers /healthz; a worker has no HTTP port, so its check only asks that the
# process is up (scripts/healthcheck.mjs reads the role from the command line of PID 1).
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "scripts/start.mjs", "--role=web"]
