//! Writes the benchmark's generated affine module: `cargo run --example ir_gen -- OUT [MB]`.

#[path = "../benches/ir_gen/mod.rs"]
mod ir_gen;

fn main() -> std::process::ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next() else {
        eprintln!("usage: ir_gen OUT [MEGABYTES]");
        return std::process::ExitCode::FAILURE;
    };
    let mb: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(8);
    let text = ir_gen::generate(mb << 20);
    if let Err(e) = std::fs::write(&out, text) {
        eprintln!("error: cannot write {out}: {e}");
        return std::process::ExitCode::FAILURE;
    }
    std::process::ExitCode::SUCCESS
}
