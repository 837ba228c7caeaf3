#!/usr/bin/env bash
# The container path an operator takes (README "Contêiner"), run for real with Debian's podman:
# 1. builds the Dockerfile's image, starts it with a volume for DATA_DIR, checks the first page,
#    signs a mother up and registers her baby through the API, takes a backup into the volume when
#    the tree has `npm run backup`, replaces the container by a new one on the same volume, signs
#    in again and finds the baby;
# 2. starts compose.yaml with Debian's podman-compose (two app processes on one PostgreSQL): the
#    session made on one process reads the baby on the other, and after `down` and `up` again the
#    mother signs in and finds her.
# It removes what it made, but for the images it makes from Debian's packages where no registry
# answers, kept as a cache (`podman rmi localhost/lumma-base:trixie-node
# localhost/lumma-check-postgres:15`).
#
# The last line is "container check: passed: …", "container check: failed: WHY" (exit 1) or
# "container check: skipped: WHY" (exit 0) where podman cannot run here, with the seconds taken.
# CONTAINER_BASE_IMAGE chooses the base image; otherwise the public node image when a registry
# answers, else one made from Debian's packages (trixie has Node.js 20.19).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
REGISTRY_BASE=docker.io/library/node:20-bookworm-slim
LOCAL_BASE=localhost/lumma-base:trixie-node
REGISTRY_POSTGRES=docker.io/library/postgres:15
LOCAL_POSTGRES=localhost/lumma-check-postgres:15
TAG=localhost/lumma-check:$$
NAME=lumma-check-$$
VOLUME=lumma-check-data-$$
PROJECT=lumma-check-$$
ORIGIN=http://localhost:3000
EMAIL=ana.container@example.com
PASSWORD=segredo1
PHOTO=src/web/public/icons/icon-192.png
work=$(mktemp -d)
container=''
made_volume=''
made_image=''
compose_up=''

log() { echo "== $*"; }

# Removes what the check made, then prints its last line and exits.
finish() { # CODE RESULT
  trap - EXIT ERR
  set +e
  [ -n "$container" ] && podman rm --force --time 5 "$container" >/dev/null 2>&1
  if [ -n "$compose_up" ]; then
    compose_down --volumes
    podman network rm --force "${PROJECT}_default" >/dev/null 2>&1
  fi
  [ -n "$made_volume" ] && podman volume rm --force "$VOLUME" >/dev/null 2>&1
  [ -n "$made_image" ] && podman rmi --force "$TAG" >/dev/null 2>&1
  rm -rf "$work"
  echo "container check: $2 ($((SECONDS - started)) s in all)"
  exit "$1"
}
skip() { finish 0 "skipped: $*"; }
fail() { finish 1 "failed: $*"; }
trap 'fail "line $LINENO of scripts/container-check.sh failed"' ERR
trap 'fail "interrupted"' INT TERM
trap 'fail "stopped early (exit $?)"' EXIT

# --- can podman run here? ---------------------------------------------------------------------

[ "$(id -u)" = 0 ] || skip "runs as root only (rootless podman needs subordinate ids set up for this user)"
install_debian() {
  command -v apt-get >/dev/null || return 1
  log "installing Debian's $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >"$work/apt.log" 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq >>"$work/apt.log" 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>"$work/apt.log" 2>&1; }
}
missing=()
command -v podman >/dev/null || missing+=(podman)
# crun, podman's usual runtime, fails on this kernel's mix of cgroup versions; runc works.
command -v runc >/dev/null || missing+=(runc)
[ ${#missing[@]} -eq 0 ] || install_debian "${missing[@]}" ||
  skip "no podman here, and Debian's ${missing[*]} cannot be installed (not Debian, or apt-get failed)"

# The defaults are too high for these machines: containers fail to start with them.
export CONTAINERS_CONF="$work/containers.conf"
cat >"$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
CONF

# --- the base image ---------------------------------------------------------------------------

debian_mirror() {
  curl -sfI -m 15 http://deb.debian.org/debian/dists/trixie/InRelease >/dev/null ||
    skip "no registry answers and Debian's mirror (deb.debian.org) cannot be reached to make $1"
  command -v mmdebstrap >/dev/null || install_debian mmdebstrap ||
    skip "no registry answers and mmdebstrap cannot be installed to make $1"
}

make_local_base() {
  debian_mirror 'a base image'
  log "no registry: making $LOCAL_BASE from Debian trixie's packages (mmdebstrap)"
  local at=$SECONDS
  # The host's own certificate authorities go in too, so that npm inside a build trusts what the
  # host trusts (a TLS-inspecting proxy on the way to the npm registry, as here).
  local hooks=()
  # shellcheck disable=SC2016 # mmdebstrap gives each hook the new system's root as $1.
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

registry=''
pull() { podman image exists "$1" || timeout 120 podman pull --quiet "$1" >/dev/null 2>&1; }
if [ -n "${CONTAINER_BASE_IMAGE:-}" ]; then
  base=$CONTAINER_BASE_IMAGE
elif pull "$REGISTRY_BASE"; then
  registry=yes
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
made_image=yes
podman build --quiet --build-arg BASE_IMAGE="$base" --tag "$TAG" . >"$work/build.log" 2>&1 ||
  { tail -30 "$work/build.log"; fail "podman build failed"; }
log "app image built in $((SECONDS - at)) s, $(podman image inspect --format '{{.Size}}' "$TAG" | awk '{printf "%d MB", $1 / 1e6}')"

port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
url=http://127.0.0.1:$port
podman volume create "$VOLUME" >/dev/null
made_volume=yes

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

# METHOD PATH JSON WHAT STATUS: calls $url with the cookie jar (JSON may be ''); fails unless
# STATUS. The answer's body is left in $work/body.
call() {
  local status
  status=$(curl -s -b "$work/cookies" -c "$work/cookies" -X "$1" -H "origin: $ORIGIN" \
    -H 'content-type: application/json' ${3:+--data "$3"} -o "$work/body" -w '%{http_code}' "$url$2")
  [ "$status" = "$5" ] || fail "$4 answered $status: $(head -c 300 "$work/body")"
}
sign_up() { # WHERE
  call POST /api/auth/sign-up/email \
    "{\"name\":\"Ana Souza\",\"phone\":\"+55 (11) 98765-4321\",\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" \
    "the sign-up $1" 200
  call POST /api/babies '{"name":"Helena","birthDate":"2026-10-01"}' "registering the baby $1" 201
  baby=$(sed -n 's/^{"baby":{"id":"\([^"]*\)".*/\1/p' "$work/body")
  local status
  status=$(curl -s -b "$work/cookies" -H "origin: $ORIGIN" -F "file=@$PHOTO;type=image/png" \
    -o "$work/body" -w '%{http_code}' "$url/api/babies/$baby/photo")
  [ "$status" = 200 ] || fail "Helena's photo $1 answered $status: $(head -c 300 "$work/body")"
  photo=$(sed -n 's/.*"photoUrl":"\([^"]*\)".*/\1/p' "$work/body")
}
sign_in() { # WHERE
  rm -f "$work/cookies"
  call POST /api/auth/sign-in/email "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\"}" "signing in $1" 200
}
find_helena() { # WHERE: her record and her photo, byte for byte
  call GET /api/babies '' "reading the babies $1" 200
  grep -q "\"name\":\"Helena\".*\"photoUrl\":\"$photo\"" "$work/body" ||
    fail "Helena and her photo are not there $1: $(cat "$work/body")"
  local status
  status=$(curl -s -b "$work/cookies" -o "$work/photo" -w '%{http_code}' "$url$photo")
  [ "$status" = 200 ] || fail "Helena's photo $1 answered $status"
  cmp -s "$work/photo" "$PHOTO" || fail "Helena's photo $1 is not the one sent"
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

rm -f "$work/cookies"
sign_up 'in the container'
log "signed up $EMAIL and registered Helena with her photo"

if node -e "process.exit(require('./package.json').scripts.backup ? 0 : 1)"; then
  podman exec "$container" npm run --silent backup >"$work/backup.log" 2>&1 ||
    { cat "$work/backup.log"; fail "npm run backup failed in the container"; }
  backups=$(podman exec "$container" ls /data/backups)
  [ -n "$backups" ] || fail "npm run backup left nothing in /data/backups"
  log "npm run backup wrote into the volume: $(echo "$backups" | tr '\n' ' ')"
else
  log "this tree has no npm run backup: the data's survival is checked without one"
fi

stop
start
sign_in 'in a new container on the same volume'
find_helena 'in a new container on the same volume'
log "a new container on the same volume: $EMAIL signs in and finds Helena and her photo"
stop
single=$((SECONDS - started))

# --- compose.yaml: two app processes on one PostgreSQL ------------------------------------------

command -v podman-compose >/dev/null || install_debian podman-compose ||
  finish 0 "passed: the image in $single s; compose.yaml not checked: Debian's podman-compose cannot be installed"

# What the public postgres image does on a first start (a cluster owned by POSTGRES_USER with
# POSTGRES_PASSWORD, and the database POSTGRES_DB), from Debian's PostgreSQL 15.
make_local_postgres() {
  debian_mirror 'a PostgreSQL image'
  log "no registry: making $LOCAL_POSTGRES from Debian bookworm's postgresql-15 (mmdebstrap)"
  local at=$SECONDS
  cat >"$work/first-start" <<'SH'
#!/bin/sh
set -eu
bin=/usr/lib/postgresql/15/bin
data=/var/lib/postgresql/data
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/password
  "$bin/initdb" --pgdata="$data" --username="$POSTGRES_USER" --pwfile=/tmp/password --auth=scram-sha-256
  rm /tmp/password
  echo 'host all all all scram-sha-256' >>"$data/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\"" | "$bin/postgres" --single -D "$data" -j postgres >/dev/null
fi
exec "$bin/postgres" -D "$data" -c listen_addresses='*' -c unix_socket_directories=/tmp
SH
  chmod 755 "$work/first-start"
  # shellcheck disable=SC2016 # mmdebstrap gives each hook the new system's root as $1.
  mmdebstrap --quiet --variant=minbase --include=postgresql-15 \
    --customize-hook="copy-in $work/first-start /usr/local/bin" \
    --customize-hook='chroot "$1" install -d -o postgres -g postgres -m 700 /var/lib/postgresql/data' \
    bookworm "$work/postgres.tar" >"$work/mmdebstrap.log" 2>&1 ||
    fail "mmdebstrap could not make the PostgreSQL image: $(tail -3 "$work/mmdebstrap.log")"
  podman import --quiet --change 'USER postgres' --change 'EXPOSE 5432' \
    --change 'CMD ["/usr/local/bin/first-start"]' "$work/postgres.tar" "$LOCAL_POSTGRES" >/dev/null
  rm -f "$work/postgres.tar"
  log "PostgreSQL image made in $((SECONDS - at)) s"
}
if [ -n "$registry" ] && pull "$REGISTRY_POSTGRES"; then
  postgres=$REGISTRY_POSTGRES
else
  podman image exists "$LOCAL_POSTGRES" || make_local_postgres
  postgres=$LOCAL_POSTGRES
fi

# compose.yaml as it is, but for the image just built (not built again) and that PostgreSQL.
cat >"$work/compose.check.yaml" <<YAML
services:
  app:
    image: $TAG
  db:
    image: $postgres
YAML
compose() {
  podman-compose --project-name "$PROJECT" --file compose.yaml --file "$work/compose.check.yaml" "$@" \
    >>"$work/compose.log" 2>&1
}
AUTH_SECRET=$(head -c 32 /dev/urandom | base64)
export AUTH_SECRET
apps=("${PROJECT}_app_1" "${PROJECT}_app_2")
# `down`, and the anonymous volume that the Dockerfile's `VOLUME /data` gave each app process.
compose_down() {
  local anonymous
  mapfile -t anonymous < <(podman inspect --format '{{range .Mounts}}{{.Name}} {{end}}' "${apps[@]}" 2>/dev/null |
    tr ' ' '\n' | grep -E '^[0-9a-f]{64}$')
  compose down "$@" || return 1
  [ ${#anonymous[@]} -eq 0 ] || podman volume rm --force "${anonymous[@]}" >/dev/null
}
app_url() { echo "http://127.0.0.1:$(podman port "$1" 3000 2>/dev/null | head -1 | sed 's/.*://')"; }

# Waits for both app processes, which start again until PostgreSQL takes connections.
compose_start() {
  compose_up=yes
  compose up --detach || { tail -20 "$work/compose.log"; fail "podman-compose up failed"; }
  local at=$SECONDS app
  for app in "${apps[@]}"; do
    until curl -sf -o /dev/null "$(app_url "$app")/api/health"; do
      [ $((SECONDS - at)) -lt 120 ] || { podman logs "$app" 2>&1 | tail -20; fail "$app: no answer after 120 s"; }
      sleep 1
    done
  done
  log "compose.yaml: ${apps[*]} answering after $((SECONDS - at)) s"
}

compose_start
rm -f "$work/cookies"
url=$(app_url "${apps[0]}")
sign_up "on ${apps[0]}"
url=$(app_url "${apps[1]}")
find_helena "on ${apps[1]} with the session made on ${apps[0]}"
log "signed up on ${apps[0]}; the same session finds Helena and her photo on ${apps[1]}"

compose_down || { tail -20 "$work/compose.log"; fail "podman-compose down failed"; }
compose_start
url=$(app_url "${apps[1]}")
sign_in "on ${apps[1]} after down and up"
find_helena "after down and up"
log "after down and up, $EMAIL signs in on ${apps[1]} and finds Helena and her photo"

finish 0 "passed: the image in $single s, compose.yaml in $((SECONDS - started - single)) s"
