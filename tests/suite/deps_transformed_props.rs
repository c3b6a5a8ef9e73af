//! Property test: the exact analysis on code the transformations write. Random small loop nests
//! (`dependence_common::random_program`: imperfect nests, steps, max/min bounds, `affine.if`
//! with else, floordiv/mod subscripts) go through a random pipeline — the automatic scheduler
//! with small tiles, skewing then tiling, rectangular tiling — which leaves tiled and skewed
//! nests with `max`/`min` bounds of `floordiv`/`ceildiv` terms, the shapes on which the integer
//! tests are hardest. On each transformed program:
//! - every verdict and every `[min, max]` component bound of the analysis equals the brute-force
//!   enumeration of its execution (`compare_with_oracle`);
//! - `carried::loop_carries`, the single question the C backend asks per innermost loop,
//!   agrees for every loop with the full analysis (a loop carries a dependence iff some pair of
//!   accesses inside it depends at its depth), which the first check ties to the oracle;
//! - no answer is "unknown": the work budgets are not what decides these small programs.
//!
//! Cases: `TESSERA_TRANSFORMED_CASES` (default 240; about 40% of the programs are changed by
//! their pipeline, the others are skipped).

use crate::dependence_common;

use dependence_common::{compare_with_oracle, random_program, Rng};
use tessera_dependence::access::{collect, CollectOptions};
use tessera_dependence::carried::{loop_carries, Carried};
use tessera_dependence::{analyze, DepthResult, Options};
use tessera_ir::{parse, print, PrintOptions, Registry};

const PIPELINES: &[&str] = &[
    "affine-auto-schedule{tile-sizes=2}",
    "affine-auto-schedule{tile-sizes=3,2}",
    "affine-loop-skew{factors=1},affine-loop-tile{tile-size=2}",
    "affine-loop-tile{tile-sizes=3,2}",
];

fn cases() -> u64 {
    std::env::var("TESSERA_TRANSFORMED_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(240)
}

/// The transformed program of case `seed` (its pipeline), or `None` when the pipeline left
/// the program as it was.
fn transformed(seed: u64) -> Option<(String, &'static str)> {
    let reg = Registry::standard();
    let src = random_program(seed, 5);
    let mut m = parse(&src, reg).expect("generated programs parse");
    let before = print(&m, reg, PrintOptions::default());
    let pipeline = PIPELINES[(Rng(seed.wrapping_add(7)).next() % PIPELINES.len() as u64) as usize];
    let p = tessera_transforms::parse_pipeline(pipeline).expect("pipeline parses");
    p.run(&mut m).ok()?;
    let after = print(&m, reg, PrintOptions::default());
    (after != before).then_some((after, pipeline))
}

/// Checks `loop_carries` for every loop of `src` against the full analysis.
fn check_carried(src: &str) -> Result<(), String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| e.render("input", src))?;
    let a = analyze(&m, reg, &Options::default()).map_err(|e| e.to_string())?;
    let accesses = collect(&m, reg, CollectOptions::default());
    for op in m.walk(m.top()) {
        if m.op(op).name != "affine.for" {
            continue;
        }
        let mut expected = false;
        for p in &a.pairs {
            let (sa, sb) = (&a.accesses[p.src], &a.accesses[p.dst]);
            if !m.is_ancestor(op, sa.op) || !m.is_ancestor(op, sb.op) {
                continue;
            }
            let Ok(ma) = &sa.model else {
                return Err("an access inside the loop is not modelled".into());
            };
            let Some(k) = ma.loops.iter().position(|l| l.op == op) else {
                return Err("the loop is not among the access's loops".into());
            };
            match p.depths.get(k) {
                Some(DepthResult::Dependent { .. }) => expected = true,
                Some(DepthResult::Independent) => {}
                other => return Err(format!("pair {} -> {}: {other:?}", p.src, p.dst)),
            }
        }
        let got = loop_carries(&m, &accesses, op, 0);
        let ok = match &got {
            Carried::No => !expected,
            Carried::Yes { .. } => expected,
            Carried::Unknown(_) => false,
        };
        if !ok {
            let pos = m.op(op).pos;
            return Err(format!(
                "loop at {pos:?}: loop_carries {got:?}, analysis carried = {expected}"
            ));
        }
    }
    Ok(())
}

#[test]
fn analysis_of_transformed_programs_matches_brute_force() {
    let (mut changed, mut divided, mut bounded) = (0, 0, 0);
    for seed in 0..cases() {
        let Some((src, pipeline)) = transformed(seed) else {
            continue;
        };
        changed += 1;
        divided += usize::from(src.contains("floordiv") || src.contains("ceildiv"));
        bounded += usize::from(src.contains("max ") && src.contains("min "));
        let bad = compare_with_oracle(&src, "f", &[])
            .unwrap_or_else(|e| panic!("seed {seed} ({pipeline}): {e}\n{src}"));
        assert!(
            bad.is_empty(),
            "seed {seed} ({pipeline}):\n{}\n{src}",
            bad.join("\n")
        );
        if let Err(e) = check_carried(&src) {
            panic!("seed {seed} ({pipeline}): {e}\n{src}");
        }
    }
    // The property says little unless many cases were actually transformed into the shapes
    // under test.
    assert!(
        changed * 3 >= cases() as usize && divided * 4 >= changed && bounded * 4 >= changed,
        "{changed} of {} programs transformed, {divided} with divisions, {bounded} with max/min \
         bounds",
        cases()
    );
}
