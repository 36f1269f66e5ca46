#!/bin/sh
# Run a command (the tests) beside a throw-away PostgreSQL server, whose URL it finds in
# PRBOT_TEST_POSTGRES: the server lives in a temporary folder, listens on 127.0.0.1 on a free
# port and on a unix socket in that folder, and is stopped and removed when the command ends.
#
#   sh scripts/with_postgres.sh .venv/bin/pytest
#   PRBOT_POSTGRES_DURABLE=1 sh scripts/with_postgres.sh sh -c \
#       'prbot bench service --db /tmp/bench.sqlite3 --db "$PRBOT_TEST_POSTGRES" --processes 2'
#
# Without PostgreSQL's server programs (Debian: apt-get install postgresql) the command runs
# alone and the PostgreSQL tests are skipped, unless PRBOT_REQUIRE_POSTGRES is set (CI): then
# this fails. initdb and pg_ctl refuse to run as root: as root they run as the user postgres.
set -e

bindir=""
for candidate in /usr/lib/postgresql/*/bin /usr/local/pgsql/bin; do
    [ -x "$candidate/pg_ctl" ] && bindir="$candidate"
done
if [ -z "$bindir" ] && command -v pg_config >/dev/null 2>&1; then
    candidate="$(pg_config --bindir)"
    [ -x "$candidate/pg_ctl" ] && bindir="$candidate"
fi
if [ -z "$bindir" ]; then
    if [ -n "$PRBOT_REQUIRE_POSTGRES" ]; then
        echo "PostgreSQL's server programs are not installed, and PRBOT_REQUIRE_POSTGRES is set" >&2
        exit 1
    fi
    echo "PostgreSQL's server programs are not installed: the PostgreSQL tests are skipped"
    exec "$@"
fi

as_server() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

folder="$(mktemp -d "${TMPDIR:-/tmp}/prbot-postgres.XXXXXX")"
chmod 755 "$folder"
[ "$(id -u)" = 0 ] && chown postgres "$folder"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

stop() {
    as_server "$bindir/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$folder"
}
trap stop EXIT
trap 'exit 130' INT TERM

as_server "$bindir/initdb" -D "$folder/data" -U postgres --auth=trust --no-locale -E UTF8 \
    --no-sync >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 1; }
# One role must give its password over TCP (every other is trusted): the tests of a wrong
# password create it.
as_server sh -c "printf 'host all prbot_password 127.0.0.1/32 scram-sha-256\n' \
    | cat - '$folder/data/pg_hba.conf' >'$folder/hba' && mv '$folder/hba' '$folder/data/pg_hba.conf'"
# Durability is not what the tests measure: no fsync, for speed; a benchmark sets
# PRBOT_POSTGRES_DURABLE=1 to keep the server's own settings (every commit on disk).
fast="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[ -n "$PRBOT_POSTGRES_DURABLE" ] && fast=""
as_server "$bindir/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -o \
    "-p $port -k $folder -c listen_addresses=127.0.0.1 -c max_connections=300 $fast" \
    start >/dev/null || { cat "$folder/server.log" >&2; exit 1; }

PRBOT_TEST_POSTGRES="postgresql://postgres@/postgres?host=$folder&port=$port"
export PRBOT_TEST_POSTGRES
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') for the tests: $PRBOT_TEST_POSTGRES"
status=0
"$@" || status=$?
exit $status
