# SPDX-License-Identifier: MIT
# Sourced by the build scripts: with ccache installed (scripts/setup.sh --tests), compilers run
# through it, and a build in another folder (CI's fresh clone) reuses what this machine
# compiled before. Paths are taken relative to the tree, and the build folder is not part of
# the key: a cached object's debug information may name the folder it was first built in.
ccache_args=()
if command -v ccache >/dev/null && [ "${BENCHWIRE_NO_CCACHE:-0}" != 1 ]; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root}
  export CCACHE_NOHASHDIR=1
  ccache_args=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
