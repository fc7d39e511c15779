# Production image from the standalone build (Next's with-docker example). Not built in this repository's CI.
#   docker build -t cascade-site --build-arg NEXT_PUBLIC_SITE_URL=https://example.com .
#   docker run -p 3000:3000 --env-file .env.production cascade-site

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The install applies patches/ (a driver fix) with patch-package as its postinstall step.
COPY patches/ patches/
# npm install, not npm ci: the lockfile carries only this platform's optional packages.
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Public settings are inlined at build time.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID
ARG TURNSTILE_SITE_KEY
ARG LEAD_RETENTION_DAYS
ARG TECHNICAL_RETENTION_DAYS
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
RUN groupadd --system --gid 1001 nodejs && useradd --system --uid 1001 --gid nodejs nextjs \
  && mkdir /data && chown nextjs:nodejs /data
# The standalone folder holds start.mjs (the entry: client address from the connection), Next's server.js, the traced
# node_modules, migrations, static assets and public files.
COPY --from=build --chown=nextjs:nodejs /app/.next/standalone ./
USER nextjs
# Embedded PGlite keeps its files here when DATABASE_URL is not set; one container per volume.
VOLUME /data
EXPOSE 3000
# 200 while the database answers; 503 otherwise (see /api/health).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) is handled: in-flight requests and delivery attempts finish, the database is closed.
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=256", "start.mjs"]
