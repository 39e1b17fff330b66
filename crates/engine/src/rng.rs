//! The one seeded random generator behind every deal, bid order and AI choice (R2).
//!
//! Saves and replays depend on this stream never changing, so it is built only from
//! fixed algorithms: ChaCha8 (value-stable by its definition) seeded through SplitMix64,
//! an unbiased bounded draw, and our own Fisher–Yates shuffle. Nothing here calls an
//! algorithm a dependency might change between versions (`StdRng`, `seed_from_u64`,
//! `SliceRandom::shuffle`). The golden tests in `tests/` pin the stream.
//!
//! ```
//! use engine::rng::{GameRng, shuffle};
//! let mut a = GameRng::new(42, 0);
//! let mut b = GameRng::new(42, 0);
//! let mut x = [1, 2, 3, 4, 5];
//! let mut y = x;
//! shuffle(&mut x, &mut a);
//! shuffle(&mut y, &mut b);
//! assert_eq!(x, y);
//! ```

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// The stream numbers of AI decisions start here, far above any deal number (R2). One
/// constant for both games; Dou Dizhu saves replay from it, so it never changes.
pub const AI_STREAM_BASE: u64 = 1 << 62;

/// A deterministic generator for one purpose of one game: `(seed, stream)`.
///
/// Each deal, and each AI decision, takes its own stream (for example the deal number,
/// or the move number), so a resumed game draws exactly what the original would have.
#[derive(Debug, Clone)]
pub struct GameRng {
    rng: ChaCha8Rng,
    origin: (u64, u64),
}

impl GameRng {
    /// The generator for `stream` of the game seeded with `seed`.
    pub fn new(seed: u64, stream: u64) -> GameRng {
        let mut state = seed;
        let mut bytes = [0u8; 32];
        for chunk in bytes.chunks_exact_mut(8) {
            chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
        }
        let mut rng = ChaCha8Rng::from_seed(bytes);
        rng.set_stream(stream);
        GameRng {
            rng,
            origin: (seed, stream),
        }
    }

    /// The `(seed, stream)` this generator was made from: `GameRng::new(seed, stream)`
    /// draws what it draws from its start (the web page sends them to its AI worker).
    ///
    /// ```
    /// use engine::rng::GameRng;
    /// let (seed, stream) = GameRng::new(9, 4).origin();
    /// assert_eq!(GameRng::new(seed, stream).next_u64(), GameRng::new(9, 4).next_u64());
    /// ```
    pub fn origin(&self) -> (u64, u64) {
        self.origin
    }

    /// The generator for the AI decision at move `seq` of the game seeded with `seed` (R2):
    /// what `Game::ai_rng` of either game gives, and what `cardgame decide` rebuilds from a
    /// request's `seed` and `seq`.
    pub fn for_ai(seed: u64, seq: u64) -> GameRng {
        GameRng::new(seed, AI_STREAM_BASE.wrapping_add(seq))
    }

    /// A uniformly random `u64`.
    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// A uniformly random number in `0..n` (`n > 0`; `0` gives `0`), without bias.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        // Rejection sampling on the top of the range keeps every value equally likely.
        let zone = u64::MAX - (u64::MAX - n + 1) % n;
        loop {
            let v = self.rng.next_u64();
            if v <= zone {
                return v % n;
            }
        }
    }

    /// A uniformly random float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

impl RngCore for GameRng {
    fn next_u32(&mut self) -> u32 {
        self.rng.next_u32()
    }
    fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.rng.fill_bytes(dst)
    }
}

/// SplitMix64, used only to spread a `u64` seed over ChaCha's 256-bit key.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Fisher–Yates shuffle driven by [`GameRng::below`].
pub fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::new(7, 3);
        let mut b = GameRng::new(7, 3);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        let mut c = GameRng::new(7, 4);
        assert_ne!(GameRng::new(7, 3).next_u64(), c.next_u64());
    }

    #[test]
    fn golden_stream_never_changes() {
        // R2: saves replay from a seed; if this changes, old saves deal other cards.
        let mut r = GameRng::new(42, 0);
        let v: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        let mut again = GameRng::new(42, 0);
        assert_eq!(v, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut items: Vec<u32> = (0..10).collect();
        shuffle(&mut items, &mut GameRng::new(42, 0));
        assert_eq!(items, GOLDEN_SHUFFLE_42.to_vec());
    }

    const GOLDEN_SHUFFLE_42: [u32; 10] = [4, 1, 0, 9, 8, 5, 2, 7, 3, 6];

    #[test]
    fn below_is_in_range() {
        let mut r = GameRng::new(1, 1);
        for n in 1..50 {
            for _ in 0..20 {
                assert!(r.below(n) < n);
            }
        }
    }
}
