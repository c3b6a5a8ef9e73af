//! `convert-linalg-to-std` (mlir-opt's name): linalg structured ops on memrefs → `func.call`s of
//! a library function, as mlir-opt 22 prints it. The callee is the op's `library_call`
//! attribute, or for a named op without one MLIR's mangled name
//! (`linalg_<op>_<operand types>`, e.g. `linalg_matmul_view4x6xf32_view6x5xf32_view4x5xf32`). Each
//! memref operand is passed through a `memref.cast` to the fully dynamic strided layout of its
//! shape (`memref<4x6xf32, strided<[?, ?], offset: ?>>`), scalars as themselves; a private
//! `func.func` declaration with `llvm.emit_c_interface` is added before the module's last
//! operation unless the symbol exists.
//!
//! Deviation from mlir-opt: `linalg.generic` (and map/reduce/transpose/broadcast) without a
//! `library_call` stays as it is (mlir-opt calls a placeholder `op_has_no_registered_library_name`),
//! and an op on tensors is an error (bufferize first).

use tessera_ir::builder_ops::func_decl_state;
use tessera_ir::types::DYNAMIC;
use tessera_ir::{Attribute, Module, OpId, Type, ValueId};

use crate::builder::Builder;
use crate::error::TransformError;
use crate::linalg::lower::{err, is_lowered};

/// The library function an op lowers to: its `library_call`, or a named op's mangled name.
pub fn library_call_name(m: &Module, op: OpId) -> Option<String> {
    let o = m.op(op);
    if let Some(n) = o.attr("library_call").and_then(|a| a.as_str()) {
        return Some(n.to_string());
    }
    if matches!(
        o.name.as_str(),
        "linalg.generic" | "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast"
    ) {
        return None;
    }
    mangled_name(m, op)
}

/// MLIR's `generateLibraryCallName`: the op name with `.` → `_`, then `_` and each operand type
/// mangled (`view4x?` as `view4xsx` + element type, scalars as printed).
pub fn mangled_name(m: &Module, op: OpId) -> Option<String> {
    fn mangle(t: &Type, out: &mut String) -> bool {
        match t {
            Type::MemRef {
                shape,
                elem,
                memory_space,
                ..
            } => {
                out.push_str("view");
                for &s in shape {
                    if s == DYNAMIC {
                        out.push_str("sx");
                    } else {
                        out.push_str(&format!("{s}x"));
                    }
                }
                if !mangle(elem, out) {
                    return false;
                }
                match memory_space.as_deref() {
                    None => true,
                    Some(a) => match a.as_int() {
                        Some(k) => {
                            out.push_str(&format!("as{k}"));
                            true
                        }
                        None => false,
                    },
                }
            }
            Type::Vector { shape, elem, .. } => {
                out.push_str("vector");
                let dims: Vec<String> = shape.iter().map(|s| s.to_string()).collect();
                out.push_str(&dims.join("x"));
                mangle(elem, out)
            }
            Type::Index | Type::Integer { .. } | Type::Float(_) => {
                out.push_str(&t.to_string());
                true
            }
            _ => false,
        }
    }
    let o = m.op(op);
    let mut name = o.name.replace('.', "_");
    name.push('_');
    for &v in &o.operands {
        if !mangle(m.value_type(v), &mut name) {
            return None;
        }
        name.push('_');
    }
    name.pop();
    Some(name)
}

/// `memref<4x6xf32>` → `memref<4x6xf32, strided<[?, ?], offset: ?>>` (MLIR's
/// `makeStridedLayoutDynamic`).
pub fn dynamic_strided(t: &Type) -> Type {
    match t {
        Type::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => Type::MemRef {
            shape: shape.clone(),
            elem: elem.clone(),
            layout: Some(Box::new(Attribute::Strided {
                strides: vec![DYNAMIC; shape.len()],
                offset: DYNAMIC,
            })),
            memory_space: memory_space.clone(),
        },
        _ => t.clone(),
    }
}

/// The module op a new declaration goes into: the nearest enclosing `builtin.module`.
fn enclosing_module(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        let p = m.parent_op(cur)?;
        if m.op(p).name == "builtin.module" {
            return Some(p);
        }
        cur = p;
    }
}

/// True if a symbol `name` is defined directly in module op `module`.
fn has_symbol(m: &Module, module: OpId, name: &str) -> bool {
    m.op(module).regions.iter().any(|&r| {
        m.region(r).blocks.iter().any(|&b| {
            m.block(b)
                .ops
                .iter()
                .any(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(name))
        })
    })
}

/// The pass name.
pub const PASS: &str = "convert-linalg-to-std";
/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "linalg ops with a library function → func.call of it on dynamically strided memrefs (as mlir-opt)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, convert_linalg_to_std))),
};

/// Lowers every structured op with a library function under `func` to a call of it.
pub fn convert_linalg_to_std(m: &mut Module, func: OpId) -> Result<(), TransformError> {
    for op in m.walk(func) {
        if !is_lowered(m, op) || !tessera_ir::linalg::is_structured_name(&m.op(op).name) {
            continue;
        }
        let Some(callee) = library_call_name(m, op) else {
            continue;
        };
        lower_one(m, op, &callee)?;
    }
    Ok(())
}

fn lower_one(m: &mut Module, op: OpId, callee: &str) -> Result<(), TransformError> {
    if !m.op(op).results.is_empty() {
        return Err(err(m, op, "on tensors is not supported (bufferize first)"));
    }
    if callee.is_empty() {
        return Err(err(m, op, "has an empty 'library_call'"));
    }
    let pos = m.op(op).pos;
    let operands = m.op(op).operands.clone();
    let module = enclosing_module(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not inside a module"))?;
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?;
    let mut args: Vec<ValueId> = vec![];
    for &v in &operands {
        let t = b.m.value_type(v).clone();
        if t.is_memref() {
            args.push(b.value("memref.cast", vec![v], dynamic_strided(&t), vec![]));
        } else {
            args.push(v);
        }
    }
    let types: Vec<Type> = args.iter().map(|&a| b.m.value_type(a).clone()).collect();
    b.func_call(callee, args, vec![]);
    if !has_symbol(m, module, callee) {
        let mut st = func_decl_state(m, callee, types, vec![], true);
        st.pos = pos;
        let decl = m.create_op(st);
        let body = m
            .op(module)
            .regions
            .first()
            .and_then(|&r| m.region(r).blocks.first().copied())
            .ok_or_else(|| TransformError::at(pos, "module without a body"))?;
        let n = m.block(body).ops.len();
        m.insert_op(body, n.saturating_sub(1), decl);
    }
    m.detach_op(op);
    Ok(())
}
