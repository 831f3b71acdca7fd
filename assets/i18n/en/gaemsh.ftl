# Gämsh Alpin: the rules' refusals and readings (the table is still to come).
gaemsh-no-signal-to-pick = Your team's signal is already chosen
gaemsh-signal-outed = Your signal "{ $gesture ->
        [wink] wink
        [scratch-head] scratch head
        [tap-cards] tap cards
        [cough] cough
        [whistle] whistle
        [yawn] yawn
        [look-up] look up
        [drum-fingers] drum fingers
       *[other] { $gesture }
    }" was guessed: pick a new one
gaemsh-pick-signal-first = First every team picks its secret signal
gaemsh-others-picking = The other teams are still picking their signals
gaemsh-frozen = The table is frozen while the hands are shown
gaemsh-not-your-card = That card is not in your hand
gaemsh-swap-during-snack = The Hearty Snack lies in the middle: nobody swaps, slap a card instead
gaemsh-snack-never-taken = The Hearty Snack can never be taken
gaemsh-already-voted = You have already asked for a new middle
gaemsh-no-farmer = The Smart Farmer does not lie in the middle
gaemsh-not-opposing-team = { $team ->
        [1] Team Red
        [2] Team Blue
       *[other] Team Green
    } is not an opposing team
gaemsh-not-slappable = Slapping that card does nothing now
gaemsh-no-fault = No opponent swapped a Night card: nothing for the Gamekeeper to catch
gaemsh-one-slap-each = At the Hearty Snack each player slaps one card only
gaemsh-won = { $team ->
        [1] Team Red
        [2] Team Blue
       *[other] Team Green
    } won with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
gaemsh-won-tied = { $team ->
        [1] Team Red
        [2] Team Blue
       *[other] Team Green
    } won with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, tied
gaemsh-lost = { $team ->
        [1] Team Red
        [2] Team Blue
       *[other] Team Green
    } lost with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (the winners had { $best })

# At the table.
gaemsh-note-not-now = No swapping right now
gaemsh-note-pick-own-or-middle = Pick one of your cards and a card in the middle
gaemsh-does-wink = winks
gaemsh-does-scratch-head = scratches their head
gaemsh-does-tap-cards = taps the cards
gaemsh-does-cough = coughs
gaemsh-does-whistle = whistles
gaemsh-does-yawn = yawns
gaemsh-does-look-up = looks up
gaemsh-does-drum-fingers = drums their fingers
gaemsh-gesture-wink = Wink
gaemsh-gesture-scratch-head = Scratch head
gaemsh-gesture-tap-cards = Tap cards
gaemsh-gesture-cough = Cough
gaemsh-gesture-whistle = Whistle
gaemsh-gesture-yawn = Yawn
gaemsh-gesture-look-up = Look up
gaemsh-gesture-drum-fingers = Drum fingers
gaemsh-team-red = Team Red
gaemsh-team-blue = Team Blue
gaemsh-team-green = Team Green
gaemsh-says-signal = picked a signal
gaemsh-says-swap = swaps
gaemsh-says-new-middle = wants a new middle
gaemsh-says-slap = slaps!
gaemsh-call-gaemsh = Gämsh!
gaemsh-call-double = Double Gämsh!
gaemsh-says-counter = Counter Gämsh at { $team }!
gaemsh-says-out = { $team } outgämshed: { $gesture }!
gaemsh-verdict-right = { $who }: { $call } Right – { $why }. { $score }
gaemsh-verdict-wrong = { $who }: { $call } Wrong – { $why }. { $score }
gaemsh-verdict-score = +{ $points } for { $teams }
gaemsh-why-set = { $who }: { $need ->
        [3] three of a kind (Smart Farmer slapped: three suffice)
       *[other] four of a kind
    }
gaemsh-why-no-set = { $who }: { $need ->
        [3] not even three of a kind (Smart Farmer slapped)
       *[other] no four of a kind
    }
gaemsh-why-nobody = nobody in { $team } has four of a kind
gaemsh-why-signal = { $team }'s signal was "{ $gesture }"
gaemsh-why-not-signal = "{ $gesture }" is not { $team }'s signal
gaemsh-note-calls-soon = Calls open a moment after the deal
gaemsh-partner-waits = { $partner } waits for you to choose your team's signal
gaemsh-headline = { $teams } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
gaemsh-plate-team = { $team }: { $points }
gaemsh-round = Round { $round }
gaemsh-team-points = { $team }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
gaemsh-reveal = Cards on the table!
gaemsh-pick-signal = Pick your team's secret signal
gaemsh-peek-to-pick = Hold "show" so only you see it
gaemsh-your-signal = Your signal: { $gesture }
gaemsh-button-gaemsh = Gämsh!
gaemsh-button-double = Double Gämsh!
gaemsh-button-counter = Counter Gämsh
gaemsh-button-out = Outgämshed!
gaemsh-which-signal = Which signal does { $team } use?
gaemsh-button-new-middle = New middle
gaemsh-teams-pick = The teams pick their secret signals …
gaemsh-pad-pick = { $who }: signal "{ $gesture }" – West: next, North: pick (or hold West and point)
gaemsh-gestures = Gestures
gaemsh-gestures-unfold = Show gestures (F1–F8)
gaemsh-gestures-fold = Fold the gestures
gaemsh-calls = Calls
gaemsh-wheel-counter = Counter: { $team }
gaemsh-wheel-out = Outgämshed: { $team }
gaemsh-wheel-new-middle = New middle
gaemsh-pad-slap = { $button } + direction: slap the middle (left, up, down, right: card 1–4)
gaemsh-pad-swap = { $prev } / { $next }: choose a hand card, then a direction: swap with the middle
gaemsh-pad-gestures = Hold { $button }: gestures (a direction picks, release makes it)
gaemsh-pad-calls = Hold { $button }: calls and team, tap: new middle
gaemsh-pad-peek = Hold { $button }: show only your hand

# The card art's words (`data-i18n` in assets/cards/gaemsh/*.svg), drawn in the language in use.
gaemsh-card-murmeltier = Marmot
gaemsh-card-gipfelkreuz = Summit Cross
gaemsh-card-alphorn = Alphorn
gaemsh-card-bernhardiner = St. Bernard
gaemsh-card-edelweiss = Edelweiss
gaemsh-card-kuhglocke = Cowbell
gaemsh-card-enzian = Gentian
gaemsh-card-almhuette = Alpine Hut
gaemsh-card-gaemse = Chamois
gaemsh-card-wildhueter = Gamekeeper
gaemsh-card-bauer = Smart Farmer
gaemsh-card-jause = Hearty Snack
gaemsh-card-stier = Raging Bull
gaemsh-card-day-1 = Day 1
gaemsh-card-day-2 = Day 2
gaemsh-card-day-3 = Day 3
gaemsh-card-night = Night
gaemsh-card-foehn = Föhn

# The Smart Farmer: a call that slaps it (a click on it calls Gämsh!), and a Gämsh after it left.
gaemsh-farmer-here = Smart Farmer in the middle: three of a kind suffice
gaemsh-button-gaemsh-farmer = Gämsh! + slap the Farmer
gaemsh-button-double-farmer = Double Gämsh! + slap the Farmer
gaemsh-why-farmer-gone = { $who }: no four of a kind (the Smart Farmer had left)
