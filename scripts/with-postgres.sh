#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster made for it: initdb in a temporary folder, started on a
# free port, removed afterwards, whatever the command's outcome. The command gets TEST_DATABASE_URL.
# Usage: scripts/with-postgres.sh <command...>
set -euo pipefail

BIN="${POSTGRES_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)." >&2
  exit 3
fi

PORT="${POSTGRES_PORT:-55432}"
DIR="$(mktemp -d /tmp/meetup-pg-XXXXXX)"
# PostgreSQL refuses to run as root; the cluster then belongs to the postgres account the package made.
AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

stop() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -U meetup --auth=trust --no-locale -E UTF8 >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
"${AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U meetup meetup_test

export TEST_DATABASE_URL="postgres://meetup@127.0.0.1:$PORT/meetup_test"
"$@"
