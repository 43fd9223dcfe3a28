"""The in-app rules (placeholder until the full text is written)."""

from ...core.i18n import _


def rules_text() -> str:
    return _("# Tokaido Duo")
