#!/usr/bin/env python3
"""Damier test engine: garbled."""
import sys

sys.dont_write_bytecode = True
import hub_script  # noqa: E402

hub_script.run("garbled")
