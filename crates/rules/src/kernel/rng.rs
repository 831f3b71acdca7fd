//! The one seeded random generator of the rules: portable, so a seed means the same deal everywhere.

use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

/// Seeded, cloneable, fast: deals, determinizations and random playouts all draw from it.
#[derive(Clone, Debug)]
pub struct GameRng(Xoshiro256PlusPlus);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// A uniformly random index below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    /// A uniform float in [0, 1).
    pub fn unit(&mut self) -> f64 {
        self.0.random::<f64>()
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.random::<u64>()
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A new generator split off this one (for a sub-task that must not disturb this stream).
    pub fn fork(&mut self) -> GameRng {
        GameRng::new(self.next_u64())
    }
}
