//! Module-level compilation: the ISA, runtime symbols, function declarations, bodies and
//! packed entry wrappers.

use std::collections::HashMap;

use cranelift_codegen::ir::{types as ct, AbiParam, InstBuilder, Signature, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId, Linkage, Module as _};
use tessera_ir::{Module, OpId, Type};

use super::control::Exit;
use super::entry::{Compiled, EntryFn};
use super::func::{flat_types, unflatten, Fx, JVal, Shared, R};
use super::{JitErrorKind, JitOptions};
use crate::runtime::{self, ErrorCell, Pool};
use tessera_ir::Pos;

/// Deepest nesting of calls among recursive functions (the interpreter's limit).
pub(crate) const MAX_CALL_DEPTH: i64 = crate::interp::MAX_CALL_DEPTH as i64;

/// The `func.func` ops that can reach themselves through `func.call`s.
fn recursive_functions(m: &Module, funcs: &[(String, OpId)]) -> Vec<OpId> {
    let index: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(k, (n, _))| (n.as_str(), k))
        .collect();
    let callees: Vec<Vec<usize>> = funcs
        .iter()
        .map(|(_, f)| {
            m.walk(*f)
                .into_iter()
                .filter(|&o| m.op(o).name == "func.call")
                .filter_map(|o| m.op(o).attr("callee")?.as_flat_symbol())
                .filter_map(|n| index.get(n).copied())
                .collect()
        })
        .collect();
    let mut out = vec![];
    for (k, (_, f)) in funcs.iter().enumerate() {
        let mut seen = vec![false; funcs.len()];
        let mut stack = callees[k].clone();
        let mut cyclic = false;
        while let Some(c) = stack.pop() {
            if c == k {
                cyclic = true;
                break;
            }
            if !std::mem::replace(&mut seen[c], true) {
                stack.extend(&callees[c]);
            }
        }
        if cyclic {
            out.push(*f);
        }
    }
    out
}

/// Signature of runtime function `name` (all take and return 64-bit words or floats).
fn rt_signature(jm: &JITModule, name: &str) -> Signature {
    let mut s = jm.make_signature();
    let i = |n: usize| vec![AbiParam::new(ct::I64); n];
    let (p, r) = match name {
        "rt_error" => (i(2), vec![]),
        "rt_error_words" => (i(4), vec![]),
        "rt_alloc" => (i(3), i(1)),
        "rt_free" => (i(1), vec![]),
        "rt_copy" => (i(4), vec![]),
        "rt_dma" => (i(4), vec![]),
        "rt_parallel" => (i(8), i(1)),
        "rt_print" => (i(5), vec![]),
        _ => {
            let t = if name.ends_with("_f32") {
                ct::F32
            } else {
                ct::F64
            };
            let binary = [
                "rt_rem_",
                "rt_pow_",
                "rt_atan2_",
                "rt_maxnum_",
                "rt_minnum_",
            ]
            .iter()
            .any(|p| name.starts_with(p));
            let n = if binary { 2 } else { 1 };
            (vec![AbiParam::new(t); n], vec![AbiParam::new(t)])
        }
    };
    s.params = p;
    s.returns = r;
    s
}

fn unresolved(name: &str, pos: Option<Pos>, clash: bool) -> JitErrorKind {
    JitErrorKind::Unsupported {
        op: "func.func".into(),
        pos,
        message: if clash {
            format!("external function '{name}' clashes with a name the JIT reserves")
        } else {
            format!(
                "external function '{name}' is not provided by the host (register it with \
                 HostSymbols::register_symbol or link it into the process)"
            )
        },
    }
}

fn backend(e: impl std::fmt::Display) -> JitErrorKind {
    JitErrorKind::Backend(e.to_string())
}

/// The function type of a `func.func`.
fn func_type(m: &Module, f: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    match m.op(f).attr("function_type")?.as_type()? {
        Type::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

fn malformed(m: &Module, f: OpId, msg: &str) -> JitErrorKind {
    let o = m.op(f);
    JitErrorKind::Malformed {
        op: o.name.clone(),
        pos: o.pos,
        message: msg.to_string(),
    }
}

fn flat_sig(jm: &JITModule, m: &Module, f: OpId, ins: &[Type], outs: &[Type]) -> R<Signature> {
    let mut s = jm.make_signature();
    for (list, dst) in [(ins, &mut s.params), (outs, &mut s.returns)] {
        for t in list {
            let tys = flat_types(t).ok_or_else(|| {
                let o = m.op(f);
                JitErrorKind::Unsupported {
                    op: o.name.clone(),
                    pos: o.pos,
                    message: format!("has an argument or result of unsupported type {t}"),
                }
            })?;
            dst.extend(tys.into_iter().map(AbiParam::new));
        }
    }
    Ok(s)
}

/// A declared function: name, op, body id, wrapper id, input and result types.
type Decl = (String, OpId, FuncId, FuncId, Vec<Type>, Vec<Type>);

/// Compiles `module`. With `partial`, a function the JIT cannot compile becomes a stub that
/// fails when called (its error is returned beside the result) instead of failing the whole
/// module; a function whose signature the JIT cannot express is left out.
pub(crate) fn compile_module(
    module: &Module,
    options: JitOptions,
    partial: bool,
    host: &super::HostSymbols,
    deadline_checks: bool,
) -> Result<(Compiled, Vec<(String, JitErrorKind)>), JitErrorKind> {
    let mut failed: Vec<(String, JitErrorKind)> = vec![];
    let start = std::time::Instant::now();
    let m = module;
    let funcs: Vec<(String, OpId)> = m
        .walk(m.top())
        .into_iter()
        .filter(|&op| {
            let o = m.op(op);
            o.name == "func.func"
                && o.regions
                    .first()
                    .is_some_and(|&r| !m.region(r).blocks.is_empty())
        })
        .filter_map(|op| {
            let n = m.op(op).attr("sym_name")?.as_str()?.to_string();
            Some((n, op))
        })
        .collect();
    let pool = Box::new(Pool::new(options.threads).map_err(backend)?);
    let depth = Box::new(std::sync::atomic::AtomicI64::new(0));
    let recursive = recursive_functions(m, &funcs);
    let err = Box::new(ErrorCell::new());
    let mut out = Box::new(runtime::OutputCell::default());
    let deadline = Box::new(std::sync::atomic::AtomicI64::new(0));

    let mut fb = settings::builder();
    for (k, v) in [
        ("opt_level", if options.optimize { "speed" } else { "none" }),
        ("is_pic", "false"),
        ("use_colocated_libcalls", "false"),
        ("enable_multi_ret_implicit_sret", "true"),
    ] {
        fb.set(k, v).map_err(backend)?;
    }
    let isa = cranelift_native::builder()
        .map_err(backend)?
        .finish(settings::Flags::new(fb))
        .map_err(backend)?;
    let mut jb = JITBuilder::with_isa(isa, default_libcall_names());
    let syms = runtime::symbols();
    for (n, p) in &syms {
        jb.symbol(*n, *p);
    }
    // External declarations: the host's table, then the process's dynamic symbols.
    // Only declarations some func.call names are resolved (an unused one is harmless).
    let callees: std::collections::HashSet<&str> = m
        .walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.call")
        .filter_map(|o| m.op(o).attr("callee")?.as_flat_symbol())
        .collect();
    let mut externs: Vec<(String, OpId)> = vec![];
    for op in m.walk(m.top()) {
        let o = m.op(op);
        if o.name != "func.func"
            || o.regions
                .first()
                .is_some_and(|&r| !m.region(r).blocks.is_empty())
        {
            continue;
        }
        let Some(name) = o.attr("sym_name").and_then(|a| a.as_str()) else {
            continue;
        };
        if !callees.contains(name) {
            continue;
        }
        let clash = syms.iter().any(|(n, _)| *n == name)
            || name.starts_with("tessera_fn_")
            || name.starts_with("tessera_entry_");
        let addr = if clash {
            None
        } else {
            host.lookup(name)
                .or_else(|| crate::abi::process_symbol(name))
        };
        match addr {
            Some(p) => {
                jb.symbol(name, p);
                externs.push((name.to_string(), op));
            }
            None => {
                let e = unresolved(name, o.pos, clash);
                if partial {
                    failed.push((name.to_string(), e));
                } else {
                    return Err(e);
                }
            }
        }
    }
    let mut jm = JITModule::new(jb);
    let mut rt = HashMap::new();
    for (n, _) in &syms {
        let sig = rt_signature(&jm, n);
        let id = jm
            .declare_function(n, Linkage::Import, &sig)
            .map_err(backend)?;
        rt.insert(*n, id);
    }
    // Declarations.
    let mut decl: Vec<Decl> = vec![];
    let mut by_name = HashMap::new();
    for (k, (name, op)) in funcs.iter().enumerate() {
        let declared = func_type(m, *op)
            .ok_or_else(|| malformed(m, *op, "has no function type"))
            .and_then(|(ins, outs)| Ok((flat_sig(&jm, m, *op, &ins, &outs)?, ins, outs)));
        let (sig, ins, outs) = match declared {
            Ok(d) => d,
            Err(e) if partial => {
                failed.push((name.clone(), e));
                continue;
            }
            Err(e) => return Err(e),
        };
        let fid = jm
            .declare_function(&format!("tessera_fn_{k}"), Linkage::Local, &sig)
            .map_err(backend)?;
        let mut wsig = jm.make_signature();
        wsig.params = vec![AbiParam::new(ct::I64); 2];
        let wid = jm
            .declare_function(&format!("tessera_entry_{k}"), Linkage::Export, &wsig)
            .map_err(backend)?;
        by_name.insert(name.clone(), (fid, *op));
        decl.push((name.clone(), *op, fid, wid, ins, outs));
    }
    for (name, op) in &externs {
        let declared = func_type(m, *op)
            .ok_or_else(|| malformed(m, *op, "has no function type"))
            .and_then(|(ins, outs)| flat_sig(&jm, m, *op, &ins, &outs));
        match declared {
            Ok(sig) => {
                let fid = jm
                    .declare_function(name, Linkage::Import, &sig)
                    .map_err(backend)?;
                by_name.insert(name.clone(), (fid, *op));
            }
            Err(e) if partial => failed.push((name.clone(), e)),
            Err(e) => return Err(e),
        }
    }
    let mut sh = Shared {
        m,
        funcs: by_name,
        rt,
        sites: vec![],
        err_addr: &*err as *const ErrorCell as i64,
        pool_addr: &*pool as *const Pool as i64,
        outlined: 0,
        threads: pool.threads(),
        depth_addr: &*depth as *const std::sync::atomic::AtomicI64 as i64,
        bounds_checks: options.bounds_checks,
        called: m
            .walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == "func.call")
            .filter_map(|o| Some(m.op(o).attr("callee")?.as_flat_symbol()?.to_string()))
            .collect(),
        prints: vec![],
        out_addr: &*out as *const runtime::OutputCell as i64,
        deadline_addr: deadline_checks
            .then_some(&*deadline as *const std::sync::atomic::AtomicI64 as i64),
    };
    for (name, op, fid, wid, ins, outs) in &decl {
        let counted = recursive.contains(op);
        // A fresh builder context per function: a failed function leaves its context dirty.
        let mut fbc = FunctionBuilderContext::new();
        let r = define_body(&mut sh, &mut jm, &mut fbc, (*op, *fid, counted), ins, outs);
        match r {
            Ok(()) => {}
            Err(e @ (JitErrorKind::Unsupported { .. } | JitErrorKind::Malformed { .. }))
                if partial =>
            {
                let mut fbc = FunctionBuilderContext::new();
                define_stub(&mut sh, &mut jm, &mut fbc, (*op, *fid), &e, ins, outs)?;
                failed.push((name.clone(), e));
            }
            Err(e) => return Err(e),
        }
        let mut fbc = FunctionBuilderContext::new();
        define_wrapper(&mut jm, &mut fbc, m, *op, *fid, *wid, ins, outs)?;
    }
    jm.finalize_definitions().map_err(backend)?;
    let mut entries = HashMap::new();
    for (name, _, _, wid, ins, outs) in decl {
        let ptr = jm.get_finalized_function(wid);
        entries.insert(
            name,
            EntryFn {
                ptr,
                inputs: ins,
                results: outs,
            },
        );
    }
    let unavailable = failed.iter().cloned().collect();
    out.set_plans(std::mem::take(&mut sh.prints));
    let compiled = Compiled::new(
        jm,
        entries,
        sh.sites,
        (err, out, deadline),
        pool,
        depth,
        unavailable,
        start.elapsed(),
    );
    Ok((compiled, failed))
}

/// A body for function `op` that records `err` as a run-time error and returns zeros.
fn define_stub(
    sh: &mut Shared<'_>,
    jm: &mut JITModule,
    fbc: &mut FunctionBuilderContext,
    (op, fid): (OpId, FuncId),
    err: &JitErrorKind,
    ins: &[Type],
    outs: &[Type],
) -> R<()> {
    let m = sh.m;
    let mut ctx = jm.make_context();
    ctx.func.signature = flat_sig(jm, m, op, ins, outs)?;
    ctx.func.name = UserFuncName::user(0, fid.as_u32());
    {
        let mut fx = Fx {
            sh: &mut *sh,
            jm: &mut *jm,
            b: FunctionBuilder::new(&mut ctx.func, fbc),
            env: HashMap::new(),
            frefs: HashMap::new(),
            depth: 0,
            in_parallel: false,
            counted: false,
            ret_tys: outs.to_vec(),
            exit: None,
            ranges: HashMap::new(),
            pending_range: None,
            lv: Default::default(),
        };
        let entry = fx.b.create_block();
        fx.b.append_block_params_for_function_params(entry);
        fx.b.switch_to_block(entry);
        fx.fail_and_return(err, outs)?;
        fx.b.seal_all_blocks();
        let cfg = fx.jm.target_config();
        fx.b.finalize(cfg);
    }
    jm.define_function(fid, &mut ctx)
        .map_err(|e| JitErrorKind::Backend(format!("{e:?}")))?;
    Ok(())
}

fn define_body(
    sh: &mut Shared<'_>,
    jm: &mut JITModule,
    fbc: &mut FunctionBuilderContext,
    (op, fid, counted): (OpId, FuncId, bool),
    ins: &[Type],
    outs: &[Type],
) -> R<()> {
    let m = sh.m;
    let mut ctx = jm.make_context();
    ctx.func.signature = flat_sig(jm, m, op, ins, outs)?;
    ctx.func.name = UserFuncName::user(0, fid.as_u32());
    let region = *m
        .op(op)
        .regions
        .first()
        .ok_or_else(|| malformed(m, op, "has no body"))?;
    let entry_blk = *m
        .region(region)
        .blocks
        .first()
        .ok_or_else(|| malformed(m, op, "has no body"))?;
    {
        let mut fx = Fx {
            sh: &mut *sh,
            jm: &mut *jm,
            b: FunctionBuilder::new(&mut ctx.func, fbc),
            env: HashMap::new(),
            frefs: HashMap::new(),
            depth: 0,
            in_parallel: false,
            counted,
            ret_tys: outs.to_vec(),
            exit: None,
            ranges: HashMap::new(),
            pending_range: None,
            lv: Default::default(),
        };
        let entry = fx.b.create_block();
        fx.b.append_block_params_for_function_params(entry);
        fx.b.switch_to_block(entry);
        if counted {
            fx.depth_guard(op, outs)?;
        }
        let params = fx.b.block_params(entry).to_vec();
        let mut it = params.into_iter();
        let mut vals = vec![];
        for t in ins {
            let v = unflatten(t, &mut it).ok_or_else(|| malformed(m, op, "signature"))?;
            let v = match v {
                JVal::M(d) => JVal::M(std::rc::Rc::new(fx.static_desc(t, &d))),
                v => v,
            };
            vals.push(v);
        }
        if m.block(entry_blk).args.len() != vals.len() {
            return Err(malformed(
                m,
                op,
                "entry block arguments do not match the type",
            ));
        }
        fx.bind_args(entry_blk, &vals);
        let body_entry = fx.b.current_block().unwrap_or(entry);
        fx.cfg_region(op, region, body_entry, Exit::Return)?;
        fx.finish_exit()?;
        fx.b.seal_all_blocks();
        let cfg = fx.jm.target_config();
        fx.b.finalize(cfg);
    }
    let dump = std::env::var_os("TESSERA_JIT_DUMP").is_some();
    if dump {
        ctx.set_disasm(true);
        eprintln!(
            "; Cranelift IR of {}\n{}",
            m.op(op)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .unwrap_or("?"),
            ctx.func.display()
        );
    }
    jm.define_function(fid, &mut ctx)
        .map_err(|e| JitErrorKind::Backend(format!("{e:?}")))?;
    if dump {
        if let Some(v) = ctx.compiled_code().and_then(|c| c.vcode.as_ref()) {
            eprintln!("; machine code\n{v}");
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn define_wrapper(
    jm: &mut JITModule,
    fbc: &mut FunctionBuilderContext,
    m: &Module,
    op: OpId,
    fid: FuncId,
    wid: FuncId,
    ins: &[Type],
    outs: &[Type],
) -> R<()> {
    let target = flat_sig(jm, m, op, ins, outs)?;
    let mut ctx = jm.make_context();
    ctx.func.signature.params = vec![AbiParam::new(ct::I64); 2];
    ctx.func.name = UserFuncName::user(0, wid.as_u32());
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, fbc);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let p = b.block_params(entry).to_vec();
        let flags = cranelift_codegen::ir::MemFlagsData::trusted();
        let a: Vec<_> = target
            .params
            .iter()
            .enumerate()
            .map(|(k, ap)| b.ins().load(ap.value_type, flags, p[0], (k * 8) as i32))
            .collect();
        let fr = jm.declare_func_in_func(fid, b.func);
        let call = b.ins().call(fr, &a);
        let res = b.inst_results(call).to_vec();
        for (k, v) in res.into_iter().enumerate() {
            b.ins().store(flags, v, p[1], (k * 8) as i32);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(jm.target_config());
    }
    jm.define_function(wid, &mut ctx)
        .map_err(|e| JitErrorKind::Backend(format!("{e:?}")))?;
    Ok(())
}
