use super::*;
use crate::session::Match;
use ai::Level;
use i18n::Lang;

/// A few moves into a hand of each game: each seat's question, and what the AI on this
/// thread chooses there with the same generator at the same level (any generator will
/// do: the worker must rebuild the very one it is told). The moves made are 보통's.
fn positions() -> Vec<(Question, Choice)> {
    positions_at(&[Level::Normal])
}

/// [`positions`], each asked at every level of `levels`.
fn positions_at(levels: &[Level]) -> Vec<(Question, Choice)> {
    let mut out = Vec::new();
    for mut m in [Match::new_doudizhu(5), Match::new_guandan(9)] {
        for _ in 0..5 {
            let Some(seat) = m.to_act() else { break };
            let (seed, stream) = (m.seed() ^ 0x5eed, m.seq());
            let rng = || GameRng::new(seed, stream);
            let mut normal = None;
            for &level in levels {
                let (view, direct) = match &m {
                    Match::Doudizhu(g) => (
                        View::Doudizhu(g.view(seat)),
                        Choice::Doudizhu(
                            ai::ddz::choose_at(&g.view(seat), &mut rng(), level).words(Lang::Ko),
                        ),
                    ),
                    Match::Guandan(g) => (
                        View::Guandan(g.view(seat)),
                        Choice::Guandan(
                            ai::guandan::choose_at(&g.view(seat), &mut rng(), level)
                                .words(Lang::Ko),
                        ),
                    ),
                };
                if level == Level::Normal {
                    normal = Some(direct.clone());
                }
                let question = Question {
                    view,
                    seed,
                    stream,
                    lang: Lang::Ko,
                    level,
                };
                out.push((question, direct));
            }
            let mv = m.decide_with(seat, normal, Lang::Ko).mv;
            m.apply(mv, Lang::Ko).unwrap();
        }
    }
    out
}

#[test]
fn the_answer_is_the_choice_on_this_thread_for_the_same_view_and_generator() {
    // R2: the worker decides exactly what the page decided before, for the same request.
    for (q, direct) in positions() {
        assert_eq!(answer(&q), direct);
    }
}

#[test]
fn at_every_level_the_same_question_gets_the_same_answer() {
    // R2 with levels: the worker plays `choose_at` at the level it is told, and the same
    // seed, stream and level always decide the same.
    for (q, direct) in positions_at(&Level::ALL) {
        assert_eq!(answer(&q), direct, "{:?}", q.level);
        assert_eq!(answer(&q), answer(&q.clone()), "{:?}", q.level);
    }
}

#[test]
fn a_request_crosses_as_json_and_comes_back_decided() {
    for (i, (q, direct)) in positions_at(&Level::ALL).into_iter().enumerate() {
        let req = Request {
            id: 100 + i as u64,
            question: q,
        };
        let sent = encode_request(&req).unwrap();
        assert_eq!(
            decode_errand(&sent).unwrap(),
            Errand::Decide(Box::new(req.clone())),
            "the view survives JSON"
        );
        let reply = decode_reply(&handle(Some(&sent))).unwrap();
        assert_eq!(
            reply,
            Reply::Decided {
                id: req.id,
                choice: direct
            }
        );
    }
}

#[test]
fn malformed_messages_get_a_refusal_never_a_panic() {
    let refused = |m: Option<&str>| decode_reply(&handle(m)).unwrap();
    assert_eq!(
        refused(None),
        Reply::Refused {
            id: None,
            error: ThinkError::NotText
        }
    );
    for text in ["", "{", "null", "[1,2]", "{\"id\":-1}", "\u{0}"] {
        let Reply::Refused { id: None, error } = refused(Some(text)) else {
            panic!("{text:?} is refused without an id");
        };
        assert!(matches!(error, ThinkError::Malformed { .. }), "{text:?}");
    }
    // A readable id is sent back, so the page can settle that very request.
    let (q, _) = positions().remove(0);
    let whole = encode_request(&Request { id: 7, question: q }).unwrap();
    for text in [
        r#"{"decide":{"id":7}}"#.to_string(),
        r#"{"decide":{"id":7,"question":{"view":{"game":"chess","view":{}},"seed":1,"stream":2}}}"#
            .to_string(),
        r#"{"review":{"id":7,"question":{"hand":{"guandan":{"seed":1,"actions":[{"type":"tee"}]}}}}}"#
            .to_string(),
        whole.replace("\"hand\":\"", "\"hand\":\"ZZ "),
        whole.replace("\"seed\":", "\"seed\":-"),
    ] {
        let Reply::Refused { id, error } = refused(Some(&text)) else {
            panic!("{text} is refused");
        };
        assert_eq!(id, Some(7));
        assert!(error.to_string().contains("not readable JSON"));
    }
    // Cut anywhere, the request never panics the worker.
    for cut in (0..whole.len()).step_by(97) {
        if let Some(part) = whole.get(..cut) {
            assert!(matches!(refused(Some(part)), Reply::Refused { .. }));
        }
    }
}

#[test]
fn the_page_reads_only_replies() {
    assert_eq!(decode_reply(&ready()).unwrap(), Reply::Ready);
    assert!(matches!(
        decode_reply(r#"{"decided":{"id":1}}"#),
        Err(ThinkError::Malformed { .. })
    ));
    assert!(matches!(
        decode_reply(r#"{"shrug":{}}"#),
        Err(ThinkError::Malformed { .. })
    ));
    let unencodable = r#"{"refused":{"id":null,"error":"unencodable"}}"#;
    assert_eq!(
        decode_reply(unencodable).unwrap(),
        Reply::Refused {
            id: None,
            error: ThinkError::Unencodable
        }
    );
}

#[test]
fn the_worker_words_the_reasons_in_the_language_asked() {
    // The same decision in either language: only the words differ, and English has no Hangul.
    let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
    for (q, ko) in positions() {
        let en = answer(&Question {
            lang: Lang::En,
            ..q
        });
        let (same, reasons) = match (ko, en) {
            (Choice::Doudizhu(k), Choice::Doudizhu(e)) => (
                (k.action == e.action, k.win_chance == e.win_chance),
                std::iter::once(e.reason)
                    .chain(e.alternatives.into_iter().map(|a| a.reason))
                    .collect::<Vec<_>>(),
            ),
            (Choice::Guandan(k), Choice::Guandan(e)) => (
                (k.action == e.action, k.win_chance == e.win_chance),
                std::iter::once(e.reason)
                    .chain(e.alternatives.into_iter().map(|a| a.reason))
                    .collect::<Vec<_>>(),
            ),
            _ => panic!("the same game"),
        };
        assert_eq!(same, (true, true), "the same choice and estimate");
        for r in reasons {
            assert!(!r.is_empty() && !hangul(&r), "{r}");
        }
    }
}

/// A 더우디주 hand from `seed`, every seat played by `player`: the game at its end and its
/// actions.
fn ddz_hand(seed: u64, player: ai::ddz::Player) -> (engine::ddz::Game, Vec<engine::ddz::Action>) {
    let mut g = engine::ddz::Game::new(seed);
    let mut actions = Vec::new();
    while let Some(s) = g.to_act() {
        let d = player.choose(&g.view(s), &mut g.ai_rng());
        g.apply(d.action).unwrap();
        actions.push(d.action);
    }
    (g, actions)
}

#[test]
fn a_review_step_is_the_review_of_the_same_decision_on_the_command_line() {
    // A 더우디주 hand played by the AI, reviewed one step at a time through the worker's
    // messages: each step is the next decision of seat 0, and the count of those left
    // comes down to none.
    let (_, actions) = ddz_hand(5, ai::ddz::Player::AiHard);
    let mut after = None;
    let mut seen = Vec::new();
    loop {
        let question = ReviewQuestion {
            hand: Hand::Doudizhu {
                seed: 5,
                actions: actions.clone(),
            },
            seat: engine::Seat(0),
            after,
            lang: Lang::En,
        };
        let sent = encode_review(&ReviewRequest { id: 7, question }).unwrap();
        let Ok(Reply::Reviewed { id: 7, step }) = decode_reply(&handle(Some(&sent))) else {
            panic!("no review reply");
        };
        let Some(Reviewed::Doudizhu(r)) = step.decision else {
            break;
        };
        assert!(after.is_none_or(|a| r.step > a));
        assert_eq!(r.mark, ai::review::Mark::Good, "{r:?}");
        after = Some(r.step);
        seen.push((r.step, step.remaining));
    }
    assert!(!seen.is_empty());
    // The count of decisions left falls by one at each step, to none.
    for (i, (_, left)) in seen.iter().enumerate() {
        assert_eq!(*left as usize, seen.len() - 1 - i);
    }
}

#[test]
fn the_game_as_the_hand_ended_reviews_like_its_log() {
    // The page sends the game as the hand ended (it keeps no log of earlier hands): the
    // engine rewinds the hand, and the step is the one the log gives.
    let (g, actions) = ddz_hand(9, ai::ddz::Player::Policy);
    let ask = |hand| {
        review_step(&ReviewQuestion {
            hand,
            seat: engine::Seat(0),
            after: None,
            lang: Lang::Ko,
        })
    };
    let by_log = ask(Hand::Doudizhu { seed: 9, actions });
    let by_game = ask(Hand::DoudizhuGame(Box::new(g)));
    assert!(by_log.decision.is_some());
    assert_eq!(by_log, by_game);
}
