# The games' rule options in the lobby: option-<game>-<option>, and -<value> for a choice in words.
option-schwimmen-passing = Schieben erlaubt
option-schwimmen-replace-middle-after-all-pass = Alle schieben: neue Mitte
option-schwimmen-feuer = Feuer: drei Asse beenden die Runde
option-schwimmen-spare-when-all-would-go-under = Gingen alle unter, bleiben alle drin
option-jammerlappen-throw-in-window-ms = Zeit zum Reinwerfen (ms, 0: kein Reinwerfen)
option-ziege-rounds = Runden
option-ziege-rounds-0 = wie Spieler
option-gaemsh-foehn = Föhn-Karten
option-gorillas-rare = Seltene Karten
option-gorillas-showcase = Offene Auslage (alle Sammlungen offen)
