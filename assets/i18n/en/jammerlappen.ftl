# Jammerlappen at the table.
jammer-status-exchange = Before play: swap a hand card for a face-up one – or keep
jammer-beat-free = free choice
jammer-beat-down = downward: { $rank } or lower
jammer-beat-up = { $rank } or higher
jammer-status-turn = To play: { $who } – { $beat }
jammer-is-jammerlappen = { $who } is the Jammerlappen!
jammer-again = Another round ({ $who } begins)
jammer-clockwise = clockwise
jammer-anticlockwise = anticlockwise
jammer-direction-pile-pot = Direction: { $direction } · Pile: { $pile } · Pot: { $pot }
jammer-can-complete = You can complete the quartet! { $seconds } s
jammer-verb-throw-in = Throw in!  [Space]
jammer-verb-keep = Keep  [K]
jammer-verb-lay = Lay { $count }× { $name }  [L]
jammer-verb-take-pot = Take the pot  [T]
jammer-key-help = 1–9 hand card · Q W E face-up card · A S D face-down card · L lay · T take · Space throw in · K keep
jammer-hint-exchange-second = Now choose the card to swap with
jammer-hint-exchange = Click a hand card and a face-up card to swap
jammer-hint-take-with = Nothing fits: choose a face-up card, it goes to your hand with the pot
jammer-hint-blind = Click a card to lay it – face-down cards blind
jammer-hint-more-same = Add equal cards, then lay (or click the pot)
jammer-hint-lay = Click a card to lay it – click the pot to take it
jammer-note-exchange = Swap a hand card with a face-up card
jammer-note-nothing-to-throw = You have nothing to throw in
jammer-says-exchange = swaps
jammer-says-keep = is ready
jammer-says-lay = { $count ->
        [one] lays
       *[other] lays { $count } cards
    }
jammer-says-blind = lays blind
jammer-says-take-pot = takes the pot
jammer-says-throw-in = throws in!
jammer-label-out = {" "}· out ({ $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    })
jammer-label-jammerlappen = {" "}· Jammerlappen
jammer-label-cards-short = {" "}· { $count }
jammer-label-cards = {" "}· { $count } cards
jammer-badge-down = downward
    at most { $rank }
jammer-badge-up = at least { $rank }
jammer-badge-free = free
jammer-run-actions = Action cards
    { $count } of 4
jammer-run-same = { $count }× { $value }
    { $left } to go
jammer-thrown-in = Thrown in!
    { $who } was faster than { $beat }
jammer-removed-triplet = Triplet – away with it!
jammer-removed-quartet = Quartet – away with it!
jammer-removed-weg-damit = Weg damit!
jammer-removed-four-actions = Four action cards – away with them!
jammer-direction-changed = Richtungswechsel!
jammer-downward = Downward from now on!
jammer-skipped = { $who } misses a turn
jammer-blind-miss = { $who }: a blind { $card } – doesn't fit!
jammer-finished = { $who } is out ({ $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    })
jammer-spotlight = { $who }
    is the Jammerlappen!
