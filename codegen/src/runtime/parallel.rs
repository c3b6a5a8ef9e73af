//! The thread pool behind `scf.parallel` / `affine.parallel`.
//!
//! A parallel loop's body is outlined by the JIT into a function of type [`Body`] that runs
//! the iterations `lo, lo + step, ... < hi` of the outermost dimension (inner dimensions run
//! sequentially inside it) and writes its partial reductions to `partial`. [`rt_parallel`]
//! splits the outermost iteration range into `min(threads, trip count, MAX_CHUNKS)`
//! contiguous chunks of near-equal size (a static schedule), runs them on the pool, and
//! returns the number of chunks; the generated code then combines the partial reductions of
//! chunks `0, 1, 2, ...` in that order. The partition depends only on the trip count and the
//! number of threads, so results are deterministic for a given `--threads`; with one thread
//! there is one chunk and the operation order is the sequential one.

use rayon::prelude::*;

/// Largest number of chunks one parallel loop is split into (bounds the partial-reduction
/// area the generated code reserves).
pub const MAX_CHUNKS: usize = 64;

/// An outlined parallel-loop body: `(captures, lo, hi, partial reductions, first chunk?)`.
pub type Body = unsafe extern "C" fn(*const u8, i64, i64, *mut u64, i64);

/// A thread pool of a fixed size (no pool for one thread: chunks run on the caller).
pub struct Pool {
    pool: Option<rayon::ThreadPool>,
    threads: usize,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pool({} threads)", self.threads)
    }
}

impl Pool {
    /// A pool of `threads` threads (at least 1).
    pub fn new(threads: usize) -> Result<Pool, String> {
        let threads = threads.max(1);
        let pool = if threads > 1 {
            Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .thread_name(|i| format!("tessera-worker-{i}"))
                    .stack_size(64 << 20)
                    .build()
                    .map_err(|e| e.to_string())?,
            )
        } else {
            None
        };
        Ok(Pool { pool, threads })
    }

    /// The number of threads.
    pub fn threads(&self) -> usize {
        self.threads
    }
}

/// The chunks of `n` iterations over `chunks` workers: `[start, end)` in iteration numbers.
pub fn chunk_bounds(n: u64, chunks: u64, c: u64) -> (u64, u64) {
    let lo = (u128::from(n) * u128::from(c) / u128::from(chunks)) as u64;
    let hi = (u128::from(n) * u128::from(c + 1) / u128::from(chunks)) as u64;
    (lo, hi)
}

/// Runs `body` over `lb .. ub` by `step` on `pool`; returns the number of chunks run (0 when
/// the range is empty). `partials` must have room for `MAX_CHUNKS * slots` words.
///
/// # Safety
/// `pool` must point to a live [`Pool`]; `body`, `ctx` and `partials` must be valid for the
/// outlined loop (as the JIT generates them).
pub unsafe extern "C" fn rt_parallel(
    pool: *const Pool,
    body: Body,
    ctx: *const u8,
    lb: i64,
    ub: i64,
    step: i64,
    slots: i64,
    partials: *mut u64,
) -> i64 {
    if ub <= lb || step <= 0 {
        return 0;
    }
    let span = (i128::from(ub) - i128::from(lb)) as u128;
    let n = span.div_ceil(step as u128) as u64;
    let Some(pool) = pool.as_ref() else {
        return 0;
    };
    let chunks = (pool.threads as u64).min(n).min(MAX_CHUNKS as u64).max(1);
    let slots = usize::try_from(slots).unwrap_or(0);
    let bounds = |c: u64| {
        let (s, e) = chunk_bounds(n, chunks, c);
        let lo = i128::from(lb) + i128::from(s) * i128::from(step);
        let hi = if c + 1 == chunks {
            i128::from(ub)
        } else {
            i128::from(lb) + i128::from(e) * i128::from(step)
        };
        (lo as i64, hi as i64)
    };
    let (ctx_a, part_a) = (ctx as usize, partials as usize);
    let run = move |c: u64| {
        let (lo, hi) = bounds(c);
        let part = (part_a as *mut u64).add(c as usize * slots);
        body(ctx_a as *const u8, lo, hi, part, i64::from(c == 0));
    };
    match &pool.pool {
        Some(p) if chunks > 1 => p.install(|| (0..chunks).into_par_iter().for_each(run)),
        _ => (0..chunks).for_each(run),
    }
    chunks as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_range_exactly() {
        for n in 0..50u64 {
            for k in 1..9u64 {
                let mut next = 0;
                for c in 0..k {
                    let (lo, hi) = chunk_bounds(n, k, c);
                    assert_eq!(lo, next);
                    assert!(hi >= lo);
                    next = hi;
                }
                assert_eq!(next, n);
            }
        }
    }

    unsafe extern "C" fn sum_body(ctx: *const u8, lo: i64, hi: i64, part: *mut u64, _f: i64) {
        let step = *(ctx as *const i64);
        let mut s = 0i64;
        let mut i = lo;
        while i < hi {
            s += i;
            i += step;
        }
        *part = s as u64;
    }

    #[test]
    fn parallel_sum_matches_sequential() {
        for threads in [1usize, 2, 3, 7] {
            let pool = Pool::new(threads).unwrap();
            let step = 3i64;
            let mut parts = vec![0u64; MAX_CHUNKS];
            let c = unsafe {
                rt_parallel(
                    &pool,
                    sum_body,
                    (&step as *const i64).cast(),
                    -5,
                    100,
                    step,
                    1,
                    parts.as_mut_ptr(),
                )
            };
            let total: i64 = parts[..c as usize].iter().map(|&p| p as i64).sum();
            assert_eq!(total, (-5..100).step_by(3).sum::<i64>());
            assert_eq!(c as usize, threads.min(35));
        }
    }
}
