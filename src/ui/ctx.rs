//! The table's state, provided once by `App`, and [`dispatch`]: the one function that
//! writes the match signals.

use leptos::prelude::*;

use super::model::{Hint, ME, Move};
use crate::session::{ByKind, GameKind, Match, Settings, Stats};
use crate::storage::{LoadError, SaveHealth};
use crate::tab::{Claim, TabState};
use ai::Level;
use engine::{CardSet, Seat};
use i18n::{Lang, Text, reject_text, text};

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// 시작 화면.
    Start,
    /// 규칙, returning to `back` (the start screen or the table).
    Rules {
        /// Where 돌아가기 goes.
        from_table: bool,
    },
    /// The card table.
    Table,
}

/// A panel over the table: this hand's record, or the replay of the hand just finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Panel {
    /// Only the table.
    Closed,
    /// 이번 판 기록: every trick so far.
    History,
    /// 다시 보기: the finished hand step by step.
    Replay,
}

/// A message beside my hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The engine refused my move: why.
    Refused(String),
    /// What 추천 proposes and why.
    Hint(String),
    /// Something else worth saying (auto-play's reason).
    Info(String),
}

/// What went wrong reading the saves, said on the start screen in the language of the
/// moment (kept as what happened, not as words, so a change of language rewords it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadNotice {
    /// The browser offers no storage.
    NoStorage,
    /// These saves could not be read (each kept under its backup key).
    Unreadable(Vec<LoadError>),
}

impl LoadNotice {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            LoadNotice::NoStorage => text(Text::NoStorage, lang).to_string(),
            LoadNotice::Unreadable(errors) => {
                let notices: Vec<String> = errors.iter().map(|e| e.notice(lang)).collect();
                notices.join(" ")
            }
        }
    }
}

/// Where the computer players' latest answer came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AiSource {
    /// The worker searched.
    Worker,
    /// The worker could not answer: the smallest legal move, on the page's thread.
    Fallback,
}

impl AiSource {
    /// The app root's `data-ai` value.
    pub fn attr(self) -> &'static str {
        match self {
            AiSource::Worker => "worker",
            AiSource::Fallback => "main",
        }
    }
}

/// The 추천 cycle: for which move number, the moves, and which one is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintCycle {
    /// `Match::seq` when computed.
    pub seq: u64,
    /// Decision first, then the alternatives.
    pub hints: Vec<Hint>,
    /// The one shown now.
    pub at: usize,
}

impl HintCycle {
    /// The hint shown now.
    pub fn current(&self) -> Option<&Hint> {
        self.hints.get(self.at)
    }
}

/// Every signal of the table. `Copy`: pass it into closures freely.
#[derive(Debug, Clone, Copy)]
pub struct GameCtx {
    /// The screen.
    pub screen: RwSignal<Screen>,
    /// Each game's match (`None` until one is started or restored), saved each under its
    /// own key. Written only by [`dispatch`].
    pub matches: ByKind<RwSignal<Option<Match>>>,
    /// The difficulty each game's match is played at (saved with the match; a new match
    /// takes the one in the settings).
    pub levels: ByKind<RwSignal<Level>>,
    /// The game on the table (the one [`GameCtx::read`] reads and moves apply to).
    pub active: RwSignal<Option<GameKind>>,
    /// Auto-play, pace, hand order, language (saved).
    pub settings: RwSignal<Settings>,
    /// The language of every text (a slice of the settings). The screens are built anew
    /// when it changes, so components read it once, untracked ([`GameCtx::lang_now`]).
    pub lang: Memo<Lang>,
    /// My selected cards (never saved).
    pub selection: RwSignal<CardSet>,
    /// The reading chosen for the selection (R4), an index into `Match::readings`.
    pub reading: RwSignal<usize>,
    /// The message beside the hand.
    pub notice: RwSignal<Option<Notice>>,
    /// The 추천 cycle.
    pub hints: RwSignal<Option<HintCycle>>,
    /// The seats whose computer player has a question out (once per question).
    pub thinking: RwSignal<Vec<Seat>>,
    /// Where the latest answer came from (`None` before the first).
    pub ai: RwSignal<Option<AiSource>>,
    /// The latest announcements, newest last.
    pub log: RwSignal<Vec<String>>,
    /// The panel over the table.
    pub panel: RwSignal<Panel>,
    /// A notice for the start screen (an unreadable save, storage refused).
    pub load_notice: RwSignal<Option<LoadNotice>>,
    /// The game chosen on the start screen.
    pub chosen: RwSignal<GameKind>,
    /// My record in both games (saved; counted as hands are settled).
    pub stats: RwSignal<Stats>,
    /// Whether this tab holds the game (only then does it write saves or moves).
    pub tab: RwSignal<TabState>,
    /// This tab's random id (its lock, `crate::tab`).
    pub tab_id: u64,
    /// This tab's latest claim on the game (`crate::tab`).
    pub tab_claim: StoredValue<Claim>,
    /// Which saves the storage refuses now.
    pub health: StoredValue<SaveHealth>,
    /// The notice while saves are refused (full storage), on every screen.
    pub save_notice: RwSignal<Option<&'static str>>,
    /// 복기: which game's panel is open, the review running, where 다시 보기 stands.
    pub review: ReviewCtx,
}

/// 복기's signals (the reviews themselves are kept in my record, [`GameCtx::stats`]).
#[derive(Debug, Clone, Copy)]
pub struct ReviewCtx {
    /// The game whose review panel is open.
    pub open: RwSignal<Option<GameKind>>,
    /// The review running: its game and its run's number (a cancelled run's answers are
    /// dropped by that number).
    pub running: RwSignal<Option<(GameKind, u64)>>,
    /// Runs started so far.
    pub runs: StoredValue<u64>,
    /// The last run stopped because the worker could not answer.
    pub failed: RwSignal<bool>,
    /// The decision 다시 보기 was opened at, an index into the review.
    pub focus: RwSignal<Option<usize>>,
}

impl Default for ReviewCtx {
    fn default() -> ReviewCtx {
        ReviewCtx {
            open: RwSignal::new(None),
            running: RwSignal::new(None),
            runs: StoredValue::new(0),
            failed: RwSignal::new(false),
            focus: RwSignal::new(None),
        }
    }
}

impl Default for GameCtx {
    /// Fresh signals (call inside the root component: signals belong to its owner).
    fn default() -> GameCtx {
        let settings = RwSignal::new(Settings::default());
        let tab_id = random_u64();
        GameCtx {
            screen: RwSignal::new(Screen::Start),
            matches: ByKind::from_fn(|_| RwSignal::new(None)),
            levels: ByKind::from_fn(|_| RwSignal::new(Level::Normal)),
            active: RwSignal::new(None),
            settings,
            lang: Memo::new(move |_| settings.with(|s| s.lang)),
            selection: RwSignal::new(CardSet::EMPTY),
            reading: RwSignal::new(0),
            notice: RwSignal::new(None),
            hints: RwSignal::new(None),
            thinking: RwSignal::new(Vec::new()),
            ai: RwSignal::new(None),
            log: RwSignal::new(Vec::new()),
            panel: RwSignal::new(Panel::Closed),
            load_notice: RwSignal::new(None),
            chosen: RwSignal::new(GameKind::Doudizhu),
            stats: RwSignal::new(Stats::default()),
            tab: RwSignal::new(TabState::Holding),
            tab_id,
            tab_claim: StoredValue::new(Claim {
                generation: 0,
                tab: tab_id,
            }),
            health: StoredValue::new(SaveHealth::default()),
            save_notice: RwSignal::new(None),
            review: ReviewCtx::default(),
        }
    }
}

/// The language now, for leaf components that take no context of their own (Korean
/// outside an `App`).
pub fn lang_here() -> Lang {
    use_context::<GameCtx>().map_or(Lang::Ko, |c| c.lang_now())
}

/// A random number from the browser (its crypto source, else `Math.random`).
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9e15) as u64)
}

impl GameCtx {
    /// Reads the match on the table, if any.
    pub fn read<R>(&self, f: impl FnOnce(&Match) -> R) -> Option<R> {
        let kind = self.active.get()?;
        self.matches[kind].with(|g| g.as_ref().map(f))
    }

    /// Reads the match on the table without tracking.
    pub fn peek<R>(&self, f: impl FnOnce(&Match) -> R) -> Option<R> {
        let kind = self.active.get_untracked()?;
        self.matches[kind].with_untracked(|g| g.as_ref().map(f))
    }

    /// The language now, untracked: for components, which the screen rebuilds when the
    /// language changes.
    pub fn lang_now(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// Text `t` in the language now (untracked, as [`GameCtx::lang_now`]).
    pub fn t(&self, t: Text) -> &'static str {
        text(t, self.lang_now())
    }

    /// Replaces my selection (the reading goes back to the default).
    pub fn select(&self, cards: CardSet) {
        self.selection.set(cards);
        self.reading.set(0);
        if matches!(self.notice.get_untracked(), Some(Notice::Refused(_))) {
            self.notice.set(None);
        }
    }
}

/// What [`dispatch`] can do.
#[derive(Debug, Clone)]
pub enum Cmd {
    /// Start a match at a level (it replaces its own game's match only) and put it on the
    /// table.
    Start(Match, Level),
    /// Put a game's kept match back on the table (계속하기).
    Resume(GameKind),
    /// Apply a move; `auto` when auto-play made it for me.
    Act {
        /// The move.
        mv: Move,
        /// Made by auto-play.
        auto: Option<String>,
    },
}

const LOG_LINES: usize = 4;

/// The only writer of the match signals. A refused move changes nothing (no re-render, no
/// save) and, when it was mine, shows the engine's reason beside the hand.
pub fn dispatch(ctx: GameCtx, cmd: Cmd) {
    // A tab that does not hold the game only shows it (`crate::tab`): its copy may be
    // older than the saves, and nothing it did could be saved.
    if !ctx.tab.get_untracked().writes() && !matches!(cmd, Cmd::Resume(_)) {
        return;
    }
    match cmd {
        Cmd::Start(m, level) => {
            let kind = m.kind();
            ctx.levels[kind].set(level);
            ctx.matches[kind].set(Some(m));
            show(ctx, kind);
        }
        Cmd::Resume(kind) => {
            if ctx.active.get_untracked() != Some(kind) {
                show(ctx, kind);
            }
        }
        Cmd::Act { mv, auto } => {
            let Some(kind) = ctx.active.get_untracked() else {
                return;
            };
            let out = ctx.matches[kind].try_maybe_update(|g| match g.as_mut() {
                Some(m) => {
                    let r = m.apply(mv, ctx.lang_now());
                    (r.is_ok(), Some(r))
                }
                None => (false, None),
            });
            let mine = mv.seat().is_none_or(|s| s == ME);
            match out.flatten() {
                Some(Ok(lines)) => {
                    if let Some(sound) = ctx.peek(|m| m.sound_of(mv)).flatten() {
                        super::sound::play(ctx, sound);
                    }
                    if mine {
                        ctx.select(CardSet::EMPTY);
                        ctx.hints.set(None);
                        ctx.notice.set(auto.map(Notice::Info));
                    } else if matches!(ctx.notice.get_untracked(), Some(Notice::Info(_)))
                        && ctx.peek(|m| m.can_act(ME)).unwrap_or(false)
                    {
                        // My turn again: why auto-play made my last move no longer fits
                        // the table ("한 장을 이길 카드가 없어 패스합니다" over a pair).
                        ctx.notice.set(None);
                    }
                    ctx.log.update(|l| {
                        l.extend(lines);
                        let extra = l.len().saturating_sub(LOG_LINES);
                        l.drain(..extra);
                    });
                }
                Some(Err(why)) if mine => {
                    ctx.notice
                        .set(Some(Notice::Refused(reject_text(why, ctx.lang_now()))));
                }
                _ => {}
            }
        }
    }
}

/// After a change of language: what was already said (the log, the notice, the 추천
/// cycle) was said in the other one, so the log starts again from the opening line and
/// the notice and hints go.
pub fn relabel(ctx: GameCtx) {
    if let Some(kind) = ctx.active.get_untracked() {
        show(ctx, kind);
    }
}

/// Puts game `kind` on the table with a fresh log and no selection, hint or notice.
fn show(ctx: GameCtx, kind: GameKind) {
    let opening =
        ctx.matches[kind].with_untracked(|m| m.as_ref().map(|m| m.opening(ctx.lang_now())));
    ctx.log.set(opening.into_iter().collect());
    ctx.active.set(Some(kind));
    ctx.panel.set(Panel::Closed);
    ctx.select(CardSet::EMPTY);
    ctx.notice.set(None);
    ctx.hints.set(None);
}
