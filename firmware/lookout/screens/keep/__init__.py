"""Thieves of the Black Keep's screens: start (from the games menu), setup, the hub (turn) and
its flows. Each module is imported only when its screen is wanted."""
