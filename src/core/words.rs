//! The table's words for what the rules say as data: refusals, results and bot levels, in
//! German. The one place where a rule's reason becomes a sentence a player reads.

use stammtisch_rules::bots::Level;
use stammtisch_rules::{Reading, Refusal, RuleError, Seat};

/// A bot level as the table names it (the lobby, seat labels).
pub fn level(level: Level) -> &'static str {
    match level {
        Level::Random => "zufällig",
        Level::Easy => "leicht",
        Level::Normal => "normal",
        Level::Hard => "schwer",
    }
}

/// A refused move in words; `name` names a seat.
pub fn refusal(why: &RuleError, name: impl Fn(Seat) -> String) -> String {
    match why {
        RuleError::NotYourTurn => "Du bist nicht dran".into(),
        RuleError::Illegal(why) => reason(why, name),
        RuleError::TooLate => "Zu spät – jemand war schneller".into(),
        RuleError::GameOver => "Das Spiel ist vorbei".into(),
        RuleError::Setup(_) => "So kann das Spiel nicht beginnen (Spielerzahl oder Regeln)".into(),
    }
}

/// Why a move is not allowed now, in words; `name` names a seat.
pub fn reason(why: &Refusal, name: impl Fn(Seat) -> String) -> String {
    use Refusal::*;
    match why {
        DealerDealsNext => "Die Runde ist vorbei: der Geber teilt die nächste aus".into(),
        StarterDealsNext => "Die Runde ist vorbei: wer beginnt, teilt die nächste aus".into(),
        DealerChoosesPacket => "Zuerst behält der Geber sein Päckchen oder nimmt das andere".into(),
        OnlyThreeCards => "Es gibt nur drei Karten auf der Hand und drei in der Mitte".into(),
        PassingOff => "Schieben ist in diesem Spiel aus: tausch eine oder alle drei Karten".into(),
        AlreadyKnocked { knocker } => format!(
            "{} hat schon geklopft: das ist dein letzter Zug",
            name(*knocker)
        ),
        KnockTooEarly => "Klopfen geht erst, wenn jeder einmal dran war".into(),
        SwapPassOrKnock => "Tausch eine Karte oder alle drei, schieb oder klopf".into(),
        PredictFirst => "Zuerst schätzt jeder: leg dein Schätzplättchen an die Tafel".into(),
        CardNotInHand { .. } => "Diese Karte hast du nicht auf der Hand".into(),
        PlayFromHand => "Spiel eine Karte aus deiner Hand".into(),
        TilePoints { points } => {
            format!("Ein Plättchen zählt 2, 3, 4 oder 5 Punkte, nicht {points}")
        }
        FivePointRows => "Die 5-Punkte-Seite passt nur auf „0“ oder auf „61+“".into(),
        ZeroRowOnlyForFive { points } => format!(
            "„0“ ist nur für die 5-Punkte-Seite: die {points}-Punkte-Seite beginnt bei „1–5“ \
             oder höher"
        ),
        TileRunsPast { points, rows, from } => format!(
            "Die {points}-Punkte-Seite deckt {rows} Zeilen: ab „{from}“ ginge sie über „56–60“ \
             hinaus („61+“ ist nur für die 5-Punkte-Seite)"
        ),
        TilesOverlap { owner, left, row } => format!(
            "Plättchen dürfen sich nicht überdecken: {} liegt schon {} bei „{row}“",
            name(*owner),
            if *left { "links" } else { "rechts" }
        ),
        EdgeRowTaken { owner, row } => format!(
            "Auf „{row}“ passt nur ein Plättchen, und {} liegt schon dort",
            name(*owner)
        ),
        LayAtLeastOne => "Leg mindestens eine Karte".into(),
        OnlyOwnHandCards => "Du darfst nur deine eigenen Handkarten legen (erst die Hand)".into(),
        OnlyOwnFaceUpCards => "Du darfst nur deine eigenen offenen Karten legen".into(),
        SameCardsOnly => "Mehrere Karten auf einmal müssen gleich sein".into(),
        LayLowerAfterFive => {
            "Nach einer 5 geht es abwärts: leg eine gleiche oder niedrigere Karte".into()
        }
        LayHigher => "Leg eine gleiche oder höhere Karte".into(),
        HandCardsFirst => "Leg zuerst deine Handkarten".into(),
        FaceDownNotReleased => {
            "Diese verdeckte Karte ist noch nicht frei: leg zuerst die offene darauf".into()
        }
        NoFaceUpFits => {
            "Keine offene Karte passt: leg eine davon und nimm sie mit dem Topf auf".into()
        }
        NoPot => "Es gibt keinen Topf zum Aufnehmen".into(),
        TakeWithOnlyWhenStuck => {
            "Nur wenn keine Handkarte mehr da ist und keine offene Karte passt".into()
        }
        NotYourFaceUpCard => "Das ist keine deiner offenen Karten".into(),
        NotYourHandCard => "Das ist keine deiner Handkarten".into(),
        ExchangeOver => "Das Tauschen ist vorbei: es wird schon gespielt".into(),
        NothingToThrowInOn => "Gerade gibt es nichts einzuwerfen".into(),
        OnTurnJustLay => "Du bist dran: leg die Karten einfach".into(),
        OnlyTheQuartet => "Einwerfen darf man nur die Karten, die den Vierling vollmachen".into(),
        AlreadyExchanged => "Du hast schon getauscht".into(),
        ExchangeFirst => "Zuerst tauscht jeder eine Karte oder behält".into(),
        OutOfRound => "Du bist in dieser Runde schon fertig".into(),
        Game(phrase) => phrase.english.clone(),
    }
}

/// How a seat ended the game, in words (the results screen).
pub fn reading(reading: &Reading) -> String {
    match reading {
        Reading::Afloat { lives: 1 } => "gewonnen mit einem Leben übrig".into(),
        Reading::Afloat { lives } => format!("gewonnen mit {lives} Leben übrig"),
        Reading::WonSwimming => "gewonnen, beim Schwimmen".into(),
        Reading::WentUnder {
            round,
            shared: false,
        } => format!("in Runde {round} untergegangen"),
        Reading::WentUnder {
            round,
            shared: true,
        } => format!("in Runde {round} mit allen Übrigen untergegangen: geteilter Sieg"),
        Reading::Points {
            per_round,
            total,
            inside,
            rounds,
        } => {
            let sum: Vec<String> = per_round.iter().map(|p| p.to_string()).collect();
            format!(
                "{} = {total} Punkte; die Ziege blieb in {inside} von {rounds} Runden im Plättchen",
                sum.join(" + ")
            )
        }
        Reading::OutAs { place } => format!("alle Karten los, als {place}. raus"),
        Reading::LeftWith { cards: 1 } => "mit einer Karte sitzen geblieben".into(),
        Reading::LeftWith { cards } => format!("mit {cards} Karten sitzen geblieben"),
        Reading::Game(phrase) => phrase.english.clone(),
    }
}
