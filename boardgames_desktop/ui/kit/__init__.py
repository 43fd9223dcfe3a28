"""A small widget kit that the game views and the shell share; it never imports the shell."""
