//! How far Dou Dizhu's exact endgame solver reaches within a node budget.
//!
//! Plays `games` hands (seeds 0..games) with the greedy policy, takes the first position of
//! each with at most `cards` cards left in all hands (the real deal, as the search's sampled
//! deals are), and asks one reused solver whether the landlord wins, `budget` nodes each.
//! Prints the share it answered, the nodes it spent and the time per node:
//!
//! ```text
//! cargo run --release -p ai --example solver_reach -- 26 5000 400   # cards budget games
//! ```
use ai::ddz::features::sim_of;
use ai::ddz::sim::Solver;
use engine::Seat;
use engine::ddz::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let cards: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(26);
    let budget: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(5000);
    let games: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(400);
    let mut sims = Vec::new();
    for seed in 0..games {
        let mut g = Game::new(seed);
        while let Some(s) = g.to_act() {
            let hands = [0u8, 1, 2].map(|i| g.hand(Seat(i)));
            let left: usize = hands.iter().map(|h| h.len()).sum();
            if left <= cards
                && let Some(sim) = sim_of(&g.view(s), &hands)
            {
                sims.push(sim);
                break;
            }
            let d = ai::ddz::Player::Greedy.choose(&g.view(s), &mut g.ai_rng());
            if g.apply(d.action).is_err() {
                break;
            }
        }
    }
    let t = std::time::Instant::now();
    let (mut answered, mut nodes, mut lw) = (0, 0u64, 0);
    let mut solver = Solver::new(budget, budget);

    for s in &sims {
        solver.reset(budget);
        let a = solver.landlord_wins(s);
        nodes += u64::from(budget - solver.budget);
        if let Some(w) = a {
            answered += 1;
            lw += w as usize;
        }
    }
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    println!(
        "{cards} cards left, {budget} nodes: {} positions, answered {answered} ({:.1} %), landlord wins {lw}, nodes {nodes} ({:.0}/pos), {ms:.0} ms ({:.2} us/node)",
        sims.len(),
        100.0 * answered as f64 / sims.len() as f64,
        nodes as f64 / sims.len() as f64,
        ms * 1000.0 / nodes as f64
    );
}
