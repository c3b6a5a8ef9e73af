//! Vector test programs shared by the JIT and C backend tests: a hand-written program mixing
//! the vector operations both compilers support, and random straight-line vector programs.
#![allow(dead_code)]

/// Loads, broadcasts, arithmetic, fma, reductions, extract/insert, compares and selects on
/// f64, f32 and i32 vectors, vector iter_args and a 3-lane vector.
pub const MIXED: &str = r#"
func.func @v(%A: memref<16x8xf64>, %S: memref<16x12xf32>, %I: memref<16x8xi32>, %O: memref<16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant dense<0.0> : vector<2xf64>
  %two = arith.constant 2.5 : f64
  %k = arith.constant dense<[3, -1, 7, 2]> : vector<4xi32>
  affine.for %i = 0 to 16 {
    %acc = affine.for %j = 0 to 8 step 2 iter_args(%a = %z) -> (vector<2xf64>) {
      %x = vector.load %A[%i, %j] : memref<16x8xf64>, vector<2xf64>
      %b = vector.broadcast %two : f64 to vector<2xf64>
      %m = arith.mulf %x, %b : vector<2xf64>
      %f = vector.fma %x, %x, %m : vector<2xf64>
      %n = arith.addf %a, %f : vector<2xf64>
      affine.yield %n : vector<2xf64>
    }
    %s = vector.reduction <add>, %acc : vector<2xf64> into f64
    memref.store %s, %O[%i] : memref<16xf64>
    %e = vector.extract %acc[1] : f64 from vector<2xf64>
    %ins = vector.insert %s, %acc [0] : f64 into vector<2xf64>
    %neg = arith.negf %ins : vector<2xf64>
    vector.store %neg, %A[%i, %c0] : memref<16x8xf64>, vector<2xf64>
    affine.store %e, %A[%i, 7] : memref<16x8xf64>
    affine.for %j = 0 to 12 step 4 {
      %y = affine.vector_load %S[%i, %j] : memref<16x12xf32>, vector<4xf32>
      %w = arith.mulf %y, %y : vector<4xf32>
      %q = math.sqrt %w : vector<4xf32>
      %d = arith.subf %q, %y : vector<4xf32>
      affine.vector_store %d, %S[%i, %j] : memref<16x12xf32>, vector<4xf32>
    }
    affine.for %j = 0 to 8 step 4 {
      %p = vector.load %I[%i, %j] : memref<16x8xi32>, vector<4xi32>
      %q = arith.muli %p, %k : vector<4xi32>
      %r = arith.xori %q, %p : vector<4xi32>
      %c = arith.cmpi slt, %r, %k : vector<4xi32>
      %t = arith.select %c, %r, %k : vector<4xi1>, vector<4xi32>
      %mx = vector.reduction <maxsi>, %t : vector<4xi32> into i32
      %b = vector.broadcast %mx : i32 to vector<4xi32>
      %u = arith.addi %t, %b : vector<4xi32>
      vector.store %u, %I[%i, %j] : memref<16x8xi32>, vector<4xi32>
    }
    %three = vector.load %S[%i, %c1] : memref<16x12xf32>, vector<3xf32>
    %t3 = arith.addf %three, %three : vector<3xf32>
    vector.store %t3, %S[%i, %c1] : memref<16x12xf32>, vector<3xf32>
  }
  return
}
"#;

use tessera::codegen::value::seeded_bits;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(1);
        seeded_bits(self.0) % n.max(1)
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
}

/// A random vector program `@f(%A: memref<8x16xT>, %R: memref<8xT>)` over one lane type
/// (f64, f32 or i32) and width: an outer loop whose body loads vectors from row `%i` (rarely
/// past its end: a fault), combines them with lane-wise arith (divisions and shifts that
/// may fail for integers), fma, broadcasts of extracted lanes, inserts, compares and selects,
/// optionally accumulates in a vector iter_arg of an inner loop, stores vectors back and a
/// reduction to `%R[%i]`.
pub fn random_program(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9));
    let (elem, v) = *r.pick(&[
        ("f64", 2),
        ("f64", 4),
        ("f64", 8),
        ("f32", 4),
        ("f32", 8),
        ("f32", 16),
        ("f32", 3),
        ("i32", 4),
        ("i32", 8),
    ]);
    let float = elem != "i32";
    let vt = format!("vector<{v}x{elem}>");
    let mt = format!("memref<8x16x{elem}>");
    let mut s = format!("func.func @f(%A: {mt}, %R: memref<8x{elem}>) {{\n");
    s += "  affine.for %i = 0 to 8 {\n";
    let mut pool: Vec<String> = vec![];
    let mut n = 0usize;
    let mut fresh = |p: &str| {
        n += 1;
        format!("%{p}{n}")
    };
    let col = |r: &mut Rng| -> u64 {
        if r.below(40) == 0 {
            16 - v + 1 + r.below(2)
        } else {
            r.below(16 - v + 1)
        }
    };
    for _ in 0..2 {
        let x = fresh("l");
        let c = col(&mut r);
        s += &format!("    {x} = affine.vector_load %A[%i, {c}] : {mt}, {vt}\n");
        pool.push(x);
    }
    let fops: &[&str] = &[
        "addf", "subf", "mulf", "divf", "maximumf", "minnumf", "remf",
    ];
    let iops: &[&str] = &[
        "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divsi", "remui", "shrsi",
    ];
    for _ in 0..3 + r.below(6) {
        let a = r.pick(&pool).clone();
        let b = r.pick(&pool).clone();
        let x = fresh("v");
        match r.below(6) {
            0 if float => {
                let c = r.pick(&pool).clone();
                s += &format!("    {x} = vector.fma {a}, {b}, {c} : {vt}\n");
            }
            1 => {
                let p = r.below(v);
                let e = fresh("e");
                s += &format!("    {e} = vector.extract {a}[{p}] : {elem} from {vt}\n");
                if r.below(2) == 0 {
                    s += &format!("    {x} = vector.broadcast {e} : {elem} to {vt}\n");
                } else {
                    let q = r.below(v);
                    s += &format!("    {x} = vector.insert {e}, {b} [{q}] : {elem} into {vt}\n");
                }
            }
            2 => {
                let c = fresh("c");
                let it = format!("vector<{v}xi1>");
                if float {
                    let p = r.pick(&["olt", "oge", "une", "ueq"]);
                    s += &format!("    {c} = arith.cmpf {p}, {a}, {b} : {vt}\n");
                } else {
                    let p = r.pick(&["slt", "uge", "ne", "eq"]);
                    s += &format!("    {c} = arith.cmpi {p}, {a}, {b} : {vt}\n");
                }
                s += &format!("    {x} = arith.select {c}, {a}, {b} : {it}, {vt}\n");
            }
            _ => {
                let op = if float { r.pick(fops) } else { r.pick(iops) };
                s += &format!("    {x} = arith.{op} {a}, {b} : {vt}\n");
            }
        }
        pool.push(x);
    }
    if r.below(2) == 0 {
        let init = r.pick(&pool).clone();
        let add = if float { "addf" } else { "addi" };
        let step = v.min(4);
        s += &format!(
            "    %acc = affine.for %j = 0 to {} step {step} iter_args(%a = {init}) -> ({vt}) {{\n",
            16 - v + 1
        );
        s += &format!("      %x = affine.vector_load %A[%i, %j] : {mt}, {vt}\n");
        s += &format!("      %y = arith.{add} %a, %x : {vt}\n");
        s += &format!("      affine.yield %y : {vt}\n    }}\n");
        pool.push("%acc".into());
    }
    for _ in 0..1 + r.below(2) {
        let x = r.pick(&pool).clone();
        let c = col(&mut r);
        s += &format!("    affine.vector_store {x}, %A[%i, {c}] : {mt}, {vt}\n");
    }
    let kinds: &[&str] = if float {
        &["add", "mul", "maximumf", "minnumf"]
    } else {
        &["add", "mul", "maxsi", "minui", "xor"]
    };
    let k = r.pick(kinds);
    let x = r.pick(&pool).clone();
    s += &format!("    %red = vector.reduction <{k}>, {x} : {vt} into {elem}\n");
    s += &format!("    affine.store %red, %R[%i] : memref<8x{elem}>\n");
    s += "  }\n  return\n}\n";
    s
}

/// A random transfer program `@f(%A: memref<8x16xT>, %B: memref<16x8xT>, %R: memref<8xT>)`
/// over one lane type (f64, f32, i32) and width: an outer loop over `%i` whose body reads
/// vectors with `vector.transfer_read` — minor-identity rows of `%A` starting anywhere from
/// column -2 to 17 (lanes past either edge read the padding), columns of `%B` through the
/// permutation map `(d0, d1) -> (d0)`, 2-D reads (identity, transposing, and broadcast
/// `(0, d1)` maps), constant and computed (compare) masks, `in_bounds` claims that are
/// sometimes false (a fault) — combines them with lane-wise arith, writes vectors back with
/// `vector.transfer_write` (masked, permuted, 2-D, partly out of bounds: those lanes are not
/// written) and a reduction to `%R[%i]`.
pub fn random_transfer_program(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x2545_f491).wrapping_add(17));
    let (elem, v) = *r.pick(&[
        ("f64", 2i64),
        ("f64", 4),
        ("f32", 4),
        ("f32", 3),
        ("f32", 8),
        ("i32", 4),
        ("i32", 5),
    ]);
    let float = elem != "i32";
    let vt = format!("vector<{v}x{elem}>");
    let mt_a = format!("memref<8x16x{elem}>");
    let mt_b = format!("memref<16x8x{elem}>");
    let mk = format!("vector<{v}xi1>");
    let mut s = format!("func.func @f(%A: {mt_a}, %B: {mt_b}, %R: memref<8x{elem}>) {{\n");
    let cname = |c: i64| {
        if c < 0 {
            format!("%km{}", -c)
        } else {
            format!("%k{c}")
        }
    };
    for c in -3..=18i64 {
        s += &format!("  {} = arith.constant {c} : index\n", cname(c));
    }
    if float {
        s += &format!("  %pad = arith.constant -7.5 : {elem}\n");
    } else {
        s += &format!("  %pad = arith.constant -9 : {elem}\n");
    }
    let bools = |r: &mut Rng, n: i64| -> String {
        let xs: Vec<&str> = (0..n)
            .map(|_| if r.below(3) == 0 { "false" } else { "true" })
            .collect();
        xs.join(", ")
    };
    s += &format!(
        "  %mask = arith.constant dense<[{}]> : {mk}\n",
        bools(&mut r, v)
    );
    s += "  affine.for %i = 0 to 8 {\n";
    let mut pool: Vec<String> = vec![];
    let mut masks: Vec<String> = vec!["%mask".into()];
    let mut n = 0usize;
    let mut fresh = |p: &str| {
        n += 1;
        format!("%{p}{n}")
    };
    // `in_bounds` for a 1-D access starting at `c` of a dim of size `size`: true when it is,
    // and (rarely) a false claim.
    let claim = |r: &mut Rng, c: i64, size: i64| -> &'static str {
        let inside = c >= 0 && c + v <= size;
        if (inside && r.below(2) == 0) || r.below(30) == 0 {
            " {in_bounds = [true]}"
        } else {
            ""
        }
    };
    for _ in 0..2 + r.below(3) {
        let x = fresh("t");
        match r.below(5) {
            0 | 1 => {
                let c = r.below(20) as i64 - 2;
                let ib = claim(&mut r, c, 16);
                let (mask, ib) = if r.below(3) == 0 {
                    (format!(", {}", r.pick(&masks)), ib)
                } else {
                    (String::new(), ib)
                };
                s += &format!(
                    "    {x} = vector.transfer_read %A[%i, {}], %pad{mask}{ib} : {mt_a}, {vt}\n",
                    cname(c)
                );
            }
            2 => {
                // A column of %B: walks dim 0 (16 rows) from row c, at column %i.
                let c = r.below(19) as i64 - 2;
                let ib = if c >= 0 && c + v <= 16 && r.below(2) == 0 {
                    ", in_bounds = [true]"
                } else {
                    ""
                };
                s += &format!(
                    "    {x} = vector.transfer_read %B[{}, %i], %pad {{permutation_map = affine_map<(d0, d1) -> (d0)>{ib}}} : {mt_b}, {vt}\n",
                    cname(c)
                );
            }
            3 => {
                // 2-D: two rows from %A (identity) or a broadcast row, then one of them.
                let c = r.below(19) as i64 - 2;
                let t2 = fresh("w");
                let (pm, row) = if r.below(2) == 0 {
                    ("", cname(r.below(9) as i64))
                } else {
                    (
                        " {permutation_map = affine_map<(d0, d1) -> (0, d1)>}",
                        "%i".to_string(),
                    )
                };
                let m2 = if pm.is_empty() && r.below(3) == 0 {
                    let mm = fresh("mm");
                    s += &format!(
                        "    {mm} = arith.constant dense<[[{}], [{}]]> : vector<2x{v}xi1>\n",
                        bools(&mut r, v),
                        bools(&mut r, v)
                    );
                    format!(", {mm}")
                } else {
                    String::new()
                };
                s += &format!(
                    "    {t2} = vector.transfer_read %A[{row}, {}], %pad{m2}{pm} : {mt_a}, vector<2x{v}x{elem}>\n",
                    cname(c)
                );
                let k = r.below(2);
                s += &format!(
                    "    {x} = vector.extract {t2}[{k}] : {vt} from vector<2x{v}x{elem}>\n"
                );
                if r.below(2) == 0 {
                    // Written back transposed into %B: vector dim 0 walks B's dim 1.
                    let rb = r.below(18) as i64 - 1;
                    let cb = r.below(9) as i64 - 1;
                    s += &format!(
                        "    vector.transfer_write {t2}, %B[{}, {}] {{permutation_map = affine_map<(d0, d1) -> (d1, d0)>}} : vector<2x{v}x{elem}>, {mt_b}\n",
                        cname(rb),
                        cname(cb)
                    );
                }
            }
            _ => {
                if pool.len() >= 2 {
                    let a = r.pick(&pool).clone();
                    let b = r.pick(&pool).clone();
                    let mm = fresh("m");
                    if float {
                        s += &format!("    {mm} = arith.cmpf olt, {a}, {b} : {vt}\n");
                    } else {
                        s += &format!("    {mm} = arith.cmpi slt, {a}, {b} : {vt}\n");
                    }
                    masks.push(mm);
                }
                let c = r.below(20) as i64 - 2;
                let mask = r.pick(&masks).clone();
                s += &format!(
                    "    {x} = vector.transfer_read %A[%i, {}], %pad, {mask} : {mt_a}, {vt}\n",
                    cname(c)
                );
            }
        }
        pool.push(x);
    }
    let fops: &[&str] = &["addf", "subf", "mulf", "maximumf"];
    let iops: &[&str] = &["addi", "subi", "muli", "xori", "maxsi"];
    for _ in 0..1 + r.below(3) {
        let a = r.pick(&pool).clone();
        let b = r.pick(&pool).clone();
        let x = fresh("v");
        let op = if float { r.pick(fops) } else { r.pick(iops) };
        s += &format!("    {x} = arith.{op} {a}, {b} : {vt}\n");
        pool.push(x);
    }
    for _ in 0..1 + r.below(2) {
        let x = r.pick(&pool).clone();
        match r.below(3) {
            0 => {
                let c = r.below(19) as i64 - 2;
                let ib = claim(&mut r, c, 16);
                s += &format!(
                    "    vector.transfer_write {x}, %A[%i, {}]{ib} : {vt}, {mt_a}\n",
                    cname(c)
                );
            }
            1 => {
                let c = r.below(20) as i64 - 2;
                let mask = r.pick(&masks).clone();
                s += &format!(
                    "    vector.transfer_write {x}, %A[%i, {}], {mask} : {vt}, {mt_a}\n",
                    cname(c)
                );
            }
            _ => {
                let c = r.below(19) as i64 - 2;
                s += &format!(
                    "    vector.transfer_write {x}, %B[{}, %i] {{permutation_map = affine_map<(d0, d1) -> (d0)>}} : {vt}, {mt_b}\n",
                    cname(c)
                );
            }
        }
    }
    let kinds: &[&str] = if float {
        &["add", "maximumf", "minnumf"]
    } else {
        &["add", "maxsi", "xor"]
    };
    let k = r.pick(kinds);
    let x = r.pick(&pool).clone();
    s += &format!("    %red = vector.reduction <{k}>, {x} : {vt} into {elem}\n");
    s += &format!("    affine.store %red, %R[%i] : memref<8x{elem}>\n");
    s += "  }\n  return\n}\n";
    s
}
