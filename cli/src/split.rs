//! `tessera opt --split-input-file` and `--verify-diagnostics`, as mlir-opt does them.
//!
//! With `--split-input-file` the input is cut at every line that starts (after blanks) with
//! `// -----`; each chunk is parsed, verified, transformed and printed on its own, and the
//! outputs of the chunks that succeed are written separated by `// -----` lines (a failing chunk
//! prints nothing but keeps its separator, as mlir-opt). An error in one chunk does not stop the
//! others; the exit status is 1 if any chunk failed. Each chunk is parsed with as many leading
//! newlines as lines precede it, so diagnostics name lines and columns of the original file.
//!
//! With `--verify-diagnostics` the diagnostics of each chunk are not printed but matched against
//! the chunk's `expected-*` annotations (see [`crate::verify_diag`]); the exit status is 0 when
//! every diagnostic was expected and every expectation met.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use tessera_ir::{Pos, PrintOptions, Registry};

use crate::input::{display_name, read_input};
use crate::opt::Args;
use crate::verify_diag::{self, Diagnostic, Severity};

/// The marker line that separates chunks, and separates their outputs.
pub const SPLIT_MARKER: &str = "// -----";

/// One chunk of a split input: its text, preceded by one newline per line of the file before it
/// (so that positions in the chunk are positions in the file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// The padded text.
    pub text: String,
    /// The 1-based line of the file on which the chunk starts.
    pub first_line: u32,
}

/// Splits `src` at marker lines (`split` false: the whole input is one chunk).
pub fn split_input(src: &str, split: bool) -> Vec<Chunk> {
    if !split {
        return vec![Chunk {
            text: src.to_string(),
            first_line: 1,
        }];
    }
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut first_line = 1u32;
    let mut line_no = 0u32;
    for line in src.split_inclusive('\n') {
        line_no += 1;
        if line.trim_start().starts_with(SPLIT_MARKER) {
            chunks.push(Chunk {
                text: std::mem::take(&mut current),
                first_line,
            });
            first_line = line_no + 1;
            current = "\n".repeat(line_no as usize);
            continue;
        }
        current.push_str(line);
    }
    chunks.push(Chunk {
        text: current,
        first_line,
    });
    chunks
}

/// What processing one chunk gave: the printed module (when it succeeded) and its diagnostics.
pub struct ChunkOutcome {
    /// The printed module, when the chunk parsed, verified and transformed without error.
    pub output: Option<String>,
    /// Every diagnostic produced, in order.
    pub diagnostics: Vec<Diagnostic>,
}

/// The diagnostics of an error: the error itself, then its notes.
fn error_diags(e: &tessera_ir::Error) -> Vec<Diagnostic> {
    let mut out = vec![Diagnostic {
        severity: Severity::Error,
        pos: e.pos,
        message: e.message.clone(),
    }];
    out.extend(e.notes.iter().map(|(pos, message)| Diagnostic {
        severity: Severity::Note,
        pos: *pos,
        message: message.clone(),
    }));
    out
}

/// Parses, verifies, runs the passes of `args` on, and prints one chunk (mirrors `opt::run`).
pub fn process_chunk(args: &Args, text: &str) -> ChunkOutcome {
    let reg = Registry::standard();
    let fail = |diagnostics: Vec<Diagnostic>| ChunkOutcome {
        output: None,
        diagnostics,
    };
    let mut module =
        match tessera_ir::parse(text, reg).and_then(|m| tessera_ir::verify(&m, reg).map(|()| m)) {
            Ok(m) => m,
            Err(e) => return fail(error_diags(&e)),
        };
    let pipeline = match crate::opt::pipeline(args) {
        Ok(p) => p,
        Err(e) => {
            return fail(vec![Diagnostic {
                severity: Severity::Error,
                pos: None,
                message: e,
            }])
        }
    };
    let mut diagnostics = Vec::new();
    if let Some(pipeline) = pipeline {
        match pipeline.run(&mut module) {
            Err(e) => {
                return fail(vec![Diagnostic {
                    severity: Severity::Error,
                    pos: e.pos,
                    message: e.message,
                }])
            }
            Ok(remarks) => diagnostics.extend(remarks.into_iter().map(|r| Diagnostic {
                severity: Severity::Remark,
                pos: r.pos,
                message: format!("[{}] {}", r.pass, r.message),
            })),
        }
        if let Err(e) = tessera_ir::verify(&module, reg) {
            return fail(error_diags(&e));
        }
    }
    let text = tessera_ir::print(
        &module,
        reg,
        PrintOptions {
            generic: args.generic,
        },
    );
    ChunkOutcome {
        output: Some(text),
        diagnostics,
    }
}

/// Renders a diagnostic as `FILE:LINE:COL: severity: message` with the source line and a caret.
pub fn render(
    file: &str,
    src: &str,
    pos: Option<Pos>,
    severity: Severity,
    message: &str,
) -> String {
    tessera_ir::render_one(file, src, pos, severity.name(), message)
}

/// Runs `tessera opt` with `--split-input-file` and/or `--verify-diagnostics`.
pub fn run(args: &Args, path: &Path) -> ExitCode {
    let src = match read_input(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let file = display_name(path);
    let mut out = String::new();
    let mut failed = false;
    let chunks = split_input(&src, args.split_input_file);
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            out.push_str(SPLIT_MARKER);
            out.push('\n');
        }
        let outcome = process_chunk(args, &chunk.text);
        if let Some(text) = &outcome.output {
            out.push_str(text);
        }
        if args.verify_diagnostics {
            let expected = match verify_diag::parse_expectations(&chunk.text) {
                Ok(e) => e,
                Err(problems) => {
                    for p in problems {
                        eprint!(
                            "{}",
                            render(&file, &chunk.text, Some(p.pos), Severity::Error, &p.message)
                        );
                    }
                    failed = true;
                    continue;
                }
            };
            let problems = verify_diag::check(&expected, &outcome.diagnostics);
            for p in &problems {
                eprint!(
                    "{}",
                    render(&file, &chunk.text, p.pos, Severity::Error, &p.message)
                );
            }
            failed |= !problems.is_empty();
        } else {
            for d in &outcome.diagnostics {
                eprint!(
                    "{}",
                    render(&file, &chunk.text, d.pos, d.severity, &d.message)
                );
            }
            failed |= outcome.output.is_none();
        }
    }
    if let Err(e) = write_text(args.output.as_deref(), &out) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn write_text(path: Option<&Path>, text: &str) -> Result<(), String> {
    match path {
        Some(p) => crate::opt::write_output(p, text),
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| format!("error: cannot write standard output: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_their_line_numbers() {
        let src = "a\n// -----\nb\nc\n  // ----- trailing\nd";
        let chunks = split_input(src, true);
        assert_eq!(chunks.len(), 3);
        assert_eq!(chunks[0].text, "a\n");
        assert_eq!(chunks[1].text, "\n\nb\nc\n");
        assert_eq!(chunks[1].first_line, 3);
        assert_eq!(chunks[2].text, "\n\n\n\n\nd");
        assert_eq!(split_input(src, false).len(), 1);
    }
}
