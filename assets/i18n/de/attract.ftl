# The attract mode's banner.

attract-press-any-button = Taste drücken
