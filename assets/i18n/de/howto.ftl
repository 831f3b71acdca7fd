# "How to play": one short page per game, written from the rulebooks. Game names stay as published.

howto-heading = So wird gespielt: { $game }
howto-close = Schließen

howto-schwimmen =
    Ziel: Am Ende einer Runde nicht die schwächste Hand halten.

    Die Hand: drei Karten. Es zählt die beste Farbe: Ass 11, Bilder 10, Zahlen ihr Wert – höchstens 31. Drei gleiche Ränge zählen 30½.

    Geben: Jeder bekommt drei Karten. Der Geber bekommt zwei Päckchen: eines behält er, das andere liegt offen als Mitte.

    Dein Zug: Tausch eine Karte oder alle drei mit der Mitte (nie zwei), schieb (kein Tausch) oder klopf.

    Klopfen geht erst, wenn jeder einmal dran war; danach ist jeder andere noch einmal dran, dann endet die Runde. Wer 31 hält, deckt auf: die Runde endet sofort.

    Wer die wenigsten Punkte hat, verliert ein Leben (bei Gleichstand alle). Nach drei Leben schwimmt man, beim nächsten Verlust geht man unter. Der Letzte am Tisch gewinnt.

    In der Lobby: Schieben erlaubt, neue Mitte wenn alle schieben, Feuer (drei Asse beenden die Runde).

howto-jammerlappen =
    Ziel: alle Karten loswerden. Es gibt keinen Sieger, nur den Jammerlappen: wer als Letzter noch Karten hat.

    Aufbau: Jeder hat drei verdeckte Karten, darauf drei offene, und drei Karten auf der Hand. Vor Beginn darf jeder einmal eine Handkarte gegen eine offene tauschen.

    Dein Zug: Leg eine Karte, die gleich hoch oder höher ist als die oberste. Gleiche Karten darfst du zusammen legen. Solange der Stapel reicht, ziehst du auf drei Handkarten nach. Kannst du nicht legen, nimmst du den ganzen Stapel auf die Hand.

    Erst die Hand, dann die offenen Karten, zuletzt die verdeckten – blind. Nach einer 5 geht es abwärts.

    Vier gleiche Karten hintereinander: der Stapel fliegt aus dem Spiel, und wer sie voll gemacht hat, beginnt neu. Wer einen Vierling vollenden kann, darf dazwischenschmeißen, auch wenn er nicht dran ist – aber schnell!

    Aktionskarten gehen immer: Dein Problem! (die letzte Zahl gilt für den Nächsten), Richtungswechsel!, Aussetzen!, Weg damit! (der Stapel fliegt raus, du beginnst neu), Neustart! (der Nächste beginnt frei, der Stapel bleibt). Vier Aktionskarten hintereinander: der Stapel fliegt raus.

    Zu zweit gelten Drillinge statt Vierlinge.

howto-ziege =
    Ziel: richtig schätzen, wie viele Ziegenköpfe du sammelst.

    Jeder bekommt 8 Karten (1 bis 50, jede mit 1, 2, 3 oder 5 Ziegenköpfen).

    Schätzen: Der Reihe nach legt jeder sein Plättchen an die Tafel. Die 2-Punkte-Seite deckt 4 Zeilen, die 3-Punkte-Seite 3, die 4-Punkte-Seite 2; die 5-Punkte-Seite passt nur auf „0“ oder „61+“. Jede Zeile hat eine linke und eine rechte Seite; Plättchen überdecken sich nicht.

    Stiche: Jeder spielt eine Karte, die höchste gewinnt. Der Gewinner zieht seine Ziege so viele Felder vor, wie der Stich Ziegenköpfe zeigt, plus den Wert der niedrigsten Karte, und spielt den nächsten Stich aus.

    Nach 8 Stichen: Steht deine Ziege im Bereich deines Plättchens, bekommst du dessen Punkte. Es gibt so viele Runden wie Spieler; die meisten Punkte gewinnen.

howto-gorillas =
    Ziel: am Ende jeder Runde die meisten Punkte in der eigenen Sammlung – und als Erster zwei Bananen.

    Jeder hat einen Stapel von 11 verdeckten Karten und hält eine Karte so, dass alle anderen sie sehen – nur man selbst nicht. Du siehst also jede Karte am Tisch außer deiner eigenen.

    Alle spielen gleichzeitig: Klick die Karte eines anderen an, um ihm deine Hand anzubieten (nochmal klicken: zurückziehen). Bieten zwei sich gegenseitig an, wird sofort getauscht: jede Karte wandert in die Sammlung des anderen. Oder behalte deine Karte [K]: sie kommt in deine eigene Sammlung. Danach ziehst du die nächste Karte. Mit einer zweiten Karte [A] versüßt du einen Tausch.

    Zurufen: „Super Karte!“, „Behalt sie!“, „Nimm meine!“ – wahr oder gelogen.

    Wertung: Paare (gleicher Affe, gleicher Wert) heben sich auf, ein Paar Einsen zählt 11. Teilen trennt ein Paar, Drehen macht aus 2/6/7/10 eine 7/9/2/1, Umkehren dreht das Vorzeichen. Die besten Punkte bekommen eine Banane (ab 5 Spielern die zwei besten).

    Seltene Karten (Option, bei 10 Spielern immer dabei): eine 9 je Affe – jede 9 ohne Partner kostet ihren Besitzer 2 andere Karten seiner Sammlung (beim Werten abgeworfen, es gehen die, die am wenigsten kosten); zwei Joker – jeder wirkt als Teilen, Drehen oder Umkehren, wie es dir am meisten bringt; zwei Spezial-6 – liegt eine in deiner Sammlung, zählt jede Spezialkarte 6 Punkte und wirkt nicht.

    Am besten mit einem Menschen pro Bildschirm: mehrere Menschen an einem Bildschirm sehen die eigene Karte nicht, aber die der anderen.
howto-gaemsh =
    Ziel: Zu zweit im Team als Erste 9 Punkte sammeln. Partner sitzen sich gegenüber.

    Jeder hält immer 4 Karten, 4 liegen offen in der Mitte. Alle tauschen gleichzeitig: eine Handkarte in die Mitte, eine Karte der Mitte auf die Hand (Handkarte 1–4, dann Mitte Q W E R, oder zweimal klicken). Wer zuerst greift, bekommt die Karte. Tauscht eine Weile niemand oder verlangen alle „Neue Mitte“ (N), kommen vier neue Karten.

    Vor dem ersten Geben wählt jedes Team heimlich sein Zeichen, eine von acht Gesten (F1–F8). Hast du vier gleiche Bilder, gib deinem Partner das Zeichen. Jeder darf jederzeit jede Geste machen, auch zum Täuschen.

    Rufe: Gämsh! (G) – mein Partner hat vier gleiche: 1 Punkt. Doppel-Gämsh! (D) – wir beide: 2 Punkte. Konter-Gämsh! (C) – ein Gegner hat vier gleiche: 1 Punkt. Ausgegämsht! (O, dann die Geste) – das ist das Zeichen der Gegner: 3 Punkte. Ein falscher Ruf schenkt die Punkte allen anderen Teams.

    Ausgegämsht: Stimmt die Geste, bekommt dein Team 3 Punkte, die Runde endet und das ertappte Team wählt ein neues Zeichen. Stimmt sie nicht, bekommt jedes andere Team 3 Punkte, und es wird weitergespielt.

    Föhn-Karten (Option) wirken nur, solange sie offen in der Mitte liegen; geschlagen wird, indem man sie anklickt.
    Wachsamer Wildhüter: Solange er in der Mitte liegt, darf niemand eine Nacht-Karte tauschen. Tauscht ein Gegner doch eine, schlage auf den Wildhüter: sein Tausch wird zurückgenommen, dein Team bekommt 1 Punkt (nur der Schnellste).
    Schlauer Bauer: Schlägst du ihn beim Rufen von Gämsh oder Doppel-Gämsh, reichen drei gleiche Bilder statt vier. Ein Klick auf ihn ruft Gämsh! und haut ihn; Gämsh! und Doppel-Gämsh! hauen ihn mit, solange er liegt.
    Deftige Jause: Solange sie in der Mitte liegt, tauscht niemand; jeder schlägt schnell auf eine der drei anderen Karten. Haben beide Partner eines Teams eine erwischt, bekommt das Team 1 Punkt (bei drei Teams mit je einer Karte jedes Team). Dann kommt eine neue Mitte. Die Jause darf man nie nehmen.
    Wilder Stier: Wer ihn schlägt, lässt die ganze Mitte neu auslegen (liegt die Jause daneben, gilt die Jause).
