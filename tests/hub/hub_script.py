"""A tiny Hub engine for Damier's tests: it speaks the protocol's handshake and answers `go`
as its behaviour says (the file that imports it names the behaviour)."""

import sys

# The scripted replies as Black from the international start: after 32-28, 19-23; after
# 28x19, 14x23.
REPLIES = {1: "19-23", 3: "14x23"}


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def run(behaviour):
    if behaviour == "nonsense":
        say("hello, I am not a Hub engine")
        return
    plies = 0
    for line in sys.stdin:
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
            else:
                say("done move=" + REPLIES.get(plies, "1-2"))
        elif command == "quit":
            return
