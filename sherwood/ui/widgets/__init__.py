"""Drawn widgets used by the game scene: the log panel and the tooltip."""
