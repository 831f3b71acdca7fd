# Nur die Ziege zählt at the table.
ziege-edge-2 = 2 P · 4 Reihen
ziege-edge-3 = 3 P · 3 Reihen
ziege-edge-4 = 4 P · 2 Reihen
ziege-edge-5 = 5 P · „0“ oder „61+“
ziege-last-trick = Der letzte Stich …
ziege-deals-next = { $who-you ->
        [yes] Du teilst die nächste Runde aus
       *[other] { $who } teilt die nächste Runde aus
    }
ziege-lays-tile = { $who-you ->
        [yes] Du legst das Schätzplättchen
       *[other] { $who } legt das Schätzplättchen
    }
ziege-trick-turn = Stich { $trick } von 8 · am Zug: { $who }
ziege-wins = { $names } { $count ->
        [one] gewinnt!
       *[other] gewinnen!
    }
names-and = {" "}und{" "}
ziege-round = Nur die Ziege zählt · Runde { $round } von { $rounds }
ziege-key-help = Karte: anklicken oder 1–8 · Plättchen: 2–5 Seite, W/S/A/D, Leertaste
ziege-verb-deal = Austeilen
ziege-how-far = Wie weit läuft deine Ziege?
ziege-tile-edge = Seite des Plättchens [2–5]:
ziege-rows-from-to = { $from } bis { $to }
ziege-range-points = { $range }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
ziege-verb-lay-here = Hier hinlegen
ziege-click-green = Einen grünen Platz am Brett anklicken
ziege-goat-running = Einen Moment – die Ziege läuft noch
ziege-play-a-card = Spiel eine Karte
ziege-your-goat = Deine Ziege: { $goat } · Ziel { $target }
ziege-final-standing = Endstand
ziege-after-round = Nach Runde { $round } von { $rounds }
ziege-col-goat = Ziege
ziege-col-tile = Plättchen
ziege-col-round = R{ $round }
ziege-col-sum = Summe
ziege-trick-worth = { $heads } { $heads ->
        [one] Kopf
       *[other] Köpfe
    } + { $lowest }
ziege-label-points = {" "}· { $points } P
ziege-label-starts = {" "}· beginnt
ziege-says-deal = teilt aus
ziege-says-tile = legt das Plättchen
ziege-says-card = spielt die { $card }
ziege-note-no-room = Hier ist kein Platz mehr für ein Plättchen
ziege-note-no-room-other-side = Auf der anderen Seite ist hier kein Platz für dieses Plättchen
ziege-note-choose-place = Erst einen Platz am Brett wählen
ziege-note-no-card-now = Jetzt wird keine Karte gespielt
ziege-note-own-cards = Spiel eine deiner eigenen Karten
ziege-note-tiles-laid = Die Plättchen liegen schon
ziege-note-no-such-card = So viele Karten hast du nicht mehr

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
ziege-starter-deals-next = Die Runde ist vorbei: wer beginnt, teilt die nächste aus
ziege-predict-first = Zuerst schätzt jeder: leg dein Schätzplättchen an die Tafel
ziege-card-not-in-hand = Diese Karte hast du nicht auf der Hand
ziege-play-from-hand = Spiel eine Karte aus deiner Hand
ziege-tile-points = Ein Plättchen zählt 2, 3, 4 oder 5 Punkte, nicht { $points }
ziege-five-point-rows = Die 5-Punkte-Seite passt nur auf „0“ oder auf „61+“
ziege-zero-row-only-for-five = „0“ ist nur für die 5-Punkte-Seite: die { $points }-Punkte-Seite beginnt bei „1–5“ oder höher
ziege-tile-runs-past = Die { $points }-Punkte-Seite deckt { $rows } Zeilen: ab „{ $from }“ ginge sie über „56–60“ hinaus („61+“ ist nur für die 5-Punkte-Seite)
ziege-tiles-overlap = Plättchen dürfen sich nicht überdecken: { $owner-you ->
        [yes] dein Plättchen
       *[other] { $owner }
    } liegt schon { $side ->
        [left] links
       *[right] rechts
    } bei „{ $row }“
ziege-edge-row-taken = Auf „{ $row }“ passt nur ein Plättchen, und { $owner-you ->
        [yes] deins
       *[other] { $owner }
    } liegt schon dort
ziege-points = { $sum } = { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }; die Ziege blieb in { $inside } von { $rounds } Runden im Plättchen
