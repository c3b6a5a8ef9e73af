//! Parallel loops per group of statements (`transforms::schedule::scan_parallel`): statements
//! a scalar dimension separates get their own parallel loops, decided over the dependences
//! among themselves.
//!
//! - By hand: a reduction into one cell beside an element-wise copy. The reduction carries a
//!   dependence along every loop, so no scan dim is parallel for both statements; the copy's
//!   own loops are separated from the reduction's by the scalar dimension that orders them,
//!   and its outermost loop is parallel (no two instances touch a common cell).
//! - gramschmidt (SMALL): the updates of `R` and `A` for one `k` are separated
//!   from the norm's reduction and get parallel loops at a dim the norm keeps sequential.
//! - Both run identically with the parallel loops forward, reversed and shuffled.

use crate::schedule_common;
use schedule_common::{corpus_path, load, modelled, run, same_in_every_order, scheduled};

use tessera::codegen::interp::ParallelOrder;
use tessera::ir::Registry;
use tessera::polyhedral::budget::Budget;
use tessera::transforms::pass::functions;
use tessera::transforms::schedule::driver::{plan, schedule_region_planned, AutoOptions, Planned};
use tessera::transforms::schedule::model::find_regions;
use tessera::transforms::schedule::pluto::Fuse;
use tessera::transforms::schedule::verify::dim_parallel;

const SUM_AND_COPY: &str = r#"
func.func @main(%A: memref<40x40xf64>, %B: memref<40x40xf64>, %s: memref<1xf64>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      %t = affine.load %s[0] : memref<1xf64>
      %u = arith.addf %t, %a : f64
      affine.store %u, %s[0] : memref<1xf64>
    }
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      %d = arith.addf %a, %a : f64
      affine.store %d, %B[%i, %j] : memref<40x40xf64>
    }
  }
  return
}
"#;

#[test]
fn a_copy_beside_a_reduction_gets_its_own_parallel_loop() {
    let (m, scop) = modelled(SUM_AND_COPY);
    let mut budget = Budget::new(40_000_000);
    assert_eq!(scop.stmts.len(), 2);
    let mut o = AutoOptions::default();
    o.tile.sizes = vec![8];
    // Unfused, so that a scalar dimension orders the two nests (fused, they would share
    // every loop and no loop would be parallel for both).
    o.pluto.fuse = Fuse::None;
    let (_, scan) = plan(&scop, &o, &mut budget).unwrap();
    let nd = scan.maps[0].dims.len();
    // No loop dim is parallel for both statements: the reduction carries along every loop.
    let constant =
        |r: &Vec<tessera::polyhedral::int::Int>| r[..r.len() - 1].iter().all(|x| x.is_zero());
    for k in (0..nd).filter(|&k| scan.maps.iter().any(|m| !constant(&m.dims[k]))) {
        assert_ne!(
            dim_parallel(&scop, &scan.maps, k, &mut budget),
            Some(true),
            "dim {k}"
        );
    }
    // The statements differ at a scalar dim (the one ordering them), so the copy's loops are
    // its own: one of them is parallel, the reduction's none.
    let (sum, copy) = (0, 1);
    assert!(
        scan.parallel_stmts[sum].iter().all(|&p| !p),
        "{:?}",
        scan.parallel_stmts
    );
    let k = scan.parallel_stmts[copy]
        .iter()
        .position(|&p| p)
        .expect("a parallel loop");
    assert_eq!(scan.parallel_stmts[copy].iter().filter(|&&p| p).count(), 1);
    assert!(
        (0..k).all(|d| constant(&scan.maps[copy].dims[d])),
        "the copy's outermost loop"
    );
    let scalar = (0..k).find(|&d| {
        scan.maps.iter().all(|m| constant(&m.dims[d]))
            && scan.maps[sum].dims[d] != scan.maps[copy].dims[d]
    });
    assert!(scalar.is_some(), "a scalar dim before {k} separates them");
    let before = run(&m, ParallelOrder::Forward).unwrap();
    let (t, printed) = scheduled(&m, "tile-sizes=8 fuse=none", "sum and copy");
    assert_eq!(printed.matches("affine.parallel").count(), 1, "{printed}");
    same_in_every_order(&before, &t, 3, "sum and copy", &printed);
}

#[test]
fn gramschmidt_updates_run_parallel_beside_the_norm() {
    // SMALL: there the scheduler keeps the norm, the normalisation and the two updates apart
    // (at MINI it fuses them with shifts).
    let reg = Registry::standard();
    let (corpus, dataset) = ("polybench", "small");
    let m = load(&corpus_path(corpus, dataset, "gramschmidt"));
    let what = format!("{corpus}/{dataset}/gramschmidt");
    // The kernel's region: some statement's loop is parallel at a dim no loop of all the
    // statements could be (the norm's reduction carries there).
    let func = functions(&m)
        .into_iter()
        .find(|&f| m.op(f).attr("sym_name").and_then(|x| x.as_str()) == Some("kernel_gramschmidt"))
        .unwrap();
    let (regions, _) = find_regions(&m, func);
    let mut c = m.clone();
    let (_, planned) = schedule_region_planned(&mut c, reg, &regions[0], &AutoOptions::default());
    let Planned { scop, scan, .. } = planned.expect("scheduled");
    let mut budget = Budget::new(40_000_000);
    let nd = scan.maps[0].dims.len();
    let own = (0..nd).any(|k| {
        scan.parallel_stmts.iter().any(|p| p[k])
            && dim_parallel(&scop, &scan.maps, k, &mut budget) != Some(true)
    });
    assert!(own, "{what}: {:?}", scan.parallel_stmts);
    let before = run(&m, ParallelOrder::Forward).unwrap();
    let (t, printed) = scheduled(&m, "", &what);
    same_in_every_order(&before, &t, 9, &what, &printed);
}
