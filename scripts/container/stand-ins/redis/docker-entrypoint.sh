#!/usr/bin/env bash
# The official redis image's entrypoint contract: arguments alone (or a .conf file) go to redis-server;
# as root, own /data and drop to the redis user. The official build has protected mode off (the
# container's network is the boundary); a later --protected-mode in the command still wins.
set -Eeuo pipefail
if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
  chown -R redis:redis .
  exec setpriv --reuid=redis --regid=redis --init-groups "${BASH_SOURCE[0]}" "$@"
fi
if [ "$1" = redis-server ]; then set -- redis-server --protected-mode no "${@:2}"; fi
exec "$@"
