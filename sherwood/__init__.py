"""Sherwood: five Robin Hood board and card games at one digital table."""

__version__ = "0.1.0"
