//! C names of the module's functions: each `func.func @f` becomes a C function named `f`
//! when `f` is a plain C identifier that cannot clash with the unit's own names (`tess_*`),
//! C keywords, `main`, reserved identifiers or the functions of the headers the unit
//! includes, or the unit's local names; otherwise `tess_fn_<f with every other character replaced by '_'>`, with a
//! `_<k>` suffix if two functions would still get one name.

use std::collections::HashSet;

/// C keywords (C11 and C23) and names the headers of the prelude declare or that a C program
/// must not redefine.
#[rustfmt::skip]
const RESERVED: &[&str] = &[
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "bool", "true", "false", "nullptr",
    "alignas", "alignof", "constexpr", "static_assert", "thread_local", "typeof", "asm",
    "main", "errno", "abort", "exit", "malloc", "calloc", "realloc", "free", "printf",
    "memcpy", "memmove", "memset", "memcmp", "strlen", "strcmp", "strcpy", "strncpy",
    "strcat", "strchr", "strstr", "strerror", "strdup", "abs", "labs", "div", "offsetof",
    // stdlib.h
    "aligned_alloc", "posix_memalign", "atoi", "atol", "atoll", "atof", "strtol", "strtoll",
    "strtoul", "strtoull", "strtod", "strtof", "qsort", "bsearch", "rand", "srand", "getenv",
    "system", "atexit", "llabs", "ldiv", "lldiv", "quick_exit", "_Exit",
    // math.h
    "acos", "asin", "atan", "atan2", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh",
    "sinh", "tanh", "exp", "exp2", "expm1", "frexp", "ldexp", "log", "log10", "log1p", "log2",
    "logb", "modf", "scalbn", "scalbln", "cbrt", "fabs", "hypot", "pow", "sqrt", "erf", "erfc",
    "lgamma", "tgamma", "ceil", "floor", "nearbyint", "rint", "lrint", "llrint", "round",
    "lround", "llround", "trunc", "fmod", "remainder", "remquo", "copysign", "nan",
    "nextafter", "nexttoward", "fdim", "fmax", "fmin", "fma", "ilogb", "isnan", "isinf",
    "isfinite", "isnormal", "signbit", "fpclassify", "exp10", "pow10", "sincos", "gamma",
    "j0", "j1", "jn", "y0", "y1", "yn", "drem", "significand", "finite", "isgreater",
    "isless", "isunordered", "math_errhandling",
];

/// Whether `s` is a C identifier.
fn is_ident(s: &str) -> bool {
    let mut cs = s.chars();
    matches!(cs.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether a function may keep its symbol as its C name.
fn keeps_name(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    let libm_variant = |x: &str| {
        // sqrtf, sqrtl, ...
        x.len() > 1
            && (x.ends_with('f') || x.ends_with('l'))
            && RESERVED.contains(&&x[..x.len() - 1])
    };
    is_ident(s)
        && !s.starts_with('_')
        && !lower.starts_with("tess_")
        && !lower.starts_with("omp_")
        && !lower.starts_with("gomp_")
        && !s.contains("__")
        && !RESERVED.contains(&s)
        && !libm_variant(s)
        && !(s.starts_with("int") || s.starts_with("uint")) // int64_t, intptr_t, ...
        && !s.ends_with("_t")
        // The unit's local names: values `vN...`, temporaries `...N_`, labels `pendN`, the
        // entry wrappers' parameters; and macros (all capitals).
        && !s.ends_with('_')
        && !(s.starts_with('v') && s[1..].starts_with(|c: char| c.is_ascii_digit()))
        && !s.starts_with("pend")
        && s.len() > 1
        && !s.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// The C names of functions with these symbols (in order; all distinct).
pub(crate) fn c_names(symbols: &[String]) -> Vec<String> {
    let mut taken: HashSet<String> = symbols.iter().filter(|s| keeps_name(s)).cloned().collect();
    let mut seen = HashSet::new();
    let mut out = vec![];
    for s in symbols {
        if keeps_name(s) && seen.insert(s.clone()) {
            out.push(s.clone());
            continue;
        }
        let clean: String = s
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let base = format!("tess_fn_{clean}");
        let mut name = base.clone();
        let mut k = 1usize;
        while taken.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        taken.insert(name.clone());
        seen.insert(s.clone());
        out.push(name);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::c_names;

    fn names(xs: &[&str]) -> Vec<String> {
        c_names(&xs.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn plain_symbols_keep_their_names() {
        assert_eq!(
            names(&["kernel_gemm", "init_array"]),
            ["kernel_gemm", "init_array"]
        );
    }

    #[test]
    fn clashing_or_odd_symbols_are_prefixed() {
        assert_eq!(
            names(&[
                "main",
                "exp",
                "sqrtf",
                "tess_error",
                "a.b$c",
                "9x",
                "for",
                "uint8_t",
                "v12",
                "a",
                "NAN"
            ]),
            [
                "tess_fn_main",
                "tess_fn_exp",
                "tess_fn_sqrtf",
                "tess_fn_tess_error",
                "tess_fn_a_b_c",
                "tess_fn_9x",
                "tess_fn_for",
                "tess_fn_uint8_t",
                "tess_fn_v12",
                "tess_fn_a",
                "tess_fn_NAN"
            ]
        );
    }

    #[test]
    fn sanitised_names_do_not_collide() {
        // "a.b" and "a$b" both sanitise to a_b; "tess_fn_a_b" is a symbol of its own.
        let n = names(&["a.b", "a$b", "tess_fn_a_b"]);
        assert_eq!(n, ["tess_fn_a_b", "tess_fn_a_b_1", "tess_fn_tess_fn_a_b"]);
        let set: std::collections::HashSet<_> = n.iter().collect();
        assert_eq!(set.len(), 3);
    }
}
