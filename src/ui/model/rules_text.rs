//! The rules page, in our own words, with examples: a list of (heading, paragraphs) per game
//! and language.

use crate::session::GameKind;
use i18n::Lang;

/// One section of the rules page.
pub type Section = (&'static str, &'static [&'static str]);

/// The keys of the table, the same in both games.
pub const KEYBOARD: &str = "키보드: ←/→ 카드 이동, 스페이스 선택, Enter 내기, P 패스.";

/// 더우디주, explained.
pub const DOUDIZHU: &[Section] = &[
    (
        "한눈에 보기",
        &[
            "세 명이 조커 2장을 포함한 54장으로 합니다. 입찰로 정한 지주 한 명이 나머지 두 농민과 싸웁니다. \
             누구든 손패를 먼저 모두 내면 그 편이 이깁니다. 농민 한 명이 먼저 끝내면 두 농민이 함께 이깁니다.",
            "각자 17장을 받고 3장은 바닥패로 엎어 둡니다. 지주가 정해지면 바닥패를 모두에게 보여 준 뒤 지주가 가져가 20장으로 시작합니다.",
        ],
    ),
    (
        "입찰",
        &[
            "무작위로 정해진 사람부터 차례로 한 번씩 '입찰 안 함' 또는 지금 최고값보다 높은 1·2·3을 고릅니다. \
             3이 나오면 바로 지주가 됩니다. 세 명이 다 고른 뒤에는 가장 높게 부른 사람이 지주입니다.",
            "예: 민준 1 → 서연 입찰 안 함 → 나 2 이면 내가 지주이고 입찰은 2입니다. 셋 다 입찰하지 않으면 카드를 다시 섞어 나눕니다.",
        ],
    ),
    (
        "카드의 높낮이",
        &[
            "3 < 4 < … < 10 < J < Q < K < A < 2 < 작은 조커 < 큰 조커. 무늬는 비교하지 않습니다.",
            "2와 조커는 스트레이트, 연속 페어, 비행기 몸통에 넣을 수 없습니다. A 다음은 끝이라 K, A, 2처럼 이어지지 않습니다.",
        ],
    ),
    (
        "낼 수 있는 조합",
        &[
            "한 장(7), 페어(77), 트리플(777), 트리플+한 장(777+3), 트리플+페어(777+33).",
            "스트레이트: 연속 5장 이상(45678, 910JQKA). 연속 페어: 연속 3쌍 이상(556677).",
            "비행기: 연속 트리플 2조 이상(888999). 날개를 붙이려면 트리플마다 한 장(888999+3+J) 또는 트리플마다 페어(888999+33+JJ).",
            "포카드+두 장(9999+3+5), 포카드+두 페어(9999+33+55). 이것은 폭탄이 아닙니다.",
            "폭탄: 같은 숫자 4장(6666). 로켓: 두 조커를 함께. 로켓이 가장 강합니다.",
        ],
    ),
    (
        "누르기와 패스",
        &[
            "지주가 먼저 아무 조합이나 냅니다. 다음 사람부터는 같은 종류·같은 장수의 더 높은 조합으로 누르거나 패스합니다. \
             예: 34567 위에는 45678은 되지만 6장인 456789나 트리플+페어는 안 됩니다.",
            "폭탄은 어떤 일반 조합도 누르고, 더 높은 폭탄이나 로켓만 폭탄을 누릅니다. \
             두 사람이 연달아 패스하면 마지막으로 낸 사람이 새로 아무 조합이나 냅니다. 새로 시작할 때는 패스할 수 없습니다.",
        ],
    ),
    (
        "점수",
        &[
            "판돈 = 입찰 × 2^(폭탄·로켓·스프링 수). 실제로 낸 폭탄·로켓마다 두 배가 되고, 스프링이나 역스프링이면 한 번 더 두 배가 됩니다. 스프링은 농민이 한 장도 못 낸 판, 역스프링은 지주가 처음 한 번만 낸 판입니다.",
            "지주가 이기면 지주는 판돈의 두 배를 얻고 농민은 각각 판돈만큼 잃습니다. 농민이 이기면 반대입니다. 예: 입찰 2에 폭탄 한 번이면 판돈 4, 지주 승리 시 +8 / −4 / −4.",
            "화면 위쪽에 지금까지의 판돈이 보입니다. 예: '판돈 12 (입찰 3, 폭탄 1 · 로켓 1)'은 3 × 2 × 2 = 12입니다. 판돈에 마우스를 올리면 계산식이 보입니다.",
            "점수는 판마다 누적되고, 누구든 30점 이상이 되면 경기가 끝납니다. 같은 판에 두 농민이 함께 30점을 넘으면 공동 승리입니다.",
        ],
    ),
    (
        "화면 사용법",
        &[
            "카드를 누르면 선택·해제되고, 카드 위를 끌면 여러 장을 한 번에 고릅니다. 내기로 내고, 패스는 선택 없이 누릅니다. \
             정렬은 숫자순과 묶음순을 바꿉니다. 묶음순은 폭탄, 트리플, 페어를 먼저 놓습니다.",
            "추천은 컴퓨터가 고른 수와 이유를 보여 주고 카드만 골라 둡니다. 다시 누르면 다른 합법 수를 차례로 보여 줍니다. \
             자동 플레이를 켜면 고른 간격마다 추천대로 둡니다.",
            KEYBOARD,
            "진행은 자동 저장되고, 계속하기로 그대로 이어집니다. 새 게임은 끝나지 않은 판을 점수 없이 버리고 다시 나눕니다(누적 점수는 그대로). 새 경기는 세 명 모두 0점에서 시작합니다.",
        ],
    ),
];

/// 관단, explained.
pub const GUANDAN: &[Section] = &[
    (
        "한눈에 보기",
        &[
            "네 명이 두 벌 108장으로 합니다. 마주 앉은 두 사람이 한 팀입니다: 나와 지우, 민준과 서연. 각자 27장을 받습니다.",
            "손패를 먼저 비운 순서대로 1위부터 4위가 정해지고, 1위를 낸 팀이 이깁니다. 동료의 순위가 높을수록 레벨이 더 많이 오릅니다.",
        ],
    ),
    (
        "레벨과 와일드",
        &[
            "두 팀 모두 2레벨에서 시작합니다. 그 판의 레벨 숫자는 조커 바로 아래로 올라갑니다. 예: 레벨 7이면 7이 A보다 높습니다.",
            "레벨 숫자의 하트 두 장은 와일드입니다. 조커를 뺀 어떤 카드든 대신해 조합을 완성합니다. 예: 레벨 7에서 9 9 + 하트 7 = 트리플 999.",
        ],
    ),
    (
        "조합",
        &[
            "한 장, 페어, 트리플, 풀하우스(트리플+페어), 스트레이트(정확히 5장), 연속 페어(정확히 3쌍), 연속 트리플(정확히 2조).",
            "폭탄: 같은 숫자 4장 이상. 장수가 많을수록 강합니다. 스트레이트 플러시: 같은 무늬 연속 5장으로 5장 폭탄보다 강하고 6장 폭탄보다 약합니다. \
             조커 네 장이 가장 강합니다.",
        ],
    ),
    (
        "승급",
        &[
            "1위 팀이 1·2위면 3레벨, 1·3위면 2레벨, 1·4위면 1레벨 올라갑니다. 레벨은 A에서 멈춥니다.",
            "A 레벨에서 1·2위나 1·3위로 이겨야 최종 승리입니다. 1·4위로 이기면 A를 유지하고 다시 A로 합니다.",
        ],
    ),
    (
        "공물",
        &[
            "두 번째 판부터 지난 판 꼴찌가 1위에게 가장 높은 카드를 한 장 주고, 받은 사람은 한 장을 돌려줍니다. \
             1·2위로 이긴 판 뒤에는 진 두 사람이 각각 한 장씩 줍니다. 큰 조커 두 장을 가진 쪽은 공물을 면제받습니다.",
            "돌려줄 카드는 10 이하이면서 레벨 숫자가 아닌 카드입니다. 그런 카드가 없으면 가장 낮은 카드를 돌려줍니다. \
             방금 받은 카드는 돌려줄 수 없습니다. 예: 레벨 7이면 3·8·10은 되고 7은 안 됩니다.",
            "공물을 준 사람이 먼저 냅니다(이중 공물이면 1위에게 준 사람). 면제되면 지난 판 1위가 먼저 냅니다.",
        ],
    ),
    (
        "화면 사용법",
        &[
            "더우디주와 같습니다: 카드를 누르거나 끌어서 고르고 내기·패스·정렬·추천·자동 플레이를 씁니다. \
             와일드 카드에는 왼쪽 위 숫자 아래에 보라색 '와일드' 표시가, 레벨 카드에는 숫자 밑에 밑줄이 있습니다.",
            KEYBOARD,
            "와일드가 들어가 여러 조합으로 읽히면 '낼 조합'에 어떤 조합으로 낼지 나오고, 다른 해석을 눌러 바꿀 수 있습니다.",
            "반환할 때는 돌려줄 수 있는 카드만 밝게 보입니다. 한 장을 고르고 반환을 누르세요. 추천이 한 장을 골라 줍니다.",
        ],
    ),
];

/// The keys of the table, in English.
pub const KEYBOARD_EN: &str =
    "Keyboard: ←/→ move between cards, Space selects, Enter plays, P passes.";

/// Dou Dizhu, explained in English.
pub const DOUDIZHU_EN: &[Section] = &[
    (
        "At a glance",
        &[
            "Three players, 54 cards including 2 jokers. The bidding makes one player the landlord, who plays against the other two, the farmers. \
             Whoever empties their hand first wins for their side: if a farmer goes out first, both farmers win.",
            "Each player gets 17 cards; 3 lie face down as the bottom cards. Once the landlord is known, the bottom cards are shown to everyone and the landlord takes them, starting with 20.",
        ],
    ),
    (
        "Bidding",
        &[
            "Starting from a random player, each in turn once says 'no bid' or bids 1, 2 or 3, higher than the highest so far. \
             A bid of 3 makes the landlord at once. After all three, the highest bidder is the landlord.",
            "Example: Minjun 1 → Seoyeon no bid → You 2: you are the landlord, and the bid B (see Scoring) is 2. If nobody bids, the cards are shuffled and dealt again.",
        ],
    ),
    (
        "Card order",
        &[
            "3 < 4 < … < 10 < J < Q < K < A < 2 < small joker < big joker. Suits are never compared.",
            "2s and jokers cannot be part of straights, pair chains or plane bodies. A ends a run: K, A, 2 is not a sequence.",
        ],
    ),
    (
        "Combinations",
        &[
            "Single (7), pair (77), trio (777), trio+single (777+3), trio+pair (777+33).",
            "Straight: 5 or more in a row (45678, 910JQKA). Pair chain: 3 or more pairs in a row (556677).",
            "Plane: 2 or more trios in a row (888999). Wings: one single per trio (888999+3+J) or one pair per trio (888999+33+JJ).",
            "Four+two singles (9999+3+5), four+two pairs (9999+33+55). These are not bombs.",
            "Bomb: four of the same rank (6666). Rocket: both jokers together. The rocket is the strongest.",
        ],
    ),
    (
        "Beating and passing",
        &[
            "The landlord leads any combination. Each next player beats it with a higher combination of the same kind and size, or passes. \
             Example: 45678 beats 34567, but the 6-card 456789 or a trio+pair does not.",
            "A bomb beats any ordinary combination; only a higher bomb or the rocket beats a bomb. \
             When two players pass in a row, the last player who played leads anew with anything. The leader cannot pass.",
        ],
    ),
    (
        "Scoring",
        &[
            "P = B × 2^N. B is the winning bid (1, 2 or 3); N counts the bombs and rockets played, plus 1 for a spring or an anti-spring. A spring: the farmers never played a card; an anti-spring: the landlord played only once.",
            "If the landlord wins, the landlord gets +2P and each farmer −P; if the farmers win, the reverse. Example: B = 2 with one bomb gives P = 4; a landlord win is +8 / −4 / −4.",
            "The stake at the top of the screen is P so far. Example: 'Stake 12 (bid 3, Bomb 1 · Rocket 1)' is 3 × 2 × 2 = 12. Hover over the stake to see the formula.",
            "Scores add up from hand to hand; the match ends when anyone reaches 30 points. If both farmers pass 30 in the same hand, they win together.",
        ],
    ),
    (
        "Using the screen",
        &[
            "Tap a card to select or deselect it; drag across cards to pick several at once. Play plays them; Pass needs no selection. \
             Sort switches between rank order and group order, which puts bombs, trios and pairs first.",
            "Suggest shows the computer's choice and selects its cards; press it again for the other legal moves in turn. \
             Auto-play plays the suggestion at the chosen pace.",
            KEYBOARD_EN,
            "Play is saved automatically; Continue goes on where you left off. New game throws the unfinished hand away unscored and deals again (totals kept). New match starts all three from 0.",
        ],
    ),
];

/// Guandan, explained in English.
pub const GUANDAN_EN: &[Section] = &[
    (
        "At a glance",
        &[
            "Four players, two decks, 108 cards. Partners sit opposite: You and Jiwoo, Minjun and Seoyeon. Each gets 27 cards.",
            "Players finish 1st to 4th in the order they empty their hands; the team of the 1st wins. The higher the partner finishes, the more levels the team climbs.",
        ],
    ),
    (
        "Levels and wild cards",
        &[
            "Both teams start at level 2. The hand's level rank rises to just below the jokers. Example: at level 7, a 7 beats an A.",
            "The two hearts of the level rank are wild: they stand for any card but a joker to complete a combination. Example: at level 7, 9 9 + heart 7 = trio 999.",
        ],
    ),
    (
        "Combinations",
        &[
            "Single, pair, trio, full house (trio+pair), straight (exactly 5), pair chain (exactly 3 pairs), trio chain (exactly 2 trios).",
            "Bomb: 4 or more of the same rank; more cards are stronger. Straight flush: 5 in a row of one suit, above a 5-card bomb and below a 6-card bomb. \
             The four jokers are the strongest.",
        ],
    ),
    (
        "Going up",
        &[
            "The winning team goes up 3 levels for 1st·2nd, 2 for 1st·3rd, 1 for 1st·4th. Levels stop at A.",
            "A final victory needs a win at level A with 1st·2nd or 1st·3rd. A 1st·4th win keeps A and plays at A again.",
        ],
    ),
    (
        "Tribute",
        &[
            "From the second hand on, last hand's 4th gives the 1st their highest card, and gets one card back. \
             After a 1st·2nd win, both losers give one each. A side holding both big jokers is exempt.",
            "The card returned must be a 10 or lower that is not the level rank; without one, the lowest card. \
             The card just received cannot go back. Example: at level 7, a 3, 8 or 10 may go back, a 7 may not.",
            "The giver leads (with a double tribute, whoever gave to the 1st). When exempt, last hand's 1st leads.",
        ],
    ),
    (
        "Using the screen",
        &[
            "As in Dou Dizhu: tap or drag to choose cards, then Play, Pass, Sort, Suggest or Auto-play. \
             Wild cards show a purple 'wild' mark under the corner rank; level cards have the rank underlined.",
            KEYBOARD_EN,
            "When wild cards let a play read several ways, 'Play as' shows the combination it will be played as; press another reading to change it.",
            "When returning, only the cards you may return are bright. Choose one and press Return; Suggest picks one for you.",
        ],
    ),
];

/// The rules of `kind` in `lang`.
pub fn rules(kind: GameKind, lang: Lang) -> &'static [Section] {
    match (kind, lang) {
        (GameKind::Doudizhu, Lang::Ko) => DOUDIZHU,
        (GameKind::Guandan, Lang::Ko) => GUANDAN,
        (GameKind::Doudizhu, Lang::En) => DOUDIZHU_EN,
        (GameKind::Guandan, Lang::En) => GUANDAN_EN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_games_explain_the_keyboard() {
        for rules in [DOUDIZHU, GUANDAN] {
            let help = rules
                .iter()
                .find(|(title, _)| *title == "화면 사용법")
                .unwrap();
            assert!(help.1.contains(&KEYBOARD));
        }
    }

    #[test]
    fn english_rules_match_the_korean_section_for_section_without_hangul() {
        let hangul = |s: &str| s.chars().any(|c| ('\u{3131}'..='\u{D79D}').contains(&c));
        for kind in GameKind::ALL {
            let (ko, en) = (rules(kind, Lang::Ko), rules(kind, Lang::En));
            assert_eq!(ko.len(), en.len());
            for ((_, kp), (title, ep)) in ko.iter().zip(en) {
                assert_eq!(kp.len(), ep.len(), "{title}");
                assert!(!hangul(title) && !ep.iter().any(|p| hangul(p)), "{title}");
            }
            assert!(en.iter().any(|(_, p)| p.contains(&KEYBOARD_EN)));
        }
    }
}
