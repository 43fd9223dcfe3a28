"""Real saves of every registered game (``samples``) and seeded ways to damage
them (``damage``), shared by the save fuzz, the start-up test, the kill -9
test and the soak."""
