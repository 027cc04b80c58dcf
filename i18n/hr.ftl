### Damier: hrvatski tekstovi. Iste poruke i isti $argumenti kao u en.ftl.
### Nazivlje iz službenih pravila za početak: figura, obična figura, dama, uzimanje, damovnica.

app-title = Damier

## Shared words, referenced by the messages below (they take the caller's arguments).

color-name =
    { $color ->
        [white] Bijeli
       *[black] Crni
    }
game-name =
    { $game ->
        [international] Međunarodna dama
        [english] Engleska dama
       *[dablot] Dablot Prejjesne
    }
level-name =
    { $level ->
        [1] Početnik
        [2] Novak
        [3] Klupski igrač
        [4] Jak igrač
        [5] Stručnjak
       *[6] Majstor
    }
piece-name =
    { $piece ->
        [man] obična figura
        [king] dama
        [warrior] ratnik
        [prince] princ
       *[dablot-king] kralj
    }

## Menus

menu-game = Igra
menu-new = Nova partija…
menu-open = Otvori PDN…
menu-save = Spremi PDN…
menu-copy-fen = Kopiraj položaj (FEN)
menu-copy-pdn = Kopiraj partiju (PDN)
menu-quit = Izlaz

menu-view = Prikaz
view-flip = Okreni damovnicu
view-white-at-bottom = Bijeli uvijek dolje
view-labels = Brojevi polja
view-animate = Animiraj poteze
view-mute = Bez zvuka
view-animation-speed = Brzina animacije
view-animation-ms = { $ms } ms
view-language = Jezik

menu-help = Pomoć
help-rules = Pravila — { game-name }
help-about = O programu Damier

## About

about-heading = { app-title } { $version }
about-text = Damier igra međunarodnu damu, englesku damu i Dablot Prejjesne.
about-licence = Slobodan softver pod licencom { $licence }.
about-sources-title = Tekstovi pravila
about-sources = Međunarodna dama: „Igra dame: službena pravila za početak”, na valonskom, na francuskom i, prvih jedanaest pravila, na hrvatskom. Engleska dama: pravila jedne računalne igre dame, na francuskom. Dablot Prejjesne: francuska stranica o toj samijskoj igri, dopunjena drugim opisima igre za ono što ostavlja otvorenim. Tekstovi su za Damier prevedeni na hrvatski, osim pravila koja izvor već ima na hrvatskom; prozor s pravilima navodi izvor svakoga.
about-credits-title = Zahvale
about-credits = Napisao tim Damiera u Rustu s egui i eframe. Valonske, francuske i hrvatske tekstove sučelja preveo je tim.

## The board, for screen readers

a11y-square = Polje { $square }
a11y-point = Točka { $square }
a11y-piece = { color-name }: { piece-name } na { $square }
board-paths = Odaberite uzimanje

## New game

new-title = Nova partija
new-game = Igra
new-opponent = Protivnik
new-computer = Računalo
new-two-players = Dva igrača za ovim zaslonom
new-level = Razina
new-level-item = { $level }. { level-name }
new-threads = Jezgre procesora za računalo
new-side = Igrate
new-side-white = Bijelima
new-side-black = Crnima
new-side-lot = Ždrijebom
new-rule24 = Pravilo 24 (malo figura protiv same dame)
new-rule24-seed = Kako kažu pravila: odmah neriješeno
new-rule24-fmjd = FMJD: nakon 16 ili 5 poteza; 25 poteza damama
new-clock = Sat
new-no-clock = Bez sata
new-minutes = Minuta po igraču
new-increment = Dodatak (sekunde po potezu)
new-touch-move = Dodirnuta figura mora se odigrati
new-inactivity = Pravilo neaktivnosti (upozorenje nakon 5 minuta bez poteza)
new-strict-inactivity = Strogo: partija je izgubljena minutu nakon upozorenja
new-fen-hint = Početni položaj u FEN-u (Forsyth-Edwardsovoj notaciji); ako ostane prazno, partija počinje iz svojeg početnog položaja, prikazanog sivo
new-english-you-start = U engleskoj dami igrači naizmjence započinju: ovo je { $n }. partija, vi započinjete (crnima)
new-english-computer-starts = U engleskoj dami igrači naizmjence započinju: ovo je { $n }. partija, računalo započinje (crnima)
new-start = Počni
dialog-cancel = Odustani

## The side panel

panel-moves = Potezi
panel-you = Vi
panel-player = Igrač
panel-computer = Računalo ({ level-name })
panel-tables-building = Izrađuju se baze završnica (računalo u međuvremenu igra bez njih)…
panel-tables-ready = Baze završnica: do { $pieces } { $pieces ->
        [one] figure
        [few] figure
       *[other] figura
    }

action-takeback = Vrati potez
action-redo = Ponovi potez
action-hint = Savjet
action-move-now = Igraj odmah
action-flip = Okreni
action-pause = Stanka
action-resume = Nastavi
action-offer-draw = Ponudi remi
action-resign = Predaj
action-enter-move = Upišite potez (npr. { $example })
action-play = Igraj

draw-offered =
    { $color ->
        [white] Bijeli nudi remi
       *[black] Crni nudi remi
    }
draw-accept = Prihvati
draw-decline = Odbij

## The status line

status-to-move = { color-name } je na potezu
status-your-move = Vi ste na potezu ({ color-name })
status-thinking = Računalo razmišlja…
status-thinking-info = Razmišljanje: dubina { $depth }, ocjena { $score }
status-capture-compulsory = Uzimanje je obavezno: smiju igrati samo figure koje mogu uzimati
status-capture-majority = Uzimanje je obavezno: treba uzeti najveći broj figura
status-no-piece = Na tom polju nemate svoje figure
status-cannot-move = Ta se figura ne može pomaknuti
status-illegal-destination = { $move } nije dopušten potez
status-touch-move = Dodirnuta figura: morate odigrati figuru koju ste dodirnuli
status-choose-path = Više uzimanja završava na ovom polju: prijeđite preko sljedećeg polja doskoka ili ga kliknite, ili odaberite put
status-not-your-turn = Pričekajte svoj potez
status-hint = Savjet: { $move }
status-draw-declined = Računalo odbija remi
status-draw-too-early = Računalo odbija remi: prerano je (prije 20. poteza)
status-draw-offer-pending = Računalo će na vašu ponudu remija odgovoriti svojim potezom
status-bad-move-text = Ne mogu pročitati „{ $text }”: { $error }
status-opened = Otvoreno: { $path }
status-saved = Spremljeno: { $path }
status-saved-among = Spremljeno: { $path }, partija { $game } od { $games } u datoteci, ostale su sačuvane
status-file-error = Nije moguće upotrijebiti { $path }: { $error }
status-file-dialog-error = Nije moguće otvoriti ili spremiti datoteku: { $error }
status-settings-recovered = Vaše postavke nije bilo moguće pročitati ({ $error }); koriste se zadane postavke, a stara je datoteka sačuvana kao { $backup }
status-autosave-recovered = Spremljenu partiju nije bilo moguće pročitati ({ $error }); počinje nova partija, a stara je datoteka sačuvana kao { $backup }
status-settings-reset = Vaše postavke nije bilo moguće pročitati ({ $error }); koriste se zadane postavke
status-autosave-reset = Spremljenu partiju nije bilo moguće pročitati ({ $error }); počinje nova partija
status-restored = Posljednja partija je vraćena i zaustavljena: Nastavi (ili P) za nastavak
status-paused = Partija je zaustavljena: satovi stoje (Nastavi ili P za nastavak)
status-engine-error = Računalo nije uspjelo izračunati potez: { $error }
status-no-sound-device = Nije pronađen nijedan zvučni uređaj: Damier nastavlja bez zvuka
status-sound-failed = Zvučni uređaj nije se mogao otvoriti: Damier nastavlja bez zvuka
status-fen-error = Ovo nije položaj ove igre: { $error }
status-pasted = Zalijepljeno: igra se nastavlja odatle (FEN ili PDN zalijepljen s Ctrl+V)
status-paste-error = Zalijepljeni tekst nije ni položaj (FEN) ni partija (PDN): { $error }
status-review = Prikazano nakon { $move } — strelica udesno ili End za povratak
status-review-start = Prikazan je početni položaj — strelica udesno ili End za povratak
status-inactivity-warning = { color-name } već 5 minuta nije odigrao potez
status-inactivity-strict = { color-name } već 5 minuta nije odigrao potez: odigrajte potez u sljedećih { $seconds } s ili ćete izgubiti partiju

## The result

result-title = Kraj partije
result-white-wins = Bijeli pobjeđuje
result-black-wins = Crni pobjeđuje
result-draw = Neriješeno
result-status = { $result }: { $reason }
result-new-game = Nova partija
result-review = Pregledaj partiju

reason-no-pieces = { color-name } više nema figura
reason-blocked = { color-name } ne može odigrati potez
reason-time = { color-name } je prekoračio vrijeme
reason-inactivity = { color-name } nije odigrao potez u minuti nakon upozorenja
reason-resignation = { color-name } je predao partiju
reason-repetition = Isti se položaj pojavio tri puta
reason-rule24 = Sama dama protiv najviše tri figure, od kojih je jedna dama (pravilo 24)
reason-fmjd16 = 16 poteza s tri figure protiv same dame
reason-fmjd5 = 5 poteza s dvije figure ili manje protiv same dame
reason-fmjd25 = Svaka strana odigrala je 25 poteza samo damama, bez uzimanja
reason-arbiter =
    Odluka suca: Bijeli { $white ->
        [one] { $white } bod
        [few] { $white } boda
       *[other] { $white } bodova
    }, Crni { $black ->
        [one] { $black } bod
        [few] { $black } boda
       *[other] { $black } bodova
    }
reason-two-kings = Ostala su samo dva kralja
reason-agreement = Remi dogovorom

## Windows and questions

rules-title = Pravila: { game-name }
rules-start-position =
    Početni položaj { $game ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }

confirm-replace-title = Partija je u tijeku
confirm-replace-text = Spremiti je kao PDN prije nego što se zamijeni?
confirm-save = Spremi…
confirm-discard = Odbaci
confirm-resign-title = Predati ovu partiju?
confirm-resign = Da, predaj

pick-title =
    { $n ->
        [one] Datoteka sadrži { $n } partiju: odaberite je
        [few] Datoteka sadrži { $n } partije: odaberite jednu
       *[other] Datoteka sadrži { $n } partija: odaberite jednu
    }
pick-event = Događaj
pick-date = Datum
pick-result = Ishod
pick-moves = Potezi
# $name: the name of the side the person played (maybe empty).
pick-played-by-you = { $name } (vi)

## Why a move is not legal

illegal-game-over = partija je završena: { $result }
illegal-no-piece = na { $square } nema figure
illegal-not-your-piece =
    figura na { $square } je { $owner ->
        [white] bijela
       *[black] crna
    }, a na potezu je { color-name }
illegal-no-legal-move = { color-name } nema dopuštenog poteza
illegal-capture-compulsory = uzimanje je obavezno
illegal-capture-unfinished = uzimanje se mora izvesti do kraja
illegal-majority = obavezno je uzimanje najvećeg broja figura ({ $most })
illegal-piece-cannot-move = figura na { $square } ne može se pomaknuti
illegal-not-legal = { $move } ovdje nije dopušten potez

## Pieces that make no position

position-no-such-square =
    { $game ->
        [international] u međunarodnoj dami
        [english] u engleskoj dami
       *[dablot] u Dablotu Prejjesne
    } nema polja { $number }
position-no-such-point = indeks točke { $index } nije jedna od { $points } točaka Dablota
position-two-pieces = na točki { $square } su dvije figure
position-man-on-crowning-row = { color-name } ne može imati običnu figuru na polju { $number }: to je njezin posljednji red, gdje bi postala dama
position-no-princes =
    { $game ->
        [international] međunarodna dama nema prinčeva
        [english] engleska dama nema prinčeva
       *[dablot] Dablot Prejjesne nema prinčeva
    }
position-too-many-pieces =
    { color-name } ima { $count ->
        [one] { $count } figuru
        [few] { $count } figure
       *[other] { $count } figura
    }; jedna strana ima najviše { $max } u { $game ->
        [international] međunarodnoj dami
        [english] engleskoj dami
       *[dablot] Dablotu Prejjesne
    }
position-too-many-pieces-dablot =
    { color-name } ima { $count ->
        [one] { $count } figuru
        [few] { $count } figure
       *[other] { $count } figura
    }; jedna strana ima najviše { $max } (28 ratnika, princa i kralja)
position-no-pieces = { color-name } nema nijednu figuru: ta bi strana već izgubila
study-note-princes =
    { color-name } ima { $count ->
        [one] { $count } princa
        [few] { $count } princa
       *[other] { $count } prinčeva
    }: studijski položaj (partija počinje s jednim); svaki i dalje uzima samo prema svom rangu
study-note-kings =
    { color-name } ima { $count ->
        [one] { $count } kralja
        [few] { $count } kralja
       *[other] { $count } kraljeva
    }: studijski položaj (partija počinje s jednim); svaki i dalje uzima samo prema svom rangu
position-too-many-warriors =
    { color-name } ima { $count ->
        [one] { $count } ratnika
        [few] { $count } ratnika
       *[other] { $count } ratnika
    }; jedna strana ima najviše 28

## A position (FEN) or a move that does not read

parse-at-column = stupac { $column }: { $error }
parse-empty-position = prazan položaj: očekuje se nešto poput W:W31-50:B1-20
parse-bad-turn = strana na potezu mora biti W ili B, a ne „{ $text }”
parse-bad-side = popis figura mora počinjati s W ili B, a ne „{ $text }”
parse-side-listed-twice =
    { $color ->
        [white] bijele figure navedene su dvaput
       *[black] crne figure navedene su dvaput
    }
parse-empty-square = prazno polje u popisu figura
parse-not-a-square =
    „{ $text }” nije polje { $game ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }
parse-bad-range = „{ $text }” nije valjan raspon
parse-square-twice = na polju { $square } su dvije figure
parse-empty-move = prazan potez
parse-missing-square = nedostaje polje
parse-too-many-jumps = potez ima najviše { $max } skokova
parse-not-a-move = „{ $text }” nije potez: očekuje se POLAZIŠTE-ODREDIŠTE ili POLAZIŠTExODREDIŠTE
parse-refused = { $move }: { $reason }
parse-no-capture-between = nijedno uzimanje ne vodi od { $from } do { $to }
parse-ambiguous = { $move } je dvosmislen: napišite { $forms }
list-or = { $first } ili { $second }

## A game of a PDN file that does not read or replay

pdn-at = partija { $game }, redak { $line }, stupac { $column }: { $error }
pdn-unterminated-comment = nezatvoren komentar: „{ "{" }” bez „{ "}" }”
pdn-unterminated-variation = nezatvorena varijanta: „(” bez svoje „)”
pdn-nag-missing = iza „$” mora slijediti broj NAG-a
pdn-nag-out-of-range = NAG ${ $digits } je izvan raspona (0 do 255)
pdn-unexpected = neočekivan znak „{ $char }”
pdn-word-too-long = riječ dulja od { $max } znakova nije potez
pdn-tag-name-too-long = naziv oznake dulji od { $max } znakova
pdn-tag-name-missing = oznaka mora imati naziv: [Naziv "vrijednost"]
pdn-tag-quote-missing = očekuje se „"” iza naziva oznake { $name }
pdn-tag-value-too-long = vrijednost oznake { $name } dulja je od { $max } znakova
pdn-tag-value-unterminated = nezatvorena vrijednost oznake { $name }: nedostaje „"”
pdn-tag-not-closed = očekuje se „]” koja zatvara oznaku { $name }
pdn-unknown-game-type = nepoznat GameType „{ $value }”: Damier čita 20 (međunarodna dama) i 21 (engleska dama)
pdn-unknown-variant = nepoznat Variant „{ $value }” (očekuje se international, english ili dablot)
pdn-variant-contradicts =
    Variant „{ $value }” proturječi GameTypeu, koji označava { $game ->
        [international] međunarodnu damu
        [english] englesku damu
       *[dablot] Dablot Prejjesne
    }
pdn-bad-fen = neispravan FEN: { $error }
pdn-suffix-without-move = „{ $suffix }” ne slijedi nijedan potez
pdn-too-many-moves = više od { $max } poteza u jednoj partiji
pdn-move = { $move } nije dopušten: { $error }
pdn-move-not-legal = to ovdje nije dopušten potez
pdn-unknown-suffix = nepoznat dodatak potezu „{ $suffix }”
pdn-too-many-games = više od { $max } partija: ostatak datoteke nije pročitan

replay-wrong-variant =
    ovo je partija { $game ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }, a ne { $wanted ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }
replay-fen = FEN „{ $fen }”: { $error }
replay-move = potez { $number } ({ $move }): { $error }

## What went wrong with a file

problem-io =
    nije moguće { $op ->
        [open] otvoriti
        [read] pročitati
        [create] stvoriti
        [write] zapisati
        [create-folder] stvoriti mapu
       *[follow-link] slijediti poveznicu
    } { $path }: { $cause }
problem-rename = nije moguće preimenovati { $from } u { $to }: { $cause }
problem-not-a-file = nije moguće pročitati { $path }: to nije datoteka
problem-not-a-file-name = nije moguće zapisati { $path }: to nije naziv datoteke
problem-too-big = nije moguće pročitati { $path }: velika je { $size }, a granica je { $limit } (to nije PDN partija)
problem-not-utf8 = nije moguće pročitati { $path }: to nije UTF-8 tekst (prvi neispravan bajt u retku { $line }, stupcu { $column }); spremite je kao UTF-8 i ponovno otvorite
problem-ron-syntax = nije moguće pročitati { $path }: redak { $line }, stupac { $column } nije ono što Damier zapisuje
problem-out-of-range = nije moguće pročitati { $path }: { $field } iznosi { $value }, izvan raspona od { $min } do { $max }
problem-not-replayed = nije moguće ponovno odigrati { $path }: { $error }
problem-saved-game-empty = spremljena partija je prazna
problem-saved-game-variant =
    spremljeni potezi su partija { $game ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }, a ne { $wanted ->
        [international] međunarodne dame
        [english] engleske dame
       *[dablot] Dablota Prejjesne
    }
problem-not-moved-aside = { $error } (a nije je bilo moguće premjestiti u { $backup }: { $cause })
problem-encode = nije moguće zapisati podatke ({ $detail })
problem-no-game = datoteka ne sadrži nijednu partiju
problem-paste-too-long = tekst je dulji od { $kib } KiB
problem-no-file-dialog = nije bilo moguće prikazati prozor za datoteke: Damier otvara prozore za datoteke preko XDG desktop portala (instalirajte xdg-desktop-portal i pozadinski dio kao što je xdg-desktop-portal-gtk ili -kde) ili, ako njega nema, preko zenityja
problem-file-dialog-failed = prozor za datoteke neočekivano je zakazao (pogledajte zapisnik)
problem-no-thread = nije moguće pokrenuti prozor za datoteke: { $cause }

size-bytes =
    { $n ->
        [one] { $n } bajt
        [few] { $n } bajta
       *[other] { $n } bajtova
    }
size-megabytes = { $n } MB

io-not-found = ne postoji
io-permission-denied = pristup nije dopušten
io-already-exists = već postoji
io-is-a-directory = to je mapa
io-not-a-directory = dio putanje nije mapa
io-directory-not-empty = mapa nije prazna
io-read-only = disk je samo za čitanje
io-storage-full = disk je pun
io-file-too-large = datoteka je prevelika za disk
io-invalid-name = naziv nije valjan
io-other = pogreška sustava { $code }
io-unknown = pogreška ulaza ili izlaza

## File dialogs

dialog-open-title = Otvori PDN partiju
dialog-save-title = Spremi partiju kao PDN
dialog-filter-pdn = PDN partije
dialog-filter-all = Sve datoteke

## Setting up a position

menu-setup = Postavi položaj…
editor-title = Postavljanje položaja
editor-piece = { color-name }: { piece-name }
editor-palette = Kliknite polje da na njega stavite odabranu figuru ili povucite figuru na damovnicu; desni klik na figuru ili povlačenje izvan damovnice uklanja je.
editor-clear = Isprazni damovnicu
editor-start = Početni položaj
editor-flip = Okreni damovnicu
editor-to-move = Na potezu:
editor-fen = Položaj (FEN), ažurira se pri svakoj promjeni; upišite ga ili zalijepite
editor-fen-error = Ovaj FEN se ne može pročitati: { $error }
editor-ready = Položaj se može igrati.
editor-problems = Još se ne može igrati:
editor-person = Osoba
editor-play = Igraj odavde
editor-analyse = Analiziraj
editor-close = Natrag na partiju

## Other engines

menu-engines = Programi…
engines-title = Programi
engines-about = Hub programi (kao Scan) koji mogu igrati jednu stranu umjesto Damierova programa ili analizirati: odaberite jednoga kao igrača kad postavljate položaj ili kao program za analizu. Ovdje promijenjene postavke šalju se programu kad se sljedeći put pokrene.
engines-none = Još nije dodan nijedan program.
engines-remove = Ukloni { $name }
engines-author = Autor: { $author }
engines-add = Dodaj program…
engines-choose = Odaberite Hub program
engines-move-time = Vrijeme po potezu
engines-option-whole = { $name }: „{ $value }” nije cijeli broj; vrijednost nije promijenjena.
engines-option-choice = { $name }: „{ $value }” nije jedna od njegovih vrijednosti; vrijednost nije promijenjena.
engines-option-range = { $name } mora biti između { $min } i { $max } (a ne { $value }); vrijednost nije promijenjena.
engines-option-min = { $name } mora biti najmanje { $min } (a ne { $value }); vrijednost nije promijenjena.
engines-option-max = { $name } mora biti najviše { $max } (a ne { $value }); vrijednost nije promijenjena.
engines-option-bounds = od { $min } do { $max }
engines-seconds = { $s } s
engine-unknown = Program (uklonjen)
watch-pause = Stanka između poteza
status-engine-added = { $name } je dodan: odaberite ga kao igrača kad postavljate položaj (izbornik Igra, Postavi položaj…)
status-engine-not-added = { $path } nije moguće dodati kao program: { $reason }
status-engine-failed = { $name } je zaustavljen: { $reason }. Damierov program ({ level-name }) igra dalje umjesto njega.
engine-error-start = nije ga bilo moguće pokrenuti ({ $reason })
engine-error-ended = prestao je raditi
engine-error-timeout = nije odgovorio na vrijeme
engine-error-no-variant = ne igra { $game ->
        [international] međunarodnu damu
        [english] englesku damu
       *[dablot] Dablot Prejjesne
    }
engine-error-refused = odbio je poslani položaj ({ $line })
engine-error-no-move = nije dao nijedan potez
engine-error-illegal = odigrao je { $move }, što ovdje nije dopušten potez, pa je potez odbijen
engine-error-garbled = odgovorio je nešto što nema smisla ({ $line })
status-analyser-failed = { $name } je zaustavljen: { $reason }. Damierov program analizira umjesto njega.

## Analiza
analysis-start = Analiziraj
analysis-stop = Zaustavi analizu
analysis-game = Analiziraj partiju
analysis-cancel = Odustani
analysis-time = { $seconds } s po potezu
analysis-time-help = Vrijeme koje računalo troši na svaki položaj dok analizira partiju
analysis-depth = Dubina { $depth }, { $speed } kN/s
analysis-bar = Ocjena: { $score }
analysis-graph = Grafikon ocjene partije (potezi: { $moves }): kliknite da vidite potez
analysis-no-marks = Nije pronađena nijedna netočnost, pogreška ni gruba pogreška.
analysis-mark = { $move }, bolje { $better } ({ $score })
analysis-better = Bolje: { $move } ({ $score })
analysis-delete = Izbriši ovu varijantu
analysis-engine = Program
analysis-engine-own = Damier
analysis-one-line = { $name } daje jednu liniju: Hub programi nemaju multi-PV.
analysis-promote = Učini glavnom linijom
