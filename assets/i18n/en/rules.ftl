# What the rules say as data, worded: refusals, results, bot levels.

level-random = random
level-easy = easy
level-normal = normal
level-hard = hard

refusal-not-your-turn = It is not your turn
refusal-too-late = Too late – someone was faster
refusal-game-over = The game is over
refusal-setup = The game can't begin like this (player count or rules)
late-faster = { $loser }: too late – { $winner } was { $ms ->
        [0] a hair
       *[other] { $ms } ms
    } faster

refusal-dealer-deals-next = The round is over: the dealer deals the next one
refusal-starter-deals-next = The round is over: the starting player deals the next one
refusal-dealer-chooses-packet = First the dealer keeps this packet or takes the other one
refusal-only-three-cards = There are only three cards in the hand and three in the middle
refusal-passing-off = Passing is off in this game: swap one card or all three
refusal-already-knocked = { $knocker } has knocked already: this is your last turn
refusal-knock-too-early = Nobody may knock before every player has had a turn
refusal-swap-pass-or-knock = Swap one card or all three, pass or knock
refusal-predict-first = First everybody predicts: lay your guessing tile at the board
refusal-card-not-in-hand = That card is not in your hand
refusal-play-from-hand = Play a card from your hand
refusal-tile-points = A tile's edges are worth 2, 3, 4 or 5 points, not { $points }
refusal-five-point-rows = The 5-point edge only fits on “0” or on “61+”
refusal-zero-row-only-for-five = “0” is only for the 5-point edge: the { $points }-point edge starts at “1–5” or higher
refusal-tile-runs-past = The { $points }-point edge covers { $rows } rows: from “{ $from }” it would run past “56–60” (“61+” is only for the 5-point edge)
refusal-tiles-overlap = Tiles may not overlap: { $owner }'s tile already lies on the { $side ->
        [left] left
       *[right] right
    } at “{ $row }”
refusal-edge-row-taken = “{ $row }” takes only one tile, and { $owner }'s tile is there
refusal-lay-at-least-one = Lay at least one card
refusal-only-own-hand-cards = You may only lay your own hand cards (hand cards first)
refusal-only-own-face-up-cards = You may only lay your own face-up cards
refusal-same-cards-only = Several cards at once must be identical
refusal-lay-lower-after-five = After a 5 play goes downward: lay an equal or lower card
refusal-lay-higher = Lay an equal or higher card
refusal-hand-cards-first = First lay your hand cards
refusal-face-down-not-released = That face-down card is not free yet: lay its face-up card first
refusal-no-face-up-fits = No face-up card fits: lay one of them and take it with the pot
refusal-no-pot = There is no pot to take
refusal-take-with-only-when-stuck = Only when no hand card is left and no face-up card fits
refusal-not-your-face-up-card = That is not one of your face-up cards
refusal-not-your-hand-card = That is not one of your hand cards
refusal-exchange-over = The exchange is over: play has begun
refusal-nothing-to-throw-in-on = There is nothing to throw in on right now
refusal-on-turn-just-lay = It is your turn: just lay the cards
refusal-only-the-quartet = Only the cards that complete the quartet may be thrown in
refusal-already-exchanged = You have already exchanged
refusal-exchange-first = First everybody exchanges a card or keeps
refusal-out-of-round = You are out of this round already

reading-afloat = won with { $lives ->
        [one] one life
       *[other] { $lives } lives
    } left
reading-won-swimming = won while swimming
reading-went-under = went under in round { $round }
reading-went-under-shared = went under in round { $round } together with everyone left: a shared win
reading-points = { $sum } = { $total } points; the goat ended inside the tile in { $inside } of { $rounds } rounds
reading-out-as = rid of all cards, out { $place ->
        [1] first
        [2] second
        [3] third
       *[other] as number { $place }
    }
reading-left-with = left with { $cards ->
        [one] one card
       *[other] { $cards } cards
    }

late-moment-gone = { $loser }: too late – the moment has passed
refused-said = { $who }: { $why }
setup-rules-clash = These rules don't fit together
seat-number = Seat { $n }
