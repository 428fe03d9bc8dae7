"""constraints.txt pins every package `make test` and `make dist` install by name, within the
ranges pyproject.toml allows, so that every fresh machine runs the same tools."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]


def pins() -> dict[str, str]:
    found = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([A-Za-z0-9_.+-]+)", line)
            assert match, f"not an exact pin: {line!r}"
            found[canonicalize_name(match[1])] = match[2]
    return found


def test_every_direct_requirement_is_pinned_within_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    pinned = pins()
    for text in [*project["dependencies"], *extras["test"], *extras["dist"]]:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{name} is not in constraints.txt"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (text, pinned[name])
