#!/usr/bin/env bash
# Makes the Node 24 base image the Dockerfile's NODE_IMAGE argument names, without a registry or a
# Docker engine (docs/deployment.md, "Building the image without Docker"): Debian bookworm from
# Debian's packages (mmdebstrap), Node 24 from the npm `node` package this project installs, npm
# from the npm registry, and a `node` user (uid 1000) as in the official node images.
# With --runtime, without npm: the base of the image's last stage (RUNTIME_IMAGE), which runs none.
# Usage: deploy/image/nodeBaseImage.sh [--runtime] [image name, default localhost/shop-node24-base]
set -euo pipefail
cd "$(dirname "$0")/../.."
with_npm=1
if [ "${1:-}" = "--runtime" ]; then
  with_npm=0
  shift
fi
image="${1:-localhost/shop-node24-base}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

node_binary="$(readlink -f node_modules/node/bin/node)"
if ! "$node_binary" --version | grep -q '^v24\.'; then
  echo "node_modules/node/bin/node is not Node 24: run npm ci first" >&2
  exit 1
fi
work="$(mktemp -d)"
container=""
cleanup() {
  if [ -n "$container" ]; then buildah rm "$container" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# npm itself, in the major version the project's lockfile is written with.
npm_hooks=()
if [ "$with_npm" = 1 ]; then
  (cd "$work" && npm pack --silent npm@11 >/dev/null)
  npm_hooks=(
    --customize-hook="tar -xzf '$work'/npm-*.tgz -C \"\$1/usr/local/lib/node_modules\" && mv \"\$1/usr/local/lib/node_modules/package\" \"\$1/usr/local/lib/node_modules/npm\""
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm" && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"'
  )
fi

# The machine's certificate authorities go in too when Node is told of extra ones: where the npm
# registry is reached through an intercepting proxy, npm ci inside the build needs its authority.
extra_authorities="${NODE_EXTRA_CA_CERTS:-}"

# Merged /usr set up by mmdebstrap's own hook, not the usrmerge package, which brings Perl (50 MB).
mmdebstrap --variant=minbase --format=tar --quiet \
  --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\" && cp '$node_binary' \"\$1/usr/local/bin/node\"" \
  "${npm_hooks[@]}" \
  --customize-hook='chroot "$1" groupadd --gid 1000 node && chroot "$1" useradd --uid 1000 --gid node --shell /bin/sh --create-home node' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/info/* "$1"/usr/share/locale/*' \
  bookworm "$work/rootfs.tar" "$mirror"

container="$(buildah from scratch)"
buildah add --quiet "$container" "$work/rootfs.tar" /
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd node "$container"
if [ -n "$extra_authorities" ] && [ -f "$extra_authorities" ]; then
  buildah copy --quiet "$container" "$extra_authorities" /etc/ssl/certs/extra-authorities.crt
  buildah config --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/extra-authorities.crt "$container"
fi
buildah commit --quiet --rm "$container" "$image" >/dev/null
container=""
echo "$image"
