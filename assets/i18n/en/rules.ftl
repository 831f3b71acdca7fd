# What every game's rules say alike, worded: refusals the kernel gives, races, bot levels. A game's
# own refusals and results are in its own file.

level-random = random
level-easy = easy
level-normal = normal
level-hard = hard

refusal-not-your-turn = It is not your turn
refusal-too-late = Too late – someone was faster
refusal-game-over = The game is over
refusal-setup = The game can't begin like this (player count or rules)
late-faster = { $loser }: too late – { $winner-you ->
        [yes] you were
       *[other] { $winner } was
    } { $ms ->
        [0] a hair
       *[other] { $ms } ms
    } faster
late-within-round-trip = {" "}(closer than the line: { $ms } ms there and back)
late-moment-gone = { $loser }: too late – the moment has passed
# The one person this screen seats is told without their name before it ("Du bist nicht dran").
refused-said = { $who-you ->
        [yes] { $why }
       *[other] { $who }: { $why }
    }
setup-rules-clash = These rules don't fit together
seat-number = Seat { $n }
