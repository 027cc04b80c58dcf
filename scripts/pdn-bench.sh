#!/usr/bin/env bash
# Time and peak memory of reading 10 MB adversarial PDN files (issue 11): each shape must read
# in under 1 s per MB. Usage: scripts/pdn-bench.sh [MB]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -q -p damier-rules --bench pdn_read -- "${1:-10}"
