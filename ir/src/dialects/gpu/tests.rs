//! Round trips and diagnostics of the gpu dialect (the full comparison with mlir-opt 22 is
//! `tests/lit/gpu-ops.mlir` and `tests/lit/gpu-ops-invalid.mlir`).

use crate::{parse, print, verify, PrintOptions, Registry};

fn round_trip(src: &str, generic: bool) -> String {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parses");
    verify(&m, reg).expect("verifies");
    print(&m, reg, PrintOptions { generic })
}

fn error(src: &str) -> String {
    let reg = Registry::standard();
    match parse(src, reg) {
        Err(e) => format!(
            "{}:{}: {}",
            e.pos.unwrap().line,
            e.pos.unwrap().col,
            e.message
        ),
        Ok(m) => {
            let e = verify(&m, reg).expect_err("must not verify");
            format!(
                "{}:{}: {}",
                e.pos.unwrap().line,
                e.pos.unwrap().col,
                e.message
            )
        }
    }
}

const KERNELS: &str = "module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target] {
    gpu.func @k(%arg0: f32) workgroup(%w: memref<4xf32, 3>) kernel {
      %t = gpu.thread_id x
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%n: index, %f: f32) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%f : f32)
    %m, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32, 1>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      gpu.terminator
    }
    gpu.wait [%t2]
    return
  }
}
";

#[test]
fn custom_form_as_mlir_opt_prints_it() {
    let out = round_trip(KERNELS, false);
    for line in [
        "  gpu.module @kernels [#nvvm.target] {",
        "    gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<4xf32, 3>) kernel {",
        "      %thread_id_x = gpu.thread_id  x",
        "    %1 = gpu.launch_func async [%0] @kernels::@k blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)",
        "    %memref, %asyncToken = gpu.alloc async [%1] (%arg0) : memref<?xf32, 1>",
        "    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {",
        "    gpu.wait [%asyncToken]",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?} in\n{out}");
    }
    // The printed form reads back to the same text.
    assert_eq!(round_trip(&out, false), out);
}

#[test]
fn generic_form_as_mlir_opt_prints_it() {
    let out = round_trip(KERNELS, true);
    for line in [
        "  \"gpu.module\"() <{sym_name = \"kernels\", targets = [#nvvm.target]}> ({",
        "    }) {gpu.kernel, sym_name = \"k\", workgroup_attributions = 1 : i64} : () -> ()",
        "    %0 = \"gpu.wait\"() : () -> !gpu.async.token",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?} in\n{out}");
    }
    assert_eq!(round_trip(&out, false), round_trip(KERNELS, false));
}

#[test]
fn diagnostics_point_at_the_op() {
    let src = "gpu.module @m {\n  gpu.func @k(%a: f32) -> f32 kernel {\n    gpu.return %a : f32\n  }\n}\n";
    assert_eq!(
        error(src),
        "2:3: 'gpu.func' op expected void return type for kernel function"
    );
    let src = "func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {\n  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>\n  return\n}\n";
    assert_eq!(
        error(src),
        "2:3: 'gpu.memcpy' op arguments have incompatible shape"
    );
    let src = "func.func @f() {\n  %0 = gpu.thread_id w\n  return\n}\n";
    assert_eq!(
        error(src),
        "2:22: custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z"
    );
}
