# Schwimmen at the table.
schwimmen-verb-deal = Deal
schwimmen-verb-keep-packet = Keep the packet
schwimmen-verb-take-other = Other packet
schwimmen-verb-swap-all = Swap all three
schwimmen-verb-pass = Pass
schwimmen-verb-knock = Knock
schwimmen-round = Schwimmen · Round { $round }
schwimmen-deals = { $who-you ->
        [yes] You deal
       *[other] { $who } deals
    }
schwimmen-chooses-packet = { $who-you ->
        [yes] You choose a packet
       *[other] { $who } chooses a packet
    }
schwimmen-knocked-last-round = { $knocker-you ->
        [yes] You
       *[other] { $knocker }
    } knocked – { $who-you ->
        [yes] your last turn
       *[other] last turn: { $who }
    }
schwimmen-wins = { $who-you ->
        [yes] You win!
       *[other] { $who } wins!
    }
schwimmen-shared-win = { $names } go under together and share the win
schwimmen-hand-hidden = Your hand: –
schwimmen-hand-value = Your hand: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
schwimmen-end-knocked = { $who-you ->
        [yes] You knocked
       *[other] { $who } knocked
    }
schwimmen-end-31 = { $who-you ->
        [yes] You have 31!
       *[other] { $who } has 31!
    }
schwimmen-end-feuer = Fire! { $who-you ->
        [yes] You have three aces
       *[other] { $who } has three aces
    }
schwimmen-showdown = { $who }: { $value }
schwimmen-showdown-loses = { $who }: { $value }  – loses a life
schwimmen-spared = Everybody would have gone under – nobody does.
schwimmen-hint-middle = Now choose a card of the middle
schwimmen-hint-own = Now choose one of your cards
schwimmen-hint-pick = Click a card to swap (1–3, 4–6)
schwimmen-says-deal = deals
schwimmen-says-keep-packet = keeps the packet
schwimmen-says-take-other = takes the other packet
schwimmen-says-swap-all = swaps all three
schwimmen-says-pass = passes
schwimmen-says-knock = knocks!
schwimmen-says-swap = swaps
schwimmen-note-deal-first = Deal now, or keep or swap the packet
schwimmen-note-pick-two = Choose one of your cards and one of the middle
schwimmen-label-dealer = {" "}· dealer
schwimmen-label-swimming = {" "}· swimming!
schwimmen-label-out = {" "}· gone under

## Why the rules refuse a move, and how a seat ended the game (the rules' phrases).
schwimmen-dealer-deals-next = The round is over: the dealer deals the next one
schwimmen-dealer-chooses-packet = First the dealer keeps this packet or takes the other one
schwimmen-only-three-cards = There are only three cards in the hand and three in the middle
schwimmen-passing-off = Passing is off in this game: swap one card or all three
schwimmen-already-knocked = { $knocker } has knocked already: this is your last turn
schwimmen-knock-too-early = Nobody may knock before every player has had a turn
schwimmen-swap-pass-or-knock = Swap one card or all three, pass or knock
schwimmen-afloat = won with { $lives ->
        [one] one life
       *[other] { $lives } lives
    } left
schwimmen-won-swimming = won while swimming
schwimmen-went-under = went under in round { $round }
schwimmen-went-under-shared = went under in round { $round } together with everyone left: a shared win
