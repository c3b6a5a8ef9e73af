//! The [`Measure`] `tessera opt` gives the passes that time their candidates
//! (`affine-optimize{measure=ENTRY}`): the backend `tessera bench` uses by default (the C
//! backend when the C compiler works, else the JIT), no bounds checks, linalg ops lowered, the
//! entry's arguments zero-filled as `tessera bench` fills them, its printed output discarded
//! (standard output carries the module).

use tessera_codegen::value::{entry_args, ArgValue, Fill};
use tessera_ir::Module;
use tessera_transforms::pass::Measure;

use crate::backend::BackendKind;
use crate::input::lower_linalg;

/// Times modules on this machine's native backend; errors are rendered against `file`.
pub struct NativeMeasure {
    /// The input's name, for error messages.
    pub file: String,
}

impl Measure for NativeMeasure {
    fn seconds(&self, m: &Module, entry: &str, threads: usize, runs: usize) -> Result<f64, String> {
        let mut module = m.clone();
        lower_linalg(&mut module, &self.file)?;
        // Only what the entry reaches is compiled (as `tessera bench` does).
        let needed = tessera_codegen::reach::reachable_from(&module, entry);
        let inputs: Vec<ArgValue> = entry_args(&needed, entry, Fill::Zero, &[])
            .map_err(|e| e.render(&self.file))?
            .into_iter()
            .map(|a| a.value)
            .collect();
        let (native, _) = crate::backend::compile(
            &needed,
            BackendKind::Auto,
            threads.max(1),
            false,
            &self.file,
        )?;
        let mut best = f64::INFINITY;
        // One warm-up run, then `runs` timed ones.
        for k in 0..=runs.max(1) {
            let mut vals = inputs.clone();
            let (_, t) = native
                .call_with(entry, &mut vals, &mut std::io::sink(), None)
                .map_err(|e| e.render(&self.file))?;
            if k > 0 {
                best = best.min(t.as_secs_f64());
            }
        }
        Ok(best)
    }
}
