# The type checker's view of boardgames_desktop.assets: the top-level assets/ folder,
# which installs as that package ([tool.setuptools.package-dir] in pyproject.toml), so
# mypy, reading this source tree, cannot find it here. Keep in step with assets/__init__.py.
from pathlib import Path

ROOT: Path

def path(*parts: str) -> Path: ...
