# Schwimmen at the table.
schwimmen-verb-deal = Austeilen
schwimmen-verb-keep-packet = Päckchen behalten
schwimmen-verb-take-other = Anderes Päckchen
schwimmen-verb-swap-all = Alle drei tauschen
schwimmen-verb-pass = Schieben
schwimmen-verb-knock = Klopfen
schwimmen-round = Schwimmen · Runde { $round }
schwimmen-deals = { $who-you ->
        [yes] Du teilst aus
       *[other] { $who } teilt aus
    }
schwimmen-chooses-packet = { $who-you ->
        [yes] Du wählst ein Päckchen
       *[other] { $who } wählt ein Päckchen
    }
schwimmen-knocked-last-round = { $knocker-you ->
        [yes] Du hast
       *[other] { $knocker } hat
    } geklopft – { $who-you ->
        [yes] dein letzter Zug
       *[other] letzter Zug: { $who }
    }
schwimmen-wins = { $who-you ->
        [yes] Du gewinnst!
       *[other] { $who } gewinnt!
    }
schwimmen-shared-win = { $names } gehen gemeinsam unter und teilen den Sieg
schwimmen-hand-hidden = Deine Hand: –
schwimmen-hand-value = Deine Hand: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
schwimmen-end-knocked = { $who-you ->
        [yes] Du hast geklopft
       *[other] { $who } hat geklopft
    }
schwimmen-end-31 = { $who-you ->
        [yes] Du hast 31!
       *[other] { $who } hat 31!
    }
schwimmen-end-feuer = Feuer! { $who-you ->
        [yes] Du hast drei Asse
       *[other] { $who } hat drei Asse
    }
schwimmen-showdown = { $who }: { $value }
schwimmen-showdown-loses = { $who }: { $value }  – verliert ein Leben
schwimmen-spared = Alle wären untergegangen – keiner geht unter.
schwimmen-hint-middle = Jetzt eine Karte der Mitte wählen
schwimmen-hint-own = Jetzt eine deiner Karten wählen
schwimmen-hint-pick = Karte anklicken zum Tauschen (1–3, 4–6)
schwimmen-says-deal = teilt aus
schwimmen-says-keep-packet = behält das Päckchen
schwimmen-says-take-other = nimmt das andere Päckchen
schwimmen-says-swap-all = tauscht alle drei
schwimmen-says-pass = schiebt
schwimmen-says-knock = klopft!
schwimmen-says-swap = tauscht
schwimmen-note-deal-first = Jetzt austeilen oder das Päckchen behalten / tauschen
schwimmen-note-pick-two = Wähle eine deiner Karten und eine aus der Mitte
schwimmen-label-dealer = {" "}· Geber
schwimmen-label-swimming = {" "}· schwimmt!
schwimmen-label-out = {" "}· untergegangen

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
schwimmen-dealer-deals-next = Die Runde ist vorbei: der Geber teilt die nächste aus
schwimmen-dealer-chooses-packet = Zuerst behält der Geber sein Päckchen oder nimmt das andere
schwimmen-only-three-cards = Es gibt nur drei Karten auf der Hand und drei in der Mitte
schwimmen-passing-off = Schieben ist in diesem Spiel aus: tausch eine oder alle drei Karten
schwimmen-already-knocked = { $knocker } hat schon geklopft: das ist dein letzter Zug
schwimmen-knock-too-early = Klopfen geht erst, wenn jeder einmal dran war
schwimmen-swap-pass-or-knock = Tausch eine Karte oder alle drei, schieb oder klopf
schwimmen-afloat = gewonnen mit { $lives ->
        [one] einem Leben
       *[other] { $lives } Leben
    } übrig
schwimmen-won-swimming = gewonnen, beim Schwimmen
schwimmen-went-under = in Runde { $round } untergegangen
schwimmen-went-under-shared = in Runde { $round } mit allen Übrigen untergegangen: geteilter Sieg
