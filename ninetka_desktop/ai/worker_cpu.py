"""What the system says of a worker process, for the AI's watchdog: whether it is waiting for a
processor and how much processor time it has had (Linux's ``/proc``; None elsewhere).

A search that overruns its time cap because the machine is busy (the workers run at the lowest
priority, so any busy program comes first) is starved, not hung: it is runnable and has had
less processor time than the wall clock says. A hung one sleeps (waits forever on something) or
spins with the processor to itself."""

from __future__ import annotations

import os
from dataclasses import dataclass

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True, slots=True)
class WorkerUsage:
    #: Runnable (running or waiting for a processor), not sleeping.
    runnable: bool
    #: Processor time of all its threads, in seconds.
    cpu_seconds: float


def usage(pid: int) -> WorkerUsage | None:
    """``pid``'s state and processor time, or None where the system does not say."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            data = stat.read(4096)
    except OSError:
        return None
    # After the command name (which may hold spaces and parentheses): state, then fields 4-...;
    # utime and stime are the 14th and 15th fields of the line.
    fields = data[data.rfind(b")") + 2 :].split()
    try:
        ticks = int(fields[11]) + int(fields[12])
    except (IndexError, ValueError):
        return None
    return WorkerUsage(fields[0] == b"R", ticks / _TICKS)


def total(pids: list[int]) -> WorkerUsage | None:
    """The workers ``pids`` together: runnable when any is, their processor time summed; None
    when the system does not say for one of them."""
    found = [usage(pid) for pid in pids]
    if not found or any(u is None for u in found):
        return None
    return WorkerUsage(
        any(u.runnable for u in found if u is not None),
        sum(u.cpu_seconds for u in found if u is not None),
    )
