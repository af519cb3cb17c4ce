#!/bin/sh
# The container's start: the same contract as `npm run serve` (PB_HTTP, SEED_DEMO,
# PB_ADMIN_EMAIL + PB_ADMIN_PASSWORD), with the data dir fixed at the /pb_data volume.
set -eu

dirs="--dir=/pb_data --hooksDir=/pb/pb_hooks --migrationsDir=/pb/pb_migrations"

if [ -n "${PB_ADMIN_EMAIL:-}" ] || [ -n "${PB_ADMIN_PASSWORD:-}" ]; then
  if [ -z "${PB_ADMIN_EMAIL:-}" ] || [ -z "${PB_ADMIN_PASSWORD:-}" ]; then
    echo "Set both PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD to create a superuser, or neither." >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  pocketbase superuser upsert "$PB_ADMIN_EMAIL" "$PB_ADMIN_PASSWORD" $dirs
fi

# CORS_ORIGINS: the origins other sites may call the API from; none by default ("same-origin" matches no Origin
# header), as scripts/lib/pocketbase-process.ts does (decision 082). HOOKS_POOL: the JS engines kept ready, the
# default of shared/serving/bounds.ts (the site's hooks refuse a value out of its range at start).
# shellcheck disable=SC2086
exec pocketbase serve --http="${PB_HTTP}" $dirs --publicDir=/pb/pb_public \
  --hooksWatch=false --automigrate=false --origins="${CORS_ORIGINS:-same-origin}" \
  --hooksPool="${HOOKS_POOL:-15}" "$@"
