"""Game rules and scoring cores: one pure module per game (no hardware, no framebuf)."""
