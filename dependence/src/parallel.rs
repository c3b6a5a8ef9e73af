//! The pair jobs of an analysis on the available cores: a shared counter hands the jobs out
//! (`par_map`, `par_chunks`), or, under a work limit, a ledger gives each job its allowance
//! in a fixed order (`solve_limited`), so that the answers do not depend on timing.

/// Jobs in flight under a work limit ([`crate::Options::work_limit`]): a job's allowance is
/// computed from the work of the jobs at least this far before it in the fixed order, so it
/// does not depend on the number of cores or on timing.
pub const LAG: usize = 128;

/// The number of threads parallel work is split over: the available cores, at most 8
/// (asked once per process: the question reads the scheduler affinity and cgroup quota, a
/// cost every small analysis of a pass paid again).
pub(crate) fn worker_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 8)
    })
}

/// `f(item, allowance)` of every item on the available cores, with a total work limit:
/// results (answers and units used) in item order. Item `j`'s allowance is
/// `(limit - S_j) / LAG`, where `S_j` is the work used by the items before `j - LAG` plus the
/// allowances of the items from `j - LAG` to `j - 1`; as no item uses more than its
/// allowance, `S` never exceeds the limit, and neither does the total. Item `j` starts once
/// every item before `j - LAG` is done (the work it needs is known), which with [`LAG`] far
/// above the number of cores rarely waits.
pub(crate) fn solve_limited<T: Sync, R: Send>(
    items: &[T],
    limit: u64,
    f: impl Fn(&T, u64) -> (R, u64) + Sync,
) -> Vec<Option<(R, u64)>> {
    struct Ledger {
        /// The next item to hand out.
        next: usize,
        /// Allowances of the items handed out.
        allow: Vec<u64>,
        /// Units used by each finished item.
        used: Vec<Option<u64>>,
        /// `before[i]`: the work of the items before `i`, known for every `i` up to the first
        /// unfinished item.
        before: Vec<u64>,
    }
    let n = items.len();
    let ledger = std::sync::Mutex::new(Ledger {
        next: 0,
        allow: Vec::with_capacity(n),
        used: vec![None; n],
        before: vec![0],
    });
    let wake = std::sync::Condvar::new();
    // The next item and its allowance, once the items before `next - LAG` are done.
    let take = || -> Option<(usize, u64)> {
        let mut g = ledger.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let j = g.next;
            if j >= n {
                return None;
            }
            let old = j.saturating_sub(LAG);
            if let Some(&used) = g.before.get(old) {
                let spent = g.allow[old..j]
                    .iter()
                    .fold(used, |s, &a| s.saturating_add(a));
                let a = limit.saturating_sub(spent) / LAG as u64;
                g.allow.push(a);
                g.next += 1;
                return Some((j, a));
            }
            g = wake.wait(g).unwrap_or_else(|e| e.into_inner());
        }
    };
    let finish = |j: usize, u: u64| {
        let mut g = ledger.lock().unwrap_or_else(|e| e.into_inner());
        g.used[j] = Some(u);
        loop {
            let k = g.before.len() - 1;
            let Some(u) = g.used.get(k).copied().flatten() else {
                break;
            };
            let b = g.before[k].saturating_add(u);
            g.before.push(b);
        }
        wake.notify_all();
    };
    let run = || -> Vec<(usize, (R, u64))> {
        let mut out = Vec::new();
        while let Some((j, a)) = take() {
            // A panic must not leave the items after it waiting: the item counts as having
            // used its whole allowance and gets no result.
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&items[j], a)));
            match r {
                Ok((r, u)) => {
                    let u = u.min(a);
                    finish(j, u);
                    out.push((j, (r, u)));
                }
                Err(_) => finish(j, a),
            }
        }
        out
    };
    let threads = worker_threads().min(n.max(1));
    let mut slots: Vec<Option<(R, u64)>> = (0..n).map(|_| None).collect();
    let mut fill = |rs: Vec<(usize, (R, u64))>| {
        for (j, r) in rs {
            slots[j] = Some(r);
        }
    };
    if threads == 1 {
        fill(run());
    } else {
        std::thread::scope(|sc| {
            let handles: Vec<_> = (0..threads).map(|_| sc.spawn(run)).collect();
            for h in handles {
                if let Ok(rs) = h.join() {
                    fill(rs);
                }
            }
        });
    }
    slots
}

/// `f` of every item, on the available cores (items handed out from a shared counter);
/// results in item order.
pub(crate) fn par_map<T: Sync, R: Send + Clone>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = worker_threads();
    if threads == 1 || items.len() < 16 {
        return items.iter().map(&f).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (next, f) = (&next, &f);
    let mut out: Vec<Option<R>> = vec![None; items.len()];
    std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                sc.spawn(move || {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(x) = items.get(i) else { break };
                        done.push((i, f(x)));
                    }
                    done
                })
            })
            .collect();
        for h in handles {
            if let Ok(rs) = h.join() {
                for (i, r) in rs {
                    out[i] = Some(r);
                }
            }
        }
    });
    // An item whose thread failed is computed here.
    out.into_iter()
        .zip(items)
        .map(|(r, x)| r.unwrap_or_else(|| f(x)))
        .collect()
}

/// `f` of every item, on the available cores in contiguous chunks (for many cheap items);
/// results in item order.
pub(crate) fn par_chunks<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = worker_threads();
    if threads == 1 || items.len() < 256 {
        return items.iter().map(&f).collect();
    }
    let size = items.len().div_ceil(threads);
    let f = &f;
    let parts: Vec<Option<Vec<R>>> = std::thread::scope(|sc| {
        let handles: Vec<_> = items
            .chunks(size)
            .map(|c| sc.spawn(move || c.iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles.into_iter().map(|h| h.join().ok()).collect()
    });
    parts
        .into_iter()
        .zip(items.chunks(size))
        // A chunk whose thread failed is computed here.
        .flat_map(|(p, c)| p.unwrap_or_else(|| c.iter().map(f).collect()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Item `i` needs `need(i)` units and uses `min(allowance, need(i))`.
    fn need(i: usize) -> u64 {
        [0, 5, 1_000, 40, 7_000_000, 3, 250_000][i % 7] + (i as u64 % 11) * 13
    }

    /// The allowances [`solve_limited`] must give, computed one item after another.
    fn sequential(n: usize, limit: u64) -> Vec<u64> {
        let mut allow: Vec<u64> = Vec::new();
        let mut used: Vec<u64> = Vec::new();
        for j in 0..n {
            let old = j.saturating_sub(LAG);
            let spent: u64 = used[..old].iter().sum::<u64>() + allow[old..j].iter().sum::<u64>();
            let a = limit.saturating_sub(spent) / LAG as u64;
            allow.push(a);
            used.push(a.min(need(j)));
        }
        allow
    }

    #[test]
    fn limited_allowances_follow_the_order_and_the_total_stays_within_the_limit() {
        let items: Vec<usize> = (0..1_000).collect();
        for limit in [0, 1, 10_000, 3_000_000, 100_000_000, u64::MAX / 2] {
            let expect = sequential(items.len(), limit);
            for _ in 0..3 {
                let got = solve_limited(&items, limit, |&i, a| {
                    // Uneven work, so that the threads finish out of order.
                    if i % 5 == 0 {
                        std::thread::yield_now();
                    }
                    (a, a.min(need(i)))
                });
                let got: Vec<(u64, u64)> = got.into_iter().map(|r| r.expect("result")).collect();
                let allow: Vec<u64> = got.iter().map(|r| r.0).collect();
                assert_eq!(allow, expect, "limit {limit}");
                let total: u64 = got.iter().map(|r| r.1).sum();
                assert!(total <= limit, "{total} > {limit}");
            }
        }
    }

    #[test]
    fn a_panicking_item_does_not_stop_the_others() {
        let items: Vec<usize> = (0..3 * LAG).collect();
        let got = solve_limited(&items, 1_000_000_000, |&i, a| {
            assert!(i != 5, "item 5 fails");
            (i, a.min(10))
        });
        assert!(got[5].is_none());
        assert_eq!(got.iter().filter(|r| r.is_some()).count(), items.len() - 1);
    }
}
