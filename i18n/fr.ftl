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
about-sources = Dames internationales : « Les dames : règles officielles pour débutants », en wallon et en français. Dames anglaises : les règles d'un jeu de dames sur ordinateur, en français. Dablot Prejjesne : une page en français sur ce jeu sâme, complétée par les autres descriptions du jeu pour ce qu'elle laisse ouvert. Chaque texte est traduit pour Damier ; la fenêtre des règles en nomme la source.
about-credits-title = Remerciements
about-credits = Écrit par l'équipe de Damier en Rust avec egui et eframe. Les textes wallons, français et croates sont traduits par l'équipe.

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
new-english-you-start = Aux dames anglaises, les joueurs commencent à tour de rôle : partie n° { $n }, vous commencez (avec les noirs)
new-english-computer-starts = Aux dames anglaises, les joueurs commencent à tour de rôle : partie n° { $n }, l'ordinateur commence (avec les noirs)
new-start = Commencer
dialog-cancel = Annuler

## The side panel

panel-moves = Coups
panel-you = Vous
panel-player = Joueur
panel-computer = Ordinateur ({ level-name })

action-takeback = Reprendre
action-redo = Rejouer
action-hint = Conseil
action-move-now = Jouer maintenant
action-flip = Retourner
action-pause = Pause
action-resume = Reprendre
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

status-to-move = { color-name } joue
status-your-move = À vous de jouer ({ color-name })
status-thinking = L'ordinateur réfléchit…
status-thinking-info = Réflexion : profondeur { $depth }, évaluation { $score }
status-capture-compulsory = La prise est obligatoire : seules les pièces qui peuvent prendre peuvent jouer
status-capture-majority = La prise est obligatoire : il faut prendre le plus grand nombre de pièces
status-no-piece = Vous n'avez pas de pièce sur cette case
status-cannot-move = Cette pièce ne peut pas jouer
status-illegal-destination = { $move } n'est pas un coup permis
status-touch-move = Pièce touchée, pièce jouée : vous devez jouer la pièce que vous avez touchée
status-choose-path = Plusieurs rafles aboutissent sur cette case : passez par la case d'arrivée suivante ou cliquez-la, ou choisissez un chemin
status-not-your-turn = Attendez votre tour
status-hint = Conseil : { $move }
status-draw-declined = L'ordinateur refuse la nulle
status-draw-too-early = L'ordinateur refuse la nulle : c'est trop tôt (avant le 20e coup)
status-draw-offer-pending = L'ordinateur répondra à votre proposition de nulle en jouant son coup
status-bad-move-text = Impossible de lire « { $text } » : { $error }
status-opened = Ouvert : { $path }
status-saved = Enregistré : { $path }
status-file-error = Impossible d'utiliser { $path } : { $error }
status-settings-recovered = Vos réglages n'ont pas pu être lus ({ $error }) ; les réglages par défaut sont utilisés et l'ancien fichier est conservé sous le nom { $backup }
status-autosave-recovered = La partie enregistrée n'a pas pu être lue ({ $error }) ; une nouvelle partie commence et l'ancien fichier est conservé sous le nom { $backup }
status-settings-reset = Vos réglages n'ont pas pu être lus ({ $error }) ; les réglages par défaut sont utilisés
status-autosave-reset = La partie enregistrée n'a pas pu être lue ({ $error }) ; une nouvelle partie commence
status-restored = La dernière partie a été rétablie, en pause : Reprendre (ou P) pour continuer
status-paused = La partie est en pause : les pendules sont arrêtées (Reprendre ou P pour continuer)
status-engine-error = La recherche de l'ordinateur a échoué : { $error }
status-fen-error = Ce n'est pas une position de ce jeu : { $error }
status-pasted = Collé : la partie continue de là (FEN ou PDN collé avec Ctrl+V)
status-paste-error = Le texte collé n'est ni une position (FEN) ni une partie (PDN) : { $error }
status-review = Position après { $move } — flèche droite ou Fin pour revenir
status-review-start = Position de départ — flèche droite ou Fin pour revenir
status-inactivity-warning = { color-name } n'a pas joué depuis 5 minutes
status-inactivity-strict = { color-name } n'a pas joué depuis 5 minutes : jouez dans les { $seconds } s ou la partie est perdue

## The result

result-title = Partie terminée
result-white-wins = Les blancs gagnent
result-black-wins = Les noirs gagnent
result-draw = Partie nulle
result-status = { $result } : { $reason }
result-new-game = Nouvelle partie
result-review = Revoir la partie

reason-no-pieces = { color-name } n'a plus de pièces
reason-blocked = { color-name } ne peut plus jouer
reason-time = { color-name } a dépassé son temps
reason-inactivity = { color-name } n'a pas joué dans la minute qui a suivi l'avertissement
reason-resignation = { color-name } abandonne
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
