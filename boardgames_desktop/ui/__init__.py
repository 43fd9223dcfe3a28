"""The Qt application shell."""
