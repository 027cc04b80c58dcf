#!/usr/bin/env bash
# Perft speed, single thread, side by side with a peer in one run:
#   damier-engine (this repository) against dame-rs 0.2.0 (`dame perft`, a Rust engine).
# Usage: scripts/perft-bench.sh [INTERNATIONAL_DEPTH] [ENGLISH_DEPTH] [DABLOT_DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
ID=${1:-11}; ED=${2:-13}; DD=${3:-7}

cargo build --release -q -p damier-engine
if ! command -v dame >/dev/null 2>&1; then
    python3 -m pip install -q dame-rs==0.2.0
fi
E=./target/release/damier-engine

rate() { python3 -c "import sys; n,t=float(sys.argv[1]),float(sys.argv[2]); print(f'{n/t/1e6:8.1f} M leaves/s')" "$1" "$2"; }
ours() { # variant depth
    local line; line=$($E perft --variant "$1" "$2" | tail -n 1)
    set -- $line
    printf '%-44s depth %2s %14s leaves %8.2f s %s\n' "damier-engine perft --variant $V" "$2" "$4" "$6" "$(rate "$4" "$6")"
}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
V=international ours international "$ID"
out=$(dame perft "$ID")   # "perft(N) = NODES in S s (...)"
nodes=$(echo "$out" | sed -E 's/.*= ([0-9]+) in.*/\1/'); secs=$(echo "$out" | sed -E 's/.* in ([0-9.]+)s.*/\1/')
printf '%-44s depth %2s %14s leaves %8.2f s %s\n' "dame perft (dame-rs 0.2.0)" "$ID" "$nodes" "$secs" "$(rate "$nodes" "$secs")"
V=english ours english "$ED"
V=dablot ours dablot "$DD"
