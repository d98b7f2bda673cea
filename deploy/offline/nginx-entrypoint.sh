#!/bin/sh
# Each /etc/nginx/templates/NAME.template becomes /etc/nginx/conf.d/NAME with the variables of the
# environment filled in; nginx's own ($uri, $host, …) stay as they are, as the official image does.
set -eu
if [ -d /etc/nginx/templates ]; then
  defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
  for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    target=/etc/nginx/conf.d/$(basename "$template" .template)
    envsubst "$defined" < "$template" > "$target"
  done
fi
exec "$@"
