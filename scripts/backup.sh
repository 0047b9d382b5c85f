#!/usr/bin/env bash
# `scripts/backup.sh [OUT_DIR]` (npm run db:backup): a backup of the service's database into OUT_DIR
# (./backups by default), read from the same settings as the server (docs/operations.md#backups):
#
#   DATABASE_URL set  pg_dump -Fc -> OUT_DIR/undangan-<time>.dump (restore.sh: pg_restore --clean)
#   else PGlite       in DATA_DIR/db (./data/db):
#                     - a server has it open (DATA_DIR/server.pid): the server is asked for a live dump
#                       (SIGUSR2; it writes DATA_DIR/backups/db-<time>.tar.gz between two queries),
#                     - no server has it: the folder is dumped here (scripts/pglite-data-dir.mjs),
#                     -> OUT_DIR/undangan-<time>.tar.gz, and the uploads and the token secret
#                        (DATA_DIR/media, DATA_DIR/jwt-secret) -> OUT_DIR/undangan-<time>.files.tar.gz
#
# Prints the files it wrote, one a line. Exits non-zero, saying why on stderr, when no backup was made.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out_dir=${1:-backups}
data_dir=${DATA_DIR:-data}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
# A backup holds password hashes and guests' phone numbers: readable by its owner only.
umask 077

fail() {
  echo "backup: $*" >&2
  exit 1
}

mkdir -p "$out_dir"

if [[ -n ${DATABASE_URL:-} ]]; then
  command -v pg_dump >/dev/null || fail "pg_dump is not installed (Debian: apt-get install postgresql-client; its major version must be the server's or newer)"
  file="$out_dir/undangan-$stamp.dump"
  pg_dump --format=custom --dbname="$DATABASE_URL" --file="$file.partial"
  mv "$file.partial" "$file"
  echo "$file"
  exit 0
fi

db_dir="$data_dir/db"
[[ -f $db_dir/PG_VERSION ]] || fail "$db_dir holds no database (DATA_DIR=$data_dir; set DATABASE_URL for PostgreSQL)"
file="$out_dir/undangan-$stamp.tar.gz"

# The process that has the folder open, if any: the pid and host its server wrote (server/db/live-backup.ts).
pid=""
if [[ -f $data_dir/server.pid ]]; then
  { read -r pid && read -r host; } <"$data_dir/server.pid" || true
  [[ ${host:-} == "$(hostname)" ]] || fail "the server that has $db_dir open runs on ${host:-another host}: run this script where it runs (in its container: docker compose exec <service> scripts/backup.sh)"
  alive() { kill -0 "$pid" 2>/dev/null || [[ -d /proc/$pid ]]; }
  # A pid left by a server that crashed may since name another program: only a node process is asked.
  if ! alive || { [[ -r /proc/$pid/cmdline ]] && ! tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q node; }; then pid=""; fi
fi

if [[ -n $pid ]]; then
  backups="$data_dir/backups"
  mkdir -p "$backups"
  # One backup at a time, so each waits for its own file (flock: util-linux).
  if command -v flock >/dev/null; then
    exec 9>"$backups/.lock"
    flock 9
  fi
  before=$(ls -1 "$backups")
  kill -USR2 "$pid" || fail "cannot signal the server (pid $pid): run this script as the server's user"
  deadline=$((SECONDS + ${BACKUP_TIMEOUT_S:-300}))
  written=""
  while [[ -z $written ]]; do
    for candidate in "$backups"/db-*.tar.gz "$backups"/db-*.failed; do
      [[ -e $candidate ]] || continue
      grep -qxF "$(basename "$candidate")" <<<"$before" && continue
      [[ $candidate == *.failed ]] && fail "the server could not write the backup: $(cat "$candidate")"
      written=$candidate
    done
    [[ -n $written ]] && break
    alive || fail "the server (pid $pid) stopped before it wrote the backup"
    ((SECONDS < deadline)) || fail "no backup from the server (pid $pid) after ${BACKUP_TIMEOUT_S:-300} s: see its log"
    sleep 0.2
  done
  mv "$written" "$file"
else
  node "$here/pglite-data-dir.mjs" dump "$db_dir" "$file" >/dev/null
fi
echo "$file"

# The uploads and the token secret, taken after the database: every upload the backup names is there.
files=()
[[ -d $data_dir/media ]] && files+=(media)
[[ -f $data_dir/jwt-secret ]] && files+=(jwt-secret)
if ((${#files[@]} > 0)); then
  tar -czf "$out_dir/undangan-$stamp.files.tar.gz" -C "$data_dir" "${files[@]}"
  echo "$out_dir/undangan-$stamp.files.tar.gz"
fi
