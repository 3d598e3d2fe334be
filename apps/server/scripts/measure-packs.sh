#!/usr/bin/env bash
# Import time and peak RSS of generated content packs (README, "Content packs"), each into an empty
# libSQL store: `bash apps/server/scripts/measure-packs.sh S M L` after building the server;
# `MEMBERS=1` generates the sizes' members and progress rows too.
# Needs GNU time (/usr/bin/time, Debian's `time` package) for the peak RSS.
set -euo pipefail
cli="$(dirname "$0")/../dist/cli.js"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '| size | items | import (s) | peak RSS (MB) | re-import (s) | peak RSS (MB) |\n| --- | --- | --- | --- | --- | --- |\n'
for size in "${@:-S M}"; do
  node "$cli" content generate --size "$size" --out "$work/$size" ${MEMBERS:+--members} >/dev/null
  items=$(find "$work/$size" -name '*.yaml' | wc -l)
  first=$( { DATA_DIR="$work/data-$size" CAMPUS_NO_DEMO=1 /usr/bin/time -f '%e %M' node "$cli" content import "$work/$size" >/dev/null; } 2>&1 | tail -1)
  again=$( { DATA_DIR="$work/data-$size" CAMPUS_NO_DEMO=1 /usr/bin/time -f '%e %M' node "$cli" content import "$work/$size" >/dev/null; } 2>&1 | tail -1)
  read -r t1 m1 <<<"$first"
  read -r t2 m2 <<<"$again"
  printf '| %s | %s | %s | %s | %s | %s |\n' "$size" "$items" "$t1" "$((m1 / 1024))" "$t2" "$((m2 / 1024))"
done
