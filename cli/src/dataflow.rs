//! `tessera deps FILE --dataflow`: the exact value-based dataflow (last writer of every read
//! instance), as text or JSON (schema `tessera-dataflow/1`, documented in
//! `tessera_dependence::dataflow::report`).

use serde_json::Value as Json;
use tessera_dependence::dataflow::report::{self, DataflowReport, ReadEntry};
use tessera_dependence::dataflow::{dataflow, DataflowOptions};
use tessera_ir::Registry;

use crate::deps::{Args, Format};

/// The report of one source text, or the rendered error (ending with a newline).
fn build(args: &Args, name: &str, src: &str) -> Result<DataflowReport, String> {
    if !matches!(args.format, Format::Text | Format::Json) {
        return Err("error: --dataflow prints text or json (--format text|json)\n".into());
    }
    let reg = Registry::standard();
    let m = tessera_ir::parse(src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|_| m))
        .map_err(|e| e.render(name, src))?;
    document(&m, args.function.clone(), name).map_err(|e| format!("{name}: error: {e}\n"))
}

/// The dataflow document of a verified module (one function's when `function` is set).
pub fn document(
    m: &tessera_ir::Module,
    function: Option<String>,
    name: &str,
) -> Result<DataflowReport, tessera_dependence::DepError> {
    let opts = DataflowOptions {
        function,
        ..DataflowOptions::default()
    };
    Ok(report::build(
        m,
        &dataflow(m, Registry::standard(), &opts)?,
        name,
    ))
}

/// The rendered report (text or JSON).
pub fn render(args: &Args, name: &str, src: &str) -> Result<String, String> {
    let r = build(args, name, src)?;
    Ok(match args.format {
        Format::Json => {
            let mut s = serde_json::to_value(&r)
                .and_then(|v| serde_json::to_string_pretty(&v))
                .unwrap_or_default();
            s.push('\n');
            s
        }
        _ => text(&r),
    })
}

/// The JSON document (for `deps DIR --dataflow --format json`).
pub fn json_value(args: &Args, name: &str, src: &str) -> Result<Json, String> {
    let r = build(args, name, src)?;
    serde_json::to_value(r).map_err(|e| format!("{name}: error: {e}\n"))
}

/// The text report: per read, in words.
pub fn text(r: &DataflowReport) -> String {
    let mut s = format!("dataflow of {}\n", r.file);
    s += "(each read instance takes the value stored by the write instance its relation maps \
          it to; loops are named by their induction variables, the write's primed)\n";
    for f in &r.functions {
        s += &format!("\nfunction @{}", f.name);
        if !f.params.is_empty() {
            s += &format!(" (parameters {})", f.params.join(", "));
        }
        s += "\n";
        for rd in &f.reads {
            read_text(&mut s, rd);
        }
    }
    for w in &r.warnings {
        s += &format!("\nwarning: {w}\n");
    }
    s
}

fn read_text(s: &mut String, rd: &ReadEntry) {
    let loops = if rd.loops.is_empty() {
        "outside loops".to_string()
    } else {
        format!("in loops {}", rd.loops.join(", "))
    };
    *s += &format!(
        "  #{} {} of {} at {} ({loops})\n",
        rd.access, rd.op, rd.memref, rd.pos
    );
    if let Some(reason) = &rd.reason {
        *s += &format!("    not exact: {reason}\n");
    }
    if let Some(d) = &rd.domain {
        *s += &format!("    instances: {d}\n");
    }
    for src in &rd.sources {
        let what = if src.may {
            "may read the value stored by"
        } else {
            "reads the value stored by"
        };
        *s += &format!("    {what} #{} {} at {}", src.write, src.op, src.pos);
        match &src.relation {
            Some(rel) => *s += &format!(":\n      {rel}\n"),
            None => *s += " (not modelled: any of its instances)\n",
        }
    }
    match rd.initial.as_deref() {
        Some(init) if !rd.initial_empty => {
            *s += &format!("    reads the value from before the function at:\n      {init}\n")
        }
        _ => {}
    }
}
