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
menu-copy-fen = Kopiraj poziciju (FEN)
menu-copy-pdn = Kopiraj partiju (PDN)
menu-quit = Izlaz

menu-view = Prikaz
view-flip = Okreni damovnicu
view-white-at-bottom = Bijeli uvijek dolje
view-labels = Brojevi polja
view-animate = Animiraj poteze
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
about-sources = Međunarodna dama: „Dama: službena pravila za početnike”, na valonskom i francuskom. Engleska dama: pravila jedne računalne igre dame, na francuskom. Dablot Prejjesne: francuska stranica o toj samijskoj igri, dopunjena drugim opisima igre za ono što ostavlja otvorenim. Svaki je tekst preveden za Damier; prozor s pravilima navodi njegov izvor.
about-credits-title = Zahvale
about-credits = Napisao tim Damiera u Rustu s egui i eframe. Valonske, francuske i hrvatske tekstove preveo je tim.

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
new-increment = Dodatak (sekunda po potezu)
new-touch-move = Dodirnuta figura mora se odigrati
new-inactivity = Pravilo neaktivnosti (upozorenje nakon 5 minuta bez poteza)
new-strict-inactivity = Strogo: partija je izgubljena minutu nakon upozorenja
new-english-you-start = U engleskoj dami igrači naizmjence započinju: ovo je { $n }. partija, vi započinjete (crnima)
new-english-computer-starts = U engleskoj dami igrači naizmjence započinju: ovo je { $n }. partija, računalo započinje (crnima)
new-start = Počni
dialog-cancel = Odustani

## The side panel

panel-moves = Potezi
panel-you = Vi
panel-player = Igrač
panel-computer = Računalo ({ level-name })

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
status-no-piece = Ondje nemate figuru
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
status-file-error = Nije moguće upotrijebiti { $path }: { $error }
status-settings-recovered = Vaše postavke nije bilo moguće pročitati ({ $error }); koriste se zadane postavke, a stara je datoteka sačuvana kao { $backup }
status-autosave-recovered = Spremljenu partiju nije bilo moguće pročitati ({ $error }); počinje nova partija, a stara je datoteka sačuvana kao { $backup }
status-settings-reset = Vaše postavke nije bilo moguće pročitati ({ $error }); koriste se zadane postavke
status-autosave-reset = Spremljenu partiju nije bilo moguće pročitati ({ $error }); počinje nova partija
status-restored = Posljednja partija je vraćena i zaustavljena: Nastavi (ili P) za nastavak
status-paused = Partija je zaustavljena: satovi stoje (Nastavi ili P za nastavak)
status-engine-error = Računalo nije uspjelo izračunati potez: { $error }
status-fen-error = Ovo nije pozicija ove igre: { $error }
status-pasted = Zalijepljeno: igra se nastavlja odatle (FEN ili PDN zalijepljen s Ctrl+V)
status-paste-error = Zalijepljeni tekst nije ni položaj (FEN) ni partija (PDN): { $error }
status-review = Prikazano nakon { $move } — strelica udesno ili End za povratak
status-review-start = Prikazan je početni položaj — strelica udesno ili End za povratak
status-inactivity-warning = { color-name } nije odigrao potez 5 minuta
status-inactivity-strict = { color-name } nije odigrao potez 5 minuta: odigrajte potez u { $seconds } s ili gubite partiju

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
reason-repetition = Ista se pozicija pojavila tri puta
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
