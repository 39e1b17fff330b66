//! 복기 on the page, written once for both games: [`ReviewButton`] (on the hand's result
//! and in 내 기록) starts or reopens the review of a finished hand, shows its progress and
//! stops it (취소); [`ReviewPanel`] lists my decisions with their marks and opens 다시 보기
//! at one of them.
//!
//! The searching happens in the worker, one decision per message (`ui::worker::review`):
//! the page only sends the next question when an answer comes, so it stays responsive,
//! the hand's result stays usable, and 취소 takes effect between two decisions (the answer
//! already asked for is dropped). Each answer goes into my record at once
//! ([`crate::session::Reviews`]), which is saved: a reload keeps the review, and a review
//! stopped half-way goes on from where it stopped.

use leptos::prelude::*;

use super::ctx::GameCtx;
use super::history::group;
use super::model::record::Replay;
use super::model::review::{
    Line, lines, mark_class, progress, replay_group, summary_line, unbroken_groups,
};
use super::model::{ME, Stage};
use super::worker;
use crate::session::{GameKind, HandReview, Match};
use i18n::Text;

/// The kept review of game `kind`, if any (tracked).
fn kept(ctx: GameCtx, kind: GameKind) -> Option<HandReview> {
    ctx.stats.with(|s| s.reviews.of(kind).last.clone())
}

/// The hand `kind`'s match has just finished, if it stands at a hand's end.
fn finished(ctx: GameCtx, kind: GameKind) -> Option<Match> {
    ctx.matches[kind].with_untracked(|m| {
        m.as_ref()
            .filter(|m| matches!(m.stage(), Stage::HandOver | Stage::MatchOver))
            .cloned()
    })
}

/// Opens game `kind`'s review: of the hand its match has just finished (kept when it is
/// that hand's, begun anew otherwise), else the one kept; and runs it on while decisions
/// are left.
pub fn open(ctx: GameCtx, kind: GameKind) {
    let lang = ctx.lang_now();
    let mut fresh = false;
    if let Some(m) = finished(ctx, kind) {
        fresh = ctx.stats.with_untracked(|s| {
            !s.reviews
                .of(kind)
                .last
                .as_ref()
                .is_some_and(|r| r.is_of(&m))
        });
        ctx.stats.update(|s| {
            s.reviews.begin(&m, lang);
        });
    }
    // A run of the other game, or of the hand this one replaces, stops: one runs at a time,
    // and its answers belong to its own hand.
    if ctx
        .review
        .running
        .get_untracked()
        .is_some_and(|(k, _)| k != kind || fresh)
    {
        cancel(ctx);
    }
    let left = ctx
        .stats
        .with_untracked(|s| s.reviews.of(kind).last.as_ref().map(|r| !r.complete()));
    let Some(left) = left else {
        return;
    };
    ctx.review.focus.set(None);
    ctx.review.open.set(Some(kind));
    if left && ctx.review.running.get_untracked().is_none() {
        let run = ctx.review.runs.get_value() + 1;
        ctx.review.runs.set_value(run);
        ctx.review.failed.set(false);
        ctx.review.running.set(Some((kind, run)));
        ask_next(ctx, kind, run);
    }
}

/// Stops the review running (the answer already asked for is dropped).
pub fn cancel(ctx: GameCtx) {
    ctx.review.running.set(None);
}

/// Asks the worker for the next decision of run `run`, unless it was stopped.
fn ask_next(ctx: GameCtx, kind: GameKind, run: u64) {
    let current = move || ctx.review.running.try_get_untracked().flatten() == Some((kind, run));
    if !current() {
        return;
    }
    let question = ctx.stats.with_untracked(|s| {
        s.reviews
            .of(kind)
            .last
            .as_ref()
            .filter(|r| !r.complete())
            .map(|r| r.next_question(ME))
    });
    let Some(question) = question else {
        ctx.review.running.set(None);
        return;
    };
    worker::review(question, move |answer| {
        if !current() {
            return;
        }
        let Some(answer) = answer else {
            ctx.review.failed.set(true);
            ctx.review.running.set(None);
            return;
        };
        let done = ctx
            .stats
            .try_update(|s| s.reviews.answer(kind, answer))
            .unwrap_or(true);
        if done {
            ctx.review.running.set(None);
        } else {
            ask_next(ctx, kind, run);
        }
    });
}

/// The progress of game `kind`'s review while it runs ("복기 중 5/18").
fn progress_text(ctx: GameCtx, kind: GameKind) -> Option<String> {
    let (k, _) = ctx.review.running.get()?;
    (k == kind).then(|| {
        let (done, total) = kept(ctx, kind).map_or((0, None), |r| (r.steps.len(), r.total()));
        progress(done, total, ctx.lang_now())
    })
}

/// 복기 for game `kind`, and while it runs its progress and 취소.
#[component]
pub fn ReviewButton(
    /// The game.
    kind: GameKind,
    /// Offered only when this is true (the hand has a review kept or a finished hand).
    #[prop(into)]
    enabled: Signal<bool>,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let status = move || progress_text(ctx, kind);
    let failed = move || ctx.review.failed.get() && ctx.review.running.get().is_none();
    view! {
        <span class="review-button">
            <button disabled=move || !enabled.get() on:click=move |_| open(ctx, kind)>{ctx.t(Text::Review)}</button>
            {move || status().map(|s| view! {
                <span class="review-button__progress" role="status">{s}</span>
                <button on:click=move |_| cancel(ctx)>{ctx.t(Text::Cancel)}</button>
            })}
            {move || failed().then(|| view! {
                <span class="review-button__progress" role="status">{ctx.t(Text::ReviewFailed)}</span>
            })}
        </span>
    }
}

/// The review panel of the game whose review is open, over any screen: the progress, the
/// summary and my decisions; one chosen, 다시 보기 at it.
#[component]
pub fn ReviewPanel() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    move || {
        let kind = ctx.review.open.get()?;
        Some(view! { <Panel kind /> })
    }
}

/// The panel of game `kind` (built once per opening: the replay is built once here).
#[component]
fn Panel(kind: GameKind) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let review = Memo::new(move |_| kept(ctx, kind));
    // The hand is built once: each answer changes the review, not its hand, and the
    // memo of the hand stops there.
    let hand = Memo::new(move |_| {
        ctx.stats
            .with(|s| s.reviews.of(kind).last.as_ref().map(|r| r.hand.clone()))
    });
    let replay = Memo::new(move |_| hand.with(|h| h.as_ref().and_then(|h| Replay::of(h, lang))));
    let rows = Memo::new(move |_| {
        review.with(|r| {
            r.as_ref()
                .map_or_else(Vec::new, |r| replay.with(|p| lines(r, p.as_ref(), lang)))
        })
    });
    let summary = move || review.with(|r| r.as_ref().map(|r| summary_line(&r.summary(), lang)));
    let stopped = move || {
        ctx.review.running.get().is_none()
            && review.with(|r| r.as_ref().is_some_and(|r| !r.complete()))
    };
    let close = move |_| {
        ctx.review.open.set(None);
        ctx.review.focus.set(None);
    };
    let list = move || {
        view! {
            <p class="review__summary">{summary}</p>
            <div class="review__run">
                {move || progress_text(ctx, kind).map(|s| view! {
                    <span role="status">{s}</span>
                    <button on:click=move |_| cancel(ctx)>{ctx.t(Text::Cancel)}</button>
                })}
                {move || stopped().then(|| view! {
                    <button on:click=move |_| open(ctx, kind)>{ctx.t(Text::Review)}</button>
                })}
            </div>
            <ol class="review__list" aria-label=ctx.t(Text::ReviewList) tabindex="0">
                {move || rows.get().into_iter().map(|l| decision(ctx, l)).collect_view()}
            </ol>
        }
    };
    view! {
        <section class="record review" role="dialog" aria-labelledby="review-title">
            <header class="review__head">
                <h2 id="review-title" class="review__title">{move || ctx.t(if ctx.review.focus.get().is_some() { Text::Replay } else { Text::Review })}</h2>
                <button on:click=close>{ctx.t(Text::Close)}</button>
            </header>
            {move || match ctx.review.focus.get() {
                None => list().into_any(),
                Some(i) => view! { <AtDecision index=i rows replay=replay /> }.into_any(),
            }}
        </section>
    }
}

/// One decision in the list: its mark, my move, the better one, the face-up verdict; a
/// button opens 다시 보기 there.
fn decision(ctx: GameCtx, l: Line) -> impl IntoView {
    let index = l.index;
    view! {
        <li class=format!("review__item review__item--{}", mark_class(l.mark))>
            <button class="review__open" on:click=move |_| ctx.review.focus.set(Some(index))>
                {l.title}
            </button>
            <p class="review__mine">{ctx.t(Text::ReviewMine)}": "{l.mine.sentence()}</p>
            {l.better.map(|b| view! {
                <p class="review__better">{ctx.t(Text::ReviewBetter)}": "{b.sentence()}</p>
            })}
            <p class="review__face-up">{l.open}</p>
        </li>
    }
}

/// 다시 보기 at decision `index`: the table just before my move, with my move and the
/// better one above it; ◀ ▶ move through the hand from there.
#[component]
fn AtDecision(index: usize, rows: Memo<Vec<Line>>, replay: Memo<Option<Replay>>) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let lang = ctx.lang_now();
    let line = rows.with_untracked(|r| r.get(index).cloned());
    let start = line.as_ref().map_or(0, |l| l.step);
    let step = RwSignal::new(start);
    let len = move || replay.with(|p| p.as_ref().map_or(0, Replay::len));
    let groups = move || {
        let at = step.get();
        let mut out: Vec<_> = line
            .iter()
            .filter(|l| l.step == at)
            .map(|l| replay_group(l, lang))
            .collect();
        out.extend(replay.with(|p| {
            p.as_ref()
                .map_or_else(Vec::new, |p| unbroken_groups(p.frame(at).groups))
        }));
        out
    };
    let go = move |d: isize| step.update(|s| *s = s.saturating_add_signed(d).min(len()));
    view! {
        <div class="review__replay">
            <div class="review__controls" role="toolbar" aria-label=ctx.t(Text::ReplayControls)>
                <button on:click=move |_| ctx.review.focus.set(None)>{ctx.t(Text::ReviewBack)}</button>
                <button aria-label=ctx.t(Text::PrevMove) disabled=move || step.get() == 0 on:click=move |_| go(-1)>"◀"</button>
                <span class="review__step">{move || format!("{} / {}", step.get(), len())}</span>
                <button aria-label=ctx.t(Text::NextMove) disabled=move || { step.get() >= len() } on:click=move |_| go(1)>"▶"</button>
            </div>
            <ol class="record__list review__scene" tabindex="0" aria-label=ctx.t(Text::ReplayScene)>
                {move || groups().into_iter().map(group).collect_view()}
            </ol>
        </div>
    }
}
