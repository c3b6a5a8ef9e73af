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
