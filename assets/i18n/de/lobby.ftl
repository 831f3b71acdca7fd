# The title screen and the lobby.

title-play = Spielen
title-quick-game = Schnelles Spiel: { $game }
title-quick-game-none = Schnelles Spiel
title-watch = Zuschauen (Demo)
title-quit = Beenden
title-tagline = Kartenspiele am runden Tisch
title-at-table = Am Tisch: { $games }
title-bots-take-over = Die Bots übernehmen in { $secs } s …

lobby-heading = Wer spielt mit?
lobby-game = Spiel
lobby-game-players = { $game } ({ $min }–{ $max } Spieler)
lobby-rules = Regeln
lobby-seats = Plätze
lobby-human = Mensch
lobby-bot = Bot
lobby-player-n = Spieler { $n }
lobby-shares-desk = teilt Maus/Tastatur
lobby-devices = Geräte
lobby-mouse-here = Maus spielt hier
lobby-keyboard-here = Tastatur spielt hier
lobby-remove = weg
lobby-remove-hint = Platz entfernen
lobby-pad-help = Controller: A oder Start zum Mitspielen · B verlassen · Schultertasten Farbe · links/rechts Platz tauschen · Y Spielregeln · Start austeilen. Tastatur: Pfeile, Enter, F1 Spielregeln
lobby-add-seat = + Platz
device-mouse = Maus
device-keyboard = Tastatur
device-pad-n = Pad { $n }
device-pad = Pad

lobby-deal = Austeilen!
lobby-next-game = Anderes Spiel
lobby-howto = So wird gespielt
lobby-more-seats = Platz dazu
lobby-fewer-seats = Platz weg
lobby-seat-human = Platz { $n }: { $name } (Mensch)
lobby-seat-bot = Platz { $n }: { $name } (Bot, { $level })
lobby-seat-name = Platz { $n }: Name ändern
lobby-seat-level = Platz { $n }: Stärke { $level }
lobby-back = Zurück
lobby-on = an
lobby-off = aus

lobby-table-full = Der Tisch ist voll
lobby-sits-down = { $colour } setzt sich an Platz { $n }
lobby-needs-players = Dieses Spiel braucht { $min } bis { $max } Spieler
lobby-max-seats = Mehr als { $max } Plätze hat dieses Spiel nicht
lobby-min-seats = Dieses Spiel braucht mindestens { $min } Plätze
lobby-only-bots-leave = Nur Bot-Plätze gehen weg: an jedem Platz sitzt ein Mensch
lobby-forced-from = { $option } (ab { $players } Spielern immer { $value })
lobby-forced-now = { $option }: { $value } (immer bei { $players } Spielern)
lobby-phones-close-notice = Hinweis schließen
# The title's corner: the version and the commit it was built from (as `stammtisch --version`).
title-version = Version { $version } · Stand { $commit }
