#!/usr/bin/env bash
# The container path an operator takes (README "Contêiner"), run for real with Debian's podman:
# builds the Dockerfile's image, starts it with a volume for DATA_DIR, checks the first page,
# signs a mother up and registers her baby through the API, takes a backup into the volume when
# the tree has `npm run backup`, replaces the container by a new one on the same volume, signs in
# again and finds the baby. Removes what it made, but for the base image it builds where no
# registry answers (kept as a cache: `podman rmi localhost/lumma-base:trixie-node`).
#
# The last line is "container check: passed (N s)", "container check: failed: WHY" (exit 1) or
# "container check: skipped: WHY" (exit 0) where podman cannot run here.
# CONTAINER_BASE_IMAGE chooses the base image; otherwise the public node image when a registry
# answers, else one made from Debian's packages (trixie has Node.js 20.19).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
REGISTRY_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_BASE=localhost/lumma-base:trixie-node
TAG=localhost/lumma-check:$$
NAME=lumma-check-$$
VOLUME=lumma-check-data-$$
ORIGIN=http://localhost:3000
EMAIL=ana.container@example.com
PASSWORD=segredo1
work=$(mktemp -d)
container=''

log() { echo "== $*"; }

# Removes what the check made, then prints its last line and exits.
finish() { # CODE RESULT
  trap - EXIT ERR
  set +e
  [ -n "$container" ] && podman rm --force --time 5 "$container" >/dev/null 2>&1
  podman volume rm --force "$VOLUME" >/dev/null 2>&1
  podman rmi --force "$TAG" >/dev/null 2>&1
  rm -rf "$work"
  echo "container check: $2"
  exit "$1"
}
skip() { finish 0 "skipped: $*"; }
fail() { finish 1 "failed: $*"; }
trap 'fail "line $LINENO of scripts/container-check.sh failed"' ERR
trap 'fail "interrupted"' INT TERM
trap 'fail "stopped early (exit $?)"' EXIT

# --- can podman run here? ---------------------------------------------------------------------

[ "$(id -u)" = 0 ] || skip "runs as root only (rootless podman needs subordinate ids set up for this user)"
command -v apt-get >/dev/null || command -v podman >/dev/null || skip "no podman, and no apt-get to install Debian's"
install_debian() {
  log "installing Debian's $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >"$work/apt.log" 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq >>"$work/apt.log" 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>"$work/apt.log" 2>&1; } ||
    skip "podman is not installed and apt-get install $* failed: $(tail -1 "$work/apt.log")"
}
missing=()
command -v podman >/dev/null || missing+=(podman)
# crun, podman's usual runtime, fails on this kernel's mix of cgroup versions; runc works.
command -v runc >/dev/null || missing+=(runc)
[ ${#missing[@]} -eq 0 ] || install_debian "${missing[@]}"

# The defaults are too high for these machines: containers fail to start with them.
export CONTAINERS_CONF="$work/containers.conf"
cat >"$CONTAINERS_CONF" <<'EOF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
EOF

# --- the base image ---------------------------------------------------------------------------

make_local_base() {
  curl -sfI -m 15 http://deb.debian.org/debian/dists/trixie/InRelease >/dev/null ||
    skip "no registry answers and Debian's mirror (deb.debian.org) cannot be reached to make a base image"
  command -v mmdebstrap >/dev/null || install_debian mmdebstrap
  log "no registry: making $LOCAL_BASE from Debian trixie's packages (mmdebstrap)"
  local at=$SECONDS
  # The host's own certificate authorities go in too, so that npm inside a build trusts what the
  # host trusts (a TLS-inspecting proxy on the way to the npm registry, as here).
  local hooks=()
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    hooks+=(--customize-hook='copy-in /usr/local/share/ca-certificates /usr/local/share'
      --customize-hook='chroot "$1" update-ca-certificates')
  fi
  mmdebstrap --quiet --variant=minbase --include=ca-certificates,nodejs,npm "${hooks[@]}" \
    trixie "$work/rootfs.tar" >"$work/mmdebstrap.log" 2>&1 ||
    fail "mmdebstrap could not make the base image: $(tail -3 "$work/mmdebstrap.log")"
  podman import --quiet --change 'CMD ["node"]' "$work/rootfs.tar" "$LOCAL_BASE" >/dev/null
  rm -f "$work/rootfs.tar"
  log "base image made in $((SECONDS - at)) s"
}

if [ -n "${CONTAINER_BASE_IMAGE:-}" ]; then
  base=$CONTAINER_BASE_IMAGE
elif podman image exists "$REGISTRY_BASE" || timeout 120 podman pull --quiet "$REGISTRY_BASE" >/dev/null 2>&1; then
  base=$REGISTRY_BASE
else
  podman image exists "$LOCAL_BASE" || make_local_base
  base=$LOCAL_BASE
fi
log "base image $base"
podman run --rm "$base" node --version >"$work/node-version" 2>&1 ||
  skip "podman cannot run a container here: $(tail -1 "$work/node-version")"
log "node $(cat "$work/node-version") in the base image"

# --- build and first start --------------------------------------------------------------------

at=$SECONDS
podman build --quiet --build-arg BASE_IMAGE="$base" --tag "$TAG" . >"$work/build.log" 2>&1 ||
  { tail -30 "$work/build.log"; fail "podman build failed"; }
log "app image built in $((SECONDS - at)) s, $(podman image inspect --format '{{.Size}}' "$TAG" | awk '{printf "%d MB", $1 / 1e6}')"

port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
url=http://127.0.0.1:$port
podman volume create "$VOLUME" >/dev/null

start() {
  container=$(podman run --detach --name "$NAME" --volume "$VOLUME:/data" --publish "127.0.0.1:$port:3000" "$TAG")
  local at=$SECONDS
  until curl -sf -o /dev/null "$url/api/health"; do
    [ "$(podman inspect --format '{{.State.Running}}' "$container")" = true ] ||
      { podman logs "$container" 2>&1 | tail -20; fail "the container stopped during its start"; }
    [ $((SECONDS - at)) -lt 120 ] || { podman logs "$container" 2>&1 | tail -20; fail "no answer on $url after 120 s"; }
    sleep 1
  done
  log "answering on $url after $((SECONDS - at)) s"
}

# Stops it as an operator does (SIGTERM: the app finishes its requests and stops its database).
stop() {
  podman stop --time 60 "$container" >/dev/null
  local code
  code=$(podman inspect --format '{{.State.ExitCode}}' "$container")
  [ "$code" = 0 ] || { podman logs "$container" 2>&1 | tail -20; fail "the container exited with $code on SIGTERM"; }
  podman rm "$container" >/dev/null
  container=''
}

# METHOD PATH [JSON] WHAT STATUS: calls the API with the cookie jar; fails unless STATUS. The
# answer's body is left in $work/body.
call() {
  local status
  status=$(curl -s -b "$work/cookies" -c "$work/cookies" -X "$1" -H "origin: $ORIGIN" \
    -H 'content-type: application/json' ${3:+--data "$3"} -o "$work/body" -w '%{http_code}' "$url$2")
  [ "$status" = "$5" ] || fail "$4 answered $status: $(head -c 300 "$work/body")"
}

start

status=$(curl -s -o "$work/page" -w '%{http_code}' "$url/")
[ "$status" = 200 ] || fail "the first page answered $status"
grep -q 'O manual do seu bebê' "$work/page" || fail "the first page does not say 'O manual do seu bebê'"
log "first page: 200 with the landing's text"

# Nothing in the container runs as root, PostgreSQL included.
users=$(podman top "$container" user | tail -n +2 | sort -u | tr '\n' ' ')
[ "$users" = 'lumma ' ] || fail "the container's processes run as: $users"
log "every process runs as lumma"

call POST /api/auth/sign-up/email \
  "{\"name\":\"Ana Souza\",\"phone\":\"+55 (11) 98765-4321\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" \
  'the sign-up' 200
call POST /api/babies '{"name":"Helena","birthDate":"2026-10-01"}' 'registering the baby' 201
log "signed up $EMAIL and registered Helena"

if node -e "process.exit(require('./package.json').scripts.backup ? 0 : 1)"; then
  podman exec "$container" npm run --silent backup >"$work/backup.log" 2>&1 ||
    { cat "$work/backup.log"; fail "npm run backup failed in the container"; }
  backups=$(podman exec "$container" ls /data/backups)
  [ -n "$backups" ] || fail "npm run backup left nothing in /data/backups"
  log "npm run backup wrote into the volume: $(echo "$backups" | tr '\n' ' ')"
else
  log "this tree has no npm run backup: the data's survival is checked without one"
fi

# --- a new container on the same volume -------------------------------------------------------

stop
start
rm -f "$work/cookies"
call POST /api/auth/sign-in/email "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" \
  'signing in again in the new container' 200
call GET /api/babies '' 'reading the babies in the new container' 200
grep -q '"name":"Helena"' "$work/body" || fail "Helena is not in the new container: $(cat "$work/body")"
log "a new container on the same volume: $EMAIL signs in and finds Helena"
stop

finish 0 "passed ($((SECONDS - started)) s)"
