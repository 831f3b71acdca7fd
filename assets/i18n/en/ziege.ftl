# Nur die Ziege zählt at the table.
ziege-edge-2 = 2 P · 4 rows
ziege-edge-3 = 3 P · 3 rows
ziege-edge-4 = 4 P · 2 rows
ziege-edge-5 = 5 P · “0” or “61+”
ziege-last-trick = The last trick …
ziege-deals-next = { $who-you ->
        [yes] You deal the next round
       *[other] { $who } deals the next round
    }
ziege-lays-tile = { $who-you ->
        [yes] You lay the guessing tile
       *[other] { $who } lays the guessing tile
    }
ziege-trick-turn = Trick { $trick } of 8 · to play: { $who }
ziege-wins = { $names } { $count ->
        [one] wins!
       *[other] win!
    }
names-and = {" "}and{" "}
ziege-round = Nur die Ziege zählt · Round { $round } of { $rounds }
ziege-key-help = Card: click or 1–8 · Tile: 2–5 edge, W/S/A/D, Space
ziege-verb-deal = Deal
ziege-how-far = How far will your goat run?
ziege-tile-edge = Edge of the tile [2–5]:
ziege-rows-from-to = { $from } to { $to }
ziege-range-points = { $range }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
ziege-verb-lay-here = Lay it here
ziege-click-green = Click a green place at the board
ziege-goat-running = One moment – the goat is still running
ziege-play-a-card = Play a card
ziege-your-goat = Your goat: { $goat } · target { $target }
ziege-final-standing = Final standing
ziege-after-round = After round { $round } of { $rounds }
ziege-col-goat = Goat
ziege-col-tile = Tile
ziege-col-round = R{ $round }
ziege-col-sum = Total
ziege-trick-worth = { $heads } { $heads ->
        [one] head
       *[other] heads
    } + { $lowest }
ziege-label-points = {" "}· { $points } P
ziege-label-starts = {" "}· begins
ziege-says-deal = deals
ziege-says-tile = lays the tile
ziege-says-card = plays the { $card }
ziege-note-no-room = There is no room for a tile here any more
ziege-note-no-room-other-side = On the other side there is no room here for this tile
ziege-note-choose-place = First choose a place at the board
ziege-note-no-card-now = No card is played now
ziege-note-own-cards = Play one of your own cards
ziege-note-tiles-laid = The tiles are laid already
ziege-note-no-such-card = You don't have that many cards any more

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
ziege-starter-deals-next = The round is over: the starting player deals the next one
ziege-predict-first = First everybody predicts: lay your guessing tile at the board
ziege-card-not-in-hand = That card is not in your hand
ziege-play-from-hand = Play a card from your hand
ziege-tile-points = A tile's edges are worth 2, 3, 4 or 5 points, not { $points }
ziege-five-point-rows = The 5-point edge only fits on “0” or on “61+”
ziege-zero-row-only-for-five = “0” is only for the 5-point edge: the { $points }-point edge starts at “1–5” or higher
ziege-tile-runs-past = The { $points }-point edge covers { $rows } rows: from “{ $from }” it would run past “56–60” (“61+” is only for the 5-point edge)
ziege-tiles-overlap = Tiles may not overlap: { $owner-you ->
        [yes] your
       *[other] { $owner }'s
    } tile already lies on the { $side ->
        [left] left
       *[right] right
    } at “{ $row }”
ziege-edge-row-taken = “{ $row }” takes only one tile, and { $owner-you ->
        [yes] your
       *[other] { $owner }'s
    } tile is there
ziege-points = { $sum } = { $total ->
        [one] { $total } point
       *[other] { $total } points
    }; the goat ended inside the tile in { $inside } of { $rounds } rounds
