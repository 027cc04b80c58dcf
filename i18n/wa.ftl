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
about-sources = Djeu d'dames international : « Djeu d'dames : èle régue oficièle du djeu pou bîn couminchî », in walon èt in francès. Dames anglêses : les régues d'in djeu d'dames su ordinateûr, in francès. Dablot Prejjesne : ène pâdje in francès su ç'djeu sami, avû les autes discrîjhadjes du djeu pou çu qu'èle lèye au lådje. Chake tèxte èst ratourné pou Damier ; èl fenièsse des régues dit d'ou ç'qu'i vint.
about-credits-title = Mèrci
about-credits = Scrît pa l'èkipe dè Damier in Rust avû egui èt eframe. Les tèxtes in walon, in francès èt in crowate sont ratournés pa l'èkipe.

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
new-threads = Keûrs do processeu po l'ordinateûr
new-side = Vos djouwez
new-side-white = Les blancs
new-side-black = Les nwârs
new-side-lot = Au sôrt
new-rule24 = Régue 24 (pau d'pièces conte ène dame tote seûle)
new-rule24-seed = Come dit l'tèkse des régues : partîye r'mise tout d'chûte
new-rule24-fmjd = FMJD : après 16 ou 5 coûps ; 25 coûps d'dames
new-clock = Ôrlodje
new-no-clock = Sans ôrlodje
new-minutes = Minutes pa djouweu
new-increment = Rawète (secondes pa coûp)
new-touch-move = Pièce toutchîye, pièce djouwéye
new-inactivity = Régue d'inactivité (avèrtichmint après 5 minutes sins djouwer)
new-strict-inactivity = Sévère : l'partîye èst pièrdûwe ène minute après l'avèrtichmint
new-english-you-start = Aus dames anglêses, les djouweus couminchenut chacun à s'toûr : c'èst l'partîye { $n }, vos couminchez (avû les nwârs)
new-english-computer-starts = Aus dames anglêses, les djouweus couminchenut chacun à s'toûr : c'èst l'partîye { $n }, l'ordinateûr cominche (avû les nwârs)
new-start = Couminchî
dialog-cancel = Rinoncî

## The side panel

panel-moves = Coûps
panel-you = Vos
panel-player = Djouweu
panel-computer = Ordinateûr ({ level-name })

action-takeback = R'prinde
action-redo = Rdjwer
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
status-thinking-info = I tûse : pronfondeû { $depth }, valeû { $score }
status-capture-compulsory = El prise èst obligatoire : djwez ène pièce qui pût prinde
status-capture-majority = El prise èst obligatoire : on dwat prinde ayu ç'qu'il a l'pus d'pièces à prinde
status-no-piece = Vos n'avez nîn d'pièce là
status-cannot-move = Ç'pièce-là n'pût nîn bodjî
status-illegal-destination = { $move } n'èst nîn in coûp permètu
status-touch-move = Pièce toutchîye : vos d'vez djwer l'pièce qu'vos avez toutchîye
status-choose-path = Pusieûrs prises arivenut su ç'case-ci : passez pa l'case d'arivéye d'après ou clikez d'sus, ou tchwèsichez in tch'min
status-not-your-turn = Ratindez vo toûr
status-hint = Consèy : { $move }
status-draw-declined = L'ordinateûr rifuse èl partîye r'mise
status-draw-too-early = L'ordinateûr rifuse èl partîye r'mise : c'èst trop timpe (divant l'20inme coûp)
status-draw-offer-pending = L'ordinateûr rèspondra à vo propôsicion d'partîye r'mise in djouwant s'coûp
status-bad-move-text = Dji n'sé nîn lîre « { $text } » : { $error }
status-opened = Drouvu : { $path }
status-saved = Wârdé : { $path }
status-file-error = Nîn moyén d'ûser { $path } : { $error }
status-settings-recovered = Vos apontiadjes n'ont nîn polu yesse lîts ({ $error }) ; on prind les cias d'bâse èt l'vî fitchî èst wârdé come { $backup }
status-autosave-recovered = El partîye wârdéye n'a nîn polu yesse lîte ({ $error }) ; ène nouvèle partîye coumince èt l'vî fitchî èst wârdé come { $backup }
status-settings-reset = Vos apontiadjes n'ont nîn polu yesse lîts ({ $error }) ; on prind les cias d'bâse
status-autosave-reset = El partîye wârdéye n'a nîn polu yesse lîte ({ $error }) ; ène nouvèle partîye coumince
status-restored = El dernière partîye a sté r'mètuwe, è pause : Rataker (ou P) pou continuwer
status-paused = El partîye èst è pause : les ôrlodjes sont arètés (Rataker ou P pou continuwer)
status-engine-error = L'ordinateûr n'a nîn polu tûser : { $error }
status-fen-error = Ç'n'èst nîn ène position dè ç'djeu-ci : { $error }
status-pasted = Colé : èl partîye continuwe di d'la (FEN ou PDN colé avû Ctrl+V)
status-paste-error = El tèxte colé n'èst ni ène posicion (FEN) ni ène partîye (PDN) : { $error }
status-review = Vos r'waîtez après { $move } — flèche à drwète ou Fin pou rv'nu
status-review-start = Vos r'waîtez l'posicion du dèpart — flèche à drwète ou Fin pou rv'nu
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
reason-fmjd25 = 25 coûps dè chake costé rin qu'avû des dames, sans prise
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

confirm-replace-title = El partîye n'èst nîn finîye
confirm-replace-text = El wârder in PDN divant d'èl candjî ?
confirm-save = Wârder…
confirm-discard = Nîn wârder
confirm-resign-title = Abandoner cisse partîye ci ?
confirm-resign = Ayi, abandoner

pick-title =
    { $n ->
        [one] El fichî contint { $n } partîye : tchwèzihez-l'
       *[other] El fichî contint { $n } partîyes : tchwèzihez-ent yeune
    }
pick-event = Èvènemint
pick-date = Date
pick-result = Rézultat
pick-moves = Coûps
