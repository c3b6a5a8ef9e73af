//! linalg-promote: promotion of hand-tiled matmuls keeps the interpreter results; overlapping
//! views are refused with a witness cell that lies in both views, and forcing that promotion
//! changes the results; on random generics over subviews, promotion is applied exactly when
//! enumerating the views' cells finds no overlap.

use crate::linalg_generic_common;

use std::collections::HashSet;

use tessera::ir::OpId;
use tessera::transforms::linalg::promote;
use tessera::transforms::refusal::Outcome;

use linalg_generic_common::*;

// ----- promotion ------------------------------------------------------------------------------

const TILED: &str = r#"
func.func @tiled(%A: memref<8x6xf32>, %B: memref<6x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    affine.for %j = 0 to 8 step 4 {
      %a = memref.subview %A[%i, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      %b = memref.subview %B[0, %j] [6, 4] [1, 1] : memref<6x8xf32> to memref<6x4xf32, strided<[8, 1], offset: ?>>
      %c = memref.subview %C[%i, %j] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
      linalg.matmul ins(%a, %b : memref<4x6xf32, strided<[6, 1], offset: ?>>, memref<6x4xf32, strided<[8, 1], offset: ?>>) outs(%c : memref<4x4xf32, strided<[8, 1], offset: ?>>)
    }
  }
  return
}
func.func @shift(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    %x = memref.subview %C[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %y = memref.subview %C[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %z = memref.subview %C[0, 4] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    linalg.copy ins(%x : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%z : memref<4x4xf32, strided<[8, 1], offset: 4>>)
    linalg.copy ins(%x : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<4x4xf32, strided<[8, 1], offset: ?>>)
  }
  return
}
func.func @disjoint(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 4 step 2 {
    %x = memref.subview %C[%i, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    %j = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %y = memref.subview %C[%j, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<2x8xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<2x8xf32, strided<[8, 1], offset: ?>>) {
    ^bb0(%u: f32, %v: f32):
      %s = arith.addf %u, %v : f32
      linalg.yield %s : f32
    }
  }
  return
}
"#;

/// Dynamic sizes: the buffers' sizes come from `memref.dim` of the views. (Not run: the
/// buffers live inside the loop, so their `memref.dim` is no valid affine symbol and
/// linalg-to-affine cannot lower the promoted op.)
const DYNAMIC: &str = r#"
func.func @dynamic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %m step %c2 {
    %a = memref.subview %A[%i, 0] [2, %k] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
    %c = memref.subview %C[%i, 0] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
    linalg.matmul ins(%a, %B : memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>) outs(%c : memref<2x?xf32, strided<[?, 1], offset: ?>>)
  }
  return
}
"#;

#[test]
fn promotion_of_hand_tiled_ops_keeps_results() {
    let m = parse_ok(TILED, "tiled");
    let base = run_passes(&m, "linalg-to-affine").expect("lower");
    for p in [
        "linalg-promote",
        "linalg-promote{use-alloca=true}",
        "linalg-promote{operands=0}",
        "linalg-promote{operands=2}",
        "linalg-promote{operands=0,1}",
    ] {
        let pm = run_passes(&m, p).unwrap_or_else(|e| panic!("{p}: {e}"));
        let back = parse_ok(&text(&pm), p);
        let t = text(&back);
        assert!(
            t.contains(if p.contains("alloca") {
                "memref.alloca"
            } else {
                "memref.alloc"
            }),
            "{p}\n{t}"
        );
        let l = run_passes(&back, "linalg-to-affine").expect("lower");
        for f in ["tiled", "disjoint"] {
            for seed in [1, 2] {
                let a = run(&base, f, seed);
                assert!(a.is_some(), "@{f} does not run");
                assert_eq!(a, run(&l, f, seed), "{p}: @{f} seed {seed}\n{t}");
            }
        }
    }
    // The default promotes every subview operand of the tiled matmul: 3 buffers, copies in
    // for the inputs and the (read) output, one copy out.
    let pm = run_passes(&m, "linalg-promote").unwrap();
    let t = text(&pm);
    let tiled = &t[t.find("@tiled").unwrap()..t.find("@shift").unwrap()];
    assert_eq!(tiled.matches("memref.alloc(").count(), 3, "{tiled}");
    assert_eq!(tiled.matches("memref.copy").count(), 4, "{tiled}");
    assert_eq!(tiled.matches("memref.dealloc").count(), 3, "{tiled}");
    // Dynamic sizes come from memref.dim of the view.
    let d = run_passes(&parse_ok(DYNAMIC, "dynamic"), "linalg-promote").unwrap();
    let dynamic = text(&d);
    assert!(dynamic.contains("memref.alloc(%dim"), "{dynamic}");
    assert_eq!(dynamic.matches("memref.alloc(").count(), 2, "{dynamic}");
}

#[test]
fn promotion_of_overlapping_views_is_refused_with_a_witness() {
    let m = parse_ok(TILED, "tiled");
    let ops = structured_ops(&m);
    let f = |n: &str| {
        m.walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(n))
            .unwrap()
    };
    let in_f = |fname: &str| -> Vec<OpId> {
        let fo = f(fname);
        ops.iter()
            .copied()
            .filter(|&o| m.is_ancestor(fo, o))
            .collect()
    };
    let shift = in_f("shift");
    // copy %x → %z: rows i..i+4, columns 0..4 against rows 0..4, columns 4..8: disjoint.
    let mut c = m.clone();
    let (o, w) = promote::promote(&mut c, shift[0], None, false, false).unwrap();
    assert_eq!((o, w), (Outcome::Applied, None));
    // copy %x → %y: columns 0..4 and 2..6 of the same rows overlap.
    let mut c = m.clone();
    let (o, w) = promote::promote(&mut c, shift[1], None, false, false).unwrap();
    let Outcome::Refused(r) = o else {
        panic!("{o:?}")
    };
    let w = w.expect("witness");
    assert!(
        r.message(&c).contains("both contain %C["),
        "{}",
        r.message(&c)
    );
    // The witness cell is in both views at the witness value of %i (hand-derived bounds:
    // x = C[i..i+4, 0..4], y = C[i..i+4, 2..6], i in {0, 4}).
    let i = w
        .values
        .iter()
        .find(|(n, _)| n == "%i")
        .map(|x| x.1)
        .expect("%i value");
    assert!(i == 0 || i == 4, "{w:?}");
    let (row, col) = (w.cell[0], w.cell[1]);
    assert!(
        (i..i + 4).contains(&row) && (0..4).contains(&col) && (2..6).contains(&col),
        "{w:?}"
    );
    // Forcing it changes the results: the in-place copy reads values it wrote.
    let mut c = m.clone();
    let (o, _) = promote::promote(&mut c, shift[1], None, false, true).unwrap();
    assert!(matches!(o, Outcome::Forced(_)));
    let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "shift", 4);
    let b = run(&run_passes(&c, "linalg-to-affine").unwrap(), "shift", 4);
    assert!(a.is_some());
    assert_ne!(a, b, "the overlap does not matter for these inputs");
    // Rows %i and %i + 4 with i in {0, 2}: disjoint (the affine.apply is followed).
    let d = in_f("disjoint");
    let mut c = m.clone();
    let (o, _) = promote::promote(&mut c, d[0], None, false, false).unwrap();
    assert_eq!(o, Outcome::Applied);
    // A non-subview operand asked for: refused, not an error.
    let dm = parse_ok(DYNAMIC, "dynamic");
    let dy = structured_ops(&dm);
    let mut c = dm.clone();
    let (o, _) = promote::promote(&mut c, dy[0], Some(&[1]), false, false).unwrap();
    let Outcome::Refused(r) = o else {
        panic!("{o:?}")
    };
    assert!(r.message(&c).contains("not a memref.subview"));
    // Out of range: an error with the op's position.
    let mut c = dm.clone();
    let e = promote::promote(&mut c, dy[0], Some(&[7]), false, false).unwrap_err();
    assert!(e.pos.is_some() && e.message.contains("out of range"), "{e}");
}

/// The cells of a view (`None`: a rank-0 operand, its own memref).
fn view_cells(v: &ViewInfo) -> Option<(String, HashSet<Vec<i64>>)> {
    let (base, off, st, size) = v.as_ref()?;
    let mut cells: Vec<Vec<i64>> = vec![vec![]];
    for d in 0..off.len() {
        cells = cells
            .into_iter()
            .flat_map(|c| {
                (0..size[d]).map(move |i| {
                    let mut c = c.clone();
                    c.push(off[d] + st[d] * i);
                    c
                })
            })
            .collect();
    }
    Some((base.clone(), cells.into_iter().collect()))
}

#[test]
fn random_promotions_of_views_are_exact() {
    // Random generics on subviews of shared base memrefs; every subview operand promoted.
    // The overlap question is answered by enumerating the views' cells: a promotion is
    // applied exactly when no promoted operand shares a cell with another operand, one of the
    // two written (then the results are bit-identical), and refused otherwise with a witness
    // cell that both views contain.
    let (mut applied, mut refused) = (0, 0);
    for seed in 0..240u64 {
        let loops = 1 + (seed % 3) as usize;
        let (src, info) = random_generic_on(seed, loops, true);
        let m = parse_ok(&src, &format!("seed {seed}"));
        let op = structured_ops(&m)[0];
        let nin = info.len() - 1;
        let cells: Vec<_> = info.iter().map(view_cells).collect();
        let mut overlap = false;
        for p in 0..info.len() {
            for q in 0..info.len() {
                if p == q || (p < nin && q < nin) {
                    continue;
                }
                if let (Some((bp, cp)), Some((bq, cq))) = (&cells[p], &cells[q]) {
                    overlap |= bp == bq && !cp.is_disjoint(cq);
                }
            }
        }
        let mut c = m.clone();
        let (o, w) = promote::promote(&mut c, op, None, false, false)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
        match o {
            Outcome::Applied => {
                assert!(!overlap, "seed {seed}: overlapping views promoted\n{src}");
                let back = parse_ok(&text(&c), "promoted");
                let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "g", seed);
                assert!(a.is_some(), "seed {seed}: does not run\n{src}");
                let b = run(&run_passes(&back, "linalg-to-affine").unwrap(), "g", seed);
                assert_eq!(a, b, "seed {seed}\n{src}\n{}", text(&c));
                applied += 1;
            }
            Outcome::Refused(r) => {
                let w = w.unwrap_or_else(|| panic!("seed {seed}: no witness: {r:?}\n{src}"));
                assert!(overlap, "seed {seed}: disjoint views refused: {w:?}\n{src}");
                let (bp, cp) = cells[w.promoted].as_ref().expect("promoted view");
                let (bq, cq) = cells[w.other].as_ref().expect("other view");
                assert_eq!(bp, bq);
                assert_eq!(&w.memref, bp);
                assert!(
                    cp.contains(&w.cell) && cq.contains(&w.cell),
                    "seed {seed}: {w:?}"
                );
                refused += 1;
            }
            Outcome::Forced(_) => panic!("forced without force"),
        }
    }
    eprintln!("random promotions: {applied} applied, {refused} refused");
    assert!(
        applied >= 100 && refused >= 25,
        "{applied} applied, {refused} refused"
    );
}
