# What the rules say as data, worded: refusals, results, bot levels.

level-random = zufällig
level-easy = leicht
level-normal = normal
level-hard = schwer

refusal-not-your-turn = Du bist nicht dran
refusal-too-late = Zu spät – jemand war schneller
refusal-game-over = Das Spiel ist vorbei
refusal-setup = So kann das Spiel nicht beginnen (Spielerzahl oder Regeln)
late-faster = { $loser }: zu spät – { $winner } war { $ms ->
        [0] einen Hauch
       *[other] { $ms } ms
    } schneller

refusal-dealer-deals-next = Die Runde ist vorbei: der Geber teilt die nächste aus
refusal-starter-deals-next = Die Runde ist vorbei: wer beginnt, teilt die nächste aus
refusal-dealer-chooses-packet = Zuerst behält der Geber sein Päckchen oder nimmt das andere
refusal-only-three-cards = Es gibt nur drei Karten auf der Hand und drei in der Mitte
refusal-passing-off = Schieben ist in diesem Spiel aus: tausch eine oder alle drei Karten
refusal-already-knocked = { $knocker } hat schon geklopft: das ist dein letzter Zug
refusal-knock-too-early = Klopfen geht erst, wenn jeder einmal dran war
refusal-swap-pass-or-knock = Tausch eine Karte oder alle drei, schieb oder klopf
refusal-predict-first = Zuerst schätzt jeder: leg dein Schätzplättchen an die Tafel
refusal-card-not-in-hand = Diese Karte hast du nicht auf der Hand
refusal-play-from-hand = Spiel eine Karte aus deiner Hand
refusal-tile-points = Ein Plättchen zählt 2, 3, 4 oder 5 Punkte, nicht { $points }
refusal-five-point-rows = Die 5-Punkte-Seite passt nur auf „0“ oder auf „61+“
refusal-zero-row-only-for-five = „0“ ist nur für die 5-Punkte-Seite: die { $points }-Punkte-Seite beginnt bei „1–5“ oder höher
refusal-tile-runs-past = Die { $points }-Punkte-Seite deckt { $rows } Zeilen: ab „{ $from }“ ginge sie über „56–60“ hinaus („61+“ ist nur für die 5-Punkte-Seite)
refusal-tiles-overlap = Plättchen dürfen sich nicht überdecken: { $owner } liegt schon { $side ->
        [left] links
       *[right] rechts
    } bei „{ $row }“
refusal-edge-row-taken = Auf „{ $row }“ passt nur ein Plättchen, und { $owner } liegt schon dort
refusal-lay-at-least-one = Leg mindestens eine Karte
refusal-only-own-hand-cards = Du darfst nur deine eigenen Handkarten legen (erst die Hand)
refusal-only-own-face-up-cards = Du darfst nur deine eigenen offenen Karten legen
refusal-same-cards-only = Mehrere Karten auf einmal müssen gleich sein
refusal-lay-lower-after-five = Nach einer 5 geht es abwärts: leg eine gleiche oder niedrigere Karte
refusal-lay-higher = Leg eine gleiche oder höhere Karte
refusal-hand-cards-first = Leg zuerst deine Handkarten
refusal-face-down-not-released = Diese verdeckte Karte ist noch nicht frei: leg zuerst die offene darauf
refusal-no-face-up-fits = Keine offene Karte passt: leg eine davon und nimm sie mit dem Topf auf
refusal-no-pot = Es gibt keinen Topf zum Aufnehmen
refusal-take-with-only-when-stuck = Nur wenn keine Handkarte mehr da ist und keine offene Karte passt
refusal-not-your-face-up-card = Das ist keine deiner offenen Karten
refusal-not-your-hand-card = Das ist keine deiner Handkarten
refusal-exchange-over = Das Tauschen ist vorbei: es wird schon gespielt
refusal-nothing-to-throw-in-on = Gerade gibt es nichts einzuwerfen
refusal-on-turn-just-lay = Du bist dran: leg die Karten einfach
refusal-only-the-quartet = Einwerfen darf man nur die Karten, die den Vierling vollmachen
refusal-already-exchanged = Du hast schon getauscht
refusal-exchange-first = Zuerst tauscht jeder eine Karte oder behält
refusal-out-of-round = Du bist in dieser Runde schon fertig

reading-afloat = gewonnen mit { $lives ->
        [one] einem Leben
       *[other] { $lives } Leben
    } übrig
reading-won-swimming = gewonnen, beim Schwimmen
reading-went-under = in Runde { $round } untergegangen
reading-went-under-shared = in Runde { $round } mit allen Übrigen untergegangen: geteilter Sieg
reading-points = { $sum } = { $total } Punkte; die Ziege blieb in { $inside } von { $rounds } Runden im Plättchen
reading-out-as = alle Karten los, als { $place }. raus
reading-left-with = mit { $cards ->
        [one] einer Karte
       *[other] { $cards } Karten
    } sitzen geblieben

late-moment-gone = { $loser }: zu spät – die Gelegenheit ist vorbei
refused-said = { $who }: { $why }
setup-rules-clash = Diese Regeln passen nicht zusammen
seat-number = Platz { $n }
