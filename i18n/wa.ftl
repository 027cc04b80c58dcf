### Damier : les tèxtes in walon, dins l'ortografe del régue walone du djeu d'dames
### (djeu, damiér, pion, dame, prise, couminchî, prinde, djouweu, partîye, nîn, twàs, avû...).
### Les minmes messaedjes èt les minmes $arguments qu'en.ftl. Ratournés pou Damier, nîn pa on
### walon d'nêssance.

app-title = Damier

## Shared words, referenced by the messages below (they take the caller's arguments).

color-name =
    { $color ->
        [white] Blanc
       *[black] Nwâr
    }
game-name =
    { $game ->
        [international] Djeu d'dames international
        [english] Dames anglêses
       *[dablot] Dablot Prejjesne
    }
level-name =
    { $level ->
        [1] Couminchant
        [2] Novice
        [3] Club
        [4] Fôrt
        [5] Èspèrt
       *[6] Mêsse
    }
piece-name =
    { $piece ->
        [man] pion
        [king] dame
        [warrior] guèrier
        [prince] prince
       *[dablot-king] rwè
    }

## Menus

menu-game = Partîye
menu-new = Nouvèle partîye…
menu-open = Drouvi in PDN…
menu-save = Wârder in PDN…
menu-copy-fen = Copyî l'position (FEN)
menu-copy-pdn = Copyî l'partîye (PDN)
menu-quit = Cwiter

menu-view = Vûe
view-flip = Rtoûrner l'damiér
view-white-at-bottom = Toudi les blancs in bas
view-labels = Numèros des cases
view-animate = Fé vîr les coûps
view-mute = Côper l'son
view-animation-speed = Vitèsse des coûps
view-animation-ms = { $ms } ms
view-language = Lingadje

menu-help = Aidance
help-rules = Régues — { game-name }
help-about = Au d'fét d'Damier

## About

about-heading = { app-title } { $version }
about-text = Damier djuwe au djeu d'dames international, aus dames anglêses èt au Dablot Prejjesne.
about-licence = Programe lîbe dzou l'licince { $licence }.
about-sources-title = Les tèxtes des régues
about-sources = Djeu d'dames international : « Djeu d'dames : èle régue oficièle du djeu pou bîn couminchî », in walon, in francès èt, pou ses onze prumières régues, in crowate. Dames anglêses : les régues d'in djeu d'dames su ordinateûr, in francès. Dablot Prejjesne : ène pâdje in francès su ç'djeu sami, avû les autes discrîjhadjes du djeu pou çu qu'èle lèye au lâdje. El régue walone du djeu d'dames international èst r'prîje come èle èst ; les autes tèxtes sont ratournés pou Damier. El fenièsse des régues dit d'ou ç'qu'i vènenut.
about-credits-title = Mèrci
about-credits = Scrît pa l'èkipe dè Damier in Rust avû egui èt eframe. Les mots d'Damier in walon, in francès èt in crowate sont ratournés pa l'èkipe.

## The board, for screen readers

a11y-square = Case { $square }
a11y-point = Pwint { $square }
a11y-piece = { color-name } : { piece-name } su { $square }
board-paths = Tchwèsichez l'prise

## New game

new-title = Nouvèle partîye
new-game = Djeu
new-opponent = Adversére
new-computer = L'ordinateûr
new-two-players = Deûs djouweus dvant cèt'écran
new-level = Nivia
new-level-item = { $level }. { level-name }
new-threads = Keûrs du processeu pou l'ordinateûr
new-side = Vos djouwez
new-side-white = Les blancs
new-side-black = Les nwârs
new-side-lot = Au sôrt
new-rule24 = Régue 24 (pau d'pièces conte ène dame tote seûle)
new-rule24-seed = Come dit l'tèxte des régues : partîye r'mise tout d'chûte
new-rule24-fmjd = FMJD : après 16 ou 5 coûps ; 25 coûps d'dames
new-clock = Ôrlodje
new-no-clock = Sins ôrlodje
new-minutes = Minutes pa djouweu
new-increment = Rawète (secondes pa coûp)
new-touch-move = Pièce toutchîye, pièce djouwéye
new-inactivity = Régue d'inactivité (avèrtichmint après 5 minutes sins djwer)
new-strict-inactivity = Sévère : l'partîye èst pièrdûwe ène minute après l'avèrtichmint
new-fen-hint = Ène position dè dèpârt, in FEN (notacion Forsyth-Edwards) ; s'èle dmeure vûde, l'partîye coumince à s'position dè dèpârt, mostréye in gris
new-english-you-start = Aus dames anglêses, les djouweus couminchenut chacun à s'toûr : c'èst l'partîye { $n }, vos couminchez (avû les nwârs)
new-english-computer-starts = Aus dames anglêses, les djouweus couminchenut chacun à s'toûr : c'èst l'partîye { $n }, l'ordinateûr coumince (avû les nwârs)
new-start = Couminchî
dialog-cancel = Rinoncî

## The side panel

panel-moves = Coûps
panel-you = Vos
panel-player = Djouweu
panel-computer = Ordinateûr ({ level-name })
panel-tables-building = L'ordinateûr fêt ses bases dè fins d'partîye (i djuwe sins èles in ratindant)…
panel-tables-ready = Bases dè fins d'partîye : disqu'à { $pieces } pièces

action-takeback = R'prinde
action-redo = Rifé
action-hint = Consèy
action-move-now = Djwer asteûre
action-flip = Rtoûrner
action-pause = Pause
action-resume = Rataker
action-offer-draw = Proposer l'partîye r'mise
action-resign = Abandoner
action-enter-move = Tapez in coûp (pa ègzimpe { $example })
action-play = Djwer

draw-offered =
    { $color ->
        [white] Les blancs proposenut l'partîye r'mise
       *[black] Les nwârs proposenut l'partîye r'mise
    }
draw-accept = Acsèpter
draw-decline = Rifuser

## The status line

status-to-move = { color-name } djuwe
status-your-move = C'èst à vos dè djwer ({ color-name })
status-thinking = L'ordinateûr tûse…
status-thinking-info = I tûse : parfondeû { $depth }, valeû { $score }
status-capture-compulsory = El prise èst obligatoire : djwez ène pièce qui pût prinde
status-capture-majority = El prise èst obligatoire : on dwat prinde ayu ç'qu'il a l'pus d'pièces à prinde
status-no-piece = Vos n'avez nîn d'pièce là
status-cannot-move = Ç'pièce-là n'pût nîn bodjî
status-illegal-destination = { $move } n'èst nîn in coûp permètu
status-touch-move = Pièce toutchîye : vos d'vez djwer l'pièce qu'vos avez toutchîye
status-choose-path = Plusieûrs prises arivenut su ç'case-ci : passez pa l'case d'arivéye d'après ou clikez d'sus, ou tchwèsichez in tch'min
status-not-your-turn = Ratindez vo toûr
status-hint = Consèy : { $move }
status-draw-declined = L'ordinateûr rifuse èl partîye r'mise
status-draw-too-early = L'ordinateûr rifuse èl partîye r'mise : c'èst trop timpe (divant l'20inme coûp)
status-draw-offer-pending = L'ordinateûr rèspondra à vo propôsicion d'partîye r'mise in djouwant s'coûp
status-bad-move-text = Dji n'sé nîn lîre « { $text } » : { $error }
status-opened = Drouvu : { $path }
status-saved = Wârdé : { $path }
status-saved-among = Wârdé : { $path }, partîye { $game } so les { $games } dins l'fitchî, les ôtes sont wârdéyes
status-file-error = Nîn moyén d'imployî { $path } : { $error }
status-file-dialog-error = Nîn moyén d'drouvi ou d'wârder in fitchî : { $error }
status-settings-recovered = Vos apontiadjes n'ont nîn polu yesse lîts ({ $error }) ; on prind les cias d'bâse èt l'vî fitchî èst wârdé come { $backup }
status-autosave-recovered = El partîye wârdéye n'a nîn polu yesse lîte ({ $error }) ; ène nouvèle partîye coumince èt l'vî fitchî èst wârdé come { $backup }
status-settings-reset = Vos apontiadjes n'ont nîn polu yesse lîts ({ $error }) ; on prind les cias d'bâse
status-autosave-reset = El partîye wârdéye n'a nîn polu yesse lîte ({ $error }) ; ène nouvèle partîye coumince
status-restored = El dernière partîye a sté r'mètuwe, è pause : Rataker (ou P) pou continuwer
status-paused = El partîye èst è pause : les ôrlodjes sont arètés (Rataker ou P pou continuwer)
status-engine-error = L'ordinateûr n'a nîn polu tûser : { $error }
status-no-sound-device = Nol aparèy d'son n'a sté trové : Damier djuwe sins son
status-sound-failed = L'aparèy d'son n'a nîn polu s'drouvi : Damier djuwe sins son
status-fen-error = Ç'n'èst nîn ène position dè ç'djeu-ci : { $error }
status-pasted = Colé : èl partîye continuwe di d'la (FEN ou PDN colé avû Ctrl+V)
status-paste-error = El tèxte colé n'èst ni ène position (FEN) ni ène partîye (PDN) : { $error }
status-review = Vos r'waîtez après { $move } — flèche à drwète ou Fin pou rv'ni
status-review-start = Vos r'waîtez l'position du dèpârt — flèche à drwète ou Fin pou rv'ni
status-inactivity-warning = { color-name } n'a nîn djwé dispû 5 minutes
status-inactivity-strict = { color-name } n'a nîn djwé dispû 5 minutes : djwez dvins { $seconds } s ou bîn l'partîye èst pièrdûwe

## The result

result-title = Partîye finîye
result-white-wins = Les blancs gangnenut
result-black-wins = Les nwârs gangnenut
result-draw = Partîye r'mise
result-status = { $result } : { $reason }
result-new-game = Nouvèle partîye
result-review = R'waîtî l'partîye

reason-no-pieces = { color-name } n'a pus d'pièces
reason-blocked = { color-name } n'pût pus djwer
reason-time = { color-name } a dèpassé s'timps
reason-inactivity = { color-name } n'a nîn djwé dins l'minute après l'avèrtichmint
reason-resignation = { color-name } abandone
reason-repetition = El minme position a sté djwéye twàs coûps
reason-rule24 = Ene dame tote seûle conte twàs pièces au pus, avû ène dame (régue 24)
reason-fmjd16 = 16 coûps avû twàs pièces conte ène dame tote seûle
reason-fmjd5 = 5 coûps avû deûs pièces ou mwins conte ène dame tote seûle
reason-fmjd25 = 25 coûps dè chake costé rin qu'avû des dames, sins prise
reason-arbiter =
    Décision d'l'arbite : Blancs { $white ->
        [one] { $white } pwint
       *[other] { $white } pwints
    }, Nwârs { $black ->
        [one] { $black } pwint
       *[other] { $black } pwints
    }
reason-two-kings = I n'dmeure pus qu'les deûs rwès
reason-agreement = Partîye r'mise d'acôrd

## Windows and questions

rules-title = Régues : { game-name }
rules-start-position =
    El position du dèpârt { $game ->
        [international] du djeu d'dames international
        [english] des dames anglêses
       *[dablot] du Dablot Prejjesne
    }

confirm-replace-title = El partîye n'èst nîn finîye
confirm-replace-text = El wârder in PDN divant d'èl candjî ?
confirm-save = Wârder…
confirm-discard = Nîn wârder
confirm-resign-title = Abandoner cisse partîye ci ?
confirm-resign = Ayi, abandoner

pick-title =
    { $n ->
        [one] El fitchî contint { $n } partîye : tchwèsichez-l'
       *[other] El fitchî contint { $n } partîyes : tchwèsichez-ent yeune
    }
pick-event = Èvènemint
pick-date = Date
pick-result = Rézultat
pick-moves = Coûps
# $name: the name of the side the person played (maybe empty).
pick-played-by-you = { $name } (vos)

## Why a move is not legal

illegal-game-over = l'partîye èst finîye : { $result }
illegal-no-piece = i n'a nîn d'pièce su { $square }
illegal-not-your-piece =
    l'pièce su { $square } èst { $owner ->
        [white] aus blancs
       *[black] aus nwârs
    }, èt c'èst { $color ->
        [white] aus blancs
       *[black] aus nwârs
    } dè djwer
illegal-no-legal-move = { color-name } n'a pus nou coûp permètu
illegal-capture-compulsory = l'prise èst obligatoire
illegal-capture-unfinished = l'prise dwat daler disqu'au bout
illegal-majority = on dwat prinde ayu ç'qu'il a l'pus d'pièces à prinde ({ $most })
illegal-piece-cannot-move = l'pièce su { $square } n'pût nîn bodjî
illegal-not-legal = { $move } n'èst nîn in coûp permètu ci

## Pieces that make no position

position-no-such-square =
    i n'a nîn d'case { $number } { $game ->
        [international] au djeu d'dames international
        [english] aus dames anglêses
       *[dablot] au Dablot Prejjesne
    }
position-no-such-point = l'pwint numèro { $index } n'èst nîn yeun des { $points } pwints du Dablot
position-two-pieces = i-a deûs pièces su l'pwint { $square }
position-man-on-crowning-row = { color-name } n'pût nîn awè in pion su l'case { $number } : c'èst s'dernî rang, la qu'il âreut dvinu dame
position-no-princes =
    { $game ->
        [international] i n'a nîn d'prince au djeu d'dames international
        [english] i n'a nîn d'prince aus dames anglêses
       *[dablot] i n'a nîn d'prince au Dablot Prejjesne
    }
position-too-many-pieces =
    { color-name } a { $count } pièces ; in costé n'd'a nîn pus d'{ $max } { $game ->
        [international] au djeu d'dames international
        [english] aus dames anglêses
       *[dablot] au Dablot Prejjesne
    }
position-too-many-pieces-dablot = { color-name } a { $count } pièces ; in costé n'd'a nîn pus d'{ $max } (28 guèriers, in prince èt in rwè)
position-no-pieces = { color-name } n'a pus nole pièce : ç'costé-là âreut d'dja pièrdu
study-note-princes = { color-name } a { $count } princes : ène position d'ètude (ène partîye coumince avû yeun) ; chaque prind co todi rén qu'd'après s'rang
study-note-kings = { color-name } a { $count } rwès : ène position d'ètude (ène partîye coumince avû yeun) ; chaque prind co todi rén qu'd'après s'rang
position-too-many-warriors = { color-name } a { $count } guèriers ; in costé n'd'a nîn pus d'28

## A position (FEN) or a move that does not read

parse-at-column = colone { $column } : { $error }
parse-empty-position = position vûde : i fôt pa ègzimpe W:W31-50:B1-20
parse-bad-turn = l'costé qui djuwe dwat yesse W ou B, nîn « { $text } »
parse-bad-side = ène lisse dè pièces dwat couminchî pa W ou B, nîn « { $text } »
parse-side-listed-twice =
    { $color ->
        [white] les pièces blanches sont deûs coûps dins l'lisse
       *[black] les pièces nwâres sont deûs coûps dins l'lisse
    }
parse-empty-square = case vûde dins l'lisse des pièces
parse-not-a-square =
    « { $text } » n'èst nîn ène case { $game ->
        [international] du djeu d'dames international
        [english] des dames anglêses
       *[dablot] du Dablot Prejjesne
    }
parse-bad-range = « { $text } » n'èst nîn ène rindjéye valâbe
parse-square-twice = i-a deûs pièces su l'case { $square }
parse-empty-move = coûp vûde
parse-missing-square = i manque ène case
parse-too-many-jumps = in coûp n'a nîn pus d'{ $max } sauts
parse-not-a-move = « { $text } » n'èst nîn in coûp : i fôt DÈPÂRT-ARIVÉYE ou DÈPÂRTxARIVÉYE
parse-refused = { $move } : { $reason }
parse-no-capture-between = nole prise ni mwène dè { $from } à { $to }
parse-ambiguous = { $move } pût voleur dîre deûs coûps : scrîjhez { $forms }
list-or = { $first } ou { $second }

## A game of a PDN file that does not read or replay

pdn-at = partîye { $game }, roye { $line }, colone { $column } : { $error }
pdn-unterminated-comment = comintaire nîn cloyu : « { "{" } » sins « { "}" } »
pdn-unterminated-variation = variante nîn cloyuwe : « ( » sins s'« ) »
pdn-nag-missing = « $ » dwat yesse chûvu d'in numèro d'NAG
pdn-nag-out-of-range = l'NAG ${ $digits } èst foû des bôrnes (0 à 255)
pdn-unexpected = « { $char } » qu'on n'ratindeut nîn
pdn-word-too-long = in mot d'pus d'{ $max } caractéres n'èst nîn in coûp
pdn-tag-name-too-long = in nom d'balise dè pus d'{ $max } caractéres
pdn-tag-name-missing = ène balise dwat awè in nom : [Nom "valeû"]
pdn-tag-quote-missing = on ratindeut « " » après l'nom d'balise { $name }
pdn-tag-value-too-long = l'valeû d'l'balise { $name } a pus d'{ $max } caractéres
pdn-tag-value-unterminated = l'valeû d'l'balise { $name } n'èst nîn cloyuwe : i manque « " »
pdn-tag-not-closed = on ratindeut « ] » pou clôre l'balise { $name }
pdn-unknown-game-type = GameType « { $value } » nîn conu : Damier lît 20 (djeu d'dames international) èt 21 (dames anglêses)
pdn-unknown-variant = Variant « { $value } » nîn conu (on ratind international, english ou dablot)
pdn-variant-contradicts =
    l'Variant « { $value } » n'èst nîn d'acôrd avû l'GameType, qui dit { $game ->
        [international] djeu d'dames international
        [english] dames anglêses
       *[dablot] Dablot Prejjesne
    }
pdn-bad-fen = FEN nîn valâbe : { $error }
pdn-suffix-without-move = « { $suffix } » ni chût nou coûp
pdn-too-many-moves = pus d'{ $max } coûps dins ène partîye
pdn-move = { $move } n'èst nîn permètu : { $error }
pdn-move-not-legal = ç'n'èst nîn in coûp permètu ci
pdn-unknown-suffix = « { $suffix } » n'èst nîn ène sîne dè coûp conuwe
pdn-too-many-games = pus d'{ $max } partîyes : l'rèsse du fitchî n'èst nîn lî

replay-wrong-variant =
    c'èst ène partîye { $game ->
        [international] du djeu d'dames international
        [english] d'dames anglêses
       *[dablot] du Dablot Prejjesne
    }, nîn { $wanted ->
        [international] du djeu d'dames international
        [english] d'dames anglêses
       *[dablot] du Dablot Prejjesne
    }
replay-fen = FEN « { $fen } » : { $error }
replay-move = coûp { $number } ({ $move }) : { $error }

## What went wrong with a file

problem-io =
    nîn moyén { $op ->
        [open] d'drouvi
        [read] dè lîre
        [create] dè fé
        [write] d'scrîre
        [create-folder] dè fé l'ridant
       *[follow-link] dè chûre èl loyén
    } { $path } : { $cause }
problem-rename = nîn moyén d'candjî l'nom d'{ $from } in { $to } : { $cause }
problem-not-a-file = nîn moyén dè lîre { $path } : ç'n'èst nîn in fitchî
problem-not-a-file-name = nîn moyén d'scrîre { $path } : ç'n'èst nîn in nom d'fitchî
problem-too-big = nîn moyén dè lîre { $path } : i fêt { $size } èt l'bôrne, c'èst { $limit } (ç'n'èst nîn ène partîye PDN)
problem-not-utf8 = nîn moyén dè lîre { $path } : ç'n'èst nîn du tèxte UTF-8 (prumî mwès bayt à l'roye { $line }, colone { $column }) ; wârdez-l' in UTF-8 èt drouvez-l' co ène fwès
problem-ron-syntax = nîn moyén dè lîre { $path } : l'roye { $line }, colone { $column } n'èst nîn çu qu'Damier scrît
problem-out-of-range = nîn moyén dè lîre { $path } : { $field } vaut { $value }, foû d'l'rindjéye dè { $min } à { $max }
problem-not-replayed = nîn moyén dè rdjwer { $path } : { $error }
problem-saved-game-empty = l'partîye wârdéye èst vûde
problem-saved-game-variant =
    les coûps wârdés sont ène partîye { $game ->
        [international] du djeu d'dames international
        [english] d'dames anglêses
       *[dablot] du Dablot Prejjesne
    }, nîn { $wanted ->
        [international] du djeu d'dames international
        [english] d'dames anglêses
       *[dablot] du Dablot Prejjesne
    }
problem-not-moved-aside = { $error } (èt on n'a nîn polu l'mète come { $backup } : { $cause })
problem-encode = nîn moyén d'scrîre ç'qu'i fôt wârder ({ $detail })
problem-no-game = i n'a nole partîye dins l'fitchî
problem-paste-too-long = l'tèxte a pus d'{ $kib } Kio
problem-no-file-dialog = nole fenièsse dè fitchîs n'a polu s'mostrer : Damier drouve ses fenièsses dè fitchîs pa l'portail XDG du burô (mètez xdg-desktop-portal èt in moteûr come xdg-desktop-portal-gtk ou -kde) ou bîn, sins lu, pa zenity
problem-file-dialog-failed = l'fenièsse dè fitchîs a ratè sins qu'on s'è ratindeut (loukez l'djournal)
problem-no-thread = nîn moyén d'enonder l'fenièsse dè fitchîs : { $cause }

size-bytes =
    { $n ->
        [one] { $n } bayt
       *[other] { $n } bayts
    }
size-megabytes = { $n } Mo

io-not-found = i n'egzistêye nîn
io-permission-denied = vos n'avez nîn l'dreut
io-already-exists = i egzistêye dedja
io-is-a-directory = c'èst in ridant
io-not-a-directory = on bokèt du tch'min n'èst nîn in ridant
io-directory-not-empty = l'ridant n'èst nîn vûde
io-read-only = l'disse ni pût qu'yesse lî
io-storage-full = l'disse èst plin
io-file-too-large = l'fitchî èst trop gros pou l'disse
io-invalid-name = l'nom n'èst nîn valâbe
io-other = fôte du sistinme { $code }
io-unknown = fôte d'intréye ou d'sôrtîye

## File dialogs

dialog-open-title = Drouvi ène partîye PDN
dialog-save-title = Wârder l'partîye in PDN
dialog-filter-pdn = Partîyes PDN
dialog-filter-all = Tos les fitchîs

## Setting up a position

menu-setup = Mète ène position su l'damiér…
editor-title = Mète ène position su l'damiér
editor-piece = { color-name } : { piece-name }
editor-palette = Clitchez so ène case pou-z-î mète el pièce tchwèsîye, ou bin trinnez ène pièce disqu'su l'damiér ; clitchez à droete so ène pièce, ou bin trinnez-le foû dè damiér, pou l'èrsètchî.
editor-clear = Vûdî l'damiér
editor-start = Position dè dèpârt
editor-flip = Rtoûrner l'damiér
editor-to-move = Au trait :
editor-fen = Position (FEN), rmètûwe à djoû a chaque candjmint ; tapez-ele ou bin côlez-ele
editor-fen-error = Ci FEN-là n'si lét nîn : { $error }
editor-ready = On pout djwer l'position.
editor-problems = Co nîn djouwåve :
editor-person = Ène djin
editor-play = Djwer à pârti d'chal
editor-analyse = Analîzer
editor-close = Rivni à l'partîye

## Other engines

menu-engines = Moteûrs…
engines-title = Moteûrs
engines-about = Des programes Hub (come Scan) qui polèt djwer on costé à l'place dè moteûr dè Damier, ou analîzer : tchwèsichez-è onk come djouweu quand vos mètez ène position su l'damiér, ou come moteûr di l'analîze. Les tchûzes candjeyes chal sont evoyeyes å moteûr li côp qu'vint qu'il èst enondé.
engines-none = Nol moteûr radjouté po l'moumint.
engines-remove = Rissètchî { $name }
engines-author = Pa { $author }
engines-add = Radjouter on moteûr…
engines-choose = Tchwèsichez l'programe d'on moteûr Hub
engines-move-time = Tins pa coûp
engines-option-whole = { $name } : « { $value } » n'èst nîn on nombe ètir ; l'valeur n'a nîn stî candjeye.
engines-option-choice = { $name } : « { $value } » n'èst nîn onk di ses valeurs ; l'valeur n'a nîn stî candjeye.
engines-option-range = { $name } dwèt èsse inte { $min } èt { $max } (nîn { $value }) ; l'valeur n'a nîn stî candjeye.
engines-option-min = { $name } dwèt èsse å mwins { $min } (nîn { $value }) ; l'valeur n'a nîn stî candjeye.
engines-option-max = { $name } dwèt èsse å pus { $max } (nîn { $value }) ; l'valeur n'a nîn stî candjeye.
engines-option-bounds = di { $min } à { $max }
engines-seconds = { $s } s
engine-unknown = Moteûr (rissètchî)
watch-pause = Pause inte les coûps
status-engine-added = { $name } a stî radjouté : tchwèsichez-l come djouweu quand vos mètez ène position su l'damiér (menu Partîye, Mète ène position su l'damiér…)
status-engine-not-added = On n'a nîn polu radjouter { $path } come moteûr : { $reason }
status-engine-failed = { $name } a stî arèsté : { $reason }. El moteûr dè Damier ({ level-name }) djuwe à s'place.
engine-error-start = on n'a nîn polu l'enondé ({ $reason })
engine-error-ended = il s'a arèsté
engine-error-timeout = i n'a nîn rèspondu à tins
engine-error-no-variant = i n'djuwe nîn à { game-name }
engine-error-refused = il a rifusé l'position qu'on lyi a evoyî ({ $line })
engine-error-no-move = i n'a dné nol coûp
engine-error-illegal = il a djouwé { $move }, qu'n'èst nîn on coûp permètu chal, èt l'coûp a stî rifusé
engine-error-garbled = il a rèspondu ène saqwè qui n'a nou sins ({ $line })
status-analyser-failed = { $name } a stî arèsté : { $reason }. El moteûr dè Damier analîze à s'place.

## Analîze
analysis-start = Analîzer
analysis-stop = Arèter d'analîzer
analysis-game = Analîzer l'partîye
analysis-cancel = Rinoncî
analysis-time = { $seconds } s pa coûp
analysis-time-help = El tins qu'l'ordinateûr passe su chake position quand il analîze el partîye
analysis-depth = Parfondeû { $depth }, { $speed } kN/s
analysis-bar = Valeû : { $score }
analysis-graph = Grafike des valeûs d'l'partîye ({ $moves } coûps) : clitchez pou vîr in coûp
analysis-no-marks = Nole imprécision, nole fåte, nole bièstrîye.
analysis-mark = { $move }, mieûs : { $better } ({ $score })
analysis-better = Mieûs : { $move } ({ $score })
analysis-delete = Disfacer cisse variante-ci
analysis-engine = Moteûr
analysis-engine-own = Damier
analysis-one-line = { $name } dene ène sole ligne : les moteûrs Hub n'ont nou multi-PV.
analysis-promote = È fé l'mwaisse ligne
