#!/usr/bin/env bash
# The official postgres image's entrypoint contract, as much as compose.yaml relies on: as root, own
# PGDATA and drop to the postgres user; on an empty PGDATA, initdb with POSTGRES_USER and
# POSTGRES_PASSWORD (scram-sha-256 for connections over the network), create POSTGRES_DB, listen on all
# addresses; an initialised PGDATA is used as it is (a restart keeps the data).
set -Eeuo pipefail
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set (the password of POSTGRES_USER)}"
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") --encoding=UTF8 \
    --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  if [ "$db" != postgres ]; then
    # A server on the socket alone while the database is made, so nobody connects half-way.
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    # psql quotes the name (:"db"); a variable is interpolated only in what is read from stdin.
    echo 'CREATE DATABASE :"db"' |
      psql -v ON_ERROR_STOP=1 -v db="$db" --username "$user" --dbname postgres -q
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
