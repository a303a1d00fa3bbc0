#!/usr/bin/env bash
# Runs the shards' Indexed Job, waits for it, then runs the merge job; kubectl's current context and namespace.
#
#   run.sh [--timeout DURATION]     DURATION as kubectl wait takes it (default 24h)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
timeout=24h
[[ ${1:-} == --timeout ]] && timeout=$2
kubectl apply -f "$here/grade-class-shards.yaml"
kubectl wait --for=condition=complete job/grade-class-shards --timeout="$timeout"
kubectl apply -f "$here/grade-class-merge.yaml"
kubectl wait --for=condition=complete job/grade-class-merge --timeout="$timeout"
echo "The class report is in class/ of the volume grade-class-work: class.json, grades.csv, index.html"
