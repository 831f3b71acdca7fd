# Gussy Gorillas: the rules' refusals, readings, score steps and shouts, and the table's words.
gorillas-finished = Your pile and hand are empty: wait for the others
gorillas-round-over = The round is over: the next one is being dealt
gorillas-to-yourself = Not to yourself: choose another seat
gorillas-holds-nothing = { $seat } holds no cards
gorillas-not-their-card = { $seat } does not hold that card
gorillas-already-offered = You already offer your hand to { $seat }
gorillas-no-offer = You make no offer to { $seat }
gorillas-two-cards-already = You already hold two cards
gorillas-pile-empty = Your pile is empty: no second card
gorillas-shouted-already = You have shouted already: your next card gives you your voice back
gorillas-won = won with { $bananas } bananas ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } in the last round)
gorillas-bananas = { $bananas ->
        [one] one banana
       *[other] { $bananas } bananas
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } in the last round)
gorillas-special = { $special ->
        [SPLIT] Split
        [FLIP] Flip
        [REVERSE] Reverse
        [WILD] Wild Special
        [SIX] Special 6
       *[other] { $special }
    }
gorillas-step-discarded = The { $card } is discarded for an unpaired 9
gorillas-step-six-rule = Special 6: the { $specials } special cards count 6 each ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) and take no effect
gorillas-step-wild-as = The Wild is played as { $kind ->
        [SPLIT] Split
        [FLIP] Flip
       *[REVERSE] Reverse
    }
gorillas-step-flipped = Flip turns the { $card } into a { $to }
gorillas-step-reversed = Reverse turns the { $card } into { $to }
gorillas-step-unused = { $special ->
        [SPLIT] Split
        [FLIP] Flip
        [REVERSE] Reverse
       *[other] { $special }
    } has no card it could go on
gorillas-step-split = Split keeps the two { $card }s{ $flipped ->
        [1] {" "}(flipped)
       *[0] {""}
    } apart: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
gorillas-step-cancels = The two { $card }s{ $flipped ->
        [1] {" "}(flipped)
       *[0] {""}
    } cancel out
gorillas-step-pair-of-ones = The two { $card }s{ $flipped ->
        [1] {" "}(flipped)
       *[0] {""}
    } counts 11
gorillas-step-counts = The { $card }{ $flipped ->
        [1] {" "}(flipped)
       *[0] {""}
    } counts { $points }
gorillas-step-total = total { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
gorillas-talk-super-karte = Great card!
gorillas-talk-behalt-sie = Keep it!
gorillas-talk-nimm-meine = Take mine!
gorillas-talk-uh-uh-ah-ah = Ooh ooh ah ah!
gorillas-talk-weg-damit = Get rid of it!
gorillas-talk-tausch-mit-mir = Trade with me!
gorillas-talk-nein-danke = No thanks!
gorillas-talk-schnell = Hurry up!
# The table.
gorillas-says-offer = offers to { $who-you ->
        [yes] you
       *[other] { $who }
    }
gorillas-says-withdraw = withdraws
gorillas-says-keep = keeps
gorillas-says-add = takes a second card
gorillas-says-shout = “{ $talk }” to { $who-you ->
        [yes] you
       *[other] { $who }
    }
gorillas-says-lapsed = offer to { $who-you ->
        [yes] you
       *[other] { $who }
    } lapsed
gorillas-note-own-card = Your own card: keep [K] or a second card [A]
gorillas-note-holds-nothing = That seat holds no card right now
gorillas-note-choose-seat = Choose a seat first: right-click its card, the shoulder buttons or Tab, or in the shout menu
gorillas-round = Round { $round }
gorillas-how = Click a card to offer a trade (again: withdraw); a right click only picks whom you shout at. You never see your own.
gorillas-phone-how = Tap a card to offer a trade (again: withdraw). You never see your own.
gorillas-phone-you-offer = you offer
gorillas-several-people = Several people on one screen: nobody sees their own card, everybody sees the others'. Best with one person per screen.
gorillas-pile-left = { $cards } cards left in your pile
gorillas-verb-keep = Keep
gorillas-verb-add = Second card
gorillas-verb-talk = Shout …
gorillas-verb-talk-to = Shout at { $who } …
gorillas-scored = Round { $round } scored
gorillas-summary-seat = { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · { $bananas ->
        [one] one banana
       *[other] { $bananas } bananas
    }
gorillas-lobby-note = Best with one person per screen: nobody sees their own card.
gorillas-talk-target = To:
gorillas-wheel-at = Shout at { $name }
gorillas-wheel-no-target = First choose a seat (shoulders)
# A card a score step names: its primate and value ("Chimp 10").
gorillas-card = { $primate } { $value }
gorillas-primate-g = Gorilla
gorillas-primate-c = Chimp
gorillas-primate-o = Orangutan
gorillas-primate-b = Baboon
gorillas-primate-m = Mandrill
gorillas-primate-l = Lemur

# The special cards' names on the card art (capitals, as printed).
gorillas-card-split = SPLIT
gorillas-card-flip = FLIP
gorillas-card-reverse = REVERSE
gorillas-card-wild = WILD
gorillas-card-six = SPECIAL 6
