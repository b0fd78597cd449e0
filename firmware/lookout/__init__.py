"""Lookout: a tabletop companion for thief-themed games (Raspberry Pi Pico firmware)."""
VERSION = "0.1.0"
