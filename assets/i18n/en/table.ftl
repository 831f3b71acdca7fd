# The table every game shares: turn, demo hint, continue, seat labels.
table-on-turn = To play: { $who }
table-wait-your-turn = Wait until it is your turn
table-continue = Continue  [Enter]
label-bot-level = {" "}({ $level })
label-round-trip = {" "}· { $ms } ms

# Overlays at the table: reconnects, pause, the pass gate.
overlay-bot-plays-for = A bot plays for { $who-you ->
        [yes] you
       *[other] { $who }
    }. Press a button on a controller: seat back
overlay-pad-gone = { $who }: controller disconnected. Press a button to play on – otherwise a bot plays in { $seconds } s
overlay-link-gone = { $who }: connection lost. Waiting for them to come back – otherwise a bot plays in { $seconds } s
overlay-bot-plays-until-back = A bot plays for { $who } until the connection is back
overlay-pause = Pause
overlay-held-by = Paused by: { $who }. Play goes on once they carry on.
overlay-held-for-everyone = The game rests for everyone at the table until you carry on.
overlay-window-behind = The window is in the background. Come back to play on.
overlay-leave-to-lobby = Leave the game and go back to the lobby? It is over then.
overlay-leave-table-elsewhere = Leave the table and go to the title? The others play on, a bot in your place.
overlay-leave-to-title = Leave the game and go to the title? It is over then.
overlay-no-pad = no controller
overlay-other-home = from another home
overlay-on-phone = on a phone
overlay-human-colour = Person, { $colour }
overlay-bot = Bot
overlay-seat-row = Seat { $seat }: { $who } ({ $kind })
overlay-resume = Play on
overlay-to-lobby = Back to the lobby
overlay-to-title = To the title
overlay-leave-yes = Yes, leave the game
overlay-leave-no = No, play on
overlay-pass-to = Pass to { $who }
overlay-only-you-look = Only you look now.
pause-seat-taken = { $who-you ->
    [yes] You already play seat { $seat } yourself
   *[other] { $who } already plays seat { $seat }
}
pause-only-free-pad = Only a controller without a seat can take over from a bot
pause-player-n = Player { $n }
pause-takes-seat = { $who } takes seat { $seat }

# The results screen.
results-again = Another game
results-title = To the title
results-none = No result
results-winners = { $names } { $count ->
        [one] wins!
       *[other] win!
    }
results-winner = Winner: { $who }

# The players' colours (a joined pad's player is called by its colour).
colour-red = Red
colour-blue = Blue
colour-green = Green
colour-yellow = Yellow
colour-purple = Purple
colour-orange = Orange
colour-turquoise = Turquoise
colour-pink = Pink
pause-seat-phone = { $who } plays seat { $seat } from a phone. Choose it twice to give it to another phone.
pause-hand-to-phone = Choose again: seat { $seat } goes to another phone, and the one it had can't come back.
pause-howto = How to play (H)
# The player's own seat before a name is chosen: how the table addresses its one person.
player-you = You

# A seat's line that lies nearer another seat's plate names its seat.
table-line-named = { $who }: { $what }
