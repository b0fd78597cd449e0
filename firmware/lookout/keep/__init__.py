"""Thieves of the Black Keep engine: hex grid, tiles, board, line of sight, thief moves."""
