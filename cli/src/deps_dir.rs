//! `tessera deps DIR`: the dependence report of every `.mlir` file under a directory.
//!
//! Files are found recursively (symbolic links to directories are not followed) and reported
//! in sorted path order whatever order the threads finish in; they are analysed in parallel on
//! all cores. Standard output receives, per file that succeeded, exactly what `tessera deps
//! FILE` prints: for `text` and `dot` after a `==> FILE <==` header line; for `mlir-remarks`
//! as is (every line already starts with the file name); for `json` one document
//! `{ schema: "tessera-deps-dir/1", files: [ <the tessera-deps/1 document of each file>, or
//! { file, error } for a file that failed ] }`. Each failure's diagnostic
//! (`FILE:LINE:COL: error: ...`) goes to standard error, in the same order, followed by one
//! summary line (`deps: N files, K analysed, F failed`). Nothing is written to standard output
//! before every file is done, so the output is never half-written. A progress bar is drawn on
//! standard error only when it is a terminal. Exit status 1 if any file failed.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rayon::prelude::*;
use serde_json::{json, Value as Json};

use crate::deps::{report, report_json, write_stdout, Args, Format};
use crate::input::{display_name, read_input};

/// Every `.mlir` file under `dir`, sorted.
pub fn mlir_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let rd = std::fs::read_dir(&d)
            .map_err(|e| format!("error: cannot read directory {}: {e}", d.display()))?;
        for ent in rd {
            let ent =
                ent.map_err(|e| format!("error: cannot read directory {}: {e}", d.display()))?;
            let p = ent.path();
            let ft = ent
                .file_type()
                .map_err(|e| format!("error: cannot read {}: {e}", p.display()))?;
            if ft.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// A hand-rolled progress bar on standard error (only drawn when it is a terminal).
struct Progress {
    total: usize,
    done: AtomicUsize,
    draw: Option<Mutex<()>>,
}

impl Progress {
    fn new(total: usize) -> Progress {
        let tty = std::io::stderr().is_terminal();
        let p = Progress {
            total,
            done: AtomicUsize::new(0),
            draw: tty.then(|| Mutex::new(())),
        };
        p.show(0);
        p
    }

    fn tick(&self) {
        let n = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        self.show(n);
    }

    fn show(&self, n: usize) {
        let Some(lock) = &self.draw else { return };
        let Ok(_g) = lock.lock() else { return };
        const W: usize = 30;
        let filled = (n * W).checked_div(self.total).unwrap_or(W);
        let mut e = std::io::stderr().lock();
        let _ = write!(
            e,
            "\r[{}{}] {n}/{} files",
            "#".repeat(filled),
            " ".repeat(W - filled),
            self.total
        );
        let _ = e.flush();
    }

    fn finish(&self) {
        if self.draw.is_some() {
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\r{}\r", " ".repeat(60));
            let _ = e.flush();
        }
    }
}

enum Outcome {
    Text(String),
    Json(Json),
}

fn one(args: &Args, path: &Path) -> Result<Outcome, String> {
    let name = display_name(path);
    let src = read_input(path).map_err(|e| format!("{e}\n"))?;
    if args.format == Format::Json {
        return report_json(args, &name, &src).map(Outcome::Json);
    }
    let out = report(args, &name, &src)?;
    Ok(Outcome::Text(match args.format {
        Format::Text | Format::Dot => format!("==> {name} <==\n{out}"),
        _ => out,
    }))
}

/// Runs `deps` on the directory `args.file`.
pub fn run(args: &Args) -> ExitCode {
    let files = match mlir_files(&args.file) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let progress = Progress::new(files.len());
    let results: Vec<Result<Outcome, String>> = files
        .par_iter()
        .map(|p| {
            let r = one(args, p);
            progress.tick();
            r
        })
        .collect();
    progress.finish();
    let mut out = String::new();
    let mut docs = Vec::new();
    let mut failed = 0usize;
    for (path, r) in files.iter().zip(results) {
        match r {
            Ok(Outcome::Text(s)) => out.push_str(&s),
            Ok(Outcome::Json(j)) => docs.push(j),
            Err(e) => {
                failed += 1;
                eprint!("{e}");
                if !e.ends_with('\n') {
                    eprintln!();
                }
                if args.format == Format::Json {
                    docs.push(json!({"file": display_name(path), "error": e.trim_end()}));
                }
            }
        }
    }
    if args.format == Format::Json {
        out = serde_json::to_string_pretty(&json!({"schema": "tessera-deps-dir/1", "files": docs}))
            .unwrap_or_default();
        out.push('\n');
    }
    let written = write_stdout(&out);
    eprintln!(
        "deps: {} files, {} analysed, {failed} failed",
        files.len(),
        files.len() - failed
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        written
    }
}
