#!/usr/bin/env bash
# `scripts/restore.sh BACKUP [NEW_DATA_DIR]` (npm run db:restore -- ...): puts back a backup made by
# scripts/backup.sh (docs/operations.md#backups):
#
#   undangan-<time>.dump    into the PostgreSQL database at DATABASE_URL, with pg_restore --clean
#                           --if-exists in one transaction (the objects of the backup are dropped and
#                           made again; a failure leaves the database as it was). Stop the servers first.
#   undangan-<time>.tar.gz  the embedded database, into NEW_DATA_DIR/db, a new folder (never over the
#                           folder of a server); the uploads and the token secret from the
#                           undangan-<time>.files.tar.gz beside it, when there is one. Then start the
#                           server with DATA_DIR=NEW_DATA_DIR.
#
# A backup older than the code is brought up to date by the server's start (MIGRATE_ON_START) or by
# `npm run db:migrate`.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

fail() {
  echo "restore: $*" >&2
  exit 1
}

backup=${1:-}
[[ -n $backup ]] || fail "usage: restore.sh BACKUP [NEW_DATA_DIR]"
[[ -f $backup ]] || fail "no such backup: $backup"

case $backup in
  *.dump)
    [[ -n ${DATABASE_URL:-} ]] || fail "DATABASE_URL names the database to restore into"
    command -v pg_restore >/dev/null || fail "pg_restore is not installed (Debian: apt-get install postgresql-client)"
    pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error \
      --dbname="$DATABASE_URL" "$backup"
    echo "restored $backup into DATABASE_URL"
    ;;
  *.files.tar.gz)
    fail "$backup holds the uploads; name the database's backup beside it (undangan-<time>.tar.gz)"
    ;;
  *.tar.gz)
    target=${2:-}
    [[ -n $target ]] || fail "name the new data folder: restore.sh $backup NEW_DATA_DIR"
    [[ ! -e $target/db ]] || fail "$target/db exists: a backup is restored into a new folder, never over a database"
    files=${backup%.tar.gz}.files.tar.gz
    if [[ -f $files ]]; then
      for name in media jwt-secret; do
        [[ ! -e $target/$name ]] || fail "$target/$name exists: restore into a new folder"
      done
    fi
    mkdir -p "$target"
    node "$here/pglite-data-dir.mjs" load "$backup" "$target/db"
    if [[ -f $files ]]; then
      tar -xzf "$files" -C "$target"
      echo "$target: uploads and token secret restored from $files"
    fi
    echo "start the server with DATA_DIR=$target"
    ;;
  *)
    fail "$backup is neither a PostgreSQL backup (.dump) nor an embedded one (.tar.gz)"
    ;;
esac
