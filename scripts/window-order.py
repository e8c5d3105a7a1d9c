#!/usr/bin/env python3
"""The functions a window session runs, as a linker symbol-ordering file.

Usage: window-order.py CALLGRIND_OUT... > scripts/window.order

Every instruction callgrind counted in the program a profile ran (its `cmd:` line) is
mapped to the function that contains it, by that program's symbol table; the functions'
names are printed one per line, those more profiles ran first (then by name, for stable
diffs). lld's --symbol-ordering-file puts their sections first, in that order: the code a
window runs lies in a few MB of pages instead of across the binary's 26 MB of text (each
page fault maps the 64 KB around it), what every session runs closest together.
"""
import bisect
import collections
import functools
import os
import subprocess
import sys


@functools.lru_cache(maxsize=None)
def functions(binary):
    """(address, size, name) of every defined function, by address."""
    out = subprocess.run(["nm", "-nS", "--defined-only", binary], check=True,
                         capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        fields = line.split(maxsplit=3)
        if len(fields) == 4 and fields[2] in "tTwW":
            found.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return found


def executed(path, binary_name):
    """(function name callgrind gave, address) of every cost line in that binary's code."""
    current_object = None
    current_function = None
    with open(path, errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                current_object = os.path.basename(line[3:].strip())
            elif line.startswith("fn="):
                current_function = line[3:].strip()
            elif line.startswith("0x") and current_object == binary_name:
                yield current_function, int(line.split()[0], 16)


def main():
    profiles = sys.argv[1:]
    if not profiles:
        sys.exit(__doc__.strip().splitlines()[2])
    runs = collections.Counter()  # function: how many profiles ran it
    for profile in profiles:
        program = profile_binary(profile)
        table = functions(program)
        starts = [entry[0] for entry in table]
        by_name = {name: address for address, _, name in table}
        samples = list(executed(profile, os.path.basename(program)))
        # A position-independent binary is loaded at an address of valgrind's choosing:
        # the load base is what most (function, address) pairs agree on, page-aligned.
        bases = collections.Counter(
            (address - by_name[function]) & ~0xFFF
            for function, address in samples if function in by_name)
        if not bases:
            continue  # a forked child that ran none of it
        base = bases.most_common(1)[0][0]
        ran = set()
        for _, address in samples:
            offset = address - base
            index = bisect.bisect_right(starts, offset) - 1
            if index >= 0 and offset < table[index][0] + max(1, table[index][1]):
                ran.add(table[index][2])
        runs.update(ran)
    if not runs:
        sys.exit("window-order: the profiles ran none of their program's functions")
    ordered = sorted(runs, key=lambda name: (-runs[name], name))
    sys.stdout.write("".join(name + "\n" for name in ordered))


def profile_binary(profile):
    """The program callgrind ran, from the profile's `cmd:` line."""
    with open(profile, errors="replace") as lines:
        for line in lines:
            if line.startswith("cmd:"):
                return line.split()[1]
    sys.exit(f"window-order: {profile} names no command")


if __name__ == "__main__":
    main()
