# Gämsh Alpin: the rules' refusals and readings (the table is still to come).
gaemsh-no-signal-to-pick = Das geheime Zeichen eures Teams ist schon gewählt
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
gaemsh-frozen = Der Tisch steht still, solange die Hände gezeigt werden
gaemsh-not-your-card = Diese Karte hast du nicht auf der Hand
gaemsh-swap-during-snack = Die Deftige Brotzeit liegt in der Mitte: niemand tauscht, schlag lieber auf eine Karte
gaemsh-snack-never-taken = Die Deftige Brotzeit kann man nie nehmen
gaemsh-already-voted = Du hast schon eine neue Mitte verlangt
gaemsh-no-farmer = Der Schlaue Bauer liegt nicht in der Mitte
gaemsh-not-opposing-team = Team { $team } ist kein gegnerisches Team
gaemsh-not-slappable = Auf diese Karte zu schlagen bringt jetzt nichts
gaemsh-no-fault = Kein Gegner hat eine Nachtkarte getauscht: der Wachsame Jäger hat nichts zu fangen
gaemsh-one-slap-each = Bei der Deftigen Brotzeit schlägt jeder nur auf eine Karte
gaemsh-won = Team { $team } hat mit { $points } Punkten gewonnen
gaemsh-won-tied = Team { $team } hat mit { $points } Punkten gewonnen, gleichauf
gaemsh-lost = Team { $team } hat mit { $points } Punkten verloren (die Sieger hatten { $best })
