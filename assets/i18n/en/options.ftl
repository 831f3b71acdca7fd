# The games' rule options in the lobby: option-<game>-<option>, and -<value> for a choice in words.
option-schwimmen-passing = Passing allowed
option-schwimmen-replace-middle-after-all-pass = All pass: a new middle
option-schwimmen-feuer = Fire: three aces end the round
option-schwimmen-spare-when-all-would-go-under = If all would go under, all stay in
option-jammerlappen-throw-in-window-ms = Time to throw in (ms, 0: no throwing in)
option-ziege-rounds = Rounds
option-ziege-rounds-0 = as many as players
option-gaemsh-foehn = Föhn cards
option-gorillas-rare = Rare cards
option-gorillas-showcase = Open Showcase (all collections face up)
