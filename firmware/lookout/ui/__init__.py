"""Widgets and the screen stack; everything here draws on a framebuf canvas only."""
