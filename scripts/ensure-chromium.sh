#!/usr/bin/env bash
# Prints the path of a Chromium executable, installing the Debian package when none is on PATH.
# Idempotent: a second run finds the installed browser and installs nothing.
# Used by the playground browser test (playwright-core ships no browsers).
set -u

find_browser() {
  command -v chromium 2>/dev/null || command -v chromium-browser 2>/dev/null
}

if path="$(find_browser)"; then
  echo "$path"
  exit 0
fi

# Run apt-get as root, or through passwordless sudo; otherwise there is no way to install.
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "ensure-chromium: no chromium on PATH and not root (no passwordless sudo) to install it" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no chromium on PATH and no apt-get to install it" >&2
  exit 1
fi

install() {
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y --no-install-recommends chromium >&2
}

# A fresh container often has no package lists; fetch them only when the first attempt fails.
if ! install; then
  echo "ensure-chromium: install failed; running apt-get update and retrying" >&2
  "${as_root[@]}" apt-get update >&2 && install
fi

if path="$(find_browser)"; then
  echo "$path"
  exit 0
fi
echo "ensure-chromium: could not install chromium with apt-get (see the output above)" >&2
exit 1
