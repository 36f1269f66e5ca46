"""The process's memory: how much of it is resident, and its C heap, where Python, SQLite and
Pillow get their memory from (glibc's malloc).

glibc gives a thread that allocates while another does an arena of its own, up to eight per
core, and memory freed in an arena is seldom given back to the system: a bot whose event
loop, SQLite connection and drawing threads each filled an arena of their own grows for
thousands of games. Measured with `prbot bench service --finished` (docs/performance.md): from
20 to 60 finished games the resident memory grew 9.4 MiB with glibc's arenas as they come,
2.5 MiB with two. `limit_arenas` caps them for the bot's process, as MALLOC_ARENA_MAX would,
from the moment it is called (the threads started after it share the arenas there are); an
operator's own MALLOC_ARENA_MAX is left as it is. Elsewhere than on glibc nothing is done.
"""

from __future__ import annotations

import ctypes
import os

ARENAS = 2  # the main thread's and one for every other thread
M_ARENA_MAX = -8  # mallopt's parameter, in glibc's malloc.h


def resident_mib() -> float:
    """This process's resident memory (VmRSS), in MiB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise OSError("no VmRSS in /proc/self/status")


def glibc() -> ctypes.CDLL | None:
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:  # not glibc (musl, macOS, Windows)
        return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_info") else None


def limit_arenas(count: int = ARENAS) -> bool:
    """At most `count` malloc arenas from now on; whether the limit was set (not where the
    operator set MALLOC_ARENA_MAX, nor elsewhere than on glibc)."""
    libc = glibc()
    if libc is None or os.environ.get("MALLOC_ARENA_MAX"):
        return False
    return bool(libc.mallopt(M_ARENA_MAX, count))


def arenas() -> int | None:
    """How many arenas malloc has now (glibc's malloc_info: one <heap> each); None elsewhere
    than on glibc."""
    libc = glibc()
    if libc is None:
        return None
    libc.open_memstream.restype = ctypes.c_void_p
    libc.malloc_info.argtypes = (ctypes.c_int, ctypes.c_void_p)
    libc.fclose.argtypes = (ctypes.c_void_p,)
    text, size = ctypes.c_char_p(), ctypes.c_size_t()
    stream = libc.open_memstream(ctypes.byref(text), ctypes.byref(size))
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    try:
        return ctypes.string_at(text, size.value).count(b"<heap nr=")
    finally:
        libc.free(text)
