//! The translation-unit and per-function emitter: C types and names of IR values, function
//! signatures and result structs, the dispatch of operations, calls and returns, error sites
//! and the entry wrappers.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use tessera_ir::{BlockId, Module, OpId, Pos, Type, ValueId};

use super::{CErrorKind, COptions};
use crate::buffer::ElemType;
use crate::value::ExecErrorKind;

pub(crate) type R<T> = Result<T, CErrorKind>;

/// Deepest nesting of regions the emitter descends into.
const MAX_NEST: usize = 200;

/// One place generated code can fail at run time.
#[derive(Debug, Clone)]
pub(crate) struct Site {
    pub op: String,
    pub pos: Option<Pos>,
    pub kind: ExecErrorKind,
    pub message: String,
    /// The recorded words are the indices, then the sizes, of an element access.
    pub access: bool,
    /// Other messages quoting recorded values.
    pub detail: Option<Detail>,
}

/// Messages (the interpreter's wording) that quote recorded values other than an access's.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Detail {
    /// Dimension `dim` of a subview: the words are offset, size, stride, source size.
    Subview { dim: usize },
    /// A copy: the source sizes, then the target sizes.
    Copy,
    /// A cast to the identity layout: the offset, then the strides.
    Relayout,
}

impl Site {
    /// The message given the words recorded with the error.
    pub(crate) fn render(&self, words: &[i64]) -> String {
        let half = words.len() / 2;
        match (self.detail, words) {
            (Some(Detail::Subview { dim }), [o, s, st, size]) => {
                return format!(
                "subview dimension {dim} (offset {o}, size {s}, stride {st}) exceeds size {size}"
            )
            }
            (Some(Detail::Relayout), [off, strides @ ..]) => {
                return format!(
                    "cast of a memref (offset {off}, strides {strides:?}) to the identity layout"
                )
            }
            (Some(Detail::Copy), _) => {
                return format!(
                    "copy between shapes {:?} and {:?}",
                    &words[..half],
                    &words[half..2 * half]
                )
            }
            _ => {}
        }
        if !self.access {
            return self.message.clone();
        }
        format!(
            "access out of bounds: index {:?} into memref of shape {:?}",
            &words[..half],
            &words[half..2 * half]
        )
    }
}

/// A function of the unit.
#[derive(Debug, Clone)]
pub(crate) struct FuncInfo {
    pub name: String,
    pub op: OpId,
    pub cname: String,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    pub has_body: bool,
}

/// State of one translation unit.
pub(crate) struct Unit<'m> {
    pub m: &'m Module,
    pub opts: COptions,
    pub funcs: Vec<FuncInfo>,
    pub by_name: HashMap<String, usize>,
    /// Functions some call passes one memref to two parameters of (no `restrict`).
    pub aliased: HashSet<String>,
    pub sites: Vec<Site>,
    /// Vector typedefs the unit uses, by name.
    pub vtypes: std::collections::BTreeMap<String, String>,
    /// Some function prints (`vector.print`): the unit has the output helpers.
    pub uses_print: bool,
    /// The module's accesses (collected on the first `simd` question of any function) and the
    /// answer for each `affine.for` asked about: whether it provably carries no dependence.
    pub simd_facts: Option<(SharedAccesses, HashMap<tessera_ir::OpId, bool>)>,
}

/// A module's accesses as `tessera_dependence::access::collect_shared` shares them.
pub type SharedAccesses = std::sync::Arc<Vec<tessera_dependence::Access>>;

/// The descriptor of a memref value as C expressions.
#[derive(Debug, Clone)]
pub(crate) struct Desc {
    pub a: String,
    pub p: String,
    pub off: String,
    pub sizes: Vec<String>,
    pub strides: Vec<String>,
    pub elem: ElemType,
    /// Static sizes (when known), for bounds-check elimination.
    pub static_sizes: Vec<Option<i64>>,
}

/// The C type of a scalar IR type (integers are held sign-extended in `int64_t`).
pub(crate) fn cty(t: &Type) -> Option<&'static str> {
    match t {
        Type::Index => Some("int64_t"),
        Type::Integer { width, .. } if (1..=64).contains(width) => Some("int64_t"),
        Type::Float(_) => match t.int_or_float_width()? {
            32 => Some("float"),
            64 => Some("double"),
            _ => None,
        },
        _ => None,
    }
}

/// Bit width of an integer or index type.
pub(crate) fn int_width(t: &Type) -> Option<u32> {
    match t {
        Type::Index => Some(64),
        Type::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The C type of a memory element.
pub(crate) fn elem_cty(e: ElemType) -> &'static str {
    match e {
        ElemType::I1 => "uint8_t",
        ElemType::I8 => "int8_t",
        ElemType::I16 => "int16_t",
        ElemType::I32 => "int32_t",
        ElemType::I64 | ElemType::Index => "int64_t",
        ElemType::F32 => "float",
        ElemType::F64 => "double",
    }
}

/// The buffer element type of a memref type.
pub(crate) fn memref_elem(t: &Type) -> Option<ElemType> {
    match t {
        Type::MemRef { elem, .. } => crate::interp::elem_type_of(elem),
        _ => None,
    }
}

/// True for a memref type with static shape and the identity layout.
pub(crate) fn static_identity(t: &Type) -> Option<Vec<i64>> {
    match t {
        Type::MemRef { shape, .. } if t.is_identity_memref() && shape.iter().all(|&d| d >= 0) => {
            Some(shape.clone())
        }
        _ => None,
    }
}

/// The C name of IR value `v`.
pub(crate) fn vname(v: ValueId) -> String {
    format!("v{}", v.0)
}

/// A C integer literal.
pub(crate) fn lit(x: i64) -> String {
    if x == i64::MIN {
        "INT64_MIN".into()
    } else if x < 0 {
        format!("({x}LL)")
    } else {
        format!("{x}LL")
    }
}

fn is_supported_arg(t: &Type) -> bool {
    cty(t).is_some() || (matches!(t, Type::MemRef { .. }) && memref_elem(t).is_some())
}

impl<'m> Unit<'m> {
    pub(crate) fn new(m: &'m Module, opts: &COptions) -> R<Unit<'m>> {
        let mut funcs = vec![];
        let mut by_name = HashMap::new();
        for op in m.walk(m.top()) {
            let o = m.op(op);
            if o.name != "func.func" {
                continue;
            }
            let name = o
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .ok_or_else(|| CErrorKind::malformed("func.func", o.pos, "has no sym_name"))?
                .to_string();
            let Some(Type::Function { inputs, results }) =
                o.attr("function_type").and_then(|a| a.as_type())
            else {
                return Err(CErrorKind::malformed(
                    "func.func",
                    o.pos,
                    "has no function type",
                ));
            };
            for t in inputs.iter().chain(results) {
                if !is_supported_arg(t) {
                    return Err(CErrorKind::unsupported(
                        "func.func",
                        o.pos,
                        format!("signature type {t} (@{name})"),
                    ));
                }
            }
            let has_body = o
                .regions
                .first()
                .is_some_and(|&r| !m.region(r).blocks.is_empty());
            by_name.insert(name.clone(), funcs.len());
            funcs.push(FuncInfo {
                cname: String::new(),
                name,
                op,
                inputs: inputs.clone(),
                results: results.clone(),
                has_body,
            });
        }
        let names: Vec<String> = funcs.iter().map(|f| f.name.clone()).collect();
        for (f, c) in funcs.iter_mut().zip(super::names::c_names(&names)) {
            f.cname = c;
        }
        let mut u = Unit {
            m,
            opts: opts.clone(),
            funcs,
            by_name,
            aliased: HashSet::new(),
            sites: vec![],
            vtypes: std::collections::BTreeMap::new(),
            uses_print: false,
            simd_facts: None,
        };
        u.find_aliased_calls();
        Ok(u)
    }

    /// Marks callees to which some call passes the same memref (or views of one) twice.
    fn find_aliased_calls(&mut self) {
        let m = self.m;
        for op in m.walk(m.top()) {
            let o = m.op(op);
            if o.name != "func.call" {
                continue;
            }
            let Some(callee) = o.attr("callee").and_then(|a| a.as_flat_symbol()) else {
                continue;
            };
            let mut roots = HashSet::new();
            for &v in &o.operands {
                if matches!(m.value_type(v), Type::MemRef { .. }) && !roots.insert(self.root_of(v))
                {
                    self.aliased.insert(callee.to_string());
                }
            }
        }
    }

    /// The memref a view chain starts from.
    fn root_of(&self, mut v: ValueId) -> ValueId {
        for _ in 0..1000 {
            match self.m.defining_op(v) {
                Some(d)
                    if matches!(
                        self.m.op(d).name.as_str(),
                        "memref.subview" | "memref.cast" | "memref.reinterpret_cast"
                    ) =>
                {
                    match self.m.op(d).operands.first() {
                        Some(&s) => v = s,
                        None => return v,
                    }
                }
                _ => return v,
            }
        }
        v
    }

    /// Registers an error site; returns its number.
    pub(crate) fn site(&mut self, op: OpId, kind: ExecErrorKind, msg: &str, access: bool) -> usize {
        let o = self.m.op(op);
        self.sites.push(Site {
            op: o.name.clone(),
            pos: o.pos,
            kind,
            message: msg.to_string(),
            access,
            detail: None,
        });
        self.sites.len() - 1
    }

    /// The C declaration of a function's parameters.
    fn params(&self, f: &FuncInfo, args: &[ValueId]) -> String {
        let restrict = !self.aliased.contains(&f.name);
        let mut ps = vec![];
        for (t, &a) in f.inputs.iter().zip(args) {
            let n = vname(a);
            match t {
                Type::MemRef { shape, .. } => {
                    let e = memref_elem(t).map(elem_cty).unwrap_or("char");
                    let r = if restrict { " restrict" } else { "" };
                    ps.push(format!("void *{n}_a"));
                    ps.push(format!("{e} *{r} {n}_p"));
                    ps.push(format!("int64_t {n}_o"));
                    for k in 0..shape.len() {
                        ps.push(format!("int64_t {n}_s{k}"));
                    }
                    for k in 0..shape.len() {
                        ps.push(format!("int64_t {n}_t{k}"));
                    }
                }
                _ => ps.push(format!("{} {n}", cty(t).unwrap_or("int64_t"))),
            }
        }
        if ps.is_empty() {
            "void".into()
        } else {
            ps.join(", ")
        }
    }

    /// The result struct of a function (`None`: no results).
    fn ret_struct(&self, f: &FuncInfo) -> Option<String> {
        if f.results.is_empty() {
            return None;
        }
        let mut s = "typedef struct {".to_string();
        for (i, t) in f.results.iter().enumerate() {
            match t {
                Type::MemRef { shape, .. } => {
                    let e = memref_elem(t).map(elem_cty).unwrap_or("char");
                    let r = shape.len().max(1);
                    let _ = write!(
                        s,
                        " void *r{i}_a; {e} *r{i}_p; int64_t r{i}_o; int64_t r{i}_s[{r}]; int64_t r{i}_t[{r}];"
                    );
                }
                _ => {
                    let _ = write!(s, " {} r{i};", cty(t).unwrap_or("int64_t"));
                }
            }
        }
        let _ = write!(s, " }} tess_ret_{};", f.cname);
        Some(s)
    }

    /// The C return type of a function.
    pub(crate) fn ret_type(&self, f: &FuncInfo) -> String {
        if f.results.is_empty() {
            "void".into()
        } else {
            format!("tess_ret_{}", f.cname)
        }
    }

    /// The symbols some `func.call` of the module calls.
    pub(crate) fn called_names(&self) -> HashSet<String> {
        let m = self.m;
        m.walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == "func.call")
            .filter_map(|o| Some(m.op(o).attr("callee")?.as_flat_symbol()?.to_string()))
            .collect()
    }

    fn entry_args(&self, f: &FuncInfo) -> Option<Vec<ValueId>> {
        let o = self.m.op(f.op);
        let r = *o.regions.first()?;
        let b = *self.m.region(r).blocks.first()?;
        Some(self.m.block(b).args.clone())
    }

    /// Emits the whole translation unit.
    pub(crate) fn emit(&mut self) -> R<String> {
        let prelude = super::prelude::PRELUDE
            .replace("{MAX_DEPTH}", &crate::interp::MAX_CALL_DEPTH.to_string());
        let mut out = String::new();
        let funcs = self.funcs.clone();
        // Result structs and prototypes.
        for f in &funcs {
            if let Some(s) = self.ret_struct(f) {
                out += &s;
                out.push('\n');
            }
        }
        for f in funcs
            .iter()
            .filter(|f| !f.has_body && f.results.is_empty() && f.cname == f.name)
            .filter(|f| self.called_names().contains(&f.name))
        {
            let _ = writeln!(out, "extern void {}({});", f.cname, extern_params(f));
        }
        for f in funcs.iter().filter(|f| f.has_body) {
            let args = self.entry_args(f).unwrap_or_default();
            let _ = writeln!(
                out,
                "{} {}({});",
                self.ret_type(f),
                f.cname,
                self.params(f, &args)
            );
        }
        out.push('\n');
        for f in funcs.iter().filter(|f| f.has_body) {
            let args = self.entry_args(f).unwrap_or_default();
            let body = super::func::emit_function(self, f, &args)?;
            let _ = writeln!(
                out,
                "{} {}({}) {{",
                self.ret_type(f),
                f.cname,
                self.params(f, &args)
            );
            out += &body;
            out += "}\n\n";
        }
        for (i, f) in funcs.iter().enumerate().filter(|(_, f)| f.has_body) {
            out += &self.entry_wrapper(i, f);
        }
        let mut head = prelude;
        if self.uses_print {
            head += super::prelude::PRINT;
        }
        if self.opts.deadline_checks {
            head += super::prelude::DEADLINE;
        }
        for t in self.vtypes.values() {
            head += t;
            head.push('\n');
        }
        head.push('\n');
        Ok(head + &out)
    }

    /// `void tess_entry_I(const uint64_t *a, uint64_t *r)`: the packed wrapper of function I
    /// (one 64-bit slot per scalar, `3 + 2r` per memref, the JIT's layout).
    fn entry_wrapper(&self, i: usize, f: &FuncInfo) -> String {
        let mut s = format!(
            "void tess_entry_{i}(const uint64_t *a, uint64_t *r) {{\n  (void)a; (void)r;\n  \
             tess_depth = 0; /* the calling thread's call depth (tess_reset runs on another) */\n"
        );
        let mut k = 0usize;
        let mut args = vec![];
        for t in &f.inputs {
            match t {
                Type::MemRef { shape, .. } => {
                    let e = memref_elem(t).map(elem_cty).unwrap_or("char");
                    args.push(format!("(void *)(uintptr_t)a[{k}]"));
                    args.push(format!("({e} *)(uintptr_t)a[{}]", k + 1));
                    args.push(format!("(int64_t)a[{}]", k + 2));
                    for j in 0..2 * shape.len() {
                        args.push(format!("(int64_t)a[{}]", k + 3 + j));
                    }
                    k += 3 + 2 * shape.len();
                }
                _ => {
                    args.push(match (cty(t), int_width(t)) {
                        (Some("double"), _) => format!("tess_bitsd((int64_t)a[{k}])"),
                        (Some("float"), _) => format!("tess_bitsf((int64_t)a[{k}])"),
                        (_, Some(w)) => format!("tess_sext(a[{k}], {w})"),
                        _ => format!("(int64_t)a[{k}]"),
                    });
                    k += 1;
                }
            }
        }
        let call = format!("{}({})", f.cname, args.join(", "));
        if f.results.is_empty() {
            let _ = writeln!(s, "  {call};");
        } else {
            let _ = writeln!(s, "  tess_ret_{} x = {call};", f.cname);
            let mut k = 0usize;
            for (j, t) in f.results.iter().enumerate() {
                match t {
                    Type::MemRef { shape, .. } => {
                        let _ = writeln!(s, "  r[{k}] = (uint64_t)(uintptr_t)x.r{j}_a;");
                        let _ = writeln!(s, "  r[{}] = (uint64_t)(uintptr_t)x.r{j}_p;", k + 1);
                        let _ = writeln!(s, "  r[{}] = (uint64_t)x.r{j}_o;", k + 2);
                        let n = shape.len();
                        for d in 0..n {
                            let _ = writeln!(s, "  r[{}] = (uint64_t)x.r{j}_s[{d}];", k + 3 + d);
                            let _ =
                                writeln!(s, "  r[{}] = (uint64_t)x.r{j}_t[{d}];", k + 3 + n + d);
                        }
                        k += 3 + 2 * n;
                    }
                    _ => {
                        let v = match cty(t) {
                            Some("double") => format!("(uint64_t)tess_dbits(x.r{j})"),
                            Some("float") => format!("(uint64_t)(uint32_t)tess_fbits(x.r{j})"),
                            _ => format!("(uint64_t)x.r{j}"),
                        };
                        let _ = writeln!(s, "  r[{k}] = {v};");
                        k += 1;
                    }
                }
            }
        }
        s += "}\n\n";
        s
    }
}

/// The single block of region `i` of `op`.
pub(crate) fn region_block(m: &Module, op: OpId, i: usize) -> Option<BlockId> {
    let r = *m.op(op).regions.get(i)?;
    let rg = m.region(r);
    if rg.blocks.len() != 1 {
        return None;
    }
    rg.blocks.first().copied()
}

pub(crate) fn check_nest(depth: usize, m: &Module, op: OpId) -> R<()> {
    if depth > MAX_NEST {
        let o = m.op(op);
        return Err(CErrorKind::unsupported(
            &o.name,
            o.pos,
            format!("regions nested deeper than {MAX_NEST}"),
        ));
    }
    Ok(())
}

/// The parameter types of external function `f` (the JIT's ABI: a memref as allocated pointer,
/// aligned pointer, offset, sizes, strides).
fn extern_params(f: &FuncInfo) -> String {
    let mut ps = vec![];
    for t in &f.inputs {
        match t {
            Type::MemRef { shape, .. } => {
                let e = memref_elem(t).map(elem_cty).unwrap_or("char");
                ps.push("void *".to_string());
                ps.push(format!("{e} *"));
                for _ in 0..1 + 2 * shape.len() {
                    ps.push("int64_t".to_string());
                }
            }
            _ => ps.push(cty(t).unwrap_or("int64_t").to_string()),
        }
    }
    if ps.is_empty() {
        "void".into()
    } else {
        ps.join(", ")
    }
}
