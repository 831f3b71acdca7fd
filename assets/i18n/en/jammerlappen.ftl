# Jammerlappen at the table.
jammer-status-exchange = Before play: swap a hand card for a face-up one – or keep
jammer-beat-free = free choice
jammer-beat-down = downward: { $rank } or lower
jammer-beat-up = { $rank } or higher
jammer-status-turn = To play: { $who } – { $beat }
jammer-is-jammerlappen = { $who-you ->
        [yes] You are the Jammerlappen!
       *[other] { $who } is the Jammerlappen!
    }
jammer-again = Another round ({ $who-you ->
        [yes] you begin
       *[other] { $who } begins
    })
jammer-clockwise = clockwise
jammer-anticlockwise = anticlockwise
jammer-direction-pile-pot = Direction: { $direction } · Pile: { $pile } · Pot: { $pot }
jammer-can-complete = You can complete the quartet! { $seconds } s
jammer-verb-throw-in = Throw in!
jammer-verb-keep = Keep
jammer-verb-lay = Lay { $count }× { $name }
jammer-verb-take-pot = Take the pot
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
jammer-removed-weg-damit = Get rid of it!
jammer-removed-four-actions = Four action cards – away with them!
jammer-direction-changed = Change of direction!
jammer-downward = Downward from now on!
jammer-skipped = { $who-you ->
        [yes] You miss a turn
       *[other] { $who } misses a turn
    }
jammer-blind-miss = { $who }: a blind { $card } – doesn't fit!
jammer-finished = { $who-you ->
        [yes] You are out
       *[other] { $who } is out
    } ({ $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    })
jammer-spotlight = { $who-you ->
        [yes] You
       *[other] { $who }
    }
    { $who-you ->
        [yes] are the Jammerlappen!
       *[other] is the Jammerlappen!
    }

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
jammerlappen-lay-at-least-one = Lay at least one card
jammerlappen-only-own-hand-cards = You may only lay your own hand cards (hand cards first)
jammerlappen-only-own-face-up-cards = You may only lay your own face-up cards
jammerlappen-same-cards-only = Several cards at once must be identical
jammerlappen-lay-lower-after-five = After a 5 play goes downward: lay an equal or lower card
jammerlappen-lay-higher = Lay an equal or higher card
jammerlappen-hand-cards-first = First lay your hand cards
jammerlappen-face-down-not-released = That face-down card is not free yet: lay its face-up card first
jammerlappen-no-face-up-fits = No face-up card fits: lay one of them and take it with the pot
jammerlappen-no-pot = There is no pot to take
jammerlappen-take-with-only-when-stuck = Only when no hand card is left and no face-up card fits
jammerlappen-not-your-face-up-card = That is not one of your face-up cards
jammerlappen-not-your-hand-card = That is not one of your hand cards
jammerlappen-exchange-over = The exchange is over: play has begun
jammerlappen-nothing-to-throw-in-on = There is nothing to throw in on right now
jammerlappen-on-turn-just-lay = It is your turn: just lay the cards
jammerlappen-only-the-quartet = Only the cards that complete the quartet may be thrown in
jammerlappen-already-exchanged = You have already exchanged
jammerlappen-exchange-first = First everybody exchanges a card or keeps
jammerlappen-out-of-round = You are out of this round already
jammerlappen-out-as = rid of all cards, out { $place ->
        [1] first
        [2] second
        [3] third
       *[other] as number { $place }
    }
jammerlappen-left-with = left with { $cards ->
        [one] one card
       *[other] { $cards } cards
    }

# The action cards' printed names (on the card art line by line, and in sentences).
jammer-card-dein-problem = Your problem!
jammer-art-dein-problem-1 = Your
jammer-art-dein-problem-2 = problem!
jammer-card-richtungswechsel = Change of direction!
jammer-art-richtungswechsel-1 = Change of
jammer-art-richtungswechsel-2 = direction!
jammer-card-weg-damit = Get rid of it!
jammer-art-weg-damit-1 = Get rid
jammer-art-weg-damit-2 = of it!
jammer-card-aussetzen = Skip!
jammer-art-aussetzen-1 = Skip!
jammer-card-neustart = Restart!
jammer-art-neustart-1 = Restart!
jammer-art-downward = downward
