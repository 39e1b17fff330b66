//! Why a computer player chose its action, as a value: [`Why`] names the motive and carries
//! what the sentence mentions (the combination, whose cards, how many, the card), and
//! [`Why::text`] words it in the player's language — the one place the reasons are written,
//! one exhaustive match per language, so a new reason does not compile untranslated.
//!
//! The search decides with values only; the words are made where the decision leaves the
//! AI: in the page's worker (the request names the language, the page receives text) and
//! in `cardgame decide` (Korean unless asked otherwise).
//!
//! ```
//! use ai::why::{Named, Why};
//! use engine::ddz::ComboKind;
//! use i18n::Lang;
//! let why = Why::LowestFirst(Named::DdzKind(ComboKind::PairChain));
//! assert_eq!(why.text(Lang::Ko), "가장 작은 연속 페어를 먼저 냅니다");
//! assert_eq!(why.text(Lang::En), "Leads the lowest pair chain first");
//! ```

use std::fmt;

use engine::{Card, Rank, Seat, ddz, guandan};
use i18n::Lang;
use i18n::cards::{card_name, ddz_combo, ddz_kind, guandan_combo, guandan_kind, guandan_played};
use i18n::particle::{eul, euro, iga, wa};

/// What a sentence names: a combination or a kind of combination, of either game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Named {
    /// A 더우디주 combination ("페어 99").
    DdzCombo(ddz::Combo),
    /// A 더우디주 kind ("연속 페어", "폭탄", "로켓").
    DdzKind(ddz::ComboKind),
    /// A 관단 play with its cards where they help, at this level ("풀하우스 999+JJ").
    GdPlay(guandan::Played, Rank),
    /// A 관단 combination without the cards ("낱장 A").
    GdCombo(guandan::Combo),
    /// A 관단 kind ("낱장", "스트레이트 플러시").
    GdKind(guandan::ComboKind),
}

/// Whose cards a sentence is about, as seen from the deciding seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// 지주 (the landlord).
    Landlord,
    /// 농민 (a peasant).
    Peasants,
    /// 동료 (the partner).
    Partner,
    /// 상대 (an opponent).
    Opponent,
}

/// The jokers a 더우디주 hand holds, as the bidding reason names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Jokers {
    /// None.
    None,
    /// 작은 조커.
    Small,
    /// 큰 조커.
    Big,
    /// Both: 로켓.
    Rocket,
}

/// The strong cards of a 더우디주 hand a bid is made on: "로켓과 2 두 장".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strengths {
    /// The jokers.
    pub jokers: Jokers,
    /// Bombs.
    pub bombs: u8,
    /// 2s, when not a bomb.
    pub twos: u8,
}

impl Strengths {
    /// True when the hand holds none of them.
    pub fn is_empty(&self) -> bool {
        self.jokers == Jokers::None && self.bombs == 0 && self.twos == 0
    }
}

/// Which rule of the tribute return (관단 §20) a return followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReturnRule {
    /// No ordinary card of 10 or lower that is not the level rank: the lowest card.
    NoLowCard,
    /// The only ordinary card of 10 or lower that may be returned.
    OnlyLow,
    /// Of the ordinary cards of 10 or lower, the one that breaks the hand least.
    LeastBreaking,
}

/// Why a computer player chose its action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    // Playing (the AI of both games).
    /// Plays out the whole hand with this combination.
    GoesOut(Named),
    /// Nothing can be played.
    NothingToPlay,
    /// Nothing beats the kind on the table: a pass.
    CannotBeat(Named),
    /// The partner holds the trick: a pass.
    PartnerWinning,
    /// Only bombs would beat it: a pass.
    SavesBombs,
    /// Beating would spend a big card kept for later: a pass.
    SavesBigCards,
    /// Beating would break the hand's combinations: a pass.
    KeepsCombos,
    /// Goes over the partner's play to keep going.
    OverPartner(Named),
    /// `side` has `left` cards: blocks with `with`.
    Blocks {
        /// Whose cards.
        side: Side,
        /// How many they hold.
        left: u8,
        /// The combination or bomb kind.
        with: Named,
    },
    /// A bomb takes the lead and the rest can be played out.
    BombToFinish(Named),
    /// A bomb takes the lead and doubles the stake (더우디주).
    BombDoubles(Named),
    /// A bomb takes the lead (관단).
    BombTakes(Named),
    /// The smallest of this kind that beats it.
    SmallestBeat(Named),
    /// A combination no one can beat takes the lead.
    BossTakes(Named),
    /// Beats it to win the lead.
    BeatsForLead(Named),
    /// Spends the wild heart of `level` to beat with `with`.
    WildBeats {
        /// The level rank.
        level: Rank,
        /// The play.
        with: Named,
    },
    /// The partner has `left` cards: a small one of `kind` for them.
    FeedsPartner {
        /// The partner's cards.
        left: u8,
        /// The kind.
        kind: Named,
    },
    /// Leads a bomb to keep the lead and raise the stake (더우디주).
    LeadsBombRaises(Named),
    /// Leads a bomb to keep the lead (관단).
    LeadsBomb(Named),
    /// `side` has one card: the highest single (`rank` named in 더우디주).
    TopSingle {
        /// Whose cards.
        side: Side,
        /// The game's single kind.
        single: Named,
        /// The single's rank, when the sentence names it.
        rank: Option<Rank>,
    },
    /// `side` has one card: another kind instead of a single.
    InsteadOfSingle {
        /// Whose cards.
        side: Side,
        /// The kind led.
        kind: Named,
    },
    /// `side` has two cards: anything but a pair.
    AvoidsPair {
        /// Whose cards.
        side: Side,
        /// The kind led.
        kind: Named,
    },
    /// A combination no one can beat keeps the lead.
    BossKeeps(Named),
    /// The wild heart of `level` completes `kind`.
    WildCompletes {
        /// The level rank.
        level: Rank,
        /// The kind.
        kind: Named,
    },
    /// The lowest of its kind first.
    LowestFirst(Named),
    /// Plays it to tidy up the hand.
    Sheds(Named),

    // Bidding (더우디주).
    /// Bids 3 on these strong cards (or on well-connected combinations when none).
    BidThree(Strengths),
    /// Bids `bid` (1 or 2) on a hand worth trying.
    Bids {
        /// The bid.
        bid: u8,
        /// The strong cards (none: well-connected combinations).
        strong: Strengths,
    },
    /// Not strong enough to outbid the seat before.
    NoBidNotHigher,
    /// Few big cards.
    NoBidFewBig,
    /// Scattered combinations.
    NoBidScattered,
    /// Little chance as landlord.
    NoBidUnlikely,

    // Outside play.
    /// Not this seat's turn.
    NotMyTurn,
    /// Starts the next hand.
    NextHand,
    /// The match is over.
    MatchOver,
    /// No landlord yet.
    NoLandlordYet,
    /// No tribute to return.
    NoTribute,
    /// No card may be returned.
    NoReturnable,
    /// Returns `card` to `to` by `rule`.
    Returns {
        /// The card.
        card: Card,
        /// The tribute's giver.
        to: Side,
        /// The rule that applied.
        rule: ReturnRule,
    },

    // The earlier 더우디주 player (`ddz::simple`).
    /// Bids 1, 2 or 3 by strength.
    SimpleBid(u8),
    /// A weak hand: no bid.
    WeakHand,
    /// Not strong enough for more than the current bid.
    NotAboveBid,
    /// The last cards.
    LastCards(Named),
    /// No combination to play.
    NoCombo,
    /// The partner has one card: a small single.
    FeedsSingle(Named),
    /// An opponent has one card: the highest single.
    HighSingle(Named),
    /// The lowest single.
    LowestSingle,
    /// The lowest pair.
    LowestPair,
    /// Only bombs are left.
    OnlyBombs(Named),
    /// Several cards at once.
    ShedsMany(Named),
    /// A pass rather than break a bomb.
    KeepsBomb,
    /// The smallest combination that beats it (named, or not).
    SmallestCombo(Option<Named>),
    /// Nothing beats it.
    NothingBeats,
    /// Nearly done: a bomb takes the lead.
    BombNearEnd(Named),
    /// An opponent has few cards: a bomb.
    BombFewCards(Named),
    /// A pass to save the bomb.
    SavesBomb,

    // The baselines (`*::baseline`).
    /// Always bids 1.
    AlwaysOne,
    /// The lowest cards first.
    LowestCardsFirst,
    /// Beats with a bomb.
    BombBeats,
    /// Passes.
    Passes,
    /// At random.
    Random,
    /// Passes at random.
    RandomPass,
    /// Returns the lowest card.
    ReturnsLowest,
    /// No card to return.
    NoCardToReturn,
    /// Returns a card at random.
    RandomReturn,

    // The earlier 관단 player (`guandan::simple`).
    /// The hand is over: the next.
    HandOverNext,
    /// The match is over.
    MatchOverDot,
    /// Returns the lowest card to seat `to`, by the default rule or for want of low cards.
    SimpleReturn {
        /// The card.
        card: Card,
        /// The default return rule applied.
        by_default: bool,
        /// The tribute's giver.
        to: Seat,
    },
    /// No tribute to return.
    NoTributeDot,
    /// Not this seat's turn.
    NotMyTurnDot,
    /// All the remaining cards at once.
    RestAtOnce(Named),
    /// The least costly lead.
    EasiestLead(Named),
    /// Only bomb-class plays are left.
    OnlyBombClass(Named),
    /// No combination to play.
    NoComboDot,
    /// Lets the partner's play stand.
    LetsPartner,
    /// Beats the opponent's `table` with the smallest play `with`.
    BeatsSmallest {
        /// The combination on the table.
        table: Named,
        /// The play.
        with: Named,
    },
    /// An opponent is about to go out: a bomb.
    BombsNearOut(Named),
    /// Nothing worth beating it with.
    NothingWorth,
}

impl Named {
    /// The words in `lang`; in English mid-sentence, so a kind is written in lower case
    /// ("pair chain") and a combination starts with one ("pair chain 33–55").
    fn text(&self, lang: Lang) -> String {
        let s = match *self {
            Named::DdzCombo(c) => ddz_combo(&c, lang),
            Named::DdzKind(k) => ddz_kind(k, lang).to_string(),
            Named::GdPlay(p, level) => guandan_played(&p, level, lang),
            Named::GdCombo(c) => guandan_combo(&c, lang),
            Named::GdKind(k) => guandan_kind(k, lang).to_string(),
        };
        match (self, lang) {
            (Named::DdzKind(_) | Named::GdKind(_), Lang::En) => s.to_lowercase(),
            (_, Lang::En) => {
                let mut c = s.chars();
                c.next()
                    .map(|first| first.to_lowercase().chain(c).collect())
                    .unwrap_or_default()
            }
            (_, Lang::Ko) => s,
        }
    }

    /// Whether this names something of 관단.
    fn guandan(&self) -> bool {
        matches!(
            self,
            Named::GdPlay(..) | Named::GdCombo(_) | Named::GdKind(_)
        )
    }

    /// English with its article: "a pair", "the rocket", "the joker bomb".
    fn a(&self) -> String {
        let one_only = matches!(
            self,
            Named::DdzKind(ddz::ComboKind::Rocket) | Named::GdKind(guandan::ComboKind::JokerBomb)
        );
        let article = if one_only { "the" } else { "a" };
        format!("{article} {}", self.text(Lang::En))
    }
}

impl Side {
    fn ko(self) -> &'static str {
        match self {
            Side::Landlord => "지주",
            Side::Peasants => "농민",
            Side::Partner => "동료",
            Side::Opponent => "상대",
        }
    }

    /// The English subject of "… has 2 cards left".
    fn en(self) -> &'static str {
        match self {
            Side::Landlord => "The landlord",
            Side::Peasants => "A peasant",
            Side::Partner => "Partner",
            Side::Opponent => "An opponent",
        }
    }

    /// The English object of "returns … to": "the partner", "the opponent".
    fn en_to(self) -> &'static str {
        match self {
            Side::Landlord => "the landlord",
            Side::Peasants => "the peasant",
            Side::Partner => "the partner",
            Side::Opponent => "the opponent",
        }
    }
}

fn count_word(n: u8) -> &'static str {
    match n {
        1 => "한",
        2 => "두",
        3 => "세",
        _ => "네",
    }
}

fn count_en(n: u8) -> &'static str {
    match n {
        1 => "one",
        2 => "two",
        3 => "three",
        _ => "four",
    }
}

/// "2 cards", "1 card".
fn cards_en(n: u8) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

impl Strengths {
    /// "로켓과 2 두 장", "큰 조커, 폭탄 한 개와 2 한 장"; "the rocket and two 2s".
    fn text(&self, lang: Lang) -> String {
        let mut parts: Vec<String> = Vec::new();
        let joker = match (self.jokers, lang) {
            (Jokers::None, _) => None,
            (Jokers::Rocket, Lang::Ko) => Some("로켓"),
            (Jokers::Big, Lang::Ko) => Some("큰 조커"),
            (Jokers::Small, Lang::Ko) => Some("작은 조커"),
            (Jokers::Rocket, Lang::En) => Some("the rocket"),
            (Jokers::Big, Lang::En) => Some("the big joker"),
            (Jokers::Small, Lang::En) => Some("the small joker"),
        };
        parts.extend(joker.map(str::to_string));
        let plural = |n: u8| if n == 1 { "" } else { "s" };
        if self.bombs > 0 {
            parts.push(match lang {
                Lang::Ko => format!("폭탄 {} 개", count_word(self.bombs)),
                Lang::En => format!("{} bomb{}", count_en(self.bombs), plural(self.bombs)),
            });
        }
        if self.twos > 0 && self.twos < 4 {
            parts.push(match lang {
                Lang::Ko => format!("2 {} 장", count_word(self.twos)),
                Lang::En => format!("{} 2{}", count_en(self.twos), plural(self.twos)),
            });
        }
        let mut out = String::new();
        let n = parts.len();
        for (i, p) in parts.iter().enumerate() {
            if i + 2 == n {
                match lang {
                    Lang::Ko => out.push_str(&wa(p)),
                    Lang::En => {
                        out.push_str(p);
                        out.push_str(" and");
                    }
                }
                out.push(' ');
            } else if i + 1 == n {
                out.push_str(p);
            } else {
                out.push_str(p);
                out.push_str(", ");
            }
        }
        out
    }
}

impl Why {
    /// The sentence in `lang`: Korean as the players have always read it ("가장 작은 연속
    /// 페어를 먼저 냅니다"), English without Hangul ("Leads the lowest pair chain first").
    pub fn text(&self, lang: Lang) -> String {
        match lang {
            Lang::Ko => self.ko(),
            Lang::En => self.en(),
        }
    }

    fn ko(&self) -> String {
        let n = |x: &Named| x.text(Lang::Ko);
        match self {
            Why::GoesOut(c) if c.guandan() => {
                format!("{} 남은 카드를 모두 내고 나갑니다", euro(&n(c)))
            }
            Why::GoesOut(c) => format!("{} 손패를 모두 내고 끝냅니다", euro(&n(c))),
            Why::NothingToPlay => "낼 카드가 없습니다".into(),
            Why::CannotBeat(k) => format!("{} 이길 카드가 없어 패스합니다", eul(&n(k))),
            Why::PartnerWinning => "동료가 이기고 있어 패스합니다".into(),
            Why::SavesBombs => "폭탄을 아끼려고 패스합니다".into(),
            Why::SavesBigCards => "큰 카드를 아껴 두려고 이번에는 패스합니다".into(),
            Why::KeepsCombos => "손패의 조합을 깨지 않으려고 패스합니다".into(),
            Why::OverPartner(c) => format!("동료의 패를 넘어 {} 받아 이어 갑니다", euro(&n(c))),
            Why::Blocks { side, left, with } => format!(
                "{} {left}장 남아 {} 막습니다",
                iga(side.ko()),
                euro(&n(with))
            ),
            Why::BombToFinish(b) => {
                format!("{} 주도권을 잡으면 끝까지 낼 수 있습니다", euro(&n(b)))
            }
            Why::BombDoubles(b) => {
                format!("{} 주도권을 가져오고 판돈을 두 배로 올립니다", euro(&n(b)))
            }
            Why::BombTakes(b) => format!("{} 주도권을 가져옵니다", euro(&n(b))),
            Why::SmallestBeat(k) => format!("가장 작은 {} 누릅니다", euro(&n(k))),
            Why::BossTakes(c) => {
                format!("아무도 넘을 수 없는 {} 주도권을 가져옵니다", euro(&n(c)))
            }
            Why::BeatsForLead(c) => format!("{} 눌러 주도권을 노립니다", euro(&n(c))),
            Why::WildBeats { level, with } => format!(
                "와일드 하트 {} 써서 {} 누릅니다",
                eul(level.label()),
                euro(&n(with))
            ),
            Why::FeedsPartner { left, kind } => {
                format!("동료가 {left}장 남아 작은 {} 넘겨줍니다", eul(&n(kind)))
            }
            Why::LeadsBombRaises(b) => {
                format!("{} 먼저 내어 주도권을 지키고 판돈을 올립니다", eul(&n(b)))
            }
            Why::LeadsBomb(b) => format!("{} 먼저 내어 주도권을 지킵니다", eul(&n(b))),
            Why::TopSingle { side, single, rank } => {
                let s = format!(
                    "{} 1장 남아 가장 높은 {} 냅니다",
                    iga(side.ko()),
                    eul(&n(single))
                );
                match rank {
                    Some(r) => format!("{s}: {}", r.label()),
                    None => s,
                }
            }
            Why::InsteadOfSingle { side, kind } => {
                let single = if kind.guandan() { "낱장" } else { "한 장" };
                format!(
                    "{} 1장 남아 {single} 대신 {} 냅니다",
                    iga(side.ko()),
                    eul(&n(kind))
                )
            }
            Why::AvoidsPair { side, kind } => format!(
                "{} 2장 남아 페어를 피해 {} 냅니다",
                iga(side.ko()),
                eul(&n(kind))
            ),
            Why::BossKeeps(c) => {
                format!("아무도 넘을 수 없는 {} 주도권을 지킵니다", euro(&n(c)))
            }
            Why::WildCompletes { level, kind } => format!(
                "와일드 하트 {} {} 완성해 냅니다",
                euro(level.label()),
                eul(&n(kind))
            ),
            Why::LowestFirst(k) => format!("가장 작은 {} 먼저 냅니다", eul(&n(k))),
            Why::Sheds(c) => format!("{} 내어 손패를 정리합니다", eul(&n(c))),
            Why::BidThree(s) if s.is_empty() => {
                "조합이 잘 이어져 지주로 이길 만해 3을 부릅니다".into()
            }
            Why::BidThree(s) => format!(
                "{} 있어 지주로 이길 만해 3을 부릅니다",
                iga(&s.text(Lang::Ko))
            ),
            Why::Bids { bid, strong } => {
                let what = if strong.is_empty() {
                    "조합이 잘 이어져".to_string()
                } else {
                    format!("{} 있어", iga(&strong.text(Lang::Ko)))
                };
                format!("{what} 해볼 만한 손패라 {} 부릅니다", eul(&bid.to_string()))
            }
            Why::NoBidNotHigher => "앞사람보다 높게 부를 만큼 강하지 않아 입찰하지 않습니다".into(),
            Why::NoBidFewBig => "큰 카드가 적어 입찰하지 않습니다".into(),
            Why::NoBidScattered => "조합이 흩어져 지주로 이기기 어려워 입찰하지 않습니다".into(),
            Why::NoBidUnlikely => "지주로 이길 가능성이 낮아 입찰하지 않습니다".into(),
            Why::NotMyTurn => "내 차례가 아닙니다".into(),
            Why::NextHand => "다음 판을 시작합니다".into(),
            Why::MatchOver => "경기가 끝났습니다".into(),
            Why::NoLandlordYet => "지주가 아직 없습니다".into(),
            Why::NoTribute => "반환할 공물이 없습니다".into(),
            Why::NoReturnable => "돌려줄 수 있는 카드가 없습니다".into(),
            Why::Returns { card, to, rule } => {
                let name = eul(&card_name(*card, Lang::Ko));
                let to = to.ko();
                match rule {
                    ReturnRule::NoLowCard => format!(
                        "레벨 숫자가 아닌 10 이하의 보통 카드가 없어 가장 낮은 {name} {to}에게 돌려줍니다"
                    ),
                    ReturnRule::OnlyLow => {
                        format!("돌려줄 수 있는 10 이하 보통 카드인 {name} {to}에게 돌려줍니다")
                    }
                    ReturnRule::LeastBreaking => format!(
                        "10 이하 보통 카드 중 손패 조합을 가장 덜 깨는 {name} {to}에게 돌려줍니다"
                    ),
                }
            }
            Why::SimpleBid(3) => "조커·2·폭탄이 많아 3을 불러 지주가 되겠습니다".into(),
            Why::SimpleBid(2) => "큰 카드가 꽤 있어 2를 부릅니다".into(),
            Why::SimpleBid(_) => "해볼 만한 손패라 1을 부릅니다".into(),
            Why::WeakHand => "손패가 약해 입찰하지 않습니다".into(),
            Why::NotAboveBid => {
                "현재 입찰값보다 높게 부를 만큼 강하지 않아 입찰하지 않습니다".into()
            }
            Why::LastCards(c) => format!("마지막 카드를 내고 끝냅니다: {}", n(c)),
            Why::NoCombo => "낼 수 있는 조합이 없습니다".into(),
            Why::FeedsSingle(c) => format!("동료가 한 장 남아 작은 한 장을 냅니다: {}", n(c)),
            Why::HighSingle(c) => {
                format!("상대가 한 장 남아 가장 높은 한 장을 냅니다: {}", n(c))
            }
            Why::LowestSingle => "가장 작은 한 장을 냅니다".into(),
            Why::LowestPair => "가장 작은 페어를 냅니다".into(),
            Why::OnlyBombs(c) => format!("폭탄만 남아 냅니다: {}", n(c)),
            Why::ShedsMany(c) => format!("여러 장을 한 번에 정리합니다: {}", n(c)),
            Why::KeepsBomb => "폭탄을 깨지 않으려고 패스합니다".into(),
            Why::SmallestCombo(Some(c)) => format!("가장 작은 조합으로 누릅니다: {}", n(c)),
            Why::SmallestCombo(None) => "가장 작은 조합으로 누릅니다".into(),
            Why::NothingBeats => "누를 수 있는 조합이 없어 패스합니다".into(),
            Why::BombNearEnd(c) => {
                format!("거의 다 끝나 폭탄으로 주도권을 가져옵니다: {}", n(c))
            }
            Why::BombFewCards(c) => format!("상대가 카드가 적어 폭탄을 씁니다: {}", n(c)),
            Why::SavesBomb => "폭탄을 아끼기 위해 패스합니다".into(),
            Why::AlwaysOne => "항상 1을 부릅니다".into(),
            Why::LowestCardsFirst => "가장 낮은 카드부터 냅니다".into(),
            Why::BombBeats => "폭탄으로 누릅니다".into(),
            Why::Passes => "패스합니다".into(),
            Why::Random => "무작위로 고릅니다".into(),
            Why::RandomPass => "무작위로 패스합니다".into(),
            Why::ReturnsLowest => "가장 낮은 카드를 돌려줍니다".into(),
            Why::NoCardToReturn => "반환할 카드가 없습니다".into(),
            Why::RandomReturn => "무작위로 돌려줍니다".into(),
            Why::HandOverNext => "판이 끝났습니다. 다음 판을 시작합니다.".into(),
            Why::MatchOverDot => "경기가 끝났습니다.".into(),
            Why::SimpleReturn {
                card,
                by_default,
                to,
            } => format!(
                "{} 가장 낮은 카드 {} {}번에게 돌려줍니다.",
                if *by_default {
                    "기본 반환 규칙에 따라"
                } else {
                    "레벨 숫자가 아닌 10 이하의 보통 카드가 없어"
                },
                eul(&card_name(*card, Lang::Ko)),
                to.0 + 1
            ),
            Why::NoTributeDot => "반환할 공물이 없습니다.".into(),
            Why::NotMyTurnDot => "내 차례가 아닙니다.".into(),
            Why::RestAtOnce(c) => format!("남은 카드를 한 번에 냅니다: {}", n(c)),
            Why::EasiestLead(c) => format!("가장 부담 없는 조합으로 선공합니다: {}", n(c)),
            Why::OnlyBombClass(c) => format!("남은 것이 폭탄류뿐입니다: {}", n(c)),
            Why::NoComboDot => "낼 수 있는 조합이 없습니다.".into(),
            Why::LetsPartner => "동료의 패는 이기지 않고 패스합니다.".into(),
            Why::BeatsSmallest { table, with } => format!(
                "상대의 {} 가장 작은 패로 이깁니다: {}",
                eul(&n(table)),
                n(with)
            ),
            Why::BombsNearOut(c) => format!("상대가 곧 나가므로 폭탄류를 씁니다: {}", n(c)),
            Why::NothingWorth => "이길 만한 패가 없어 패스합니다.".into(),
        }
    }

    fn en(&self) -> String {
        let n = |x: &Named| x.text(Lang::En);
        let label = |r: &Rank| i18n::cards::rank_label(*r, Lang::En);
        let card = |c: &Card| card_name(*c, Lang::En);
        match self {
            Why::GoesOut(c) if c.guandan() => {
                format!("Goes out with its last cards: {}", n(c))
            }
            Why::GoesOut(c) => format!("Ends the hand with its last cards: {}", n(c)),
            Why::NothingToPlay => "Has nothing to play".into(),
            Why::CannotBeat(k) => format!("Nothing beats the {}, so passes", n(k)),
            Why::PartnerWinning => "Partner is winning the trick, so passes".into(),
            Why::SavesBombs => "Passes to save the bombs".into(),
            Why::SavesBigCards => "Passes this time to keep the big cards".into(),
            Why::KeepsCombos => "Passes so as not to break up the hand's combinations".into(),
            Why::OverPartner(c) => {
                format!("Goes over the partner's play with {} to carry on", n(c))
            }
            Why::Blocks { side, left, with } => format!(
                "{} has {} left, so blocks with {}",
                side.en(),
                cards_en(*left),
                match with {
                    Named::DdzKind(_) | Named::GdKind(_) => with.a(),
                    _ => n(with),
                }
            ),
            Why::BombToFinish(b) => format!(
                "Takes the lead with {} and can then play out to the end",
                b.a()
            ),
            Why::BombDoubles(b) => {
                format!("Takes the lead with {} and doubles the stake", b.a())
            }
            Why::BombTakes(b) => format!("Takes the lead with {}", b.a()),
            Why::SmallestBeat(k) => format!("Beats it with the smallest {}", n(k)),
            Why::BossTakes(c) => format!("Takes the lead with {}, which no one can beat", n(c)),
            Why::BeatsForLead(c) => format!("Beats it with {} to win the lead", n(c)),
            Why::WildBeats { level, with } => format!(
                "Uses the wild heart {} to beat it with {}",
                label(level),
                n(with)
            ),
            Why::FeedsPartner { left, kind } => format!(
                "Partner has {} left, so hands over a small {}",
                cards_en(*left),
                n(kind)
            ),
            Why::LeadsBombRaises(b) => {
                format!("Leads {} first to keep the lead and raise the stake", b.a())
            }
            Why::LeadsBomb(b) => format!("Leads {} first to keep the lead", b.a()),
            Why::TopSingle { side, rank, .. } => {
                let s = format!("{} has 1 card left, so leads the highest single", side.en());
                match rank {
                    Some(r) => format!("{s}: {}", label(r)),
                    None => s,
                }
            }
            Why::InsteadOfSingle { side, kind } => format!(
                "{} has 1 card left, so leads {} instead of a single",
                side.en(),
                kind.a()
            ),
            Why::AvoidsPair { side, kind } => format!(
                "{} has 2 cards left, so avoids pairs and leads {}",
                side.en(),
                kind.a()
            ),
            Why::BossKeeps(c) => format!("Keeps the lead with {}, which no one can beat", n(c)),
            Why::WildCompletes { level, kind } => format!(
                "Completes {} with the wild heart {}",
                kind.a(),
                label(level)
            ),
            Why::LowestFirst(k) => format!("Leads the lowest {} first", n(k)),
            Why::Sheds(c) => format!("Plays {} to tidy up the hand", n(c)),
            Why::BidThree(s) if s.is_empty() => {
                "The combinations connect well enough to win as landlord: bids 3".into()
            }
            Why::BidThree(s) => format!("With {}, can win as landlord: bids 3", s.text(Lang::En)),
            Why::Bids { bid, strong } => {
                let what = if strong.is_empty() {
                    "The combinations connect well".to_string()
                } else {
                    format!("With {}", strong.text(Lang::En))
                };
                format!("{what}, a hand worth trying: bids {bid}")
            }
            Why::NoBidNotHigher => {
                "Not strong enough to bid higher than the seat before: no bid".into()
            }
            Why::NoBidFewBig => "Few big cards: no bid".into(),
            Why::NoBidScattered => {
                "The combinations are scattered, hard to win as landlord: no bid".into()
            }
            Why::NoBidUnlikely => "Little chance to win as landlord: no bid".into(),
            Why::NotMyTurn => "Not my turn".into(),
            Why::NextHand => "Starts the next hand".into(),
            Why::MatchOver => "The match is over".into(),
            Why::NoLandlordYet => "No landlord yet".into(),
            Why::NoTribute => "No tribute to return".into(),
            Why::NoReturnable => "No card can be returned".into(),
            Why::Returns { card: c, to, rule } => {
                let (c, to) = (card(c), to.en_to());
                match rule {
                    ReturnRule::NoLowCard => format!(
                        "No ordinary card of 10 or lower other than the level rank, so returns the lowest, the {c}, to {to}"
                    ),
                    ReturnRule::OnlyLow => format!(
                        "Returns the {c}, the only ordinary card of 10 or lower it may return, to {to}"
                    ),
                    ReturnRule::LeastBreaking => format!(
                        "Returns the {c} to {to}: of the cards of 10 or lower it may return, it breaks up the hand least"
                    ),
                }
            }
            Why::SimpleBid(3) => "Many jokers, 2s and bombs: bids 3 to be the landlord".into(),
            Why::SimpleBid(2) => "Quite a few big cards: bids 2".into(),
            Why::SimpleBid(_) => "A hand worth trying: bids 1".into(),
            Why::WeakHand => "A weak hand: no bid".into(),
            Why::NotAboveBid => "Not strong enough to bid over the current bid: no bid".into(),
            Why::LastCards(c) => format!("Plays the last cards and finishes: {}", n(c)),
            Why::NoCombo => "No combination to play".into(),
            Why::FeedsSingle(c) => format!(
                "Partner has one card left, so plays a small single: {}",
                n(c)
            ),
            Why::HighSingle(c) => format!(
                "An opponent has one card left, so plays the highest single: {}",
                n(c)
            ),
            Why::LowestSingle => "Plays the lowest single".into(),
            Why::LowestPair => "Plays the lowest pair".into(),
            Why::OnlyBombs(c) => format!("Only bombs are left: {}", n(c)),
            Why::ShedsMany(c) => format!("Sheds several cards at once: {}", n(c)),
            Why::KeepsBomb => "Passes so as not to break a bomb".into(),
            Why::SmallestCombo(Some(c)) => {
                format!("Beats it with the smallest combination: {}", n(c))
            }
            Why::SmallestCombo(None) => "Beats it with the smallest combination".into(),
            Why::NothingBeats => "No combination beats it, so passes".into(),
            Why::BombNearEnd(c) => {
                format!("Nearly done, so takes the lead with a bomb: {}", n(c))
            }
            Why::BombFewCards(c) => format!("An opponent has few cards, so bombs: {}", n(c)),
            Why::SavesBomb => "Passes to save the bomb".into(),
            Why::AlwaysOne => "Always bids 1".into(),
            Why::LowestCardsFirst => "Plays the lowest cards first".into(),
            Why::BombBeats => "Beats it with a bomb".into(),
            Why::Passes => "Passes".into(),
            Why::Random => "Chooses at random".into(),
            Why::RandomPass => "Passes at random".into(),
            Why::ReturnsLowest => "Returns the lowest card".into(),
            Why::NoCardToReturn => "No card to return".into(),
            Why::RandomReturn => "Returns a card at random".into(),
            Why::HandOverNext => "The hand is over. Starts the next hand.".into(),
            Why::MatchOverDot => "The match is over.".into(),
            Why::SimpleReturn {
                card: c,
                by_default,
                to,
            } => format!(
                "{}, returns the lowest card, {}, to seat {}.",
                if *by_default {
                    "By the default return rule"
                } else {
                    "With no ordinary card of 10 or lower other than the level rank"
                },
                card(c),
                to.0 + 1
            ),
            Why::NoTributeDot => "No tribute to return.".into(),
            Why::NotMyTurnDot => "Not my turn.".into(),
            Why::RestAtOnce(c) => format!("Plays all the remaining cards at once: {}", n(c)),
            Why::EasiestLead(c) => format!("Leads the least costly combination: {}", n(c)),
            Why::OnlyBombClass(c) => format!("Only bombs are left: {}", n(c)),
            Why::NoComboDot => "No combination to play.".into(),
            Why::LetsPartner => "Lets the partner's play stand and passes.".into(),
            Why::BeatsSmallest { table, with } => format!(
                "Beats the opponent's {} with the smallest play: {}",
                n(table),
                n(with)
            ),
            Why::BombsNearOut(c) => {
                format!("An opponent is about to go out, so bombs: {}", n(c))
            }
            Why::NothingWorth => "Nothing worth beating it with, so passes.".into(),
        }
    }
}

/// The Korean sentence (the command line's default and the tests' reading).
impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.ko())
    }
}

#[cfg(test)]
mod tests;
