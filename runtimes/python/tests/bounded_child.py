# SPDX-License-Identifier: MIT
"""Runs a reader in a child process with little memory and a time limit, so that one that
never stops (on /dev/zero, a pipe) fails its test instead of filling memory or hanging."""

import multiprocessing
import os


def _run(call, path, queue):
    import resource

    # The child's address space may grow by 64 MiB: reading on past that fails.
    with open("/proc/self/statm") as statm:
        mapped = int(statm.read().split()[0]) * os.sysconf("SC_PAGESIZE")
    limit = mapped + (64 << 20)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        call(path)
        queue.put("read")
    except MemoryError:
        queue.put("out of memory")
    except (ValueError, OSError) as error:
        queue.put(str(error))


def message_in_small_child(call, path, seconds=10):
    """What call(path) raised (its message), "read" when it returned, "out of memory", or
    None when it had not returned after `seconds`."""
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_run, args=(call, path, queue))
    child.start()
    child.join(seconds)
    if child.is_alive():
        child.kill()
        child.join()
        return None
    return queue.get(timeout=5)
