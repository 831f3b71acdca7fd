# Phones as private hands: the lobby's phone panel and what the phone page shows.

phone-connect = Handys verbinden
phone-close = Handys trennen
phone-join-hint = Jeder Platz hat seine Adresse: mit dem Handy den Code scannen oder die Adresse im Browser öffnen (gleiches WLAN).
phone-seat-address = Platz { $n }: { $name }
phone-connected = Handy verbunden
phone-connected-rtt = Handy verbunden, { $ms } ms
phone-no-network = Kein Netzwerk: Handys können nicht verbinden.
phone-port-taken = Port { $port } ist belegt: Handys können nicht verbinden (Einstellungsdatei: phone_port).
phone-seat-taken = Dieser Platz hat schon ein Handy.
phone-no-seat = Diesen Platz gibt es am Tisch nicht.
phone-wrong-address = Diese Adresse gilt nicht (mehr). Scanne den Code am Bildschirm neu.
phone-waiting = Platz { $n }: warte auf das Spiel …
phone-no-view = Dieses Spiel zeigt am Handy noch nichts; spiel am Bildschirm.
phone-middle = Die Mitte
phone-your-hand = Deine Hand
phone-your-table-cards = Deine Tischkarten
phone-pot = Der Stapel
phone-game-over = Das Spiel ist aus.
phone-trick = Der Stich
phone-tile-up = Plättchen eine Reihe höher
phone-tile-down = Plättchen eine Reihe tiefer
phone-tile-other-side = Plättchen auf die andere Seite
phone-offers-you = bietet dir an
phone-your-held = Deine Karte (du siehst sie nicht)
phone-your-collection = Deine Sammlung
