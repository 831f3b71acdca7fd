# Jammerlappen at the table.
jammer-status-exchange = Vor dem Spiel: eine Handkarte gegen eine offene tauschen – oder behalten
jammer-beat-free = freie Wahl
jammer-beat-down = abwärts: { $rank } oder kleiner
jammer-beat-up = { $rank } oder höher
jammer-status-turn = Am Zug: { $who } – { $beat }
jammer-is-jammerlappen = { $who-you ->
        [yes] Du bist der Jammerlappen!
       *[other] { $who } ist der Jammerlappen!
    }
jammer-again = Noch eine Runde ({ $who-you ->
        [yes] du beginnst
       *[other] { $who } beginnt
    })
jammer-clockwise = im Uhrzeigersinn
jammer-anticlockwise = gegen den Uhrzeigersinn
jammer-direction-pile-pot = Richtung: { $direction } · Stapel: { $pile } · Topf: { $pot }
jammer-can-complete = Du kannst das Quartett vollmachen! { $seconds } s
jammer-verb-throw-in = Reinwerfen!
jammer-verb-keep = Behalten
jammer-verb-lay = { $count }× { $name } legen
jammer-verb-take-pot = Topf aufnehmen
jammer-key-help = 1–9 Handkarte · Q W E offene Karte · A S D verdeckte Karte · L legen · T aufnehmen · Leertaste reinwerfen · K behalten
jammer-hint-exchange-second = Jetzt die Karte wählen, mit der getauscht wird
jammer-hint-exchange = Handkarte und offene Karte anklicken zum Tauschen
jammer-hint-take-with = Nichts passt: eine offene Karte wählen, sie geht mit dem Topf auf die Hand
jammer-hint-blind = Karte anklicken zum Legen – verdeckte Karten blind
jammer-hint-more-same = Gleiche Karten dazuwählen, dann legen (oder Topf anklicken)
jammer-hint-lay = Karte anklicken zum Legen – Topf anklicken zum Aufnehmen
jammer-note-exchange = Tausche eine Handkarte mit einer offenen Karte
jammer-note-nothing-to-throw = Du hast nichts zum Einwerfen
jammer-says-exchange = tauscht
jammer-says-keep = ist fertig
jammer-says-lay = { $count ->
        [one] legt
       *[other] legt { $count } Karten
    }
jammer-says-blind = legt blind
jammer-says-take-pot = nimmt den Topf
jammer-says-throw-in = wirft ein!
jammer-label-out = {" "}· raus ({ $place }.)
jammer-label-jammerlappen = {" "}· Jammerlappen
jammer-label-cards-short = {" "}· { $count }
jammer-label-cards = {" "}· { $count } Karten
jammer-badge-down = abwärts
    höchstens { $rank }
jammer-badge-up = mind. { $rank }
jammer-badge-free = frei
jammer-run-actions = Aktionskarten
    { $count } von 4
jammer-run-same = { $count }× { $value }
    noch { $left }
jammer-thrown-in = Zwischengeschmissen!
    { $who } war schneller als { $beat }
jammer-removed-triplet = Drilling – weg damit!
jammer-removed-quartet = Quartett – weg damit!
jammer-removed-weg-damit = Weg damit!
jammer-removed-four-actions = Vier Aktionskarten – weg damit!
jammer-direction-changed = Richtungswechsel!
jammer-downward = Ab jetzt abwärts!
jammer-skipped = { $who-you ->
        [yes] Du setzt aus
       *[other] { $who } setzt aus
    }
jammer-blind-miss = { $who }: blind eine { $card } – passt nicht!
jammer-finished = { $who-you ->
        [yes] Du bist raus
       *[other] { $who } ist raus
    } ({ $place }.)
jammer-spotlight = { $who-you ->
        [yes] Du
       *[other] { $who }
    }
    { $who-you ->
        [yes] bist der Jammerlappen!
       *[other] ist der Jammerlappen!
    }

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
jammerlappen-lay-at-least-one = Leg mindestens eine Karte
jammerlappen-only-own-hand-cards = Du darfst nur deine eigenen Handkarten legen (erst die Hand)
jammerlappen-only-own-face-up-cards = Du darfst nur deine eigenen offenen Karten legen
jammerlappen-same-cards-only = Mehrere Karten auf einmal müssen gleich sein
jammerlappen-lay-lower-after-five = Nach einer 5 geht es abwärts: leg eine gleiche oder niedrigere Karte
jammerlappen-lay-higher = Leg eine gleiche oder höhere Karte
jammerlappen-hand-cards-first = Leg zuerst deine Handkarten
jammerlappen-face-down-not-released = Diese verdeckte Karte ist noch nicht frei: leg zuerst die offene darauf
jammerlappen-no-face-up-fits = Keine offene Karte passt: leg eine davon und nimm sie mit dem Topf auf
jammerlappen-no-pot = Es gibt keinen Topf zum Aufnehmen
jammerlappen-take-with-only-when-stuck = Nur wenn keine Handkarte mehr da ist und keine offene Karte passt
jammerlappen-not-your-face-up-card = Das ist keine deiner offenen Karten
jammerlappen-not-your-hand-card = Das ist keine deiner Handkarten
jammerlappen-exchange-over = Das Tauschen ist vorbei: es wird schon gespielt
jammerlappen-nothing-to-throw-in-on = Gerade gibt es nichts einzuwerfen
jammerlappen-on-turn-just-lay = Du bist dran: leg die Karten einfach
jammerlappen-only-the-quartet = Einwerfen darf man nur die Karten, die den Vierling vollmachen
jammerlappen-already-exchanged = Du hast schon getauscht
jammerlappen-exchange-first = Zuerst tauscht jeder eine Karte oder behält
jammerlappen-out-of-round = Du bist in dieser Runde schon fertig
jammerlappen-out-as = alle Karten los, als { $place }. raus
jammerlappen-left-with = mit { $cards ->
        [one] einer Karte
       *[other] { $cards } Karten
    } sitzen geblieben

# The action cards' printed names (on the card art line by line, and in sentences).
jammer-card-dein-problem = Dein Problem!
jammer-art-dein-problem-1 = Dein
jammer-art-dein-problem-2 = Problem!
jammer-card-richtungswechsel = Richtungswechsel!
jammer-art-richtungswechsel-1 = Richtungs-
jammer-art-richtungswechsel-2 = wechsel!
jammer-card-weg-damit = Weg damit!
jammer-art-weg-damit-1 = Weg
jammer-art-weg-damit-2 = damit!
jammer-card-aussetzen = Aussetzen!
jammer-art-aussetzen-1 = Aussetzen!
jammer-card-neustart = Neustart!
jammer-art-neustart-1 = Neustart!
jammer-art-downward = abwärts
