# The title screen and the lobby.

title-play = Play
title-quick-game = Quick game: { $game }
title-quick-game-none = Quick game
title-watch = Watch (demo)
title-quit = Quit
title-tagline = Card games at the round table
title-at-table = At the table: { $games }
title-bots-take-over = The bots take over in { $secs } s …

lobby-heading = Who's playing?
lobby-game = Game
lobby-game-players = { $game } ({ $min }–{ $max } players)
lobby-rules = Rules
lobby-seats = Seats
lobby-human = Human
lobby-bot = Bot
lobby-player-n = Player { $n }
lobby-shares-desk = shares mouse/keyboard
lobby-devices = Devices
lobby-mouse-here = Mouse plays here
lobby-keyboard-here = Keyboard plays here
lobby-remove = remove
lobby-remove-hint = Remove this seat
lobby-pad-help = Controller: A or Start to join · B to leave · shoulders change colour · left/right swap seats · Y how to play · Start deals. Keyboard: arrows, Enter, F1 how to play
lobby-add-seat = + Seat
device-mouse = Mouse
device-keyboard = Keyboard
device-pad-n = Pad { $n }
device-pad = Pad

lobby-deal = Deal!
lobby-next-game = Another game
lobby-howto = How to play
lobby-more-seats = Add a seat
lobby-fewer-seats = Remove a seat
lobby-seat-human = Seat { $n }: { $name } (human)
lobby-seat-bot = Seat { $n }: { $name } (bot, { $level })
lobby-seat-name = Seat { $n }: change name
lobby-seat-level = Seat { $n }: level { $level }
lobby-back = Back
lobby-on = on
lobby-off = off

lobby-table-full = The table is full
lobby-sits-down = { $colour } sits down at seat { $n }
lobby-needs-players = This game needs { $min } to { $max } players
lobby-max-seats = This game has no more than { $max } seats
lobby-min-seats = This game needs at least { $min } seats
lobby-only-bots-leave = Only bot seats can go: a person sits at every seat
lobby-forced-from = { $option } (always { $value } from { $players } players)
lobby-forced-now = { $option }: { $value } (always with { $players } players)
lobby-phones-close-notice = Close the notice
# The title's corner: the version and the commit it was built from (as `stammtisch --version`).
title-version = Version { $version } · commit { $commit }
