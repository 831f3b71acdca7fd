# Phones as private hands: the lobby's phone panel and what the phone page shows.

phone-connect = Connect phones
phone-close = Disconnect phones
phone-join-hint = Every seat has its own address: scan the code with the phone or open the address in its browser (same Wi-Fi).
phone-seat-address = Seat { $n }: { $name }
phone-connected = Phone connected
phone-connected-rtt = Phone connected, { $ms } ms
phone-no-network = No network: phones cannot connect.
phone-port-taken = Port { $port } is in use: phones cannot connect (settings file: phone_port).
phone-seat-taken = This seat already has a phone.
phone-no-seat = This seat is not at the table.
phone-wrong-address = This address is not valid (any more). Scan the code on the screen again.
phone-waiting = Seat { $n }: waiting for the game …
phone-no-view = This game shows nothing on the phone yet; play on the screen.
phone-middle = The middle
phone-your-hand = Your hand
phone-your-table-cards = Your table cards
phone-pot = The pot
phone-game-over = The game is over.
phone-trick = The trick
phone-tile-up = Tile one row up
phone-tile-down = Tile one row down
phone-tile-other-side = Tile to the other side
phone-offers-you = offers to you
phone-your-held = Your card (you can't see it)
phone-your-collection = Your collection
