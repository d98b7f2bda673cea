#!/bin/sh
# redis-server runs as the redis user, reachable from the compose network.
set -eu
if [ "$1" = redis-server ]; then
  exec setpriv --reuid=redis --regid=redis --init-groups "$@" --protected-mode no
fi
exec "$@"
