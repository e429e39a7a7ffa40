#!/usr/bin/env bash
# Starts the emulator of the service in the background for the jobs of ci.yml that run the action
# (`uses: ./`), on Linux, macOS and Windows (Git Bash), and hands its certificate authority to the
# later steps through GITHUB_ENV (the action trusts it through NODE_EXTRA_CA_CERTS).
set -euo pipefail
log="$RUNNER_TEMP/emulator.log"
node test/emulator/cli.ts --port 8443 --scan-delay-ms 500 >"$log" 2>&1 &
for _ in $(seq 1 300); do
  grep -q 'listening' "$log" && break
  sleep 0.1
done
cat "$log"
ca=$(sed -n 's/.*NODE_EXTRA_CA_CERTS=//p' "$log" | tr -d '\r')
test -n "$ca"
echo "NODE_EXTRA_CA_CERTS=$ca" >>"$GITHUB_ENV"
