//! Default-valued properties of llvm ops written in generic form: mlir-opt's property storage
//! holds them, so it prints them (`CConv`, `linkage`, `fastmathFlags`, ...).

use crate::attrs::Attribute;
use crate::module::OperationState;

use super::super::Registry;
use super::{fastmath_none, i32_attr, i64_attr, OVERFLOW_OPS};

pub(crate) fn register(r: &mut Registry) {
    // Every llvm op whose properties include a default-valued one gets it filled in when
    // written in generic form, as mlir-opt's property storage does.
    let names: Vec<&'static str> = r
        .ops_with_prefix("llvm.")
        .into_iter()
        .filter(|d| {
            d.inherent_attrs.iter().any(|a| {
                matches!(
                    *a,
                    "fastmathFlags" | "overflowFlags" | "CConv" | "tail_call_kind"
                )
            }) || matches!(d.name, "llvm.mlir.global")
        })
        .map(|d| d.name)
        .collect();
    for n in names {
        if let Some(d) = r.lookup(n).cloned() {
            r.add(d.generic_defaults(generic_defaults));
        }
    }
}

/// The default-valued properties of llvm ops, set where a generic-form op left them out.
fn generic_defaults(st: &mut OperationState) {
    let put = |st: &mut OperationState, k: &str, v: Attribute| {
        if st.attr(k).is_none() {
            st.set_prop(k, v);
        }
    };
    let name = st.name.clone();
    let inherent: &[&str] = match name.as_str() {
        "llvm.func" => &["CConv", "linkage", "visibility_"],
        "llvm.mlir.global" => &["addr_space", "visibility_"],
        "llvm.call" => &["CConv", "TailCallKind", "fastmathFlags"],
        "llvm.invoke" => &["CConv"],
        "llvm.inline_asm" => &["tail_call_kind"],
        n if OVERFLOW_OPS.contains(&n) || n == "llvm.trunc" => &["overflowFlags"],
        _ => &["fastmathFlags"],
    };
    for &k in inherent {
        let v = match k {
            "CConv" => Attribute::Opaque("#llvm.cconv<ccc>".into()),
            "linkage" => Attribute::Opaque("#llvm.linkage<external>".into()),
            "visibility_" => i64_attr(0),
            "addr_space" | "overflowFlags" => i32_attr(0),
            "TailCallKind" | "tail_call_kind" => {
                Attribute::Opaque("#llvm.tailcallkind<none>".into())
            }
            _ => fastmath_none(),
        };
        put(st, k, v);
    }
}
