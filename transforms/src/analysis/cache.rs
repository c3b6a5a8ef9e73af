//! The analysis cache: [`FunctionDeps`], the dependence analysis of one function (or of one
//! nest of it), computed once per module version and reused by every question a pass asks and
//! by the next pass of a pipeline, until a rewrite changes the IR. (The scheduler builds its own
//! model; the C backend's `collect` is served by the shared access collections of
//! `tessera_dependence::access::collect_shared`.)
//!
//! Validity is exact: an entry records the [`Module::version`] it was computed on (equal
//! versions hold identical IR, ids included; every mutation takes a fresh version), so a hit
//! is always the analysis `analyze` would return now. A pass that rewrites one nest states
//! what it preserved with [`rewrote`]: the analyses restricted to the other nests of the
//! function are carried over to the new version instead of being recomputed (the tile pass
//! asks for every band's analysis up front with [`prefetch`], on one shared collection of the
//! module's accesses, and then rewrites band after band). [`FunctionDeps`] borrows the
//! module: a rewrite needs `&mut Module`, so an analysis cannot outlive the IR it describes
//! (using it after a rewrite does not compile).

use std::cell::RefCell;
use std::rc::Rc;

use tessera_dependence::access::{collect_within, CollectOptions};
use tessera_dependence::analysis::{analyze_accesses, FxMap};
use tessera_dependence::{analyze, Analysis, Options};
use tessera_ir::{Module, OpId, Registry};

use crate::error::TransformError;
use crate::loops::function_name;

/// The dependence analysis of one function, tied to the module state it was computed on:
/// the verdict of every pair at every depth and a witness of each dependent one, without the
/// distance bounds (`Options::bounds` off; no pass reads them, and they are most of the work).
pub struct FunctionDeps<'m> {
    /// The module (borrowed for as long as the analysis lives).
    pub m: &'m Module,
    /// The analysis (accesses of the whole module, pairs of this function).
    pub a: Rc<Analysis>,
}

/// An analysis computed on this thread, with what it was computed on: the registry, the
/// function, the nest it is restricted to, and the module's [`Module::version`] (equal
/// versions hold identical IR, ids included; every rewrite, even one that rebuilds identical
/// text with new ids, takes a new version). Passes ask about one band after another of a
/// function they leave unchanged (every refusal, every band already done elsewhere), and the
/// next pass of a pipeline asks again about a function the previous one did not change: the
/// analysis is then reused instead of recomputed, and a hit is always the analysis `analyze`
/// would return now.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    reg: *const Registry,
    func: OpId,
    within: Option<OpId>,
    version: u64,
}

/// How many analyses the cache keeps (a function's nests, on the last module versions): past
/// this, the entries of other versions than the one being stored are dropped first.
const CACHED_KEPT: usize = 4096;

/// How many module versions the cache keeps analyses of (each analysis holds its version's
/// collection of accesses; a pass that analyses scratch copies one after another makes a
/// version per copy): past this, the oldest version's entries go.
const VERSIONS_KEPT: usize = 8;

/// The cached analyses, and the versions they belong to, oldest first.
#[derive(Default)]
struct Cache {
    entries: FxMap<Key, Rc<Analysis>>,
    versions: std::collections::VecDeque<u64>,
}

impl Cache {
    fn insert(&mut self, key: Key, a: Rc<Analysis>) {
        if !self.versions.contains(&key.version) {
            if self.versions.len() >= VERSIONS_KEPT {
                if let Some(old) = self.versions.pop_front() {
                    self.entries.retain(|k, _| k.version != old);
                }
            }
            self.versions.push_back(key.version);
        }
        if self.entries.len() >= CACHED_KEPT {
            self.entries.retain(|k, _| k.version == key.version);
            if self.entries.len() >= CACHED_KEPT {
                self.entries.clear();
            }
        }
        self.entries.insert(key, a);
    }
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

impl<'m> FunctionDeps<'m> {
    /// Analyses the pairs of accesses of `func` (exactly, or with explicit unknowns).
    pub fn new(
        m: &'m Module,
        reg: &Registry,
        func: OpId,
    ) -> Result<FunctionDeps<'m>, TransformError> {
        FunctionDeps::within(m, reg, func, None)
    }

    /// [`FunctionDeps::new`] restricted to the pairs of accesses nested in `nest` (when
    /// given): all a transformation of that nest needs, at the cost of the nest rather than
    /// the function.
    pub fn within(
        m: &'m Module,
        reg: &Registry,
        func: OpId,
        nest: Option<OpId>,
    ) -> Result<FunctionDeps<'m>, TransformError> {
        let key = Key {
            reg,
            func,
            within: nest,
            version: m.version(),
        };
        let hit = CACHE.with(|c| c.borrow().entries.get(&key).map(Rc::clone));
        if let Some(a) = hit {
            return Ok(FunctionDeps { m, a });
        }
        let a = Rc::new(analysis(m, func, || {
            analyze(m, reg, &options(m, func, nest))
        })?);
        CACHE.with(|c| {
            c.borrow_mut().insert(key, Rc::clone(&a));
        });
        Ok(FunctionDeps { m, a })
    }

    /// The verdicts of the pairs nested in `nest` computed from the accesses of that nest
    /// alone (not cached): for a nest rewritten only to ask legality questions about it (a
    /// trial copy), at the cost of the nest instead of a collection of the whole module. The
    /// analysis' access indices count within the nest.
    pub fn nest_alone(
        m: &'m Module,
        reg: &Registry,
        func: OpId,
        nest: OpId,
    ) -> Result<FunctionDeps<'m>, TransformError> {
        let accesses = collect_within(m, reg, CollectOptions::default(), nest);
        let a = analysis(m, func, || {
            let opts = options(m, func, Some(nest));
            analyze_accesses(m, reg, &opts, std::sync::Arc::new(accesses))
        })?;
        Ok(FunctionDeps { m, a: Rc::new(a) })
    }
}

/// What the passes' analyses ask: the pairs of `func` (of `nest` when given), verdicts and
/// witnesses without distance bounds (see [`FunctionDeps`]).
fn options(m: &Module, func: OpId, nest: Option<OpId>) -> Options {
    Options {
        function: function_name(m, func),
        within: nest,
        bounds: false,
        ..Options::default()
    }
}

/// Runs `run`, its error located at `func`.
fn analysis(
    m: &Module,
    func: OpId,
    run: impl FnOnce() -> tessera_dependence::DepResult<Analysis>,
) -> Result<Analysis, TransformError> {
    run()
        .map_err(|e| TransformError::at(m.op(func).pos, format!("dependence analysis failed: {e}")))
}

/// A function's dependence analysis computed on first use, for a pass that asks most loops a
/// cheaper question first ([`tessera_dependence::carried::loop_carries`]) and needs the whole
/// analysis only for some; borrows the module as [`FunctionDeps`] does.
pub struct LazyDeps<'m> {
    m: &'m Module,
    reg: &'m Registry,
    func: OpId,
    fd: Option<FunctionDeps<'m>>,
}

impl<'m> LazyDeps<'m> {
    /// Nothing computed yet.
    pub fn new(m: &'m Module, reg: &'m Registry, func: OpId) -> LazyDeps<'m> {
        LazyDeps {
            m,
            reg,
            func,
            fd: None,
        }
    }

    /// The analysis of the function, computed on the first call.
    pub fn get(&mut self) -> Result<&FunctionDeps<'m>, TransformError> {
        let fd = match self.fd.take() {
            Some(fd) => fd,
            None => FunctionDeps::new(self.m, self.reg, self.func)?,
        };
        Ok(self.fd.insert(fd))
    }
}

/// Computes (or finds) the analyses restricted to each nest of `nests` (ops of `func`) on the
/// current module version, so that a pass rewriting them one after another finds the others'
/// analyses carried over by [`rewrote`] instead of recomputing them on every new version.
pub fn prefetch(
    m: &Module,
    reg: &Registry,
    func: OpId,
    nests: &[OpId],
) -> Result<(), TransformError> {
    for &n in nests {
        FunctionDeps::within(m, reg, func, Some(n))?;
    }
    Ok(())
}

/// Declares that the module went from version `before` to `m` by a rewrite that changed only
/// the subtrees of the ops `changed` (replacing them, or inserting ops beside them whose
/// results are used only inside them): the analyses of version `before` restricted to a nest
/// of the same function that is neither inside nor around a changed op, and is still in the
/// function, describe that nest exactly as before (its ops, its enclosing loops and the values
/// it uses are untouched, and its pairs are all inside it) and are carried over to the new
/// version. Function-wide analyses and those of changed nests are not.
pub fn rewrote(before: u64, m: &Module, func: OpId, changed: &[OpId]) {
    let now = m.version();
    if now == before {
        return;
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let carried: Vec<Key> = c
            .entries
            .keys()
            .filter(|k| {
                k.version == before
                    && k.func == func
                    && k.within.is_some_and(|n| {
                        m.is_ancestor(func, n)
                            && changed
                                .iter()
                                .all(|&x| !m.is_ancestor(x, n) && !m.is_ancestor(n, x))
                    })
            })
            .copied()
            .collect();
        // Moved, not copied: the old version's IR is gone from this module.
        for k in carried {
            if let Some(a) = c.entries.remove(&k) {
                c.insert(Key { version: now, ..k }, a);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::outermost_loops;
    use tessera_ir::builder::erase_op;
    use tessera_ir::parse;

    /// The thread's cached analysis is used only for the very module state it was computed
    /// on: a rewrite, or the same text rebuilt with other ids, gets a fresh analysis.
    #[test]
    fn the_cached_analysis_follows_the_module() {
        let reg = Registry::standard();
        let src = "func.func @f(%A: memref<10xf64>) {
  affine.for %i = 1 to 10 {
    %v = affine.load %A[%i - 1] : memref<10xf64>
    affine.store %v, %A[%i] : memref<10xf64>
  }
  affine.for %j = 0 to 10 {
    %w = affine.load %A[%j] : memref<10xf64>
    affine.store %w, %A[%j] : memref<10xf64>
  }
  return
}";
        let mut m = parse(src, reg).unwrap();
        let func = m
            .walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).name == "func.func")
            .unwrap();
        let pairs = |m: &Module| FunctionDeps::new(m, reg, func).unwrap().a.pairs.len();
        let first = FunctionDeps::new(&m, reg, func).unwrap().a;
        let again = FunctionDeps::new(&m, reg, func).unwrap().a;
        assert!(
            Rc::ptr_eq(&first, &again),
            "same state: the cached analysis"
        );
        let n = pairs(&m);
        // Erase the second nest: its pairs go.
        let body = m.region(m.op(func).regions[0]).blocks[0];
        let second = m.block(body).ops[1];
        erase_op(&mut m, second);
        let after = FunctionDeps::new(&m, reg, func).unwrap().a;
        assert!(!Rc::ptr_eq(&first, &after));
        assert!(
            after.pairs.len() < n,
            "{} pairs, {n} before",
            after.pairs.len()
        );
        // A clone of the module has the same ids and contents: the same answers.
        let copy = m.clone();
        assert_eq!(pairs(&copy), after.pairs.len());
    }

    const SRC: &str = "func.func @f(%A: memref<64xf32>, %B: memref<64xf32>) {
  affine.for %i = 1 to 64 {
    %v = affine.load %A[%i - 1] : memref<64xf32>
    affine.store %v, %A[%i] : memref<64xf32>
  }
  affine.for %j = 0 to 64 {
    affine.for %k = 0 to 64 {
      %w = affine.load %B[%k] : memref<64xf32>
      affine.store %w, %B[%j] : memref<64xf32>
    }
  }
  return
}
";

    fn fresh(m: &Module, reg: &Registry, func: OpId, n: OpId) -> Analysis {
        analyze(m, reg, &options(m, func, Some(n))).unwrap()
    }

    #[test]
    fn hits_are_exact_and_rewrites_carry_only_untouched_nests() {
        let reg = Registry::standard();
        let mut m = parse(SRC, reg).unwrap();
        let func = m.block(m.region(m.op(m.top()).regions[0]).blocks[0]).ops[0];
        let nests = outermost_loops(&m, func);
        assert_eq!(nests.len(), 2);
        prefetch(&m, reg, func, &nests).unwrap();
        let first = FunctionDeps::within(&m, reg, func, Some(nests[1]))
            .unwrap()
            .a;
        // A second question on the same version is a hit, equal to a fresh analysis.
        let again = FunctionDeps::within(&m, reg, func, Some(nests[1]))
            .unwrap()
            .a;
        assert!(Rc::ptr_eq(&first, &again));
        assert_eq!(
            again.pairs.len(),
            fresh(&m, reg, func, nests[1]).pairs.len()
        );
        // A mutation of the first nest (as a rewrite of it would): the second nest's
        // analysis is carried over, and equals a fresh one.
        let before = m.version();
        m.op_mut(nests[0]);
        assert_ne!(m.version(), before);
        rewrote(before, &m, func, &[nests[0]]);
        let carried = FunctionDeps::within(&m, reg, func, Some(nests[1]))
            .unwrap()
            .a;
        assert!(Rc::ptr_eq(&first, &carried));
        let want = fresh(&m, reg, func, nests[1]);
        assert_eq!(carried.pairs.len(), want.pairs.len());
        for p in &want.pairs {
            let q = carried.pair(p.src, p.dst).expect("same pairs");
            assert_eq!(format!("{:?}", q.depths), format!("{:?}", p.depths));
        }
        // The rewritten nest's own analysis is not carried: it is recomputed.
        let old = Rc::clone(
            &FunctionDeps::within(&m, reg, func, Some(nests[0]))
                .unwrap()
                .a,
        );
        let before = m.version();
        m.op_mut(nests[0]);
        rewrote(before, &m, func, &[nests[0]]);
        let now = FunctionDeps::within(&m, reg, func, Some(nests[0]))
            .unwrap()
            .a;
        assert!(!Rc::ptr_eq(&old, &now));
        // Without a statement of what was preserved, nothing is reused after a mutation.
        let before = FunctionDeps::within(&m, reg, func, Some(nests[1]))
            .unwrap()
            .a;
        m.op_mut(nests[1]);
        let after = FunctionDeps::within(&m, reg, func, Some(nests[1]))
            .unwrap()
            .a;
        assert!(!Rc::ptr_eq(&before, &after));
    }
}
