//! Which loops [`simd_plan`] vectorises (lanes per step) and which it leaves scalar.

use std::collections::HashSet;

use super::*;
use crate::jit::scalar_repl::plan;
use tessera_ir::{parse, Registry};

/// Lanes of the vectorisation plan of each innermost loop (`affine.for`/`affine.parallel`)
/// of the module, in order (`None`: not vectorised).
fn lanes(src: &str) -> Vec<Option<u8>> {
    let m = parse(src, Registry::standard()).expect("parse");
    let called: HashSet<String> = m
        .walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.call")
        .filter_map(|o| Some(m.op(o).attr("callee")?.as_flat_symbol()?.to_string()))
        .collect();
    let uncalled = |f: OpId| {
        m.op(f)
            .attr("sym_name")
            .and_then(|a| a.as_str())
            .is_some_and(|n| !called.contains(n))
    };
    let is_loop = |o: OpId| matches!(m.op(o).name.as_str(), "affine.for" | "affine.parallel");
    m.walk(m.top())
        .into_iter()
        .filter(|&o| is_loop(o))
        .filter(|&o| m.walk(o).iter().skip(1).all(|&p| !is_loop(p)))
        .map(|o| {
            let body = m.region(m.op(o).regions[0]).blocks[0];
            let iv = m.block(body).args[0];
            let step = tessera_ir::views::AffineForOp::wrap(&m, o).map_or(1, |f| f.step());
            let p = plan(&m, o, iv, &uncalled)?;
            simd_plan(&m, o, iv, step, &p, &uncalled).map(|s| s.lanes)
        })
        .collect()
}

#[test]
fn elementwise_loops_are_vectorised_by_element_width() {
    let src = r#"func.func @f(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %X: memref<16xf32>, %Y: memref<16xi32>, %s: f64, %r: index, %n0: f32) {
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%r, %j] : memref<8x8xf64>
    %b = affine.load %B[%r, 3] : memref<8x8xf64>
    %p = arith.mulf %a, %b : f64
    %q = arith.addf %p, %s : f64
    affine.store %q, %A[%r, %j] : memref<8x8xf64>
  }
  affine.for %j = 0 to 16 {
    %x = affine.load %X[%j] : memref<16xf32>
    %n = arith.negf %x : f32
    affine.store %n, %X[%j] : memref<16xf32>
  }
  affine.for %j = 0 to 16 {
    affine.store %n0, %X[%j] : memref<16xf32>
  }
  affine.parallel (%j) = (0) to (16) {
    %y = affine.load %Y[%j] : memref<16xi32>
    %c = arith.constant 7 : i32
    %m = arith.muli %y, %c : i32
    affine.store %m, %Y[%j] : memref<16xi32>
  }
  return
}
"#;
    assert_eq!(lanes(src), vec![Some(2), Some(4), Some(4), Some(4)]);
}

#[test]
fn dependences_strides_and_other_bodies_are_not_vectorised() {
    let src = r#"func.func @f(%A: memref<16xf64>, %X: memref<16xf32>, %C: memref<8x8xf64>, %r: index, %o: index) {
  %V = memref.subview %A[%o] [8] [1] : memref<16xf64> to memref<8xf64, strided<[1], offset: ?>>
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    affine.store %a, %A[%j + 1] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    affine.store %a, %V[%j] : memref<8xf64, strided<[1], offset: ?>>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %C[%j, %r] : memref<8x8xf64>
    affine.store %a, %C[%j, %r] : memref<8x8xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[2 * %j] : memref<16xf64>
    affine.store %a, %A[2 * %j] : memref<16xf64>
  }
  affine.for %j = 0 to 8 step 2 {
    %a = affine.load %A[%j] : memref<16xf64>
    affine.store %a, %A[%j] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    %x = affine.load %X[%j] : memref<16xf32>
    affine.store %a, %A[%j] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%r] : memref<16xf64>
    %b = affine.load %A[%j] : memref<16xf64>
    %s = arith.addf %a, %b : f64
    affine.store %s, %A[%r] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    %m = arith.maximumf %a, %a : f64
    affine.store %m, %A[%j] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    %b = affine.load %A[%j] : memref<16xf64>
    %s = arith.addf %a, %b : f64
    affine.store %s, %A[%j] : memref<16xf64>
  }
  return
}
"#;
    assert_eq!(
        lanes(src),
        vec![
            None,    // A[j + 1] = A[j]: a flow dependence of distance 1
            None,    // a view of A at an unknown offset
            None,    // stride 8 (the induction variable in a leading index)
            None,    // stride 2
            None,    // step 2
            None,    // mixed element widths
            None,    // a store to an invariant cell (a reduction)
            None,    // an operation outside the set
            Some(2), // the same cell read twice and written in the same iteration
        ]
    );
}

#[test]
fn constant_distances_on_one_memref_are_vectorised_when_order_is_kept() {
    let src = r#"func.func @f(%A: memref<16xf64>, %X: memref<16xf32>) {
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j + 1] : memref<16xf64>
    affine.store %a, %A[%j] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %c = arith.constant 1.0 : f64
    affine.store %c, %A[%j + 1] : memref<16xf64>
    %a = affine.load %A[%j] : memref<16xf64>
    affine.store %a, %A[%j + 3] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<16xf64>
    affine.store %a, %A[%j + 2] : memref<16xf64>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %X[%j] : memref<16xf32>
    affine.store %a, %X[%j + 2] : memref<16xf32>
  }
  affine.for %j = 0 to 8 {
    %a = affine.load %X[%j] : memref<16xf32>
    affine.store %a, %X[%j + 4] : memref<16xf32>
  }
  affine.for %j = 0 to 8 {
    affine.store %cst, %A[%j] : memref<16xf64>
  }
  return
}
"#;
    let src = src.replace(
        "    affine.store %cst, %A[%j] : memref<16xf64>\n",
        "    %z = arith.constant 0.0 : f64\n    affine.store %z, %A[%j] : memref<16xf64>\n    affine.store %z, %A[%j + 1] : memref<16xf64>\n",
    );
    assert_eq!(
        lanes(&src),
        vec![
            Some(2), // read A[j+1], then write A[j]: the read of the earlier iteration first
            Some(2), // A[j+1] = c; A[j+3] = A[j]: distance 1 in order, distances 2, 3 >= lanes
            Some(2), // load A[j], store A[j+2]: distance 2 = lanes
            None,    // f32: distance 2 < 4 lanes
            Some(4), // f32: distance 4
            None,    // A[j] = z; A[j+1] = z: the later iteration's store comes first
        ]
    );
}

#[test]
fn loops_over_strided_views_of_distinct_buffers_are_vectorised() {
    // Tile subviews (strided layouts, dynamic offsets) of two different buffers: addressed
    // through their descriptors, last stride checked to be 1 at run time.
    let src = r#"func.func @f(%A: memref<16x16xf64>, %B: memref<16x16xf32>, %i: index, %j: index) {
  %C = memref.alloc() : memref<16x16xf64>
  %VA = memref.subview %A[%i, %j] [4, 8] [1, 1] : memref<16x16xf64> to memref<4x8xf64, strided<[16, 1], offset: ?>>
  %VC = memref.subview %C[%i, %j] [4, 8] [1, 1] : memref<16x16xf64> to memref<4x8xf64, strided<[16, 1], offset: ?>>
  %VB = memref.subview %B[%i, %j] [4, 8] [1, 2] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 2], offset: ?>>
  affine.for %r = 0 to 4 {
    affine.for %k = 0 to 8 {
      %a = affine.load %VA[%r, %k] : memref<4x8xf64, strided<[16, 1], offset: ?>>
      %c = affine.load %VC[%r, %k] : memref<4x8xf64, strided<[16, 1], offset: ?>>
      %s = arith.addf %a, %c : f64
      affine.store %s, %VC[%r, %k] : memref<4x8xf64, strided<[16, 1], offset: ?>>
    }
  }
  affine.for %r = 0 to 4 {
    affine.for %k = 0 to 8 {
      %b = affine.load %VB[%r, %k] : memref<4x8xf32, strided<[16, 2], offset: ?>>
      %n = arith.negf %b : f32
      affine.store %n, %VB[%r, %k] : memref<4x8xf32, strided<[16, 2], offset: ?>>
    }
  }
  memref.dealloc %C : memref<16x16xf64>
  return
}
"#;
    // The second loop is planned too: its stride 2 sends it to the scalar loop at run time.
    assert_eq!(lanes(src), vec![Some(2), Some(4)]);
}
