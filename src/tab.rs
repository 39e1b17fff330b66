//! One writer at a time: when the game is open in two tabs, only the tab that holds the
//! game writes its saves, so two copies of a match never overwrite each other in turns.
//!
//! The tab holding the game keeps a lock under [`KEY`] in the same store as the saves: its
//! random id and the time it last looked (`"<id>:<ms>"`), renewed every [`BEAT_MS`]. A tab
//! that opens while another tab's lock is fresh does not write: it says so and offers to
//! take the game over. Taking over writes its own lock; the other tab sees the new lock
//! (the `storage` event, its next beat, and before every save it writes) and stops writing.
//! A lock not renewed for [`STALE_MS`] belongs to a tab that is gone (closed without saying
//! so, or crashed): then another tab takes the game by itself. The time allows for a
//! background tab whose timers the browser slows to one a minute.
//!
//! A tab that was not holding the game reads the saves again when it takes it, so it goes
//! on from where the other tab left off, never from its own older copy.
//!
//! ```
//! use cardroom::storage::MemoryStore;
//! use cardroom::tab::{self, Holder, Step, TabState};
//! let store = MemoryStore::default();
//! // The first tab finds no lock and takes it.
//! assert_eq!(tab::holder(&store, 1, 0), Holder::Nobody);
//! tab::claim(&store, 1, 0);
//! // A second tab finds it held.
//! assert_eq!(tab::holder(&store, 2, 1_000), Holder::Other);
//! assert_eq!(TabState::Elsewhere.step(Holder::Other), Step::Stay);
//! // It takes over; the first tab's next look tells it to stop writing.
//! tab::claim(&store, 2, 2_000);
//! assert_eq!(TabState::Holding.step(tab::holder(&store, 1, 3_000)), Step::Lose);
//! ```

use crate::storage::Store;

/// The lock's key.
pub const KEY: &str = "cardroom.tab";

/// How often the holding tab renews its lock (and every tab looks at it), in ms.
pub const BEAT_MS: u64 = 5_000;

/// A lock older than this belongs to a tab that is gone, in ms.
pub const STALE_MS: u64 = 120_000;

/// The lock: which tab holds the game, and when it last said so (ms since the epoch).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lock {
    /// The holding tab's random id.
    pub tab: u64,
    /// When it last renewed the lock.
    pub at: u64,
}

impl Lock {
    /// `"<id>:<ms>"`.
    pub fn encode(self) -> String {
        format!("{}:{}", self.tab, self.at)
    }

    /// Reads a lock; `None` for anything else (then nobody holds the game).
    pub fn decode(raw: &str) -> Option<Lock> {
        let (tab, at) = raw.split_once(':')?;
        Some(Lock {
            tab: tab.parse().ok()?,
            at: at.parse().ok()?,
        })
    }
}

/// Who holds the game, as tab `me` sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    /// This tab.
    Me,
    /// No tab: no lock, an unreadable one, or a stale one.
    Nobody,
    /// Another tab, still there.
    Other,
}

/// Who holds the game in `store`, as tab `me` sees it at `now` (ms). A lock from the future
/// (another clock) counts as fresh until it is [`STALE_MS`] ahead.
pub fn holder(store: &impl Store, me: u64, now: u64) -> Holder {
    match store.get(KEY).as_deref().and_then(Lock::decode) {
        Some(l) if l.tab == me => Holder::Me,
        Some(l) if now.abs_diff(l.at) < STALE_MS => Holder::Other,
        _ => Holder::Nobody,
    }
}

/// Writes tab `me`'s lock (claim or renewal). A store that refuses it (full) leaves the
/// tab holding the game anyway: it cannot write its saves either, and says so.
pub fn claim(store: &impl Store, me: u64, now: u64) {
    store.set(KEY, &Lock { tab: me, at: now }.encode());
}

/// Removes tab `me`'s lock as the tab goes away, so the next tab (or a reload) need not
/// wait for it to go stale. Another tab's lock stays.
pub fn release(store: &impl Store, me: u64) {
    if holder(store, me, 0) == Holder::Me {
        store.remove(KEY);
    }
}

/// Where a tab stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TabState {
    /// This tab holds the game and writes its saves.
    Holding,
    /// Another tab held the game when this one opened: this one does not write.
    Elsewhere,
    /// This tab held the game until another took it over: it no longer writes.
    TakenOver,
}

/// What a tab does after looking at the lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Nothing changes.
    Stay,
    /// Holding: renew the lock.
    Renew,
    /// Another tab took the game: stop writing ([`TabState::TakenOver`]).
    Lose,
    /// Nobody holds it any more: claim it, read the saves again, then hold it.
    Take,
}

impl TabState {
    /// The step for a tab in this state that finds `holder` holding the game.
    pub fn step(self, holder: Holder) -> Step {
        match (self, holder) {
            (TabState::Holding, Holder::Me | Holder::Nobody) => Step::Renew,
            (TabState::Holding, Holder::Other) => Step::Lose,
            (_, Holder::Other) => Step::Stay,
            (_, Holder::Me | Holder::Nobody) => Step::Take,
        }
    }

    /// True when this tab may write its saves.
    pub fn writes(self) -> bool {
        self == TabState::Holding
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MemoryStore;

    #[test]
    fn locks_read_back_and_garbage_is_nobody() {
        let l = Lock { tab: 42, at: 1_700 };
        assert_eq!(Lock::decode(&l.encode()), Some(l));
        let store = MemoryStore::default();
        for raw in ["", "x", "1:", ":2", "1:2:3", "-1:5", "{\"tab\":1}"] {
            store.set(KEY, raw);
            assert_eq!(holder(&store, 7, 10), Holder::Nobody, "{raw:?}");
        }
    }

    #[test]
    fn a_lock_goes_stale_and_is_taken() {
        let store = MemoryStore::default();
        claim(&store, 1, 1_000);
        assert_eq!(holder(&store, 2, 1_000 + STALE_MS - 1), Holder::Other);
        assert_eq!(holder(&store, 2, 1_000 + STALE_MS), Holder::Nobody);
        // Another clock a little ahead still counts; far ahead, not.
        assert_eq!(holder(&store, 2, 0), Holder::Other);
        claim(&store, 1, 10 * STALE_MS);
        assert_eq!(holder(&store, 2, 0), Holder::Nobody);
        assert_eq!(TabState::Elsewhere.step(Holder::Nobody), Step::Take);
        assert_eq!(TabState::TakenOver.step(Holder::Nobody), Step::Take);
    }

    #[test]
    fn release_removes_only_my_lock() {
        let store = MemoryStore::default();
        claim(&store, 1, 5);
        release(&store, 2);
        assert_eq!(holder(&store, 2, 5), Holder::Other);
        release(&store, 1);
        assert_eq!(store.get(KEY), None);
    }

    #[test]
    fn only_the_holder_writes_and_a_take_over_stops_it() {
        let store = MemoryStore::default();
        claim(&store, 1, 0);
        let mut first = TabState::Holding;
        let mut second = TabState::Elsewhere;
        assert!(first.writes() && !second.writes());
        assert_eq!(first.step(holder(&store, 1, 10)), Step::Renew);
        assert_eq!(second.step(holder(&store, 2, 10)), Step::Stay);
        // 여기서 계속하기 in the second tab.
        claim(&store, 2, 20);
        second = TabState::Holding;
        assert_eq!(first.step(holder(&store, 1, 30)), Step::Lose);
        first = TabState::TakenOver;
        assert!(!first.writes() && second.writes());
        // The second tab closes: the first takes the game back by itself.
        release(&store, 2);
        assert_eq!(first.step(holder(&store, 1, 40)), Step::Take);
    }
}
