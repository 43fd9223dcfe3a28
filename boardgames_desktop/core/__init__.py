"""The model layer: pure Python, never imports Qt."""
