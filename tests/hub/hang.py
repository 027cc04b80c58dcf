#!/usr/bin/env python3
"""Damier test engine: hang."""
import sys

sys.dont_write_bytecode = True
import hub_script  # noqa: E402

hub_script.run("hang")
