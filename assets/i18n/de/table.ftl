# The table every game shares: turn, demo hint, continue, seat labels.
table-on-turn = Am Zug: { $who }
table-wait-your-turn = Warte, bis du dran bist
table-continue = Weiter  [Enter]
label-bot-level = {" "}({ $level })
label-round-trip = {" "}· { $ms } ms

# Overlays at the table: reconnects, pause, the pass gate.
overlay-bot-plays-for = Ein Bot spielt für { $who-you ->
        [yes] dich
       *[other] { $who }
    }. Taste auf einem Controller drücken: Platz zurück
overlay-pad-gone = { $who }: Controller getrennt. Taste drücken zum Weiterspielen – sonst spielt in { $seconds } s ein Bot
overlay-link-gone = { $who }: Verbindung verloren. Wir warten auf die Rückkehr – sonst spielt in { $seconds } s ein Bot
overlay-bot-plays-until-back = Ein Bot spielt für { $who }, bis die Verbindung zurück ist
overlay-pause = Pause
overlay-held-by = Angehalten von: { $who }. Es geht weiter, sobald dort weitergespielt wird.
overlay-held-for-everyone = Das Spiel ruht für alle am Tisch, bis du weiterspielst.
overlay-window-behind = Das Fenster ist im Hintergrund. Zurückkommen zum Weiterspielen.
overlay-leave-to-lobby = Das Spiel verlassen und zurück zur Lobby? Es ist dann vorbei.
overlay-leave-table-elsewhere = Den Tisch verlassen und zum Titel? Die anderen spielen weiter, ein Bot für dich.
overlay-leave-to-title = Das Spiel verlassen und zum Titel? Es ist dann vorbei.
overlay-no-pad = ohne Controller
overlay-other-home = aus einem anderen Zuhause
overlay-on-phone = am Handy
overlay-human-colour = Mensch, { $colour }
overlay-bot = Bot
overlay-seat-row = Platz { $seat }: { $who } ({ $kind })
overlay-resume = Weiterspielen
overlay-to-lobby = Zurück zur Lobby
overlay-to-title = Zum Titel
overlay-leave-yes = Ja, Spiel verlassen
overlay-leave-no = Nein, weiterspielen
overlay-pass-to = Weiter an { $who }
overlay-only-you-look = Nur du schaust jetzt hin.
pause-seat-taken = { $who-you ->
    [yes] Auf Platz { $seat } spielst du schon selbst
   *[other] Auf Platz { $seat } spielt schon { $who }
}
pause-only-free-pad = Nur ein Controller ohne Platz kann einen Bot ablösen
pause-player-n = Spieler { $n }
pause-takes-seat = { $who } übernimmt Platz { $seat }

# The results screen.
results-again = Noch eine Partie
results-title = Zum Titel
results-none = Kein Ergebnis
results-winners = { $names } { $count ->
        [one] gewinnt!
       *[other] gewinnen!
    }
results-winner = Sieger: { $who }

# The players' colours (a joined pad's player is called by its colour).
colour-red = Rot
colour-blue = Blau
colour-green = Grün
colour-yellow = Gelb
colour-purple = Lila
colour-orange = Orange
colour-turquoise = Türkis
colour-pink = Rosa
pause-seat-phone = { $who } spielt Platz { $seat } mit dem Handy. Zweimal wählen gibt ihn einem anderen Handy.
pause-hand-to-phone = Nochmal wählen: Platz { $seat } geht an ein anderes Handy, das bisherige kommt nicht mehr hinein.
pause-howto = So wird gespielt (H)
# The player's own seat before a name is chosen: how the table addresses its one person.
player-you = Du

# A seat's line that lies nearer another seat's plate names its seat.
table-line-named = { $who }: { $what }
