# "How to play": one short page per game, written from the rulebooks. Game names stay as published.

howto-heading = How to play: { $game }
howto-close = Close

howto-schwimmen =
    Goal: don't hold the weakest hand when a round ends.

    Your hand: three cards. Your best suit counts: ace 11, pictures 10, numbers their value – 31 at most. Three of a kind count 30½.

    The deal: everyone gets three cards. The dealer gets two packets: keeps one and lays the other face up as the middle.

    Your turn: swap one card or all three with the middle (never two), pass (no swap) or knock.

    You may knock only once everyone has had a turn; then everyone else has one more turn and the round ends. Whoever holds 31 shows it: the round ends at once.

    The lowest hand loses a life (on a tie, all of them). After three lives you swim; lose again and you go under. The last player at the table wins.

    In the lobby: passing allowed, a new middle when everyone passes, Feuer (three aces end the round).

howto-jammerlappen =
    Goal: get rid of all your cards. There is no winner, only the Jammerlappen: whoever is left holding cards.

    Setup: everyone has three face-down cards, three face-up cards on top of them and three cards in hand. Before play, everyone may once swap a hand card for a face-up card.

    Your turn: lay a card equal to or higher than the top one. You may lay equal cards together. While the draw pile lasts, draw back up to three hand cards. If you can't lay, take the whole pile into your hand.

    Hand first, then your face-up cards, finally the face-down ones – blind. After a 5, play goes downward.

    Four equal cards in a row: the pile leaves the game and whoever completed it starts afresh. If you can complete a quartet you may throw in even when it isn't your turn – but be quick!

    Action cards can always be played: Your problem! (the last number applies to the next player), Change of direction!, Skip! (the next player is skipped), Get rid of it! (the pile leaves the game, you start afresh), Restart! (the next player starts freely, the pile stays). Four action cards in a row: the pile leaves the game.

    With two players, triplets count instead of quartets.

howto-ziege =
    Goal: predict how many goat heads you will collect.

    Everyone gets 8 cards (1 to 50, each with 1, 2, 3 or 5 goat heads).

    Predict: in turn, everyone lays their tile at the board. The 2-point side covers 4 rows, the 3-point side 3, the 4-point side 2; the 5-point side fits only on "0" or "61+". Every row has a left and a right side; tiles never overlap.

    Tricks: everyone plays a card, the highest wins. The winner moves their goat as many fields as the trick shows goat heads, plus the value of the lowest card, and leads the next trick.

    After 8 tricks: if your goat stands within your tile's range, you score its points. There are as many rounds as players; the most points win.

howto-gorillas =
    Goal: the most points in your own collection at the end of each round – and two bananas first.

    Everyone has a pile of 11 face-down cards and holds one card so that all others see it – only you don't. You see every card at the table except your own.

    Everyone plays at once: click another player's card to offer them your hand (click again: withdraw). When two offer to each other, they trade at once: each card goes into the other's collection. Or keep your card [K]: it goes into your own collection. Then you draw your next card. A second card [A] sweetens a trade.

    Shout: "Great card!", "Keep it!", "Take mine!" – true or not.

    Scoring: pairs (same primate, same value) cancel, a pair of 1s counts 11. Split keeps a pair apart, Flip turns 2/6/7/10 into 7/9/2/1, Reverse flips the sign. The best score earns a banana (from 5 players on, the two best).

    Rare cards (an option, always in at 10 players): a 9 per primate – every 9 without a partner costs its owner 2 other cards of the collection (discarded at scoring: the ones that cost least); two Wild Specials – each works as a Split, a Flip or a Reverse, whichever helps you most; two Special 6's – with one in your collection every special card counts 6 points and has no effect.

    Best with one person per screen: several people at one screen don't see their own card, but everybody else's.
howto-gaemsh =
    Goal: be the first team of two to reach 9 points. Partners sit opposite each other.

    Everyone always holds 4 cards; 4 lie face up in the middle. Everybody swaps at once: one hand card to the middle, one middle card to the hand (hand card 1–4, then middle Q W E R, or two clicks). First come, first served. When nobody swaps for a while, or everyone asks for a "New middle" (N), four new cards come.

    Before the first deal each team secretly picks its signal, one of eight gestures (F1–F8). When you hold four of one image, give your partner the signal. Anyone may make any gesture at any time, bluffs included.

    Calls: Gämsh! (G) – my partner holds four of a kind: 1 point. Double Gämsh! (D) – both of us: 2 points. Counter Gämsh! (C) – an opponent holds four of a kind: 1 point. Outgämshed! (O, then the gesture) – that is the opponents' signal: 3 points. A wrong call gives its points to every other team.

    Outgämshed: if the gesture is right, your team scores 3, the round ends and the outed team picks a new signal. If it is wrong, every other team scores 3 and play goes on.

    Föhn cards (option) only work while they lie face up in the middle; slap one by clicking it.
    Watchful Gamekeeper: while it lies in the middle nobody may swap a Night card. If an opponent does, slap the Gamekeeper: their swap is taken back and your team scores 1 (only the fastest slap counts).
    Smart Farmer: slap it as you call Gämsh or Double Gämsh, and three of one image are enough instead of four. A click on it calls Gämsh! and slaps it; Gämsh! and Double Gämsh! slap it too while it lies there.
    Hearty Snack: while it lies in the middle nobody swaps; everyone slaps one of the other three cards, fast. A team whose both partners got one scores 1 (with three teams each holding one card, every team scores 1). Then a new middle comes. The Snack can never be taken.
    Raging Bull: slapping it deals a whole new middle (beside the Snack, the Snack wins).
