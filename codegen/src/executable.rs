//! [`Executable`]: what both native backends give back — a module compiled by the JIT
//! ([`crate::jit::Compiled`]) or by the C backend ([`crate::cbackend::CCompiled`]) — so that
//! callers choose the backend once and call through one interface.

use std::time::Duration;

use crate::value::ArgValue;
use crate::Error;

/// A module compiled to native code.
pub trait Executable {
    /// Wall-clock time compilation took (for the C backend: emission, compilation or cache
    /// lookup, and loading).
    fn compile_time(&self) -> Duration;

    /// Threads that run parallel loops.
    fn threads(&self) -> usize;

    /// Names of the compiled functions, sorted.
    fn functions(&self) -> Vec<&str>;

    /// Calls function `entry` with `args` (memref arguments read and written in place),
    /// writing the output of `vector.print` to `out` (flushed at the end, error or not) and,
    /// for a module compiled with deadline checks, stopping with a timeout error naming the
    /// innermost running loop once `timeout` has elapsed (without deadline checks `timeout`
    /// is ignored). Returns the function's results (memref results copied into fresh
    /// row-major buffers) and the wall-clock time of the native call alone.
    fn call_with(
        &self,
        entry: &str,
        args: &mut [ArgValue],
        out: &mut (dyn std::io::Write + Send),
        timeout: Option<Duration>,
    ) -> Result<(Vec<ArgValue>, Duration), Error>;

    /// [`Executable::call_with`] writing to standard output, without a timeout.
    fn call_timed(
        &self,
        entry: &str,
        args: &mut [ArgValue],
    ) -> Result<(Vec<ArgValue>, Duration), Error> {
        self.call_with(entry, args, &mut std::io::stdout(), None)
    }

    /// [`Executable::call_timed`] without the time.
    fn call(&self, entry: &str, args: &mut [ArgValue]) -> Result<Vec<ArgValue>, Error> {
        self.call_timed(entry, args).map(|(r, _)| r)
    }
}
