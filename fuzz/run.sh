#!/usr/bin/env bash
# Fuzz thresher for SECONDS_TOTAL seconds (default 3600) at low priority, one process.
# A crash stops libFuzzer; this loop records it and starts again with the same corpus.
# Usage: fuzz/run.sh [seconds] [workdir]   (workdir default: /tmp/thresher-fuzz)
set -u
total=${1:-3600}
work=${2:-/tmp/thresher-fuzz}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work/corpus" "$work/artifacts"
start=$(date +%s)
runs=0
while :; do
  left=$(( total - ($(date +%s) - start) ))
  [ "$left" -le 0 ] && break
  runs=$((runs + 1))
  nice -n 19 python "$here/fuzz_extract.py" "$work/corpus" "$here/seeds" \
    -dict="$here/html.dict" -max_total_time="$left" -timeout=20 -rss_limit_mb=3072 \
    -max_len=262144 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
    >>"$work/log.txt" 2>&1
  echo "== run $runs ended rc=$? after $(( $(date +%s) - start )) s" >>"$work/log.txt"
  [ "$runs" -ge 50 ] && break
done
echo "== total $(( $(date +%s) - start )) s, $runs runs" >>"$work/log.txt"
