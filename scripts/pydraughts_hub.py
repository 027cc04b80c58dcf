#!/usr/bin/env python3
"""Drive `ENGINE_PATH hub` through pydraughts' Hub client and check what it gets back.

    python3 scripts/pydraughts_hub.py target/release/damier-engine

pydraughts (`pip install pydraughts`, import name `draughts`) is what lidraughts bots and
other Python tools use to talk to Hub engines; this checks that our engine works with it:
the handshake and params, `init`, `ping`, then a game of international draughts from the start
(two fixed moves that force a capture, then the engine playing both sides) under the three
kinds of limit pydraughts sends (depth, move time, clock). Every move and ponder move the
engine answers must be legal on a pydraughts Board, and the `info` pydraughts parsed must hold
the usual fields. Exits 0 on success; otherwise prints why to stderr and exits 1.
"""

from __future__ import annotations

import os
import signal
import sys
from typing import Any, NoReturn

#: Seconds the whole check may take before it counts as a hung engine.
DEADLINE = 120
#: Plies the engine plays after the fixed opening.
PLIES = 10


def fail(message: str) -> NoReturn:
    print(f"pydraughts_hub: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


try:
    import draughts
    from draughts.engine import HubEngine, Limit
except ImportError as error:
    fail(f"pydraughts is not installed ({error}); install it with: pip install pydraughts")


def legal_hub_moves(board: Any) -> list[str]:
    return sorted(m.hub_move for m in board.legal_moves())


def check_info(info: dict[str, Any], ply: int) -> None:
    """The fields pydraughts parses from our `info` lines, with the types it gives them."""
    for key, kind in (("depth", int), ("nodes", int), ("time", float), ("nps", float)):
        if not isinstance(info.get(key), kind):
            fail(f"ply {ply}: info lacks {key} as {kind.__name__}: {info}")
    score = info.get("score")
    if not (isinstance(score, dict) and ("cp" in score or "win" in score)):
        fail(f"ply {ply}: info score is not a cp or win value: {info}")
    if not isinstance(info.get("pv"), str) or not info["pv"]:
        fail(f"ply {ply}: info has no pv: {info}")


def main() -> None:
    if len(sys.argv) != 2:
        fail("usage: pydraughts_hub.py ENGINE_PATH")
    path = sys.argv[1]
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        fail(f"no engine program at '{path}' (build it first: cargo build --release)")

    def timed_out(_signum: int, _frame: Any) -> NoReturn:
        fail(f"no answer from '{path} hub' within {DEADLINE} s")

    signal.signal(signal.SIGALRM, timed_out)
    signal.alarm(DEADLINE)

    try:
        engine = HubEngine([path, "hub"])
    except OSError as error:
        fail(f"cannot start '{path} hub': {error}")
    except EOFError:
        fail(f"'{path} hub' ended during the handshake (no 'wait')")
    try:
        run(engine)
    except EOFError:
        fail("the engine ended its output unexpectedly")
    finally:
        if engine.p.poll() is None:
            engine.kill_process()
        for pipe in (engine.p.stdin, engine.p.stdout):
            if pipe:
                pipe.close()
    print("pydraughts_hub: ok")


def run(engine: Any) -> None:
    if engine.id.get("name") != "damier-engine":
        fail(f"id name is {engine.id.get('name')!r}, not 'damier-engine' (id: {engine.id})")
    for param in ("variant", "level", "hash"):
        if param not in engine.options:
            fail(f"no param {param} in the handshake (params: {sorted(engine.options)})")
    if not {"normal", "english", "dablot"} <= engine.variants:
        fail(f"the variant param lists {sorted(engine.variants)}")
    engine.setoption("variant", "normal")
    engine.init()
    engine.ping()

    board = draughts.Board(variant="standard")
    # 32-28 19-23: White must take 28x19 (the Hub form lists the captured square: 28x19x23).
    for text in ("32-28", "19-23"):
        board.push(draughts.Move(board, hub_move=text))
    limits = [Limit(depth=4), Limit(movetime=0.05), Limit(time=5, inc=0.1)]
    for ply in range(PLIES):
        limit = limits[ply % len(limits)]
        legal = legal_hub_moves(board)
        try:
            result = engine.play(board, limit, ponder=False)
        except (KeyError, ValueError, IndexError) as error:
            # pydraughts raises these when the move (or ponder move) matches no legal move.
            fail(f"ply {ply + 1}: an answer pydraughts cannot read as a legal move ({error!r}); legal: {legal}")
        move = result.move
        if move is None or move.hub_move not in legal:
            fail(f"ply {ply + 1}: move {getattr(move, 'hub_move', None)!r} is not one of {legal}")
        if ply == 0 and "x" not in move.hub_move:
            fail(f"the first answer must be the forced capture 28x19x23, not {move.hub_move}")
        check_info(result.info, ply + 1)
        ponder = result.ponder.hub_move if result.ponder else "-"
        print(f"ply {ply + 1}: {move.hub_move} (ponder {ponder}) depth {result.info['depth']} score {result.info['score']}")
        board.push(move)
        if board.is_over():
            break
    engine.ping()
    engine.quit()
    try:
        code = engine.p.wait(timeout=10)
    except Exception:  # noqa: BLE001 - subprocess.TimeoutExpired
        fail("the engine did not end after quit")
    if code != 0:
        fail(f"the engine ended with exit code {code} after quit")


if __name__ == "__main__":
    main()
