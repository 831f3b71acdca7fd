# The attract mode's banner.

attract-press-any-button = Press any button
