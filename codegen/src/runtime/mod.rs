//! Runtime support called from JIT-compiled code: heap allocation for `memref.alloc`, math
//! functions, error reporting, and the thread pool that runs parallel loops.
//!
//! Every function here has the C ABI and is registered by name with the JIT (see
//! [`symbols`]). Generated code never unwinds into Rust: errors are recorded in an
//! [`ErrorCell`], and generated code checks the cell after every call that can fail and
//! returns at once when it is set (see [`crate::jit`]).

mod parallel;

use std::alloc::Layout;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;

pub use parallel::{rt_parallel, Pool, MAX_CHUNKS};

/// Alignment of every `memref.alloc` buffer (bytes).
pub const ALLOC_ALIGN: usize = 64;
/// Bytes before the pointer returned by [`rt_alloc`] that hold the allocation size.
const HEADER: usize = ALLOC_ALIGN;

/// The first error raised by generated code during one call, as an index into the compiled
/// module's table of error sites (`-1`: none), with the run-time values that site's message
/// quotes (indices and sizes of an out-of-bounds access, ...).
///
/// `repr(C)` with the site first: generated code reads the site at the cell's address.
#[derive(Debug)]
#[repr(C)]
pub struct ErrorCell {
    /// The site index (`-1`: no error).
    pub site: AtomicI64,
    /// The values recorded with the site by [`rt_error_words`].
    words: Mutex<Vec<i64>>,
}

impl ErrorCell {
    /// A cell with no error recorded.
    pub fn new() -> ErrorCell {
        ErrorCell {
            site: AtomicI64::new(-1),
            words: Mutex::new(vec![]),
        }
    }

    /// Takes the recorded error site and its values and clears the cell.
    pub fn take(&self) -> Option<(usize, Vec<i64>)> {
        let mut w = self.words.lock().unwrap_or_else(|e| e.into_inner());
        let v = self.site.swap(-1, Ordering::SeqCst);
        let words = std::mem::take(&mut *w);
        usize::try_from(v).ok().map(|s| (s, words))
    }

    /// Records `site` with `words` unless an earlier error is recorded.
    fn record(&self, site: i64, words: &[i64]) {
        let mut w = self.words.lock().unwrap_or_else(|e| e.into_inner());
        if self
            .site
            .compare_exchange(-1, site, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
        {
            *w = words.to_vec();
        }
    }
}

impl Default for ErrorCell {
    fn default() -> Self {
        ErrorCell::new()
    }
}

/// Records error site `site` in the cell at `cell` unless an earlier error is recorded.
///
/// # Safety
/// `cell` must point to a live [`ErrorCell`].
pub unsafe extern "C" fn rt_error(cell: *const ErrorCell, site: i64) {
    if let Some(c) = cell.as_ref() {
        c.record(site, &[]);
    }
}

/// Largest number of values [`rt_error_words`] records.
const MAX_ERROR_WORDS: usize = 1024;

/// Records error site `site` with the `n` 64-bit values at `words` (the run-time values its
/// message quotes) unless an earlier error is recorded.
///
/// # Safety
/// `cell` must point to a live [`ErrorCell`] and `words` to `n` readable 64-bit words.
pub unsafe extern "C" fn rt_error_words(
    cell: *const ErrorCell,
    site: i64,
    words: *const i64,
    n: i64,
) {
    let Some(c) = cell.as_ref() else {
        return;
    };
    let n = usize::try_from(n).unwrap_or(0).min(MAX_ERROR_WORDS);
    if words.is_null() || n == 0 {
        c.record(site, &[]);
        return;
    }
    c.record(site, std::slice::from_raw_parts(words, n));
}

/// Where JIT-compiled `vector.print` operations write: the plans of the module's print
/// operations and the sink of the current call (the process's standard output when none is
/// installed).
#[derive(Debug, Default)]
pub struct OutputCell {
    plans: Vec<crate::print::PrintPlan>,
    sink: Mutex<Option<SinkPtr>>,
}

/// A writer borrowed for the duration of one call.
#[derive(Debug)]
struct SinkPtr(*mut (dyn std::io::Write + Send));

// SAFETY: the pointee is `Send`; the pointer is only dereferenced under the cell's mutex,
// while the call that installed it is running.
unsafe impl Send for SinkPtr {}

impl OutputCell {
    /// Replaces the print plans (before the first call).
    pub(crate) fn set_plans(&mut self, plans: Vec<crate::print::PrintPlan>) {
        self.plans = plans;
    }

    /// Runs `f` with `w` installed as the sink (the process's standard output again after).
    pub fn with_sink<R>(&self, w: &mut (dyn std::io::Write + Send), f: impl FnOnce() -> R) -> R {
        let p: *mut (dyn std::io::Write + Send + '_) = w;
        // SAFETY: only the lifetime is erased; the pointer is removed below, before `w`'s
        // borrow ends, and `f` is the only user in between.
        let p: *mut (dyn std::io::Write + Send + 'static) = unsafe { std::mem::transmute(p) };
        *self.sink.lock().unwrap_or_else(|e| e.into_inner()) = Some(SinkPtr(p));
        struct Reset<'a>(&'a Mutex<Option<SinkPtr>>);
        impl Drop for Reset<'_> {
            fn drop(&mut self) {
                *self.0.lock().unwrap_or_else(|e| e.into_inner()) = None;
            }
        }
        let _reset = Reset(&self.sink);
        f()
    }

    fn write(&self, bytes: &[u8]) -> std::io::Result<()> {
        let g = self.sink.lock().unwrap_or_else(|e| e.into_inner());
        match &*g {
            // SAFETY: installed by `with_sink`, whose borrow is live while it is installed.
            Some(SinkPtr(p)) => unsafe { (**p).write_all(bytes) },
            None => std::io::Write::write_all(&mut std::io::stdout(), bytes),
        }
    }
}

/// `vector.print`: renders print plan `plan` of `out` for the `n` element words at `lanes`
/// (see [`crate::print::elem_text`]) and writes it; a write failure records error site
/// `site` in `cell`.
///
/// # Safety
/// `out` must point to a live [`OutputCell`], `cell` to a live [`ErrorCell`], and `lanes` to
/// the plan's number of readable 64-bit words.
pub unsafe extern "C" fn rt_print(
    out: *const OutputCell,
    plan: i64,
    lanes: *const i64,
    cell: *const ErrorCell,
    site: i64,
) {
    let Some(o) = out.as_ref() else {
        return;
    };
    let Some(p) = usize::try_from(plan).ok().and_then(|k| o.plans.get(k)) else {
        rt_error(cell, site);
        return;
    };
    let n = p.lanes();
    let words: &[i64] = if n == 0 || lanes.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(lanes, n)
    };
    if o.write(&crate::print::render(p, words)).is_err() {
        rt_error(cell, site);
    }
}

/// Runs `f` with `flag` cleared, set to 1 by a timer thread once `timeout` has elapsed
/// (never without a timeout): the deadline flag compiled code polls on loop back-edges.
pub fn with_deadline<R>(
    flag: &AtomicI64,
    timeout: Option<std::time::Duration>,
    f: impl FnOnce() -> R,
) -> R {
    flag.store(0, Ordering::SeqCst);
    let Some(t) = timeout else {
        return f();
    };
    std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        s.spawn(move || {
            if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = rx.recv_timeout(t) {
                flag.store(1, Ordering::SeqCst);
            }
        });
        let r = f();
        drop(tx);
        r
    })
}

/// The buffers [`rt_alloc`] returned and [`rt_free`] has not freed (addresses).
static LIVE: Mutex<BTreeSet<usize>> = Mutex::new(BTreeSet::new());

fn live() -> std::sync::MutexGuard<'static, BTreeSet<usize>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// True if `p` was returned by [`rt_alloc`] and not freed since.
pub fn is_live(p: *const u8) -> bool {
    live().contains(&(p as usize))
}

/// Allocates `bytes` bytes aligned to [`ALLOC_ALIGN`], zero-filled; null on failure (negative
/// or too large a size) after recording error site `site` in `cell`.
///
/// # Safety
/// `cell` must point to a live [`ErrorCell`].
pub unsafe extern "C" fn rt_alloc(bytes: i64, cell: *const ErrorCell, site: i64) -> *mut u8 {
    let fail = || {
        rt_error(cell, site);
        std::ptr::null_mut()
    };
    let Ok(n) = usize::try_from(bytes) else {
        return fail();
    };
    if n > crate::buffer::MAX_BUFFER_BYTES {
        return fail();
    }
    let Ok(layout) = Layout::from_size_align(n + HEADER, ALLOC_ALIGN) else {
        return fail();
    };
    let p = std::alloc::alloc_zeroed(layout);
    if p.is_null() {
        return fail();
    }
    p.cast::<usize>().write(n);
    let q = p.add(HEADER);
    live().insert(q as usize);
    q
}

/// Frees a buffer returned by [`rt_alloc`]. Any other pointer (null, a stack slot, an entry
/// argument, a buffer already freed) is left alone: `memref.dealloc` of such a memref is a
/// no-op.
///
/// # Safety
/// None beyond the C ABI: `p` is only dereferenced if [`rt_alloc`] returned it and it is
/// live.
pub unsafe extern "C" fn rt_free(p: *mut u8) {
    if p.is_null() || !live().remove(&(p as usize)) {
        return;
    }
    let base = p.sub(HEADER);
    let n = base.cast::<usize>().read();
    if let Ok(layout) = Layout::from_size_align(n + HEADER, ALLOC_ALIGN) {
        std::alloc::dealloc(base, layout);
    }
}

/// Copies a strided view into another of the same shape. Each descriptor is
/// `[aligned_ptr, offset, sizes[rank], strides[rank]]` (64-bit words, sizes/strides in
/// elements); the shape is taken from the source.
///
/// # Safety
/// Both descriptors must describe valid, non-overlapping memory of `rank` dimensions and
/// `elem_size`-byte elements.
pub unsafe extern "C" fn rt_copy(src: *const i64, dst: *const i64, rank: i64, elem_size: i64) {
    let r = usize::try_from(rank).unwrap_or(0);
    let es = usize::try_from(elem_size).unwrap_or(0);
    let rd = |d: *const i64, k: usize| d.add(k).read();
    let sizes: Vec<i64> = (0..r).map(|k| rd(src, 2 + k)).collect();
    if sizes.iter().any(|&s| s <= 0) {
        return;
    }
    let mut idx = vec![0i64; r];
    loop {
        let mut so = rd(src, 1);
        let mut dof = rd(dst, 1);
        for (k, &i) in idx.iter().enumerate() {
            so += i * rd(src, 2 + r + k);
            dof += i * rd(dst, 2 + r + k);
        }
        let sp = (rd(src, 0) as *const u8).offset(so as isize * es as isize);
        let dp = (rd(dst, 0) as *mut u8).offset(dof as isize * es as isize);
        std::ptr::copy(sp, dp, es);
        let mut k = r;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// The fault codes [`rt_dma`] records as the first word of its error (see
/// [`dma_fault_of_words`]).
fn dma_fault_words(f: &tessera_ir::dma::DmaFault) -> Vec<i64> {
    use tessera_ir::dma::DmaFault as F;
    match f {
        F::NegativeCount(n) => vec![0, *n],
        F::BadStride(s, k) => vec![1, *s, *k],
        F::NotMultiple(n, k) => vec![2, *n, *k],
        F::OutOfBounds {
            src,
            elem,
            pos,
            sizes,
        } => {
            let p = i64::try_from(*pos).unwrap_or(if *pos < 0 { i64::MIN } else { i64::MAX });
            let mut w = vec![if *src { 3 } else { 4 }, *elem, p];
            w.extend(sizes);
            w
        }
    }
}

/// The fault recorded by [`rt_dma`] as `words`.
pub(crate) fn dma_fault_of_words(words: &[i64]) -> Option<tessera_ir::dma::DmaFault> {
    use tessera_ir::dma::DmaFault as F;
    Some(match words {
        [0, n, ..] => F::NegativeCount(*n),
        [1, s, k, ..] => F::BadStride(*s, *k),
        [2, n, k, ..] => F::NotMultiple(*n, *k),
        [c @ (3 | 4), e, p, sizes @ ..] => F::OutOfBounds {
            src: *c == 3,
            elem: *e,
            pos: i128::from(*p),
            sizes: sizes.to_vec(),
        },
        _ => return None,
    })
}

/// Executes a DMA transfer (the semantics of [`tessera_ir::dma`]) between two strided views.
/// Each descriptor is `[aligned_ptr, offset, sizes[rank], strides[rank]]`; `params` is
/// `[src_rank, dst_rank, num, has_stride, stride, per_stride, stride_on_source, elem_size,
/// site_out_of_bounds, site_undefined, src_indices.., dst_indices..]`. A fault is recorded in
/// `cell` (at the out-of-bounds or the undefined-count site, the fault as words) and nothing is
/// copied.
///
/// # Safety
/// Both descriptors must describe valid memory of their ranks with `elem_size`-byte elements,
/// `params` must hold the words listed, and `cell` point to a live [`ErrorCell`].
pub unsafe extern "C" fn rt_dma(
    src: *const i64,
    dst: *const i64,
    params: *const i64,
    cell: *const ErrorCell,
) {
    let p = |k: usize| params.add(k).read();
    let (sr, dr) = (p(0).max(0) as usize, p(1).max(0) as usize);
    let t = tessera_ir::dma::Transfer {
        num: p(2),
        stride: (p(3) != 0).then(|| (p(4), p(5))),
        stride_on_source: p(6) != 0,
    };
    let es = p(7).max(0) as usize;
    let (site_oob, site_undef) = (p(8), p(9));
    let si: Vec<i64> = (0..sr).map(|k| p(10 + k)).collect();
    let di: Vec<i64> = (0..dr).map(|k| p(10 + sr + k)).collect();
    let rd = |d: *const i64, k: usize| d.add(k).read();
    let ss: Vec<i64> = (0..sr).map(|k| rd(src, 2 + k)).collect();
    let ds: Vec<i64> = (0..dr).map(|k| rd(dst, 2 + k)).collect();
    let cells = match tessera_ir::dma::transfer_cells(&t, &ss, &si, &ds, &di) {
        Ok(c) => c,
        Err(f) => {
            let site = if matches!(f, tessera_ir::dma::DmaFault::OutOfBounds { .. }) {
                site_oob
            } else {
                site_undef
            };
            if let Some(c) = cell.as_ref() {
                c.record(site, &dma_fault_words(&f));
            }
            return;
        }
    };
    let addr = |d: *const i64, r: usize, idx: &[i64]| -> *mut u8 {
        let mut o = rd(d, 1);
        for (k, &i) in idx.iter().enumerate() {
            o += i * rd(d, 2 + r + k);
        }
        (rd(d, 0) as *mut u8).offset(o as isize * es as isize)
    };
    let mut tmp = vec![0u8; cells.len() * es];
    for (k, (s, _)) in cells.iter().enumerate() {
        std::ptr::copy_nonoverlapping(addr(src, sr, s), tmp.as_mut_ptr().add(k * es), es);
    }
    for (k, (_, d)) in cells.iter().enumerate() {
        std::ptr::copy_nonoverlapping(tmp.as_ptr().add(k * es), addr(dst, dr, d), es);
    }
}

macro_rules! math_fns {
    ($($name:ident: $t:ty => |$($a:ident),*| $e:expr;)*) => {
        $(
            #[doc = concat!("`", stringify!($e), "` for generated code.")]
            pub extern "C" fn $name($($a: $t),*) -> $t { $e }
        )*
        /// Names and addresses of the math functions.
        fn math_symbols() -> Vec<(&'static str, *const u8)> {
            vec![$((stringify!($name), $name as *const u8)),*]
        }
    };
}

math_fns! {
    rt_exp_f64: f64 => |a| a.exp();
    rt_exp_f32: f32 => |a| a.exp();
    rt_exp2_f64: f64 => |a| a.exp2();
    rt_exp2_f32: f32 => |a| a.exp2();
    rt_expm1_f64: f64 => |a| a.exp_m1();
    rt_expm1_f32: f32 => |a| a.exp_m1();
    rt_log_f64: f64 => |a| a.ln();
    rt_log_f32: f32 => |a| a.ln();
    rt_log2_f64: f64 => |a| a.log2();
    rt_log2_f32: f32 => |a| a.log2();
    rt_log10_f64: f64 => |a| a.log10();
    rt_log10_f32: f32 => |a| a.log10();
    rt_log1p_f64: f64 => |a| a.ln_1p();
    rt_log1p_f32: f32 => |a| a.ln_1p();
    rt_sin_f64: f64 => |a| a.sin();
    rt_sin_f32: f32 => |a| a.sin();
    rt_cos_f64: f64 => |a| a.cos();
    rt_cos_f32: f32 => |a| a.cos();
    rt_tan_f64: f64 => |a| a.tan();
    rt_tan_f32: f32 => |a| a.tan();
    rt_tanh_f64: f64 => |a| a.tanh();
    rt_tanh_f32: f32 => |a| a.tanh();
    rt_sinh_f64: f64 => |a| a.sinh();
    rt_sinh_f32: f32 => |a| a.sinh();
    rt_cosh_f64: f64 => |a| a.cosh();
    rt_cosh_f32: f32 => |a| a.cosh();
    rt_atan_f64: f64 => |a| a.atan();
    rt_atan_f32: f32 => |a| a.atan();
    rt_asin_f64: f64 => |a| a.asin();
    rt_asin_f32: f32 => |a| a.asin();
    rt_acos_f64: f64 => |a| a.acos();
    rt_acos_f32: f32 => |a| a.acos();
    rt_round_f64: f64 => |a| a.round();
    rt_round_f32: f32 => |a| a.round();
    rt_cbrt_f64: f64 => |a| a.cbrt();
    rt_cbrt_f32: f32 => |a| a.cbrt();
    rt_rem_f64: f64 => |a, b| a % b;
    rt_rem_f32: f32 => |a, b| a % b;
    rt_pow_f64: f64 => |a, b| a.powf(b);
    rt_pow_f32: f32 => |a, b| a.powf(b);
    rt_atan2_f64: f64 => |a, b| a.atan2(b);
    rt_atan2_f32: f32 => |a, b| a.atan2(b);
    rt_maxnum_f64: f64 => |a, b| a.max(b);
    rt_maxnum_f32: f32 => |a, b| a.max(b);
    rt_minnum_f64: f64 => |a, b| a.min(b);
    rt_minnum_f32: f32 => |a, b| a.min(b);
}

/// Every runtime symbol the JIT registers: name and address.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut v = math_symbols();
    v.push(("rt_error", rt_error as *const u8));
    v.push(("rt_error_words", rt_error_words as *const u8));
    v.push(("rt_alloc", rt_alloc as *const u8));
    v.push(("rt_free", rt_free as *const u8));
    v.push(("rt_copy", rt_copy as *const u8));
    v.push(("rt_dma", rt_dma as *const u8));
    v.push(("rt_parallel", rt_parallel as *const u8));
    v.push(("rt_print", rt_print as *const u8));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alloc_is_aligned_zeroed_and_freed() {
        let cell = ErrorCell::new();
        unsafe {
            let p = rt_alloc(100, &cell, 3);
            assert!(!p.is_null());
            assert_eq!(p as usize % ALLOC_ALIGN, 0);
            assert!((0..100).all(|k| *p.add(k) == 0));
            assert!(is_live(p));
            rt_free(p);
            assert!(!is_live(p));
            // A second free, and a pointer rt_alloc did not return, are no-ops.
            rt_free(p);
            let mut x = [0u8; 8];
            rt_free(x.as_mut_ptr());
            assert!(rt_alloc(-1, &cell, 7).is_null());
        }
        assert_eq!(cell.take(), Some((7, vec![])));
        assert_eq!(cell.take(), None);
    }

    #[test]
    fn first_error_wins_with_its_words() {
        let cell = ErrorCell::new();
        let w = [4i64, -1, 8];
        unsafe {
            rt_error_words(&cell, 2, w.as_ptr(), 3);
            rt_error_words(&cell, 5, w.as_ptr(), 1);
            rt_error(&cell, 6);
        }
        assert_eq!(cell.take(), Some((2, vec![4, -1, 8])));
        unsafe { rt_error(&cell, 6) };
        assert_eq!(cell.take(), Some((6, vec![])));
        // Generated code reads the site at the cell's address.
        let p = &cell as *const ErrorCell as *const i64;
        assert_eq!(unsafe { p.read() }, -1);
    }

    #[test]
    fn copy_transposed_view() {
        // src 2x3 row-major, dst viewed as its transpose's storage with strides [1, 2].
        let src: Vec<f64> = (0..6).map(f64::from).collect();
        let mut dst = [0f64; 6];
        let sd = [src.as_ptr() as i64, 0, 2, 3, 3, 1];
        let dd = [dst.as_mut_ptr() as i64, 0, 2, 3, 1, 2];
        unsafe { rt_copy(sd.as_ptr(), dd.as_ptr(), 2, 8) };
        // dst[i + 2j] = src[3i + j]
        assert_eq!(dst, [0.0, 3.0, 1.0, 4.0, 2.0, 5.0]);
    }
}
