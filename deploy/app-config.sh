#!/bin/sh
# Runs when the container starts (as /docker-entrypoint.d/40-app-config.sh of the nginx image):
# writes the runtime configuration (config.js beside index.html) from the environment, and renders
# the nginx server block whose Content-Security-Policy allows exactly the configured hosts.
#
# Environment: API_URL, PAYMENT_API_URL, AUTH_API_URL, UPLOAD_URL, SOCKET_URL (service URLs; the
# others default to API_URL), PRODUCT_NAME, SESSION_SECRET, LISTEN_PORT (default 8080), and
# IMAGE_ORIGINS (origins, separated by spaces or commas, whose images may show: a storage or CDN the
# upload service answers with; default VITE_IMAGE_ORIGINS, the image's build-time value).
# Paths (overridable for tests): APP_HTML_DIR, APP_TEMPLATE_DIR, APP_CONF_DIR.
set -eu

APP_HTML_DIR="${APP_HTML_DIR:-/usr/share/nginx/html}"
APP_TEMPLATE_DIR="${APP_TEMPLATE_DIR:-/etc/nginx/app-templates}"
APP_CONF_DIR="${APP_CONF_DIR:-/etc/nginx/conf.d}"
LISTEN_PORT="${LISTEN_PORT:-8080}"

API_URL="${API_URL:-}"
PAYMENT_API_URL="${PAYMENT_API_URL:-}"
AUTH_API_URL="${AUTH_API_URL:-}"
UPLOAD_URL="${UPLOAD_URL:-}"
SOCKET_URL="${SOCKET_URL:-}"
PRODUCT_NAME="${PRODUCT_NAME:-}"
SESSION_SECRET="${SESSION_SECRET:-}"
IMAGE_ORIGINS="${IMAGE_ORIGINS:-${VITE_IMAGE_ORIGINS:-}}"

fail() {
  echo "app-config: $*" >&2
  exit 1
}

# A JSON string: backslashes and quotes escaped, control characters dropped.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# The origin of an http(s) URL, strictly (no spaces, quotes or semicolons can reach the CSP).
origin_of() {
  [ -n "$1" ] || return 0
  origin=$(printf '%s' "$1" | sed -nE 's#^(https?://[A-Za-z0-9.-]+(:[0-9]+)?)(/[^[:space:]"'"'"';]*)?$#\1#p')
  [ -n "$origin" ] || fail "$2 is not an http(s) URL: $1"
  printf '%s' "$origin"
}

case "$LISTEN_PORT" in
  '' | *[!0-9]*) fail "LISTEN_PORT must be a number: $LISTEN_PORT" ;;
esac

api=$(origin_of "$API_URL" API_URL)
payment=$(origin_of "${PAYMENT_API_URL:-$API_URL}" PAYMENT_API_URL)
auth=$(origin_of "${AUTH_API_URL:-$API_URL}" AUTH_API_URL)
upload=$(origin_of "${UPLOAD_URL:-$API_URL}" UPLOAD_URL)
socket=$(origin_of "${SOCKET_URL:-$API_URL}" SOCKET_URL)
socket_ws=$(printf '%s' "$socket" | sed 's#^http#ws#')

# each distinct host once, in a stable order
unique() {
  printf '%s\n' "$@" | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ *$//'
}
connect=$(unique "$api" "$payment" "$auth" "$upload" "$socket" "$socket_ws")
image_origins=''
for one in $(printf '%s' "$IMAGE_ORIGINS" | tr ',' ' '); do
  image_origins="$image_origins $(origin_of "$one" IMAGE_ORIGINS)"
done
# shellcheck disable=SC2086 # one origin per word
images=$(unique "$upload" "$api" $image_origins)
CSP_CONNECT_SRC="${connect:+ $connect}"
CSP_IMG_SRC="${images:+ $images}"

mkdir -p "$APP_CONF_DIR"
{
  echo '// Written at container start by app-config.sh from the environment.'
  printf 'window.__APP_CONFIG__ = {'
  sep=''
  for key in API_URL PAYMENT_API_URL AUTH_API_URL UPLOAD_URL SOCKET_URL PRODUCT_NAME SESSION_SECRET; do
    eval "value=\${$key}"
    if [ -n "$value" ]; then
      printf '%s"%s": %s' "$sep" "$key" "$(json_string "$value")"
      sep=', '
    fi
  done
  echo '};'
} >"$APP_HTML_DIR/config.js.tmp"
mv "$APP_HTML_DIR/config.js.tmp" "$APP_HTML_DIR/config.js"

export LISTEN_PORT APP_HTML_DIR APP_CONF_DIR CSP_CONNECT_SRC CSP_IMG_SRC
vars='${LISTEN_PORT} ${APP_HTML_DIR} ${APP_CONF_DIR} ${CSP_CONNECT_SRC} ${CSP_IMG_SRC}'
envsubst "$vars" <"$APP_TEMPLATE_DIR/default.conf.template" >"$APP_CONF_DIR/default.conf"
envsubst "$vars" <"$APP_TEMPLATE_DIR/security-headers.inc.template" >"$APP_CONF_DIR/security-headers.inc"

echo "app-config: config.js written; connect-src 'self'${CSP_CONNECT_SRC}"
