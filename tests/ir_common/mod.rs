//! Shared helpers for the dialect tests: parse+verify error positions, and printing checks
//! (custom print is a fixed point and survives the generic form).

#![allow(dead_code)]

use tessera::ir::{parse, print, verify, PrintOptions, Registry};

/// Parses and verifies; returns (line, col, message) of the first error.
pub fn error_of(src: &str) -> (u32, u32, String) {
    let reg = Registry::standard();
    let e = match parse(src, reg) {
        Ok(m) => match verify(&m, reg) {
            Ok(()) => panic!("expected an error for:\n{src}"),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let p = e.pos.expect("error has a position");
    (p.line, p.col, e.message)
}

pub fn check(src: &str, line: u32, col: u32, msg: &str) {
    let (l, c, m) = error_of(src);
    assert_eq!((l, c, m.as_str()), (line, col, msg), "source:\n{src}");
}

pub fn print_with(src: &str, generic: bool) -> String {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("parse: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("verify: {e}\n{src}"));
    print(&m, reg, PrintOptions { generic })
}

/// The custom print equals `expected`, is a fixed point, and survives the generic form.
pub fn check_print(src: &str, expected: &str) {
    let out = print_with(src, false);
    assert_eq!(out, expected);
    assert_eq!(
        print_with(&out, false),
        out,
        "custom print is not a fixed point"
    );
    let generic = print_with(src, true);
    assert_eq!(
        print_with(&generic, false),
        out,
        "generic form does not round-trip"
    );
    assert_eq!(
        print_with(&print_with(&generic, true), true),
        generic,
        "generic print is not a fixed point"
    );
}
