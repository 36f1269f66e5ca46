#!/bin/sh
# The live table's vendored module: the Discord Embedded App SDK, as pinned in
# activity/package-lock.json, bundled by esbuild (pinned there too) into one ES module,
# bot/web/static/vendor/discord-sdk.mjs. The bundle is committed, so the bot and its wheel need
# no Node.js; this script rebuilds it from the lock (`npm ci`, no CDN). With --check (what
# scripts/check.sh runs) it fails when the committed bundle is not what the lock builds.
# The browser tests' accessibility engine, axe-core (MPL-2.0, its licence banner kept), pinned
# in the same lock as a devDependency, is copied as it is to tests/browser/vendor/axe.min.js:
# committed too (the tests run without npm), and checked against the lock the same way.
set -e
cd "$(dirname "$0")/.."
out=bot/web/static/vendor/discord-sdk.mjs
axe=tests/browser/vendor/axe.min.js
if ! command -v npm >/dev/null 2>&1; then
    if [ "$1" = "--check" ]; then  # the committed bundle is what runs: nothing to build here
        echo "build_web.sh: no npm, the committed $out and $axe are not checked against" \
             "their lock" >&2
        exit 0
    fi
    echo "build_web.sh: npm (Node.js 20) is needed to build $out" >&2
    exit 1
fi
(cd activity && npm ci --silent --no-audit --no-fund)
built=$(mktemp)
trap 'rm -f "$built"' EXIT
version=$(node -p "require('./activity/node_modules/@discord/embedded-app-sdk/package.json').version")
activity/node_modules/.bin/esbuild activity/sdk.mjs --bundle --format=esm --minify \
    --banner:js="/*! @discord/embedded-app-sdk $version (MIT License) with zod, uuid,\
 eventemitter3, decimal.js-light, lodash.transform (MIT) and big-integer (Unlicense), bundled\
 by scripts/build_web.sh from activity/package-lock.json */" \
    --legal-comments=inline --log-level=warning --outfile="$built" --allow-overwrite
if [ "$1" = "--check" ]; then
    if ! cmp -s "$built" "$out"; then
        echo "build_web.sh: $out is not what activity/package-lock.json builds;" \
             "run scripts/build_web.sh and commit it" >&2
        exit 1
    fi
    if ! cmp -s activity/node_modules/axe-core/axe.min.js "$axe"; then
        echo "build_web.sh: $axe is not the axe-core of activity/package-lock.json;" \
             "run scripts/build_web.sh and commit it" >&2
        exit 1
    fi
else
    mkdir -p "$(dirname "$out")" "$(dirname "$axe")"
    cat "$built" >"$out"
    cp activity/node_modules/axe-core/axe.min.js "$axe"
fi
