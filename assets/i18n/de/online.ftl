# Tische über mehrere Wohnungen: die Einladung, das Beitreten, was der Gastgeber ablehnt.
net-invite-shape = Das ist keine Einladung: sie sieht aus wie stammtisch://ADRESSE:PORT/GEHEIMNIS
net-invite-address = Die Adresse in der Einladung ist keine Adresse mit Port
net-invite-secret = Das Geheimnis in der Einladung muss aus 32 Hex-Zeichen bestehen
net-refused-not-yours = Platz { $seat } gehört nicht zu diesem Bildschirm
net-refused-not-offered = Platz { $seat } ist nicht frei
net-refused-garbled = Der Gastgeber konnte die Nachricht nicht lesen
net-table-closed = Der Gastgeber hat den Tisch geschlossen
net-table-lost = Die Verbindung zum Tisch ist abgerissen
