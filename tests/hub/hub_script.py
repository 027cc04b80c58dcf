"""A tiny Hub engine for Damier's tests: it speaks the protocol's handshake and answers `go`
as its behaviour says (the file that imports it names the behaviour). Asked to analyse
(`go analyze`), the good one gives two lines of the position and waits for `stop`; with
`log`, every line it receives is written to that file."""

import sys

# The scripted replies as Black from the international start: after 32-28, 19-23; after
# 28x19, 14x23.
REPLIES = {1: "19-23", 3: "14x23"}
# The lines it gives when it analyses: from the start, and after 32-28.
LINES = {0: "32-28 19-23", 1: "19-23 28x19x23"}


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def analyse(behaviour, plies):
    if behaviour == "garbled":
        say('info depth=1 score=lots pv="32-28"')
        return
    pv = LINES.get(plies)
    if pv is None:
        return
    for depth, score in ((1, "0.05"), (2, "0.12")):
        say(f'info depth={depth} score={score} nodes={depth * 1000} time=0.{depth} nps=0.01 pv="{pv}"')


def run(behaviour, log=None):
    if behaviour == "nonsense":
        say("hello, I am not a Hub engine")
        return
    plies = 0
    analysing = False
    for line in sys.stdin:
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(line)
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "hub":
            say('id name="Scripted ' + behaviour + '" version=1.0 author="Damier tests"')
            say('param name=variant value=normal type=enum values="normal english dablot"')
            say("param name=hash value=16 type=int min=1 max=64")
            say("wait")
        elif command == "init":
            say("ready")
        elif command == "pos":
            moves = line.split('moves="')[1].split('"')[0].split() if 'moves="' in line else []
            plies = len(moves)
        elif command == "go":
            if behaviour == "hang":
                continue
            if behaviour == "crash":
                sys.exit(3)
            if behaviour == "illegal":
                say("done move=33-28")
            elif "analyze" in words:
                analysing = True
                analyse(behaviour, plies)
            else:
                say("done move=" + REPLIES.get(plies, "1-2"))
        elif command == "ping" and behaviour != "hang":
            say("pong")
        elif command == "stop" and analysing:
            analysing = False
            say("done move=" + LINES.get(plies, "").split(" ")[0])
        elif command == "quit":
            return
