# What every game's rules say alike, worded: refusals the kernel gives, races, bot levels. A game's
# own refusals and results are in its own file.

level-random = zufällig
level-easy = leicht
level-normal = normal
level-hard = schwer

refusal-not-your-turn = Du bist nicht dran
refusal-too-late = Zu spät – jemand war schneller
refusal-game-over = Das Spiel ist vorbei
refusal-setup = So kann das Spiel nicht beginnen (Spielerzahl oder Regeln)
late-faster = { $loser }: zu spät – { $winner-you ->
        [yes] du warst
       *[other] { $winner } war
    } { $ms ->
        [0] einen Hauch
       *[other] { $ms } ms
    } schneller
late-within-round-trip = {" "}(knapper als die Leitung: { $ms } ms hin und zurück)
late-moment-gone = { $loser }: zu spät – die Gelegenheit ist vorbei
# The one person this screen seats is told without their name before it ("Du bist nicht dran").
refused-said = { $who-you ->
        [yes] { $why }
       *[other] { $who }: { $why }
    }
setup-rules-clash = Diese Regeln passen nicht zusammen
seat-number = Platz { $n }
