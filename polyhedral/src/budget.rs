//! A work budget for operations whose cost can blow up (Fourier–Motzkin
//! elimination, splintering, simplex pivots, enumeration).
//!
//! Every expensive step charges the budget; once it is exhausted the
//! operation stops with [`BudgetExceeded`] and the caller reports the answer
//! as unknown. An answer is therefore exact or explicitly unknown, never a
//! guess and never a hang.

/// The work budget was exhausted before the operation finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("work budget exhausted")]
pub struct BudgetExceeded;

/// Remaining work units. One unit is roughly one produced constraint row,
/// one simplex pivot or one enumerated point.
#[derive(Debug, Clone)]
pub struct Budget {
    remaining: u64,
    depth: u32,
}

/// Default number of work units for a single top-level operation.
pub const DEFAULT_UNITS: u64 = 20_000_000;

/// Maximum recursion depth of any recursive algorithm in this crate.
pub const MAX_DEPTH: u32 = 512;

impl Default for Budget {
    fn default() -> Self {
        Budget::new(DEFAULT_UNITS)
    }
}

impl Budget {
    /// A budget of `units` work units.
    pub fn new(units: u64) -> Budget {
        Budget {
            remaining: units,
            depth: 0,
        }
    }

    /// Charges `units`; fails once the budget is exhausted.
    #[inline]
    pub fn charge(&mut self, units: u64) -> Result<(), BudgetExceeded> {
        if self.remaining < units {
            self.remaining = 0;
            return Err(BudgetExceeded);
        }
        self.remaining -= units;
        Ok(())
    }

    /// Remaining units.
    pub fn remaining(&self) -> u64 {
        self.remaining
    }

    /// Enters one level of recursion; fails past [`MAX_DEPTH`] so that deep
    /// recursion ends as an unknown answer instead of a stack overflow.
    pub fn enter(&mut self) -> Result<(), BudgetExceeded> {
        if self.depth >= MAX_DEPTH {
            return Err(BudgetExceeded);
        }
        self.depth += 1;
        Ok(())
    }

    /// A budget of at most `units` of this one's remaining units, at the same
    /// recursion depth; give back what it used with [`Budget::absorb`].
    pub fn share(&self, units: u64) -> Budget {
        Budget {
            remaining: units.min(self.remaining),
            depth: self.depth,
        }
    }

    /// Charges this budget with the units a [`Budget::share`] of it used
    /// (`granted` is the share's initial size).
    pub fn absorb(&mut self, share: &Budget, granted: u64) -> Result<(), BudgetExceeded> {
        self.charge(granted.saturating_sub(share.remaining))
    }

    /// Leaves one level of recursion.
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}
