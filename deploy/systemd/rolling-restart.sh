#!/bin/sh
# Restarts this host's LiveUI workers one by one (systemd units), as SIGHUP does
# for `make cluster`: each drains into the store and closes its sockets with 1001,
# and the next waits until the restarted one answers its health check.
#   deploy/systemd/rolling-restart.sh 8081 8082
set -eu
for port in "$@"; do
  systemctl restart "liveui-worker@$port"
  tries=0
  until [ "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: localhost' "http://127.0.0.1:$port/.liveui/health")" = 200 ]; do
    tries=$((tries + 1))
    [ "$tries" -lt 120 ] || { echo "worker $port is not healthy after 60 s: stopping here" >&2; exit 1; }
    sleep 0.5
  done
  echo "worker $port restarted"
done
