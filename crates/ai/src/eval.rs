//! How one searched move fared over the sampled deals: the statistics both games' searches
//! keep, and the test that lets another move replace the fast policy's own choice.

/// One searched move (`mv`, `None` = pass) and how it fared.
#[derive(Clone, Copy, Debug)]
pub struct Eval<M> {
    /// The move (`None` = pass).
    pub mv: Option<M>,
    /// The fast policy's own choice (others must beat it clearly, see
    /// [`Eval::clearly_better`]).
    pub own: bool,
    /// Sum over the deals of (this result − the policy's choice's result).
    pub diff: f64,
    /// Sum of the squares of those differences.
    pub diff_sq: f64,
    /// The policy's prior score (higher = more natural); breaks ties.
    pub prior: i32,
    /// Sampled deals this seat's side won (a value model's chance counts as a fraction).
    pub wins: f64,
    /// Sum of the results (+ for a win, − for a loss, larger for a bigger stake).
    pub total: f64,
    /// Deals tried.
    pub n: u32,
    /// Guandan: the levels the seat's team gained, summed over the deals (negative when the
    /// other team gained); 0 in Dou Dizhu.
    pub levels: f64,
}

impl<M> Eval<M> {
    /// The estimated chance of winning the hand.
    pub fn win_rate(&self) -> f32 {
        if self.n == 0 {
            0.5
        } else {
            (self.wins / f64::from(self.n)) as f32
        }
    }

    /// The mean levels gained (see [`Eval::levels`]).
    pub fn mean_levels(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.levels / f64::from(self.n)
        }
    }

    /// The mean result.
    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.total / self.n as f64
        }
    }

    /// Whether this move beats the policy's own choice clearly: over the same deals it does
    /// better on average by `margin` plus `z` standard errors of the paired difference
    /// (sampling noise alone should not overrule a sound default). The own choice itself,
    /// and a move never tried, count as clearly better.
    pub fn clearly_better(&self, margin: f64, z: f64) -> bool {
        if self.own || self.n == 0 {
            return true;
        }
        let n = self.n as f64;
        let mean = self.diff / n;
        let var = (self.diff_sq / n - mean * mean).max(0.0);
        mean > margin + z * (var / n).sqrt()
    }
}

/// Orders evaluations best first, as both games' searches rank their moves: by mean result,
/// a pass counting `pass_bonus` more (the margin that lets a partner's winning play stand),
/// then by the prior; the policy's own choice stays first unless the best move beats it
/// clearly (by `margin` plus `own_z` standard errors, see [`Eval::clearly_better`]).
pub fn rank<M>(evals: &mut [Eval<M>], pass_bonus: f64, margin: f64, own_z: f64) {
    let score = |e: &Eval<M>| e.mean() + if e.mv.is_none() { pass_bonus } else { 0.0 };
    evals.sort_by(|a, b| {
        score(b)
            .partial_cmp(&score(a))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(b.prior.cmp(&a.prior))
    });
    if let Some(first) = evals.first()
        && !first.clearly_better(margin, own_z)
        && let Some(i) = evals.iter().position(|e| e.own)
    {
        evals[..=i].rotate_right(1);
    }
}
