"""Feature screens (menu, players, dice, scorepad, timer, settings, games)."""
