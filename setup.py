# Only here because pyproject.toml cannot add one mapped package to a found list:
# the top-level assets/ folder installs as boardgames_desktop.assets, so fonts
# and word lists travel with a plain (non-editable) install too.
from setuptools import find_packages, setup

PACKAGES = find_packages(include=["boardgames_desktop", "boardgames_desktop.*"])
setup(packages=[*PACKAGES, "boardgames_desktop.assets"])
