//! Nur die Ziege zählt's rules, checked against hand-computed situations (the rulebook and NOTES.md).

use super::bots::{CardContext, best_placement, choose_card};
use super::state::{Phase, Ziege};
use super::*;
use crate::bots::{Level, decide};
use crate::kernel::{Game, GameRng, RuleError, Seat};

fn tile(side: Side, points: u8, first_row: u8) -> Placement {
    Placement {
        side,
        points,
        first_row,
    }
}

use Side::{Left, Right};

#[test]
fn the_deck_has_the_heads_of_notes_md() {
    assert_eq!(HEADS.len(), 51);
    assert_eq!((heads(40), heads(5), heads(47), heads(18)), (5, 3, 1, 1));
    assert_eq!((heads(10), heads(50), heads(15), heads(45)), (5, 5, 3, 3));
    assert_eq!((heads(11), heads(22), heads(33), heads(44)), (2, 2, 2, 2));
    assert_eq!((heads(1), heads(49), heads(0), heads(51)), (1, 1, 0, 0));
    let total: u32 = (1..=50).map(heads).sum();
    // 5 tens x 5 + 5 other fives x 3 + 4 doubles x 2 + 36 others x 1.
    assert_eq!(total, 25 + 15 + 8 + 36);
    assert_eq!(ALL_CARDS.count_ones(), 50);
    assert_eq!(cards_of(ALL_CARDS).first(), Some(&1));
    assert_eq!(cards_of(ALL_CARDS).last(), Some(&50));
    assert_eq!(card_of_id(card_id(37)), 37);
}

#[test]
fn the_rulebook_trick_is_worth_fifteen() {
    assert_eq!(trick_value(&[40, 5, 47, 18]), 15);
    // Heads 1 + 1 + 5 = 7 plus the lowest 1.
    assert_eq!(trick_value(&[1, 2, 50]), 8);
    assert_eq!(trick_value(&[]), 0);
}

#[test]
fn the_rulebook_trick_moves_the_winner_by_fifteen_and_it_leads_next() {
    // Seat 0 leads 40, seat 1 plays 5, seat 2 plays 47, seat 3 plays 18: seat 2 wins.
    let hands: [&[u8]; 4] = [
        &[40, 1, 2, 3, 4, 6, 7, 8],
        &[5, 9, 12, 13, 14, 16, 17, 19],
        &[47, 21, 23, 24, 26, 27, 28, 29],
        &[18, 31, 32, 34, 36, 37, 38, 39],
    ];
    let tiles = [
        tile(Left, 2, 1),
        tile(Right, 2, 1),
        tile(Left, 3, 5),
        tile(Right, 4, 5),
    ];
    let mut game = Ziege::in_play(ZiegeConfig::default(), &hands, &tiles, Seat(0));
    game.check_invariants().unwrap();
    for (seat, card) in [(0, 40), (1, 5), (2, 47)] {
        game.apply(Seat(seat), &Action::PlayCard(card), 0).unwrap();
    }
    let events = game.apply(Seat(3), &Action::PlayCard(18), 0).unwrap();
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(2),
        cards: vec![40, 5, 47, 18],
        heads: 10,
        lowest: 5,
        moved: 15,
        position: 15,
    }));
    assert_eq!(game.goat(Seat(2)), 15);
    assert_eq!(game.phase(), Phase::Trick { to_move: Seat(2) });
    assert_eq!(game.won(Seat(2)), vec![5, 18, 40, 47]);
    game.check_invariants().unwrap();
    // Any card may be played: no following suit, no need to beat.
    let legal = game.legal(Seat(2));
    assert_eq!(legal.len(), 7);
    assert!(legal.contains(&Action::PlayCard(21)));
    assert_eq!(game.legal(Seat(0)), vec![]);
    assert_eq!(
        game.apply(Seat(0), &Action::PlayCard(1), 0),
        Err(RuleError::NotYourTurn)
    );
    let before = format!("{game:?}");
    assert_eq!(
        game.apply(Seat(2), &Action::PlayCard(40), 0),
        Err(RuleError::Illegal(
            ZiegeRefusal::CardNotInHand { card: 40 }.into()
        ))
    );
    assert!(matches!(
        game.apply(Seat(2), &Action::PlaceTile(tile(Left, 2, 9)), 0),
        Err(RuleError::Illegal(_))
    ));
    assert_eq!(
        format!("{game:?}"),
        before,
        "a refusal leaves the state as it was"
    );
}

#[test]
fn rows_and_ranges() {
    assert_eq!(BOARD_ROWS, 14);
    assert_eq!((row_of(0), row_of(1), row_of(5), row_of(6)), (0, 1, 1, 2));
    assert_eq!((row_of(60), row_of(61), row_of(500)), (12, 13, 13));
    assert_eq!(row_label(0), "0");
    assert_eq!(row_label(1), "1–5");
    assert_eq!(row_label(12), "56–60");
    assert_eq!(row_label(13), "61+");
    assert_eq!(row_range(6), (26, 30));
    assert_eq!(tile(Left, 2, 1).range(), (1, 20));
    assert_eq!(tile(Left, 3, 10).range(), (46, 60));
    assert_eq!(tile(Right, 4, 12).range(), (56, u32::MAX));
    assert_eq!(tile(Right, 5, 0).range(), (0, 0));
    assert_eq!(tile(Right, 5, 13).range(), (61, u32::MAX));
}

#[test]
fn the_empty_board_offers_every_fitting_placement_on_both_sides() {
    let legal: Vec<Placement> = legal_placements(&[]).collect();
    // The 2-, 3- and 4-point edges lie within the twelve rows 1–5 (row 1) .. 56–60 (row 12); "0"
    // and "61+" are the 5-point edge's alone. Per side: the 2-point edge (4 rows) starts on rows
    // 1..=9 (9 ways), the 3-point edge (3 rows) on 1..=10 (10), the 4-point edge (2 rows) on 1..=11
    // (11), the 5-point edge on "0" or "61+" (2): 32 per side, 64 in all (76 before, when the
    // shorter edges could also take "0" or "61+": 2 more starts per edge and side, 12 in all).
    assert_eq!(legal.len(), 2 * (9 + 10 + 11 + 2));
    assert_eq!(legal.len(), 64);
    for side in [Left, Right] {
        for points in 2..=4 {
            assert!(!legal.contains(&tile(side, points, 0)), "{points} on \"0\"");
        }
        assert!(legal.contains(&tile(side, 2, 1)));
        assert!(legal.contains(&tile(side, 2, 9)));
        assert!(!legal.contains(&tile(side, 2, 10)));
        assert!(legal.contains(&tile(side, 3, 10)));
        assert!(!legal.contains(&tile(side, 3, 11)));
        assert!(legal.contains(&tile(side, 4, 11)));
        assert!(!legal.contains(&tile(side, 4, 12)));
        assert!(legal.contains(&tile(side, 5, 0)));
        assert!(legal.contains(&tile(side, 5, 13)));
        assert!(!legal.contains(&tile(side, 5, 1)));
        assert!(!legal.contains(&tile(side, 5, 12)));
    }
    // No placement covers "0" or "61+" except with the 5-point edge.
    for t in &legal {
        assert_eq!(check_placement(*t, &[]), Ok(()));
        let (lo, hi) = t.range();
        assert_eq!(t.points == 5, lo == 0 || hi == u32::MAX, "{t:?}");
    }
}

#[test]
fn only_the_five_point_edge_takes_zero_and_sixty_one_plus() {
    let err = |t: Placement| check_placement(t, &[]).unwrap_err().to_string();
    // Rulebook: the 5-point edge lies "on "0"" or "to the top edge ... (above the line "61+")";
    // the other edges cover lines of the board between them.
    assert!(err(tile(Left, 2, 0)).contains("the row \"0\" is only for the 5-point edge"));
    assert!(err(tile(Right, 3, 0)).contains("only for the 5-point edge"));
    assert!(err(tile(Left, 4, 0)).contains("only for the 5-point edge"));
    assert!(err(tile(Left, 2, 10)).contains("\"61+\" is only for the 5-point edge"));
    assert!(err(tile(Right, 3, 11)).contains("would run past \"56–60\""));
    assert!(err(tile(Right, 4, 12)).contains("would run past \"56–60\""));
    // The highest and lowest the shorter edges reach: 1–20 / 41–60, 1–15 / 46–60, 1–10 / 51–60.
    assert_eq!(tile(Left, 2, 9).range(), (41, 60));
    assert_eq!(tile(Left, 3, 10).range(), (46, 60));
    assert_eq!(tile(Left, 4, 11).range(), (51, 60));
    assert_eq!(tile(Left, 4, 1).range(), (1, 10));
}

#[test]
fn placements_that_do_not_fit_are_refused_with_a_reason() {
    let err = |t: Placement, placed: &[Option<Placement>]| {
        check_placement(t, placed).unwrap_err().to_string()
    };
    assert!(err(tile(Left, 6, 3), &[]).contains("2, 3, 4 or 5 points"));
    assert!(err(tile(Left, 1, 3), &[]).contains("2, 3, 4 or 5 points"));
    assert!(err(tile(Left, 5, 7), &[]).contains("5-point edge only fits"));
    assert!(err(tile(Right, 2, 10), &[]).contains("would run past"));
    assert!(err(tile(Right, 2, 11), &[]).contains("would run past"));
    assert!(err(tile(Right, 3, 12), &[]).contains("would run past"));
    assert!(err(tile(Right, 4, 13), &[]).contains("would run past"));
    assert!(err(tile(Right, 4, 200), &[]).contains("would run past"));
    // Overlap on the same side, at either end of the other tile.
    let placed = [Some(tile(Left, 3, 4)), None];
    assert!(err(tile(Left, 2, 1), &placed).contains("overlap"));
    assert!(
        err(tile(Left, 4, 6), &placed)
            .contains("seat 1's tile already lies on the left side at row \"26–30\"")
    );
    assert!(check_placement(tile(Left, 2, 0), &placed).is_err());
    assert_eq!(check_placement(tile(Left, 4, 2), &placed), Ok(()));
    assert_eq!(check_placement(tile(Left, 4, 7), &placed), Ok(()));
    // The other side of the same rows is free.
    assert_eq!(check_placement(tile(Right, 3, 4), &placed), Ok(()));
    // "0" and "61+" take one tile in all.
    let placed = [None, Some(tile(Left, 5, 0)), Some(tile(Right, 5, 13))];
    assert!(
        err(tile(Right, 5, 0), &placed)
            .contains("the row \"0\" takes only one tile, and seat 2's tile is there")
    );
    assert!(
        err(tile(Left, 5, 13), &placed)
            .contains("the row \"61+\" takes only one tile, and seat 3's")
    );
    assert_eq!(check_placement(tile(Left, 4, 11), &placed), Ok(()));
    assert_eq!(check_placement(tile(Right, 4, 11), &placed), Ok(()));
    assert_eq!(check_placement(tile(Right, 2, 1), &placed), Ok(()));
    // legal_placements agrees with check_placement everywhere.
    let legal: Vec<Placement> = legal_placements(&placed).collect();
    for side in [Left, Right] {
        for points in 0..=7 {
            for row in 0..16 {
                let t = tile(side, points, row);
                assert_eq!(
                    legal.contains(&t),
                    check_placement(t, &placed).is_ok(),
                    "{t:?}"
                );
            }
        }
    }
}

#[test]
fn full_rows_leave_nothing_there() {
    // The left side full (1–20, 21–40, 41–60), the right side's rows 1..=9 covered: free are the
    // right rows 10..=12 (46–60) and "0" and "61+" (on either side, one tile each).
    let placed = [
        Some(tile(Left, 2, 1)),
        Some(tile(Left, 2, 5)),
        Some(tile(Left, 2, 9)),
        Some(tile(Right, 3, 1)),
        Some(tile(Right, 3, 4)),
        Some(tile(Right, 3, 7)),
    ];
    let free: Vec<Placement> = legal_placements(&placed).collect();
    // Right, within rows 10..=12: the 3-point edge on 10 (1), the 4-point edge on 10 or 11 (2), no
    // 2-point edge (4 rows do not fit in 3); the 5-point edge on "0" or "61+" on each side (4).
    // 1 + 2 + 4 = 7. (Before the fix the 4-point edge on 12–"61+" and the 2- and 3-point edges on
    // 10/11..="61+" fitted too.)
    assert_eq!(free.len(), 7, "{free:?}");
    assert!(free.contains(&tile(Right, 3, 10)));
    assert!(free.contains(&tile(Right, 4, 10)));
    assert!(free.contains(&tile(Right, 4, 11)));
    assert!(free.contains(&tile(Left, 5, 0)));
    assert!(free.contains(&tile(Right, 5, 0)));
    assert!(free.contains(&tile(Left, 5, 13)));
    assert!(free.contains(&tile(Right, 5, 13)));
    assert!(!free.contains(&tile(Right, 4, 12)));
    // Add a 5-point tile on "0": both "0" placements go; 5 are left.
    let mut placed = placed.to_vec();
    placed.push(Some(tile(Left, 5, 0)));
    assert_eq!(legal_placements(&placed).count(), 5);
    // Cover right 46–60 and the board is full but for "61+", on either side: 2 placements, both the
    // 5-point edge.
    placed.push(Some(tile(Right, 3, 10)));
    let free: Vec<Placement> = legal_placements(&placed).collect();
    assert_eq!(free, vec![tile(Left, 5, 13), tile(Right, 5, 13)]);
    // With "61+" taken too nothing fits any more.
    placed.push(Some(tile(Right, 5, 13)));
    let free: Vec<Placement> = legal_placements(&placed).collect();
    assert!(free.is_empty(), "{free:?}");
}

#[test]
fn a_near_full_board_with_single_gaps() {
    // Left: rows 1–2 (4 pts, 1–10), 4–7 (2 pts, 16–35), 8–10 (3 pts, 36–50), 11–12 (4 pts, 51–60):
    // left row 3 (11–15) is a one-row gap. Right: rows 1–4 (2 pts), 5–8 (2 pts), 11–12 (4 pts):
    // right rows 9–10 (41–50) are a two-row gap. "0" is taken (right, 5 pts).
    let placed = [
        Some(tile(Left, 4, 1)),
        Some(tile(Left, 2, 4)),
        Some(tile(Left, 3, 8)),
        Some(tile(Left, 4, 11)),
        Some(tile(Right, 2, 1)),
        Some(tile(Right, 2, 5)),
    ];
    let mut placed = placed.to_vec();
    placed.push(Some(tile(Right, 4, 11)));
    placed.push(Some(tile(Right, 5, 0)));
    let free: Vec<Placement> = legal_placements(&placed).collect();
    // Left row 3 (one row): no edge is that short but the 5-point one, which only fits "0"/"61+":
    // nothing. Right rows 9–10: exactly the 4-point edge on row 9 (1). "0" taken; "61+" free on
    // either side (2). Total 3.
    assert_eq!(
        free,
        vec![tile(Left, 5, 13), tile(Right, 4, 9), tile(Right, 5, 13)]
    );
}

#[test]
fn predictions_go_round_from_the_starter_and_refusals_change_nothing() {
    let mut game = Ziege::new(&ZiegeConfig::default(), 4, 7).unwrap();
    let starter = game.starter();
    assert_eq!(game.phase(), Phase::Predict { to_move: starter });
    game.check_invariants().unwrap();
    game.apply(starter, &Action::PlaceTile(tile(Left, 5, 13)), 0)
        .unwrap();
    let second = starter.next(4);
    let before = format!("{game:?}");
    for bad in [
        tile(Right, 5, 13),
        tile(Left, 4, 12),
        tile(Right, 2, 11),
        tile(Left, 5, 4),
    ] {
        assert!(
            matches!(
                game.apply(second, &Action::PlaceTile(bad), 0),
                Err(RuleError::Illegal(_))
            ),
            "{bad:?}"
        );
        assert!(!game.legal(second).contains(&Action::PlaceTile(bad)));
    }
    assert_eq!(
        game.apply(second, &Action::PlayCard(1), 0),
        Err(RuleError::Illegal(ZiegeRefusal::PredictFirst.into()))
    );
    assert_eq!(
        game.apply(starter, &Action::PlaceTile(tile(Right, 2, 1)), 0),
        Err(RuleError::NotYourTurn)
    );
    assert_eq!(format!("{game:?}"), before);
    game.apply(second, &Action::PlaceTile(tile(Right, 4, 11)), 0)
        .unwrap();
    let third = second.next(4);
    game.apply(third, &Action::PlaceTile(tile(Left, 2, 1)), 0)
        .unwrap();
    game.apply(third.next(4), &Action::PlaceTile(tile(Right, 3, 1)), 0)
        .unwrap();
    assert_eq!(game.phase(), Phase::Trick { to_move: starter });
    game.check_invariants().unwrap();
}

#[allow(clippy::needless_range_loop)]
/// One round of 3 players whose hands are dealt so that every trick is known in advance.
fn scripted(tiles: [Placement; 3]) -> Ziege {
    // Seat 0 holds 43..=50 and wins every trick (led by seat 0 throughout).
    let hands: [&[u8]; 3] = [
        &[43, 44, 45, 46, 47, 48, 49, 50],
        &[1, 2, 3, 4, 6, 7, 8, 9],
        &[12, 13, 14, 16, 17, 19, 21, 23],
    ];
    let mut game = Ziege::in_play(ZiegeConfig { rounds: Some(1) }, &hands, &tiles, Seat(0));
    for t in 0..8 {
        for seat in 0..3 {
            let card = hands[seat][t];
            game.apply(Seat(seat as u8), &Action::PlayCard(card), 0)
                .unwrap();
            game.check_invariants().unwrap();
        }
    }
    game
}

#[test]
fn scoring_at_the_edges_of_the_ranges() {
    // Seat 0's moves: trick t = [43+t', low, mid] (hand-computed from the hands in `scripted`).
    let hands: [[u8; 8]; 3] = [
        [43, 44, 45, 46, 47, 48, 49, 50],
        [1, 2, 3, 4, 6, 7, 8, 9],
        [12, 13, 14, 16, 17, 19, 21, 23],
    ];
    let total: u32 = (0..8)
        .map(|t| trick_value(&[hands[0][t], hands[1][t], hands[2][t]]))
        .sum();
    // Heads: seat 0: 1+2+3+1+1+1+1+5 = 15; seat 1: 8 (all ones); seat 2: 8; lowest cards 1+2+3+4+6+7+8+9 = 40.
    assert_eq!(total, 15 + 8 + 8 + 40);
    assert_eq!(total, 71);
    // 71 is in "61+": the 5-point edge there scores, a 4-point edge on 56–60 and "61+" too.
    let game = scripted([tile(Left, 5, 13), tile(Left, 5, 0), tile(Right, 2, 1)]);
    assert!(game.is_over());
    assert_eq!(game.goat(Seat(0)), 71);
    assert_eq!(game.goat(Seat(1)), 0);
    assert_eq!(
        (
            game.score(Seat(0)),
            game.score(Seat(1)),
            game.score(Seat(2))
        ),
        (5, 5, 0)
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome.winners(),
        vec![Seat(0), Seat(1)],
        "ties share the win"
    );
    assert!(outcome.summary.contains("share the win with 5 points"));
    assert_eq!(game.penalties(), vec![0.0, 0.0, 1.0]);
    // A 4-point tile on 51–60 just misses 71: "61+" is the 5-point edge's alone.
    let game = scripted([tile(Right, 4, 11), tile(Left, 2, 9), tile(Left, 3, 1)]);
    assert_eq!(game.score(Seat(0)), 0);
    assert_eq!(game.score(Seat(1)), 0, "a goat on 0 is not inside 41–60");
    assert_eq!(game.score(Seat(2)), 0, "nor inside 1–15");
    // A 2-point tile ending on 56–60 misses 71 too; only the 5-point edge on "0" covers a goat on 0.
    let game = scripted([tile(Right, 2, 9), tile(Left, 5, 0), tile(Left, 4, 4)]);
    assert_eq!(game.score(Seat(0)), 0);
    assert_eq!(game.score(Seat(1)), 5);
    assert_eq!(game.outcome().unwrap().winners(), vec![Seat(1)]);
}

#[test]
fn goats_on_the_edge_of_a_row_count() {
    // A goat exactly on 5 is in row 1–5; exactly on 6 in row 6–10.
    for (position, row) in [(5u32, 1u8), (6, 2), (20, 4), (21, 5), (60, 12), (61, 13)] {
        assert_eq!(row_of(position), row);
        assert!(tile(Left, 4, row).covers(position));
        assert!(!tile(Left, 4, row + 1).covers(position));
        if row >= 2 {
            assert!(tile(Left, 4, row - 1).covers(position));
        }
        if row >= 3 {
            assert!(!tile(Left, 4, row - 3).covers(position));
        }
    }
    assert!(tile(Left, 5, 0).covers(0));
    assert!(!tile(Left, 5, 0).covers(1));
    assert!(!tile(Left, 2, 1).covers(0));
    assert!(tile(Left, 2, 1).covers(20));
    assert!(!tile(Left, 2, 1).covers(21));
}

#[test]
fn the_view_hides_other_hands_and_the_put_aside_cards() {
    let game = Ziege::new(&ZiegeConfig::default(), 5, 3).unwrap();
    let seat = Seat(2);
    let view = game.view(seat);
    assert_eq!(view.hand, game.hand_mask(seat));
    assert_eq!(view.hand_cards().len(), 8);
    let debug = format!("{view:?}");
    for other in Seat::all(5).filter(|&s| s != seat) {
        assert_ne!(game.hand_mask(other), 0);
        assert!(!debug.contains(&format!("{}", game.hand_mask(other))));
    }
    assert_eq!(view.unseen().count_ones(), 42);
    // Determinized states keep the own hand, the public board, and deal the rest anew.
    let mut rng = GameRng::new(5);
    let mut differs = false;
    for _ in 0..20 {
        let world = Ziege::determinize(&view, &mut rng);
        world.check_invariants().unwrap();
        assert_eq!(world.hand_mask(seat), game.hand_mask(seat));
        assert_eq!(world.view(seat), view);
        differs |= world.hand_mask(Seat(3)) != game.hand_mask(Seat(3));
    }
    assert!(differs);
}

#[test]
fn determinize_mid_trick_keeps_the_hand_sizes() {
    let mut game = Ziege::new(&ZiegeConfig::default(), 4, 11).unwrap();
    let mut rng = GameRng::new(1);
    // Predictions, one trick and two cards of the next.
    while game.tricks_done() < 1 || game.trick().len() < 2 {
        let seat = game.first_actor(0).unwrap();
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action, 0).unwrap();
    }
    let seat = game.first_actor(0).unwrap();
    let view = game.view(seat);
    for _ in 0..20 {
        let world = Ziege::determinize(&view, &mut rng);
        world.check_invariants().unwrap();
        for s in Seat::all(4) {
            assert_eq!(
                world.hand_mask(s).count_ones(),
                game.hand_mask(s).count_ones()
            );
        }
        assert_eq!(world.trick(), game.trick());
        assert_eq!(world.view(seat), view);
    }
}

#[test]
fn setup_is_checked() {
    for players in [0, 2, 7] {
        assert!(matches!(
            Ziege::new(&ZiegeConfig::default(), players, 1),
            Err(RuleError::Setup(_))
        ));
    }
    assert!(Ziege::new(&ZiegeConfig { rounds: Some(0) }, 4, 1).is_err());
    assert!(Ziege::new(&ZiegeConfig { rounds: Some(7) }, 4, 1).is_err());
    for players in 3..=6 {
        let game = Ziege::new(&ZiegeConfig::default(), players, 1).unwrap();
        assert_eq!(game.rounds(), players as u32);
        assert_eq!(game.out_pile().len(), 50 - 8 * players);
        game.check_invariants().unwrap();
    }
    assert!(crate::games::find("ziege").is_some());
}

#[test]
fn a_whole_match_deals_each_round_from_the_next_starter() {
    let mut game = Ziege::new(&ZiegeConfig::default(), 3, 21).unwrap();
    let first = game.starter();
    let mut rng = GameRng::new(2);
    let mut starters = vec![first];
    while !game.is_over() {
        let seat = game.first_actor(0).unwrap();
        if game.phase() == Phase::Deal {
            assert_eq!(game.legal(seat), vec![Action::Deal]);
            assert!(game.search_over());
            let events = game.apply(seat, &Action::Deal, 0).unwrap();
            assert!(matches!(events[0], Event::Dealt { starter, .. } if starter == seat));
            starters.push(seat);
        } else {
            let action = game.random_action(seat, &mut rng).unwrap();
            assert!(game.legal(seat).contains(&action));
            game.apply(seat, &action, 0).unwrap();
        }
        game.check_invariants().unwrap();
    }
    assert_eq!(starters, vec![first, first.next(3), first.next(3).next(3)]);
    assert_eq!(game.round(), 3);
    let outcome = game.outcome().unwrap();
    for s in Seat::all(3) {
        assert_eq!(game.round_points(s).len(), 3);
        assert_eq!(outcome.seats[s.index()].score, game.score(s) as f64);
    }
    assert_eq!(
        game.apply(first, &Action::Deal, 0),
        Err(RuleError::GameOver)
    );
}

#[test]
fn search_value_rewards_ending_inside_the_own_tile() {
    let mut inside = scripted([tile(Left, 5, 13), tile(Left, 5, 0), tile(Right, 2, 1)]);
    assert_eq!(inside.search_value(Seat(0)), 1.0);
    assert!((inside.search_value(Seat(2)) - -0.7).abs() < 0.31);
    let mut two = scripted([tile(Left, 2, 9), tile(Left, 2, 1), tile(Right, 2, 1)]);
    assert!(two.search_value(Seat(1)) < -0.7);
    two.goats[1] = 20;
    assert!((two.search_value(Seat(1)) - -0.2).abs() < 1e-9);
    inside.goats[0] = 30;
    assert!(inside.search_value(Seat(0)) < -0.7);
}

#[test]
fn the_heuristic_plays_towards_its_tile() {
    // Last to play, the goat on 10 with a tile 21–40: taking the trick 30 + 2 + (heads 1 + 1 + 1)
    // = 5 would leave it at 15, short; with 8 tricks to come it takes it only if it fits.
    let tile_mid = Some(tile(Left, 3, 5)); // 21–35
    let hand = (1u64 << 49) | (1 << 3);
    let unseen = super::deck::ALL_CARDS & !hand & !(1 << 30) & !(1 << 12) & !(1 << 20);
    // Trick 30, 12, 20: lowest 12, heads 5 + 1 + 5 = 11 → 23 with 49 (+1 head) → 24: from 10 to 34 inside.
    let ctx = CardContext {
        hand,
        trick: &[30, 12, 20],
        players: 4,
        position: 10,
        tile: tile_mid,
        tricks_left: 3,
        unseen,
    };
    assert_eq!(choose_card(&ctx), 49);
    // The same trick from 20 would overshoot 35: it ducks with 3.
    assert_eq!(
        choose_card(&CardContext {
            position: 20,
            ..ctx
        }),
        3
    );
    // Inside with no tricks to go it never takes one.
    assert_eq!(
        choose_card(&CardContext {
            position: 25,
            tricks_left: 1,
            ..ctx
        }),
        3
    );
    // A hand of top cards predicts far; a hand of low cards predicts "0".
    let top: u64 = (43..=50).fold(0, |m, c| m | 1 << c);
    let p = best_placement(top, super::deck::ALL_CARDS & !top, 4, &[]).unwrap();
    assert!(p.first_row >= 8, "{p:?}");
    let low: u64 = [1u8, 2, 3, 4, 6, 7, 8, 9]
        .iter()
        .fold(0, |m, &c| m | 1 << c);
    let p = best_placement(low, super::deck::ALL_CARDS & !low, 4, &[]).unwrap();
    assert_eq!((p.points, p.first_row), (5, 0), "{p:?}");
}

#[test]
fn bots_of_every_level_play_legal_moves() {
    let mut game = Ziege::new(&ZiegeConfig { rounds: Some(1) }, 4, 5).unwrap();
    let mut rng = GameRng::new(3);
    let levels = [Level::Random, Level::Easy, Level::Normal, Level::Easy];
    while !game.is_over() {
        let seat = game.first_actor(0).unwrap();
        let legal = game.legal(seat);
        let action = decide::<Ziege>(
            levels[seat.index()],
            seat,
            &game.view(seat),
            &legal,
            &mut rng,
        )
        .unwrap();
        assert!(legal.contains(&action));
        game.apply(seat, &action, 0).unwrap();
    }
}
