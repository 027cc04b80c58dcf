#!/usr/bin/env bash
# Search speed side by side: `damier-engine bench` (fixed depth, one thread), then the same
# international positions searched by `dame hub` (dame-rs 0.2.0) for SECONDS each (default 2),
# its last `info` line per position (depth, nodes, time, Mnodes/s).
# Usage: scripts/search-bench.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-2}"
cargo build --release --quiet -p damier-engine
bin=target/release/damier-engine
out=$("$bin" bench)
echo "$out"
echo
echo "dame-rs 0.2.0 (dame hub), ${secs} s per position:"
echo "$out" | awk '$1 == "international" && $NF ~ /^W:|^B:/ {print $NF}' | while read -r fen; do
    pos=$(python3 - "$fen" <<'PY'
import sys
turn, *sides = sys.argv[1].split(':')
board = ['e'] * 50
for side in sides:
    colour, squares = side[0], side[1:]
    for sq in filter(None, squares.split(',')):
        king = sq.startswith('K')
        n = int(sq.lstrip('K'))
        board[n - 1] = (colour.upper() if king else colour.lower())
print(turn + ''.join(board))
PY
)
    last=$( (printf 'hub\ninit\npos pos=%s\nlevel move-time=%s\ngo think\n' "$pos" "$secs"; sleep "$((${secs%.*} + 2))"; echo quit) \
        | dame hub | grep '^info' | tail -1)
    echo "$last" | awk '{print "  " $2, $4, $5, $6}'
done
