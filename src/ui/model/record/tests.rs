use super::*;
use crate::ui::model::ME;
use engine::CardId;

/// Moves one card of seat `a` to seat `b` and one of `b` to `a` (ranks differ).
fn swap(hands: &mut [CardSet], a: usize, b: usize) {
    let x = hands[a].iter().next().unwrap();
    let y = hands[b].iter().find(|y| y.rank() != x.rank()).unwrap();
    hands[a].remove(x);
    hands[a].insert(y);
    hands[b].remove(y);
    hands[b].insert(x);
}

fn total(t: &[Tally]) -> usize {
    t.iter().map(|t| usize::from(t.left)).sum()
}

fn left(t: &[Tally], r: Rank) -> u8 {
    t.iter().find(|t| t.rank == r).unwrap().left
}

/// The next action of a 더우디주 hand in which I bid 3 and lead my lowest single, and the
/// others decline and pass: legal whatever cards the other seats hold.
fn scripted(g: &ddz::Game) -> ddz::Action {
    let seat = g.to_act().unwrap();
    match (g.phase(), seat == ME) {
        (ddz::Phase::Bidding, mine) => ddz::Action::Bid {
            seat,
            bid: mine.then_some(3),
        },
        (_, true) => {
            let low = g.hand(ME).iter().next().unwrap();
            ddz::Action::Play {
                seat,
                cards: CardSet::single(low),
                reading: None,
            }
        }
        (_, false) => ddz::Action::Pass { seat },
    }
}

#[test]
fn the_counter_starts_from_my_hand_alone() {
    let g = ddz::Game::new(5);
    let t = ddz_counter(&g.view(ME));
    assert_eq!(t.len(), 15);
    assert_eq!(total(&t), 54 - 17);
    for x in &t {
        let decks = if x.rank.is_joker() { 1 } else { 4 };
        let mine = g.hand(ME).of_rank(x.rank).len() as u8;
        assert_eq!(x.left, decks - mine, "{:?}", x.rank);
        assert_eq!(x.wild, 0);
    }
}

/// R3: two deals that differ only in the other seats' hidden cards give the same counter
/// and the same record at every step, while the bottom counts as seen only once it is
/// shown face up (D1).
#[test]
fn the_ddz_counter_never_reveals_a_hidden_card() {
    let deal = ddz::deal(11, 0);
    let mut other = deal;
    swap(&mut other.hands, 1, 2);
    // A bottom card traded with a peasant's: hidden until the landlord takes the bottom.
    let mut bottom_swapped = deal;
    let mut parts = [deal.hands[1], deal.bottom];
    swap(&mut parts, 0, 1);
    [bottom_swapped.hands[1], bottom_swapped.bottom] = parts;
    let mut games = [deal, other, bottom_swapped].map(|d| ddz::Game::with_deal(11, d).unwrap());
    let mut shown = false;
    for step in 0..12 {
        let [a, b, c] = games.each_ref().map(mine);
        assert_eq!(a, b, "step {step}: seats 1 and 2 swapped a card");
        if games[0].landlord().is_none() {
            assert_eq!(a, c, "step {step}: the bottom is face down");
        } else if !shown {
            assert_ne!(a.0, c.0, "the bottom counts as seen once shown");
            assert_eq!(total(&a.0), total(&c.0));
            shown = true;
        }
        let [ma, mb, mc] = games.each_ref().map(scripted);
        assert_eq!(ma, mb);
        for (g, mv) in games.iter_mut().zip([ma, mb, mc]) {
            g.apply(mv).unwrap();
        }
    }
    assert!(shown);
    // I am the landlord with the bottom: 54 less my 20 cards and what the others played.
    let v = games[0].view(ME);
    assert_eq!(
        total(&ddz_counter(&v)),
        54 - (v.hand | v.played_cards()).len()
    );
}

/// What my seat sees of a 더우디주 game: the counter and the record.
fn mine(g: &ddz::Game) -> (Vec<Tally>, Vec<Group>) {
    let v = g.view(ME);
    (ddz_counter(&v), ddz_record(&v, Lang::Ko))
}

fn guandan_setup(seed: u64, previous: Option<[Seat; 4]>) -> guandan::Setup {
    guandan::Setup {
        hands: guandan::deal(seed, 1),
        levels: [Rank::Two; 2],
        level: Rank::Two,
        leader: ME,
        previous,
    }
}

/// R3 in 관단: another seat's hidden cards never change my counter; the level's wild
/// hearts are counted apart.
#[test]
fn the_guandan_counter_never_reveals_a_hidden_card_and_marks_the_wilds() {
    let a = guandan_setup(4, None);
    let mut b = a.clone();
    swap(&mut b.hands, 1, 3);
    let ga = guandan::Game::from_setup(4, a).unwrap();
    let gb = guandan::Game::from_setup(4, b).unwrap();
    let t = guandan_counter(&ga.view(ME));
    assert_eq!(t, guandan_counter(&gb.view(ME)));
    assert_eq!(total(&t), 108 - 27);
    let mine = ga.hand(ME);
    let my_wilds = mine
        .of_rank(Rank::Two)
        .iter()
        .filter(|id| id.suit() == Some(Suit::Hearts))
        .count() as u8;
    let two = t.iter().find(|x| x.rank == Rank::Two).unwrap();
    assert_eq!(two.wild, 2 - my_wilds);
    assert_eq!(two.left, 8 - mine.of_rank(Rank::Two).len() as u8);
    assert!(
        t.iter()
            .filter(|x| x.rank != Rank::Two)
            .all(|x| x.wild == 0)
    );
}

/// 관단 §18: the card I gave as tribute is one I have seen; it leaves the counter.
#[test]
fn a_tribute_i_gave_counts_as_seen() {
    let order = [Seat(1), Seat(2), Seat(3), ME];
    // The first deal in which I give tribute (no exemption, §21).
    let (before, v) = (1..50)
        .find_map(|seed| {
            let g = guandan::Game::from_setup(seed, guandan_setup(seed, Some(order))).unwrap();
            let v = g.view(ME);
            (!v.my_gifts.is_empty()).then(|| (guandan::deal(seed, 1)[0], v))
        })
        .unwrap();
    let gift: CardId = v.my_gifts[0].card;
    assert_eq!(v.my_gifts[0].from, ME);
    assert!(!v.hand.contains(gift));
    let t = guandan_counter(&v);
    assert_eq!(total(&t), 108 - 27);
    let r = gift.rank();
    let copies = if r.is_joker() { 2 } else { 8 };
    assert_eq!(usize::from(left(&t, r)), copies - before.of_rank(r).len());
}

/// Plays the hand on with each seat's smallest legal move until it is over (더우디주: I
/// bid 3, or everyone would decline for ever).
fn finish(m: &mut Match) {
    while let Some(seat) = m.to_act() {
        let mv = match m.stage() {
            Stage::Bidding => Move::Doudizhu(ddz::Action::Bid {
                seat,
                bid: (seat == ME).then_some(3),
            }),
            _ => m.decide_with(seat, None, Lang::Ko).mv,
        };
        m.apply(mv, Lang::Ko).unwrap();
    }
}

#[test]
fn the_record_lists_the_bids_then_every_trick_in_order() {
    let mut g = ddz::Game::new(3);
    for _ in 0..9 {
        let mv = scripted(&g);
        g.apply(mv).unwrap();
    }
    let record = ddz_record(&g.view(ME), Lang::Ko);
    let titles: Vec<&str> = record.iter().map(|r| r.title.as_str()).collect();
    assert_eq!(titles[0], "입찰");
    assert_eq!(
        titles[1..],
        ["첫 번째 트릭", "2번째 트릭", "3번째 트릭"][..titles.len() - 1]
    );
    let plays: usize = record[1..].iter().map(|t| t.entries.len()).sum();
    assert_eq!(plays, g.history().len());
    let first = &record[1].entries;
    assert_eq!(first[0].name, "나");
    assert!(matches!(&first[0].act, LastAct::Cards(faces, _) if faces.len() == 1));
    assert_eq!(first[1].act, LastAct::Pass("패스"));
}

#[test]
fn a_replay_exists_only_once_the_hand_is_over_and_ends_where_the_hand_did() {
    for mut m in [Match::new_doudizhu(8), Match::new_guandan(8)] {
        assert_eq!(
            Replay::of(&m, Lang::Ko),
            None,
            "no replay while the hands are hidden"
        );
        finish(&mut m);
        // 관단: a second hand, with tribute and returns to replay.
        if m.kind() == crate::session::GameKind::Guandan {
            m.apply(m.next_hand(), Lang::Ko).unwrap();
            assert_eq!(Replay::of(&m, Lang::Ko), None);
            finish(&mut m);
        }
        let r = Replay::of(&m, Lang::Ko).unwrap();
        assert!(r.len() > 10);
        let dealt = r.frame(0);
        let held: Vec<usize> = dealt.groups[1..].iter().map(hand_size).collect();
        assert_eq!(held, r.states[0].0.counts());
        assert_eq!(
            held.iter().sum::<usize>(),
            if m.seats() == 3 { 51 } else { 108 }
        );
        assert_eq!(
            dealt.groups.len(),
            1 + m.seats() as usize,
            "no settlement yet"
        );
        assert_eq!(
            dealt.groups[0].entries,
            said(vec![r.states[0].0.opening(Lang::Ko)])
        );
        assert_eq!(dealt.groups[1].title, format!("나 · {}장", held[0]));
        assert_eq!(
            *r.at(r.len()).unwrap(),
            m,
            "the last step is the finished hand"
        );
        let end = r.frame(r.len() + 5);
        assert_eq!(end.step, r.len());
        for (s, g) in end.groups[1..=m.seats() as usize].iter().enumerate() {
            let faces = m.hand_faces(Seat(s as u8), SortMode::Rank, Lang::Ko);
            match &g.entries[0].act {
                LastAct::Cards(shown, _) => assert_eq!(shown, &faces),
                other => assert!(faces.is_empty() && *other == LastAct::Pass("카드 없음")),
            }
        }
        let settle = end.groups.last().unwrap();
        assert_eq!(settle.title, "결산");
        assert_eq!(settle.entries, said(m.settlement_lines(Lang::Ko)));
        assert!(!settle.entries.is_empty());
        // Each step is one action further: the caption says what it did.
        let mid = r.frame(3);
        assert_eq!(mid.step, 3);
        assert_eq!(mid.groups[0].entries, said(r.states[3].1.clone()));
        assert!(!mid.groups[0].entries.is_empty());
    }
}

/// The cards a seat's group of a replay frame shows.
fn hand_size(g: &Group) -> usize {
    match &g.entries[0].act {
        LastAct::Cards(faces, _) => faces.len(),
        _ => 0,
    }
}

#[test]
fn tallies_read_in_korean() {
    let t = Tally {
        rank: Rank::Two,
        left: 5,
        wild: 1,
    };
    assert_eq!(
        (t.short(), t.name(Lang::Ko)),
        ("2", "2: 5장 (와일드 1장)".to_string())
    );
    let j = Tally {
        rank: Rank::RedJoker,
        left: 0,
        wild: 0,
    };
    assert_eq!(
        (j.short(), j.name(Lang::Ko)),
        ("★", "큰 조커: 0장".to_string())
    );
    assert_eq!(j.wild_mark(), "");
}
