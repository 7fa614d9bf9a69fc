#!/bin/sh
# Re-imports the public MCP crawls listed in catalogs/public/public.sources.json into catalogs/public/ (see catalogs/public/README.md).
# The raw crawls are not in this repository: they must be under ../shared/crawls/ first. Run from the project root.
set -eu
missing=0
for path in ../shared/crawls/toucan/mcp_servers ../shared/crawls/livemcpbench/tools.json; do
  if [ ! -e "$path" ]; then
    echo "import-public-crawls: $path is missing; see catalogs/public/README.md for what goes there (repository, commit, path)" >&2
    missing=1
  fi
done
[ "$missing" -eq 0 ] || exit 1
npm run build --silent
node bin/toolforge.js catalog import --sources catalogs/public/public.sources.json \
  -o catalogs/public/public.jsonl.gz --report catalogs/public/public.report.json
node bin/toolforge.js catalog stats -c catalogs/public/public.jsonl.gz --json > catalogs/public/public.stats.json
node bin/toolforge.js catalog lint -c catalogs/public/public.jsonl.gz | tail -1
