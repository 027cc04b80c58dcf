### Damier: the English texts, the reference catalogue (Fluent, https://projectfluent.org).
### Every other catalogue has exactly these messages, each with the same $arguments (checked by
### the tests in src/i18n/tests.rs). Numbers are written by Damier in each language's own form
### (a decimal comma in French, Walloon and Croatian); a count picks its plural form with
### { $n -> [one] ... *[other] ... } (the CLDR categories of the language).
###
### Arguments that select a word rather than print one:
###   $color: white or black; $game: international, english or dablot; $level: 1 to 6;
###   $piece: man, king, warrior, prince or dablot-king.

app-title = Damier

## Shared words, referenced by the messages below (they take the caller's arguments).

color-name =
    { $color ->
        [white] White
       *[black] Black
    }
game-name =
    { $game ->
        [international] International draughts
        [english] English checkers
       *[dablot] Dablot Prejjesne
    }
level-name =
    { $level ->
        [1] Beginner
        [2] Novice
        [3] Club
        [4] Strong
        [5] Expert
       *[6] Master
    }
# The Dablot king is the same word as the draughts king in English, not in every language
# (French "roi" against "dame", Croatian "kralj" against "dama").
piece-name =
    { $piece ->
        [man] man
        [king] king
        [warrior] warrior
        [prince] prince
       *[dablot-king] king
    }

## Menus

menu-game = Game
menu-new = New game…
menu-open = Open PDN…
menu-save = Save PDN…
menu-copy-fen = Copy position (FEN)
menu-copy-pdn = Copy game (PDN)
menu-quit = Quit

menu-view = View
view-flip = Flip board
view-white-at-bottom = Always White at the bottom
view-labels = Square numbers
view-animate = Animate moves
view-mute = Mute sounds
view-animation-speed = Animation speed
# The animation speed slider's value, in milliseconds.
view-animation-ms = { $ms } ms
view-language = Language

menu-help = Help
help-rules = Rules — { game-name }
help-about = About Damier

## About

about-heading = { app-title } { $version }
about-text = Damier plays international draughts, English checkers and Dablot Prejjesne.
about-licence = Free software under the { $licence } licence.
about-sources-title = The rules texts
about-sources = International draughts: “Draughts: the official rules for beginners”, in Walloon, in French and, its first eleven rules, in Croatian. English checkers: the rules of a computer draughts game, in French. Dablot Prejjesne: a French page on the Sámi game, with the other descriptions of the game for what it leaves open. Each text is translated for Damier; the rules window names its source.
about-credits-title = Credits
about-credits = Written by the Damier team in Rust with egui and eframe. The interface's Walloon, French and Croatian texts are the team's own translations.

## The board, for screen readers

a11y-square = Square { $square }
a11y-point = Point { $square }
a11y-piece = { color-name } { piece-name } on { $square }
board-paths = Choose the capture

## New game

new-title = New game
new-game = Game
new-opponent = Opponent
new-computer = Computer
new-two-players = Two players at this screen
new-level = Level
# An entry of the level list: "3. Club".
new-level-item = { $level }. { level-name }
new-threads = Processor cores for the computer
new-side = You play
new-side-white = White
new-side-black = Black
new-side-lot = By lot
new-rule24 = Rule 24 (few pieces against a lone king)
new-rule24-seed = As the rules text says: a draw at once
new-rule24-fmjd = FMJD: after 16 or 5 moves; 25 king moves
new-clock = Clock
new-no-clock = No clock
new-minutes = Minutes per player
new-increment = Increment (seconds per move)
new-touch-move = Touch-move (a piece touched must be played)
new-inactivity = Inactivity rule (a warning after 5 minutes without a move)
new-strict-inactivity = Strict: lose the game a minute after the warning
new-fen-hint = A position to start from, in FEN (Forsyth–Edwards Notation); left empty, the game starts from its start position, shown greyed
# $n: the number of this English game against the computer.
new-english-you-start = In English checkers the players take turns to start: this is game { $n }, you start (and play Black)
new-english-computer-starts = In English checkers the players take turns to start: this is game { $n }, the computer starts (and plays Black)
new-start = Start
dialog-cancel = Cancel

## The side panel

panel-moves = Moves
panel-you = You
panel-player = Player
panel-computer = Computer ({ level-name })
panel-tables-building = Building the endgame databases (the computer plays on without them meanwhile)…
panel-tables-ready = Endgame databases: up to { $pieces } pieces

action-takeback = Take back
action-redo = Redo
action-hint = Hint
action-move-now = Move now
action-flip = Flip
action-pause = Pause
action-resume = Resume
action-offer-draw = Offer draw
action-resign = Resign
action-enter-move = Type a move (e.g. { $example })
action-play = Play

# Two people at one screen: $color offered a draw, the other side answers.
draw-offered = { color-name } offers a draw
draw-accept = Accept
draw-decline = Decline

## The status line

status-to-move = { color-name } to move
status-your-move = Your move ({ color-name })
status-thinking = The computer is thinking…
# $score: the computer's view of the position in men, already written with its sign (+0.25).
status-thinking-info = Thinking: depth { $depth }, score { $score }
status-capture-compulsory = Capture is compulsory: only the pieces that can capture may move
status-capture-majority = Capture is compulsory: the most pieces must be taken
status-no-piece = There is no piece of yours there
status-cannot-move = That piece cannot move
status-illegal-destination = { $move } is not a legal move
status-touch-move = Touch-move: you must move the piece you touched
status-choose-path = Several captures end on this square: pass through or click the next landing square, or pick a path
status-not-your-turn = Wait for your turn
status-hint = Hint: { $move }
status-draw-declined = The computer declines the draw
status-draw-too-early = The computer declines the draw: it is too early (before move 20)
status-draw-offer-pending = The computer will answer your draw offer with its move
status-bad-move-text = Cannot read “{ $text }”: { $error }
status-opened = Opened { $path }
status-saved = Saved { $path }
status-saved-among = Saved { $path }: game { $game } of the { $games } in the file, the others kept
status-file-error = Could not use { $path }: { $error }
status-file-dialog-error = Could not open or save a file: { $error }
status-settings-recovered = Your settings could not be read ({ $error }); the defaults are used and the old file is kept as { $backup }
status-autosave-recovered = The saved game could not be read ({ $error }); a new game starts and the old file is kept as { $backup }
status-settings-reset = Your settings could not be read ({ $error }); the defaults are used
status-autosave-reset = The saved game could not be read ({ $error }); a new game starts
status-restored = The last game was restored, paused: Resume (or P) to go on
status-paused = The game is paused: the clocks are stopped (Resume or P to go on)
status-engine-error = The computer's search failed: { $error }
status-no-sound-device = No sound device was found: Damier plays on silently
status-sound-failed = The sound device could not be opened: Damier plays on silently
status-fen-error = Not a position of this game: { $error }
status-pasted = Pasted: play on from there (a FEN or PDN pasted with Ctrl+V)
status-paste-error = The pasted text is neither a position (FEN) nor a game (PDN): { $error }
# $move: the move shown, with its number ("2… 20-24").
status-review = Viewing { $move } — right arrow or End to return
status-review-start = Viewing the start position — right arrow or End to return
status-inactivity-warning = { color-name } has not moved for 5 minutes
status-inactivity-strict = { color-name } has not moved for 5 minutes: move within { $seconds } s or lose the game

## The result

result-title = Game over
result-white-wins = White wins
result-black-wins = Black wins
result-draw = Draw
# The status line once the game is over: "Black wins: White resigned".
result-status = { $result }: { $reason }
result-new-game = New game
result-review = Review the game

# $color: the side that lost.
reason-no-pieces = { color-name } has no pieces left
reason-blocked = { color-name } cannot move
reason-time = { color-name } ran out of time
reason-inactivity = { color-name } did not move within a minute of the warning
reason-resignation = { color-name } resigned
reason-repetition = The same position occurred three times
reason-rule24 = A lone king against at most three pieces with a king (rule 24)
reason-fmjd16 = 16 moves with three pieces against a lone king
reason-fmjd5 = 5 moves with two pieces or fewer against a lone king
reason-fmjd25 = 25 moves each of kings only, without capture
reason-arbiter =
    The arbiter's decision: White { $white ->
        [one] { $white } point
       *[other] { $white } points
    }, Black { $black ->
        [one] { $black } point
       *[other] { $black } points
    }
reason-two-kings = Only the two kings are left
reason-agreement = Draw by agreement

## Windows and questions

rules-title = Rules: { game-name }
# The start position drawn in the rules window, as a screen reader names it.
rules-start-position =
    The start position of { $game ->
        [international] international draughts
        [english] English checkers
       *[dablot] Dablot Prejjesne
    }

confirm-replace-title = The game is in progress
confirm-replace-text = Save it as PDN before it is replaced?
confirm-save = Save…
confirm-discard = Discard
confirm-resign-title = Resign this game?
confirm-resign = Yes, resign

pick-title =
    { $n ->
        [one] The file holds { $n } game: pick one
       *[other] The file holds { $n } games: pick one
    }
pick-event = Event
pick-date = Date
pick-result = Result
pick-moves = Moves
# $name: the name of the side the person played (maybe empty).
pick-played-by-you = { $name } (you)

## Why a move is not legal

# $result: the result in words ("Black wins: White resigned").
illegal-game-over = the game is over: { $result }
illegal-no-piece = there is no piece on { $square }
# $owner: the colour of the piece; $color: the side to move.
illegal-not-your-piece =
    the piece on { $square } is { $owner ->
        [white] White's
       *[black] Black's
    }, and { color-name } is to move
illegal-no-legal-move = { color-name } has no legal move
illegal-capture-compulsory = capture is compulsory
illegal-capture-unfinished = the capture must go on to the end
illegal-majority = the capture that takes the most pieces ({ $most }) is compulsory
illegal-piece-cannot-move = the piece on { $square } cannot move
illegal-not-legal = { $move } is not a legal move here

## Pieces that make no position

position-no-such-square = there is no square { $number } in { game-name }
position-no-such-point = point index { $index } is not one of the { $points } Dablot points
position-two-pieces = point { $square } holds two pieces
position-man-on-crowning-row = { color-name } cannot have a man on square { $number }: that is its crowning row, where it would have become a king
position-no-princes = { game-name } has no princes
position-too-many-pieces = { color-name } has { $count } pieces; a side has at most { $max } in { game-name }
position-too-many-pieces-dablot = { color-name } has { $count } pieces; a side has at most { $max } (28 warriors, a prince and a king)
position-no-pieces = { color-name } has no pieces: that side would have lost already
study-note-princes = { color-name } has { $count } princes: a study position (a game starts with one); each still captures only by its rank
study-note-kings = { color-name } has { $count } kings: a study position (a game starts with one); each still captures only by its rank
position-too-many-warriors = { color-name } has { $count } warriors; a side has at most 28

## A position (FEN) or a move that does not read

# $column: where the problem is, counted from 1; $error: what it is.
parse-at-column = at column { $column }: { $error }
parse-empty-position = empty position: expected something like W:W31-50:B1-20
parse-bad-turn = the side to move must be W or B, not “{ $text }”
parse-bad-side = a piece list must start with W or B, not “{ $text }”
parse-side-listed-twice =
    { $color ->
        [white] White's
       *[black] Black's
    } pieces are listed twice
parse-empty-square = empty square in the piece list
parse-not-a-square = “{ $text }” is not a square of { game-name }
parse-bad-range = “{ $text }” is not a valid range
parse-square-twice = square { $square } holds two pieces
parse-empty-move = empty move
parse-missing-square = a square is missing
parse-too-many-jumps = a move has at most { $max } jumps
parse-not-a-move = “{ $text }” is not a move: expected FROM-TO or FROMxTO
# $reason: why the move is refused.
parse-refused = { $move }: { $reason }
parse-no-capture-between = no capture leads from { $from } to { $to }
# $forms: the long forms of the move, joined by list-or.
parse-ambiguous = { $move } is ambiguous: write { $forms }
list-or = { $first } or { $second }

## A game of a PDN file that does not read or replay

# $game: the game's number in the file.
pdn-at = game { $game }, line { $line }, column { $column }: { $error }
pdn-unterminated-comment = unterminated comment: “{ "{" }” without “{ "}" }”
pdn-unterminated-variation = unterminated variation: “(” without its “)”
pdn-nag-missing = “$” must be followed by a NAG number
pdn-nag-out-of-range = NAG ${ $digits } is out of range (0 to 255)
pdn-unexpected = unexpected “{ $char }”
pdn-word-too-long = a word of more than { $max } characters is no move
pdn-tag-name-too-long = a tag name longer than { $max } characters
pdn-tag-name-missing = a tag needs a name: expected [Name "value"]
pdn-tag-quote-missing = expected “"” after the tag name { $name }
pdn-tag-value-too-long = the value of tag { $name } is longer than { $max } characters
pdn-tag-value-unterminated = unterminated value of tag { $name }: “"” missing
pdn-tag-not-closed = expected “]” to close the tag { $name }
pdn-unknown-game-type = unknown GameType “{ $value }”: Damier reads 20 (international draughts) and 21 (English checkers)
pdn-unknown-variant = unknown Variant “{ $value }” (expected international, english or dablot)
pdn-variant-contradicts = Variant “{ $value }” contradicts the GameType, which is { game-name }
pdn-bad-fen = bad FEN: { $error }
pdn-suffix-without-move = “{ $suffix }” follows no move
pdn-too-many-moves = more than { $max } moves in one game
pdn-move = { $move } is not legal: { $error }
pdn-move-not-legal = not a legal move here
pdn-unknown-suffix = unknown move suffix “{ $suffix }”
pdn-too-many-games = more than { $max } games: the rest of the file is not read

# $game: the game the moves are of; $wanted: the game they should be of.
replay-wrong-variant =
    this is a game of { game-name }, not of { $wanted ->
        [international] international draughts
        [english] English checkers
       *[dablot] Dablot Prejjesne
    }
replay-fen = FEN “{ $fen }”: { $error }
replay-move = move { $number } ({ $move }): { $error }

## What went wrong with a file

# $op: what was done; $cause: what the system said (an io- message).
problem-io =
    could not { $op ->
        [open] open
        [read] read
        [create] create
        [write] write
        [create-folder] create the folder
       *[follow-link] follow the link
    } { $path }: { $cause }
problem-rename = could not rename { $from } to { $to }: { $cause }
problem-not-a-file = could not read { $path }: it is not a file
problem-not-a-file-name = could not write { $path }: not a file name
# $size, $limit: sizes written with size-bytes or size-megabytes.
problem-too-big = could not read { $path }: it is { $size } and the limit is { $limit } (this is not a PDN game)
problem-not-utf8 = could not read { $path }: it is not UTF-8 text (first bad byte at line { $line }, column { $column }); save it as UTF-8 and open it again
problem-ron-syntax = could not read { $path }: line { $line }, column { $column } is not what Damier writes
# A settings value out of range: $field as the file names it, its $value, the range $min to $max.
problem-out-of-range = could not read { $path }: { $field } is { $value }, out of the range { $min } to { $max }
problem-not-replayed = could not replay { $path }: { $error }
problem-saved-game-empty = the saved game is empty
problem-saved-game-variant =
    the saved moves are a game of { game-name }, not of { $wanted ->
        [international] international draughts
        [english] English checkers
       *[dablot] Dablot Prejjesne
    }
problem-not-moved-aside = { $error } (and it could not be moved to { $backup }: { $cause })
# Cannot happen; $detail is the encoder's own words.
problem-encode = could not write the data ({ $detail })
problem-no-game = the file holds no game
problem-paste-too-long = the text is longer than { $kib } KiB
problem-no-file-dialog = no file dialog could be shown: Damier opens its file dialogs through the XDG desktop portal (install xdg-desktop-portal and a backend such as xdg-desktop-portal-gtk or -kde) or, failing that, zenity
problem-file-dialog-failed = the file dialog failed unexpectedly (see the log)
problem-no-thread = could not start a thread for the file dialog: { $cause }

size-bytes =
    { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
# $n: already written with its decimal separator.
size-megabytes = { $n } MB

io-not-found = it does not exist
io-permission-denied = permission denied
io-already-exists = it already exists
io-is-a-directory = it is a folder
io-not-a-directory = a part of the path is not a folder
io-directory-not-empty = the folder is not empty
io-read-only = the disk is read-only
io-storage-full = the disk is full
io-file-too-large = the file is too large for the disk
io-invalid-name = the name is not valid
io-other = system error { $code }
io-unknown = input or output error

## File dialogs

dialog-open-title = Open a PDN game
dialog-save-title = Save the game as PDN
dialog-filter-pdn = PDN games
dialog-filter-all = All files

## Setting up a position

menu-setup = Set up a position…
editor-title = Set up a position
editor-piece = { color-name }: { piece-name }
editor-palette = Click a square to put the chosen piece there, or drag a piece onto the board; right-click a piece, or drag it off the board, to take it away.
editor-clear = Clear board
editor-start = Start position
editor-flip = Flip board
editor-to-move = To move:
editor-fen = Position (FEN), updated as you edit; type or paste one
editor-fen-error = This FEN does not read: { $error }
editor-ready = The position can be played.
editor-problems = Not playable yet:
editor-person = A person
editor-play = Play from here
editor-analyse = Analyse
editor-close = Back to the game

## Other engines

menu-engines = Engines…
engines-title = Engines
engines-about = Hub programs (such as Scan) that can play a side in place of Damier's own engine, or analyse: choose one as a player when you set up a position, or as the engine of the analysis. Options changed here are sent to the engine when it next starts.
engines-none = No engine added yet.
engines-remove = Remove { $name }
engines-author = By { $author }
engines-add = Add an engine…
engines-choose = Choose a Hub engine program
engines-move-time = Time per move
engines-option-whole = { $name }: “{ $value }” is not a whole number; the value was not changed.
engines-option-choice = { $name }: “{ $value }” is not one of its values; the value was not changed.
engines-option-range = { $name } must be between { $min } and { $max } (not { $value }); the value was not changed.
engines-option-min = { $name } must be at least { $min } (not { $value }); the value was not changed.
engines-option-max = { $name } must be at most { $max } (not { $value }); the value was not changed.
engines-option-bounds = { $min } to { $max }
engines-seconds = { $s } s
engine-unknown = Engine (removed)
watch-pause = Pause between moves
status-engine-added = { $name } was added: choose it as a player when you set up a position (Game menu, Set up a position…)
status-engine-not-added = { $path } could not be added as an engine: { $reason }
status-engine-failed = { $name } was stopped: { $reason }. Damier's engine ({ level-name }) plays on in its place.
engine-error-start = it could not be started ({ $reason })
engine-error-ended = it stopped running
engine-error-timeout = it did not answer in time
engine-error-no-variant = it does not play { game-name }
engine-error-refused = it refused the position it was sent ({ $line })
engine-error-no-move = it gave no move
engine-error-illegal = it played { $move }, which is not a legal move here, and the move was refused
engine-error-garbled = it answered something that makes no sense ({ $line })
status-analyser-failed = { $name } was stopped: { $reason }. Damier's own engine analyses in its place.

## Analysis
analysis-start = Analyse
analysis-stop = Stop analysing
analysis-game = Analyse game
analysis-cancel = Cancel
analysis-time = { $seconds } s a move
analysis-time-help = The time the engine spends on each position when it analyses the game
analysis-depth = Depth { $depth }, { $speed } kN/s
analysis-bar = Evaluation: { $score }
analysis-graph = Evaluation graph of the game ({ $moves } moves): click to see a move
analysis-no-marks = No inaccuracy, mistake or blunder found.
analysis-mark = { $move }, better { $better } ({ $score })
analysis-better = Better: { $move } ({ $score })
analysis-delete = Delete this variation
analysis-engine = Engine
analysis-engine-own = Damier
analysis-one-line = { $name } gives one line: Hub engines have no multi-PV.
analysis-promote = Make main line
