#!/bin/sh
# Refreshes the shipped benchmark extracts from the steering side's ../shared/benchmarks (gzipped, upstream notes appended to README.md).
# test/data/benchmarks.test.ts fails while the two differ; run this, then commit data/benchmarks.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=${1:-$here/../../../shared/benchmarks}
[ -f "$src/README.md" ] || { echo "sync.sh: no README.md in $src; pass the extracts' folder as the first argument" >&2; exit 1; }
for f in "$src"/*.jsonl; do
  # -n leaves the name and time out of the header, so the same extract gives the same bytes on every machine.
  gzip -n -9 -c "$f" > "$here/$(basename "$f").gz.tmp"
  mv "$here/$(basename "$f").gz.tmp" "$here/$(basename "$f").gz"
done
marker='<!-- upstream notes: everything below this line is ../shared/benchmarks/README.md, copied verbatim by sync.sh -->'
head=$(awk -v m="$marker" '$0 == m { exit } { print }' "$here/README.md")
{ printf '%s\n\n%s\n\n' "$head" "$marker"; cat "$src/README.md"; } > "$here/README.md.tmp"
mv "$here/README.md.tmp" "$here/README.md"
echo "sync.sh: $(ls "$src"/*.jsonl | wc -l) extracts copied from $src" >&2
