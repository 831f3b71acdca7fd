# Gussy Gorillas: the rules' refusals, readings, score steps and shouts, and the table's words.
gorillas-finished = Dein Stapel und deine Hand sind leer: warte auf die anderen
gorillas-round-over = Die Runde ist vorbei: die nächste wird ausgeteilt
gorillas-to-yourself = Nicht an dich selbst: wähle einen anderen Platz
gorillas-holds-nothing = { $seat } hält keine Karte
gorillas-not-their-card = { $seat } hält diese Karte nicht
gorillas-already-offered = Du bietest { $seat } deine Hand schon an
gorillas-no-offer = Du machst { $seat } kein Angebot
gorillas-two-cards-already = Du hältst schon zwei Karten
gorillas-pile-empty = Dein Stapel ist leer: keine zweite Karte
gorillas-shouted-already = Du hast schon gerufen: deine nächste Karte gibt dir die Stimme zurück
gorillas-won = gewonnen mit { $bananas } Bananen ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } in der letzten Runde)
gorillas-bananas = { $bananas ->
        [one] eine Banane
       *[other] { $bananas } Bananen
    } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } in der letzten Runde)
gorillas-special = { $special ->
        [SPLIT] Teilen
        [FLIP] Drehen
        [REVERSE] Umkehren
        [WILD] Joker
        [SIX] Spezial-6
       *[other] { $special }
    }
gorillas-step-discarded = { $card } wird für eine ungepaarte 9 abgeworfen
gorillas-step-six-rule = Spezial-6: die { $specials } Spezialkarten zählen je 6 ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }) und wirken nicht
gorillas-step-wild-as = Der Joker wird als { $kind ->
        [SPLIT] Teilen
        [FLIP] Drehen
       *[REVERSE] Umkehren
    } gespielt
gorillas-step-flipped = Drehen macht aus { $card } eine { $to }
gorillas-step-reversed = Umkehren macht aus { $card } eine { $to }
gorillas-step-unused = { $special ->
        [SPLIT] Teilen
        [FLIP] Drehen
        [REVERSE] Umkehren
       *[other] { $special }
    } findet keine Karte
gorillas-step-split = Teilen hält das Paar { $card }{ $flipped ->
        [1] {" "}(gedreht)
       *[0] {""}
    } auseinander: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
gorillas-step-cancels = Das Paar { $card }{ $flipped ->
        [1] {" "}(gedreht)
       *[0] {""}
    } hebt sich auf
gorillas-step-pair-of-ones = Das Paar { $card }{ $flipped ->
        [1] {" "}(gedreht)
       *[0] {""}
    } zählt 11
gorillas-step-counts = { $card }{ $flipped ->
        [1] {" "}(gedreht)
       *[0] {""}
    } zählt { $points }
gorillas-step-total = zusammen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
gorillas-talk-super-karte = Super Karte!
gorillas-talk-behalt-sie = Behalt sie!
gorillas-talk-nimm-meine = Nimm meine!
gorillas-talk-uh-uh-ah-ah = Uh uh ah ah!
gorillas-talk-weg-damit = Weg damit!
gorillas-talk-tausch-mit-mir = Tausch mit mir!
gorillas-talk-nein-danke = Nein danke!
gorillas-talk-schnell = Schnell!
# The table.
gorillas-says-offer = { $who-you ->
        [yes] bietet dir an
       *[other] bietet { $who } an
    }
gorillas-says-withdraw = zieht zurück
gorillas-says-keep = behält
gorillas-says-add = nimmt eine zweite Karte
gorillas-says-shout = „{ $talk }“ an { $who-you ->
        [yes] dich
       *[other] { $who }
    }
gorillas-says-lapsed = Angebot an { $who-you ->
        [yes] dich
       *[other] { $who }
    } verfallen
gorillas-note-own-card = Deine eigene Karte: behalten [K] oder zweite Karte [A]
gorillas-note-holds-nothing = Dieser Platz hält gerade keine Karte
gorillas-note-choose-seat = Wähle erst einen Platz: Rechtsklick auf seine Karte, Schultertasten oder Tab, oder im Zurufen-Menü
gorillas-round = Runde { $round }
gorillas-how = Klicke eine Karte an: Tausch anbieten (nochmal: zurückziehen); Rechtsklick wählt nur, wem du zurufst. Deine eigene siehst du nicht.
gorillas-phone-how = Tippe eine Karte an: Tausch anbieten (nochmal: zurückziehen). Deine eigene siehst du nicht.
gorillas-phone-you-offer = du bietest an
gorillas-several-people = Mehrere Menschen an einem Bildschirm: keiner sieht die eigene Karte, aber alle die der anderen. Am besten ein Mensch pro Bildschirm.
gorillas-pile-left = Noch { $cards } Karten im Stapel
gorillas-verb-keep = Behalten
gorillas-verb-add = Zweite Karte
gorillas-verb-talk = Zurufen …
gorillas-verb-talk-to = Zurufen an { $who } …
gorillas-scored = Runde { $round } gewertet
gorillas-summary-seat = { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } · { $bananas ->
        [one] eine Banane
       *[other] { $bananas } Bananen
    }
gorillas-lobby-note = Am besten mit einem Menschen pro Bildschirm: niemand sieht die eigene Karte.
gorillas-talk-target = An:
gorillas-wheel-at = Zurufen an { $name }
gorillas-wheel-no-target = Erst einen Platz wählen (Schultertasten)
# Eine Karte, wie ein Wertungsschritt sie nennt: Affe und Wert („Schimpanse 10“).
gorillas-card = { $primate } { $value }
gorillas-primate-g = Gorilla
gorillas-primate-c = Schimpanse
gorillas-primate-o = Orang-Utan
gorillas-primate-b = Pavian
gorillas-primate-m = Mandrill
gorillas-primate-l = Lemur

# The special cards' names on the card art (capitals, as printed).
gorillas-card-split = TEILEN
gorillas-card-flip = DREHEN
gorillas-card-reverse = UMKEHREN
gorillas-card-wild = JOKER
gorillas-card-six = SPEZIAL-6
