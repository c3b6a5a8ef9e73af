//! Random pass pipelines for the property tests: an option generator per registered
//! transformation pass (MLIR option syntax) and the seeded choice of a pipeline of 3-5 passes.

use tessera::transforms::registry::lookup;

use super::{Elem, Rng};

/// An option generator: `(key, value)` pairs (`None` for a bare flag).
pub type OptGen = fn(&mut Rng, Elem) -> Vec<(&'static str, Option<String>)>;

fn list(rng: &mut Rng, n: i64, lo: i64, hi: i64) -> String {
    (0..n)
        .map(|_| rng.range(lo, hi).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn permutation(rng: &mut Rng, n: usize) -> String {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = rng.range(0, i as i64) as usize;
        p.swap(i, j);
    }
    p.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn flag(rng: &mut Rng, p: u64) -> Option<String> {
    Some(if rng.chance(p) { "true" } else { "false" }.to_string())
}

/// Every transformation pass the test knows, with its options as mlir-opt spells them (and the
/// tessera-only ones of the issue). Entries for passes not in the registry are skipped.
pub const TABLE: &[(&str, OptGen)] = &[
    ("affine-loop-tile", |r, _| match r.range(0, 4) {
        0 => vec![("tile-size", Some(r.range(1, 5).to_string()))],
        1 => {
            let n = r.range(1, 3);
            vec![("tile-sizes", Some(list(r, n, 1, 5)))]
        }
        2 => vec![("cache-size", Some(r.range(1, 64).to_string()))],
        3 => vec![
            ("tile-size", Some(r.range(2, 4).to_string())),
            ("separate", None),
        ],
        _ => vec![],
    }),
    ("affine-loop-permute", |r, _| {
        let n = r.range(2, 3) as usize;
        vec![("permutation", Some(permutation(r, n)))]
    }),
    ("affine-loop-interchange", |_, _| vec![]),
    ("test-loop-permutation", |r, _| {
        let n = r.range(2, 3) as usize;
        vec![("permutation-map", Some(permutation(r, n)))]
    }),
    ("affine-loop-skew", |r, _| {
        let n = r.range(1, 2);
        vec![("factors", Some(list(r, n, -1, 2)))]
    }),
    ("affine-loop-reverse", |r, _| {
        vec![("depth", Some(r.range(0, 2).to_string()))]
    }),
    ("affine-loop-unroll-jam", |r, _| {
        vec![("unroll-jam-factor", Some(r.range(2, 4).to_string()))]
    }),
    ("affine-parallelize", |r, e| {
        let mut o = vec![("max-nested", Some(r.range(1, 3).to_string()))];
        if !e.is_float() {
            o.push(("parallel-reductions", flag(r, 60)));
        } else {
            o.push(("parallel-reductions", Some("false".into())));
        }
        o.push(("privatize", flag(r, 50)));
        o
    }),
    ("affine-loop-unroll", |r, _| match r.range(0, 3) {
        0 => vec![("unroll-factor", Some(r.range(2, 5).to_string()))],
        1 => vec![("unroll-full", None)],
        2 => vec![
            ("unroll-full", None),
            ("unroll-full-threshold", Some(r.range(1, 8).to_string())),
        ],
        _ => vec![
            ("unroll-factor", Some(r.range(2, 5).to_string())),
            ("unroll-up-to-factor", None),
        ],
    }),
    ("affine-loop-normalize", |r, _| {
        if r.chance(50) {
            vec![("promote-single-iter", None)]
        } else {
            vec![]
        }
    }),
    ("affine-loop-invariant-code-motion", |_, _| vec![]),
    ("affine-scalrep", |_, _| vec![]),
    ("affine-simplify-structures", |_, _| vec![]),
    ("affine-loop-fusion", |r, _| {
        let mut o = vec![(
            "mode",
            Some(r.pick(&["greedy", "producer", "sibling"]).to_string()),
        )];
        if r.chance(30) {
            o.push(("maximal", None));
        }
        if r.chance(30) {
            o.push(("compute-tolerance", Some(format!("0.{}", r.range(0, 9)))));
        }
        o
    }),
    ("affine-loop-distribute", |_, _| vec![]),
    ("affine-matmul-opt", |r, _| {
        let vw = *r.pick(&[1i64, 2, 4]);
        let mr = r.range(1, 4);
        let nr = vw * r.range(1, 2);
        vec![
            ("mr", Some(mr.to_string())),
            ("nr", Some(nr.to_string())),
            ("vector-width", Some(vw.to_string())),
            ("kc", Some(r.range(1, 6).to_string())),
            ("mc", Some((mr * r.range(1, 3)).to_string())),
            ("nc", Some((nr * r.range(1, 3)).to_string())),
            ("parallel", flag(r, 50)),
        ]
    }),
    ("affine-optimize", |r, _| {
        vec![
            ("contractions", flag(r, 70)),
            ("parallel", flag(r, 50)),
            ("tile-sizes", Some(r.range(2, 5).to_string())),
            ("tile-model", flag(r, 50)),
            ("diamond", flag(r, 30)),
            (
                "second-level",
                Some(r.pick(&["off", "on", "model"]).to_string()),
            ),
            ("second-level-ratios", Some(r.range(1, 4).to_string())),
            ("unroll-jam", Some(r.pick(&["1", "2", "4"]).to_string())),
            ("full-tiles", flag(r, 50)),
            ("intra-tile", flag(r, 50)),
            ("fuse", Some(r.pick(&["none", "smart", "max"]).to_string())),
        ]
    }),
];

/// The passes of `TABLE` present in the registry, in table order.
pub fn available() -> Vec<(&'static str, OptGen)> {
    TABLE
        .iter()
        .filter(|(n, _)| lookup(n).is_some())
        .copied()
        .collect()
}

/// Options text for `name`, keeping only the options the registered pass declares.
pub fn options_text(name: &str, opts: Vec<(&'static str, Option<String>)>) -> String {
    let known = lookup(name).map(|i| i.options).unwrap_or(&[]);
    let kept: Vec<String> = opts
        .into_iter()
        .filter(|(k, _)| known.iter().any(|d| d.name == *k))
        .map(|(k, v)| match v {
            Some(v) => format!("{k}={v}"),
            None => k.to_string(),
        })
        .collect();
    if kept.is_empty() {
        String::new()
    } else {
        format!("{{{}}}", kept.join(" "))
    }
}

/// The pipeline for `seed` (its first pass cycles through the available passes so that a
/// few cases exercise them all), as MLIR pipeline text, or `None` if no transformation pass is
/// registered.
pub fn random_pipeline(seed: u64, elem: Elem) -> Option<String> {
    let avail = available();
    if avail.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed ^ 0x5eed_0f9a);
    let n = rng.range(3, 5) as usize;
    let mut parts = vec![];
    for k in 0..n {
        let (name, gen) = if k == 0 {
            avail[(seed % avail.len() as u64) as usize]
        } else {
            *rng.pick(&avail)
        };
        let o = gen(&mut rng, elem);
        parts.push(format!("{name}{}", options_text(name, o)));
    }
    if lookup("lower-affine").is_some() && rng.chance(15) {
        parts.push("lower-affine".to_string());
    }
    Some(format!("builtin.module(func.func({}))", parts.join(", ")))
}
