//! The [`Measure`] `tessera opt` gives the passes that time their candidates
//! (`affine-optimize{measure=ENTRY}`): the backend `tessera bench` uses by default (the C
//! backend when the C compiler works, else the JIT), no bounds checks, linalg ops lowered, the
//! entry's arguments zero-filled as `tessera bench` fills them, its printed output discarded
//! (standard output carries the module).

use tessera_codegen::value::{entry_args, ArgValue, Fill};
use tessera_ir::Module;
use tessera_transforms::pass::{Measure, MeasuredRun};

use crate::backend::{BackendKind, Native};
use crate::input::lower_linalg;

/// Times modules on this machine's native backend; errors are rendered against `file`.
pub struct NativeMeasure {
    /// The input's name, for error messages.
    pub file: String,
}

/// A compiled entry and its inputs.
struct NativeRun<'a> {
    native: Native,
    entry: String,
    inputs: Vec<ArgValue>,
    file: &'a str,
}

impl Measure for NativeMeasure {
    fn prepare<'a>(
        &'a self,
        m: &Module,
        entry: &str,
        threads: usize,
    ) -> Result<Box<dyn MeasuredRun + 'a>, String> {
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
        Ok(Box::new(NativeRun {
            native,
            entry: entry.to_string(),
            inputs,
            file: &self.file,
        }))
    }
}

impl MeasuredRun for NativeRun<'_> {
    fn seconds(&mut self) -> Result<f64, String> {
        let mut vals = self.inputs.clone();
        let (_, t) = self
            .native
            .call_with(&self.entry, &mut vals, &mut std::io::sink(), None)
            .map_err(|e| e.render(self.file))?;
        Ok(t.as_secs_f64())
    }
}
