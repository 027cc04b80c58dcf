### Damier : textes français. Mêmes messages et mêmes $arguments que en.ftl.
### Vocabulaire des dames tiré des règles officielles pour débuter : pion, dame, prise, rafle, damier.

app-title = Damier

## Shared words, referenced by the messages below (they take the caller's arguments).

color-name =
    { $color ->
        [white] Blanc
       *[black] Noir
    }
game-name =
    { $game ->
        [international] Dames internationales
        [english] Dames anglaises
       *[dablot] Dablot Prejjesne
    }
level-name =
    { $level ->
        [1] Débutant
        [2] Novice
        [3] Club
        [4] Fort
        [5] Expert
       *[6] Maître
    }
piece-name =
    { $piece ->
        [man] pion
        [king] dame
        [warrior] guerrier
        [prince] prince
       *[dablot-king] roi
    }

## Menus

menu-game = Partie
menu-new = Nouvelle partie…
menu-open = Ouvrir un PDN…
menu-save = Enregistrer en PDN…
menu-copy-fen = Copier la position (FEN)
menu-copy-pdn = Copier la partie (PDN)
menu-quit = Quitter

menu-view = Affichage
view-flip = Retourner le damier
view-white-at-bottom = Toujours les blancs en bas
view-labels = Numéros des cases
view-animate = Animer les coups
view-mute = Couper le son
view-animation-speed = Vitesse d'animation
view-animation-ms = { $ms } ms
view-language = Langue

menu-help = Aide
help-rules = Règles — { game-name }
help-about = À propos de Damier

## About

about-heading = { app-title } { $version }
about-text = Damier joue aux dames internationales, aux dames anglaises et au Dablot Prejjesne.
about-licence = Logiciel libre sous licence { $licence }.
about-sources-title = Les textes des règles
about-sources = Dames internationales : « Jeu de Dames : la règle officielle du jeu pour débuter », en wallon, en français et, pour ses onze premières règles, en croate. Dames anglaises : les règles d'un jeu de dames sur ordinateur, en français. Dablot Prejjesne : une page en français sur ce jeu same, complétée par les autres descriptions du jeu pour ce qu'elle laisse ouvert. En français, les textes sont ceux des sources, corrigés de leurs fautes ; la fenêtre des règles nomme la source de chacun et dit ce qui y a été changé.
about-credits-title = Remerciements
about-credits = Écrit par l'équipe de Damier en Rust avec egui et eframe. L'interface en wallon, en français et en croate est traduite par l'équipe.

## The board, for screen readers

a11y-square = Case { $square }
a11y-point = Point { $square }
a11y-piece = { color-name } : { piece-name } en { $square }
board-paths = Choisissez la prise

## New game

new-title = Nouvelle partie
new-game = Jeu
new-opponent = Adversaire
new-computer = L'ordinateur
new-two-players = Deux joueurs devant cet écran
new-level = Niveau
new-level-item = { $level }. { level-name }
new-threads = Cœurs du processeur pour l'ordinateur
new-side = Vous jouez
new-side-white = Les blancs
new-side-black = Les noirs
new-side-lot = Tirage au sort
new-rule24 = Règle 24 (peu de pièces contre une dame seule)
new-rule24-seed = Comme le dit le texte des règles : nulle immédiate
new-rule24-fmjd = FMJD : après 16 ou 5 coups ; 25 coups de dames
new-clock = Pendule
new-no-clock = Sans pendule
new-minutes = Minutes par joueur
new-increment = Incrément (secondes par coup)
new-touch-move = Pièce touchée, pièce jouée
new-inactivity = Règle d'inactivité (avertissement après 5 minutes sans jouer)
new-strict-inactivity = Strict : partie perdue une minute après l'avertissement
new-fen-hint = Une position de départ, en FEN (notation Forsyth-Edwards) ; laissée vide, la partie part de sa position de départ, affichée en grisé
new-english-you-start = Aux dames anglaises, les joueurs commencent à tour de rôle : partie n° { $n }, vous commencez (avec les noirs)
new-english-computer-starts = Aux dames anglaises, les joueurs commencent à tour de rôle : partie n° { $n }, l'ordinateur commence (avec les noirs)
new-start = Commencer
dialog-cancel = Annuler

## The side panel

panel-moves = Coups
panel-you = Vous
panel-player = Joueur
panel-computer = Ordinateur ({ level-name })
panel-tables-building = Construction des bases de finales (l'ordinateur joue sans elles en attendant)…
panel-tables-ready = Bases de finales : jusqu'à { $pieces } pièces

action-takeback = Reprendre
action-redo = Rétablir
action-hint = Conseil
action-move-now = Jouer maintenant
action-flip = Retourner
action-pause = Pause
action-resume = Continuer
action-offer-draw = Proposer la nulle
action-resign = Abandonner
action-enter-move = Tapez un coup (p. ex. { $example })
action-play = Jouer

draw-offered =
    { $color ->
        [white] Les blancs proposent la nulle
       *[black] Les noirs proposent la nulle
    }
draw-accept = Accepter
draw-decline = Refuser

## The status line

status-to-move =
    { $color ->
        [white] Aux blancs de jouer
       *[black] Aux noirs de jouer
    }
status-your-move = À vous de jouer ({ $color ->
        [white] les blancs
       *[black] les noirs
    })
status-thinking = L'ordinateur réfléchit…
status-thinking-info = Réflexion : profondeur { $depth }, évaluation { $score }
status-capture-compulsory = La prise est obligatoire : seules les pièces qui peuvent prendre peuvent jouer
status-capture-majority = La prise est obligatoire : il faut prendre le plus grand nombre de pièces
status-no-piece = Vous n'avez pas de pièce sur cette case
status-cannot-move = Cette pièce ne peut pas jouer
status-illegal-destination = { $move } n'est pas un coup permis
status-touch-move = Pièce touchée, pièce jouée : vous devez jouer la pièce que vous avez touchée
status-choose-path = Plusieurs rafles aboutissent sur cette case : passez par la case d'arrivée suivante ou cliquez dessus, ou choisissez un chemin
status-not-your-turn = Attendez votre tour
status-hint = Conseil : { $move }
status-draw-declined = L'ordinateur refuse la nulle
status-draw-too-early = L'ordinateur refuse la nulle : c'est trop tôt (avant le 20e coup)
status-draw-offer-pending = L'ordinateur répondra à votre proposition de nulle en jouant son coup
status-bad-move-text = Impossible de lire « { $text } » : { $error }
status-opened = Ouvert : { $path }
status-saved = Enregistré : { $path }
status-saved-among = Enregistré : { $path }, partie { $game } des { $games } du fichier, les autres conservées
status-file-error = Impossible d'utiliser { $path } : { $error }
status-file-dialog-error = Impossible d'ouvrir ou d'enregistrer un fichier : { $error }
status-settings-recovered = Vos réglages n'ont pas pu être lus ({ $error }) ; les réglages par défaut sont utilisés et l'ancien fichier est conservé sous le nom { $backup }
status-autosave-recovered = La partie enregistrée n'a pas pu être lue ({ $error }) ; une nouvelle partie commence et l'ancien fichier est conservé sous le nom { $backup }
status-settings-reset = Vos réglages n'ont pas pu être lus ({ $error }) ; les réglages par défaut sont utilisés
status-autosave-reset = La partie enregistrée n'a pas pu être lue ({ $error }) ; une nouvelle partie commence
status-restored = La dernière partie a été retrouvée, en pause : Continuer (ou P) pour la poursuivre
status-paused = La partie est en pause : les pendules sont arrêtées (Continuer ou P pour poursuivre)
status-engine-error = La recherche de l'ordinateur a échoué : { $error }
status-no-sound-device = Aucun périphérique audio n'a été trouvé : Damier continue sans le son
status-sound-failed = Le périphérique audio n'a pas pu être ouvert : Damier continue sans le son
status-fen-error = Ce n'est pas une position de ce jeu : { $error }
status-pasted = Collé : la partie continue de là (FEN ou PDN collé avec Ctrl+V)
status-paste-error = Le texte collé n'est ni une position (FEN) ni une partie (PDN) : { $error }
status-review = Relecture : position après { $move } — flèche droite ou Fin pour revenir
status-review-start = Relecture : position de départ — flèche droite ou Fin pour revenir
status-inactivity-warning =
    { $color ->
        [white] Les blancs n'ont pas joué depuis 5 minutes
       *[black] Les noirs n'ont pas joué depuis 5 minutes
    }
status-inactivity-strict =
    { $color ->
        [white] Les blancs n'ont pas joué depuis 5 minutes
       *[black] Les noirs n'ont pas joué depuis 5 minutes
    } : jouez dans les { $seconds } s ou la partie est perdue

## The result

result-title = Partie terminée
result-white-wins = Les blancs gagnent
result-black-wins = Les noirs gagnent
result-draw = Partie nulle
result-status = { $result }. { $reason }
result-new-game = Nouvelle partie
result-review = Revoir la partie

reason-no-pieces =
    { $color ->
        [white] Les blancs n'ont plus de pièces
       *[black] Les noirs n'ont plus de pièces
    }
reason-blocked =
    { $color ->
        [white] Les blancs ne peuvent plus jouer
       *[black] Les noirs ne peuvent plus jouer
    }
reason-time =
    { $color ->
        [white] Les blancs ont dépassé leur temps
       *[black] Les noirs ont dépassé leur temps
    }
reason-inactivity =
    { $color ->
        [white] Les blancs
       *[black] Les noirs
    } n'ont pas joué dans la minute qui a suivi l'avertissement
reason-resignation =
    { $color ->
        [white] Les blancs abandonnent
       *[black] Les noirs abandonnent
    }
reason-repetition = La même position s'est présentée trois fois
reason-rule24 = Une dame seule contre trois pièces au plus, dont une dame (règle 24)
reason-fmjd16 = 16 coups à trois pièces contre une dame seule
reason-fmjd5 = 5 coups à deux pièces ou moins contre une dame seule
reason-fmjd25 = 25 coups de chaque côté joués uniquement avec des dames, sans prise
reason-arbiter =
    Décision de l'arbitre : Blancs { $white ->
        [one] { $white } point
       *[other] { $white } points
    }, Noirs { $black ->
        [one] { $black } point
       *[other] { $black } points
    }
reason-two-kings = Il ne reste que les deux rois
reason-agreement = Nulle d'un commun accord

## Windows and questions

rules-title = Règles : { game-name }
rules-start-position =
    La position de départ { $game ->
        [international] des dames internationales
        [english] des dames anglaises
       *[dablot] du Dablot Prejjesne
    }

confirm-replace-title = La partie est en cours
confirm-replace-text = L'enregistrer en PDN avant de la remplacer ?
confirm-save = Enregistrer…
confirm-discard = Ne pas enregistrer
confirm-resign-title = Abandonner cette partie ?
confirm-resign = Oui, abandonner

pick-title =
    { $n ->
        [one] Le fichier contient { $n } partie : choisissez-la
       *[other] Le fichier contient { $n } parties : choisissez-en une
    }
pick-event = Événement
pick-date = Date
pick-result = Résultat
pick-moves = Coups
# $name: the name of the side the person played (maybe empty).
pick-played-by-you = { $name } (vous)

## Why a move is not legal

illegal-game-over = la partie est terminée : { $result }
illegal-no-piece = il n'y a pas de pièce en { $square }
illegal-not-your-piece =
    la pièce en { $square } est { $owner ->
        [white] aux blancs
       *[black] aux noirs
    }, et c'est { $color ->
        [white] aux blancs
       *[black] aux noirs
    } de jouer
illegal-no-legal-move =
    { $color ->
        [white] les blancs n'ont aucun coup permis
       *[black] les noirs n'ont aucun coup permis
    }
illegal-capture-compulsory = la prise est obligatoire
illegal-capture-unfinished = la rafle doit aller jusqu'au bout
illegal-majority = la prise du plus grand nombre de pièces ({ $most }) est obligatoire
illegal-piece-cannot-move = la pièce en { $square } ne peut pas jouer
illegal-not-legal = { $move } n'est pas un coup permis ici

## Pieces that make no position

position-no-such-square = il n'y a pas de case { $number } aux { game-name }
position-no-such-point = le point d'indice { $index } n'est pas l'un des { $points } points du Dablot
position-two-pieces = le point { $square } porte deux pièces
position-man-on-crowning-row = { color-name } ne peut pas avoir de pion sur la case { $number } : c'est sa rangée de promotion, où il serait devenu dame
position-no-princes =
    { $game ->
        [international] les dames internationales n'ont pas de prince
        [english] les dames anglaises n'ont pas de prince
       *[dablot] le Dablot Prejjesne n'a pas de prince
    }
position-too-many-pieces =
    { color-name } a { $count } pièces ; un camp en a au plus { $max } aux { $game ->
        [international] dames internationales
        [english] dames anglaises
       *[dablot] Dablot Prejjesne
    }
position-too-many-pieces-dablot = { color-name } a { $count } pièces ; un camp en a au plus { $max } (28 guerriers, un prince et un roi)
position-no-pieces = { color-name } n'a aucune pièce : ce camp aurait déjà perdu
study-note-princes = { color-name } a { $count } princes : une position d'étude (une partie commence avec un seul) ; chacun ne prend toujours que selon son rang
study-note-kings = { color-name } a { $count } rois : une position d'étude (une partie commence avec un seul) ; chacun ne prend toujours que selon son rang
position-too-many-warriors = { color-name } a { $count } guerriers ; un camp en a au plus 28

## A position (FEN) or a move that does not read

parse-at-column = colonne { $column } : { $error }
parse-empty-position = position vide : il faut par exemple W:W31-50:B1-20
parse-bad-turn = le camp au trait doit être W ou B, pas « { $text } »
parse-bad-side = une liste de pièces doit commencer par W ou B, pas « { $text } »
parse-side-listed-twice =
    { $color ->
        [white] les pièces blanches sont listées deux fois
       *[black] les pièces noires sont listées deux fois
    }
parse-empty-square = case vide dans la liste des pièces
parse-not-a-square =
    « { $text } » n'est pas une case { $game ->
        [international] des dames internationales
        [english] des dames anglaises
       *[dablot] du Dablot Prejjesne
    }
parse-bad-range = « { $text } » n'est pas un intervalle valable
parse-square-twice = la case { $square } porte deux pièces
parse-empty-move = coup vide
parse-missing-square = il manque une case
parse-too-many-jumps = un coup a au plus { $max } sauts
parse-not-a-move = « { $text } » n'est pas un coup : il faut DÉPART-ARRIVÉE ou DÉPARTxARRIVÉE
parse-refused = { $move } : { $reason }
parse-no-capture-between = aucune prise ne mène de { $from } à { $to }
parse-ambiguous = { $move } est ambigu : écrivez { $forms }
list-or = { $first } ou { $second }

## A game of a PDN file that does not read or replay

pdn-at = partie { $game }, ligne { $line }, colonne { $column } : { $error }
pdn-unterminated-comment = commentaire non fermé : « { "{" } » sans « { "}" } »
pdn-unterminated-variation = variante non fermée : « ( » sans sa « ) »
pdn-nag-missing = « $ » doit être suivi d'un numéro de NAG
pdn-nag-out-of-range = le NAG ${ $digits } est hors limites (0 à 255)
pdn-unexpected = « { $char } » inattendu
pdn-word-too-long = un mot de plus de { $max } caractères n'est pas un coup
pdn-tag-name-too-long = un nom de balise de plus de { $max } caractères
pdn-tag-name-missing = une balise doit avoir un nom : [Nom "valeur"]
pdn-tag-quote-missing = « " » attendu après le nom de balise { $name }
pdn-tag-value-too-long = la valeur de la balise { $name } dépasse { $max } caractères
pdn-tag-value-unterminated = valeur de la balise { $name } non fermée : il manque « " »
pdn-tag-not-closed = « ] » attendu pour fermer la balise { $name }
pdn-unknown-game-type = GameType « { $value } » inconnu : Damier lit 20 (dames internationales) et 21 (dames anglaises)
pdn-unknown-variant = Variant « { $value } » inconnu (international, english ou dablot attendu)
pdn-variant-contradicts =
    Variant « { $value } » contredit le GameType, qui désigne { $game ->
        [international] les dames internationales
        [english] les dames anglaises
       *[dablot] le Dablot Prejjesne
    }
pdn-bad-fen = FEN incorrecte : { $error }
pdn-suffix-without-move = « { $suffix } » ne suit aucun coup
pdn-too-many-moves = plus de { $max } coups dans une partie
pdn-move = { $move } n'est pas permis : { $error }
pdn-move-not-legal = ce n'est pas un coup permis ici
pdn-unknown-suffix = suffixe de coup « { $suffix } » inconnu
pdn-too-many-games = plus de { $max } parties : la suite du fichier n'est pas lue

replay-wrong-variant =
    c'est une partie { $game ->
        [international] de dames internationales
        [english] de dames anglaises
       *[dablot] de Dablot Prejjesne
    }, pas { $wanted ->
        [international] de dames internationales
        [english] de dames anglaises
       *[dablot] de Dablot Prejjesne
    }
replay-fen = FEN « { $fen } » : { $error }
replay-move = coup { $number } ({ $move }) : { $error }

## What went wrong with a file

problem-io =
    impossible { $op ->
        [open] d'ouvrir
        [read] de lire
        [create] de créer
        [write] d'écrire
        [create-folder] de créer le dossier
       *[follow-link] de suivre le lien
    } { $path } : { $cause }
problem-rename = impossible de renommer { $from } en { $to } : { $cause }
problem-not-a-file = impossible de lire { $path } : ce n'est pas un fichier
problem-not-a-file-name = impossible d'écrire { $path } : ce n'est pas un nom de fichier
problem-too-big = impossible de lire { $path } : il fait { $size } et la limite est de { $limit } (ce n'est pas une partie PDN)
problem-not-utf8 = impossible de lire { $path } : ce n'est pas du texte UTF-8 (premier octet incorrect ligne { $line }, colonne { $column }) ; enregistrez-le en UTF-8 et ouvrez-le à nouveau
problem-ron-syntax = impossible de lire { $path } : la ligne { $line }, colonne { $column } n'est pas ce que Damier écrit
problem-out-of-range = impossible de lire { $path } : { $field } vaut { $value }, hors de l'intervalle de { $min } à { $max }
problem-not-replayed = impossible de rejouer { $path } : { $error }
problem-saved-game-empty = la partie enregistrée est vide
problem-saved-game-variant =
    les coups enregistrés sont une partie { $game ->
        [international] de dames internationales
        [english] de dames anglaises
       *[dablot] de Dablot Prejjesne
    }, pas { $wanted ->
        [international] de dames internationales
        [english] de dames anglaises
       *[dablot] de Dablot Prejjesne
    }
problem-not-moved-aside = { $error } (et il n'a pas pu être déplacé en { $backup } : { $cause })
problem-encode = impossible d'écrire les données ({ $detail })
problem-no-game = le fichier ne contient aucune partie
problem-paste-too-long = le texte dépasse { $kib } Kio
problem-no-file-dialog = aucune fenêtre de fichiers n'a pu s'afficher : Damier ouvre ses fenêtres de fichiers par le portail de bureau XDG (installez xdg-desktop-portal et un moteur comme xdg-desktop-portal-gtk ou -kde) ou, à défaut, par zenity
problem-file-dialog-failed = la fenêtre de fichiers a échoué de façon inattendue (voir le journal)
problem-no-thread = impossible de lancer la fenêtre de fichiers : { $cause }

size-bytes =
    { $n ->
        [one] { $n } octet
       *[other] { $n } octets
    }
size-megabytes = { $n } Mo

io-not-found = il n'existe pas
io-permission-denied = permission refusée
io-already-exists = il existe déjà
io-is-a-directory = c'est un dossier
io-not-a-directory = une partie du chemin n'est pas un dossier
io-directory-not-empty = le dossier n'est pas vide
io-read-only = le disque est en lecture seule
io-storage-full = le disque est plein
io-file-too-large = le fichier est trop gros pour le disque
io-invalid-name = le nom n'est pas valable
io-other = erreur système { $code }
io-unknown = erreur d'entrée-sortie

## File dialogs

dialog-open-title = Ouvrir une partie PDN
dialog-save-title = Enregistrer la partie en PDN
dialog-filter-pdn = Parties PDN
dialog-filter-all = Tous les fichiers

## Setting up a position

menu-setup = Mettre en place une position…
editor-title = Mettre en place une position
editor-piece = { color-name } : { piece-name }
editor-palette = Cliquez une case pour y poser la pièce choisie, ou glissez une pièce sur le damier ; clic droit sur une pièce, ou glissez-la hors du damier, pour l'enlever.
editor-clear = Vider le damier
editor-start = Position de départ
editor-flip = Retourner le damier
editor-to-move = Au trait :
editor-fen = Position (FEN), mise à jour à chaque changement ; tapez-en ou collez-en une
editor-fen-error = Ce FEN ne se lit pas : { $error }
editor-ready = La position peut être jouée.
editor-problems = Pas encore jouable :
editor-person = Une personne
editor-play = Jouer à partir d'ici
editor-analyse = Analyser
editor-close = Revenir à la partie

## Other engines

menu-engines = Moteurs…
engines-title = Moteurs
engines-about = Des programmes Hub (comme Scan) qui peuvent jouer un camp à la place du moteur de Damier, ou analyser : choisissez-en un comme joueur quand vous mettez en place une position, ou comme moteur de l'analyse. Les options modifiées ici sont envoyées au moteur à son prochain lancement.
engines-none = Aucun moteur ajouté pour l'instant.
engines-remove = Retirer { $name }
engines-author = Par { $author }
engines-add = Ajouter un moteur…
engines-choose = Choisissez le programme d'un moteur Hub
engines-move-time = Temps par coup
engines-option-whole = { $name } : « { $value } » n'est pas un nombre entier ; la valeur n'a pas été changée.
engines-option-choice = { $name } : « { $value } » ne fait pas partie de ses valeurs ; la valeur n'a pas été changée.
engines-option-range = { $name } doit être compris entre { $min } et { $max } (et non { $value }) ; la valeur n'a pas été changée.
engines-option-min = { $name } doit valoir au moins { $min } (et non { $value }) ; la valeur n'a pas été changée.
engines-option-max = { $name } doit valoir au plus { $max } (et non { $value }) ; la valeur n'a pas été changée.
engines-option-bounds = de { $min } à { $max }
engines-seconds = { $s } s
engine-unknown = Moteur (retiré)
watch-pause = Pause entre les coups
status-engine-added = { $name } a été ajouté : choisissez-le comme joueur quand vous mettez en place une position (menu Partie, Mettre en place une position…)
status-engine-not-added = { $path } n'a pas pu être ajouté comme moteur : { $reason }
status-engine-failed = { $name } a été arrêté : { $reason }. Le moteur de Damier ({ level-name }) continue à sa place.
engine-error-start = il n'a pas pu être lancé ({ $reason })
engine-error-ended = il s'est arrêté
engine-error-timeout = il n'a pas répondu à temps
engine-error-no-variant = il ne joue pas { $game ->
        [international] aux dames internationales
        [english] aux dames anglaises
       *[dablot] au Dablot Prejjesne
    }
engine-error-refused = il a refusé la position envoyée ({ $line })
engine-error-no-move = il n'a donné aucun coup
engine-error-illegal = il a joué { $move }, qui n'est pas un coup permis ici, et le coup a été refusé
engine-error-garbled = il a répondu quelque chose qui n'a pas de sens ({ $line })
status-analyser-failed = { $name } a été arrêté : { $reason }. Le moteur de Damier analyse à sa place.

## Analyse
analysis-start = Analyser
analysis-stop = Arrêter l'analyse
analysis-game = Analyser la partie
analysis-cancel = Annuler
analysis-time = { $seconds } s par coup
analysis-time-help = Le temps que le moteur consacre à chaque position quand il analyse la partie
analysis-depth = Profondeur { $depth }, { $speed } kN/s
analysis-bar = Évaluation : { $score }
analysis-graph = Graphique d'évaluation de la partie ({ $moves } coups) : cliquez pour voir un coup
analysis-no-marks = Aucune imprécision, erreur ni gaffe trouvée.
analysis-mark = { $move }, meilleur : { $better } ({ $score })
analysis-better = Meilleur : { $move } ({ $score })
analysis-delete = Supprimer cette variante
analysis-engine = Moteur
analysis-engine-own = Damier
analysis-one-line = { $name } donne une seule ligne : les moteurs Hub n'ont pas de multi-PV.
analysis-promote = En faire la ligne principale
