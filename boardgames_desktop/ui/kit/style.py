"""The look of the shell, read from :mod:`boardgames_desktop.theme`.

One palette and one style sheet for every window, so launcher, main window and
dialogs feel like one calm app: paper background, ink text, generous targets,
a warm highlight on hover.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QFont, QPalette

from ... import theme

FONT_FAMILY = "Noto Sans"
BASE_POINT_SIZE = 11

#: A segment button's padding left and right (the launcher sizes segments for bold text).
SEGMENT_PADDING_X = 14

#: A very light surface for inputs and lists, a touch warmer than white.
SURFACE = "#FFFDF8"


def palette() -> QPalette:
    p = QPalette()
    ink, paper, deep = QColor(theme.INK), QColor(theme.PAPER), QColor(theme.PAPER_DEEP)
    soft = QColor(theme.INK_SOFT)
    roles = {
        QPalette.ColorRole.Window: paper,
        QPalette.ColorRole.WindowText: ink,
        QPalette.ColorRole.Base: QColor(SURFACE),
        QPalette.ColorRole.AlternateBase: deep,
        QPalette.ColorRole.Text: ink,
        QPalette.ColorRole.Button: deep,
        QPalette.ColorRole.ButtonText: ink,
        QPalette.ColorRole.ToolTipBase: QColor(SURFACE),
        QPalette.ColorRole.ToolTipText: ink,
        QPalette.ColorRole.Highlight: QColor(theme.HIGHLIGHT),
        QPalette.ColorRole.HighlightedText: ink,
        QPalette.ColorRole.PlaceholderText: soft,
        QPalette.ColorRole.Link: QColor("#3A72B5"),
    }
    for role, colour in roles.items():
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(theme.RULE))
    return p


def app_font() -> QFont:
    font = QFont(FONT_FAMILY, BASE_POINT_SIZE)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


CHEVRON = (Path(__file__).resolve().parent / "chevron-down.svg").as_posix()


def stylesheet() -> str:
    t = theme
    return f"""
QToolTip {{ color: {t.INK}; background: {SURFACE}; border: 1px solid {t.RULE}; padding: 4px; }}
QPushButton, QToolButton {{
    background: {t.PAPER_DEEP}; color: {t.INK};
    border: 1px solid {t.RULE}; border-radius: 8px;
    padding: 8px 18px; min-height: 24px;
}}
QPushButton:hover, QToolButton:hover {{ background: {t.HIGHLIGHT_SOFT}; border-color: {t.HIGHLIGHT}; }}
QPushButton:pressed, QToolButton:pressed {{ background: {t.HIGHLIGHT}; }}
QPushButton:focus {{ border: 2px solid {t.HIGHLIGHT}; }}
QPushButton:disabled {{ color: {t.RULE}; background: {t.PAPER}; border-color: {t.PAPER_DEEP}; }}
QPushButton[primary="true"] {{
    background: {t.INK}; color: {t.PAPER}; border-color: {t.INK};
    font-weight: bold; padding: 10px 28px;
}}
QPushButton[primary="true"]:hover {{ background: #4A423A; border-color: {t.HIGHLIGHT}; }}
QPushButton[primary="true"]:pressed {{ background: {t.HIGHLIGHT}; color: {t.INK}; }}
QPushButton[primary="true"]:disabled {{ color: {t.RULE}; background: {t.PAPER}; border-color: {t.RULE}; }}
QLineEdit, QComboBox, QSpinBox {{
    background: {SURFACE}; color: {t.INK};
    border: 1px solid {t.RULE}; border-radius: 6px;
    padding: 5px 8px; min-height: 26px;
}}
QLineEdit:hover, QComboBox:hover, QSpinBox:hover {{ border-color: {t.HIGHLIGHT}; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border: 2px solid {t.HIGHLIGHT}; }}
QComboBox {{ padding-right: 30px; }}
QComboBox::drop-down {{
    subcontrol-origin: padding; subcontrol-position: center right;
    width: 28px; border: none; background: transparent;
}}
QComboBox::down-arrow {{ image: url({CHEVRON}); width: 16px; height: 16px; }}
QComboBox QAbstractItemView {{
    background: {SURFACE}; selection-background-color: {t.HIGHLIGHT_SOFT}; selection-color: {t.INK};
}}
QListWidget, QTextBrowser, QPlainTextEdit {{
    background: {SURFACE}; border: 1px solid {t.PAPER_DEEP}; border-radius: 8px; padding: 4px;
}}
QListWidget::item {{ padding: 4px 6px; border-radius: 4px; }}
QListWidget::item:hover {{ background: {t.PAPER_DEEP}; }}
QListWidget::item:selected {{ background: {t.HIGHLIGHT_SOFT}; color: {t.INK}; }}
/* The logs wrap long lines: their rows measure and pad their words themselves
   (ui/kit/wraprows.py); the list pads its sides. */
QListWidget#moveLog, QListWidget#reviewLog {{ padding: 4px 6px; }}
QListWidget#moveLog::item, QListWidget#reviewLog::item {{ padding: 0; }}
QListWidget#gameList {{ outline: none; padding: 6px; }}
QListWidget#gameList::item {{ margin: 3px 0; border-radius: 8px; border: 1px solid transparent; }}
QListWidget#gameList::item:hover {{ background: {t.PAPER_DEEP}; }}
QListWidget#gameList::item:selected {{ background: {t.HIGHLIGHT_SOFT}; border: 1px solid {t.HIGHLIGHT}; }}
QPushButton[segment="true"] {{ padding: 6px {SEGMENT_PADDING_X}px; }}
QPushButton[segment="true"]:checked {{
    background: {t.INK}; color: {t.PAPER}; border-color: {t.INK}; font-weight: bold;
}}
QMenuBar {{ background: {t.PAPER}; color: {t.INK}; padding: 2px; }}
QMenuBar::item {{ padding: 6px 12px; border-radius: 6px; }}
QMenuBar::item:selected {{ background: {t.PAPER_DEEP}; }}
QMenu {{ background: {SURFACE}; color: {t.INK}; border: 1px solid {t.RULE}; padding: 4px; }}
QMenu::item {{ padding: 7px 28px 7px 24px; border-radius: 4px; }}
QMenu::item:selected {{ background: {t.HIGHLIGHT_SOFT}; }}
QMenu::item:disabled {{ color: {t.RULE}; }}
QMenu::separator {{ height: 1px; background: {t.PAPER_DEEP}; margin: 4px 8px; }}
QStatusBar {{ background: {t.PAPER_DEEP}; color: {t.INK}; }}
QSplitter::handle {{ background: {t.PAPER_DEEP}; }}
QSplitter::handle:hover {{ background: {t.HIGHLIGHT_SOFT}; }}
QScrollBar:vertical {{ background: transparent; width: 12px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {t.RULE}; border-radius: 4px; min-height: 32px; }}
QScrollBar::handle:vertical:hover {{ background: {t.INK_SOFT}; }}
QScrollBar:horizontal {{ background: transparent; height: 12px; margin: 2px; }}
QScrollBar::handle:horizontal {{ background: {t.RULE}; border-radius: 4px; min-width: 32px; }}
QScrollBar::handle:horizontal:hover {{ background: {t.INK_SOFT}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QAbstractScrollArea::corner {{ background: transparent; }}
QLabel[role="heading"] {{ font-size: 20pt; font-weight: bold; color: {t.INK}; }}
QLabel[role="subheading"] {{ font-size: 13pt; font-weight: bold; color: {t.INK}; }}
QLabel[role="muted"] {{ color: {t.INK_SOFT}; }}
QCheckBox {{ spacing: 10px; min-height: 32px; }}
QCheckBox::indicator {{ width: 20px; height: 20px; }}
QCheckBox:hover {{ color: {t.INK}; }}
QFrame[role="panel"] {{ background: {t.PAPER_DEEP}; border-radius: 10px; }}
QLabel[role="lead"] {{ font-size: 12pt; color: {t.INK_SOFT}; }}
QLabel[role="error"] {{ font-size: 12pt; color: {t.DANGER}; }}
QLabel[role="cardTitle"] {{ font-size: 14pt; font-weight: bold; background: transparent; }}
QLabel[role="cardDetails"] {{ color: {t.INK_SOFT}; background: transparent; }}
QScrollArea#seatArea, QWidget#seatHolder {{ background: transparent; }}
QLabel[role="outcome"] {{ font-size: 13pt; }}
QLabel[role="tiebreak"] {{ font-size: 12pt; font-style: italic; color: {t.INK}; }}
QLabel[role="tableHeading"] {{ color: {t.INK_SOFT}; font-weight: bold; }}
"""
