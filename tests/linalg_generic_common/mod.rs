//! Shared by tests/suite/linalg_generic.rs and tests/suite/linalg_promote.rs: parsing, running with seeded
//! arguments, and the seeded random linalg.generic generator (on memrefs, or on subviews).

#![allow(dead_code)]

use std::path::Path;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;
use tessera::transforms::pass::functions;

use crate::transform_common::Rng;

pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn parse_ok(src: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    m
}

pub fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

pub fn run_passes(m: &Module, passes: &str) -> Result<Module, String> {
    let mut l = m.clone();
    parse_pipeline(passes)
        .map_err(|e| e.to_string())?
        .run(&mut l)
        .map_err(|e| e.to_string())?;
    verify(&l, Registry::standard()).map_err(|e| format!("{e}\n{}", text(&l)))?;
    Ok(l)
}

pub fn func_names(m: &Module) -> Vec<String> {
    functions(m)
        .into_iter()
        .filter(|&f| !m.op(f).regions.is_empty() && !m.region(m.op(f).regions[0]).blocks.is_empty())
        .filter_map(|f| {
            m.op(f)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .map(str::to_string)
        })
        .collect()
}

/// Memref contents and scalar arguments after running `f` with seeded arguments (`None` if the
/// function cannot be run: non-memref signature the filler does not handle, or an op the
/// interpreter does not support).
pub fn run(m: &Module, f: &str, seed: u64) -> Option<Vec<Vec<u8>>> {
    let args = entry_args(m, f, Fill::Seeded(seed), &[]).ok()?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(m, f, &mut vals).ok()?;
    Some(vals.iter().map(ArgValue::bytes).collect())
}

/// The structured linalg ops of the module, in program order.
pub fn structured_ops(m: &Module) -> Vec<OpId> {
    tessera::transforms::linalg::structured_ops(m, m.top())
}

// ----- random linalg.generic programs ---------------------------------------------------------

/// A random linalg.generic on memrefs: `loops` loops of sizes 1..5, 1..3 inputs and one
/// output, every map a projected permutation (the output's over distinct loops; each loop
/// indexes some operand), loops not in the output map are reductions, and a payload of 1..4
/// arith ops over the arguments (and sometimes `linalg.index`).
pub fn random_generic(seed: u64, loops: usize) -> String {
    random_generic_on(seed, loops, false).0
}

/// Where an operand of a [`random_generic_on`] program with views lives: its base memref's
/// name, and per dimension the offset, stride and size of the subview.
pub type ViewInfo = Option<(String, Vec<i64>, Vec<i64>, Vec<i64>)>;

/// [`random_generic`], or with `views` the same op on `memref.subview`s of 8x8.. base memrefs
/// (two per rank, so operands often share a base; random offsets 0..3, strides 1 or 2): the
/// function's arguments are then the bases (and rank-0 operands).
pub fn random_generic_on(seed: u64, loops: usize, views: bool) -> (String, Vec<ViewInfo>) {
    let mut r = Rng::new(seed);
    let sizes: Vec<i64> = (0..loops).map(|_| r.range(1, 5)).collect();
    let float = r.chance(70);
    let (ety, add, mul, sub) = if float {
        ("f32", "arith.addf", "arith.mulf", "arith.subf")
    } else {
        ("i32", "arith.addi", "arith.muli", "arith.subi")
    };
    let subset = |r: &mut Rng, min: usize| -> Vec<usize> {
        let mut all: Vec<usize> = (0..loops).collect();
        for i in (1..all.len()).rev() {
            let j = r.range(0, i as i64) as usize;
            all.swap(i, j);
        }
        let n = r.range(min as i64, loops as i64) as usize;
        all.truncate(n);
        all
    };
    let nin = r.range(1, 3) as usize;
    let mut maps: Vec<Vec<usize>> = (0..nin).map(|_| subset(&mut r, 0)).collect();
    let out = subset(&mut r, 0);
    // Every loop indexes some operand.
    for d in 0..loops {
        if !maps.iter().chain([&out]).any(|mp| mp.contains(&d)) {
            maps[0].push(d);
        }
    }
    maps.push(out.clone());
    let dims: Vec<String> = (0..loops).map(|d| format!("d{d}")).collect();
    let map_text = |mp: &[usize]| {
        let res: Vec<String> = mp.iter().map(|&d| format!("d{d}")).collect();
        format!("affine_map<({}) -> ({})>", dims.join(", "), res.join(", "))
    };
    let ty = |mp: &Vec<usize>| {
        let s: Vec<String> = mp.iter().map(|&d| sizes[d].to_string()).collect();
        if s.is_empty() {
            format!("memref<{ety}>")
        } else {
            format!("memref<{}x{ety}>", s.join("x"))
        }
    };
    let its: Vec<String> = (0..loops)
        .map(|d| {
            if out.contains(&d) {
                "\"parallel\"".to_string()
            } else {
                "\"reduction\"".to_string()
            }
        })
        .collect();
    let mut body = vec![];
    let mut vals: Vec<String> = (0..nin).map(|k| format!("%x{k}")).collect();
    let read_out = r.chance(75) || its.iter().any(|i| i.contains("reduction"));
    if read_out {
        vals.push("%y".into());
    }
    let mut n = 0;
    if r.chance(30) {
        let d = r.range(0, loops as i64 - 1);
        body.push(format!("%v{n} = linalg.index {d} : index"));
        body.push(format!(
            "%v{} = arith.index_cast %v{n} : index to i32",
            n + 1
        ));
        n += 2;
        if float {
            body.push(format!("%v{n} = arith.sitofp %v{} : i32 to f32", n - 1));
            n += 1;
        }
        vals.push(format!("%v{}", n - 1));
    }
    let nops = r.range(1, 4);
    for _ in 0..nops {
        let op = *r.pick(&[add, mul, sub, add]);
        let a = r.pick(&vals).clone();
        let b = r.pick(&vals).clone();
        body.push(format!("%v{n} = {op} {a}, {b} : {ety}"));
        vals.push(format!("%v{n}"));
        n += 1;
    }
    // A reduction accumulates into the output.
    let last = format!("%v{}", n - 1);
    let yielded = if read_out && !body.iter().any(|l| l.contains("%y")) {
        body.push(format!("%v{n} = {add} %y, {last} : {ety}"));
        format!("%v{n}")
    } else {
        last
    };
    let ins: Vec<String> = (0..nin).map(|k| format!("%a{k}")).collect();
    let mut tys: Vec<String> = maps.iter().map(ty).collect();
    let names: Vec<String> = ins.iter().cloned().chain(["%o".to_string()]).collect();
    let mut args: Vec<String> = vec![];
    let mut lines: Vec<String> = vec![];
    let mut info: Vec<ViewInfo> = vec![];
    if views {
        let mut vr = Rng::new(seed.wrapping_mul(31).wrapping_add(7));
        let mut bases: Vec<String> = vec![];
        for (k, mp) in maps.iter().enumerate() {
            let sh: Vec<i64> = mp.iter().map(|&d| sizes[d]).collect();
            let rank = sh.len();
            if rank == 0 {
                args.push(format!("{}: {}", names[k], tys[k]));
                info.push(None);
                continue;
            }
            let bname = format!("%b{rank}_{}", vr.range(0, 1));
            let bty = format!("memref<{}x{ety}>", vec!["8"; rank].join("x"));
            if !bases.contains(&bname) {
                bases.push(bname.clone());
                args.push(format!("{bname}: {bty}"));
            }
            let st: Vec<i64> = sh
                .iter()
                .map(|&z| if z <= 3 && vr.chance(30) { 2 } else { 1 })
                .collect();
            let off: Vec<i64> = (0..rank).map(|_| vr.range(0, 3)).collect();
            let bst: Vec<i64> = (0..rank).map(|d| 8i64.pow((rank - 1 - d) as u32)).collect();
            let lst: Vec<String> = (0..rank).map(|d| (bst[d] * st[d]).to_string()).collect();
            let offset: i64 = (0..rank).map(|d| off[d] * bst[d]).sum();
            let join = |v: &[i64]| {
                v.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let vty = format!(
                "memref<{}x{ety}, strided<[{}], offset: {offset}>>",
                sh.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join("x"),
                lst.join(", ")
            );
            lines.push(format!(
                "{} = memref.subview {bname}[{}] [{}] [{}] : {bty} to {vty}",
                names[k],
                join(&off),
                join(&sh),
                join(&st)
            ));
            tys[k] = vty;
            info.push(Some((bname, off, st, sh)));
        }
    } else {
        for (n, t) in names.iter().zip(&tys) {
            args.push(format!("{n}: {t}"));
        }
    }
    let bb: Vec<String> = (0..nin)
        .map(|k| format!("%x{k}: {ety}"))
        .chain([format!("%y: {ety}")])
        .collect();
    let pre: String = lines.iter().map(|l| format!("  {l}\n")).collect();
    let text = format!(
        "func.func @g({}) {{\n{pre}  linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} ins({} : {}) outs(%o : {}) {{\n  ^bb0({}):\n    {}\n    linalg.yield {yielded} : {ety}\n  }}\n  return\n}}\n",
        args.join(", "),
        maps.iter().map(|mp| map_text(mp)).collect::<Vec<_>>().join(", "),
        its.join(", "),
        ins.join(", "),
        tys[..nin].join(", "),
        tys[nin],
        bb.join(", "),
        body.join("\n    "),
    );
    (text, info)
}
