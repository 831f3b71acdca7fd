# Gämsh Alpin: the rules' refusals and readings (the table is still to come).
gaemsh-no-signal-to-pick = Your team's secret signal is already picked
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
gaemsh-frozen = The table is frozen while the hands are shown
gaemsh-not-your-card = That card is not in your hand
gaemsh-swap-during-snack = The Hearty Snack lies in the middle: nobody swaps, slap a card instead
gaemsh-snack-never-taken = The Hearty Snack can never be taken
gaemsh-already-voted = You have already asked for a new middle
gaemsh-no-farmer = The Smart Farmer does not lie in the middle
gaemsh-not-opposing-team = Team { $team } is not an opposing team
gaemsh-not-slappable = Slapping that card does nothing now
gaemsh-no-fault = No opponent swapped a Night card: nothing for the Gamekeeper to catch
gaemsh-one-slap-each = At the Hearty Snack each player slaps one card only
gaemsh-won = Team { $team } won with { $points } points
gaemsh-won-tied = Team { $team } won with { $points } points, tied
gaemsh-lost = Team { $team } lost with { $points } points (the winners had { $best })
