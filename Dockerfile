# syntax=docker/dockerfile:1
# One image, one process: the pinned PocketBase binary serving our hooks, migrations and built web app.
ARG NODE_VERSION=20
ARG GO_VERSION=1.26

FROM golang:${GO_VERSION}-bookworm AS go

# Node builds the web app, hooks and migrations; Go (copied in) builds PocketBase
# through the same script developers use, so the pinned version has one source of truth.
FROM node:${NODE_VERSION}-bookworm-slim AS build
COPY --from=go /usr/local/go /usr/local/go
ENV PATH=/usr/local/go/bin:$PATH
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY scripts/ scripts/
RUN npx tsx scripts/pocketbase.ts && cp .cache/pocketbase/"$(cat scripts/pocketbase.version)"/pocketbase /pocketbase
COPY . .
RUN npm run build

FROM alpine:3.22 AS runtime
# ca-certificates for SMTP over TLS, tzdata for offices' time zones, wget (busybox) for the health check, GNU gzip
# for each kept page's gzip (pb_hooks/src/lib/pages/gzip.ts: some 30 times the JS engine's speed).
# The user has a fixed id (10001) so that a restore run from another container can hand the files back to it.
RUN apk add --no-cache ca-certificates tzdata gzip \
 && addgroup -S -g 10001 site && adduser -S -u 10001 -G site -H -h /pb site \
 && mkdir -p /pb_data && chown site:site /pb_data
COPY --from=build /pocketbase /usr/local/bin/pocketbase
COPY --from=build /src/pb_hooks/ /pb/pb_hooks/
COPY --from=build /src/pb_migrations/ /pb/pb_migrations/
COPY --from=build /src/pb_public/ /pb/pb_public/
COPY scripts/docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
# The TypeScript sources came along with the folders; PocketBase loads only the generated JavaScript.
RUN rm -rf /pb/pb_hooks/src /pb/pb_migrations/src && chmod 0755 /usr/local/bin/docker-entrypoint.sh
USER site
WORKDIR /pb
# GOMEMLIMIT: the Go runtime's soft memory limit (scripts/lib/memory-limit.ts, decision 083).
ENV PB_HTTP=0.0.0.0:8090 SEED_DEMO=false GOMEMLIMIT=200MiB
VOLUME /pb_data
EXPOSE 8090
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:8090/api/health" || exit 1
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
