# Gämsh Alpin: the rules' refusals and readings (the table is still to come).
gaemsh-no-signal-to-pick = Euer Zeichen ist schon gewählt
gaemsh-signal-outed = Euer Zeichen „{ $gesture ->
        [wink] Zwinkern
        [scratch-head] Kopfkratzen
        [tap-cards] Auf die Karten tippen
        [cough] Husten
        [whistle] Pfeifen
        [yawn] Gähnen
        [look-up] Nach oben schauen
        [drum-fingers] Mit den Fingern trommeln
       *[other] { $gesture }
    }“ wurde erraten: wählt ein neues
gaemsh-pick-signal-first = Zuerst wählt jedes Team sein geheimes Zeichen
gaemsh-others-picking = Die anderen Teams wählen noch ihr Zeichen
gaemsh-frozen = Der Tisch steht still, solange die Hände gezeigt werden
gaemsh-not-your-card = Diese Karte hast du nicht auf der Hand
gaemsh-swap-during-snack = Die Deftige Brotzeit liegt in der Mitte: niemand tauscht, schlag lieber auf eine Karte
gaemsh-snack-never-taken = Die Deftige Brotzeit kann man nie nehmen
gaemsh-already-voted = Du hast schon eine neue Mitte verlangt
gaemsh-no-farmer = Der Schlaue Bauer liegt nicht in der Mitte
gaemsh-not-opposing-team = { $team ->
        [1] Team Rot
        [2] Team Blau
       *[other] Team Grün
    } ist kein gegnerisches Team
gaemsh-not-slappable = Auf diese Karte zu schlagen bringt jetzt nichts
gaemsh-no-fault = Kein Gegner hat eine Nachtkarte getauscht: der Wachsame Jäger hat nichts zu fangen
gaemsh-one-slap-each = Bei der Deftigen Brotzeit schlägt jeder nur auf eine Karte
gaemsh-won = { $team ->
        [1] Team Rot
        [2] Team Blau
       *[other] Team Grün
    } hat mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } gewonnen
gaemsh-won-tied = { $team ->
        [1] Team Rot
        [2] Team Blau
       *[other] Team Grün
    } hat mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } gewonnen, gleichauf
gaemsh-lost = { $team ->
        [1] Team Rot
        [2] Team Blau
       *[other] Team Grün
    } hat mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } verloren (die Sieger hatten { $best })

# At the table.
gaemsh-note-not-now = Jetzt wird nicht getauscht
gaemsh-note-pick-own-or-middle = Wähle eine deiner Karten und eine Karte der Mitte
gaemsh-does-wink = zwinkert
gaemsh-does-scratch-head = kratzt sich am Kopf
gaemsh-does-tap-cards = tippt auf die Karten
gaemsh-does-cough = hustet
gaemsh-does-whistle = pfeift
gaemsh-does-yawn = gähnt
gaemsh-does-look-up = schaut nach oben
gaemsh-does-drum-fingers = trommelt mit den Fingern
gaemsh-gesture-wink = Zwinkern
gaemsh-gesture-scratch-head = Kopfkratzen
gaemsh-gesture-tap-cards = Karten tippen
gaemsh-gesture-cough = Husten
gaemsh-gesture-whistle = Pfeifen
gaemsh-gesture-yawn = Gähnen
gaemsh-gesture-look-up = Hochschauen
gaemsh-gesture-drum-fingers = Trommeln
gaemsh-team-red = Team Rot
gaemsh-team-blue = Team Blau
gaemsh-team-green = Team Grün
gaemsh-says-signal = hat ein Zeichen gewählt
gaemsh-says-swap = tauscht
gaemsh-says-new-middle = will eine neue Mitte
gaemsh-says-slap = haut drauf!
gaemsh-call-gaemsh = Gämsh!
gaemsh-call-double = Doppel-Gämsh!
gaemsh-says-counter = Konter-Gämsh gegen { $team }!
gaemsh-says-out = { $team } ausgegämsht: { $gesture }!
gaemsh-verdict-right = { $who }: { $call } Richtig – { $why }. { $score }
gaemsh-verdict-wrong = { $who }: { $call } Falsch – { $why }. { $score }
gaemsh-verdict-score = +{ $points } für { $teams }
gaemsh-why-set = { $who }: { $need ->
        [3] drei gleiche Karten (Schlauer Bauer geschlagen: drei reichen)
       *[other] vier gleiche Karten
    }
gaemsh-why-no-set = { $who }: { $need ->
        [3] nicht einmal drei gleiche Karten (Schlauer Bauer geschlagen)
       *[other] keine vier gleichen Karten
    }
gaemsh-why-nobody = niemand in { $team } hat vier gleiche Karten
gaemsh-why-signal = „{ $gesture }“ war das Zeichen von { $team }
gaemsh-why-not-signal = „{ $gesture }“ ist nicht das Zeichen von { $team }
gaemsh-note-calls-soon = Ansagen gehen erst einen Augenblick nach dem Austeilen
gaemsh-partner-waits = { $partner } wartet, bis du euer Zeichen wählst
gaemsh-headline = { $teams } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
gaemsh-plate-team = { $team }: { $points }
gaemsh-round = Runde { $round }
gaemsh-team-points = { $team }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
gaemsh-reveal = Karten auf den Tisch!
gaemsh-pick-signal = Wählt euer geheimes Zeichen
gaemsh-peek-to-pick = Halte „Zeigen“ gedrückt, damit nur du es siehst
gaemsh-your-signal = Euer Zeichen: { $gesture }
gaemsh-button-gaemsh = Gämsh!
gaemsh-button-double = Doppel-Gämsh!
gaemsh-button-counter = Konter-Gämsh
gaemsh-button-out = Ausgegämsht!
gaemsh-which-signal = Welches Zeichen hat { $team }?
gaemsh-button-new-middle = Neue Mitte
gaemsh-teams-pick = Die Teams wählen heimlich ihr Zeichen …
gaemsh-pad-pick = { $who }: Zeichen „{ $gesture }“ – West: nächstes, Nord: wählen (oder West halten und zeigen)
gaemsh-gestures = Gesten
gaemsh-gestures-unfold = Gesten zeigen (F1–F8)
gaemsh-gestures-fold = Gesten einklappen
gaemsh-calls = Ansagen
gaemsh-wheel-counter = Konter: { $team }
gaemsh-wheel-out = Ausgegämsht: { $team }
gaemsh-wheel-new-middle = Neue Mitte
gaemsh-pad-slap = { $button } + Richtung: auf die Mitte schlagen (links, hoch, runter, rechts: Karte 1–4)
gaemsh-pad-swap = { $prev } / { $next }: Handkarte wählen, dann Richtung: mit der Mitte tauschen
gaemsh-pad-gestures = { $button } halten: Gesten (Richtung wählt, loslassen macht sie)
gaemsh-pad-calls = { $button } halten: Ansagen und Team, tippen: Neue Mitte
gaemsh-pad-peek = { $button } halten: nur deine Hand zeigen

# The card art's words (`data-i18n` in assets/cards/gaemsh/*.svg), drawn in the language in use.
gaemsh-card-murmeltier = Murmeltier
gaemsh-card-gipfelkreuz = Gipfelkreuz
gaemsh-card-alphorn = Alphorn
gaemsh-card-bernhardiner = Bernhardiner
gaemsh-card-edelweiss = Edelweiss
gaemsh-card-kuhglocke = Kuhglocke
gaemsh-card-enzian = Enzian
gaemsh-card-almhuette = Almhütte
gaemsh-card-gaemse = Gämse
gaemsh-card-wildhueter = Wildhüter
gaemsh-card-bauer = Schlauer Bauer
gaemsh-card-jause = Deftige Jause
gaemsh-card-stier = Wilder Stier
gaemsh-card-day-1 = Tag 1
gaemsh-card-day-2 = Tag 2
gaemsh-card-day-3 = Tag 3
gaemsh-card-night = Nacht
gaemsh-card-foehn = Föhn

# The Smart Farmer: a call that slaps it (a click on it calls Gämsh!), and a Gämsh after it left.
gaemsh-farmer-here = Schlauer Bauer in der Mitte: drei gleiche reichen
gaemsh-button-gaemsh-farmer = Gämsh! + Bauer hauen
gaemsh-button-double-farmer = Doppel-Gämsh! + Bauer hauen
gaemsh-why-farmer-gone = { $who }: keine vier gleichen Karten (der Schlaue Bauer war schon weg)
